import type { InvoiceFilter, InvoiceStatus, PaymentMethod } from '../../gql/graphql';

/** Money is integer cents everywhere; these turn typed text into cents and back (never through floating point). */
const MONEY = /^\$?\s*(\d{1,10}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/;

/** "1,234.5" or "$1234.50" → 123450; null when it is not an amount with at most 2 decimals. */
export function parseMoney(text: string): number | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** 123450 → "1234.50", the way an amount input shows it. */
export function centsToInput(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const QUANTITY = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/** Hours or units, "1.5" → 1500 thousandths (as the server reads it); null when not a decimal with up to 3 decimals. */
export function parseQuantity(text: string): number | null {
  const match = QUANTITY.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * A line's amount as the server computes it: quantity × rate, rounded half-up to the cent, per
 * line (the invoice total is the sum of the rounded lines). Integer arithmetic, as on the server.
 */
export function lineAmountCents(quantityThousandths: number, rateCents: number): number {
  const product = BigInt(quantityThousandths) * BigInt(rateCents);
  return Number((product + 500n) / 1000n);
}

export const STATUS_LABELS: Record<InvoiceStatus, string> = { PAID: 'Paid', UNPAID: 'Unpaid', OVERDUE: 'Overdue' };
export const STATUS_COLORS: Record<InvoiceStatus, string> = { PAID: 'green', UNPAID: 'yellow', OVERDUE: 'red' };

export const FILTERS: Array<{ value: InvoiceFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'PAID', label: 'Paid' },
  { value: 'UNPAID', label: 'Unpaid' },
  { value: 'OVERDUE', label: 'Overdue' },
];

export const PAYMENT_METHODS: Array<{ value: PaymentMethod; label: string }> = [
  { value: 'CHECK', label: 'Check' },
  { value: 'ACH', label: 'ACH transfer' },
  { value: 'WIRE', label: 'Wire transfer' },
  { value: 'CARD', label: 'Card' },
  { value: 'CASH', label: 'Cash' },
  { value: 'OTHER', label: 'Other' },
];

export const methodLabel = (method: PaymentMethod) => PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method;

/** The filter in the address (?filter=paid), ALL when missing or unknown. */
export function filterFrom(value: string | null): InvoiceFilter {
  const upper = value?.toUpperCase();
  return FILTERS.find((f) => f.value === upper)?.value ?? 'ALL';
}

/** GET /api/export/invoices: the CSV of the list as filtered, searched and sorted on screen. */
export function invoicesCsvUrl(filter: { filter: InvoiceFilter; search: string; sortBy: string; sortDirection: string }): string {
  const query = new URLSearchParams({ filter: filter.filter, sortBy: filter.sortBy, sortDirection: filter.sortDirection });
  if (filter.search) query.set('search', filter.search);
  return `/api/export/invoices?${query.toString()}`;
}

/** GET /api/export/invoices/ledes: LEDES 1998B of these invoices. */
export const ledesUrl = (ids: readonly string[]) => `/api/export/invoices/ledes?ids=${ids.join(',')}`;
