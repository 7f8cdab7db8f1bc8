import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Box, Grid, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconClipboardList,
  IconExternalLink,
  IconFileInvoice,
  IconFileUpload,
  IconListCheck,
  IconMessageChatbot,
  IconSearch,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  CasesDocument,
  DashboardCasesDocument,
  DashboardSummaryDocument,
  MyMonthEventsDocument,
  TaskEventsDocument,
  TasksAssignedByMeDocument,
  type DashboardCasesQuery,
  type TaskFieldsFragment,
} from '../../gql/graphql';
import { useRefetchOnEvents } from '../../live/useRefetchOnEvents';
import { formatMoney } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useViewer } from '../../lib/viewer';
import { TodaysEvent } from '../calendar/TodaysEvent';
import { CaseTable } from '../cases/CaseTable';
import { caseDetailPath } from '../cases/matterFormat';
import { openSearchModal } from '../search/openSearch';
import { TaskDialog } from '../tasks/TaskDialog';
import { DashboardSection, SECTION_PAGE_SIZE, type SectionRow } from './DashboardSections';

/** Every list and figure of the dashboard, reloaded after a change made here or live. */
const DASHBOARD_QUERIES = ['DashboardSummary', 'TasksAssignedByMe', 'DashboardCases', 'Cases'];


const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function StatCard({ to, label, value, caption, note, icon, color }: { to: string; label: string; value: ReactNode; caption: string; note?: ReactNode; icon: ReactNode; color: string }) {
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="lg"
      p="lg"
      // Mantine's focus ring (outline on keyboard focus): a Paper has none of its own.
      className="mantine-focus-auto"
      style={{ textDecoration: 'none', color: 'inherit' }}
      aria-label={`${label}: ${caption}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={30} fw={700} lh={1.2} mt={4} data-testid={`${label} figure`}>
            {value}
          </Text>
          <Text fz="sm" c="dimmed">
            {caption}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      {note && <Box mt="sm">{note}</Box>}
    </Paper>
  );
}

/** Today in the browser, as the calendar's range. */
function todayRange() {
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Staff do not see billing: their second card counts today's events on their calendar instead. */
function EventsTodayCard() {
  const viewer = useViewer();
  const [range] = useState(todayRange);
  const { data } = useQuery(MyMonthEventsDocument, { variables: { ...range, attendeeId: viewer.id }, fetchPolicy: 'cache-and-network' });
  const count = data?.calendarEvents.length;
  return (
    <StatCard
      to="/officeCalendar"
      label="Events Today"
      value={count ?? '…'}
      caption={count === undefined ? 'Loading' : `${count === 1 ? 'event' : 'events'} on your calendar today`}
      icon={<IconCalendarEvent size={24} />}
      color="teal"
    />
  );
}

function StatCards() {
  const { data } = useQuery(DashboardSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const summary = data?.dashboard;
  const invoices = summary?.unpaidInvoices;
  const taskNote = summary && (
    <Group gap={6}>
      <Text span fz="xs" fw={600} c={summary.overdueTasks ? 'red.7' : 'dimmed'}>
        {summary.overdueTasks} overdue
      </Text>
      <Text span fz="xs" c="dimmed">
        ·
      </Text>
      <Text span fz="xs" fw={600} c={summary.tasksDueToday ? 'orange.8' : 'dimmed'}>
        {summary.tasksDueToday} due today
      </Text>
    </Group>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <StatCard
        to="/tasks"
        label="Tasks"
        value={summary?.openTasks ?? '…'}
        caption={summary ? `open ${summary.openTasks === 1 ? 'task' : 'tasks'} assigned to you` : 'Loading'}
        note={taskNote}
        icon={<IconListCheck size={24} />}
        color="navy"
      />
      {summary && !invoices ? (
        <EventsTodayCard />
      ) : (
        <StatCard
          to="/invoice"
          label="Invoices"
          value={invoices ? formatMoney(invoices.amountCents) : '…'}
          caption={invoices ? `unpaid across ${plural(invoices.count, 'invoice')}` : 'Loading'}
          note={
            invoices && (
              <Text span fz="xs" fw={600} c={invoices.overdueCount ? 'red.7' : 'dimmed'}>
                {invoices.overdueCount} overdue
              </Text>
            )
          }
          icon={<IconFileInvoice size={24} />}
          color="green"
        />
      )}
    </SimpleGrid>
  );
}

function QuickTile({ icon, title, text, to, onClick, color }: { icon: ReactNode; title: string; text: string; to?: string; onClick?: () => void; color: string }) {
  const content = (
    <Group wrap="nowrap" gap="sm">
      <ThemeIcon size={40} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="xs" c="dimmed">
          {text}
        </Text>
      </div>
    </Group>
  );
  const style = { border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, padding: 12, display: 'block' };
  return to ? (
    <UnstyledButton component={Link} to={to} style={style}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onClick} style={style}>
      {content}
    </UnstyledButton>
  );
}

function QuickAccess() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Quick Access">
      <Title order={3} fz="lg" mb="sm">
        Quick Access
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <QuickTile to="/document?upload=1" icon={<IconFileUpload size={22} />} color="navy" title="Upload Document" text="pdf, txt" />
        <QuickTile to="/tasks" icon={<IconClipboardList size={22} />} color="orange" title="Create Tasks" text="Add and assign tasks" />
        <QuickTile to="/ai-chat" icon={<IconMessageChatbot size={22} />} color="grape" title="AI Chat" text="Talk to AI regarding your case" />
        <QuickTile onClick={openSearchModal} icon={<IconSearch size={22} />} color="teal" title="Search Anything" text="search any case, client or task" />
      </SimpleGrid>
    </Paper>
  );
}

function CaseLists() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(CasesDocument, {
    variables: { status: null, search: null, sortBy: 'CREATED', sortDirection: 'DESC', page, pageSize: SECTION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;
  return (
    <section aria-label="Case Lists">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Case Lists
        </Title>
        <Anchor component={Link} to="/cases" fz="sm" fw={600} aria-label="See all: Case Lists">
          See all
        </Anchor>
      </Group>
      <CaseTable label="Case Lists" rows={result?.items ?? []} loading={loading} emptyText="No cases yet" refetchQueries={DASHBOARD_QUERIES} />
      <Pager page={page} pageSize={SECTION_PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={setPage} />
    </section>
  );
}

function TasksAssignedByMe({ onOpen }: { onOpen: (task: TaskFieldsFragment) => void }) {
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(TasksAssignedByMeDocument, {
    variables: { me: viewer.id, page, pageSize: SECTION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.tasks;
  const rows: SectionRow[] = (result?.items ?? []).map((task) => ({
    key: task.id,
    caseNumber: task.matter?.number ?? null,
    caseName: task.matter?.name ?? null,
    dueDate: task.dueDate ?? null,
    subject: task.title,
    description: task.description ?? null,
    assignees: task.assignees.map((a) => a.fullName),
    action: { label: `Open task ${task.title}`, icon: <IconExternalLink size={16} />, onClick: () => onOpen(task) },
  }));
  return (
    <DashboardSection
      title="Tasks Assigned By Me"
      seeAll="/tasks"
      rows={rows}
      totalCount={result?.totalCount ?? 0}
      page={page}
      onPageChange={setPage}
      loading={loading}
      emptyText="No open tasks you assigned to others"
    />
  );
}

type CaseItem = DashboardCasesQuery['matters']['items'][number];

function CaseSection({ title, filter, emptyText }: { title: string; filter: { staffId?: string; overdue?: boolean }; emptyText: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(DashboardCasesDocument, {
    variables: { staffId: filter.staffId ?? null, overdue: filter.overdue ?? null, page, pageSize: SECTION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.matters;
  const rows: SectionRow[] = (result?.items ?? []).map((matter: CaseItem) => ({
    key: matter.id,
    caseNumber: matter.number,
    caseName: matter.name,
    dueDate: matter.nextTask?.dueDate ?? null,
    subject: matter.nextTask?.title ?? null,
    description: matter.nextTask?.description ?? null,
    assignees: matter.nextTask?.assignees.map((a) => a.fullName) ?? [],
    action: { label: `Open case ${matter.name}`, icon: <IconBriefcase size={16} />, onClick: () => navigate(caseDetailPath(matter.id, '/cases')) },
  }));
  return (
    <DashboardSection
      title={title}
      seeAll="/cases"
      rows={rows}
      totalCount={result?.totalCount ?? 0}
      page={page}
      onPageChange={setPage}
      loading={loading}
      emptyText={emptyText}
    />
  );
}

/**
 * The firm dashboard (spec 2.3) for the signed-in user: the Tasks and Invoices cards (Events Today
 * for staff, who do not see billing), Quick Access, Today's Event, the Case Lists and the lists of
 * Tasks Assigned By Me, My Cases and Cases With Overdue Status, each paged on the server.
 */
export function DashboardPage() {
  const viewer = useViewer();
  const client = useApolloClient();
  const [task, setTask] = useState<TaskFieldsFragment | null>(null);
  useRefetchOnEvents(TaskEventsDocument, (data) => data.taskEvents, DASHBOARD_QUERIES);

  const closeTask = () => {
    setTask(null);
    void client.refetchQueries({ include: DASHBOARD_QUERIES });
  };

  return (
    <>
      <PageHeader title="Dashboard" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7, xl: 8 }}>
          <Stack gap="md">
            <StatCards />
            <QuickAccess />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5, xl: 4 }}>
          <TodaysEvent />
        </Grid.Col>
        <Grid.Col span={12}>
          <Stack gap="xl" mt="md">
            <CaseLists />
            <TasksAssignedByMe onOpen={setTask} />
            <CaseSection title="My Cases" filter={{ staffId: viewer.id }} emptyText="You are not on the staff of any case" />
            <CaseSection title="Cases With Overdue Status" filter={{ overdue: true }} emptyText="No case has an overdue task" />
          </Stack>
        </Grid.Col>
      </Grid>
      {task && <TaskDialog key={task.id} opened task={task} onClose={closeTask} />}
    </>
  );
}
