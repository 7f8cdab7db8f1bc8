import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { CreateTrustAccountDocument, UpdateTrustAccountDocument, type TrustAccountFieldsFragment } from '../../gql/graphql';
import { useFormSave } from '../../ui/useFormSave';
import { lengthProblem } from '../../ui/limits';

export type AccountValues = { name: string; bankName: string; accountLast4: string; currency: string };

const refetch = { refetchQueries: ['TrustAccounts'], awaitRefetchQueries: true };

/** The shapes the server takes (not lengths it limits): the last four digits of the number, a three-letter currency code. */
export const LAST_FOUR_LENGTH = 4;
export const CURRENCY_CODE_LENGTH = 3;
const LAST_FOUR = new RegExp(`^\\d{${LAST_FOUR_LENGTH}}$`);
const CURRENCY_CODE = new RegExp(`^[A-Z]{${CURRENCY_CODE_LENGTH}}$`);

const text = (label: string, field: 'name' | 'bankName') => (value: string) =>
  value.trim() ? lengthProblem('TrustAccountFields', field)(value) : `Enter the ${label}.`;

/** Add Account / Edit Account: a trust account's name, bank, the last four digits of its number, its currency (USD unless said). */
export function useAccountForm({ account, onClose }: { account: TrustAccountFieldsFragment | null; onClose: () => void }) {
  const [createAccount] = useMutation(CreateTrustAccountDocument, refetch);
  const [updateAccount] = useMutation(UpdateTrustAccountDocument, refetch);
  const form = useForm<AccountValues>({
    initialValues: { name: account?.name ?? '', bankName: account?.bankName ?? '', accountLast4: account?.accountLast4 ?? '', currency: account?.currency ?? 'USD' },
    validate: {
      name: text('name', 'name'),
      bankName: text('bank', 'bankName'),
      accountLast4: (value) => (LAST_FOUR.test(value.trim()) ? null : 'Enter the last four digits of the account number.'),
      currency: (value) => (CURRENCY_CODE.test(value.trim().toUpperCase()) ? null : 'Use a currency code like USD.'),
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
