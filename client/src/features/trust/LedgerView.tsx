import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import { TrustLedgerEntriesDocument, type TrustEntryFieldsFragment, type TrustLedgerFieldsFragment } from '../../gql/graphql';
import { DataTable, type Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { formatDay, formatMoney } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { DisbursementDialog } from './DisbursementDialog';
import { EntryBadges } from './EntryBadges';
import { entryColumns } from './journalColumns';
import { ReportLinks } from './ReportLinks';
import { ledgerReportUrl } from './trustFormat';

const PAGE_SIZE = 50;

/** "Ledger of Maria Alvarez, 2026-0001 · Alvarez v. Lone Star (IOLTA Trust)". */
export const ledgerName = (ledger: TrustLedgerFieldsFragment) => `Ledger of ${ledger.clientName}, ${ledger.matterNumber} · ${ledger.matterName} (${ledger.accountName})`;

const columns: Column<TrustEntryFieldsFragment>[] = [
  ...entryColumns({ withCase: false }),
  { key: 'balance', header: 'Balance', render: (entry) => (entry.runningBalanceCents === null ? '' : formatMoney(entry.runningBalanceCents)) },
  { key: 'status', header: 'Status', width: 110, render: (entry) => <EntryBadges entry={entry} /> },
];

/**
 * A client ledger: its balance, what is available (the balance less deposits not yet cleared), its
 * entries oldest first with the running balance, its report, and for writers Record Disbursement.
 */
export function LedgerView({ ledger, writable, heading = 'h3' }: { ledger: TrustLedgerFieldsFragment; writable: boolean; heading?: 'h3' | 'h4' }) {
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState(false);
  const { data, loading, error } = useQuery(TrustLedgerEntriesDocument, { variables: { ledgerId: ledger.id, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const name = ledgerName(ledger);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={heading === 'h3' ? 3 : 4} fz="md">
              {ledger.clientName}
            </Title>
            <Text fz="sm" c="dimmed">
              {ledger.matterNumber} · {ledger.matterName} · {ledger.accountName}
            </Text>
          </div>
          <Group gap="xs">
            {writable && (
              <Button size="xs" leftSection={<IconArrowUpRight size={14} />} onClick={() => setPaying(true)}>
                Record Disbursement
              </Button>
            )}
            <ReportLinks pdf={ledgerReportUrl(ledger.id, 'pdf')} csv={ledgerReportUrl(ledger.id, 'csv')} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label="Balance" value={formatMoney(ledger.balanceCents)} />
          <Field label="Available" value={formatMoney(ledger.availableCents)} />
          <Field label="Uncleared" value={formatMoney(ledger.unclearedCents)} />
          <Field label="Last activity" value={formatDay(ledger.lastActivityOn)} />
        </SimpleGrid>
        <DataTable
          label={`Entries of the ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
          columns={columns}
          rows={data?.trustLedgerEntries.items ?? []}
          rowKey={(entry) => entry.id}
          loading={loading && !data}
          emptyText={error ? "The ledger's entries couldn't be loaded." : 'No entries yet.'}
        />
        <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.trustLedgerEntries.totalCount ?? 0} onChange={setPage} />
      </Stack>
      {paying && <DisbursementDialog ledger={ledger} onClose={() => setPaying(false)} />}
    </Paper>
  );
}
