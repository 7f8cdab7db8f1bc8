import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { TrustLedgerFieldsFragment } from '../../gql/graphql';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { LedgerFunds } from './LedgerFunds';
import { LedgerSelect, ledgerLabel } from './LedgerSelect';
import { DISBURSEMENT_PURPOSE_OPTIONS } from './trustFormat';
import { useDisbursementForm } from './useDisbursementForm';
import { maxLengthOf } from '../../ui/limits';

/** Record Disbursement: a payment out of a client's ledger (fixed when opened from the ledger), with what it has available. */
export function DisbursementDialog({ ledger, onClose }: { ledger: TrustLedgerFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save } = useDisbursementForm({ ledger, onClose });
  const ledgerId = form.getValues().ledgerId;
  return (
    <RecordDialog title="Record Disbursement" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Record Disbursement">
      {ledger ? (
        <TextInput label="Client ledger" value={ledgerLabel(ledger)} readOnly />
      ) : (
        <LedgerSelect label="Client ledger" withAsterisk {...pickerProps(form, 'ledgerId')} />
      )}
      {ledgerId && <LedgerFunds ledgerId={ledgerId} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('entryDate')} />
        <MoneyInput label="Amount" withAsterisk {...form.getInputProps('amount')} />
        <TextInput label="Payee" withAsterisk maxLength={maxLengthOf('RecordTrustDisbursementInput', 'payee')} placeholder="Who is paid" {...form.getInputProps('payee')} />
        <Select label="Purpose" withAsterisk data={DISBURSEMENT_PURPOSE_OPTIONS} allowDeselect={false} {...form.getInputProps('purpose')} />
      </SimpleGrid>
      <TextInput label="Check or transfer number" maxLength={maxLengthOf('RecordTrustDisbursementInput', 'reference')} {...form.getInputProps('reference')} />
      <Textarea label="Memo" autosize minRows={2} maxRows={5} maxLength={maxLengthOf('RecordTrustDisbursementInput', 'memo')} {...form.getInputProps('memo')} />
    </RecordDialog>
  );
}
