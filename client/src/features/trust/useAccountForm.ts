import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { CreateTrustAccountDocument, UpdateTrustAccountDocument, type TrustAccountFieldsFragment } from '../../gql/graphql';
import { useFormSave } from '../../ui/useFormSave';

export type AccountValues = { name: string; bankName: string; accountLast4: string; currency: string };

const refetch = { refetchQueries: ['TrustAccounts'], awaitRefetchQueries: true };

const text = (label: string, max: number) => (value: string) => (!value.trim() ? `Enter the ${label}.` : value.length > max ? `The ${label} can be at most ${max} characters.` : null);

/** Add Account / Edit Account: a trust account's name, bank, the last four digits of its number, its currency (USD unless said). */
export function useAccountForm({ account, onClose }: { account: TrustAccountFieldsFragment | null; onClose: () => void }) {
  const [createAccount] = useMutation(CreateTrustAccountDocument, refetch);
  const [updateAccount] = useMutation(UpdateTrustAccountDocument, refetch);
  const form = useForm<AccountValues>({
    initialValues: { name: account?.name ?? '', bankName: account?.bankName ?? '', accountLast4: account?.accountLast4 ?? '', currency: account?.currency ?? 'USD' },
    validate: {
      name: text('name', 120),
      bankName: text('bank', 120),
      accountLast4: (value) => (/^\d{4}$/.test(value.trim()) ? null : 'Enter the last four digits of the account number.'),
      currency: (value) => (/^[A-Z]{3}$/.test(value.trim().toUpperCase()) ? null : 'Use a currency code like USD.'),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The account couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = { name: values.name.trim(), bankName: values.bankName.trim(), accountLast4: values.accountLast4.trim(), currency: values.currency.trim().toUpperCase() };
    if (account) await updateAccount({ variables: { input: { id: account.id, version: account.version, ...fields } } });
    else await createAccount({ variables: { input: fields } });
  });
  return { form, problem, saving, save };
}
