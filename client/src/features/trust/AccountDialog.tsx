import { SimpleGrid, TextInput } from '@mantine/core';
import type { TrustAccountFieldsFragment } from '../../gql/graphql';
import { RecordDialog } from '../../ui/RecordDialog';
import { useAccountForm } from './useAccountForm';

/** Add Account / Edit Account: a trust (IOLTA) account of the firm. */
export function AccountDialog({ account, onClose }: { account: TrustAccountFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save } = useAccountForm({ account, onClose });
  return (
    <RecordDialog title={account ? 'Edit Account' : 'Add Account'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} size={520}>
      <TextInput label="Name" withAsterisk maxLength={120} placeholder="IOLTA Trust Account" {...form.getInputProps('name')} />
      <TextInput label="Bank" withAsterisk maxLength={120} {...form.getInputProps('bankName')} />
      <SimpleGrid cols={2}>
        <TextInput label="Last four digits" withAsterisk maxLength={4} inputMode="numeric" autoComplete="off" {...form.getInputProps('accountLast4')} />
        <TextInput label="Currency" withAsterisk maxLength={3} description="A code like USD." {...form.getInputProps('currency')} />
      </SimpleGrid>
    </RecordDialog>
  );
}
