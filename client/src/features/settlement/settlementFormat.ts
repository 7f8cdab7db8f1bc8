import type { FeeBasis, FeeKind, FeeStage, NegotiationKind, StatementState } from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';

export const FEE_KIND_LABELS: Record<FeeKind, string> = { CONTINGENCY: 'Contingency', HOURLY: 'Hourly', FLAT: 'Flat', MIXED: 'Mixed' };
export const FEE_BASIS_LABELS: Record<FeeBasis, string> = { GROSS: 'Gross recovery', NET: 'Net of costs' };
/** The stages of a contingency fee, in order. */
export const FEE_STAGES: readonly FeeStage[] = ['PRE_SUIT', 'FILED', 'APPEAL'];
export const FEE_STAGE_LABELS: Record<FeeStage, string> = { PRE_SUIT: 'Before suit', FILED: 'After filing', APPEAL: 'On appeal' };

export const NEGOTIATION_KIND_LABELS: Record<NegotiationKind, string> = {
  DEMAND: 'Demand',
  OFFER: 'Offer',
  COUNTER_DEMAND: 'Counter-Demand',
  COUNTER_OFFER: 'Counter-Offer',
  POLICY_LIMITS_DEMAND: 'Policy-Limits Demand',
};
/** The firm's demands (a demand package is assembled for one of these). */
export const DEMAND_KINDS: readonly NegotiationKind[] = ['DEMAND', 'COUNTER_DEMAND', 'POLICY_LIMITS_DEMAND'];

/** Ours (demands) in the firm's colour, theirs (offers) in green. */
export const NEGOTIATION_KIND_COLORS: Record<NegotiationKind, string> = {
  DEMAND: 'blue',
  COUNTER_DEMAND: 'blue',
  POLICY_LIMITS_DEMAND: 'grape',
  OFFER: 'green',
  COUNTER_OFFER: 'green',
};

export const STATEMENT_STATE_LABELS: Record<StatementState, string> = { DRAFT: 'Draft', FINALIZED: 'Finalized', SIGNED: 'Signed' };
export const STATEMENT_STATE_COLORS: Record<StatementState, string> = { DRAFT: 'yellow', FINALIZED: 'blue', SIGNED: 'green' };

/** GET: a settlement statement as a PDF (opened in a new tab). */
export const statementPdfUrl = (statementId: string) => `/api/settlement-statements/${statementId}/pdf`;

/** A response due within a week, or already past: shown in red. */
export function isDueSoon(day: string | null | undefined, now = today()): boolean {
  return Boolean(day) && day! <= addDays(now, 7);
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
const MIXED = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/;
const PERCENT_SIGN = /\s*%$/;

/**
 * A fee rate as the server reads it ("40", "33.33", "40 %", "1/3", "33 1/3"): how it is shown
 * ("40 %", "1/3", "33 1/3 %"), or null when it is no rate from 0 to 100 %.
 */
export function readRate(text: string): string | null {
  let body = text.trim();
  const percent = PERCENT_SIGN.test(body);
  if (percent) body = body.replace(PERCENT_SIGN, '');
  const decimal = DECIMAL.exec(body);
  if (decimal) {
    const whole = (decimal[1] ?? '0').replace(/^0+(?=\d)/, '');
    const decimals = decimal[2] ?? decimal[3] ?? '';
    return Number(`${whole}.${decimals || '0'}`) <= 100 ? `${whole}${decimals ? `.${decimals}` : ''} %` : null;
  }
  const fraction = FRACTION.exec(body);
  if (fraction) {
    const [top, bottom] = [Number(fraction[1]), Number(fraction[2])];
    return bottom > 0 && top <= bottom * (percent ? 100 : 1) ? `${top}/${bottom}${percent ? ' %' : ''}` : null;
  }
  const mixed = MIXED.exec(body);
  if (mixed) {
    const [whole, top, bottom] = [Number(mixed[1]), Number(mixed[2]), Number(mixed[3])];
    return bottom > 0 && top < bottom && whole + top / bottom <= 100 ? `${whole} ${top}/${bottom} %` : null;
  }
  return null;
}

/** A rate as people read it, or the text as stored when it cannot be read. */
export const rateText = (rate: string) => readRate(rate) ?? rate;
