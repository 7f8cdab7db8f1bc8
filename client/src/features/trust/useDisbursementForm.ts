import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { RecordTrustDisbursementDocument, type TrustLedgerFieldsFragment, type TrustPurpose } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { formatMoney } from '../../ui/format';
import { orNull } from '../../ui/formValues';
import { moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { AFTER_ENTRY } from './trustRefetch';
import { lengthProblem, lengthRules } from '../../ui/limits';

export type DisbursementValues = {
  ledgerId: string | null;
  entryDate: string;
  amount: string;
  payee: string;
  purpose: TrustPurpose | null;
  reference: string;
  memo: string;
};

/**
 * Record Disbursement: money paid out of a client's ledger (fixed when opened from it), never more
 * than it has available; the server's overdraft message shows at the amount.
 */
export function useDisbursementForm({ ledger, onClose }: { ledger: TrustLedgerFieldsFragment | null; onClose: () => void }) {
  const [recordDisbursement] = useMutation(RecordTrustDisbursementDocument, AFTER_ENTRY);
  const form = useForm<DisbursementValues>({
    initialValues: { ledgerId: ledger?.id ?? null, entryDate: today(), amount: '', payee: '', purpose: null, reference: '', memo: '' },
    validate: {
      ledgerId: (value) => (value ? null : 'Choose the client ledger.'),
      entryDate: (value) => (value ? null : 'Enter the date.'),
      amount: (value) => moneyProblem(value, { required: true }) ?? (parseMoney(value) === 0 ? 'Enter an amount of more than 0.' : null),
      payee: (value) => (value.trim() ? lengthProblem('RecordTrustDisbursementInput', 'payee')(value) : 'Enter who is paid.'),
      purpose: (value) => (value ? null : 'Choose what the payment is for.'),
      ...lengthRules('RecordTrustDisbursementInput', ['reference', 'memo']),
    },
  });
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The disbursement couldn't be recorded. Check your connection and try again.",
    onSaved: onClose,
  });
  const save = submit(async (values) => {
    const amountCents = parseMoney(values.amount)!;
    await recordDisbursement({
      variables: {
        input: {
          ledgerId: values.ledgerId!,
          entryDate: values.entryDate,
          amountCents,
          payee: values.payee.trim(),
          purpose: values.purpose!,
          reference: orNull(values.reference),
          memo: orNull(values.memo),
        },
      },
    });
    notifications.show({ color: 'navy', message: `Paid ${formatMoney(amountCents)} to ${values.payee.trim()} from trust.` });
  });
  return { form, problem, saving, save };
}
