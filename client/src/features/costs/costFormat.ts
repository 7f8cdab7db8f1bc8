import type { CostCategory } from '../../gql/graphql';

export const COST_CATEGORY_LABELS: Record<CostCategory, string> = {
  FILING_FEE: 'Filing Fee',
  SERVICE_OF_PROCESS: 'Service of Process',
  MEDICAL_RECORDS: 'Medical Records',
  EXPERT: 'Expert',
  DEPOSITION: 'Deposition',
  COURT_REPORTER: 'Court Reporter',
  TRAVEL: 'Travel',
  POSTAGE_AND_COPIES: 'Postage and Copies',
  INVESTIGATION: 'Investigation',
  OTHER: 'Other',
};

/** A cost as an invoice line describes it (as the server would): "Filing Fee: Travis County Clerk: Petition". */
export const costLineDescription = (cost: { category: CostCategory; payee: string; description: string | null }) =>
  [COST_CATEGORY_LABELS[cost.category], cost.payee, cost.description].filter(Boolean).join(': ').slice(0, 500);

/** GET: the case's costs (of one category) as CSV. */
export const costsCsvUrl = (matterId: string, category: CostCategory | null) => `/api/export/matters/${matterId}/costs${category ? `?category=${category}` : ''}`;

/** Said where a billed cost cannot be changed. */
export const BILLED_COST = 'This cost is on an invoice: remove it from the invoice to edit or remove it.';
