import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { MedicalBillFieldsFragment, TreatmentFieldsFragment } from '../../gql/graphql';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { treatmentLabel } from './medicalFormat';
import { useBillForm } from './useBillForm';

/** Add Bill / Edit Bill: a provider's bill, its dates of service, what was billed, paid and written off. */
export function BillDialog({
  matterId,
  bill,
  treatments,
  treatmentId,
  onClose,
}: {
  matterId: string;
  bill: MedicalBillFieldsFragment | null;
  treatments: readonly TreatmentFieldsFragment[];
  treatmentId?: string | null;
  onClose: () => void;
}) {
  const { form, problem, saving, save } = useBillForm({ matterId, bill, treatmentId, onClose });
  return (
    <RecordDialog title={bill ? 'Edit Bill' : 'Add Bill'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <Select label="Provider" withAsterisk data={treatments.map((t) => ({ value: t.id, label: treatmentLabel(t) }))} {...form.getInputProps('treatmentId')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Service From" type="date" withAsterisk {...form.getInputProps('serviceFrom')} />
        <TextInput label="Service To" type="date" {...form.getInputProps('serviceTo')} />
        <MoneyInput label="Billed" withAsterisk {...form.getInputProps('billed')} />
        <MoneyInput label="Paid by Health Insurance" {...form.getInputProps('healthPaid')} />
        <MoneyInput label="Paid by PIP/MedPay" {...form.getInputProps('pipPaid')} />
        <MoneyInput label="Adjustments / Write-offs" {...form.getInputProps('adjusted')} />
      </SimpleGrid>
      <CaseDocumentSelect
        matterId={matterId}
        label="Bill Document"
        current={bill?.document ?? null}
        {...pickerProps(form, 'documentId')}
      />
    </RecordDialog>
  );
}
