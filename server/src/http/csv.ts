import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { contentDisposition } from './download';

/**
 * The one CSV writer of every export: RFC 4180 quoting (csv-stringify), UTF-8 with a byte-order
 * mark so Excel reads accents right, and cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR) prefixed with a quote (OWASP CSV injection).
 */
export function toCsv(header: string[], rows: Array<Array<string | number | boolean | null | undefined>>): string {
  const safe = (cell: string | number | boolean | null | undefined) => {
    if (cell === null || cell === undefined) return '';
    const text = String(cell);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map(safe))], { record_delimiter: 'windows' })}`;
}

/** Sends a CSV file as a download named `<name>-<day>.csv`, `day` the firm's today (the name may hold anything: a case number). */
export function sendCsv(res: Response, name: string, csv: string, day: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', contentDisposition('attachment', `${name}-${day}.csv`));
  res.setHeader('Cache-Control', 'no-store');
  res.send(csv);
}

/** A phone as people write it: (212) 555-0123 in the US, +44 20 7946 0958 elsewhere. */
export function readablePhone(e164: string | null): string | null {
  const phone = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!phone) return e164;
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
}

/** A query-string value if it is one of `allowed`, else `fallback`. */
export function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}
