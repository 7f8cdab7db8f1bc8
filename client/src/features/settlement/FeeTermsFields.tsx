import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FeeStage } from '../../gql/graphql';
import { optionsOf } from '../../ui/formValues';
import { MoneyInput } from '../../ui/MoneyInput';
import { hasFlatFee, hasHourlyRate, isContingent, lastOfStage, type FeeTermsValues, type TierRow } from './feeTerms';
import { FEE_BASIS_LABELS, FEE_KIND_LABELS, FEE_STAGES, FEE_STAGE_LABELS } from './settlementFormat';
import { maxLengthOf } from '../../ui/limits';

type TermsForm<V extends { terms: FeeTermsValues }> = UseFormReturnType<V>;

/**
 * The terms of a fee agreement (a case's own, or the firm's defaults): the kind of fee, what the
 * percentage applies to, a percentage per stage (with optional "up to $" bands), the flat fee and
 * the hourly rate, as the kind needs them.
 */
export function FeeTermsFields<V extends { terms: FeeTermsValues }>({ form }: { form: TermsForm<V> }) {
  const { kind } = form.getValues().terms;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Kind of fee" withAsterisk allowDeselect={false} data={optionsOf(FEE_KIND_LABELS)} {...form.getInputProps('terms.kind')} />
        {isContingent(kind) && (
          <Select label="Percentage of" withAsterisk allowDeselect={false} data={optionsOf(FEE_BASIS_LABELS)} {...form.getInputProps('terms.basis')} />
        )}
      </SimpleGrid>
      {isContingent(kind) && <StageRates form={form} />}
      {(hasFlatFee(kind) || hasHourlyRate(kind)) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {hasFlatFee(kind) && <MoneyInput label="Flat fee" withAsterisk {...form.getInputProps('terms.flat')} />}
          {hasHourlyRate(kind) && <MoneyInput label="Hourly rate" withAsterisk={kind === 'HOURLY'} {...form.getInputProps('terms.hourlyRate')} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The percentage of each stage; a stage may be split into bands by amount ("40 % up to $1,000,000.00, then 30 %"). */
function StageRates<V extends { terms: FeeTermsValues }>({ form }: { form: TermsForm<V> }) {
  const { tiers } = form.getValues().terms;
  const addBand = (stage: FeeStage) => {
    const last = tiers.map((row) => row.stage).lastIndexOf(stage);
    const band: TierRow = { stage, rate: '', upTo: '' };
    form.insertListItem('terms.tiers', band as FormArrayElement<V, 'terms.tiers'>, last + 1);
  };
  const tiersError = form.errors['terms.tiers'];
  return (
    <Stack gap="xs">
      <div>
        <Text fz="sm" fw={500}>
          Percentage by stage
        </Text>
        <Text fz="xs" c="dimmed">
          A percentage like 40 or 33.33, or an exact fraction like 1/3. A stage left empty keeps the percentage of the stage before it;
          Add band splits a stage by amount (“40 % up to $1,000,000, then 30 %”).
        </Text>
      </div>
      {FEE_STAGES.map((stage) => (
        <Stack key={stage} gap={4}>
          {tiers.map((row, index) => {
            if (row.stage !== stage) return null;
            const band = tiers.slice(0, index).filter((other) => other.stage === stage).length;
            const name = band ? `${FEE_STAGE_LABELS[stage]}, band ${band + 1}` : FEE_STAGE_LABELS[stage];
            return (
              <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
                <TextInput label={name} placeholder="40" maxLength={maxLengthOf('FeeTierInput', 'rate')} w={200} autoComplete="off" {...form.getInputProps(`terms.tiers.${index}.rate`)} />
                {!lastOfStage(tiers, index) && <MoneyInput label={`${name}: up to`} w={200} {...form.getInputProps(`terms.tiers.${index}.upTo`)} />}
                {band > 0 && (
                  <ActionIcon variant="subtle" color="gray" mt={26} aria-label={`Remove ${FEE_STAGE_LABELS[stage].toLowerCase()} band ${band + 1}`} onClick={() => form.removeListItem('terms.tiers', index)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
          <Button variant="subtle" size="compact-xs" w="fit-content" leftSection={<IconPlus size={12} />} onClick={() => addBand(stage)} aria-label={`Add band ${FEE_STAGE_LABELS[stage].toLowerCase()}`}>
            Add band
          </Button>
        </Stack>
      ))}
      {tiersError && (
        <Text fz="xs" c="red" role="alert">
          {tiersError}
        </Text>
      )}
    </Stack>
  );
}
