import { SegmentedControl, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { DamageKind, EconomicDamageFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../ui/format';
import { optionsOf } from '../../ui/formValues';
import { MoneyInput } from '../../ui/MoneyInput';
import { pickerProps } from '../../ui/pickerProps';
import { RecordDialog } from '../../ui/RecordDialog';
import { CaseDocumentSelect } from '../documents/CaseDocumentSelect';
import { DAMAGE_KIND_LABELS, RATE_UNIT_LABELS } from './damageFormat';
import { useDamageForm } from './useDamageForm';
import { maxLengthOf } from '../../ui/limits';

/** Add Damage / Edit Damage: lost wages (employer, period, a rate or the amount), property damage (estimate, paid by) or another loss. */
export function DamageDialog({ matterId, damage, onClose }: { matterId: string; damage: EconomicDamageFieldsFragment | null; onClose: () => void }) {
  const { form, problem, saving, save, byRate, rateAmount } = useDamageForm({ matterId, damage, onClose });
  const { kind } = form.values;
  return (
    <RecordDialog title={damage ? 'Edit Damage' : 'Add Damage'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <SegmentedControl aria-label="Kind of damage" data={optionsOf(DAMAGE_KIND_LABELS)} value={kind} onChange={(value) => form.setFieldValue('kind', value as DamageKind)} />
      {kind === 'LOST_WAGES' && <TextInput label="Employer" maxLength={maxLengthOf('EconomicDamageFields', 'employer')} {...form.getInputProps('employer')} />}
      <TextInput label={kind === 'PROPERTY_DAMAGE' ? 'Property' : 'Description'} maxLength={maxLengthOf('EconomicDamageFields', 'description')} {...form.getInputProps('description')} />
      <SimpleGrid cols={2}>
        <TextInput label="Period From" type="date" {...form.getInputProps('periodFrom')} />
        <TextInput label="Period To" type="date" {...form.getInputProps('periodTo')} />
      </SimpleGrid>
      {kind === 'LOST_WAGES' && (
        <>
          <SimpleGrid cols={3}>
            <MoneyInput label="Rate" {...form.getInputProps('rate')} />
            <Select label="Per" clearable data={optionsOf(RATE_UNIT_LABELS)} {...form.getInputProps('rateUnit')} />
            <TextInput label="Units Lost" inputMode="decimal" placeholder="80" {...form.getInputProps('units')} />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {byRate ? `Rate × units: ${rateAmount === null ? '—' : formatMoney(rateAmount)}` : 'Give a rate and the units lost, or just the amount.'}
          </Text>
        </>
      )}
      {!byRate && <MoneyInput label={kind === 'PROPERTY_DAMAGE' ? 'Estimate' : 'Amount'} withAsterisk {...form.getInputProps('amount')} />}
      {kind === 'PROPERTY_DAMAGE' && <TextInput label="Paid By" maxLength={maxLengthOf('EconomicDamageFields', 'paidBy')} {...form.getInputProps('paidBy')} />}
      <CaseDocumentSelect
        matterId={matterId}
        label="Documentation"
        current={damage?.document ?? null}
        {...pickerProps(form, 'documentId')}
      />
    </RecordDialog>
  );
}
