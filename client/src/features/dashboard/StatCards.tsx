import { useQuery } from '@apollo/client/react';
import { Box, Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconFileInvoice, IconListCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DashboardSummaryDocument, MyMonthEventsDocument } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { formatMoney } from '../../ui/format';

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
      // Named by what it shows (label, figure, caption, note), so a voice user can say what they see.
      style={{ textDecoration: 'none', color: 'inherit' }}
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

/** The Tasks card and the Invoices card (Events Today for staff, who do not see billing). */
export function StatCards() {
  const { data } = useQuery(DashboardSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const summary = data?.dashboard;
  const invoices = summary?.unpaidInvoices;
  const taskNote = summary && (
    <Group gap={6}>
      <Text span fz="xs" fw={600} c={summary.overdueTasks ? 'red.7' : 'dimmed'}>
        {summary.overdueTasks} overdue
      </Text>
      <Text span fz="xs" c="dimmed" aria-hidden>
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
