import { Button, Group, Text } from '@mantine/core';
import type { TrustEntryFieldsFragment } from '../../gql/graphql';
import type { Column } from '../../ui/DataTable';
import { formatDay, formatMoney } from '../../ui/format';
import { EntryBadges, paidCents, receivedCents } from './EntryBadges';
import { entryName } from './EntryDialogs';
import { entryCaseText, isClearable, isReversible, TRUST_KIND_LABELS, TRUST_PURPOSE_LABELS } from './trustFormat';

type Entry = TrustEntryFieldsFragment;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const money = (cents: number | null) => (cents === null ? '' : <span style={NO_WRAP}>{formatMoney(cents)}</span>);

/** Date, Entry (kind and purpose), Case and client, Payer or payee, Reference, Received, Paid, Status: the columns an entry is read by. */
export function entryColumns({ withCase }: { withCase: boolean }): Column<Entry>[] {
  const columns: Column<Entry>[] = [
    { key: 'date', header: 'Date', render: (entry) => <span style={NO_WRAP}>{formatDay(entry.entryDate)}</span> },
    {
      key: 'entry',
      header: 'Entry',
      render: (entry) => (
        <div>
          <Text fz="sm">{TRUST_KIND_LABELS[entry.kind]}</Text>
          <Text fz="xs" c="dimmed">
            {TRUST_PURPOSE_LABELS[entry.purpose]}
          </Text>
        </div>
      ),
    },
    { key: 'counterparty', header: 'Payer or payee', render: (entry) => entry.counterparty ?? '—' },
    { key: 'reference', header: 'Reference', render: (entry) => entry.reference ?? '' },
    { key: 'received', header: 'Received', render: (entry) => money(receivedCents(entry)) },
    { key: 'paid', header: 'Paid', render: (entry) => money(paidCents(entry)) },
  ];
  if (withCase) {
    columns.splice(2, 0, {
      key: 'case',
      header: 'Case and client',
      render: (entry) => (
        <Text fz="sm" c={entry.restricted ? 'dimmed' : undefined}>
          {entryCaseText(entry)}
        </Text>
      ),
    });
  }
  return columns;
}

/**
 * The journal's columns: an entry's columns, its status (Cleared / Uncleared, Reversed) and, for
 * those who record entries, Reverse and Mark Cleared.
 */
export function journalColumns({ writable, onReverse, onClear }: { writable: boolean; onReverse: (entry: Entry) => void; onClear: (entry: Entry) => void }): Column<Entry>[] {
  const columns = [...entryColumns({ withCase: true }), { key: 'status', header: 'Status', width: 110, render: (entry: Entry) => <EntryBadges entry={entry} /> }];
  if (!writable) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      render: (entry) => (
        <Group gap={4} wrap="nowrap">
          {isClearable(entry) && (
            <Button size="compact-xs" variant="light" aria-label={`Mark Cleared: ${entryName(entry)}`} onClick={() => onClear(entry)}>
              Mark Cleared
            </Button>
          )}
          {isReversible(entry) && (
            <Button size="compact-xs" variant="subtle" color="red" aria-label={`Reverse: ${entryName(entry)}`} onClick={() => onReverse(entry)}>
              Reverse
            </Button>
          )}
        </Group>
      ),
    },
  ];
}
