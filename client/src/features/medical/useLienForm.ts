import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddLienDocument, UpdateLienDocument, type LienFieldsFragment, type LienStatus, type LienType } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { centsOrNull, centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { lengthRules } from '../../ui/limits';

export type LienValues = {
  lienholderId: string | null;
  type: LienType | null;
  claimed: string;
  reductionRequested: string;
  final: string;
  status: LienStatus;
  billIds: string[];
  letterDocumentId: string | null;
  notes: string;
};

export function lienValues(lien: LienFieldsFragment | null): LienValues {
  return {
    lienholderId: lien?.lienholder?.id ?? null,
    type: lien?.type ?? null,
    claimed: centsToInput(lien?.claimedCents),
    reductionRequested: centsToInput(lien?.reductionRequestedCents),
    final: centsToInput(lien?.finalCents),
    status: lien?.status ?? 'ASSERTED',
    billIds: [...(lien?.billIds ?? [])],
    letterDocumentId: lien?.letterDocument?.id ?? null,
    notes: lien?.notes ?? '',
  };
}

export const lienInput = (values: LienValues) => ({
  lienholderId: values.lienholderId!,
  type: values.type!,
  claimedCents: parseMoney(values.claimed)!,
  reductionRequestedCents: centsOrNull(values.reductionRequested),
  finalCents: centsOrNull(values.final),
  status: values.status,
  billIds: values.billIds,
  letterDocumentId: values.letterDocumentId,
  notes: orNull(values.notes),
});

/** An amount that may not be more than the amount claimed. */
const notAboveClaimed = (value: string, values: LienValues, message: string) => {
  const problem = moneyProblem(value);
  if (problem) return problem;
  const amount = centsOrNull(value);
  const claimed = parseMoney(values.claimed);
  return amount !== null && claimed !== null && amount > claimed ? message : null;
};

const refetch = { refetchQueries: ['Liens'], awaitRefetchQueries: true };

/** Add Lien / edit a lien: a lienholder, its type and the amount claimed; the reduction and final amount not above the claim; a final or paid lien has its final amount. */
export function useLienForm({ matterId, lien, onClose }: { matterId: string; lien: LienFieldsFragment | null; onClose: () => void }) {
  const [addLien] = useMutation(AddLienDocument, refetch);
  const [updateLien] = useMutation(UpdateLienDocument, refetch);
  const form = useForm<LienValues>({
    initialValues: lienValues(lien),
    validate: {
      lienholderId: (value) => (value ? null : 'Choose the lienholder.'),
      type: (value) => (value ? null : 'Choose the type of lien.'),
      claimed: (value) => moneyProblem(value, { required: true }),
      reductionRequested: (value, values) => notAboveClaimed(value, values, 'The reduction asked for cannot be more than the amount claimed.'),
      final: (value, values) =>
        notAboveClaimed(value, values, 'The final amount cannot be more than the amount claimed.') ??
        (!value.trim() && (values.status === 'FINAL' || values.status === 'PAID') ? 'Enter the final amount of a final or paid lien.' : null),
      ...lengthRules('LienFields', ['notes']),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The lien couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = lienInput(values);
    if (lien) await updateLien({ variables: { input: { id: lien.id, version: lien.version, ...fields } } });
    else await addLien({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}
