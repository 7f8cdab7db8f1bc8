/**
 * The arithmetic of a settlement, in integer cents and exact rationals (BigInt), with no database:
 * fee rates ("40", "33.33", "1/3"), contingency fees by tier, Medicare's share of procurement costs
 * (42 CFR 411.37), pro-rata reductions and splits by largest remainder, and the statement itself.
 *
 * Rounding (documented on the statement): each line is rounded to the cent, half up, once, from the
 * exact amount; the client's net is the gross less every line, so any leftover cent is the client's;
 * an amount split between several (plaintiffs, liens reduced pro rata) uses the largest remainder,
 * so the parts add up to the whole exactly.
 */

import { formatMoney } from '../../graphql/money';

/** A rate as an exact fraction of the amount it applies to (1/3, 4/10, 3333/10000). */
export interface Rate {
  numerator: bigint;
  denominator: bigint;
}

/** One band of a contingency fee: `rate` applies to the part of the base above the previous band's `upToCents`, up to this one's (null: no upper limit, the last band). */
export interface FeeTier {
  upToCents: number | null;
  rate: string;
}

export type FeeBasis = 'GROSS' | 'NET';

export interface StatementInput {
  grossCents: number;
  fee: {
    /** GROSS: the percentage applies to the gross recovery; NET: to the gross less the included costs (ABA Model Rule 1.5(c)). */
    basis: FeeBasis;
    /** Contingency bands of the stage that applies (empty: no contingency part). */
    tiers: FeeTier[];
    /** A flat part (flat and mixed agreements), in cents, added to the contingency part. */
    flatCents: number;
    /** The fee as edited by an attorney (with a reason, kept by the caller); null: the computed fee. */
    overrideCents: number | null;
  };
  costs: Array<{ key: string; amountCents: number; included: boolean }>;
  /**
   * Liens at their final amount (or claimed while not final). `medicarePaymentsCents`: a Medicare
   * lien not yet final, whose amount is computed by 42 CFR 411.37 from its conditional payments;
   * `procurementReduction`: reduce this lien by its share of the fee and costs (common fund).
   */
  liens: Array<{ key: string; amountCents: number; included: boolean; medicarePaymentsCents: number | null; procurementReduction: boolean }>;
  bills: Array<{ key: string; amountCents: number; included: boolean }>;
  others: Array<{ key: string; amountCents: number }>;
  /** When liens, bills and other deductions exceed what is left after fee and costs: reduce them pro rata (largest remainder) to what is left. */
  reduceProRata: boolean;
}

export interface StatementLineResult {
  key: string;
  /** What the line starts from (lien's final/claimed amount, the bill's outstanding, the cost). */
  baseCents: number;
  /** What the statement pays (0 when not included). */
  amountCents: number;
  included: boolean;
  /** How the amount was reached, in words, when it is not the base ("42 CFR 411.37: …", "Reduced pro rata", "Reduced for procurement costs"). */
  note: string | null;
}

export interface StatementResult {
  grossCents: number;
  /** What the fee's percentage applied to (gross, or gross less included costs). */
  feeBaseCents: number;
  /** The fee the agreement gives (contingency bands + flat part). */
  computedFeeCents: number;
  /** The fee on the statement (the override when given). */
  feeCents: number;
  costs: StatementLineResult[];
  costsCents: number;
  liens: StatementLineResult[];
  liensCents: number;
  bills: StatementLineResult[];
  billsCents: number;
  others: StatementLineResult[];
  othersCents: number;
  /** fee + costs + liens + bills + others. */
  deductionsCents: number;
  /** gross − deductions; never negative when `shortfallCents` is 0. */
  netCents: number;
  /** How far the deductions exceed the gross (−net when negative, else 0): liens, bills and other deductions beyond what fee and costs leave, or a fee and costs beyond the gross. */
  shortfallCents: number;
}


// ---------------------------------------------------------------------------------------------
// Private helpers: exact fractions (BigInt) and input checks.
// ---------------------------------------------------------------------------------------------

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** numerator/denominator in lowest terms (denominator > 0). */
function reduced(numerator: bigint, denominator: bigint): Rate {
  const divisor = gcd(numerator, denominator);
  return divisor > 1n ? { numerator: numerator / divisor, denominator: denominator / divisor } : { numerator, denominator };
}

/** Throws unless `value` is a whole number of cents from 0 to Number.MAX_SAFE_INTEGER. */
function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a whole number of cents, got ${String(value)}`);
  if (value < 0) throw new Error(`${what} must not be negative, got ${value} cents`);
}

/** The sum of amounts in cents, checked to stay a safe integer. */
function sumCents(amounts: readonly number[], what: string): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  if (!Number.isSafeInteger(total)) throw new Error(`${what} add up to more than ${Number.MAX_SAFE_INTEGER} cents`);
  return total;
}

/** A BigInt result known to be small enough, as a number (throws rather than lose a cent). */
function toSafeNumber(value: bigint, what: string): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new Error(`${what} is out of range: ${value.toString()}`);
  return result;
}

// The shapes a rate may take (after trimming and removing a trailing "%"):
const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/; // 40, 33.33, 33.333, 40., .5
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/; // 1/3
const MIXED = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/; // 33 1/3
const PERCENT_SIGN = /\s*%$/;

interface ParsedRate {
  rate: Rate;
  /** How the rate is shown back: "40 %", "1/3", "33 1/3 %". */
  display: string;
}

/** Strips leading zeros of a whole number written in digits ("040" → "40", "000" → "0"). */
function wholeDigits(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

function parseRateText(text: string): ParsedRate | null {
  let body = text.trim();
  const percentSign = PERCENT_SIGN.test(body);
  if (percentSign) body = body.replace(PERCENT_SIGN, '');
  if (body === '') return null;

  let numerator: bigint;
  let denominator: bigint; // a fraction of 1
  let display: string;

  const decimal = DECIMAL.exec(body);
  const fraction = FRACTION.exec(body);
  const mixed = MIXED.exec(body);
  if (decimal) {
    // A percentage written in decimals: every digit counts ("33.333" → 33333/1000 %).
    const whole = decimal[1] ?? '0';
    const decimals = decimal[2] ?? decimal[3] ?? '';
    numerator = BigInt(whole + decimals);
    denominator = 100n * 10n ** BigInt(decimals.length);
    display = `${wholeDigits(whole)}${decimals === '' ? '' : `.${decimals}`} %`;
  } else if (fraction) {
    const [, top = '', bottom = ''] = fraction;
    // "1/3" is a fraction of 1 (one third); "1/3 %", with the sign, is a third of a percent.
    numerator = BigInt(top);
    denominator = BigInt(bottom) * (percentSign ? 100n : 1n);
    display = `${wholeDigits(top)}/${wholeDigits(bottom)}${percentSign ? ' %' : ''}`;
  } else if (mixed) {
    // "33 1/3": a percentage with a proper fraction (33 + 1/3 %).
    const [, whole = '', top = '', bottom = ''] = mixed;
    const wholePart = BigInt(whole);
    const fractionTop = BigInt(top);
    const fractionBottom = BigInt(bottom);
    if (fractionBottom === 0n || fractionTop >= fractionBottom) return null;
    numerator = wholePart * fractionBottom + fractionTop;
    denominator = 100n * fractionBottom;
    display = `${wholeDigits(whole)} ${wholeDigits(top)}/${wholeDigits(bottom)} %`;
  } else {
    return null;
  }
  if (denominator === 0n) return null;
  if (numerator > denominator) return null; // above 100 %
  return { rate: reduced(numerator, denominator), display };
}

// ---------------------------------------------------------------------------------------------
// Rates.
// ---------------------------------------------------------------------------------------------

/** Parses "40", "40%", "33.33", "33.333 %", "1/3", "33 1/3" (percent with a fraction) into an exact fraction of 1; null when not a rate from 0 to 100 %. */
export function parseRate(text: string): Rate | null {
  return parseRateText(text)?.rate ?? null;
}

/** A rate as people read it: "40 %", "33.33 %", "1/3". */
export function formatRate(text: string): string {
  return parseRateText(text)?.display ?? text.trim();
}

// ---------------------------------------------------------------------------------------------
// Rounding and splitting.
// ---------------------------------------------------------------------------------------------

/** numerator ÷ denominator rounded to a whole number, half up (away from zero for negatives); denominator > 0. */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new Error(`roundHalfUp: the denominator must be positive, got ${denominator.toString()}`);
  return toSafeNumber(roundHalfUpBig(numerator, denominator), 'A rounded amount');
}

function roundHalfUpBig(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // floor(magnitude / denominator + 1/2), in integers.
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** The contingency fee of `baseCents` by bands (each band's exact share summed, then rounded half up once). Throws on an unparsable rate or bands out of order. */
export function contingencyFeeCents(baseCents: number, tiers: readonly FeeTier[]): number {
  assertCents(baseCents, 'The fee base');
  const base = BigInt(baseCents);
  // The exact fee, as sumNumerator / sumDenominator.
  let sumNumerator = 0n;
  let sumDenominator = 1n;
  let previous = 0n; // the previous band's upper limit
  tiers.forEach((tier, index) => {
    const rate = parseRate(tier.rate);
    if (!rate) throw new Error(`Fee band ${index + 1}: "${tier.rate}" is not a rate from 0 to 100 % (write 40, 33.33 %, 1/3 or 33 1/3 %)`);
    if (index > 0 && tiers[index - 1]?.upToCents === null) {
      throw new Error(`Fee band ${index + 1} comes after a band with no upper limit: bands must be in ascending order, the open one last`);
    }
    let upTo: bigint | null = null;
    if (tier.upToCents !== null) {
      assertCents(tier.upToCents, `Fee band ${index + 1}'s upper limit`);
      upTo = BigInt(tier.upToCents);
      if (upTo <= previous) {
        throw new Error(`Fee band ${index + 1} ends at ${formatMoney(tier.upToCents)}, not above the band before it (${formatMoney(Number(previous))}): bands must be in ascending order`);
      }
    }
    const top = upTo === null || upTo > base ? base : upTo;
    const portion = top > previous ? top - previous : 0n;
    if (portion > 0n && rate.numerator > 0n) {
      // sum + portion × rate, over a common denominator.
      const common = (sumDenominator / gcd(sumDenominator, rate.denominator)) * rate.denominator;
      sumNumerator = sumNumerator * (common / sumDenominator) + portion * rate.numerator * (common / rate.denominator);
      sumDenominator = common;
    }
    if (upTo !== null) previous = upTo;
  });
  return roundHalfUp(sumNumerator, sumDenominator);
}

/** Splits `totalCents` in proportion to `weights` (non-negative, not all 0) by largest remainder: the parts add up to `totalCents`; ties go to the earlier part. */
export function allocateLargestRemainder(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, 'The amount to split');
  weights.forEach((weight, index) => {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new Error(`Weight ${index + 1} must be a non-negative whole number, got ${String(weight)}`);
  });
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) throw new Error('Cannot split an amount by weights that are all 0 (or none)');

  const total = BigInt(totalCents);
  const parts = weights.map((weight) => {
    const exact = total * BigInt(weight);
    return { floor: exact / weightSum, remainder: exact % weightSum };
  });
  let leftover = total - parts.reduce((sum, part) => sum + part.floor, 0n);
  // Largest remainder first; equal remainders: the earlier part first (a stable order by index).
  const order = parts.map((_, index) => index).sort((a, b) => {
    const ra = parts[a]?.remainder ?? 0n;
    const rb = parts[b]?.remainder ?? 0n;
    return ra === rb ? a - b : rb > ra ? 1 : -1;
  });
  for (const index of order) {
    if (leftover === 0n) break;
    const part = parts[index];
    if (part) {
      part.floor += 1n;
      leftover -= 1n;
    }
  }
  return parts.map((part) => Number(part.floor));
}

// ---------------------------------------------------------------------------------------------
// Liens.
// ---------------------------------------------------------------------------------------------

/**
 * What Medicare recovers of its conditional payments (42 CFR 411.37): payments − payments × (fee + costs) ÷ settlement,
 * or, when the payments reach the settlement, settlement − fee − costs (never below 0). Rounded half up.
 */
export function medicareRecoveryCents(input: { paymentsCents: number; settlementCents: number; feeCents: number; costsCents: number }): number {
  const { paymentsCents, settlementCents, feeCents, costsCents } = input;
  assertCents(paymentsCents, 'Medicare conditional payments');
  assertCents(settlementCents, 'The settlement');
  assertCents(feeCents, 'The fee');
  assertCents(costsCents, 'The costs');
  if (settlementCents === 0) return 0;
  const procurement = BigInt(feeCents) + BigInt(costsCents);
  const settlement = BigInt(settlementCents);
  if (paymentsCents >= settlementCents) {
    // 411.37(d): the payments reach the settlement: Medicare recovers the settlement less procurement costs.
    const left = settlement - procurement;
    return left > 0n ? Number(left) : 0;
  }
  // 411.37(c): the payments less their proportional share of procurement costs, P × (S − F − C) ÷ S.
  const recovery = roundHalfUp(BigInt(paymentsCents) * (settlement - procurement), settlement);
  return Math.max(0, recovery);
}

/** A lien reduced by its share of the procurement costs (common fund): amount × (1 − (fee + costs) ÷ gross), half up, never below 0. */
export function procurementReducedCents(amountCents: number, feeCents: number, costsCents: number, grossCents: number): number {
  assertCents(amountCents, 'The lien');
  assertCents(feeCents, 'The fee');
  assertCents(costsCents, 'The costs');
  assertCents(grossCents, 'The gross recovery');
  if (grossCents === 0) return 0; // nothing was recovered: nothing to pay the lien from
  const gross = BigInt(grossCents);
  const reducedAmount = roundHalfUp(BigInt(amountCents) * (gross - BigInt(feeCents) - BigInt(costsCents)), gross);
  return Math.max(0, reducedAmount);
}

/** Reduces `amounts` pro rata to add up to `availableCents` when they exceed it (largest remainder); unchanged when they fit. */
export function reduceProRata(amounts: readonly number[], availableCents: number): number[] {
  amounts.forEach((amount, index) => assertCents(amount, `Amount ${index + 1}`));
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  if (total === 0n || total <= BigInt(Math.max(0, availableCents))) return [...amounts];
  return allocateLargestRemainder(Math.max(0, availableCents), amounts);
}

// ---------------------------------------------------------------------------------------------
// The statement.
// ---------------------------------------------------------------------------------------------

const PRO_RATA_NOTE = 'Reduced pro rata: what was left after fee and costs did not cover every claim';
const PROCUREMENT_NOTE = 'Reduced for its share of fee and costs (common fund)';

function medicareNote(paymentsCents: number, settlementCents: number): string {
  return paymentsCents >= settlementCents
    ? `42 CFR 411.37: ${formatMoney(paymentsCents)} payments reach the settlement: the settlement less fee and costs`
    : `42 CFR 411.37: ${formatMoney(paymentsCents)} payments less their share of fee and costs`;
}

function line(key: string, baseCents: number, amountCents: number, included: boolean, note: string | null = null): StatementLineResult {
  return { key, baseCents, amountCents, included, note };
}

const totalOf = (lines: readonly StatementLineResult[], what: string): number => sumCents(lines.map((l) => l.amountCents), what);

/** The settlement statement, to the cent (see the module comment for the order and the rounding). */
export function computeStatement(input: StatementInput): StatementResult {
  const { grossCents, fee } = input;
  assertCents(grossCents, 'The gross recovery');
  assertCents(fee.flatCents, 'The flat fee');
  if (fee.overrideCents !== null) assertCents(fee.overrideCents, 'The fee override');
  input.costs.forEach((c) => assertCents(c.amountCents, `Cost "${c.key}"`));
  input.liens.forEach((l) => {
    assertCents(l.amountCents, `Lien "${l.key}"`);
    if (l.medicarePaymentsCents !== null) assertCents(l.medicarePaymentsCents, `Lien "${l.key}"'s Medicare payments`);
  });
  input.bills.forEach((b) => assertCents(b.amountCents, `Bill "${b.key}"`));
  input.others.forEach((o) => assertCents(o.amountCents, `Deduction "${o.key}"`));

  // 1. Costs.
  const costs = input.costs.map((c) => line(c.key, c.amountCents, c.included ? c.amountCents : 0, c.included));
  const costsCents = totalOf(costs, 'The costs');

  // 2–3. The fee.
  const feeBaseCents = fee.basis === 'GROSS' ? grossCents : Math.max(0, grossCents - costsCents);
  const computedFeeCents = contingencyFeeCents(feeBaseCents, fee.tiers) + fee.flatCents;
  if (!Number.isSafeInteger(computedFeeCents)) throw new Error('The computed fee is out of range');
  const feeCents = fee.overrideCents ?? computedFeeCents;

  // 4. Liens.
  const liens = input.liens.map((l) => {
    if (l.medicarePaymentsCents !== null) {
      const base = l.medicarePaymentsCents;
      if (!l.included) return line(l.key, base, 0, false);
      const amount = medicareRecoveryCents({ paymentsCents: base, settlementCents: grossCents, feeCents, costsCents });
      return line(l.key, base, amount, true, medicareNote(base, grossCents));
    }
    if (!l.included) return line(l.key, l.amountCents, 0, false);
    if (l.procurementReduction) {
      const amount = procurementReducedCents(l.amountCents, feeCents, costsCents, grossCents);
      return line(l.key, l.amountCents, amount, true, amount !== l.amountCents ? PROCUREMENT_NOTE : null);
    }
    return line(l.key, l.amountCents, l.amountCents, true);
  });

  // 5–6. Bills and other deductions.
  const bills = input.bills.map((b) => line(b.key, b.amountCents, b.included ? b.amountCents : 0, b.included));
  const others = input.others.map((o) => line(o.key, o.amountCents, o.amountCents, true));

  // 7. When the claims exceed what is left after fee and costs: reduce them pro rata, as one list.
  const availableCents = Math.max(0, grossCents - feeCents - costsCents);
  const claims = [...liens, ...bills, ...others];
  const claimsCents = totalOf(claims, 'The liens, bills and other deductions');
  if (input.reduceProRata && claimsCents > availableCents) {
    const reducedAmounts = reduceProRata(claims.map((c) => c.amountCents), availableCents);
    claims.forEach((claim, index) => {
      const amount = reducedAmounts[index] ?? claim.amountCents;
      if (amount !== claim.amountCents) {
        claim.amountCents = amount;
        claim.note = claim.note === null ? PRO_RATA_NOTE : `${claim.note}; ${PRO_RATA_NOTE}`;
      }
    });
  }

  // 8. Totals: the client's net is what is left, so gross = deductions + net to the cent.
  const liensCents = totalOf(liens, 'The liens');
  const billsCents = totalOf(bills, 'The bills');
  const othersCents = totalOf(others, 'The other deductions');
  const deductionsCents = sumCents([feeCents, costsCents, liensCents, billsCents, othersCents], 'The deductions');
  const netCents = grossCents - deductionsCents;
  const shortfallCents = Math.max(0, -netCents);

  return {
    grossCents,
    feeBaseCents,
    computedFeeCents,
    feeCents,
    costs,
    costsCents,
    liens,
    liensCents,
    bills,
    billsCents,
    others,
    othersCents,
    deductionsCents,
    netCents,
    shortfallCents,
  };
}
