import { Text, TextInput, Textarea } from '@mantine/core';
import type { TrustEntryFieldsFragment } from '../../gql/graphql';
import { formatDay, formatMoney } from '../../ui/format';
import { RecordDialog } from '../../ui/RecordDialog';
import { TRUST_KIND_LABELS } from './trustFormat';
import { useClearForm, useReverseForm } from './useEntryForms';
import { maxLengthOf } from '../../ui/limits';

type Props = { entry: TrustEntryFieldsFragment; onClose: () => void };

/** "Deposit of Oct 1, 2026, $10,000.00, Lone Star Mutual": the entry a dialog is about. */
export const entryName = (entry: TrustEntryFieldsFragment) =>
  [`${TRUST_KIND_LABELS[entry.kind]} of ${formatDay(entry.entryDate)}`, formatMoney(Math.abs(entry.amountCents)), entry.counterparty].filter(Boolean).join(', ');

/** Reverse Entry: records the opposite amount with the reason (the entry itself stays in the journal). */
export function ReverseEntryDialog({ entry, onClose }: Props) {
  const { form, problem, saving, save } = useReverseForm({ entry, onClose });
  return (
    <RecordDialog title="Reverse Entry" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Reverse" size={520}>
      <Text fz="sm">{entryName(entry)}</Text>
      <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('entryDate')} />
      <Textarea label="Reason" withAsterisk autosize minRows={2} maxRows={5} maxLength={maxLengthOf('ReverseTrustEntryInput', 'reason')} {...form.getInputProps('reason')} />
    </RecordDialog>
  );
}

/** Mark Cleared: the bank cleared a deposit recorded as not yet cleared. */
export function ClearDepositDialog({ entry, onClose }: Props) {
  const { form, problem, saving, save } = useClearForm({ entry, onClose });
  return (
    <RecordDialog title="Mark Cleared" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Mark Cleared" size={480}>
      <Text fz="sm">{entryName(entry)}</Text>
      <TextInput label="Cleared on" type="date" withAsterisk {...form.getInputProps('clearedOn')} />
    </RecordDialog>
  );
}
