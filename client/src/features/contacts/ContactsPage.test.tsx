import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactsDocument, CreateContactDocument, DeleteContactDocument, ConflictCheckDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { ContactsPage } from './ContactsPage';

const person = (id: string, name: string, primaryPhone: string | null = null) => ({
  __typename: 'Contact' as const,
  id,
  kind: 'PERSON' as const,
  name,
  email: `${id}@example.com`,
  primaryPhone,
  photoUrl: null,
  caseCount: 0,
});

const listVariables = (overrides: Record<string, unknown> = {}) => ({
  kind: 'PERSON',
  search: null,
  sortBy: 'NAME',
  sortDirection: 'ASC',
  page: 1,
  pageSize: 25,
  ...overrides,
});

const listResult = (items: ReturnType<typeof person>[], totalCount = items.length) => ({
  data: { contacts: { __typename: 'ContactPage', totalCount, page: 1, pageSize: 25, items } },
});

describe('ContactsPage', () => {
  it('lists people from the server with their phone, and says when there are none', async () => {
    renderScreen(<ContactsPage />, {
      path: '/contacts',
      viewer: viewerWith('PARALEGAL'),
      mocks: [{ request: { query: ContactsDocument, variables: listVariables() }, result: listResult([person('c1', 'Dana Whitfield', '+12125550199')]) }],
    });
    const table = await screen.findByRole('table', { name: 'People' });
    expect(await within(table).findByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(table).getByText('(212) 555-0199')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Contact' })).toBeInTheDocument();
  });

  it("shows 'No company found' on the Company side", async () => {
    renderScreen(<ContactsPage />, {
      path: '/contacts?type=company',
      viewer: viewerWith('STAFF'),
      mocks: [{ request: { query: ContactsDocument, variables: listVariables({ kind: 'COMPANY' }) }, result: listResult([]) }],
    });
    expect(await screen.findByText('No company found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Company' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    let deleted = false;
    renderScreen(<ContactsPage />, {
      path: '/contacts',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: ContactsDocument, variables: listVariables() }, result: listResult([person('c1', 'Dana Whitfield')]) },
        {
          request: { query: DeleteContactDocument, variables: { id: 'c1' } },
          result: () => {
            deleted = true;
            return { data: { deleteContact: true } };
          },
        },
        { request: { query: ContactsDocument, variables: listVariables() }, result: listResult([]) },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dana Whitfield' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Contact' });
    expect(dialog).toHaveTextContent('Are you sure, you want to delete this contact? This action cannot be undone.');
    expect(deleted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('adds a person from the dialog, warning of a similar existing contact', async () => {
    let created: unknown;
    renderScreen(<ContactsPage />, {
      path: '/contacts',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { request: { query: ContactsDocument, variables: listVariables() }, result: listResult([]) },
        {
          request: { query: ConflictCheckDocument, variables: { name: 'Dana Whitfeld', excludeId: null } },
          result: {
            data: {
              conflictCheck: [
                { __typename: 'ConflictMatch', similarity: 0.7, contact: { __typename: 'Contact', id: 'c1', name: 'Dana Whitfield', kind: 'PERSON' } },
              ],
            },
          },
        },
        {
          request: {
            query: CreateContactDocument,
            variables: (variables: unknown) => {
              created = variables;
              return true;
            },
          },
          result: { data: { createContact: { __typename: 'Contact', id: 'c9', name: 'Dana Whitfeld' } } },
        },
        { request: { query: ContactsDocument, variables: listVariables() }, result: listResult([]) },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    expect(await within(dialog).findByText('Enter a first or last name.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Dana');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Whitfeld');
    await userEvent.type(within(dialog).getByLabelText('Phone No.'), '212 555 0123');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Austin');
    expect(await within(dialog).findByText(/Similar contacts already exist/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute('href', '/contactsPage?id=c1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    await waitFor(() => expect(created).toBeDefined());
    expect(created).toMatchObject({
      input: {
        kind: 'PERSON',
        firstName: 'Dana',
        lastName: 'Whitfeld',
        phones: [{ type: 'Mobile', number: '212 555 0123', isPrimary: true }],
        addresses: [{ addressType: 'Home', city: 'Austin', country: 'United States', isPrimary: true }],
      },
    });
  });
});
