import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { SignSettlementStatementDocument, UpdateSettlementStatementDocument, type StatementFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { choicesOf, statementInput } from './statementChoices';
import { lengthProblem } from '../../ui/limits';

type Statement = StatementFieldsFragment;

/** Edit the fee of a draft: the amount and why it differs from the agreement (recorded on the statement). */
export function useFeeOverrideForm({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const [update] = useMutation(UpdateSettlementStatementDocument);
  const form = useForm({
    initialValues: { feeOverride: centsToInput(statement.feeOverrideCents ?? statement.figures.feeCents), feeOverrideReason: statement.feeOverrideReason ?? '' },
    validate: {
      feeOverride: (value) => moneyProblem(value, { required: true }),
      feeOverrideReason: (value) => (value.trim() ? lengthProblem('UpdateStatementInput', 'feeOverrideReason')(value) : 'Say why the fee differs from the agreement.'),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The fee couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit((values) =>
    update({ variables: { input: statementInput(statement, { feeOverrideCents: parseMoney(values.feeOverride)!, feeOverrideReason: values.feeOverrideReason.trim() }) } }),
  );
  return { form, problem, saving, save };
}

/** Add an other deduction to a draft (an advance to the client, a referral fee…): what it is and how much. */
export function useOtherDeductionForm({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const [update] = useMutation(UpdateSettlementStatementDocument);
  const others = choicesOf(statement).others;
  const form = useForm({
    initialValues: { description: '', amount: '' },
    validate: {
      description: (value) => (value.trim() ? lengthProblem('OtherDeductionInput', 'description')(value) : 'Say what the deduction is.'),
      amount: (value) => moneyProblem(value, { required: true }) ?? (parseMoney(value) === 0 ? 'Enter an amount of more than 0.' : null),
    },
  });
  const added = `others.${others.length}.`;
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The deduction couldn't be added. Check your connection and try again.",
    onSaved: onClose,
    fieldOf: (path) => (path === `${added}description` ? 'description' : path === `${added}amountCents` ? 'amount' : null),
  });
  const save = submit((values) =>
    update({ variables: { input: statementInput(statement, { others: [...others, { description: values.description.trim(), amountCents: parseMoney(values.amount)! }] }) } }),
  );
  return { form, problem, saving, save };
}

/** Record Signature: the day the client signed the finalized statement (not in the future), and the signed copy. */
export function useSignStatementForm({ statement, onClose }: { statement: Statement; onClose: () => void }) {
  const [sign] = useMutation(SignSettlementStatementDocument, { refetchQueries: ['Settlements'], awaitRefetchQueries: true });
  const form = useForm<{ signedOn: string; signedDocumentId: string | null }>({
    initialValues: { signedOn: today(), signedDocumentId: null },
    validate: { signedOn: (value) => (!value ? 'Enter the day the client signed.' : value > today() ? 'The signing date cannot be in the future.' : null) },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The signature couldn't be recorded. Check your connection and try again.", onSaved: onClose });
  const save = submit((values) => sign({ variables: { input: { id: statement.id, version: statement.version, signedOn: values.signedOn, signedDocumentId: values.signedDocumentId } } }));
  return { form, problem, saving, save };
}
