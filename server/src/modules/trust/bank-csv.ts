/** A bank's CSV statement read into lines (no decorators: unit-tested directly). */
import { parse } from 'csv-parse/sync';

export interface ParsedBankLine {
  date: string;
  description: string;
  amountCents: number;
  reference: string | null;
  balanceCents: number | null;
}

export interface ParsedBankStatement {
  lines: ParsedBankLine[];
  /** The balance after the last line, when the file has a balance column. */
  endingBalanceCents: number | null;
}

/** A problem with the file, with the row it is on (1 = the header). */
export class BankCsvError extends Error {}

const COLUMNS = {
  date: ['date', 'posted date', 'posting date', 'transaction date', 'post date', 'value date'],
  description: ['description', 'memo', 'details', 'payee', 'transaction', 'name'],
  amount: ['amount', 'transaction amount', 'amount (usd)'],
  debit: ['debit', 'withdrawal', 'withdrawals', 'debits', 'money out'],
  credit: ['credit', 'deposit', 'deposits', 'credits', 'money in'],
  reference: ['reference', 'ref', 'check number', 'check no', 'check #', 'check', 'cheque number', 'number', 'ref no'],
  balance: ['balance', 'running balance', 'ledger balance'],
} as const;

/** "$1,234.56", "-12.00", "(12.00)", "12" as cents; null when empty; NaN when not an amount. */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  if (!value) return null;
  const negative = /^\(.*\)$/.test(value) || value.startsWith('-') || value.endsWith('-');
  const digits = value.replace(/[()$,\s+-]/g, '').replace(/^USD/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return Number.NaN;
  const [whole, fraction = ''] = digits.split('.') as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** "2026-10-05", "10/05/2026", "10/5/26" as YYYY-MM-DD; null when not a date. */
export function parseDate(text: string): string | null {
  const value = text.trim();
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [month, day, year] = [Number(us[1]), Number(us[2]), us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads a bank's CSV: a header row naming Date, Description and Amount (or Debit and Credit), and
 * optionally Reference (check number) and Balance; every row dated within `from`..`to`. Throws
 * BankCsvError naming the row and what is wrong; nothing is skipped silently.
 */
export function parseBankCsv(csv: string, from: string, to: string): ParsedBankStatement {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    throw new BankCsvError(`The file is not a CSV the bank exports: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new BankCsvError('The file is empty.');
  const names = header.map((name) => name.toLowerCase().replace(/\s+/g, ' ').trim());
  const find = (candidates: readonly string[]) => names.findIndex((name) => candidates.includes(name));
  const column = {
    date: find(COLUMNS.date), description: find(COLUMNS.description), amount: find(COLUMNS.amount), debit: find(COLUMNS.debit),
    credit: find(COLUMNS.credit), reference: find(COLUMNS.reference), balance: find(COLUMNS.balance),
  };
  if (column.date < 0) throw new BankCsvError('The first row should name the columns, with a Date column.');
  if (column.amount < 0 && (column.debit < 0 || column.credit < 0)) throw new BankCsvError('The file needs an Amount column, or Debit and Credit columns.');
  if (!rows.length) throw new BankCsvError('The file has no transactions.');
  const lines = rows.map((row, index): ParsedBankLine => {
    const at = `Row ${index + 2}`;
    const cell = (i: number) => (i >= 0 ? (row[i] ?? '') : '');
    const date = parseDate(cell(column.date));
    if (!date) throw new BankCsvError(`${at}: "${cell(column.date)}" is not a date (use 2026-10-05 or 10/05/2026).`);
    if (date < from || date > to) throw new BankCsvError(`${at}: ${date} is outside the month reconciled (${from} to ${to}).`);
    let amount: number | null;
    if (column.amount >= 0) amount = parseAmount(cell(column.amount));
    else {
      const debit = parseAmount(cell(column.debit));
      const credit = parseAmount(cell(column.credit));
      amount = debit === null && credit === null ? null : (credit ?? 0) - Math.abs(debit ?? 0);
    }
    if (amount === null || Number.isNaN(amount)) throw new BankCsvError(`${at}: the amount is missing or not a number.`);
    const balance = column.balance >= 0 ? parseAmount(cell(column.balance)) : null;
    if (balance !== null && Number.isNaN(balance)) throw new BankCsvError(`${at}: the balance is not a number.`);
    return {
      date, amountCents: amount, balanceCents: balance,
      description: cell(column.description).slice(0, 200) || (amount > 0 ? 'Deposit' : 'Withdrawal'),
      reference: cell(column.reference).slice(0, 60) || null,
    };
  });
  // The last row by date carries the ending balance (banks list newest first or last).
  const newest = lines.reduce<ParsedBankLine | null>((last, line) => (!last || line.date >= last.date ? line : last), null);
  const ascending = lines.length < 2 || lines[0]!.date <= lines[lines.length - 1]!.date;
  const ending = ascending ? lines[lines.length - 1]! : lines[0]!;
  return { lines, endingBalanceCents: column.balance >= 0 ? (ending.date === newest?.date ? ending.balanceCents : newest?.balanceCents ?? null) : null };
}
