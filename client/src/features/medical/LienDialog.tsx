import { MultiSelect, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { LienFieldsFragment, MedicalBillFieldsFragment } from '../../gql/graphql';
import { formatAmount } from '../../ui/format';
import { optionsOf } from '../../ui/formValues';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { ContactSelect } from '../contacts/ContactSelect';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { dayRange, LIEN_STATUS_LABELS, LIEN_TYPE_LABELS } from './medicalFormat';
import { useLienForm } from './useLienForm';
import { maxLengthOf } from '../../ui/limits';

/** A bill as a choice: "Austin Spine Center · Oct 1, 2026 · $1,200.00". */
export const billLabel = (bill: MedicalBillFieldsFragment) =>
  [bill.provider?.name ?? 'Provider', dayRange(bill.serviceFrom, bill.serviceTo), bill.billedCents === null ? null : formatAmount(bill.billedCents)].filter(Boolean).join(' · ');

/** Add Lien / Edit Lien: who holds it, its type, amounts and status, the bills it covers and its letter. */
export function LienDialog({ matterId, lien, bills, onClose }: { matterId: string; lien: LienFieldsFragment | null; bills: readonly MedicalBillFieldsFragment[]; onClose: () => void }) {
  const { form, problem, saving, save } = useLienForm({ matterId, lien, onClose });
  return (
    <RecordDialog title={lien ? 'Edit Lien' : 'Add Lien'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} size={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactSelect
          label="Lienholder"
          placeholder="Search your contacts"
          withAsterisk
          current={lien?.lienholder ?? null}
          {...pickerProps(form, 'lienholderId')}
        />
        <Select label="Type" withAsterisk data={optionsOf(LIEN_TYPE_LABELS)} {...form.getInputProps('type')} />
        <MoneyInput label="Amount Claimed" withAsterisk {...form.getInputProps('claimed')} />
        <MoneyInput label="Reduction Requested" {...form.getInputProps('reductionRequested')} />
        <MoneyInput label="Final Amount" {...form.getInputProps('final')} />
        <Select label="Status" allowDeselect={false} data={optionsOf(LIEN_STATUS_LABELS)} {...form.getInputProps('status')} />
      </SimpleGrid>
      <MultiSelect
        label="Bills Covered"
        placeholder="The case's bills this lien covers"
        searchable
        clearable
        data={bills.map((bill) => ({ value: bill.id, label: billLabel(bill) }))}
        nothingFoundMessage="No bills on this case"
        {...form.getInputProps('billIds')}
      />
      <CaseDocumentSelect
        matterId={matterId}
        label="Lien Letter"
        current={lien?.letterDocument ?? null}
        {...pickerProps(form, 'letterDocumentId')}
      />
      <Textarea label="Notes" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('LienFields', 'notes')} {...form.getInputProps('notes')} />
    </RecordDialog>
  );
}
