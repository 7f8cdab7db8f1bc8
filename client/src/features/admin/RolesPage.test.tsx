import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddFirmUserDocument, DeleteFirmUserDocument, RoleUsersDocument, UpdateFirmUserDocument, type RoleUserFieldsFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { RolesPage } from './RolesPage';

const person = (overrides: Partial<RoleUserFieldsFragment>): RoleUserFieldsFragment => ({
  __typename: 'User',
  id: 'u-2',
  firstName: 'Dee',
  lastName: 'Docket',
  fullName: 'Dee Docket',
  email: 'dee@summit.example',
  phone: null,
  avatarUrl: null,
  role: 'PARALEGAL',
  status: 'ACTIVE',
  invitationPending: false,
  timekeeperClassification: null,
  version: 1,
  ...overrides,
});

const people = [
  person({ id: 'user-1', firstName: 'Jordan', lastName: 'Reyes', fullName: 'Jordan Reyes', email: 'jordan@example.com', role: 'FIRM_ADMIN' }),
  person({}),
  person({ id: 'u-3', fullName: 'Hal Hiatus', email: 'hal@summit.example', role: 'STAFF', status: 'SUSPENDED' }),
  person({ id: 'u-4', fullName: 'Ivy Invited', email: 'ivy@summit.example', invitationPending: true }),
  person({ id: 'u-5', fullName: 'Gus Gone', email: 'gus@summit.example', status: 'DELETED' }),
];

const listMock = (variables: Record<string, unknown>, items = people) => ({
  request: { query: RoleUsersDocument, variables: { page: 1, pageSize: 10, search: null, status: null, ...variables } },
  result: { data: { firmUsers: { __typename: 'UserPage' as const, totalCount: items.length, page: 1, pageSize: 10, items } } },
});

afterEach(() => jest.restoreAllMocks());

describe('Roles', () => {
  it('lists the firm users with coloured statuses and the invited hint', async () => {
    renderScreen(<RolesPage />, { path: '/roles', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Firm users' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Status', 'Actions']);
    await within(table).findByText('Dee Docket');
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    const badge = (name: string, text: string) => within(row(name)).getByText(text).closest('.mantine-Badge-root')!.getAttribute('style');
    // Spec 4: active blue, disabled yellow, deleted red.
    expect(badge('Dee Docket', 'Active')).toContain('blue');
    expect(badge('Hal Hiatus', 'Disabled')).toContain('yellow');
    expect(badge('Gus Gone', 'Deleted')).toContain('red');
    expect(within(row('Ivy Invited')).getByText('Invited')).toBeInTheDocument();
    expect(within(row('Dee Docket')).queryByText('Invited')).not.toBeInTheDocument();
  });

  it('Add Role opens Add Firm User with Paralegal and Active chosen, and shows the invitation link', async () => {
    let sent: unknown;
    const added = person({ id: 'u-9', firstName: 'Pat', lastName: 'New', fullName: 'Pat New', email: 'pat@summit.example', invitationPending: true });
    renderScreen(<RolesPage />, {
      path: '/roles',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        listMock({}),
        {
          request: { query: AddFirmUserDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables;
            return {
              data: {
                addFirmUser: {
                  __typename: 'AddedFirmUser' as const,
                  user: added,
                  invitation: { __typename: 'IssuedInvitationLink' as const, url: '/invitation?token=abc123', expiresAt: '2030-01-08T10:00:00.000Z' },
                },
              },
            };
          },
        },
        listMock({}, [...people, added]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm User' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Paralegal');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Pat');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'New');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'pat@summit.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));

    const link = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(link).toHaveTextContent('No mail server is configured: send this link to the user.');
    expect(within(link).getByRole('textbox', { name: 'Sign-in link' })).toHaveValue(`${window.location.origin}/invitation?token=abc123`);
    expect(within(link).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(sent).toEqual({ input: { firstName: 'Pat', lastName: 'New', phone: null, email: 'pat@summit.example', role: 'PARALEGAL', status: 'ACTIVE', timekeeperClassification: null } });
  });

  it('opens Add Firm User straight away from /roles?add=1 (Settings > Add Firm User)', async () => {
    renderScreen(<RolesPage />, { path: '/roles?add=1', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    expect(await screen.findByRole('dialog', { name: 'Add Firm User' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an email at the field", async () => {
    renderScreen(<RolesPage />, {
      path: '/roles?add=1',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        listMock({}),
        {
          request: { query: AddFirmUserDocument, variables: () => true },
          result: {
            errors: [
              {
                message: 'Someone already uses this email.',
                extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', messages: ['Someone already uses this email.'] }] },
              },
            ],
          },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm User' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Pat');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'New');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'taken@summit.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Someone already uses this email.')).toBeInTheDocument();
  });

  it('Delete asks with the exact confirmation text, then deletes', async () => {
    let deleted = false;
    renderScreen(<RolesPage />, {
      path: '/roles',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        listMock({}),
        {
          request: { query: DeleteFirmUserDocument, variables: { id: 'u-2' } },
          result: () => {
            deleted = true;
            return { data: { deleteFirmUser: true } };
          },
        },
        listMock({}, people.filter((p) => p.id !== 'u-2')),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dee Docket' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(confirm).toHaveTextContent('Are you sure, you want to delete this role? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('Edit asks before disabling (suspending) someone, naming what happens, and saves only once confirmed', async () => {
    let sent: Record<string, unknown> | undefined;
    const show = jest.spyOn(notifications, 'show');
    renderScreen(<RolesPage />, {
      path: '/roles',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        listMock({}),
        {
          request: { query: UpdateFirmUserDocument, variables: () => true },
          result: (variables: { input: Record<string, unknown> }) => {
            sent = variables.input;
            return { data: { updateFirmUser: person({ status: 'SUSPENDED', version: 2 }) } };
          },
        },
        listMock({}),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dee Docket' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit' });
    await userEvent.click(within(edit).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    let confirm = await screen.findByRole('dialog', { name: 'Suspend Dee Docket?' });
    expect(confirm).toHaveTextContent('Dee Docket will be signed out everywhere at once and cannot sign in until reactivated. Their cases, tasks and records stay.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suspend Dee Docket?' })).not.toBeInTheDocument());
    expect(sent).toBeUndefined();

    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    confirm = await screen.findByRole('dialog', { name: 'Suspend Dee Docket?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(sent).toEqual({ id: 'u-2', version: 1, firstName: 'Dee', lastName: 'Docket', phone: null, role: 'PARALEGAL', status: 'SUSPENDED', timekeeperClassification: null }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Dee Docket was suspended.' })));
  });

  it('Edit asks with the delete text before setting the status to Deleted', async () => {
    renderScreen(<RolesPage />, { path: '/roles', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dee Docket' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit' });
    await userEvent.click(within(edit).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(confirm).toHaveTextContent('Are you sure, you want to delete this role? This action cannot be undone.');
  });

  it('offers no Delete on oneself', async () => {
    renderScreen(<RolesPage />, { path: '/roles', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Jordan Reyes' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('Add Firm User with unsaved changes', () => {
  it('asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes (the address forgets ?add=1)', async () => {
    const { router } = renderScreen(<RolesPage />, { path: '/roles?add=1', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm User' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Pat');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Pat');
    expect(router.state.location.search).toBe('?add=1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Firm User' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('closes at once when nothing was typed', async () => {
    renderScreen(<RolesPage />, { path: '/roles?add=1', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add Firm User' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Firm User' })).not.toBeInTheDocument());
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it("asks before the browser's Back throws the typing away: Stay keeps the dialog, Leave goes back and closes it", async () => {
    const { router } = renderScreen(<RolesPage />, { path: '/roles', viewer: viewerWith('FIRM_ADMIN'), mocks: [listMock({})] });
    await screen.findByRole('heading', { name: 'Roles' });
    await act(() => router.navigate('/roles?add=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm User' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Pat');

    await act(() => router.navigate(-1));
    await answerLeaveQuestion('Stay');
    expect(router.state.location.search).toBe('?add=1');
    expect(within(dialog).getByLabelText(/First name/)).toHaveValue('Pat');

    await act(() => router.navigate(-1));
    await answerLeaveQuestion('Leave');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Firm User' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
