import {
  allocateLargestRemainder,
  computeStatement,
  contingencyFeeCents,
  formatRate,
  medicareRecoveryCents,
  parseRate,
  procurementReducedCents,
  reduceProRata,
  roundHalfUp,
  type FeeTier,
  type Rate,
  type StatementInput,
  type StatementResult,
} from '../../../server/src/modules/settlement/settlement.math';

// Amounts are in cents: $1.00 = 100.
const dollars = (amount: number): number => amount * 100;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
/** A rate in lowest terms, "n/d", whether or not the implementation reduces it. */
const ratio = (rate: Rate | null): string | null => {
  if (rate === null) return null;
  const divisor = gcd(rate.numerator, rate.denominator) || 1n;
  return `${rate.numerator / divisor}/${rate.denominator / divisor}`;
};

/** A small deterministic PRNG (mulberry32), so the randomized checks are reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('parseRate', () => {
  test.each<[string, string | null]>([
    // Percentages, with or without the sign.
    ['40', '2/5'],
    ['40%', '2/5'],
    ['40 %', '2/5'],
    ['  40 %  ', '2/5'],
    ['100', '1/1'],
    ['100 %', '1/1'],
    ['0', '0/1'],
    ['12.5', '1/8'],
    ['0.5', '1/200'],
    ['.5', '1/200'],
    ['040', '2/5'],
    // Decimals are exact, however many digits.
    ['33.33', '3333/10000'],
    ['33.333 %', '33333/100000'],
    ['33.3333333333', '333333333333/1000000000000'],
    ['100.000', '1/1'],
    // A bare fraction is a fraction of 1.
    ['1/3', '1/3'],
    ['2/5', '2/5'],
    ['3 / 4', '3/4'],
    ['1/1', '1/1'],
    ['0/7', '0/1'],
    // A whole percent with a fraction ("33 1/3") is a percentage: 100/3 % = 1/3.
    ['33 1/3', '1/3'],
    ['33 1/3 %', '1/3'],
    ['33 1/3%', '1/3'],
    ['66 2/3', '2/3'],
    ['12 1/2 %', '1/8'],
    // A fraction with the sign is a fraction of a percent.
    ['1/3 %', '1/300'],
    // Not rates.
    ['', null],
    ['   ', null],
    ['%', null],
    ['-40', null],
    ['- 40', null],
    ['+40', null],
    ['100.01', null],
    ['101', null],
    ['4/3', null],
    ['1/0', null],
    ['0/0', null],
    ['33 1/0', null],
    ['33 4/3', null],
    ['100 1/2', null],
    ['abc', null],
    ['40%%', null],
    ['% 40', null],
    ['4 0', null],
    ['1/3/4', null],
    ['40 percent', null],
    ['1,5', null],
    ['1e2', null],
    ['NaN', null],
    ['Infinity', null],
    ['33.33.3', null],
  ])('%j → %s', (text, expected) => {
    expect(ratio(parseRate(text))).toBe(expected);
  });

  it('keeps a third exact: 1/3 and 33 1/3 % are the same rate, 33.33 % is not', () => {
    expect(ratio(parseRate('1/3'))).toBe(ratio(parseRate('33 1/3 %')));
    expect(ratio(parseRate('33.33'))).not.toBe(ratio(parseRate('1/3')));
  });
});

describe('formatRate', () => {
  test.each<[string, string]>([
    ['40', '40 %'],
    ['40%', '40 %'],
    [' 40 % ', '40 %'],
    ['040', '40 %'],
    ['33.33', '33.33 %'],
    ['33.333%', '33.333 %'],
    ['.5', '0.5 %'],
    ['1/3', '1/3'],
    [' 1 / 3 ', '1/3'],
    ['33 1/3', '33 1/3 %'],
    ['33 1/3%', '33 1/3 %'],
    ['1/3 %', '1/3 %'],
    // Not a rate: the text as given, trimmed.
    [' abc ', 'abc'],
    ['150', '150'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(formatRate(text)).toBe(expected);
  });
});

describe('roundHalfUp', () => {
  test.each<[bigint, bigint, number]>([
    [0n, 5n, 0],
    [10n, 5n, 2],
    [1n, 2n, 1],
    [3n, 2n, 2],
    [5n, 2n, 3], // half up, not to even
    [149n, 100n, 1],
    [150n, 100n, 2],
    [151n, 100n, 2],
    [7n, 3n, 2],
    [8n, 3n, 3],
    // Negatives: away from zero at exactly .5 (the magnitude rounded, then the sign).
    [-1n, 2n, -1],
    [-3n, 2n, -2],
    [-5n, 2n, -3],
    [-149n, 100n, -1],
    [-150n, 100n, -2],
    [-7n, 3n, -2],
    [-8n, 3n, -3],
    [10_000_000n, 3n, 3_333_333],
    [20_000_000n, 3n, 6_666_667],
  ])('%p / %p → %p', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('rejects a denominator that is not positive', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(/denominator/);
    expect(() => roundHalfUp(1n, -2n)).toThrow(/denominator/);
  });
});

describe('contingencyFeeCents', () => {
  const flat = (rate: string): FeeTier[] => [{ upToCents: null, rate }];
  const florida: FeeTier[] = [
    { upToCents: dollars(1_000_000), rate: '40' },
    { upToCents: dollars(2_000_000), rate: '30' },
    { upToCents: null, rate: '20' },
  ];

  test.each<[string, number, FeeTier[], number]>([
    ['1/3 is exact: $100,000 → $33,333.33', dollars(100_000), flat('1/3'), 3_333_333],
    ['33 1/3 % is the same as 1/3', dollars(100_000), flat('33 1/3 %'), 3_333_333],
    ['33.33 % is not a third: $100,000 → $33,330.00', dollars(100_000), flat('33.33'), 3_333_000],
    ['33.33 % of $10,000', dollars(10_000), flat('33.33'), 333_300],
    ['40 % of $250,000', dollars(250_000), flat('40 %'), dollars(100_000)],
    ['2/3 of $200,000.00 rounds up', dollars(200_000) + 1, flat('2/3'), 13_333_334],
    ['base 0', 0, flat('40'), 0],
    ['rate 0', dollars(1_000), flat('0'), 0],
    ['rate 100 %', dollars(1_000), flat('100'), dollars(1_000)],
    ['no bands: no contingency part', dollars(1_000), [], 0],
    // Half up at exactly .5 (not to even).
    ['0.5 cent → 1', 1, flat('50'), 1],
    ['1.5 cents → 2', 15, flat('10'), 2],
    ['2.5 cents → 3', 25, flat('10'), 3],
    ['0.49 cent → 0', 7, flat('7'), 0],
    // Tiered bands (Florida-style schedule).
    ['Florida tiers on $2.5M: 40 % + 30 % + 20 %', dollars(2_500_000), florida, dollars(400_000 + 300_000 + 100_000)],
    ['Florida tiers on $1.5M: 40 % + 30 % of the second half million', dollars(1_500_000), florida, dollars(400_000 + 150_000)],
    ['Florida tiers on exactly $1M: the first band only', dollars(1_000_000), florida, dollars(400_000)],
    ['Florida tiers on $500,000', dollars(500_000), florida, dollars(200_000)],
    ['Florida tiers on $0', 0, florida, 0],
    ['the base above the last limited band pays nothing', dollars(2_500_000), [{ upToCents: dollars(1_000_000), rate: '40' }], dollars(400_000)],
    ['two limited bands, the base above them pays nothing', dollars(5_000), [{ upToCents: dollars(1_000), rate: '50' }, { upToCents: dollars(2_000), rate: '10' }], dollars(500 + 100)],
    // Each band's exact share is summed and rounded once: 100/3 + 100/3 = 66.67 → 67 (not 33 + 33).
    ['rounded once across bands', 200, [{ upToCents: 100, rate: '1/3' }, { upToCents: null, rate: '1/3' }], 67],
    ['bands with mixed fraction and decimal rates', 300, [{ upToCents: 100, rate: '1/3' }, { upToCents: 200, rate: '33.33' }, { upToCents: null, rate: '33 1/3' }], 100],
  ])('%s', (_name, base, tiers, expected) => {
    expect(contingencyFeeCents(base, tiers)).toBe(expected);
  });

  describe('stage rates: the same recovery under the band of each stage', () => {
    test.each<[string, string, number]>([
      ['before suit', '33 1/3', 3_000_000],
      ['after filing', '40', 3_600_000],
      ['on appeal', '45 %', 4_050_000],
    ])('%s (%s) on $90,000', (_stage, rate, expected) => {
      expect(contingencyFeeCents(dollars(90_000), [{ upToCents: null, rate }])).toBe(expected);
    });
  });

  test.each<[string, number, FeeTier[], RegExp]>([
    ['an unparsable rate', 100, [{ upToCents: null, rate: 'forty' }], /"forty" is not a rate/],
    ['a rate above 100 %', 100, [{ upToCents: null, rate: '140' }], /"140" is not a rate/],
    ['an unparsable rate in a band the base does not reach', 100, [{ upToCents: 1_000, rate: '40' }, { upToCents: null, rate: '' }], /Fee band 2/],
    ['bands out of order', 100, [{ upToCents: 2_000, rate: '40' }, { upToCents: 1_000, rate: '30' }, { upToCents: null, rate: '20' }], /ascending order/],
    ['two bands with the same limit', 100, [{ upToCents: 1_000, rate: '40' }, { upToCents: 1_000, rate: '30' }], /ascending order/],
    ['a band after the open one', 100, [{ upToCents: null, rate: '40' }, { upToCents: 1_000, rate: '30' }], /no upper limit/],
    ['a negative band limit', 100, [{ upToCents: -5, rate: '40' }], /must not be negative/],
    ['a negative base', -100, [{ upToCents: null, rate: '40' }], /must not be negative/],
    ['a base that is not whole cents', 100.5, [{ upToCents: null, rate: '40' }], /whole number of cents/],
  ])('throws on %s', (_name, base, tiers, message) => {
    expect(() => contingencyFeeCents(base, tiers)).toThrow(message);
  });
});

describe('allocateLargestRemainder', () => {
  test.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [1_000, [1, 2], [333, 667]],
    [2, [1, 1, 1], [1, 1, 0]], // ties: the earlier parts first
    [1, [1, 1], [1, 0]],
    [1, [1, 1, 1, 1], [1, 0, 0, 0]],
    [5, [1, 0, 1], [3, 0, 2]],
    [10, [0, 1], [0, 10]],
    [0, [1, 2], [0, 0]],
    [100, [3], [100]],
    [10, [3, 3, 4], [3, 3, 4]],
    [7, [2, 3, 5], [1, 2, 4]], // quotas 1.4, 2.1, 3.5: the leftover cent to the largest remainder (.5)
    [500_000, [300_000, 400_000, 200_000], [166_667, 222_222, 111_111]],
  ])('%p by %p → %p', (total, weights, expected) => {
    const parts = allocateLargestRemainder(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  test.each<[string, number, number[]]>([
    ['no weights', 100, []],
    ['all weights 0', 100, [0, 0]],
    ['a negative weight', 100, [-1, 2]],
    ['a weight that is not whole', 100, [1.5, 2]],
    ['a negative total', -100, [1, 2]],
  ])('throws on %s', (_name, total, weights) => {
    expect(() => allocateLargestRemainder(total, weights)).toThrow();
  });

  it('always adds up, each part within a cent of its exact share (seeded random)', () => {
    const random = mulberry32(20_260_305);
    for (let run = 0; run < 300; run += 1) {
      const total = Math.floor(random() * 10_000_000);
      const weights = Array.from({ length: 1 + Math.floor(random() * 8) }, () => (random() < 0.2 ? 0 : Math.floor(random() * 5_000_000)));
      if (!weights.some((w) => w > 0)) weights.push(1);
      const parts = allocateLargestRemainder(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      const weightSum = BigInt(weights.reduce((a, b) => a + b, 0));
      parts.forEach((part, index) => {
        const floor = (BigInt(total) * BigInt(weights[index] ?? 0)) / weightSum;
        expect(BigInt(part) === floor || BigInt(part) === floor + 1n).toBe(true);
      });
    }
  });
});

describe('medicareRecoveryCents (42 CFR 411.37)', () => {
  test.each<[string, { paymentsCents: number; settlementCents: number; feeCents: number; costsCents: number }, number]>([
    // (c): P − P × (F + C) ÷ S = 10,000 − 10,000 × 22,500 ÷ 50,000 = $5,500.00.
    ['worked example: payments below the settlement', { paymentsCents: dollars(10_000), settlementCents: dollars(50_000), feeCents: dollars(20_000), costsCents: dollars(2_500) }, dollars(5_500)],
    ['no procurement costs: the payments', { paymentsCents: dollars(10_000), settlementCents: dollars(50_000), feeCents: 0, costsCents: 0 }, dollars(10_000)],
    ['rounded half up: 1 × 1 ÷ 2 = 0.5 → 1', { paymentsCents: 1, settlementCents: 2, feeCents: 1, costsCents: 0 }, 1],
    ['rounded half up: 1 − 1/3 = 0.67 → 1', { paymentsCents: 1, settlementCents: 3, feeCents: 1, costsCents: 0 }, 1],
    ['rounded: 1 − 2/3 = 0.33 → 0', { paymentsCents: 1, settlementCents: 3, feeCents: 2, costsCents: 0 }, 0],
    ['third of a settlement: $33,333.33 fee', { paymentsCents: dollars(10_000), settlementCents: dollars(100_000), feeCents: 3_333_333, costsCents: 0 }, 666_667],
    ['fee and costs above the settlement: never below 0', { paymentsCents: dollars(1_000), settlementCents: dollars(50_000), feeCents: dollars(40_000), costsCents: dollars(20_000) }, 0],
    // (d): payments reach the settlement: the settlement less fee and costs.
    ['payments above the settlement', { paymentsCents: dollars(60_000), settlementCents: dollars(50_000), feeCents: dollars(20_000), costsCents: dollars(2_500) }, dollars(27_500)],
    ['payments equal to the settlement', { paymentsCents: dollars(50_000), settlementCents: dollars(50_000), feeCents: dollars(20_000), costsCents: dollars(2_500) }, dollars(27_500)],
    ['payments above the settlement, fee and costs take it all', { paymentsCents: dollars(60_000), settlementCents: dollars(50_000), feeCents: dollars(40_000), costsCents: dollars(12_000) }, 0],
    ['settlement 0', { paymentsCents: dollars(10_000), settlementCents: 0, feeCents: 0, costsCents: 0 }, 0],
    ['payments 0', { paymentsCents: 0, settlementCents: dollars(50_000), feeCents: dollars(20_000), costsCents: 0 }, 0],
  ])('%s', (_name, input, expected) => {
    expect(medicareRecoveryCents(input)).toBe(expected);
  });

  it('throws on negative amounts', () => {
    expect(() => medicareRecoveryCents({ paymentsCents: -1, settlementCents: 100, feeCents: 0, costsCents: 0 })).toThrow(/must not be negative/);
    expect(() => medicareRecoveryCents({ paymentsCents: 1, settlementCents: 100, feeCents: -5, costsCents: 0 })).toThrow(/must not be negative/);
  });
});

describe('procurementReducedCents (common fund)', () => {
  test.each<[string, number, number, number, number, number]>([
    ['$10,000 lien, $20,000 fee, $2,500 costs, $50,000 gross → 55 %', dollars(10_000), dollars(20_000), dollars(2_500), dollars(50_000), dollars(5_500)],
    ['a third as fee: $9,000 lien keeps 2/3', dollars(9_000), 3_000_000, 0, dollars(90_000), dollars(6_000)],
    ['no fee or costs: unchanged', dollars(10_000), 0, 0, dollars(50_000), dollars(10_000)],
    ['half up at exactly .5', 1, 1, 0, 2, 1],
    ['1.5 → 2', 3, 1, 0, 2, 2],
    ['a third → 0', 1, 2, 0, 3, 0],
    ['fee and costs above the gross: never below 0', dollars(10_000), dollars(40_000), dollars(20_000), dollars(50_000), 0],
    ['gross 0: nothing to recover', dollars(10_000), 0, 0, 0, 0],
  ])('%s', (_name, amount, fee, costs, gross, expected) => {
    expect(procurementReducedCents(amount, fee, costs, gross)).toBe(expected);
  });

  it('throws on negative amounts', () => {
    expect(() => procurementReducedCents(-1, 0, 0, 100)).toThrow(/must not be negative/);
  });
});

describe('reduceProRata', () => {
  test.each<[string, number[], number, number[]]>([
    ['they fit: unchanged', [100, 200], 300, [100, 200]],
    ['they fit with room to spare', [100, 200], 1_000, [100, 200]],
    ['reduced to what is left', [300_000, 400_000, 200_000], 500_000, [166_667, 222_222, 111_111]],
    ['ties: the earlier line first', [100, 100, 100], 200, [67, 67, 66]],
    ['nothing left', [100, 200], 0, [0, 0]],
    ['a negative available is nothing', [100, 200], -50, [0, 0]],
    ['all zero: unchanged', [0, 0], 0, [0, 0]],
    ['all zero and nothing left', [0, 0], -10, [0, 0]],
    ['a zero line stays zero', [0, 100, 300], 200, [0, 50, 150]],
    ['no lines', [], 0, []],
  ])('%s', (_name, amounts, available, expected) => {
    expect(reduceProRata(amounts, available)).toEqual(expected);
  });

  it('returns a copy', () => {
    const amounts = [1, 2];
    const result = reduceProRata(amounts, 10);
    expect(result).toEqual(amounts);
    expect(result).not.toBe(amounts);
  });
});

describe('computeStatement', () => {
  const PRO_RATA = 'Reduced pro rata: what was left after fee and costs did not cover every claim';

  /** $100,000 at a third of the gross, $500 of included costs ($2,000 excluded), a $10,000 lien and a $5,000 bill. */
  const base = (overrides: Partial<StatementInput> = {}): StatementInput => ({
    grossCents: dollars(100_000),
    fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '1/3' }], flatCents: 0, overrideCents: null },
    costs: [
      { key: 'filing', amountCents: dollars(500), included: true },
      { key: 'expert', amountCents: dollars(2_000), included: false },
    ],
    liens: [{ key: 'hospital', amountCents: dollars(10_000), included: true, medicarePaymentsCents: null, procurementReduction: false }],
    bills: [{ key: 'chiro', amountCents: dollars(5_000), included: true }],
    others: [],
    reduceProRata: false,
    ...overrides,
  });

  /** Every statement adds up: lines to their totals, and gross = deductions + net. */
  const expectBalanced = (result: StatementResult): void => {
    const sum = (lines: StatementResult['costs']) => lines.reduce((total, l) => total + l.amountCents, 0);
    expect(sum(result.costs)).toBe(result.costsCents);
    expect(sum(result.liens)).toBe(result.liensCents);
    expect(sum(result.bills)).toBe(result.billsCents);
    expect(sum(result.others)).toBe(result.othersCents);
    expect(result.deductionsCents).toBe(result.feeCents + result.costsCents + result.liensCents + result.billsCents + result.othersCents);
    expect(result.deductionsCents + result.netCents).toBe(result.grossCents);
    expect(result.shortfallCents).toBe(Math.max(0, -result.netCents));
  };

  it('a third of the gross: fee, costs, lien, bill and net to the cent', () => {
    const result = computeStatement(base());
    expect(result).toMatchObject({
      grossCents: 10_000_000,
      feeBaseCents: 10_000_000,
      computedFeeCents: 3_333_333,
      feeCents: 3_333_333,
      costsCents: 50_000,
      liensCents: 1_000_000,
      billsCents: 500_000,
      othersCents: 0,
      deductionsCents: 4_883_333,
      netCents: 5_116_667,
      shortfallCents: 0,
    });
    expect(result.costs).toEqual([
      { key: 'filing', baseCents: 50_000, amountCents: 50_000, included: true, note: null },
      { key: 'expert', baseCents: 200_000, amountCents: 0, included: false, note: null },
    ]);
    expect(result.liens).toEqual([{ key: 'hospital', baseCents: 1_000_000, amountCents: 1_000_000, included: true, note: null }]);
    expectBalanced(result);
  });

  test.each<[string, Partial<StatementInput>, { feeBaseCents: number; computedFeeCents: number; feeCents: number; netCents: number }]>([
    ['GROSS basis: a third of $100,000', {}, { feeBaseCents: 10_000_000, computedFeeCents: 3_333_333, feeCents: 3_333_333, netCents: 5_116_667 }],
    [
      'NET basis: a third of $100,000 less $500 of included costs',
      { fee: { basis: 'NET', tiers: [{ upToCents: null, rate: '1/3' }], flatCents: 0, overrideCents: null } },
      { feeBaseCents: 9_950_000, computedFeeCents: 3_316_667, feeCents: 3_316_667, netCents: 5_133_333 },
    ],
    [
      '33.33 % instead of a third',
      { fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '33.33' }], flatCents: 0, overrideCents: null } },
      { feeBaseCents: 10_000_000, computedFeeCents: 3_333_000, feeCents: 3_333_000, netCents: 5_117_000 },
    ],
    [
      'a flat part added to the contingency part',
      { fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '1/3' }], flatCents: dollars(1_500), overrideCents: null } },
      { feeBaseCents: 10_000_000, computedFeeCents: 3_483_333, feeCents: 3_483_333, netCents: 4_966_667 },
    ],
    [
      'a flat fee alone (no bands)',
      { fee: { basis: 'GROSS', tiers: [], flatCents: dollars(7_500), overrideCents: null } },
      { feeBaseCents: 10_000_000, computedFeeCents: 750_000, feeCents: 750_000, netCents: 7_700_000 },
    ],
    [
      'an override replaces the computed fee',
      { fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '1/3' }], flatCents: 0, overrideCents: dollars(30_000) } },
      { feeBaseCents: 10_000_000, computedFeeCents: 3_333_333, feeCents: 3_000_000, netCents: 5_450_000 },
    ],
    [
      'an override of 0 (fee waived)',
      { fee: { basis: 'NET', tiers: [{ upToCents: null, rate: '40' }], flatCents: 0, overrideCents: 0 } },
      { feeBaseCents: 9_950_000, computedFeeCents: 3_980_000, feeCents: 0, netCents: 8_450_000 },
    ],
    [
      'NET basis when costs exceed the gross: the base is 0',
      {
        grossCents: dollars(400),
        costs: [{ key: 'filing', amountCents: dollars(500), included: true }],
        liens: [],
        bills: [],
        fee: { basis: 'NET', tiers: [{ upToCents: null, rate: '40' }], flatCents: 0, overrideCents: null },
      },
      { feeBaseCents: 0, computedFeeCents: 0, feeCents: 0, netCents: -10_000 },
    ],
  ])('%s', (_name, overrides, expected) => {
    const result = computeStatement(base(overrides));
    expect(result).toMatchObject(expected);
    expectBalanced(result);
  });

  it('computes a Medicare lien by 42 CFR 411.37 from its payments, and a common-fund reduction', () => {
    const result = computeStatement(
      base({
        grossCents: dollars(50_000),
        fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '40' }], flatCents: 0, overrideCents: null },
        costs: [{ key: 'records', amountCents: dollars(2_500), included: true }],
        liens: [
          { key: 'medicare', amountCents: dollars(12_345), included: true, medicarePaymentsCents: dollars(10_000), procurementReduction: false },
          { key: 'erisa', amountCents: dollars(10_000), included: true, medicarePaymentsCents: null, procurementReduction: true },
          { key: 'medicaid', amountCents: dollars(3_000), included: false, medicarePaymentsCents: null, procurementReduction: true },
          { key: 'medicare-excluded', amountCents: 0, included: false, medicarePaymentsCents: dollars(1_000), procurementReduction: false },
        ],
        bills: [],
      }),
    );
    expect(result.feeCents).toBe(dollars(20_000));
    expect(result.liens).toEqual([
      { key: 'medicare', baseCents: dollars(10_000), amountCents: dollars(5_500), included: true, note: '42 CFR 411.37: $10,000.00 payments less their share of fee and costs' },
      { key: 'erisa', baseCents: dollars(10_000), amountCents: dollars(5_500), included: true, note: 'Reduced for its share of fee and costs (common fund)' },
      { key: 'medicaid', baseCents: dollars(3_000), amountCents: 0, included: false, note: null },
      { key: 'medicare-excluded', baseCents: dollars(1_000), amountCents: 0, included: false, note: null },
    ]);
    expect(result.liensCents).toBe(dollars(11_000));
    expect(result.netCents).toBe(dollars(50_000 - 20_000 - 2_500 - 11_000));
    expectBalanced(result);
  });

  it('uses the override fee in the Medicare formula, and the settlement-minus-costs branch when payments reach it', () => {
    const result = computeStatement(
      base({
        grossCents: dollars(50_000),
        fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '40' }], flatCents: 0, overrideCents: dollars(10_000) },
        costs: [],
        liens: [{ key: 'medicare', amountCents: 0, included: true, medicarePaymentsCents: dollars(60_000), procurementReduction: false }],
        bills: [],
      }),
    );
    expect(result.liens[0]?.amountCents).toBe(dollars(40_000));
    expect(result.liens[0]?.note).toMatch(/^42 CFR 411\.37: \$60,000\.00 payments/);
    expect(result.netCents).toBe(0);
    expectBalanced(result);
  });

  describe('shortfall: claims above what is left after fee and costs', () => {
    // $10,000 gross, 40 % fee ($4,000), $1,000 costs: $5,000 left for $9,000 of claims.
    const short = (reduce: boolean): StatementInput =>
      base({
        grossCents: dollars(10_000),
        fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: '40' }], flatCents: 0, overrideCents: null },
        costs: [{ key: 'filing', amountCents: dollars(1_000), included: true }],
        liens: [
          { key: 'hospital', amountCents: dollars(3_000), included: true, medicarePaymentsCents: null, procurementReduction: false },
          { key: 'excluded', amountCents: dollars(9_999), included: false, medicarePaymentsCents: null, procurementReduction: false },
        ],
        bills: [{ key: 'surgeon', amountCents: dollars(4_000), included: true }],
        others: [{ key: 'loan', amountCents: dollars(2_000) }],
        reduceProRata: reduce,
      });

    it('without reduction: the net is negative and the shortfall is what is missing', () => {
      const result = computeStatement(short(false));
      expect(result).toMatchObject({ feeCents: 400_000, costsCents: 100_000, liensCents: 300_000, billsCents: 400_000, othersCents: 200_000, netCents: -400_000, shortfallCents: 400_000 });
      for (const l of [...result.liens, ...result.bills, ...result.others]) expect(l.note).toBeNull();
      expectBalanced(result);
    });

    it('with pro-rata reduction: the claims add up exactly to what is left, the net is 0', () => {
      const result = computeStatement(short(true));
      expect(result.liens.map((l) => l.amountCents)).toEqual([166_667, 0]);
      expect(result.bills.map((l) => l.amountCents)).toEqual([222_222]);
      expect(result.others.map((l) => l.amountCents)).toEqual([111_111]);
      expect(result.liensCents + result.billsCents + result.othersCents).toBe(500_000);
      expect(result).toMatchObject({ netCents: 0, shortfallCents: 0 });
      expect(result.liens.map((l) => l.note)).toEqual([PRO_RATA, null]);
      expect(result.bills[0]?.note).toBe(PRO_RATA);
      expect(result.others[0]).toEqual({ key: 'loan', baseCents: 200_000, amountCents: 111_111, included: true, note: PRO_RATA });
      expectBalanced(result);
    });

    it('reduction is not applied when the claims fit', () => {
      const result = computeStatement({ ...short(true), others: [], bills: [{ key: 'surgeon', amountCents: dollars(2_000), included: true }] });
      expect(result.liensCents + result.billsCents).toBe(500_000);
      expect(result.netCents).toBe(0);
      for (const l of [...result.liens, ...result.bills]) expect(l.note).toBeNull();
    });

    it('appends the pro-rata note to a Medicare note', () => {
      const result = computeStatement({
        ...short(true),
        liens: [{ key: 'medicare', amountCents: 0, included: true, medicarePaymentsCents: dollars(5_000), procurementReduction: false }],
      });
      // Medicare: 5,000 × (10,000 − 5,000) ÷ 10,000 = $2,500; claims $8,500 reduced to $5,000.
      expect(result.liens[0]?.note).toBe(`42 CFR 411.37: $5,000.00 payments less their share of fee and costs; ${PRO_RATA}`);
      expect(result.liensCents + result.billsCents + result.othersCents).toBe(500_000);
      expectBalanced(result);
    });

    it('a fee and costs above the gross leave nothing for the claims, and a shortfall even when reducing', () => {
      const result = computeStatement({ ...short(true), fee: { basis: 'GROSS', tiers: [], flatCents: 0, overrideCents: dollars(9_500) } });
      expect(result.liensCents + result.billsCents + result.othersCents).toBe(0);
      expect(result).toMatchObject({ netCents: -50_000, shortfallCents: 50_000 });
      expectBalanced(result);
    });
  });

  it('a gross of 0', () => {
    const result = computeStatement(base({ grossCents: 0, costs: [], liens: [], bills: [] }));
    expect(result).toMatchObject({ feeBaseCents: 0, feeCents: 0, deductionsCents: 0, netCents: 0, shortfallCents: 0 });
  });

  test.each<[string, Partial<StatementInput>, RegExp]>([
    ['a negative gross', { grossCents: -1 }, /gross recovery must not be negative/],
    ['a negative cost', { costs: [{ key: 'filing', amountCents: -1, included: true }] }, /Cost "filing" must not be negative/],
    ['a negative excluded cost', { costs: [{ key: 'filing', amountCents: -1, included: false }] }, /must not be negative/],
    ['a negative lien', { liens: [{ key: 'h', amountCents: -1, included: true, medicarePaymentsCents: null, procurementReduction: false }] }, /Lien "h" must not be negative/],
    ['negative Medicare payments', { liens: [{ key: 'm', amountCents: 0, included: true, medicarePaymentsCents: -1, procurementReduction: false }] }, /Medicare payments must not be negative/],
    ['a negative bill', { bills: [{ key: 'b', amountCents: -1, included: true }] }, /Bill "b" must not be negative/],
    ['a negative other deduction', { others: [{ key: 'o', amountCents: -1 }] }, /Deduction "o" must not be negative/],
    ['a negative flat fee', { fee: { basis: 'GROSS', tiers: [], flatCents: -1, overrideCents: null } }, /flat fee must not be negative/],
    ['a negative override', { fee: { basis: 'GROSS', tiers: [], flatCents: 0, overrideCents: -1 } }, /override must not be negative/],
    ['fractional cents', { grossCents: 100.5 }, /whole number of cents/],
    ['an unparsable rate', { fee: { basis: 'GROSS', tiers: [{ upToCents: null, rate: 'a third' }], flatCents: 0, overrideCents: null } }, /not a rate/],
  ])('throws on %s', (_name, overrides, message) => {
    expect(() => computeStatement(base(overrides))).toThrow(message);
  });

  it('always balances: gross = deductions + net (seeded random statements)', () => {
    const random = mulberry32(41_137);
    const int = (max: number) => Math.floor(random() * (max + 1));
    const pick = <T>(items: readonly T[]): T => items[int(items.length - 1)] as T;
    const rates = ['40', '33 1/3', '1/3', '33.33', '25 %', '0', '100', '12.5', '2/7', '45'];
    let reducedRuns = 0;
    let shortRuns = 0;

    for (let run = 0; run < 400; run += 1) {
      const grossCents = random() < 0.05 ? 0 : int(dollars(3_000_000));
      const bandCount = int(3);
      const tiers: FeeTier[] = [];
      let limit = 0;
      for (let band = 0; band < bandCount; band += 1) {
        limit += 1 + int(dollars(1_000_000));
        tiers.push({ upToCents: band === bandCount - 1 && random() < 0.7 ? null : limit, rate: pick(rates) });
      }
      const input: StatementInput = {
        grossCents,
        fee: {
          basis: random() < 0.5 ? 'GROSS' : 'NET',
          tiers,
          flatCents: random() < 0.2 ? int(dollars(20_000)) : 0,
          overrideCents: random() < 0.15 ? int(grossCents) : null,
        },
        costs: Array.from({ length: int(4) }, (_, i) => ({ key: `c${i}`, amountCents: int(dollars(20_000)), included: random() < 0.8 })),
        liens: Array.from({ length: int(3) }, (_, i) => ({
          key: `l${i}`,
          amountCents: int(dollars(300_000)),
          included: random() < 0.85,
          medicarePaymentsCents: random() < 0.3 ? int(dollars(600_000)) : null,
          procurementReduction: random() < 0.4,
        })),
        bills: Array.from({ length: int(4) }, (_, i) => ({ key: `b${i}`, amountCents: int(dollars(200_000)), included: random() < 0.85 })),
        others: Array.from({ length: int(2) }, (_, i) => ({ key: `o${i}`, amountCents: int(dollars(50_000)) })),
        reduceProRata: random() < 0.5,
      };

      const result = computeStatement(input);
      expectBalanced(result);

      const lines = [...result.costs, ...result.liens, ...result.bills, ...result.others];
      for (const l of lines) {
        expect(Number.isSafeInteger(l.amountCents) && l.amountCents >= 0).toBe(true);
        if (!l.included) expect(l.amountCents).toBe(0);
      }
      expect(result.feeCents).toBe(input.fee.overrideCents ?? result.computedFeeCents);
      expect(result.computedFeeCents).toBeLessThanOrEqual(result.feeBaseCents + input.fee.flatCents);
      if (result.shortfallCents === 0) expect(result.netCents).toBeGreaterThanOrEqual(0);

      // What the claims were before any pro-rata reduction: the statement without it.
      const unreduced = computeStatement({ ...input, reduceProRata: false });
      const claims = (r: StatementResult) => r.liensCents + r.billsCents + r.othersCents;
      const available = Math.max(0, grossCents - result.feeCents - result.costsCents);
      if (input.reduceProRata && claims(unreduced) > available) {
        reducedRuns += 1;
        expect(claims(result)).toBe(available);
        const before = [...unreduced.liens, ...unreduced.bills, ...unreduced.others];
        [...result.liens, ...result.bills, ...result.others].forEach((l, i) => expect(l.amountCents).toBeLessThanOrEqual(before[i]?.amountCents ?? 0));
        if (grossCents >= result.feeCents + result.costsCents) expect(result.netCents).toBe(0);
      } else {
        expect(claims(result)).toBe(claims(unreduced));
      }
      if (result.shortfallCents > 0) shortRuns += 1;
    }
    // The random inputs exercise both the reduction and the shortfall.
    expect(reducedRuns).toBeGreaterThan(10);
    expect(shortRuns).toBeGreaterThan(10);
  });
});
