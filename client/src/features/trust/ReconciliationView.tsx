import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { formatAmount, formatDateTime } from '../../ui/format';
import { FormProblem } from '../../ui/FormProblem';
import { Pager } from '../../ui/Pager';
import { BankLinesTable } from './BankLinesTable';
import { EndingBalanceForm } from './EndingBalanceForm';
import { ReconciliationBalances } from './ReconciliationBalances';
import { ReconciliationItemsTable } from './ReconciliationItemsTable';
import { ReportLinks } from './ReportLinks';
import { formatMonth, RECONCILIATION_STATE_COLORS, RECONCILIATION_STATE_LABELS, reconciliationReportUrl } from './trustFormat';
import { ITEMS_PAGE_SIZE, useReconciliation } from './useReconciliation';

/**
 * One month's three-way reconciliation. A draft: the bank statement's ending balance (typed, or
 * from the bank's CSV), the entries ticked as cleared, the three balances, and Close Reconciliation
 * once they agree (the server refuses otherwise) or Discard. A closed one is a read-only report.
 */
export function ReconciliationView({ id, writable, onDiscarded }: { id: string; writable: boolean; onDiscarded: () => void }) {
  const screen = useReconciliation(id, { onDiscarded });
  const { reconciliation } = screen;
  if (!reconciliation) {
    return <Center py="xl">{screen.missing ? <Text c="dimmed">This reconciliation does not exist or was discarded.</Text> : <Loader aria-label="Loading" />}</Center>;
  }
  const draft = reconciliation.state === 'DRAFT';
  const editable = draft && writable;
  const title = `Reconciliation of ${formatMonth(reconciliation.periodStart)}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Badge variant="light" color={RECONCILIATION_STATE_COLORS[reconciliation.state]}>
                {RECONCILIATION_STATE_LABELS[reconciliation.state]}
              </Badge>
            </Group>
            {reconciliation.closedAt && (
              <Text fz="xs" c="dimmed">
                Closed {formatDateTime(reconciliation.closedAt)}
                {reconciliation.closedByName ? ` by ${reconciliation.closedByName}` : ''}: a permanent report.
              </Text>
            )}
          </div>
          <Group gap="xs">
            {editable && (
              <>
                <Button variant="default" color="red" onClick={screen.askDiscard} disabled={screen.busy}>
                  Discard
                </Button>
                <Button leftSection={<IconLock size={16} />} onClick={screen.askClose} disabled={!reconciliation.balances.matches || screen.busy}>
                  Close Reconciliation
                </Button>
              </>
            )}
            {!draft && <ReportLinks pdf={reconciliationReportUrl(reconciliation.id, 'pdf')} csv={reconciliationReportUrl(reconciliation.id, 'csv')} />}
          </Group>
        </Group>
        <FormProblem problem={screen.problem} />
        {editable ? (
          <EndingBalanceForm key={`${reconciliation.version}:${reconciliation.statementBalanceCents}`} reconciliation={reconciliation} importing={screen.importing} onImport={(file) => void screen.importFile(file)} />
        ) : (
          <Field label="Bank statement ending balance" value={formatAmount(reconciliation.statementBalanceCents)} />
        )}
        <ReconciliationBalances balances={reconciliation.balances} />
        {reconciliation.bankLines.length > 0 && <BankLinesTable lines={reconciliation.bankLines} entries={screen.items.map((item) => item.entry)} />}
        <ReconciliationItemsTable items={screen.items} loading={screen.itemsLoading} tickable={editable} onTick={(ids, cleared) => void screen.setCleared(ids, cleared)} />
        <Pager page={screen.page} pageSize={ITEMS_PAGE_SIZE} totalCount={screen.itemsTotal} onChange={screen.setPage} />
      </Stack>
      <ConfirmDialog
        opened={screen.confirming === 'close'}
        title="Close reconciliation"
        message="Closing makes this reconciliation a permanent report: nothing dated in this month or before can be recorded afterwards."
        confirmLabel="Close Reconciliation"
        loading={screen.closing}
        onConfirm={() => void screen.confirm()}
        onCancel={screen.cancelConfirm}
      />
      <ConfirmDialog
        opened={screen.confirming === 'discard'}
        title="Discard reconciliation"
        message="Discard this draft reconciliation with its ticks and imported bank lines? The journal is not changed."
        confirmLabel="Discard"
        loading={screen.discarding}
        onConfirm={() => void screen.confirm()}
        onCancel={screen.cancelConfirm}
      />
    </Paper>
  );
}
