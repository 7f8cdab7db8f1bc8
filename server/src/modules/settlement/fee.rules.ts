/** The rules of a fee agreement: the firm's starting terms, the stage a case is at, the bands of a stage, the fee in words. */
import { formatMoney } from '../../graphql/money';
import { formatDay } from '../deadlines/calc/days';
import { FeeBasis, FeeKind, FeeStage } from './settlement.enums';
import { formatRate } from './settlement.math';

/** A band of a stage's contingency percentage (the shape FeeTier and its input share). */
export interface FeeBand {
  stage: FeeStage;
  upToCents: number | null;
  rate: string;
}

/** The terms of a fee agreement (the shape FeeTerms and its input share). */
export interface FeeTermsShape {
  kind: FeeKind;
  basis: FeeBasis;
  tiers: FeeBand[];
  flatCents: number | null;
  hourlyRateCents: number | null;
}

/** A firm that has saved no defaults: one third before suit, 40 % after filing, 45 % on appeal, of the gross. */
export const BUILT_IN_FEE_TERMS: FeeTermsShape = {
  kind: FeeKind.CONTINGENCY,
  basis: FeeBasis.GROSS,
  tiers: [
    { stage: FeeStage.PRE_SUIT, upToCents: null, rate: '1/3' },
    { stage: FeeStage.FILED, upToCents: null, rate: '40' },
    { stage: FeeStage.APPEAL, upToCents: null, rate: '45' },
  ],
  flatCents: null,
  hourlyRateCents: null,
};

export const STAGE_ORDER: readonly FeeStage[] = [FeeStage.PRE_SUIT, FeeStage.FILED, FeeStage.APPEAL];
export const STAGE_LABELS: Record<FeeStage, string> = { [FeeStage.PRE_SUIT]: 'before suit', [FeeStage.FILED]: 'after filing', [FeeStage.APPEAL]: 'on appeal' };
const KIND_LABELS: Record<FeeKind, string> = { [FeeKind.CONTINGENCY]: 'contingency', [FeeKind.HOURLY]: 'hourly', [FeeKind.FLAT]: 'flat', [FeeKind.MIXED]: 'mixed' };

/** The bands of `stage`: its own, else the nearest earlier stage's (an agreement silent on appeal keeps the filed rate). */
export function tiersOfStage(terms: FeeTermsShape, stage: FeeStage): FeeBand[] {
  for (let index = STAGE_ORDER.indexOf(stage); index >= 0; index--) {
    const tiers = terms.tiers.filter((tier) => tier.stage === STAGE_ORDER[index]);
    if (tiers.length) return tiers;
  }
  return [];
}

/** "40 %", "1/3", "40 % up to $1,000,000.00, then 30 %"; with the flat part of a flat or mixed fee. */
export function describeFee(terms: FeeTermsShape, stage: FeeStage): string {
  const tiers = terms.kind === FeeKind.CONTINGENCY || terms.kind === FeeKind.MIXED ? tiersOfStage(terms, stage) : [];
  const bands = tiers.map((tier, index) => (index === 0 ? '' : 'then ') + formatRate(tier.rate) + (tier.upToCents != null ? ` up to ${formatMoney(tier.upToCents)}` : '')).join(', ');
  const of = terms.basis === FeeBasis.NET ? 'of the recovery net of costs' : 'of the gross recovery';
  const parts = [bands ? `${bands} ${of}` : null, terms.flatCents != null && terms.kind !== FeeKind.CONTINGENCY ? `flat ${formatMoney(terms.flatCents)}` : null];
  if (terms.kind === FeeKind.HOURLY) parts.push(`hourly${terms.hourlyRateCents != null ? ` at ${formatMoney(terms.hourlyRateCents)}` : ''}: enter the fee billed`);
  return parts.filter(Boolean).join(' + ') || KIND_LABELS[terms.kind];
}

/** The stage a case is at on `day`: on appeal once an appeal is filed, after filing once its complaint is, else before suit. */
export function stageOn(day: string, filedOn: string | null, appealFiledOn: string | null): { stage: FeeStage; reason: string } {
  if (appealFiledOn && appealFiledOn <= day) return { stage: FeeStage.APPEAL, reason: `Appeal filed on ${formatDay(appealFiledOn)}` };
  if (filedOn && filedOn <= day) return { stage: FeeStage.FILED, reason: `Complaint filed on ${formatDay(filedOn)}` };
  return { stage: FeeStage.PRE_SUIT, reason: filedOn ? `Complaint filed later, on ${formatDay(filedOn)}` : 'No complaint filed (Deadlines tab)' };
}
