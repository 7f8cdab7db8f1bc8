import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { TreatmentFieldsFragment } from '../../gql/graphql';
import { optionsOf } from '../../ui/formValues';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { useCasePartyOptions } from '../cases/detail/useCasePartyOptions';
import { ContactSelect } from '../contacts/ContactSelect';
import { TREATMENT_STATUS_LABELS } from './medicalFormat';
import { useTreatmentForm } from './useTreatmentForm';
import { maxLengthOf } from '../../ui/limits';

const PLAINTIFFS = ['PLAINTIFF', 'OTHER_PLAINTIFF'] as const;

/** Add Treatment / Edit Treatment: which plaintiff a provider treated, when, and how it stands. */
export function TreatmentDialog({ matterId, treatment, onClose }: { matterId: string; treatment: TreatmentFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save } = useTreatmentForm({ matterId, treatment, onClose });
  const plaintiffs = useCasePartyOptions(matterId, PLAINTIFFS);
  return (
    <RecordDialog title={treatment ? 'Edit Treatment' : 'Add Treatment'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Plaintiff"
          withAsterisk
          data={plaintiffs.options}
          nothingFoundMessage={plaintiffs.loading ? 'Loading…' : 'Add the plaintiff to the case first'}
          {...form.getInputProps('plaintiffPartyId')}
        />
        <ContactSelect
          label="Provider"
          placeholder="Search your contacts"
          withAsterisk
          current={treatment?.provider ?? null}
          {...pickerProps(form, 'providerId')}
        />
        <TextInput label="First Visit" type="date" {...form.getInputProps('firstVisitOn')} />
        <TextInput label="Last Visit" type="date" {...form.getInputProps('lastVisitOn')} />
        <Select label="Treatment Status" allowDeselect={false} data={optionsOf(TREATMENT_STATUS_LABELS)} {...form.getInputProps('status')} />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('TreatmentFields', 'notes')} {...form.getInputProps('notes')} />
    </RecordDialog>
  );
}
