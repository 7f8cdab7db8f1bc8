import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddCaseCostDocument, UpdateCaseCostDocument, type CaseCostFieldsFragment, type CostCategory } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { orNull } from '../../ui/formValues';
import { centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { lengthProblem, lengthRules } from '../../ui/limits';

export type CostValues = {
  incurredOn: string;
  category: CostCategory | null;
  payee: string;
  description: string;
  amount: string;
  receiptDocumentId: string | null;
  reimbursable: boolean;
};

/** A new cost is dated today and reimbursable from the recovery. */
export function costValues(cost: CaseCostFieldsFragment | null): CostValues {
  return {
    incurredOn: cost?.incurredOn ?? today(),
    category: cost?.category ?? null,
    payee: cost?.payee ?? '',
    description: cost?.description ?? '',
    amount: centsToInput(cost?.amountCents),
    receiptDocumentId: cost?.receiptDocument?.id ?? null,
    reimbursable: cost?.reimbursable ?? true,
  };
}

export const costInput = (values: CostValues) => ({
  incurredOn: values.incurredOn,
  category: values.category!,
  payee: values.payee.trim(),
  description: orNull(values.description),
  amountCents: parseMoney(values.amount)!,
  receiptDocumentId: values.receiptDocumentId,
  reimbursable: values.reimbursable,
});

const refetch = { refetchQueries: ['CaseCosts'], awaitRefetchQueries: true };

/** Add Cost / edit a cost: its date (not in the future), category, payee and an amount of more than 0. */
export function useCostForm({ matterId, cost, onClose }: { matterId: string; cost: CaseCostFieldsFragment | null; onClose: () => void }) {
  const [addCost] = useMutation(AddCaseCostDocument, refetch);
  const [updateCost] = useMutation(UpdateCaseCostDocument, refetch);
  const form = useForm<CostValues>({
    initialValues: costValues(cost),
    validate: {
      incurredOn: (value) => (!value ? 'Enter the date.' : value > today() ? 'The date cannot be in the future.' : null),
      category: (value) => (value ? null : 'Choose the category.'),
      payee: (value) => (value.trim() ? lengthProblem('CaseCostFields', 'payee')(value) : 'Enter who was paid.'),
      ...lengthRules('CaseCostFields', ['description']),
      amount: (value) => moneyProblem(value, { required: true }) ?? (parseMoney(value) === 0 ? 'Enter an amount of more than 0.' : null),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The cost couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = costInput(values);
    if (cost) await updateCost({ variables: { input: { id: cost.id, version: cost.version, ...fields } } });
    else await addCost({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}
