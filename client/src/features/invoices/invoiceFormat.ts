import type { InvoiceFilter, InvoiceStatus, PaymentMethod } from '../../gql/graphql';

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
