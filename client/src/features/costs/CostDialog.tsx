import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CaseCostFieldsFragment } from '../../gql/graphql';
import { optionsOf } from '../../ui/formValues';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { COST_CATEGORY_LABELS } from './costFormat';
import { useCostForm } from './useCostForm';
import { maxLengthOf } from '../../ui/limits';

/** Add Cost / Edit Cost: an expense the firm advanced, its receipt, and whether the recovery pays it back. */
export function CostDialog({ matterId, cost, onClose }: { matterId: string; cost: CaseCostFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save } = useCostForm({ matterId, cost, onClose });
  return (
    <RecordDialog title={cost ? 'Edit Cost' : 'Add Cost'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('incurredOn')} />
        <Select label="Category" withAsterisk data={optionsOf(COST_CATEGORY_LABELS)} {...form.getInputProps('category')} />
        <TextInput label="Payee" withAsterisk maxLength={maxLengthOf('CaseCostFields', 'payee')} {...form.getInputProps('payee')} />
        <MoneyInput label="Amount" withAsterisk {...form.getInputProps('amount')} />
      </SimpleGrid>
      <TextInput label="Description" maxLength={maxLengthOf('CaseCostFields', 'description')} {...form.getInputProps('description')} />
      <CaseDocumentSelect
        matterId={matterId}
        label="Receipt"
        current={cost?.receiptDocument ?? null}
        {...pickerProps(form, 'receiptDocumentId')}
      />
      <Checkbox label="Reimbursable from the recovery" {...form.getInputProps('reimbursable', { type: 'checkbox' })} />
    </RecordDialog>
  );
}
