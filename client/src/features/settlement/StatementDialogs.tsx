import { TextInput, Textarea } from '@mantine/core';
import type { StatementFieldsFragment } from '../../gql/graphql';
import { formatAmount } from '../../ui/format';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { useFeeOverrideForm, useOtherDeductionForm, useSignStatementForm } from './useStatementForms';
import { maxLengthOf } from '../../ui/limits';

type Props = { statement: StatementFieldsFragment; onClose: () => void };

/** Edit Fee: the fee of a draft statement, with the reason it differs from the agreement. */
export function FeeOverrideDialog({ statement, onClose }: Props) {
  const { form, problem, saving, save } = useFeeOverrideForm({ statement, onClose });
  return (
    <RecordDialog title="Edit Fee" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} size={520}>
      <MoneyInput label="Fee" withAsterisk description={`The agreement gives ${formatAmount(statement.figures.computedFeeCents)}.`} {...form.getInputProps('feeOverride')} />
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        maxLength={maxLengthOf('UpdateStatementInput', 'feeOverrideReason')}
        description="Printed on the statement."
        {...form.getInputProps('feeOverrideReason')}
      />
    </RecordDialog>
  );
}

/** Add Deduction: an other deduction on a draft statement. */
export function OtherDeductionDialog({ statement, onClose }: Props) {
  const { form, problem, saving, save } = useOtherDeductionForm({ statement, onClose });
  return (
    <RecordDialog title="Add Deduction" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Add" size={520}>
      <TextInput label="Description" withAsterisk maxLength={maxLengthOf('OtherDeductionInput', 'description')} {...form.getInputProps('description')} />
      <MoneyInput label="Amount" withAsterisk {...form.getInputProps('amount')} />
    </RecordDialog>
  );
}

/** Record Signature: when the client signed the finalized statement, and the signed copy. */
export function SignStatementDialog({ statement, onClose }: Props) {
  const { form, problem, saving, save } = useSignStatementForm({ statement, onClose });
  return (
    <RecordDialog title="Record Signature" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Record Signature" size={520}>
      <TextInput label="Signed on" type="date" withAsterisk {...form.getInputProps('signedOn')} />
      <CaseDocumentSelect matterId={statement.matterId} label="Signed copy" {...pickerProps(form, 'signedDocumentId')} />
    </RecordDialog>
  );
}
