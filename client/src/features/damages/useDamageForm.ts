import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { AddEconomicDamageDocument, UpdateEconomicDamageDocument, type DamageKind, type EconomicDamageFieldsFragment, type RateUnit } from '../../gql/graphql';
import { orNull } from '../../ui/formValues';
import { centsOrNull, centsToInput, lineAmountCents, moneyProblem, parseMoney, parseQuantity, quantityProblem, thousandthsToInput } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { lengthRules, maxOf } from '../../ui/limits';

export type DamageValues = {
  kind: DamageKind;
  description: string;
  employer: string;
  periodFrom: string;
  periodTo: string;
  rate: string;
  rateUnit: RateUnit | null;
  units: string;
  amount: string;
  paidBy: string;
  documentId: string | null;
};

export function damageValues(damage: EconomicDamageFieldsFragment | null, kind: DamageKind = 'LOST_WAGES'): DamageValues {
  const byRate = damage?.rateCents != null;
  return {
    kind: damage?.kind ?? kind,
    description: damage?.description ?? '',
    employer: damage?.employer ?? '',
    periodFrom: damage?.periodFrom ?? '',
    periodTo: damage?.periodTo ?? '',
    rate: centsToInput(damage?.rateCents),
    rateUnit: damage?.rateUnit ?? null,
    units: thousandthsToInput(damage?.unitsThousandths),
    amount: byRate ? '' : centsToInput(damage?.amountCents),
    paidBy: damage?.paidBy ?? '',
    documentId: damage?.document?.id ?? null,
  };
}

/** Lost wages given as a rate: any of rate, unit or units filled in. */
export const isByRate = (values: DamageValues) => values.kind === 'LOST_WAGES' && Boolean(values.rate.trim() || values.units.trim() || values.rateUnit);

/** What a rate comes to (rate × units, half-up to the cent, as the server works it out); null until both are valid. */
export function rateAmountCents(values: DamageValues): number | null {
  const rate = parseMoney(values.rate);
  const units = parseQuantity(values.units);
  return rate === null || units === null ? null : lineAmountCents(units, rate);
}

/** The fields of the kind chosen, as the server takes them: a rate (the server works out the amount) or the amount. */
export function damageInput(values: DamageValues) {
  const lostWages = values.kind === 'LOST_WAGES';
  const byRate = isByRate(values);
  return {
    kind: values.kind,
    description: orNull(values.description),
    employer: lostWages ? orNull(values.employer) : null,
    periodFrom: orNull(values.periodFrom),
    periodTo: orNull(values.periodTo),
    rateCents: byRate ? centsOrNull(values.rate) : null,
    rateUnit: byRate ? values.rateUnit : null,
    unitsThousandths: byRate && values.units.trim() ? parseQuantity(values.units) : null,
    amountCents: byRate ? null : centsOrNull(values.amount),
    paidBy: values.kind === 'PROPERTY_DAMAGE' ? orNull(values.paidBy) : null,
    documentId: values.documentId,
  };
}

const RATE_OR_AMOUNT = 'Give the rate, its unit and how many units were lost, or just the amount.';
const refetch = { refetchQueries: ['EconomicDamages'], awaitRefetchQueries: true };

/** Add Damage / edit one: lost wages by rate (rate, unit and units) or by amount, property damage and other losses by amount; the period in order. */
export function useDamageForm({ matterId, damage, onClose }: { matterId: string; damage: EconomicDamageFieldsFragment | null; onClose: () => void }) {
  const [addDamage] = useMutation(AddEconomicDamageDocument, refetch);
  const [updateDamage] = useMutation(UpdateEconomicDamageDocument, refetch);
  const form = useForm<DamageValues>({
    initialValues: damageValues(damage),
    validate: {
      periodTo: (value, values) => (value && values.periodFrom && value < values.periodFrom ? 'The end of the period cannot be before its start.' : null),
      rate: (value, values) => (!isByRate(values) ? null : value.trim() ? moneyProblem(value) : 'Enter the rate.'),
      rateUnit: (value, values) => (isByRate(values) && !value ? RATE_OR_AMOUNT : null),
      units: (value, values) => {
        if (!isByRate(values)) return null;
        const max = maxOf('EconomicDamageFields', 'unitsThousandths');
        const units = parseQuantity(value);
        return quantityProblem(value, { example: 'Enter how many, like 80 or 7.5.' }) ?? (units! > max ? `Enter at most ${(max / 1000).toLocaleString('en-US')}.` : null);
      },
      amount: (value, values) => (isByRate(values) ? null : moneyProblem(value, { required: true })),
      ...lengthRules('EconomicDamageFields', ['description', 'employer', 'paidBy']),
    },
  });
  const { problem, saving, submit } = useFormSave(form, { fallback: "The damage couldn't be saved. Check your connection and try again.", onSaved: onClose });
  const save = submit(async (values) => {
    const fields = damageInput(values);
    if (damage) await updateDamage({ variables: { input: { id: damage.id, version: damage.version, ...fields } } });
    else await addDamage({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save, byRate: isByRate(form.values), rateAmount: rateAmountCents(form.values) };
}
