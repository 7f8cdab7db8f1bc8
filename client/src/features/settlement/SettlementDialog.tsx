import { Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { SettlementFieldsFragment } from '../../gql/graphql';
import { MoneyInput } from '../../ui/MoneyInput';
import { RecordDialog } from '../../ui/RecordDialog';
import type { CaseSides } from './useCaseSides';
import { useSettlementForm } from './useSettlementForm';
import { maxLengthOf } from '../../ui/limits';

/** Record Settlement / Edit Settlement: the amount, the day, the paying policy, the terms, and each plaintiff's share. */
export function SettlementDialog({ matterId, settlement, sides, onClose }: { matterId: string; settlement: SettlementFieldsFragment | null; sides: CaseSides; onClose: () => void }) {
  const { form, problem, saving, save } = useSettlementForm({ matterId, settlement, plaintiffs: sides.plaintiffs, onClose });
  const shares = form.getValues().shares;
  return (
    <RecordDialog title={settlement ? 'Edit Settlement' : 'Record Settlement'} onClose={onClose} onSubmit={save} problem={problem} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput label="Amount" withAsterisk {...form.getInputProps('amount')} />
        <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('settledOn')} />
      </SimpleGrid>
      <Select
        label="Paying policy"
        placeholder="A policy of the Insurance tab"
        clearable
        data={sides.policyOptions}
        nothingFoundMessage={sides.loading ? 'Loading…' : 'No policies on this case'}
        {...form.getInputProps('policyId')}
      />
      <Textarea label="Terms" placeholder="Release, confidentiality, payment by…" autosize minRows={2} maxRows={8} maxLength={maxLengthOf('SettlementFields', 'terms')} {...form.getInputProps('terms')} />
      {shares.length > 0 && (
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Shares
          </Text>
          <Text fz="xs" c="dimmed">
            Each plaintiff's share of the amount; leave them all empty for equal shares.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {shares.map((share, index) => (
              <MoneyInput key={share.plaintiffPartyId} label={`Share of ${share.name}`} {...form.getInputProps(`shares.${index}.amount`)} />
            ))}
          </SimpleGrid>
          {form.errors.shares && (
            <Text fz="xs" c="red" role="alert">
              {form.errors.shares}
            </Text>
          )}
        </Stack>
      )}
    </RecordDialog>
  );
}
