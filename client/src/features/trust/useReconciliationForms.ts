import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { SaveTrustReconciliationDocument, StartTrustReconciliationDocument, type TrustReconciliationFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { centsOrNull, centsToInput, moneyProblem } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { previousMonth } from './trustFormat';

/** Start Reconciliation: the month (YYYY-MM, last month unless said) of an account to reconcile; the new draft opens. */
export function useStartReconciliationForm({ accountId, onStarted, onClose }: { accountId: string; onStarted: (id: string) => void; onClose: () => void }) {
  const [start] = useMutation(StartTrustReconciliationDocument, { refetchQueries: ['TrustReconciliations'], awaitRefetchQueries: true });
  const form = useForm({
    initialValues: { month: previousMonth(today()) },
    validate: { month: (value) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? null : 'Choose a month like 2026-10.') },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The reconciliation couldn't be started. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const result = await start({ variables: { input: { accountId, month: values.month } } });
    if (result.data) onStarted(result.data.startTrustReconciliation.id);
  });
  return { form, problem, saving, save };
}

/** The bank statement's ending balance of a draft, saved over the version seen. */
export function useEndingBalanceForm(reconciliation: TrustReconciliationFieldsFragment) {
  const [saveBalance] = useMutation(SaveTrustReconciliationDocument, { refetchQueries: ['TrustReconciliationItems'] });
  const form = useForm({
    initialValues: { statementBalance: centsToInput(reconciliation.statementBalanceCents) },
    validate: { statementBalance: (value) => moneyProblem(value) },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The ending balance couldn't be saved. Check your connection and try again.", onSaved: () => undefined });
  const save = submit((values) =>
    saveBalance({ variables: { input: { id: reconciliation.id, version: reconciliation.version, statementBalanceCents: centsOrNull(values.statementBalance) } } }),
  );
  return { form, problem, saving, save };
}
