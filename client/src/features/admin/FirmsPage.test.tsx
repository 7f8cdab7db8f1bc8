import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackOfficeFirmsDocument, CreateFirmDocument, DeleteFirmDocument, SetFirmStatusDocument, UpdateFirmDocument, type BackOfficeFirmRowFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { AddFirmDialog } from './AddFirmDialog';
import { EditFirmDialog } from './EditFirmDialog';
import { FirmsPage } from './FirmsPage';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const firm = (id: string, name: string, overrides: Partial<BackOfficeFirmRowFragment> = {}): BackOfficeFirmRowFragment => ({
  __typename: 'BackOfficeFirm',
  id,
  name,
  email: `office@${id}.test`,
  phone: '+15125550100',
  status: 'ACTIVE',
  avatarUrl: null,
  totalMembers: 12,
  version: 2,
  ...overrides,
});

const variables = (overrides: Record<string, unknown> = {}) => ({ status: 'ACTIVE', search: null, sortBy: 'NAME', sortDirection: 'ASC', page: 1, pageSize: 10, ...overrides });
const listMock = (items: BackOfficeFirmRowFragment[], overrides: Record<string, unknown> = {}, totalCount = items.length) => ({
  request: { query: BackOfficeFirmsDocument, variables: variables(overrides) },
  result: { data: { backOfficeFirms: { __typename: 'BackOfficeFirmPage' as const, totalCount, items } } },
  ...always,
});

const viewer = viewerWith('PLATFORM_ADMIN');

afterEach(() => jest.restoreAllMocks());

describe('FirmsPage', () => {
  it('lists firms with their Total Members and says which list is empty', async () => {
    const { router } = renderScreen(<FirmsPage />, {
      path: '/firms',
      viewer,
      mocks: [listMock([firm('alpha', 'Alpha Injury Law'), firm('bravo', 'Bravo Legal', { totalMembers: 3 })], {}, 12), listMock([], { status: 'SUSPENDED' })],
    });
    const table = await screen.findByRole('table', { name: 'Firms' });
    const alpha = (await within(table).findByText('Alpha Injury Law')).closest('tr')!;
    for (const text of ['office@alpha.test', '(512) 555-0100', '12', 'Active']) expect(within(alpha).getByText(text)).toBeInTheDocument();
    expect(within(within(table).getByText('Bravo Legal').closest('tr')!).getByText('3')).toBeInTheDocument();
    // Active tab: the pager (12 firms, 10 a page).
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Suspended' }));
    expect(await screen.findByText('No suspended firms found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=suspended');
    expect(screen.queryByText(/of \d+$/)).not.toBeInTheDocument();
  });

  it('says "No active firms found" when nothing matches', async () => {
    renderScreen(<FirmsPage />, { path: '/firms', viewer, mocks: [listMock([])] });
    expect(await screen.findByText('No active firms found')).toBeInTheDocument();
  });

  it('asks before deleting a firm with the specified texts, then deletes it with the version seen', async () => {
    let deleted: unknown;
    const show = jest.spyOn(notifications, 'show');
    renderScreen(<FirmsPage />, {
      path: '/firms',
      viewer,
      mocks: [
        listMock([firm('alpha', 'Alpha Injury Law')]),
        {
          request: { query: DeleteFirmDocument, variables: (v: unknown) => ((deleted = v), true) },
          result: { data: { deleteFirm: true } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Alpha Injury Law' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Firm' });
    expect(within(dialog).getByText('Are you sure, you want to delete this role? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Firm' }));
    await waitFor(() => expect(deleted).toEqual({ id: 'alpha', version: 2 }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Alpha Injury Law was deleted.' })));
  });

  it('asks before suspending a firm, saying everyone there is signed out, and suspends it once confirmed', async () => {
    const sent: unknown[] = [];
    const show = jest.spyOn(notifications, 'show');
    renderScreen(<FirmsPage />, {
      path: '/firms',
      viewer,
      mocks: [
        listMock([firm('alpha', 'Smith & Co')]),
        {
          request: { query: SetFirmStatusDocument, variables: (v: unknown) => (sent.push(v), true) },
          result: { data: { setFirmStatus: firm('alpha', 'Smith & Co', { status: 'SUSPENDED', version: 3 }) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Smith & Co' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Smith & Co?' });
    expect(dialog).toHaveTextContent(
      'Everyone at Smith & Co will be signed out at once and no one there can sign in until the firm is reactivated. Nothing is deleted.',
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'alpha', version: 2, status: 'SUSPENDED' }]));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Smith & Co was suspended.' })));
  });

  it('Edit Firm asks before saving the status Suspended', async () => {
    let input: Record<string, unknown> | undefined;
    const show = jest.spyOn(notifications, 'show');
    renderScreen(<FirmsPage />, {
      path: '/firms',
      viewer,
      mocks: [
        listMock([firm('alpha', 'Smith & Co')]),
        {
          request: { query: UpdateFirmDocument, variables: (v: { input: Record<string, unknown> }) => ((input = v.input), true) },
          result: { data: { updateFirm: firm('alpha', 'Smith & Co', { status: 'SUSPENDED', version: 3 }) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Smith & Co' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Firm' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Smith & Co?' });
    expect(input).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(input).toEqual(expect.objectContaining({ id: 'alpha', version: 2, status: 'SUSPENDED' })));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Smith & Co was suspended.' })));
  });

  it('activates a suspended firm from the row menu without asking', async () => {
    const sent: unknown[] = [];
    const show = jest.spyOn(notifications, 'show');
    renderScreen(<FirmsPage />, {
      path: '/firms?status=suspended',
      viewer,
      mocks: [
        listMock([firm('cedar', 'Cedar Counsel', { status: 'SUSPENDED' })], { status: 'SUSPENDED' }),
        {
          request: { query: SetFirmStatusDocument, variables: (v: unknown) => (sent.push(v), true) },
          result: { data: { setFirmStatus: firm('cedar', 'Cedar Counsel', { version: 3 }) } },
        },
      ],
    });
    expect(screen.getByRole('tab', { name: 'Suspended' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Cedar Counsel' }));
    expect(screen.queryByRole('menuitem', { name: 'Suspend' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'cedar', version: 2, status: 'ACTIVE' }]));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Cedar Counsel is active again.' })));
  });

  it('adds a firm with its first admin and shows the invitation link to copy', async () => {
    let input: Record<string, unknown> | undefined;
    renderScreen(<FirmsPage />, {
      path: '/firms',
      viewer,
      mocks: [
        listMock([]),
        {
          request: { query: CreateFirmDocument, variables: (v: { input: Record<string, unknown> }) => ((input = v.input), true) },
          result: {
            data: {
              createFirm: {
                __typename: 'CreatedFirm',
                invitationUrl: 'http://localhost/invitation?token=abc123',
                invitationExpiresAt: '2026-12-01T12:00:00.000Z',
                admin: { __typename: 'User', id: 'u1', fullName: 'Kim Kestrel', email: 'kim@kestrel.test' },
                firm: firm('kestrel', 'Kestrel Law Group', { totalMembers: 1 }),
              },
            },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Firm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('button', { name: 'Add Firm' }));
    expect(within(dialog).getByText('Enter the firm name.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter the email address.')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/Firm Name/), 'Kestrel Law Group');
    await user.type(within(dialog).getByLabelText(/Firm Email/), 'hello@kestrel.test');
    await user.type(within(dialog).getByLabelText(/Firm Phone/), '512 555 0142');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Kim');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Kestrel');
    await user.type(within(dialog).getByLabelText(/Admin Email/), 'kim@kestrel.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Firm' }));

    const done = await screen.findByRole('dialog', { name: 'Firm created' });
    expect(input).toEqual({
      name: 'Kestrel Law Group',
      email: 'hello@kestrel.test',
      phone: '512 555 0142',
      admin: { firstName: 'Kim', lastName: 'Kestrel', email: 'kim@kestrel.test' },
    });
    expect(within(done).getByLabelText('Invitation link')).toHaveValue('http://localhost/invitation?token=abc123');
    expect(within(done).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(done).getByText(/Kim Kestrel \(kim@kestrel\.test\)/)).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken admin email at that field", async () => {
    renderScreen(<FirmsPage />, {
      path: '/firms',
      viewer,
      mocks: [
        listMock([]),
        {
          request: { query: CreateFirmDocument, variables: () => true },
          result: { errors: [{ message: 'Someone already signs in with this email address. Use another one for the firm admin.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Firm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText(/Firm Name/), 'Kestrel Law Group');
    await user.type(within(dialog).getByLabelText(/Firm Email/), 'hello@kestrel.test');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Kim');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Kestrel');
    await user.type(within(dialog).getByLabelText(/Admin Email/), 'taken@kestrel.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Firm' }));
    expect(await within(dialog).findByText('Someone already signs in with this email address. Use another one for the firm admin.')).toBeInTheDocument();
  });
});

describe('the firm dialogs with unsaved changes', () => {
  it('Add Firm asks before Escape or Cancel throws the typing away: Stay keeps it, Leave closes', async () => {
    const onClose = jest.fn();
    renderScreen(<AddFirmDialog onClose={onClose} onCreated={() => {}} />, { viewer });
    const dialog = await screen.findByRole('dialog', { name: 'Add Firm' });
    await userEvent.type(within(dialog).getByLabelText(/Firm Name/), 'Harbor Legal');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Firm Name/)).toHaveValue('Harbor Legal');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Edit Firm asks once something is changed, and closes at once when nothing was', async () => {
    const onClose = jest.fn();
    renderScreen(<EditFirmDialog firm={firm('alpha', 'Alpha Injury Law')} onClose={onClose} onSaved={() => {}} />, { viewer });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Firm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Firm Name/), ' PLLC');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByLabelText(/Firm Name/)).toHaveValue('Alpha Injury Law PLLC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Add Firm closes at once when nothing was typed', async () => {
    const onClose = jest.fn();
    renderScreen(<AddFirmDialog onClose={onClose} onCreated={() => {}} />, { viewer });
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add Firm' })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();
  });
});
