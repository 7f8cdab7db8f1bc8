import { Badge } from '@mantine/core';
import { useState } from 'react';
import type { TrustEntryFieldsFragment } from '../../gql/graphql';
import { DataTable, type Column } from '../../ui/DataTable';
import { entryName } from './EntryDialogs';
import { entryColumns } from './journalColumns';

type Item = { cleared: boolean; entry: TrustEntryFieldsFragment };

const columns: Column<Item>[] = [
  ...entryColumns({ withCase: true }).map((column) => ({ ...column, render: (item: Item) => column.render(item.entry) })),
  {
    key: 'bank',
    header: 'Bank statement',
    render: (item) => (
      <Badge size="sm" variant="light" color={item.cleared ? 'green' : 'gray'}>
        {item.cleared ? 'Cleared' : 'Outstanding'}
      </Badge>
    ),
  },
];

/**
 * The month's entries not cleared on an earlier statement: in a draft, writers tick those on this
 * bank statement (the header box ticks the page); what stays unticked is in transit or outstanding.
 */
export function ReconciliationItemsTable({ items, loading, tickable, onTick }: { items: readonly Item[]; loading: boolean; tickable: boolean; onTick: (entryIds: string[], cleared: boolean) => void }) {
  // A box shows its new state at once, while the tick is saved and the list read again.
  const [pending, setPending] = useState<{ items: readonly Item[]; ticks: Map<string, boolean> }>({ items, ticks: new Map() });
  const ticks = pending.items === items ? pending.ticks : new Map<string, boolean>();
  const cleared = new Set(items.filter((item) => ticks.get(item.entry.id) ?? item.cleared).map((item) => item.entry.id));
  const send = (entryIds: string[], value: boolean) => {
    setPending({ items, ticks: new Map([...ticks, ...entryIds.map((id) => [id, value] as const)]) });
    onTick(entryIds, value);
  };
  const selection = tickable
    ? {
        selected: cleared,
        rowLabel: (item: Item) => `Cleared: ${entryName(item.entry)}`,
        onChange: (next: Set<string>) => {
          const ticked = [...next].filter((id) => !cleared.has(id));
          const unticked = [...cleared].filter((id) => !next.has(id));
          if (ticked.length) send(ticked, true);
          if (unticked.length) send(unticked, false);
        },
      }
    : undefined;
  return (
    <DataTable
      label="Entries to reconcile"
      columns={columns}
      rows={[...items]}
      rowKey={(item) => item.entry.id}
      loading={loading}
      emptyText="No entries in or before this month are waiting to clear."
      selection={selection}
    />
  );
}
