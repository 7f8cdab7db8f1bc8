import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EconomicDamagesDocument, RemoveEconomicDamageDocument, type EconomicDamageFieldsFragment } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canEditCaseMoney, canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatAmount, formatDay } from '../../ui/format';
import { thousandthsToInput } from '../../ui/money';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { DamageDialog } from './DamageDialog';
import { DAMAGE_KIND_LABELS, RATE_UNIT_LABELS, RATE_UNIT_PLURALS } from './damageFormat';

type Damage = EconomicDamageFieldsFragment;

/** Who or what: the employer, the property (and who paid), or the description. */
const detailOf = (d: Damage) => [d.employer, d.description, d.paidBy ? `paid by ${d.paidBy}` : null].filter(Boolean).join(' · ') || '—';
const periodOf = (d: Damage) => (d.periodFrom || d.periodTo ? `${formatDay(d.periodFrom)} – ${formatDay(d.periodTo)}` : '—');
/** "$25.50 / hour × 80 hours". */
export const rateOf = (d: Damage) =>
  d.rateCents === null || !d.rateUnit ? '—' : `${formatAmount(d.rateCents)} / ${RATE_UNIT_LABELS[d.rateUnit].toLowerCase()} × ${thousandthsToInput(d.unitsThousandths)} ${RATE_UNIT_PLURALS[d.rateUnit]}`;

/** Lost Wages & Damages: the case's lost wages, property damage and other economic losses. */
export function DamagesPanel({ matterId }: { matterId: string }) {
  const viewer = useViewer();
  const editable = canEditCaseMoney(viewer);
  const { data, loading } = useQuery(EconomicDamagesDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  useCaseRecordRefetch(matterId, ['DAMAGE'], ['EconomicDamages']);
  const [editing, setEditing] = useState<Damage | 'new' | null>(null);
  const [removeDamage] = useMutation(RemoveEconomicDamageDocument, { refetchQueries: ['EconomicDamages'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((d: { id: string; name: string }) => removeDamage({ variables: { id: d.id } }), 'removed');
  const nameOf = (d: Damage) => `${DAMAGE_KIND_LABELS[d.kind]}${d.employer || d.description ? ` (${d.employer ?? d.description})` : ''}`;

  const columns: Column<Damage>[] = [
    { key: 'kind', header: 'Kind', render: (d) => DAMAGE_KIND_LABELS[d.kind] },
    { key: 'detail', header: 'Employer / Details', render: (d) => <Text fz="sm">{detailOf(d)}</Text> },
    { key: 'period', header: 'Period', render: periodOf },
    ...(canSeeCaseAmounts(viewer)
      ? [
          { key: 'rate', header: 'Rate', render: rateOf },
          { key: 'amount', header: 'Amount', render: (d: Damage) => formatAmount(d.amountCents) },
        ]
      : []),
    { key: 'document', header: 'Documentation', render: (d) => (d.document ? <Anchor href={d.document.downloadUrl} fz="sm">{d.document.title}</Anchor> : '—') },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (d) => <RowActions label={nameOf(d)} deleteLabel="Remove" onEdit={() => setEditing(d)} onDelete={() => removal.ask({ id: d.id, name: nameOf(d) })} />,
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>Lost Wages & Damages</Title>
        {editable && <AddButton label="Add Damage" onClick={() => setEditing('new')} />}
      </Group>
      <DataTable label="Lost wages and damages" columns={columns} rows={data?.economicDamages.items ?? []} rowKey={(d) => d.id} loading={loading} emptyText="No lost wages or other damages yet" />
      {editing && <DamageDialog matterId={matterId} damage={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove damage" message={`Remove ${removal.pending?.name ?? 'this damage'}? This cannot be undone.`} confirmLabel="Remove" />
    </Stack>
  );
}
