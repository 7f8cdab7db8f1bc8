import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TrustAccountFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatDay, formatMoney } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { AccountDialog } from './AccountDialog';
import { useTrustAccounts } from './useTrustAccounts';

/** Trust Accounting › Accounts: the firm's trust accounts with their balances and how far each is reconciled; writers add and edit them. */
export function AccountsPanel({ writable }: { writable: boolean }) {
  const { accounts, loading, error } = useTrustAccounts();
  const [editing, setEditing] = useState<TrustAccountFieldsFragment | 'new' | null>(null);
  const columns: Column<TrustAccountFieldsFragment>[] = [
    { key: 'name', header: 'Name', render: (account) => <Text fz="sm" fw={500}>{account.name}</Text> },
    { key: 'bank', header: 'Bank', render: (account) => account.bankName },
    { key: 'number', header: 'Account number', render: (account) => `****${account.accountLast4}` },
    { key: 'currency', header: 'Currency', render: (account) => account.currency },
    { key: 'balance', header: 'Balance', render: (account) => formatMoney(account.balanceCents) },
    { key: 'reconciled', header: 'Reconciled through', render: (account) => (account.reconciledThrough ? formatDay(account.reconciledThrough) : 'Never') },
  ];
  if (writable) columns.push({ key: 'actions', header: 'Actions', width: 80, render: (account) => <RowActions label={account.name} onEdit={() => setEditing(account)} /> });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Balances are the journal's, to date.
        </Text>
        {writable && <AddButton label="Add Account" onClick={() => setEditing('new')} />}
      </Group>
      <DataTable
        label="Trust accounts"
        columns={columns}
        rows={accounts}
        rowKey={(account) => account.id}
        loading={loading}
        emptyText={error ? "The trust accounts couldn't be loaded." : 'No trust accounts yet.'}
      />
      {editing && <AccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
