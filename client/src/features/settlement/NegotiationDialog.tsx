import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { NegotiationFieldsFragment } from '../../gql/graphql';
import { optionsOf } from '../../ui/formValues';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { NEGOTIATION_KIND_LABELS } from './settlementFormat';
import { useNegotiationForm } from './useNegotiationForm';
import type { CaseSides } from './useCaseSides';
import { maxLengthOf } from '../../ui/limits';

/** Add / edit a demand or offer: when, what, with whom, how much, when the answer is due, the letter. */
export function NegotiationDialog({ matterId, entry, sides, onClose }: { matterId: string; entry: NegotiationFieldsFragment | null; sides: CaseSides; onClose: () => void }) {
  const { form, problem, saving, save } = useNegotiationForm({ matterId, entry, onClose });
  return (
    <RecordDialog title={entry ? 'Edit Demand or Offer' : 'Add Demand or Offer'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('happenedOn')} />
        <Select label="Kind" withAsterisk data={optionsOf(NEGOTIATION_KIND_LABELS)} {...form.getInputProps('kind')} />
        <Select
          label="Other side"
          placeholder="An insurance policy or a party"
          clearable
          searchable
          data={sides.otherSideOptions}
          nothingFoundMessage={sides.loading ? 'Loading…' : 'No policies or parties on this case'}
          {...form.getInputProps('otherSide')}
        />
        <MoneyInput label="Amount" withAsterisk {...form.getInputProps('amount')} />
        <TextInput label="Response due" type="date" description="Goes on the case calendar." {...form.getInputProps('responseDueOn')} />
      </SimpleGrid>
      <CaseDocumentSelect matterId={matterId} label="Letter" current={entry?.letterDocument ?? null} {...pickerProps(form, 'letterDocumentId')} />
      <Textarea label="Notes" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('NegotiationFields', 'notes')} {...form.getInputProps('notes')} />
    </RecordDialog>
  );
}
