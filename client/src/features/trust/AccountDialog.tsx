import { SimpleGrid, TextInput } from '@mantine/core';
import type { TrustAccountFieldsFragment } from '../../gql/graphql';
import { RecordDialog } from '../../ui/RecordDialog';
import { CURRENCY_CODE_LENGTH, LAST_FOUR_LENGTH, useAccountForm } from './useAccountForm';
import { maxLengthOf } from '../../ui/limits';

/** Add Account / Edit Account: a trust (IOLTA) account of the firm. */
export function AccountDialog({ account, onClose }: { account: TrustAccountFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save } = useAccountForm({ account, onClose });
  return (
    <RecordDialog title={account ? 'Edit Account' : 'Add Account'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} size={520}>
      <TextInput label="Name" withAsterisk maxLength={maxLengthOf('TrustAccountFields', 'name')} placeholder="IOLTA Trust Account" {...form.getInputProps('name')} />
      <TextInput label="Bank" withAsterisk maxLength={maxLengthOf('TrustAccountFields', 'bankName')} {...form.getInputProps('bankName')} />
      <SimpleGrid cols={2}>
        <TextInput label="Last four digits" withAsterisk maxLength={LAST_FOUR_LENGTH} inputMode="numeric" autoComplete="off" {...form.getInputProps('accountLast4')} />
        <TextInput label="Currency" withAsterisk maxLength={CURRENCY_CODE_LENGTH} description="A code like USD." {...form.getInputProps('currency')} />
      </SimpleGrid>
    </RecordDialog>
  );
}
