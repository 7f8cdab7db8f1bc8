import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { RecordTrustDepositDocument, type TrustPurpose } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { formatMoney } from '../../ui/format';
import { orNull } from '../../ui/formValues';
import { centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { AFTER_ENTRY } from './trustRefetch';
import { useCaseClients } from './useCaseClients';
import { useTrustAccounts } from './useTrustAccounts';
import { lengthProblem, lengthRules } from '../../ui/limits';

/** What the dialog starts with: an account, a case, a statement's client, amount and purpose. */
export interface DepositPrefill {
  accountId?: string | null;
  matterId?: string | null;
  /** The plaintiff whose statement is deposited (its contact is the client). */
  plaintiffPartyId?: string | null;
  amountCents?: number | null;
  purpose?: TrustPurpose;
  statementId?: string | null;
}

export type DepositValues = {
  accountId: string | null;
  matterId: string | null;
  clientId: string | null;
  entryDate: string;
  amount: string;
  payer: string;
  purpose: TrustPurpose | null;
  reference: string;
  memo: string;
  uncleared: boolean;
};

/**
 * Record Deposit: money received into a client's ledger (made on its first deposit). The account
 * and the client default to the only (or the statement's) one until another is chosen.
 */
export function useDepositForm({ prefill = {}, onClose }: { prefill?: DepositPrefill; onClose: () => void }) {
  const [recordDeposit] = useMutation(RecordTrustDepositDocument, AFTER_ENTRY);
  const accounts = useTrustAccounts();
  const form = useForm<DepositValues>({
    initialValues: {
      accountId: prefill.accountId ?? null,
      matterId: prefill.matterId ?? null,
      clientId: null,
      entryDate: today(),
      amount: centsToInput(prefill.amountCents),
      payer: '',
      purpose: prefill.purpose ?? null,
      reference: '',
      memo: '',
      uncleared: false,
    },
    validate: {
      accountId: () => (accountId() ? null : 'Choose the trust account.'),
      matterId: (value) => (value ? null : 'Choose the case.'),
      clientId: () => (clientId() ? null : 'Choose whose money it is.'),
      entryDate: (value) => (value ? null : 'Enter the date.'),
      amount: (value) => moneyProblem(value, { required: true }) ?? (parseMoney(value) === 0 ? 'Enter an amount of more than 0.' : null),
      payer: (value) => (value.trim() ? lengthProblem('RecordTrustDepositInput', 'payer')(value) : 'Enter who paid.'),
      purpose: (value) => (value ? null : 'Choose what the money is.'),
      ...lengthRules('RecordTrustDepositInput', ['reference', 'memo']),
    },
  });
  const values = form.getValues();
  const clients = useCaseClients(values.matterId);
  const accountId = (): string | null => form.getValues().accountId ?? accounts.defaultId;
  const clientId = (): string | null => form.getValues().clientId ?? clients.preferred(prefill.plaintiffPartyId);

  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The deposit couldn't be recorded. Check your connection and try again.",
    onSaved: onClose,
  });
  const save = submit(async (values) => {
    const amountCents = parseMoney(values.amount)!;
    await recordDeposit({
      variables: {
        input: {
          accountId: accountId()!,
          matterId: values.matterId!,
          clientId: clientId()!,
          entryDate: values.entryDate,
          amountCents,
          payer: values.payer.trim(),
          purpose: values.purpose!,
          reference: orNull(values.reference),
          memo: orNull(values.memo),
          uncleared: values.uncleared,
          statementId: prefill.statementId ?? null,
        },
      },
    });
    notifications.show({ color: 'navy', message: `Deposit of ${formatMoney(amountCents)} recorded${values.uncleared ? ': its funds may be paid out once it clears' : ''}.` });
  });

  return {
    form,
    problem,
    saving,
    save,
    accounts,
    clients,
    /** The values the selects show: the one chosen, else the default. */
    accountId: accountId(),
    clientId: clientId(),
    chooseCase: (id: string | null) => form.setValues({ matterId: id, clientId: null }),
  };
}
