import { useApolloClient } from '@apollo/client/react';
import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { InvoiceUpdatesDocument, TaskEventsDocument, type TaskFieldsFragment } from '../../gql/graphql';
import { canSeeBilling, FIRM_STAFF } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { useRefetchOnEvents } from '../../live/useRefetchOnEvents';
import { PageHeader } from '../../ui/PageHeader';
import { TodaysEvent } from '../calendar/TodaysEvent';
import { TaskDialog } from '../tasks/TaskDialog';
import { CaseLists, CaseSection, TasksAssignedByMe } from './DashboardLists';
import { NegotiationCards } from './NegotiationCards';
import { QuickAccess } from './QuickAccess';
import { StatCards } from './StatCards';
import { DASHBOARD_QUERIES } from './useDashboardLists';

/**
 * The firm dashboard (spec 2.3) for the signed-in user: the Tasks and Invoices cards (Events Today
 * for staff, who do not see billing), Quick Access, Today's Event, the Case Lists and the lists of
 * Tasks Assigned By Me, My Cases and Cases With Overdue Status, each paged on the server; for firm
 * staff, the demands awaiting a response and the responses due this week.
 */
export function DashboardPage() {
  const viewer = useViewer();
  const client = useApolloClient();
  const [task, setTask] = useState<TaskFieldsFragment | null>(null);
  useRefetchOnEvents(TaskEventsDocument, (data) => data.taskEvents, DASHBOARD_QUERIES);
  // The Invoices card: a payment or a new invoice elsewhere (only for those who see billing).
  useRefetchOnEvents(InvoiceUpdatesDocument, (data) => data.invoiceUpdates, ['DashboardSummary'], { skip: !canSeeBilling(viewer) });

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
            {FIRM_STAFF.includes(viewer.role) && <NegotiationCards />}
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
