/**
 * Money is integer cents everywhere: these turn what a person types ("1,234.56", "$80") into cents
 * and back, by reading the digits (never through floating point), and say what is wrong with it.
 */
import { maxOf } from './limits';
import { formatMoney } from './format';

const MONEY = /^\$?\s*(\d{1,10}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/;
/** A number below 0 as people type it: "-5", "- 1.5", "-$80", "$-80". */
const NEGATIVE = /^\s*(?:-\s*\$?|\$\s*-)\s*[\d,]*\.?\d/;

/** The most a case's amount may be (the server's limit for every case amount): $1,000,000,000.00. */
export const MAX_MONEY_CENTS = maxOf('AddCaseCostInput', 'amountCents');

/** Whether `text` is a number below 0 (not merely text that is no number). */
export const isNegative = (text: string) => NEGATIVE.test(text);

/** "1,234.5" or "$1234.50" → 123450; null when it is not an amount of 0 or more with at most 2 decimals. */
export function parseMoney(text: string): number | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** 123450 → "1234.50", the way an amount input shows it; '' for no amount. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An optional amount field as the server takes it: cents, or null when left empty. */
export const centsOrNull = (text: string): number | null => (text.trim() === '' ? null : parseMoney(text));

/**
 * What is wrong with an amount field (nothing when it is fine): missing when `required`, negative,
 * not an amount (`example` says what one looks like), or more than `max` cents (the server's limit).
 */
export function moneyProblem(
  text: string,
  { required = false, max = MAX_MONEY_CENTS, example = 'Enter an amount like 1,234.56.' }: { required?: boolean; max?: number; example?: string } = {},
): string | null {
  if (text.trim() === '') return required ? 'Enter the amount.' : null;
  if (isNegative(text)) return 'Enter an amount of 0 or more.';
  const cents = parseMoney(text);
  if (cents === null) return example;
  return cents > max ? `Enter an amount up to ${formatMoney(max)}.` : null;
}

const QUANTITY = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/**
 * What is wrong with a quantity field (hours, units; nothing when it is fine): negative ("Enter
 * `noun` of 0 or more."), or not a decimal with up to 3 decimals (`example`).
 */
export function quantityProblem(text: string, { noun = 'a quantity', example = 'Like 1.5' }: { noun?: string; example?: string } = {}): string | null {
  if (isNegative(text)) return `Enter ${noun} of 0 or more.`;
  return parseQuantity(text) === null ? example : null;
}

/** Hours or units, "1.5" → 1500 thousandths (as the server reads it); null when not a decimal with up to 3 decimals. */
export function parseQuantity(text: string): number | null {
  const match = QUANTITY.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * An amount as the server computes it from a quantity and a rate (an invoice line, lost wages):
 * quantity × rate, rounded half-up to the cent (an invoice's total is the sum of its rounded
 * lines). Integer arithmetic, as on the server.
 */
export function lineAmountCents(quantityThousandths: number, rateCents: number): number {
  const product = BigInt(quantityThousandths) * BigInt(rateCents);
  return Number((product + 500n) / 1000n);
}

/** 1500 thousandths → "1.5", 80000 → "80", the way a quantity input shows it; '' for none. */
export function thousandthsToInput(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const fraction = String(value % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${Math.trunc(value / 1000)}.${fraction}` : String(Math.trunc(value / 1000));
}
