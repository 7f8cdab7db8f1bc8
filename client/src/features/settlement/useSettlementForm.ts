import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { RecordSettlementDocument, UpdateSettlementDocument, type SettlementFieldsFragment } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { formatMoney } from '../../ui/format';
import { orNull } from '../../ui/formValues';
import { centsOrNull, centsToInput, moneyProblem, parseMoney } from '../../ui/money';
import { useFormSave } from '../../ui/useFormSave';
import { lengthProblem } from '../../ui/limits';

export type ShareRow = { plaintiffPartyId: string; name: string; amount: string };
export type SettlementValues = { amount: string; settledOn: string; policyId: string | null; terms: string; shares: ShareRow[] };
export type Plaintiff = { id: string; name: string };

/** A new settlement is dated today; with two plaintiffs or more, each has a share (empty: equal shares). */
export function settlementValues(settlement: SettlementFieldsFragment | null, plaintiffs: readonly Plaintiff[]): SettlementValues {
  return {
    amount: centsToInput(settlement?.amountCents),
    settledOn: settlement?.settledOn ?? today(),
    policyId: settlement?.policyId ?? null,
    terms: settlement?.terms ?? '',
    shares:
      plaintiffs.length > 1
        ? plaintiffs.map((plaintiff) => ({ plaintiffPartyId: plaintiff.id, name: plaintiff.name, amount: centsToInput(settlement?.shares.find((share) => share.plaintiffPartyId === plaintiff.id)?.amountCents) }))
        : [],
  };
}

const sharesGiven = (shares: readonly ShareRow[]) => shares.some((share) => share.amount.trim() !== '');

export const settlementInput = (values: SettlementValues) => ({
  amountCents: parseMoney(values.amount)!,
  settledOn: values.settledOn,
  policyId: values.policyId,
  terms: orNull(values.terms),
  shares: sharesGiven(values.shares) ? values.shares.map((share) => ({ plaintiffPartyId: share.plaintiffPartyId, amountCents: parseMoney(share.amount)! })) : null,
});

/** The settlement's rules: an amount of more than 0, a date not in the future, and shares (when given) for every plaintiff adding up to the amount. */
export function settlementProblems(values: SettlementValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const amountProblem = moneyProblem(values.amount, { required: true }) ?? (parseMoney(values.amount) === 0 ? 'Enter an amount of more than 0.' : null);
  if (amountProblem) errors.amount = amountProblem;
  if (!values.settledOn) errors.settledOn = 'Enter the date.';
  else if (values.settledOn > today()) errors.settledOn = 'The date cannot be in the future.';
  const terms = lengthProblem('SettlementFields', 'terms')(values.terms);
  if (terms) errors.terms = terms;
  if (sharesGiven(values.shares)) {
    values.shares.forEach((share, index) => {
      const problem = moneyProblem(share.amount, { required: true });
      if (problem) errors[`shares.${index}.amount`] = problem === 'Enter the amount.' ? 'Enter this share, or leave every share empty.' : problem;
    });
    const total = values.shares.reduce((sum, share) => sum + (centsOrNull(share.amount) ?? 0), 0);
    const amount = parseMoney(values.amount);
    if (!Object.keys(errors).some((key) => key.startsWith('shares.')) && amount !== null && total !== amount) {
      errors.shares = `The shares add up to ${formatMoney(total)}, not the settlement's ${formatMoney(amount)}.`;
    }
  }
  return errors;
}

/** `shares.1.amountCents` → the form's `shares.1.amount`. */
export function shareFieldOf(path: string): string | null {
  const share = /^shares\.(\d+)\.amountCents$/.exec(path);
  return share ? `shares.${share[1]}.amount` : null;
}

const refetch = { refetchQueries: ['Settlements'], awaitRefetchQueries: true };

/** Record Settlement / edit a settlement (the server starts a draft statement for each plaintiff sharing it). */
export function useSettlementForm({ matterId, settlement, plaintiffs, onClose }: { matterId: string; settlement: SettlementFieldsFragment | null; plaintiffs: readonly Plaintiff[]; onClose: () => void }) {
  const [recordSettlement] = useMutation(RecordSettlementDocument, refetch);
  const [updateSettlement] = useMutation(UpdateSettlementDocument, refetch);
  const form = useForm<SettlementValues>({ initialValues: settlementValues(settlement, plaintiffs), validate: settlementProblems });
  const { problem, saving, submit } = useFormSave(form, {
    fallback: "The settlement couldn't be saved. Check your connection and try again.",
    onSaved: onClose,
    fieldOf: shareFieldOf,
  });
  const save = submit(async (values) => {
    const fields = settlementInput(values);
    if (settlement) await updateSettlement({ variables: { input: { id: settlement.id, version: settlement.version, ...fields } } });
    else await recordSettlement({ variables: { input: { matterId, ...fields } } });
  });
  return { form, problem, saving, save };
}
