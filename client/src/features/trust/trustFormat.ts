import type { ReconciliationState, TrustEntryFieldsFragment, TrustEntryKind, TrustPurpose } from '../../gql/graphql';
import { dateText } from '../../lib/usEnglish';

export const TRUST_KIND_LABELS: Record<TrustEntryKind, string> = {
  DEPOSIT: 'Deposit',
  TRANSFER_FROM_OPERATING: 'Transfer from operating',
  DISBURSEMENT: 'Disbursement',
  TRANSFER_TO_OPERATING: 'Transfer to operating',
  REVERSAL: 'Reversal',
};

export const TRUST_PURPOSE_LABELS: Record<TrustPurpose, string> = {
  SETTLEMENT: 'Settlement funds',
  RETAINER: 'Retainer',
  FROM_OPERATING: 'From operating account',
  ATTORNEY_FEE: 'Attorney fee to operating',
  COST_REIMBURSEMENT: 'Cost reimbursement to operating',
  LIEN_PAYOFF: 'Lien payoff',
  MEDICAL_PROVIDER: 'Medical provider',
  CLIENT_NET: 'Client net',
  OTHER: 'Other',
};

const optionsOfPurposes = (purposes: readonly TrustPurpose[]) => purposes.map((value) => ({ value, label: TRUST_PURPOSE_LABELS[value] }));
/** What money coming in is. */
export const DEPOSIT_PURPOSE_OPTIONS = optionsOfPurposes(['SETTLEMENT', 'RETAINER', 'FROM_OPERATING', 'OTHER']);
/** What money going out pays. */
export const DISBURSEMENT_PURPOSE_OPTIONS = optionsOfPurposes(['ATTORNEY_FEE', 'COST_REIMBURSEMENT', 'LIEN_PAYOFF', 'MEDICAL_PROVIDER', 'CLIENT_NET', 'OTHER']);

export const RECONCILIATION_STATE_LABELS: Record<ReconciliationState, string> = { DRAFT: 'Draft', CLOSED: 'Closed' };
export const RECONCILIATION_STATE_COLORS: Record<ReconciliationState, string> = { DRAFT: 'yellow', CLOSED: 'green' };

/** The Trust Accounting page's tabs, kept in `?tab=` (unknown or absent: Accounts). */
export const TRUST_TABS = [
  { value: 'accounts', label: 'Accounts' },
  { value: 'journal', label: 'Journal' },
  { value: 'ledgers', label: 'Client Ledgers' },
  { value: 'reconciliations', label: 'Reconciliations' },
] as const;
export type TrustTab = (typeof TRUST_TABS)[number]['value'];

export const trustTabOf = (params: URLSearchParams): TrustTab => TRUST_TABS.find((tab) => tab.value === params.get('tab'))?.value ?? 'accounts';

/** The report downloads (opened in a new tab): a PDF, or the same as CSV. */
export type ReportFormat = 'pdf' | 'csv';
export const ledgerReportUrl = (ledgerId: string, format: ReportFormat) => `/api/trust/ledgers/${ledgerId}/report?format=${format}`;
export const journalReportUrl = (accountId: string, period: { from: string; to: string }, format: ReportFormat) => {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  query.set('format', format);
  return `/api/trust/accounts/${accountId}/journal?${query.toString()}`;
};
export const reconciliationReportUrl = (reconciliationId: string, format: ReportFormat) => `/api/trust/reconciliations/${reconciliationId}/report?format=${format}`;
export const inactiveReportUrl = (days: number, format: ReportFormat) => `/api/trust/inactive?days=${days}&format=${format}`;

/** Ledgers holding money with no entry for this many days (the "No activity" filter and its report). */
export const INACTIVE_DAYS = 90;

type Entry = Pick<TrustEntryFieldsFragment, 'kind' | 'amountCents' | 'reversedById' | 'fundsCleared' | 'restricted'>;

/** An entry a writer may reverse: not a reversal itself, not reversed already. */
export const isReversible = (entry: Entry) => entry.kind !== 'REVERSAL' && !entry.reversedById && !entry.restricted;

/** A deposit whose funds have not cleared yet (and that was not reversed): a writer marks it cleared. */
export const isClearable = (entry: Entry) => entry.amountCents > 0 && entry.kind !== 'REVERSAL' && !entry.fundsCleared && !entry.reversedById && !entry.restricted;

/** Money received into trust for a statement (a deposit not reversed). */
export const isStandingDeposit = (entry: Pick<Entry, 'kind' | 'amountCents' | 'reversedById'>) => entry.amountCents > 0 && entry.kind !== 'REVERSAL' && !entry.reversedById;

/** "October 2026" of a YYYY-MM-DD day (a reconciliation's month). */
const monthFormat = dateText('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatMonth = (day: string) => monthFormat.format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));

/** YYYY-MM of the month before `day` (a new reconciliation is usually last month's). */
export function previousMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** "Case 2026-0001 · Alvarez v. Lone Star" with its client, or "Restricted case" for an entry of a case the viewer may not open. */
export function entryCaseText(entry: Pick<TrustEntryFieldsFragment, 'restricted' | 'matterNumber' | 'matterName' | 'clientName'>): string {
  if (entry.restricted) return 'Restricted case';
  return [entry.matterNumber && entry.matterName ? `${entry.matterNumber} · ${entry.matterName}` : entry.matterName, entry.clientName].filter(Boolean).join(' — ');
}
