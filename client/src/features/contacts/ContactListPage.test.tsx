import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactListDocument, CreateContactDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { ContactListPage, contactsExportUrl } from './ContactListPage';

const listVariables = { search: null, activeOnly: false, sortBy: 'NAME', sortDirection: 'ASC', page: 1, pageSize: 25 };
const emptyList = { data: { contacts: { __typename: 'ContactPage', totalCount: 0, items: [] } } };

describe('ContactListPage', () => {
  it('exports exactly the filter on screen', () => {
    expect(contactsExportUrl({ search: 'Dana W', activeOnly: true, sort: { by: 'PHONE', direction: 'DESC' } })).toBe(
      '/api/export/contacts?sortBy=PHONE&sortDirection=DESC&search=Dana+W&activeOnly=true',
    );
  });

  it('saves every tab of Add New Contact in one contact', async () => {
    let created: { input: Record<string, unknown> } | undefined;
    renderScreen(<ContactListPage />, {
      path: '/contactlist',
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        { request: { query: ContactListDocument, variables: listVariables }, result: emptyList },
        {
          request: {
            query: CreateContactDocument,
            variables: (variables: unknown) => {
              created = variables as typeof created;
              return true;
            },
          },
          result: { data: { createContact: { __typename: 'Contact', id: 'c1', name: 'Rosa Delgado' } } },
        },
        { request: { query: ContactListDocument, variables: listVariables }, result: emptyList },
      ],
    });
    expect(await screen.findByText('No contacts found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/export/contacts?sortBy=NAME&sortDirection=ASC');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Contact' });
    const user = userEvent.setup({ delay: null });

    // Contact
    await user.click(within(dialog).getByLabelText('Female'));
    await user.type(within(dialog).getByLabelText('Last Name'), 'Delgado');
    await user.type(within(dialog).getByLabelText('First Name'), 'Rosa');
    await user.type(within(dialog).getByLabelText('Referred By'), 'Dr. Patel');
    await user.type(within(dialog).getByLabelText('Contact Comments'), 'Prefers mornings');
    // Address
    await user.click(within(dialog).getByRole('tab', { name: 'Address' }));
    await user.type(within(dialog).getByLabelText('Address 1'), '400 Congress Ave');
    await user.type(within(dialog).getByLabelText('City'), 'Austin');
    await user.type(within(dialog).getByLabelText('State'), 'TX');
    // Miscellaneous
    await user.click(within(dialog).getByRole('tab', { name: 'Miscellaneous' }));
    await user.type(within(dialog).getByLabelText('Date Of Birth'), '1979-02-11');
    await user.type(within(dialog).getByLabelText('SSN'), '123-45-6789');
    await user.type(within(dialog).getByLabelText('Email'), 'rosa@example.com');
    // Phones: two rows, the second primary
    await user.click(within(dialog).getByRole('tab', { name: 'Phones' }));
    await user.type(within(dialog).getByLabelText('Phone 1 number'), '512 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Add Phone' }));
    await user.type(within(dialog).getByLabelText('Phone 2 number'), '512 555 0101');
    await user.type(within(dialog).getByLabelText('Phone 2 ext'), '7');
    await user.click(within(dialog).getByLabelText('Phone 2 primary'));
    await user.click(within(dialog).getByLabelText('Phone 1 text'));
    // Contact Type
    await user.click(within(dialog).getByRole('tab', { name: 'Contact Type' }));
    await user.type(within(dialog).getByLabelText('TFN'), '123 456 782');
    await user.click(within(dialog).getByLabelText('Prevent Mailing'));

    await user.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(created).toBeDefined());
    expect(created!.input).toMatchObject({
      kind: 'PERSON',
      gender: 'FEMALE',
      lastName: 'Delgado',
      firstName: 'Rosa',
      referredBy: 'Dr. Patel',
      comments: 'Prefers mornings',
      dateOfBirth: '1979-02-11',
      ssn: '123-45-6789',
      email: 'rosa@example.com',
      tfn: '123 456 782',
      active: true,
      preventMailing: true,
      addresses: [{ addressType: 'Home', address1: '400 Congress Ave', city: 'Austin', state: 'TX', isPrimary: true, useOrgAddress: false }],
      phones: [
        { type: 'Mobile', number: '512 555 0100', canText: true, isPrimary: false },
        { type: 'Mobile', number: '512 555 0101', ext: '7', isPrimary: true },
      ],
    });
  }, 30_000);

  it('opens the tab of a field the server rejects', async () => {
    renderScreen(<ContactListPage />, {
      path: '/contactlist',
      viewer: viewerWith('ATTORNEY'),
      mocks: [{ request: { query: ContactListDocument, variables: listVariables }, result: emptyList }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Contact' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Miscellaneous' }));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Contact' }));
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Delgado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Miscellaneous' })).toHaveAttribute('aria-selected', 'true');
  });
});
