import { Button, Group, Stack, Switch } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TrustLedgerFieldsFragment } from '../../gql/graphql';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatDay, formatMoney } from '../../ui/format';
import { ListSearch } from '../../ui/ListSearch';
import { Pager } from '../../ui/Pager';
import { OpenedLedger } from './OpenedLedger';
import { OpenLink } from './OpenLink';
import { ReportLinks } from './ReportLinks';
import { INACTIVE_DAYS, inactiveReportUrl } from './trustFormat';
import { LEDGERS_PAGE_SIZE, useLedgers } from './useLedgers';

/** The columns; the case opens the ledger (from the keyboard too). */
const columnsOpening = (open: (id: string) => void): Column<TrustLedgerFieldsFragment>[] => [
  {
    key: 'case',
    header: 'Case',
    render: (ledger) => (
      <OpenLink onOpen={() => open(ledger.id)}>
        {ledger.matterNumber} · {ledger.matterName}
      </OpenLink>
    ),
  },
  { key: 'client', header: 'Client', render: (ledger) => ledger.clientName },
  { key: 'account', header: 'Account', render: (ledger) => ledger.accountName },
  { key: 'balance', header: 'Balance', render: (ledger) => formatMoney(ledger.balanceCents) },
  { key: 'available', header: 'Available', render: (ledger) => formatMoney(ledger.availableCents) },
  { key: 'uncleared', header: 'Uncleared', render: (ledger) => formatMoney(ledger.unclearedCents) },
  { key: 'last', header: 'Last activity', render: (ledger) => formatDay(ledger.lastActivityOn) },
];

/**
 * Trust Accounting › Client Ledgers: every client's money per case and account, searched by case or
 * client; "No activity for 90+ days" finds money left sitting. A row opens the ledger.
 */
export function LedgersPanel({ writable }: { writable: boolean }) {
  const screen = useLedgers();

  if (screen.openedId) {
    return (
      <Stack gap="sm">
        <Button variant="subtle" size="xs" w="fit-content" leftSection={<IconArrowLeft size={14} />} onClick={() => screen.open(null)}>
          Back to Client Ledgers
        </Button>
        <OpenedLedger id={screen.openedId} writable={writable} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group wrap="wrap">
          <ListSearch list={screen.list} label="Search client ledgers" placeholder="Search by case or client" />
          <Switch label={`No activity for ${INACTIVE_DAYS}+ days`} checked={screen.inactive} onChange={(event) => screen.setInactive(event.currentTarget.checked)} />
        </Group>
        {screen.inactive && <ReportLinks pdf={inactiveReportUrl(INACTIVE_DAYS, 'pdf')} csv={inactiveReportUrl(INACTIVE_DAYS, 'csv')} />}
      </Group>
      <DataTable
        label="Client ledgers"
        columns={columnsOpening(screen.open)}
        rows={screen.ledgers}
        rowKey={(ledger) => ledger.id}
        loading={screen.loading}
        onRowClick={(ledger) => screen.open(ledger.id)}
        emptyText={
          screen.error ? "The client ledgers couldn't be loaded." : screen.inactive ? `No client ledger holds money untouched for ${INACTIVE_DAYS} days.` : 'No client ledgers yet: a ledger starts with its first deposit.'
        }
      />
      <Pager page={screen.list.page} pageSize={LEDGERS_PAGE_SIZE} totalCount={screen.totalCount} onChange={screen.list.setPage} />
    </Stack>
  );
}
