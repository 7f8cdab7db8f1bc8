import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddRecordsRequestDocument, UpdateRecordsRequestDocument, type RecordsRequestFieldsFragment, type RecordsRequestKind } from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { orNull } from '../../ui/formValues';
import { useFormSave } from '../../ui/useFormSave';

export type RecordsRequestValues = {
  treatmentId: string | null;
  kind: RecordsRequestKind;
  requestedOn: string;
  followUpOn: string;
  receivedOn: string;
  documentId: string | null;
};

/** A new request is made today, followed up in 30 days; `treatmentId` is the provider it starts with. */
export function recordsRequestValues(request: RecordsRequestFieldsFragment | null, treatmentId: string | null = null): RecordsRequestValues {
  const day = today();
  return {
    treatmentId: request?.treatmentId ?? treatmentId,
    kind: request?.kind ?? 'BOTH',
    requestedOn: request?.requestedOn ?? day,
    followUpOn: request?.followUpOn ?? addDays(day, 30),
    receivedOn: request?.receivedOn ?? '',
    documentId: request?.document?.id ?? null,
  };
}

export const recordsRequestInput = (values: RecordsRequestValues) => ({
  treatmentId: values.treatmentId!,
  kind: values.kind,
  requestedOn: values.requestedOn,
  followUpOn: values.followUpOn,
  receivedOn: orNull(values.receivedOn),
  documentId: values.documentId,
});

const refetch = { refetchQueries: ['RecordsRequests'], awaitRefetchQueries: true };

/** Request Records / edit a request: the follow-up not before the request, nothing received before it was asked for or in the future. */
export function useRecordsRequestForm({ matterId, request, treatmentId, onClose }: { matterId: string; request: RecordsRequestFieldsFragment | null; treatmentId?: string | null; onClose: () => void }) {
  const [addRequest] = useMutation(AddRecordsRequestDocument, refetch);
  const [updateRequest] = useMutation(UpdateRecordsRequestDocument, refetch);
  const form = useForm<RecordsRequestValues>({
    initialValues: recordsRequestValues(request, treatmentId),
    validate: {
      treatmentId: (value) => (value ? null : 'Choose the provider.'),
      requestedOn: (value) => (!value ? 'Enter the date of the request.' : value > today() ? 'The request date cannot be in the future.' : null),
      followUpOn: (value, values) => (!value ? 'Enter when to follow up.' : values.requestedOn && value < values.requestedOn ? 'The follow-up date cannot be before the request.' : null),
      receivedOn: (value, values) =>
        !value ? null : value > today() ? 'The date received cannot be in the future.' : values.requestedOn && value < values.requestedOn ? 'It cannot have been received before it was requested.' : null,
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The request couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = recordsRequestInput(values);
    if (request) await updateRequest({ variables: { input: { id: request.id, version: request.version, ...fields } } });
    else await addRequest({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}
