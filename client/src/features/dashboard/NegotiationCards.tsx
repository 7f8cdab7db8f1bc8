import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DashboardNegotiationsDocument, type NegotiationDueFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatAmount, formatDay } from '../../ui/format';
import { caseDetailPath } from '../cases/matterFormat';
import { DRAWN_WHEN_NEAR } from './DashboardSections';
import { NEGOTIATION_KIND_COLORS, NEGOTIATION_KIND_LABELS } from '../settlement/settlementFormat';

type Due = NegotiationDueFieldsFragment;

const caseColumn: Column<Due> = {
  key: 'case',
  header: 'Case',
  render: (row) => (
    <div>
      <Anchor component={Link} to={caseDetailPath(row.matterId, '/cases', 'settlement')} fz="sm" fw={500}>
        {row.matterName}
      </Anchor>
      <Text fz="xs" c="dimmed">
        {row.matterNumber}
      </Text>
    </div>
  ),
};
const kindColumn: Column<Due> = {
  key: 'kind',
  header: 'Kind',
  render: (row) => (
    <Badge variant="light" color={NEGOTIATION_KIND_COLORS[row.kind]}>
      {NEGOTIATION_KIND_LABELS[row.kind]}
    </Badge>
  ),
};
/** Staff whose firm hides amounts from them get null: an em dash. */
const amountColumn: Column<Due> = { key: 'amount', header: 'Amount', render: (row) => formatAmount(row.amountCents) };

/** A response due day: red, and said in words, when it is today or past. */
function DueDay({ day, now }: { day: string | null; now: string }) {
  if (!day) return <Text c="dimmed">—</Text>;
  const late = day <= now;
  return (
    <Text fz="sm" c={late ? 'red.7' : undefined} fw={late ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatDay(day)}
      {day < now ? ' · Overdue' : day === now ? ' · Today' : ''}
    </Text>
  );
}

const awaitingColumns = (now: string): Column<Due>[] => [
  caseColumn,
  kindColumn,
  amountColumn,
  { key: 'sent', header: 'Sent', render: (row) => formatDay(row.happenedOn) },
  { key: 'due', header: 'Response Due', render: (row) => <DueDay day={row.responseDueOn} now={now} /> },
];

const dueColumns = (now: string): Column<Due>[] => [{ key: 'due', header: 'Due', render: (row) => <DueDay day={row.responseDueOn} now={now} /> }, caseColumn, kindColumn, amountColumn];

function NegotiationCard({ title, columns, rows, loading, emptyText }: { title: string; columns: Column<Due>[]; rows: Due[]; loading: boolean; emptyText: string }) {
  return (
    <section aria-label={title} style={DRAWN_WHEN_NEAR}>
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {title}
        </Title>
        <DataTable label={title} columns={columns} rows={rows} rowKey={(row) => row.id} loading={loading} emptyText={emptyText} />
      </Stack>
    </section>
  );
}

/**
 * The dashboard's negotiation cards (firm staff): the demands the firm sent that nothing has
 * answered yet, oldest first, and the answers due in the next 7 days, soonest first. Each case
 * opens its Settlement tab.
 */
export function NegotiationCards() {
  const { data, loading, error } = useQuery(DashboardNegotiationsDocument, { fetchPolicy: 'cache-and-network' });
  const now = today();
  const failed = error && !data ? "These couldn't be loaded. Check your connection and try again." : null;
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="xl">
      <NegotiationCard
        title="Demands Awaiting Response"
        columns={awaitingColumns(now)}
        rows={data?.demandsAwaitingResponse ?? []}
        loading={loading}
        emptyText={failed ?? 'No demands are waiting for an answer.'}
      />
      <NegotiationCard
        title="Responses Due This Week"
        columns={dueColumns(now)}
        rows={data?.negotiationResponsesDue ?? []}
        loading={loading}
        emptyText={failed ?? 'No responses are due in the next 7 days.'}
      />
    </SimpleGrid>
  );
}
