import { SafeIntResolver } from 'graphql-scalars';

/**
 * The GraphQL type of an amount of money in cents: a whole number up to 2^53 (GraphQL's Int stops
 * at $21,474,836.47, less than a policy limit or a settlement may be). Stored as bigint.
 */
export const Cents = SafeIntResolver;

/** A bigint column of cents, read as a JavaScript number (exact up to 2^53, far above MAX_MONEY_CENTS). */
export const centsColumn = { type: 'bigint', transformer: { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) } } as const;

/** 123456 → "$1,234.56". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.trunc(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** quantity (thousandths) × rate (cents), rounded half-up to the cent, in exact integer arithmetic. */
export function lineAmountCents(quantityThousandths: number, rateCents: number): number {
  const product = BigInt(quantityThousandths) * BigInt(rateCents);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + 500n) / 1000n;
  return Number(negative ? -rounded : rounded);
}

/** 123456 → "1234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

