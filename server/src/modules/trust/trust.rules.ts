/**
 * The trust rules as SQL, one place each (no decorators: read by unit tests too). Balances are
 * always computed from the journal, never stored.
 */

/**
 * The funds view (migration Trust): every entry with `pending` — an uncleared deposit not yet
 * cleared, or the reversal of one. Pending money is in the balance but cannot be paid out.
 */
export const FUNDS_VIEW = 'trust_entry_funds';

/** Per ledger: balance, pending (uncleared) money and the newest entry's date, for `ledgerIds` ($1). */
export const LEDGER_TOTALS_SQL = `
  SELECT f.ledger_id AS "ledgerId",
         COALESCE(sum(f.amount_cents), 0)::bigint AS balance,
         COALESCE(sum(f.amount_cents) FILTER (WHERE f.pending), 0)::bigint AS uncleared,
         max(f.entry_date)::text AS "lastActivityOn"
    FROM ${FUNDS_VIEW} f
   WHERE f.ledger_id = ANY($1::uuid[])
   GROUP BY f.ledger_id`;

/** A constraint the database names when it refuses an entry (trigger trust_entries_rules). */
export const TRUST_CONSTRAINTS = {
  overdraft: 'trust_ledger_overdraft',
  closedPeriod: 'trust_entries_closed_period',
  reversal: 'trust_entries_reversal',
  appendOnly: 'trust_entries_append_only',
} as const;

/** The first and last day of a month written YYYY-MM. */
export function monthBounds(month: string): { start: string; end: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}
