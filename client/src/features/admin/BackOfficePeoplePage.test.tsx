import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BackOfficePeopleDocument,
  DeleteBackOfficePersonDocument,
  SetBackOfficePersonStatusDocument,
  UpdateBackOfficePersonDocument,
  type BackOfficePersonRowFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { AttorneysPage } from './AttorneysPage';
import { EditPersonDialog } from './EditPersonDialog';
import { ParalegalsPage } from './ParalegalsPage';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const person = (id: string, firstName: string, lastName: string, overrides: Partial<BackOfficePersonRowFragment> = {}): BackOfficePersonRowFragment => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: null,
  avatarUrl: null,
  status: 'ACTIVE',
  version: 4,
  firm: { __typename: 'Firm', id: 'f1', name: 'Alpha Injury Law', status: 'ACTIVE' },
  ...overrides,
});

const listMock = (role: 'ATTORNEY' | 'PARALEGAL', items: BackOfficePersonRowFragment[], overrides: Record<string, unknown> = {}, totalCount = items.length) => ({
  request: {
    query: BackOfficePeopleDocument,
    variables: { role, status: 'ACTIVE', search: null, sortBy: 'NAME', sortDirection: 'ASC', page: 1, pageSize: 10, ...overrides },
  },
  result: { data: { backOfficePeople: { __typename: 'BackOfficePersonPage' as const, totalCount, items } } },
  ...always,
});

const viewer = viewerWith('PLATFORM_ADMIN');

afterEach(() => jest.restoreAllMocks());

describe('AttorneysPage', () => {
  it('lists attorneys with their firm, and says when a list is empty', async () => {
    renderScreen(<AttorneysPage />, {
      path: '/attorneys',
      viewer,
      mocks: [
        listMock('ATTORNEY', [person('a1', 'Amy', 'Archer', { phone: '+15125550100' }), person('a2', 'Cora', 'Court', { firm: { __typename: 'Firm', id: 'f2', name: 'Cedar Counsel', status: 'SUSPENDED' } })]),
        listMock('ATTORNEY', [], { status: 'SUSPENDED' }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'All Attorneys' });
    expect(within(table).getByRole('columnheader', { name: /Firm/ })).toBeInTheDocument();
    const amy = (await within(table).findByText('Amy Archer')).closest('tr')!;
    for (const text of ['amy@example.com', '(512) 555-0100', 'Alpha Injury Law', 'Active']) expect(within(amy).getByText(text)).toBeInTheDocument();
    expect(within(within(table).getByText('Cora Court').closest('tr')!).getByText('Firm suspended')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Suspended' }));
    expect(await screen.findByText('No suspended attorneys found')).toBeInTheDocument();
  });

  it('asks "Delete Attorney" before deleting, with the specified text', async () => {
    let deleted: unknown;
    renderScreen(<AttorneysPage />, {
      path: '/attorneys',
      viewer,
      mocks: [
        listMock('ATTORNEY', [person('a1', 'Amy', 'Archer')]),
        { request: { query: DeleteBackOfficePersonDocument, variables: (v: unknown) => ((deleted = v), true) }, result: { data: { deleteBackOfficePerson: true } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Amy Archer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Attorney' });
    expect(within(dialog).getByText('Are you sure, you want to delete this role? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Attorney' })).not.toBeInTheDocument());
    expect(deleted).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Amy Archer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Attorney' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual({ id: 'a1', version: 4 }));
  });

  it('asks before suspending an attorney from the row menu, naming what happens, and suspends only once confirmed', async () => {
    const sent: unknown[] = [];
    const show = jest.spyOn(notifications, 'show');
    renderScreen(<AttorneysPage />, {
      path: '/attorneys',
      viewer,
      mocks: [
        listMock('ATTORNEY', [person('a1', 'Amy', 'Archer')]),
        {
          request: { query: SetBackOfficePersonStatusDocument, variables: (v: unknown) => (sent.push(v), true) },
          result: { data: { setBackOfficePersonStatus: person('a1', 'Amy', 'Archer', { status: 'SUSPENDED', version: 5 }) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Amy Archer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend Amy Archer?' });
    expect(dialog).toHaveTextContent('Amy Archer will be signed out everywhere at once and cannot sign in until reactivated. Their cases, tasks and records stay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suspend Amy Archer?' })).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Amy Archer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    dialog = await screen.findByRole('dialog', { name: 'Suspend Amy Archer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'a1', version: 4, status: 'SUSPENDED' }]));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Amy Archer was suspended.' })));
  });

  it('edits name, phone and status with the version seen', async () => {
    let input: Record<string, unknown> | undefined;
    renderScreen(<AttorneysPage />, {
      path: '/attorneys',
      viewer,
      mocks: [
        listMock('ATTORNEY', [person('a1', 'Amy', 'Archer')]),
        {
          request: { query: UpdateBackOfficePersonDocument, variables: (v: { input: Record<string, unknown> }) => ((input = v.input), true) },
          result: { data: { updateBackOfficePerson: person('a1', 'Amy', 'Archer-Lee', { version: 5 }) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Amy Archer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attorney' });
    const user = userEvent.setup({ delay: null });
    await user.clear(within(dialog).getByLabelText(/Last Name/));
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Archer-Lee');
    await user.type(within(dialog).getByLabelText('Phone'), '512 555 0100');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    expect(within(dialog).getByText('They are signed out everywhere at once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Amy Archer?' });
    expect(input).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(input).toEqual({ id: 'a1', version: 4, firstName: 'Amy', lastName: 'Archer-Lee', phone: '512 555 0100', status: 'SUSPENDED' }));
  });
});

describe('ParalegalsPage', () => {
  it('has no Firm column, says "No active paralegals found", and asks "Delete Role" before deleting', async () => {
    renderScreen(<ParalegalsPage />, { path: '/paralegals', viewer, mocks: [listMock('PARALEGAL', [])] });
    expect(await screen.findByText('No active paralegals found')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Firm/ })).not.toBeInTheDocument();
  });

  it('asks "Delete Role" with the specified text', async () => {
    renderScreen(<ParalegalsPage />, { path: '/paralegals', viewer, mocks: [listMock('PARALEGAL', [person('p1', 'Pia', 'Plead')])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Pia Plead' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(within(dialog).getByText('Are you sure, you want to delete this role? This action cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('keeps paging on the Suspended tab only when there is more than one page', async () => {
    const many = Array.from({ length: 10 }, (_, i) => person(`p${i}`, `Pia${i}`, 'Plead', { status: 'SUSPENDED' }));
    renderScreen(<ParalegalsPage />, { path: '/paralegals?status=suspended', viewer, mocks: [listMock('PARALEGAL', many, { status: 'SUSPENDED' }, 14)] });
    expect(await screen.findByText('Pia0 Plead')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
  });
});

describe('Edit Attorney with unsaved changes', () => {
  it('asks before Escape or Cancel throws the typing away (Stay keeps it, Leave closes), and closes at once untouched', async () => {
    const onClose = jest.fn();
    renderScreen(<EditPersonDialog person={person('a1', 'Amy', 'Archer')} what="attorney" onClose={onClose} onSaved={() => {}} />, { viewer });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Attorney' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Phone'), '512 555 0100');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('512 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
