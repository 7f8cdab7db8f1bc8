import { Checkbox, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { MoneyInput } from '../../ui/MoneyInput';
import { RecordDialog } from '../../ui/RecordDialog';
import { MatterSelect } from '../cases/MatterSelect';
import { AccountSelect } from './AccountSelect';
import { DEPOSIT_PURPOSE_OPTIONS } from './trustFormat';
import { useDepositForm, type DepositPrefill } from './useDepositForm';
import { maxLengthOf } from '../../ui/limits';

/**
 * Record Deposit: money received into trust for a client of a case (the case fixed when opened from
 * it). A deposit not yet cleared by the bank cannot be paid out until it clears.
 */
export function DepositDialog({ prefill, caseFixed = false, onClose }: { prefill?: DepositPrefill; caseFixed?: boolean; onClose: () => void }) {
  const { form, problem, saving, save, clients, accountId, clientId, chooseCase } = useDepositForm({ prefill, onClose });
  const values = form.getValues();
  return (
    <RecordDialog title="Record Deposit" onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} submitLabel="Record Deposit">
      <AccountSelect withAsterisk value={accountId} error={form.errors.accountId} onChange={(id) => form.setFieldValue('accountId', id)} />
      {caseFixed ? (
        <TextInput label="Case" value={clients.caseLabel ?? 'Loading…'} readOnly />
      ) : (
        <MatterSelect label="Case" withAsterisk value={values.matterId} error={form.errors.matterId} onChange={(id) => chooseCase(id)} />
      )}
      <Select
        label="Client"
        withAsterisk
        description="The case's client or one of its plaintiffs: whose money it is."
        placeholder={values.matterId ? 'Choose the client' : 'Choose the case first'}
        data={clients.options.map(({ value, label }) => ({ value, label }))}
        nothingFoundMessage={clients.loading ? 'Loading…' : 'No client or plaintiff on this case'}
        allowDeselect={false}
        value={clientId}
        error={form.errors.clientId}
        onChange={(id) => form.setFieldValue('clientId', id)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('entryDate')} />
        <MoneyInput label="Amount" withAsterisk {...form.getInputProps('amount')} />
        <TextInput label="Payer" withAsterisk maxLength={maxLengthOf('RecordTrustDepositInput', 'payer')} placeholder="Who paid" {...form.getInputProps('payer')} />
        <Select label="Purpose" withAsterisk data={DEPOSIT_PURPOSE_OPTIONS} allowDeselect={false} {...form.getInputProps('purpose')} />
      </SimpleGrid>
      <TextInput label="Reference" maxLength={maxLengthOf('RecordTrustDepositInput', 'reference')} placeholder="Check or wire number" {...form.getInputProps('reference')} />
      <Textarea label="Memo" autosize minRows={2} maxRows={5} maxLength={maxLengthOf('RecordTrustDepositInput', 'memo')} {...form.getInputProps('memo')} />
      <Checkbox label="Not yet cleared" description="Its funds cannot be paid out until the bank clears it." {...form.getInputProps('uncleared', { type: 'checkbox' })} />
    </RecordDialog>
  );
}
