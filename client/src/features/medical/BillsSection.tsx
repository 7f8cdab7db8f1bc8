import { useMutation } from '@apollo/client/react';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { RemoveMedicalBillDocument, type MedicalBillFieldsFragment, type TreatmentFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatAmount } from '../../ui/format';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { Section } from '../cases/detail/Section';
import { BillDialog } from './BillDialog';
import { dayRange } from './medicalFormat';

type Bill = MedicalBillFieldsFragment;

const money = (key: string, header: string, cents: (bill: Bill) => number | null): Column<Bill> => ({ key, header, render: (bill) => formatAmount(cents(bill)) });
const AMOUNT_COLUMNS: Column<Bill>[] = [
  money('billed', 'Billed', (b) => b.billedCents),
  money('health', 'Paid by Health', (b) => b.healthPaidCents),
  money('pip', 'Paid by PIP/MedPay', (b) => b.pipPaidCents),
  money('adjusted', 'Adjustments', (b) => b.adjustedCents),
  money('outstanding', 'Outstanding', (b) => b.outstandingCents),
];

/** Bills: each provider's bills by date of service; the amounts (with the outstanding balance the server derives) for whoever may see them. */
export function BillsSection({
  matterId,
  bills,
  treatments,
  loading,
  editable,
  showAmounts,
  addBlockedBy,
}: {
  matterId: string;
  bills: Bill[];
  treatments: TreatmentFieldsFragment[];
  loading: boolean;
  editable: boolean;
  /** Why nothing can be added yet (no provider's treatment), if so. */
  addBlockedBy: string | null;
  showAmounts: boolean;
}) {
  const [editing, setEditing] = useState<Bill | 'new' | null>(null);
  const [removeBill] = useMutation(RemoveMedicalBillDocument, { refetchQueries: ['MedicalBills', 'MedicalSpecials'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((b: { id: string; name: string }) => removeBill({ variables: { id: b.id } }), 'removed');
  const nameOf = (b: Bill) => `The bill of ${b.provider?.name ?? 'the provider'} for ${dayRange(b.serviceFrom, b.serviceTo)}`;

  const columns: Column<Bill>[] = [
    { key: 'provider', header: 'Provider', render: (b) => b.provider?.name ?? '—' },
    { key: 'service', header: 'Dates of Service', render: (b) => dayRange(b.serviceFrom, b.serviceTo) },
    ...(showAmounts ? AMOUNT_COLUMNS : []),
    { key: 'document', header: 'Document', render: (b) => (b.document ? <Anchor href={b.document.downloadUrl} fz="sm">{b.document.title}</Anchor> : '—') },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (b) => <RowActions label={nameOf(b).replace(/^The /, '')} deleteLabel="Remove" onEdit={() => setEditing(b)} onDelete={() => removal.ask({ id: b.id, name: nameOf(b) })} />,
    });
  }

  return (
    <Section
      title="Bills"
      action={editable && <AddButton size="xs" label="Add Bill" blockedBy={addBlockedBy} onClick={() => setEditing('new')} />}
    >
      <DataTable label="Medical bills" columns={columns} rows={bills} rowKey={(b) => b.id} loading={loading} emptyText="No medical bills yet" />
      {editing && <BillDialog matterId={matterId} bill={editing === 'new' ? null : editing} treatments={treatments} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove bill" message="Remove this bill? It also comes off any lien that covers it." confirmLabel="Remove" />
    </Section>
  );
}
