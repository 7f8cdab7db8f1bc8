import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { RecordsRequestFieldsFragment, TreatmentFieldsFragment } from '../../gql/graphql';
import { optionsOf } from '../../ui/formValues';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { REQUEST_KIND_LABELS, treatmentLabel } from './medicalFormat';
import { useRecordsRequestForm } from './useRecordsRequestForm';

/** Request Records / Edit Request: what was asked of a provider and when, when to chase it, and what came back. */
export function RecordsRequestDialog({
  matterId,
  request,
  treatments,
  treatmentId,
  onClose,
}: {
  matterId: string;
  request: RecordsRequestFieldsFragment | null;
  treatments: readonly TreatmentFieldsFragment[];
  treatmentId?: string | null;
  onClose: () => void;
}) {
  const { form, problem, saving, save } = useRecordsRequestForm({ matterId, request, treatmentId, onClose });
  return (
    <RecordDialog title={request ? 'Edit Records Request' : 'Request Records'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Provider" withAsterisk data={treatments.map((t) => ({ value: t.id, label: treatmentLabel(t) }))} {...form.getInputProps('treatmentId')} />
        <Select label="Requested" allowDeselect={false} data={optionsOf(REQUEST_KIND_LABELS)} {...form.getInputProps('kind')} />
        <TextInput label="Requested On" type="date" withAsterisk {...form.getInputProps('requestedOn')} />
        <TextInput label="Follow Up On" type="date" withAsterisk {...form.getInputProps('followUpOn')} />
        <TextInput label="Received On" type="date" {...form.getInputProps('receivedOn')} />
        <CaseDocumentSelect
          matterId={matterId}
          label="Received Document"
          current={request?.document ?? null}
          {...pickerProps(form, 'documentId')}
        />
      </SimpleGrid>
    </RecordDialog>
  );
}
