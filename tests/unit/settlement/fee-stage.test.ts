import { BUILT_IN_FEE_TERMS, describeFee, type FeeTermsShape, stageOn, tiersOfStage } from '../../../server/src/modules/settlement/fee.rules';
import { FeeBasis, FeeKind, FeeStage } from '../../../server/src/modules/settlement/settlement.enums';

const terms = (overrides: Partial<FeeTermsShape>): FeeTermsShape => ({ ...BUILT_IN_FEE_TERMS, ...overrides });

describe('the stage a case is at', () => {
  it.each([
    ['2026-05-01', null, null, FeeStage.PRE_SUIT, 'No complaint filed (Deadlines tab)'],
    ['2026-05-01', '2026-06-01', null, FeeStage.PRE_SUIT, 'Complaint filed later, on Jun 1, 2026'],
    ['2026-06-01', '2026-06-01', null, FeeStage.FILED, 'Complaint filed on Jun 1, 2026'],
    ['2026-09-01', '2026-06-01', '2026-08-15', FeeStage.APPEAL, 'Appeal filed on Aug 15, 2026'],
    ['2026-08-01', '2026-06-01', '2026-08-15', FeeStage.FILED, 'Complaint filed on Jun 1, 2026'],
  ])('on %s (complaint %s, appeal %s): %s', (day, filed, appeal, stage, reason) => {
    expect(stageOn(day, filed, appeal)).toEqual({ stage, reason });
  });
});

describe('the bands of a stage', () => {
  it('keeps the earlier stage’s percentage when a stage has none', () => {
    const silent = terms({ tiers: [{ stage: FeeStage.PRE_SUIT, upToCents: null, rate: '1/3' }, { stage: FeeStage.FILED, upToCents: null, rate: '40' }] });
    expect(tiersOfStage(silent, FeeStage.APPEAL).map((tier) => tier.rate)).toEqual(['40']);
    expect(tiersOfStage(terms({ tiers: [{ stage: FeeStage.PRE_SUIT, upToCents: null, rate: '30' }] }), FeeStage.APPEAL).map((tier) => tier.rate)).toEqual(['30']);
    expect(tiersOfStage(terms({ tiers: [] }), FeeStage.FILED)).toEqual([]);
  });
});

describe('the fee in words', () => {
  it.each([
    [BUILT_IN_FEE_TERMS, FeeStage.PRE_SUIT, '1/3 of the gross recovery'],
    [BUILT_IN_FEE_TERMS, FeeStage.APPEAL, '45 % of the gross recovery'],
    [terms({ basis: FeeBasis.NET }), FeeStage.FILED, '40 % of the recovery net of costs'],
    [
      terms({ tiers: [{ stage: FeeStage.FILED, upToCents: 100_000_000, rate: '40' }, { stage: FeeStage.FILED, upToCents: null, rate: '30' }] }),
      FeeStage.FILED,
      '40 % up to $1,000,000.00, then 30 % of the gross recovery',
    ],
    [terms({ kind: FeeKind.MIXED, flatCents: 250_000 }), FeeStage.PRE_SUIT, '1/3 of the gross recovery + flat $2,500.00'],
    [terms({ kind: FeeKind.FLAT, tiers: [], flatCents: 500_000 }), FeeStage.FILED, 'flat $5,000.00'],
    [terms({ kind: FeeKind.HOURLY, tiers: [], hourlyRateCents: 35_000 }), FeeStage.FILED, 'hourly at $350.00: enter the fee billed'],
  ])('%#: %s', (given, stage, words) => {
    expect(describeFee(given, stage)).toBe(words);
  });
});
