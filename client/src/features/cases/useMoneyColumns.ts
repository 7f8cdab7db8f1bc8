import type { Column, SortState } from '../../ui/DataTable';
import { formatAmount } from '../../ui/format';
import { useColumnChoice } from '../../ui/useColumnChoice';
import { canSeeCaseAmounts } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';

/** A case row with its negotiation figures (asked for only while their columns are shown). */
export interface MoneyRow {
  demandCents?: number | null;
  bestOfferCents?: number | null;
}

/** The optional Demand and Best Offer columns of the case lists, with the server sort of each. */
export const MONEY_COLUMNS = [
  { key: 'demand', label: 'Demand', sort: 'DEMAND', cents: (row: MoneyRow) => row.demandCents },
  { key: 'bestOffer', label: 'Best Offer', sort: 'BEST_OFFER', cents: (row: MoneyRow) => row.bestOfferCents },
] as const;
const MONEY_SORTS: readonly string[] = MONEY_COLUMNS.map((column) => column.sort);

/**
 * The Demand and Best Offer columns of a case list (`table`: its name for the column choice):
 * off until the user turns them on, never offered to a role that may not see case amounts (the
 * server answers null for them and refuses to sort by them). The list's sort falls back to
 * `fallback` when it names one of these columns that is not shown (an old link, say).
 */
export function useMoneyColumns(table: string, fallback: SortState) {
  const available = canSeeCaseAmounts(useViewer());
  const choice = useColumnChoice(table);
  const shown = available ? MONEY_COLUMNS.filter((column) => choice.shown.has(column.key)) : [];
  return {
    /** The column chooser's props, or null when the role may not see amounts. */
    chooser: available ? { options: MONEY_COLUMNS, shown: choice.shown, onToggle: choice.toggle } : null,
    /** Ask the server for the figures. */
    withMoney: shown.length > 0,
    columns: <Row extends MoneyRow>(): Column<Row>[] =>
      shown.map((column) => ({ key: column.key, header: column.label, sort: column.sort, render: (row: Row) => formatAmount(column.cents(row)) })),
    /** The sort to ask for: never one of these columns unless it is shown. */
    sortOf: (sort: SortState): SortState => (MONEY_SORTS.includes(sort.by) && !shown.some((column) => column.sort === sort.by) ? fallback : sort),
  };
}
