import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddTreatmentDocument, UpdateTreatmentDocument, type TreatmentFieldsFragment, type TreatmentStatus } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { orNull } from '../../ui/formValues';
import { useFormSave } from '../../ui/useFormSave';
import { lengthRules } from '../../ui/limits';

export type TreatmentValues = {
  plaintiffPartyId: string | null;
  providerId: string | null;
  firstVisitOn: string;
  lastVisitOn: string;
  status: TreatmentStatus;
  notes: string;
};

export function treatmentValues(treatment: TreatmentFieldsFragment | null): TreatmentValues {
  return {
    plaintiffPartyId: treatment?.plaintiff?.id ?? null,
    providerId: treatment?.provider?.id ?? null,
    firstVisitOn: treatment?.firstVisitOn ?? '',
    lastVisitOn: treatment?.lastVisitOn ?? '',
    status: treatment?.status ?? 'TREATING',
    notes: treatment?.notes ?? '',
  };
}

export const treatmentInput = (values: TreatmentValues) => ({
  plaintiffPartyId: values.plaintiffPartyId!,
  providerId: values.providerId!,
  firstVisitOn: orNull(values.firstVisitOn),
  lastVisitOn: orNull(values.lastVisitOn),
  status: values.status,
  notes: orNull(values.notes),
});

/** The medical lists a change of treatment touches (removing one removes its requests and bills). */
export const MEDICAL_QUERIES = ['MedicalTreatments', 'RecordsRequests', 'MedicalBills', 'MedicalSpecials'];
const refetch = { refetchQueries: MEDICAL_QUERIES, awaitRefetchQueries: true };

/** Add Treatment / edit one: a plaintiff of the case and a provider; the last visit not before the first, the first not in the future. */
export function useTreatmentForm({ matterId, treatment, onClose }: { matterId: string; treatment: TreatmentFieldsFragment | null; onClose: () => void }) {
  const [addTreatment] = useMutation(AddTreatmentDocument, refetch);
  const [updateTreatment] = useMutation(UpdateTreatmentDocument, refetch);
  const form = useForm<TreatmentValues>({
    initialValues: treatmentValues(treatment),
    validate: {
      plaintiffPartyId: (value) => (value ? null : 'Choose the plaintiff treated.'),
      providerId: (value) => (value ? null : 'Choose the provider.'),
      firstVisitOn: (value) => (value && value > today() ? 'The first visit cannot be in the future.' : null),
      lastVisitOn: (value, values) => (value && values.firstVisitOn && value < values.firstVisitOn ? 'The last visit cannot be before the first.' : null),
      ...lengthRules('TreatmentFields', ['notes']),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The treatment couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = treatmentInput(values);
    if (treatment) await updateTreatment({ variables: { input: { id: treatment.id, version: treatment.version, ...fields } } });
    else await addTreatment({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}
