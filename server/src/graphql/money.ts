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
