import type { FeeBasis, FeeKind, FeeStage, FeeTermsFieldsFragment, FeeTermsInput, FeeTierInput } from '../../gql/graphql';
import { centsOrNull, centsToInput, moneyProblem } from '../../ui/money';
import { FEE_STAGES, FEE_STAGE_LABELS, readRate } from './settlementFormat';

/** One band of a stage's percentage: the rate, and (every band but the stage's last) the amount it ends at. */
export type TierRow = { stage: FeeStage; rate: string; upTo: string };

/** A fee agreement's terms as its form edits them: every stage has at least one row, stages in order. */
export type FeeTermsValues = { kind: FeeKind; basis: FeeBasis; tiers: TierRow[]; flat: string; hourlyRate: string };

export const RATE_PROBLEM = 'Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.';

/** Whether the terms have percentages (contingency, or mixed: flat plus contingency). */
export const isContingent = (kind: FeeKind) => kind === 'CONTINGENCY' || kind === 'MIXED';
export const hasFlatFee = (kind: FeeKind) => kind === 'FLAT' || kind === 'MIXED';
export const hasHourlyRate = (kind: FeeKind) => kind === 'HOURLY' || kind === 'MIXED';

/** Whether row `index` is the last band of its stage (it has no upper limit). */
export const lastOfStage = (tiers: readonly TierRow[], index: number) => tiers[index + 1]?.stage !== tiers[index]!.stage;
const firstOfStage = (tiers: readonly TierRow[], index: number) => index === 0 || tiers[index - 1]!.stage !== tiers[index]!.stage;

/** The form's values of saved terms (the firm's defaults for a case without its own agreement). */
export function feeTermsValues(terms: FeeTermsFieldsFragment): FeeTermsValues {
  return {
    kind: terms.kind,
    basis: terms.basis,
    tiers: FEE_STAGES.flatMap((stage) => {
      const own = terms.tiers.filter((tier) => tier.stage === stage);
      return own.length ? own.map((tier) => ({ stage, rate: tier.rate, upTo: centsToInput(tier.upToCents) })) : [{ stage, rate: '', upTo: '' }];
    }),
    flat: centsToInput(terms.flatCents),
    hourlyRate: centsToInput(terms.hourlyRateCents),
  };
}

/**
 * The terms as the server takes them, and the form row each sent band came from (`rows[n]`: the
 * row of `tiers.n`). A stage left empty is not sent: it keeps the rate of the stage before it.
 */
export function feeTermsInput(values: FeeTermsValues): { terms: FeeTermsInput & { tiers: FeeTierInput[] }; rows: number[] } {
  const rows: number[] = [];
  const tiers: FeeTierInput[] = [];
  if (isContingent(values.kind)) {
    values.tiers.forEach((row, index) => {
      if (!row.rate.trim()) return;
      rows.push(index);
      tiers.push({ stage: row.stage, rate: row.rate.trim(), upToCents: lastOfStage(values.tiers, index) ? null : centsOrNull(row.upTo) });
    });
  }
  return {
    terms: {
      kind: values.kind,
      basis: values.basis,
      tiers,
      flatCents: hasFlatFee(values.kind) ? centsOrNull(values.flat) : null,
      hourlyRateCents: hasHourlyRate(values.kind) ? centsOrNull(values.hourlyRate) : null,
    },
    rows,
  };
}

/** What is wrong with the terms, by form path under `prefix` ("terms."): every problem at once. */
export function feeTermsProblems(values: FeeTermsValues, prefix = 'terms.'): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isContingent(values.kind)) {
    values.tiers.forEach((row, index) => {
      const bands = values.tiers.filter((other) => other.stage === row.stage).length;
      const first = firstOfStage(values.tiers, index);
      const at = `${prefix}tiers.${index}`;
      if (!row.rate.trim()) {
        if (row.stage === 'PRE_SUIT' && first) errors[`${at}.rate`] = 'Enter the percentage before suit is filed.';
        else if (bands > 1) errors[`${at}.rate`] = 'Enter the percentage of this band.';
      } else if (!readRate(row.rate)) errors[`${at}.rate`] = RATE_PROBLEM;
      if (!lastOfStage(values.tiers, index)) {
        const problem = moneyProblem(row.upTo, { required: true });
        const previous = first ? null : centsOrNull(values.tiers[index - 1]!.upTo);
        const upTo = centsOrNull(row.upTo);
        if (problem) errors[`${at}.upTo`] = problem === 'Enter the amount.' ? 'Enter the amount this band ends at.' : problem;
        else if (previous !== null && upTo !== null && upTo <= previous) errors[`${at}.upTo`] = 'Each band must end above the one before it.';
      }
    });
  }
  if (hasFlatFee(values.kind)) {
    const problem = moneyProblem(values.flat, { required: true });
    if (problem) errors[`${prefix}flat`] = problem === 'Enter the amount.' ? 'Enter the flat fee.' : problem;
  }
  if (hasHourlyRate(values.kind)) {
    const problem = moneyProblem(values.hourlyRate, { required: values.kind === 'HOURLY' });
    if (problem) errors[`${prefix}hourlyRate`] = problem === 'Enter the amount.' ? 'Enter the hourly rate.' : problem;
  }
  return errors;
}

const TERMS_FIELDS: Record<string, string> = { kind: 'kind', basis: 'basis', flatCents: 'flat', hourlyRateCents: 'hourlyRate', tiers: 'tiers' };

/**
 * The form field of a server message about the terms (`terms.tiers.0.rate` → `terms.tiers.2.rate`,
 * through `rows` from feeTermsInput; `terms.flatCents` → `terms.flat`); null for other fields.
 */
export function feeTermsFieldOf(path: string, rows: readonly number[], prefix = 'terms.'): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  const tier = /^tiers\.(\d+)\.(\w+)$/.exec(rest);
  if (tier) {
    const row = rows[Number(tier[1])];
    return row === undefined ? `${prefix}tiers` : `${prefix}tiers.${row}.${tier[2] === 'upToCents' ? 'upTo' : 'rate'}`;
  }
  const field = TERMS_FIELDS[rest.split('.')[0]!];
  return field ? `${prefix}${field}` : null;
}

/** "Before suit: 1/3 · After filing: 40 % up to $1,000,000.00, then 30 %": the stages the terms name. */
export function stageRatesText(terms: FeeTermsFieldsFragment, money: (cents: number) => string): string {
  return FEE_STAGES.flatMap((stage) => {
    const bands = terms.tiers.filter((tier) => tier.stage === stage);
    if (!bands.length) return [];
    const text = bands.map((tier, index) => `${index ? 'then ' : ''}${readRate(tier.rate) ?? tier.rate}${tier.upToCents != null ? ` up to ${money(tier.upToCents)}` : ''}`).join(', ');
    return [`${FEE_STAGE_LABELS[stage]}: ${text}`];
  }).join(' · ');
}
