import { useMutation } from '@apollo/client/react';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { RemoveTreatmentDocument, type TreatmentFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatDay } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { Section } from '../cases/detail/Section';
import { TREATMENT_STATUS_COLORS, TREATMENT_STATUS_LABELS, treatmentLabel } from './medicalFormat';
import { TreatmentDialog } from './TreatmentDialog';
import { MEDICAL_QUERIES } from './useTreatmentForm';

type Treatment = TreatmentFieldsFragment;

/** Treatment: each plaintiff's providers, their first and last visits and status. */
export function TreatmentsSection({ matterId, treatments, loading, editable }: { matterId: string; treatments: Treatment[]; loading: boolean; editable: boolean }) {
  const [editing, setEditing] = useState<Treatment | 'new' | null>(null);
  const [removeTreatment] = useMutation(RemoveTreatmentDocument, { refetchQueries: MEDICAL_QUERIES, awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((t: { id: string; name: string }) => removeTreatment({ variables: { id: t.id } }), 'removed');

  const columns: Column<Treatment>[] = [
    { key: 'plaintiff', header: 'Plaintiff', render: (t) => t.plaintiff?.contact.name ?? '—' },
    { key: 'provider', header: 'Provider', render: (t) => t.provider?.name ?? '—' },
    { key: 'first', header: 'First Visit', render: (t) => formatDay(t.firstVisitOn) },
    { key: 'last', header: 'Last Visit', render: (t) => formatDay(t.lastVisitOn) },
    {
      key: 'status',
      header: 'Status',
      render: (t) => (
        <Badge variant="light" color={TREATMENT_STATUS_COLORS[t.status]}>
          {TREATMENT_STATUS_LABELS[t.status]}
        </Badge>
      ),
    },
    { key: 'notes', header: 'Notes', render: (t) => <Text fz="sm" lineClamp={2}>{t.notes ?? ''}</Text> },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (t) => (
        <RowActions label={`treatment by ${treatmentLabel(t)}`} deleteLabel="Remove" onEdit={() => setEditing(t)} onDelete={() => removal.ask({ id: t.id, name: `The treatment by ${treatmentLabel(t)}` })} />
      ),
    });
  }

  return (
    <Section
      title="Treatment"
      action={editable && <AddButton size="xs" label="Add Treatment" onClick={() => setEditing('new')} />}
    >
      <DataTable label="Treatment" columns={columns} rows={treatments} rowKey={(t) => t.id} loading={loading} emptyText="No providers on this case yet" />
      {editing && <TreatmentDialog matterId={matterId} treatment={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...removal.dialog}
        title="Remove treatment"
        message="Remove this provider's treatment, with its records requests and bills? This cannot be undone."
        confirmLabel="Remove"
      />
    </Section>
  );
}
