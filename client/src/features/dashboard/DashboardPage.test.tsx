import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CasesDocument,
  DashboardCasesDocument,
  DashboardNegotiationsDocument,
  DashboardSummaryDocument,
  MyMonthEventsDocument,
  TaskEventsDocument,
  TasksAssignedByMeDocument,
  type CasesQuery,
  type DashboardCasesQuery,
  type DashboardSummaryQuery,
  type TaskFieldsFragment,
} from '../../gql/graphql';
import { noInvoiceEvents } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { OPEN_SEARCH_EVENT } from '../search/openSearch';
import { DashboardPage } from './DashboardPage';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const ME = 'user-1';

type Summary = DashboardSummaryQuery['dashboard'];
type CaseItem = DashboardCasesQuery['matters']['items'][number];
type CaseRow = CasesQuery['matters']['items'][number];

const summary = (overrides: Partial<Summary> = {}): Summary => ({
  __typename: 'DashboardSummary',
  openTasks: 4,
  overdueTasks: 1,
  tasksDueToday: 2,
  unpaidInvoices: { __typename: 'DashboardInvoices', count: 2, amountCents: 15_050, overdueCount: 1 },
  ...overrides,
});

const task = (id: string, title: string, overrides: Partial<TaskFieldsFragment> = {}): TaskFieldsFragment => ({
  __typename: 'Task',
  id,
  title,
  description: 'Ask for the full file',
  dueDate: '2099-01-15',
  column: 'IN_QUEUE',
  position: 0,
  priority: 'NORMAL',
  estimateMinutes: null,
  type: null,
  version: 1,
  createdAt: '2026-10-01T10:00:00.000Z',
  matterId: 'm1',
  matter: { __typename: 'Matter', id: 'm1', name: 'Whitfield v. Lone Star', number: '2026-0001' },
  requester: { __typename: 'User', id: ME, fullName: 'Jordan Reyes' },
  assignees: [{ __typename: 'User', id: 'u2', fullName: 'Priya Shah', avatarUrl: null }],
  ...overrides,
});

const caseItem = (id: string, name: string, nextTask: CaseItem['nextTask']): CaseItem => ({
  __typename: 'Matter',
  id,
  number: `2026-00${id.slice(1).padStart(2, '0')}`,
  name,
  overdueTaskCount: nextTask?.dueDate && nextTask.dueDate < '2026-01-01' ? 1 : 0,
  nextTask,
});
const nextTask = (title: string, dueDate: string | null, assignees: string[]): CaseItem['nextTask'] => ({
  __typename: 'Task',
  id: `t-${title}`,
  title,
  description: null,
  dueDate,
  assignees: assignees.map((fullName, i) => ({ __typename: 'User' as const, id: `a${i}`, fullName })),
});

const caseRow = (id: string, name: string): CaseRow => ({
  __typename: 'Matter',
  id,
  name,
  number: '2026-0009',
  status: 'IN_PROGRESS',
  priority: 'HIGH',
  stage: 'Treatment',
  createdAt: '2026-10-01T10:00:00.000Z',
  client: null,
  nextTask: null,
  overdueTaskCount: 0,
  nextEvent: null,
});

const page = <T,>(typename: string, items: T[], totalCount = items.length) => ({ __typename: typename, totalCount, items });

interface Lists {
  summary?: Summary;
  cases?: CaseRow[];
  assigned?: TaskFieldsFragment[];
  assignedTotal?: number;
  mine?: CaseItem[];
  overdue?: CaseItem[];
  events?: number;
}

function mocks({ summary: s = summary(), cases = [], assigned = [], assignedTotal, mine = [], overdue = [], events = 0 }: Lists) {
  return [
    // The live task events: none arrive during a test.
    { request: { query: TaskEventsDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 },
    noInvoiceEvents,
    { ...always, request: { query: DashboardSummaryDocument }, result: { data: { dashboard: s } } },
    { ...always, request: { query: DashboardNegotiationsDocument }, result: { data: { demandsAwaitingResponse: [], negotiationResponsesDue: [] } } },
    {
      ...always,
      request: { query: CasesDocument, variables: { status: null, search: null, sortBy: 'CREATED', sortDirection: 'DESC', page: 1, pageSize: 5 } },
      result: { data: { matters: page('MatterPage', cases) } },
    },
    {
      ...always,
      request: { query: TasksAssignedByMeDocument, variables: { me: ME, page: 1, pageSize: 5 } },
      result: { data: { tasks: page('TaskPage', assigned, assignedTotal) } },
    },
    {
      ...always,
      request: { query: DashboardCasesDocument, variables: { staffId: ME, overdue: null, page: 1, pageSize: 5 } },
      result: { data: { matters: page('MatterPage', mine) } },
    },
    {
      ...always,
      request: { query: DashboardCasesDocument, variables: { staffId: null, overdue: true, page: 1, pageSize: 5 } },
      result: { data: { matters: page('MatterPage', overdue) } },
    },
    {
      ...always,
      request: { query: MyMonthEventsDocument, variables: () => true },
      result: {
        data: {
          calendarEvents: Array.from({ length: events }, (_, i) => ({
            __typename: 'CalendarEvent' as const,
            id: `e${i}`,
            title: `Hearing ${i}`,
            description: null,
            kind: 'APPOINTMENT' as const,
            priority: 'HIGH' as const,
            color: null,
            allDay: false,
            startsAt: new Date().toISOString(),
            endsAt: new Date(Date.now() + 3_600_000).toISOString(),
            location: null,
            videoLink: null,
            reminderMinutes: null,
            version: 1,
            matterId: null,
            matter: null,
            attendees: [],
          })),
        },
      },
    },
  ];
}

const section = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  it("shows the attorney's figures with links to their screens, and the Quick Access tiles", async () => {
    renderScreen(<DashboardPage />, { viewer: viewerWith('ATTORNEY'), mocks: mocks({}) });
    const tasks = await screen.findByRole('link', { name: /^Tasks 4 open tasks assigned to you 1 overdue 2 due today$/ });
    expect(tasks).toHaveAttribute('href', '/tasks');
    expect(within(tasks).getByText('4')).toBeInTheDocument();
    expect(within(tasks).getByText('1 overdue')).toBeInTheDocument();
    expect(within(tasks).getByText('2 due today')).toBeInTheDocument();
    const invoices = screen.getByRole('link', { name: /^Invoices \$150\.50 unpaid across 2 invoices 1 overdue$/ });
    expect(invoices).toHaveAttribute('href', '/invoice');
    expect(within(invoices).getByText('$150.50')).toBeInTheDocument();
    expect(within(invoices).getByText('1 overdue')).toBeInTheDocument();

    const quick = section('Quick Access');
    expect(within(quick).getByRole('link', { name: /Upload Document pdf, txt/ })).toHaveAttribute('href', '/document?upload=1');
    expect(within(quick).getByRole('link', { name: /Create Tasks/ })).toHaveAttribute('href', '/tasks');
    expect(within(quick).getByRole('link', { name: /AI Chat Talk to AI regarding your case/ })).toHaveAttribute('href', '/ai-chat');
    const opened = jest.fn();
    window.addEventListener(OPEN_SEARCH_EVENT, opened);
    await userEvent.click(within(quick).getByRole('button', { name: /Search Anything search any case, client or task/ }));
    window.removeEventListener(OPEN_SEARCH_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: "Today's Event" })).toBeInTheDocument();
  });

  it('shows staff, who do not see billing, their events today instead of invoices', async () => {
    renderScreen(<DashboardPage />, { viewer: viewerWith('STAFF'), mocks: mocks({ summary: summary({ unpaidInvoices: null }), events: 3 }) });
    const events = await screen.findByRole('link', { name: /^Events Today 3 events on your calendar today$/ });
    expect(events).toHaveAttribute('href', '/officeCalendar');
    expect(within(events).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Invoices/ })).not.toBeInTheDocument();
  });

  it('lists the sections with their columns, Staff Unassigned, See all links and an action per row', async () => {
    const { router } = renderScreen(<DashboardPage />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: mocks({
        cases: [caseRow('m9', 'Okafor v. Lone Star')],
        assigned: [task('t1', 'Request police report'), task('t2', 'Call the adjuster', { matter: null, matterId: null, dueDate: null })],
        mine: [caseItem('m1', 'Whitfield v. Lone Star', nextTask('Signed Agreement Received', '2099-02-01', []))],
        overdue: [caseItem('m2', 'Reyes v. Metro', nextTask('Order medical records', '2025-03-04', ['Priya Shah', 'Sam Ortiz']))],
      }),
    });
    const assigned = await screen.findByRole('table', { name: 'Tasks Assigned By Me' });
    const headers = within(assigned).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Case #', 'Case Name', 'Due Date', 'Subject/Description', 'Assigned To', 'Actions']);
    await within(assigned).findByText('Request police report');
    const first = within(assigned).getAllByRole('row')[1]!;
    expect(within(first).getByText('2026-0001')).toBeInTheDocument();
    expect(within(first).getByText('Whitfield v. Lone Star')).toBeInTheDocument();
    expect(within(first).getByText('Jan 15, 2099')).toBeInTheDocument();
    expect(within(first).getByText('Request police report')).toBeInTheDocument();
    expect(within(first).getByText('Ask for the full file')).toBeInTheDocument();
    expect(within(first).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(within(assigned).getAllByRole('row')[2]!).getByText('Not linked to a case')).toBeInTheDocument();

    const mine = await screen.findByRole('table', { name: 'My Cases' });
    expect(await within(mine).findByText('Signed Agreement Received')).toBeInTheDocument();
    expect(within(mine).getByText('Staff Unassigned')).toBeInTheDocument();

    const overdue = await screen.findByRole('table', { name: 'Cases With Overdue Status' });
    expect(await within(overdue).findByText('Mar 4, 2025 · Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Priya Shah, Sam Ortiz')).toBeInTheDocument();

    const caseLists = await screen.findByRole('table', { name: 'Case Lists' });
    expect(await within(caseLists).findByText('Okafor v. Lone Star')).toBeInTheDocument();
    expect(within(caseLists).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Case Stage', 'Next Event', 'Next Task', 'Priority', 'Actions']);
    expect(within(caseLists).getByRole('button', { name: 'Actions for Okafor v. Lone Star' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'See all: Case Lists' })).toHaveAttribute('href', '/cases');
    expect(screen.getByRole('link', { name: 'See all: Tasks Assigned By Me' })).toHaveAttribute('href', '/tasks');
    expect(screen.getByRole('link', { name: 'See all: My Cases' })).toHaveAttribute('href', '/cases');
    expect(screen.getByRole('link', { name: 'See all: Cases With Overdue Status' })).toHaveAttribute('href', '/cases');

    await userEvent.click(within(overdue).getByRole('button', { name: 'Open case Reyes v. Metro' }));
    expect(router.state.location.pathname).toBe('/cases/caseDetail');
    expect(router.state.location.search).toBe('?id=m2');
  });

  it('opens a task of Tasks Assigned By Me in its dialog', async () => {
    renderScreen(<DashboardPage />, { viewer: viewerWith('ATTORNEY'), mocks: mocks({ assigned: [task('t1', 'Request police report')] }) });
    const assigned = await screen.findByRole('table', { name: 'Tasks Assigned By Me' });
    await userEvent.click(await within(assigned).findByRole('button', { name: 'Open task Request police report' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('Request police report')).toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    renderScreen(<DashboardPage />, { viewer: viewerWith('PARALEGAL'), mocks: mocks({ summary: summary({ openTasks: 0, overdueTasks: 0, tasksDueToday: 0 }) }) });
    expect(await screen.findByText('No open tasks you assigned to others')).toBeInTheDocument();
    expect(await screen.findByText('You are not on the staff of any case')).toBeInTheDocument();
    expect(await screen.findByText('No case has an overdue task')).toBeInTheDocument();
    expect(await screen.findByText('No cases yet')).toBeInTheDocument();
    const tasks = screen.getByRole('link', { name: /^Tasks 0 open tasks assigned to you/ });
    expect(within(tasks).getByText('0')).toBeInTheDocument();
  });

  it('pages Tasks Assigned By Me on the server, five at a time', async () => {
    const firstPage = Array.from({ length: 5 }, (_, i) => task(`t${i}`, `Task ${i + 1}`));
    renderScreen(<DashboardPage />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        ...mocks({ assigned: firstPage, assignedTotal: 7 }),
        {
          request: { query: TasksAssignedByMeDocument, variables: { me: ME, page: 2, pageSize: 5 } },
          result: { data: { tasks: page('TaskPage', [task('t6', 'Task 6'), task('t7', 'Task 7')], 7) } },
        },
      ],
    });
    const region = section('Tasks Assigned By Me');
    expect(await within(region).findByText('Task 1')).toBeInTheDocument();
    expect(within(region).getByText('1–5 of 7')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '2' }));
    expect(await within(region).findByText('Task 7')).toBeInTheDocument();
    expect(within(region).getByText('6–7 of 7')).toBeInTheDocument();
    expect(within(region).queryByText('Task 1')).not.toBeInTheDocument();
  });
});
