import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { SaveFeeAgreementDocument, type CaseFeeAgreementQuery } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { orNull } from '../../ui/formValues';
import { useFormSave } from '../../ui/useFormSave';
import { feeTermsFieldOf, feeTermsInput, feeTermsProblems, feeTermsValues, type FeeTermsValues } from './feeTerms';
import { lengthProblem } from '../../ui/limits';

type Applying = CaseFeeAgreementQuery['caseFeeAgreement'];

export type FeeAgreementValues = {
  terms: FeeTermsValues;
  signedOn: string;
  documentId: string | null;
  appealFiledOn: string;
  notes: string;
};

/** The case's agreement as the dialog edits it; a case without one starts from the firm's defaults. */
export function feeAgreementValues(applying: Applying): FeeAgreementValues {
  const agreement = applying.agreement;
  return {
    terms: feeTermsValues(agreement?.terms ?? applying.terms),
    signedOn: agreement?.signedOn ?? '',
    documentId: agreement?.document?.id ?? null,
    appealFiledOn: agreement?.appealFiledOn ?? '',
    notes: agreement?.notes ?? '',
  };
}

export const feeAgreementInput = (matterId: string, version: number | null, values: FeeAgreementValues) => ({
  matterId,
  version,
  terms: feeTermsInput(values.terms).terms,
  signedOn: orNull(values.signedOn),
  documentId: values.documentId,
  appealFiledOn: orNull(values.appealFiledOn),
  notes: orNull(values.notes),
});

/** The agreement's rules: the terms' (see feeTermsProblems), signed not in the future, notes no longer than the server takes. */
function agreementProblems(values: FeeAgreementValues): Record<string, string> {
  const errors = feeTermsProblems(values.terms);
  if (values.signedOn && values.signedOn > today()) errors.signedOn = 'The signing date cannot be in the future.';
  const notes = lengthProblem('SaveFeeAgreementInput', 'notes')(values.notes);
  if (notes) errors.notes = notes;
  return errors;
}

const refetch = { refetchQueries: ['CaseFeeAgreement', 'Settlements'], awaitRefetchQueries: true };

/** Edit Fee Agreement: the case's own terms, saved over the version seen (null: the case had none, the firm's defaults applied). */
export function useFeeAgreementForm({ matterId, applying, onClose }: { matterId: string; applying: Applying; onClose: () => void }) {
  const [saveAgreement] = useMutation(SaveFeeAgreementDocument, refetch);
  const form = useForm<FeeAgreementValues>({ initialValues: feeAgreementValues(applying), validate: agreementProblems });
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The fee agreement couldn't be saved. Check your connection and try again.",
    onSaved: onClose,
    fieldOf: (path) => feeTermsFieldOf(path, feeTermsInput(form.getValues().terms).rows),
  });
  const save = submit((values) => saveAgreement({ variables: { input: feeAgreementInput(matterId, applying.agreement?.version ?? null, values) } }));
  return { form, problem, saving, save };
}
