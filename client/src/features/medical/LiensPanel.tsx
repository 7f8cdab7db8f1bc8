import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { LiensDocument, MedicalBillsDocument, RemoveLienDocument, type LienFieldsFragment } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { formatAmount } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { billLabel, LienDialog } from './LienDialog';
import { LIEN_STATUS_COLORS, LIEN_STATUS_LABELS, LIEN_TYPE_LABELS } from './medicalFormat';

type Lien = LienFieldsFragment;
const live = { fetchPolicy: 'cache-and-network' } as const;

/** Liens: who holds a lien on the recovery, of what type, claimed and final amounts, the bills it covers; their totals. */
export function LiensPanel({ matterId }: { matterId: string }) {
  const viewer = useViewer();
  const editable = canEditCaseMoney(viewer);
  const showAmounts = canSeeCaseAmounts(viewer);
  const { data, loading } = useQuery(LiensDocument, { variables: { matterId }, ...live });
  const bills = useQuery(MedicalBillsDocument, { variables: { matterId }, ...live });
  useCaseRecordRefetch(matterId, ['LIEN', 'MEDICAL_BILL', 'TREATMENT'], ['Liens', 'MedicalBills']);
  const [editing, setEditing] = useState<Lien | 'new' | null>(null);
  const [removeLien] = useMutation(RemoveLienDocument, { refetchQueries: ['Liens'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((l: { id: string; name: string }) => removeLien({ variables: { id: l.id } }), 'removed');
  const billList = bills.data?.medicalBills.items ?? [];
  const nameOf = (l: Lien) => `The ${LIEN_TYPE_LABELS[l.type]} lien of ${l.lienholder?.name ?? 'the lienholder'}`;
  const totals = data?.lienTotals;

  const columns: Column<Lien>[] = [
    { key: 'lienholder', header: 'Lienholder', render: (l) => l.lienholder?.name ?? '—' },
    { key: 'type', header: 'Type', render: (l) => LIEN_TYPE_LABELS[l.type] },
    ...(showAmounts
      ? [
          { key: 'claimed', header: 'Claimed', render: (l: Lien) => formatAmount(l.claimedCents) },
          { key: 'reduction', header: 'Reduction Requested', render: (l: Lien) => formatAmount(l.reductionRequestedCents) },
          { key: 'final', header: 'Final', render: (l: Lien) => formatAmount(l.finalCents) },
        ]
      : []),
    {
      key: 'status',
      header: 'Status',
      render: (l) => (
        <Badge variant="light" color={LIEN_STATUS_COLORS[l.status]}>
          {LIEN_STATUS_LABELS[l.status]}
        </Badge>
      ),
    },
    { key: 'bills', header: 'Bills Covered', render: (l) => billList.filter((b) => l.billIds.includes(b.id)).map(billLabel).join('; ') || '—' },
    { key: 'letter', header: 'Lien Letter', render: (l) => (l.letterDocument ? <Anchor href={l.letterDocument.downloadUrl} fz="sm">{l.letterDocument.title}</Anchor> : '—') },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (l) => <RowActions label={nameOf(l).replace(/^The /, '')} deleteLabel="Remove" onEdit={() => setEditing(l)} onDelete={() => removal.ask({ id: l.id, name: nameOf(l) })} />,
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>Liens</Title>
        {editable && <AddButton label="Add Lien" onClick={() => setEditing('new')} />}
      </Group>
      {showAmounts && totals && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="lien-totals">
          <Field label="Liens" value={String(totals.count)} />
          <Field label="Total Claimed" value={formatAmount(totals.claimedCents)} />
          <Field label="Total Final" value={formatAmount(totals.finalCents)} />
          <Field label="Expected (final, else claimed)" value={formatAmount(totals.expectedCents)} />
        </SimpleGrid>
      )}
      <DataTable label="Liens" columns={columns} rows={data?.liens.items ?? []} rowKey={(l) => l.id} loading={loading} emptyText="No liens on this case yet" />
      {editing && <LienDialog matterId={matterId} lien={editing === 'new' ? null : editing} bills={billList} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove lien" message="Remove this lien? This cannot be undone." confirmLabel="Remove" />
    </Stack>
  );
}
