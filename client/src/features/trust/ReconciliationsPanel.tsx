import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TrustReconciliationsQuery } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatAmount, formatDateTime } from '../../ui/format';
import { AccountSelect } from './AccountSelect';
import { OpenLink } from './OpenLink';
import { ReconciliationView } from './ReconciliationView';
import { StartReconciliationDialog } from './StartReconciliationDialog';
import { formatMonth, RECONCILIATION_STATE_COLORS, RECONCILIATION_STATE_LABELS } from './trustFormat';
import { useReconciliations } from './useReconciliations';
import type { TrustParams } from './useTrustParams';

type Row = TrustReconciliationsQuery['trustReconciliations']['items'][number];

/** The columns; the month opens the reconciliation (from the keyboard too). */
const columnsOpening = (open: (id: string) => void): Column<Row>[] => [
  { key: 'month', header: 'Month', render: (row) => <OpenLink onOpen={() => open(row.id)}>{formatMonth(row.periodStart)}</OpenLink> },
  {
    key: 'state',
    header: 'State',
    render: (row) => (
      <Badge variant="light" color={RECONCILIATION_STATE_COLORS[row.state]}>
        {RECONCILIATION_STATE_LABELS[row.state]}
      </Badge>
    ),
  },
  { key: 'balance', header: 'Bank statement balance', render: (row) => formatAmount(row.statementBalanceCents) },
  { key: 'closed', header: 'Closed', render: (row) => (row.closedAt ? `${formatDateTime(row.closedAt)}${row.closedByName ? ` by ${row.closedByName}` : ''}` : '—') },
];

/** Trust Accounting › Reconciliations: an account's months, newest first; writers start the next one; a row opens it. */
export function ReconciliationsPanel({ trustParams, writable }: { trustParams: TrustParams; writable: boolean }) {
  const screen = useReconciliations(trustParams);

  if (screen.openedId) {
    return (
      <Stack gap="sm">
        <Button variant="subtle" size="xs" w="fit-content" leftSection={<IconArrowLeft size={14} />} onClick={() => screen.open(null)}>
          Back to Reconciliations
        </Button>
        <ReconciliationView id={screen.openedId} writable={writable} onDiscarded={() => screen.open(null)} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <AccountSelect w={320} value={screen.accountId} onChange={screen.setAccount} />
        {writable && screen.accountId && (
          <AddButton label="Start Reconciliation" onClick={() => screen.setStarting(true)} blockedBy={screen.draftOpen ? 'Close or discard the draft reconciliation first.' : null} />
        )}
      </Group>
      <DataTable
        label="Reconciliations"
        columns={columnsOpening(screen.open)}
        rows={screen.reconciliations}
        rowKey={(row) => row.id}
        loading={screen.loading}
        onRowClick={(row) => screen.open(row.id)}
        emptyText={screen.error ? "The reconciliations couldn't be loaded." : !screen.accountId && !screen.loading ? 'Add a trust account on the Accounts tab first.' : 'No reconciliation yet.'}
      />
      {screen.starting && screen.accountId && <StartReconciliationDialog accountId={screen.accountId} onStarted={(id) => screen.open(id)} onClose={() => screen.setStarting(false)} />}
    </Stack>
  );
}
