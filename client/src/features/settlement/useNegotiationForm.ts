import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddNegotiationDocument, UpdateNegotiationDocument, type NegotiationFieldsFragment, type NegotiationKind } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { orNull } from '../../ui/formValues';
import { centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { otherSideInput, otherSideValue } from './useCaseSides';
import { lengthRules } from '../../ui/limits';

export type NegotiationValues = {
  happenedOn: string;
  kind: NegotiationKind | null;
  otherSide: string | null;
  amount: string;
  responseDueOn: string;
  letterDocumentId: string | null;
  notes: string;
};

/** A new entry is dated today. */
export function negotiationValues(entry: NegotiationFieldsFragment | null): NegotiationValues {
  return {
    happenedOn: entry?.happenedOn ?? today(),
    kind: entry?.kind ?? null,
    otherSide: entry ? otherSideValue(entry) : null,
    amount: centsToInput(entry?.amountCents),
    responseDueOn: entry?.responseDueOn ?? '',
    letterDocumentId: entry?.letterDocument?.id ?? null,
    notes: entry?.notes ?? '',
  };
}

export const negotiationInput = (values: NegotiationValues) => ({
  happenedOn: values.happenedOn,
  kind: values.kind!,
  ...otherSideInput(values.otherSide),
  amountCents: parseMoney(values.amount)!,
  responseDueOn: orNull(values.responseDueOn),
  letterDocumentId: values.letterDocumentId,
  notes: orNull(values.notes),
});

const refetch = { refetchQueries: ['Negotiations', 'NegotiationSummary'], awaitRefetchQueries: true };

/** Add / edit a demand or offer: its date (not in the future), kind, an amount of more than 0, an answer not due before it. */
export function useNegotiationForm({ matterId, entry, onClose }: { matterId: string; entry: NegotiationFieldsFragment | null; onClose: () => void }) {
  const [addEntry] = useMutation(AddNegotiationDocument, refetch);
  const [updateEntry] = useMutation(UpdateNegotiationDocument, refetch);
  const form = useForm<NegotiationValues>({
    initialValues: negotiationValues(entry),
    validate: {
      happenedOn: (value) => (!value ? 'Enter the date.' : value > today() ? 'The date cannot be in the future.' : null),
      kind: (value) => (value ? null : 'Choose demand or offer.'),
      amount: (value) => moneyProblem(value, { required: true }) ?? (parseMoney(value) === 0 ? 'Enter an amount of more than 0.' : null),
      responseDueOn: (value, values) => (value && values.happenedOn && value < values.happenedOn ? 'The response cannot be due before the demand or offer.' : null),
      ...lengthRules('NegotiationFields', ['notes']),
    },
  });
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The demand or offer couldn't be saved. Check your connection and try again.",
    onSaved: onClose,
    fieldOf: (path) => (path === 'policyId' || path === 'partyId' ? 'otherSide' : null),
  });
  const save = submit(async (values) => {
    const fields = negotiationInput(values);
    if (entry) await updateEntry({ variables: { input: { id: entry.id, version: entry.version, ...fields } } });
    else await addEntry({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}
