import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BoardDocument,
  CreateTaskDocument,
  DeleteTaskDocument,
  FirmStaffDocument,
  MatterPickerDocument,
  TaskEventsDocument,
  TaskTableDocument,
  UpdateTaskDocument,
  type TaskFieldsFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { TasksView } from './TasksView';
import { today } from '../../lib/dates';

const person = (id: string, fullName: string) => ({ __typename: 'User' as const, id, fullName, avatarUrl: null });

const task = (id: string, title: string, overrides: Partial<TaskFieldsFragment> = {}): TaskFieldsFragment => ({
  __typename: 'Task',
  id,
  title,
  description: null,
  dueDate: '2099-03-04',
  column: 'IN_QUEUE',
  position: 0,
  priority: 'NORMAL',
  estimateMinutes: null,
  type: 'Filing',
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  matterId: null,
  matter: null,
  requester: { __typename: 'User', id: 'u1', fullName: 'Jordan Reyes' },
  assignees: [],
  ...overrides,
});

const page = (items: TaskFieldsFragment[]) => ({ __typename: 'TaskPage' as const, totalCount: items.length, items });
const board = (columns: Partial<Record<'inQueue' | 'inProgress' | 'needRevision' | 'done', TaskFieldsFragment[]>>) => ({
  data: { inQueue: page(columns.inQueue ?? []), inProgress: page(columns.inProgress ?? []), needRevision: page(columns.needRevision ?? []), done: page(columns.done ?? []) },
});

const boardMock = (result: ReturnType<typeof board>) => ({
  request: { query: BoardDocument, variables: () => true },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const quiet = { request: { query: TaskEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };
const staff = {
  request: { query: FirmStaffDocument, variables: { search: null } },
  result: {
    data: {
      firmUsers: {
        __typename: 'UserPage',
        items: [
          { __typename: 'User', id: 'u1', fullName: 'Jordan Reyes', email: 'j@example.com', role: 'ATTORNEY', avatarUrl: null },
          { __typename: 'User', id: 'u2', fullName: 'Priya Shah', email: 'p@example.com', role: 'PARALEGAL', avatarUrl: null },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const cases = {
  request: { query: MatterPickerDocument, variables: () => true },
  result: { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('Tasks board', () => {
  it('shows the four columns with counts and each card with its description, date, priority and first three assignees', async () => {
    const team = [person('a', 'Ann Lee'), person('b', 'Bo Diaz'), person('c', 'Cy Fox'), person('d', 'Di Moss'), person('e', 'Ed Park')];
    renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, {
      path: '/tasks',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        boardMock(
          board({
            inQueue: [task('t1', 'Request police report', { assignees: team, priority: 'URGENT', description: 'Austin PD report' })],
            inProgress: [task('t2', 'Order records', { column: 'IN_PROGRESS', dueDate: null, priority: 'LOW' })],
            done: [task('t3', 'Signed Agreement Received', { column: 'DONE' }), task('t4', 'Close out', { column: 'DONE' })],
          }),
        ),
        quiet,
      ],
    });
    const queue = await screen.findByRole('region', { name: 'In Queue' });
    const card = await within(queue).findByRole('button', { name: 'Request police report' });
    expect(within(queue).getByLabelText('1 tasks')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Complete' })).getByLabelText('2 tasks')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Need Revision' })).getByText('No tasks')).toBeInTheDocument();
    expect(within(card).getByText('Austin PD report')).toBeInTheDocument();
    expect(within(card).getByText('Urgent')).toBeInTheDocument();
    expect(within(card).getByText('Mar 4, 2099')).toBeInTheDocument();
    expect(within(card).getByText('AL')).toBeInTheDocument();
    expect(within(card).getByText('CF')).toBeInTheDocument();
    expect(within(card).queryByText('DM')).not.toBeInTheDocument();
    expect(within(card).getByText('+2')).toBeInTheDocument();
    const other = within(screen.getByRole('region', { name: 'In Progress' })).getByRole('button', { name: 'Order records' });
    expect(within(other).getByText('No description provided')).toBeInTheDocument();
    expect(within(other).getByText('No date')).toBeInTheDocument();
    expect(within(other).getByText('Low')).toBeInTheDocument();
  });

  it('adds an inline task trimmed, due today with normal priority, ignores a blank one, and closes and clears after', async () => {
    const created: unknown[] = [];
    renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, {
      path: '/tasks',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        boardMock(board({})),
        quiet,
        {
          request: {
            query: CreateTaskDocument,
            variables: (variables: { input: unknown }) => {
              created.push(variables.input);
              return true;
            },
          },
          result: { data: { createTask: task('t9', 'Call the adjuster', { column: 'NEED_REVISION' }) } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const lane = await screen.findByRole('region', { name: 'Need Revision' });
    await userEvent.click(within(lane).getByRole('button', { name: 'Create New Task in Need Revision' }));
    const box = within(lane).getByPlaceholderText('Add new task...');
    await userEvent.type(box, '    ');
    await userEvent.click(within(lane).getByRole('button', { name: 'Add' }));
    expect(created).toHaveLength(0);
    expect(box).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, '  Call the adjuster  ');
    await userEvent.click(within(lane).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(created).toEqual([{ title: 'Call the adjuster', column: 'NEED_REVISION', dueDate: today(), priority: 'NORMAL', matterId: null }]));
    await waitFor(() => expect(within(lane).queryByPlaceholderText('Add new task...')).not.toBeInTheDocument());
    await userEvent.click(within(lane).getByRole('button', { name: 'Create New Task in Need Revision' }));
    expect(within(lane).getByPlaceholderText('Add new task...')).toHaveValue('');
  });
});

describe('card menu', () => {
  it('Add Details links the task to a case; Delete asks first, then deletes', async () => {
    const updated: unknown[] = [];
    const deleted: unknown[] = [];
    renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, {
      path: '/tasks',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        boardMock(board({ inQueue: [task('t1', 'Request police report', { version: 3 })] })),
        quiet,
        cases,
        {
          request: {
            query: UpdateTaskDocument,
            variables: (variables: { input: unknown }) => {
              updated.push(variables.input);
              return true;
            },
          },
          result: { data: { updateTask: task('t1', 'Request police report', { version: 4, matterId: 'm1' }) } },
        },
        {
          request: {
            query: DeleteTaskDocument,
            variables: (variables: { id: string }) => {
              deleted.push(variables.id);
              return true;
            },
          },
          result: { data: { deleteTask: true } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Request police report' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Details' });
    const caseSelect = within(dialog).getByRole('combobox', { name: 'Select Case' });
    expect(caseSelect).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This task is not linked to a case' }));
    await userEvent.click(caseSelect);
    await userEvent.click(await screen.findByRole('option', { name: '2026-0001 · Alvarez v. Lone Star' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(updated).toEqual([{ id: 't1', version: 3, matterId: 'm1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Details' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Request police report' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['t1']));
  });
});

describe('Add Task', () => {
  it('keeps Select Case disabled while "not linked" is ticked, and saves every field', async () => {
    const created: Array<Record<string, unknown>> = [];
    renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, {
      path: '/tasks',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        boardMock(board({})),
        quiet,
        staff,
        cases,
        {
          request: {
            query: CreateTaskDocument,
            variables: (variables: { input: Record<string, unknown> }) => {
              created.push(variables.input);
              return true;
            },
          },
          result: { data: { createTask: task('t9', 'File Notice') } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    const notLinked = within(dialog).getByRole('checkbox', { name: 'This task is not linked to a case' });
    const caseSelect = within(dialog).getByRole('combobox', { name: 'Select Case' });
    expect(notLinked).toBeChecked();
    expect(caseSelect).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('Enter the task name.')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Task Name/ }), 'File notice of appearance');
    await userEvent.type(within(dialog).getByLabelText('Due Date'), '2026-12-15');
    await userEvent.click(notLinked);
    expect(caseSelect).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('Choose the case, or tick "This task is not linked to a case".')).toBeInTheDocument();

    await userEvent.click(caseSelect);
    await userEvent.click(await screen.findByRole('option', { name: '2026-0001 · Alvarez v. Lone Star' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assignees' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah (Paralegal)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Court requires it within 10 days.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Estimate (hours)' }), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          title: 'File notice of appearance',
          dueDate: '2026-12-15',
          type: null,
          matterId: 'm1',
          priority: 'URGENT',
          assigneeIds: ['u2'],
          description: 'Court requires it within 10 days.',
          estimateMinutes: 90,
          column: 'IN_QUEUE',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task' })).not.toBeInTheDocument());
  });
});

describe('Tasks table', () => {
  it('opens on rows in a case, with the task data and the status Completed or the column', async () => {
    const asked: Array<Record<string, unknown>> = [];
    renderScreen(<TasksView matter={{ id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }} defaultView="row" heading="h3" />, {
      path: '/cases/caseDetail?id=m1&tab=task',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: {
            query: TaskTableDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return true;
            },
          },
          result: {
            data: {
              tasks: page([
                task('t1', 'Signed Agreement Received', { column: 'DONE', type: 'Review', assignees: [person('a', 'Ann Lee')] }),
                task('t2', 'Draft demand letter', { column: 'IN_PROGRESS', requester: null }),
              ]),
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        quiet,
      ],
    });
    const table = await screen.findByRole('table', { name: 'Tasks' });
    const done = (await within(table).findByText('Signed Agreement Received')).closest('tr')!;
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('Review')).toBeInTheDocument();
    expect(within(done).getByText('Jordan Reyes')).toBeInTheDocument();
    expect(within(done).getByText('AL')).toBeInTheDocument();
    expect(within(within(table).getByText('Draft demand letter').closest('tr')!).getByText('In Progress')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ matterId: 'm1', sortBy: 'DUE_DATE', sortDirection: 'ASC', page: 1, pageSize: 25 });
    expect(screen.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select task Draft demand letter' })).toBeInTheDocument();
  });
});

describe('the board or table choice', () => {
  const tableMock = { request: { query: TaskTableDocument, variables: () => true }, result: { data: { tasks: page([task('t2', 'Draft demand letter')]) } }, maxUsageCount: Number.POSITIVE_INFINITY };
  const mocks = [boardMock(board({ inQueue: [task('t1', 'Request police report')] })), tableMock, quiet];

  it('is kept in the address, so a reload shows the same view', async () => {
    const { router, unmount } = renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, { path: '/tasks?q=report', viewer: viewerWith('ATTORNEY'), mocks });
    expect(await screen.findByRole('region', { name: 'In Queue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Table view' }));
    expect(await screen.findByRole('table', { name: 'Tasks' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'report', view: 'table' });
    expect(router.state.historyAction).toBe('REPLACE');
    unmount();

    // The reload.
    const reloaded = renderScreen(<TasksView matter={null} defaultView="column" heading="h2" />, { path: '/tasks?view=table', viewer: viewerWith('ATTORNEY'), mocks });
    expect(await screen.findByRole('table', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
    // Back to the screen's own view: nothing left in the address.
    await userEvent.click(screen.getByRole('button', { name: 'Board view' }));
    expect(await screen.findByRole('region', { name: 'In Queue' })).toBeInTheDocument();
    expect(reloaded.router.state.location.search).toBe('');
  });

  it("opens a case's tasks on the board when the address says so", async () => {
    renderScreen(<TasksView matter={{ id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }} defaultView="row" heading="h3" />, {
      path: '/cases/caseDetail?id=m1&tab=tasks&view=board',
      viewer: viewerWith('ATTORNEY'),
      mocks,
    });
    expect(await screen.findByRole('region', { name: 'In Queue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Board view' })).toHaveAttribute('aria-pressed', 'true');
  });
});
