import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { InsurancePolicyFieldsFragment } from '../../gql/graphql';
import { optionsOf } from '../../ui/formValues';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { useCasePartyOptions } from '../cases/detail/useCasePartyOptions';
import { ContactSelect } from '../contacts/ContactSelect';
import { CLAIM_STATUS_LABELS, COVERAGE_LABELS } from './insuranceFormat';
import { usePolicyForm } from './usePolicyForm';
import { maxLengthOf } from '../../ui/limits';

/** Add Policy / Edit policy: insurer, insured, coverage and limits; the claim with its adjuster. */
export function PolicyDialog({ matterId, policy, onClose }: { matterId: string; policy: InsurancePolicyFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save } = usePolicyForm({ matterId, policy, onClose });
  const parties = useCasePartyOptions(matterId);
  return (
    <RecordDialog title={policy ? 'Edit Policy' : 'Add Policy'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()} size={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactSelect
          label="Insurer"
          placeholder="Search your companies"
          kind="COMPANY"
          withAsterisk
          current={policy?.insurer ?? null}
          {...pickerProps(form, 'insurerId')}
        />
        <Select
          label="Insured"
          placeholder="A party of this case"
          clearable
          data={parties.options}
          nothingFoundMessage={parties.loading ? 'Loading…' : 'No parties on this case'}
          {...form.getInputProps('insuredPartyId')}
        />
        <Select label="Coverage" withAsterisk data={optionsOf(COVERAGE_LABELS)} {...form.getInputProps('coverage')} />
        <TextInput label="Policy Number" maxLength={maxLengthOf('InsurancePolicyFields', 'policyNumber')} {...form.getInputProps('policyNumber')} />
        <MoneyInput label="Per-Person Limit" {...form.getInputProps('perPersonLimit')} />
        <MoneyInput label="Per-Occurrence Limit" {...form.getInputProps('perOccurrenceLimit')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ContactSelect
          label="Adjuster"
          placeholder="Search your contacts (people)"
          kind="PERSON"
          current={policy?.adjuster ?? null}
          {...pickerProps(form, 'adjusterId')}
        />
        <TextInput label="Claim Number" maxLength={maxLengthOf('InsurancePolicyFields', 'claimNumber')} {...form.getInputProps('claimNumber')} />
        <Select label="Claim Status" allowDeselect={false} data={optionsOf(CLAIM_STATUS_LABELS)} {...form.getInputProps('claimStatus')} />
        <TextInput label="Date Reported" type="date" {...form.getInputProps('reportedOn')} />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('InsurancePolicyFields', 'notes')} {...form.getInputProps('notes')} />
    </RecordDialog>
  );
}
