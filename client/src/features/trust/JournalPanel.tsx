import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { DataTable } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { AccountSelect } from './AccountSelect';
import { DepositDialog } from './DepositDialog';
import { DisbursementDialog } from './DisbursementDialog';
import { ClearDepositDialog, ReverseEntryDialog } from './EntryDialogs';
import { journalColumns } from './journalColumns';
import { ReportLinks } from './ReportLinks';
import { journalReportUrl } from './trustFormat';
import { JOURNAL_PAGE_SIZE, useJournal } from './useJournal';
import type { TrustParams } from './useTrustParams';

/**
 * Trust Accounting › Journal: an account's entries for a period, in date order, money in under
 * Received and money out under Paid. Writers record deposits and disbursements, reverse an entry
 * and mark a deposit cleared; everyone downloads the period's journal.
 */
export function JournalPanel({ trustParams, writable }: { trustParams: TrustParams; writable: boolean }) {
  const journal = useJournal(trustParams);
  const { dialog } = journal;
  const columns = journalColumns({ writable, onReverse: (entry) => journal.open({ kind: 'reverse', entry }), onClear: (entry) => journal.open({ kind: 'clear', entry }) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <AccountSelect w={320} value={journal.accountId} onChange={journal.setAccount} />
          <TextInput label="From" type="date" value={journal.period.from} onChange={(event) => journal.setPeriod({ from: event.currentTarget.value })} />
          <TextInput label="To" type="date" value={journal.period.to} onChange={(event) => journal.setPeriod({ to: event.currentTarget.value })} />
        </Group>
        {writable && (
          <Group gap="xs">
            <Button leftSection={<IconArrowDownLeft size={16} />} onClick={() => journal.open({ kind: 'deposit' })}>
              Record Deposit
            </Button>
            <Button variant="default" leftSection={<IconArrowUpRight size={16} />} onClick={() => journal.open({ kind: 'disbursement' })}>
              Record Disbursement
            </Button>
          </Group>
        )}
      </Group>
      {journal.accountId && (
        <Group justify="flex-end">
          <ReportLinks pdf={journalReportUrl(journal.accountId, journal.period, 'pdf')} csv={journalReportUrl(journal.accountId, journal.period, 'csv')} />
        </Group>
      )}
      <DataTable
        label="Trust journal"
        columns={columns}
        rows={journal.entries}
        rowKey={(entry) => entry.id}
        loading={journal.loading}
        emptyText={
          journal.error ? "The journal couldn't be loaded." : !journal.accountId && !journal.loading ? 'Add a trust account on the Accounts tab first.' : 'No entries in this period.'
        }
      />
      <Pager page={journal.page} pageSize={JOURNAL_PAGE_SIZE} totalCount={journal.totalCount} onChange={journal.setPage} />
      {dialog?.kind === 'deposit' && <DepositDialog prefill={{ accountId: journal.accountId }} onClose={journal.close} />}
      {dialog?.kind === 'disbursement' && <DisbursementDialog ledger={null} onClose={journal.close} />}
      {dialog?.kind === 'reverse' && <ReverseEntryDialog entry={dialog.entry} onClose={journal.close} />}
      {dialog?.kind === 'clear' && <ClearDepositDialog entry={dialog.entry} onClose={journal.close} />}
    </Stack>
  );
}
