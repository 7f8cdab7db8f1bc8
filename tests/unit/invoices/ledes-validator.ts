/**
 * A LEDES 1998B checker written from the published format description, not from our formatter (so it
 * can disagree with it): used on the formatter's output (tests/unit/invoices/ledes.test.ts) and on the
 * file the export route sends (tests/api/invoices.test.ts).
 *
 * - Line 1 is `LEDES1998B[]`, line 2 the 24 field names in order, then one record per line item.
 * - Every line ends with `[]` and CRLF; fields are separated by `|`; every record has exactly 24 fields.
 * - Dates are YYYYMMDD and real days; the billing period starts no later than it ends and holds the lines.
 * - EXP/FEE/INV_ADJ_TYPE is F (fee), E (expense), IF or IE (invoice-level adjustments).
 * - Amounts are decimals with two decimals, no currency sign; LINE_ITEM_TOTAL is
 *   units × unit cost + adjustment to the cent; INVOICE_TOTAL is the sum of its LINE_ITEM_TOTALs.
 * - The invoice's own fields (date, number, client, matter, firm, total, period) are required and the same
 *   on each of its lines; LINE_ITEM_NUMBER is unique within the invoice.
 * - Fee lines name their timekeeper: TIMEKEEPER_ID (at most 20 characters), TIMEKEEPER_NAME ("Last, First",
 *   at most 30), TIMEKEEPER_CLASSIFICATION (PT, AS, OC, LA or OT); one id is one person throughout the file.
 * - Expense lines carry a UTBMS expense code (E101…); fee lines none.
 * - Identifiers (CLIENT_ID, LAW_FIRM_ID, LAW_FIRM_MATTER_ID, CLIENT_MATTER_ID, INVOICE_NUMBER) have at most 20 characters.
 * - Every field is plain printable ASCII.
 */

export const LEDES_1998B_HEADER = [
  'INVOICE_DATE', 'INVOICE_NUMBER', 'CLIENT_ID', 'LAW_FIRM_MATTER_ID', 'INVOICE_TOTAL', 'BILLING_START_DATE', 'BILLING_END_DATE', 'INVOICE_DESCRIPTION',
  'LINE_ITEM_NUMBER', 'EXP/FEE/INV_ADJ_TYPE', 'LINE_ITEM_NUMBER_OF_UNITS', 'LINE_ITEM_ADJUSTMENT_AMOUNT', 'LINE_ITEM_TOTAL', 'LINE_ITEM_DATE',
  'LINE_ITEM_TASK_CODE', 'LINE_ITEM_EXPENSE_CODE', 'LINE_ITEM_ACTIVITY_CODE', 'TIMEKEEPER_ID', 'LINE_ITEM_DESCRIPTION', 'LAW_FIRM_ID',
  'LINE_ITEM_UNIT_COST', 'TIMEKEEPER_NAME', 'TIMEKEEPER_CLASSIFICATION', 'CLIENT_MATTER_ID',
] as const;

export type LedesFieldName = (typeof LEDES_1998B_HEADER)[number];
export type LedesRecord = Record<LedesFieldName, string>;

const INVOICE_FIELDS: LedesFieldName[] = ['INVOICE_DATE', 'CLIENT_ID', 'LAW_FIRM_MATTER_ID', 'INVOICE_TOTAL', 'BILLING_START_DATE', 'BILLING_END_DATE', 'INVOICE_DESCRIPTION', 'LAW_FIRM_ID'];
const REQUIRED: LedesFieldName[] = [
  'INVOICE_DATE', 'INVOICE_NUMBER', 'CLIENT_ID', 'LAW_FIRM_MATTER_ID', 'INVOICE_TOTAL', 'BILLING_START_DATE', 'BILLING_END_DATE',
  'LINE_ITEM_NUMBER', 'EXP/FEE/INV_ADJ_TYPE', 'LINE_ITEM_NUMBER_OF_UNITS', 'LINE_ITEM_TOTAL', 'LINE_ITEM_DATE', 'LAW_FIRM_ID', 'LINE_ITEM_UNIT_COST',
];
const IDENTIFIERS: LedesFieldName[] = ['CLIENT_ID', 'LAW_FIRM_ID', 'LAW_FIRM_MATTER_ID', 'CLIENT_MATTER_ID', 'INVOICE_NUMBER'];
const DATES: LedesFieldName[] = ['INVOICE_DATE', 'BILLING_START_DATE', 'BILLING_END_DATE', 'LINE_ITEM_DATE'];
const AMOUNTS: LedesFieldName[] = ['INVOICE_TOTAL', 'LINE_ITEM_TOTAL', 'LINE_ITEM_UNIT_COST'];
const TYPES = ['F', 'E', 'IF', 'IE'];
const CLASSIFICATIONS = ['PT', 'AS', 'OC', 'LA', 'OT'];

const AMOUNT = /^-?\d+\.\d{2}$/;
const UNITS = /^\d+(\.\d+)?$/;

/** A YYYYMMDD that is a day of the calendar (no 20260230). */
export function isLedesDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "12.50" → 1250n (cents, exact). */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

/** units × unit cost in cents, rounded half up to the cent, exactly (BigInt, never a float). */
function extendedCents(units: string, unitCost: string): bigint {
  const [whole, fraction = ''] = units.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(`${whole}${fraction}`) * cents(unitCost);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + scale) / (2n * scale);
  return negative ? -rounded : rounded;
}

/** The file's records as named fields, or the problems that keep it from being read at all. */
export function parseLedes1998B(text: string): { records: LedesRecord[]; problems: string[] } {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('The file does not end with CRLF.');
  const lines = text.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, index) => {
    if (/[\r\n]/.test(line)) problems.push(`Line ${index + 1}: a line break other than CRLF.`);
    if (!line.endsWith('[]')) problems.push(`Line ${index + 1}: does not end with [].`);
  });
  if (lines[0] !== 'LEDES1998B[]') problems.push(`Line 1 is "${lines[0] ?? ''}", not LEDES1998B[].`);
  if (lines[1] !== `${LEDES_1998B_HEADER.join('|')}[]`) problems.push('Line 2 is not the 24 field names in order.');
  const records: LedesRecord[] = [];
  lines.slice(2).forEach((line, index) => {
    const values = line.replace(/\[\]$/, '').split('|');
    if (values.length !== 24) {
      problems.push(`Line ${index + 3}: ${values.length} fields, not 24.`);
      return;
    }
    if (values.some((value) => value.includes('[]'))) problems.push(`Line ${index + 3}: [] inside a field.`);
    records.push(Object.fromEntries(LEDES_1998B_HEADER.map((name, i) => [name, values[i]!])) as LedesRecord);
  });
  if (!records.length) problems.push('No line items.');
  return { records, problems };
}

/** Every way `text` breaks the LEDES 1998B rules above, as sentences naming the line and field; [] when it keeps them. */
export function ledes1998BProblems(text: string): string[] {
  const { records, problems } = parseLedes1998B(text);
  const people = new Map<string, string>();
  const invoices = new Map<string, LedesRecord[]>();
  records.forEach((record, index) => {
    const at = (field: LedesFieldName, problem: string) => problems.push(`Line ${index + 3} ${field}: ${problem}`);
    for (const field of REQUIRED) if (!record[field].trim()) at(field, 'empty.');
    for (const field of IDENTIFIERS) if (record[field].length > 20) at(field, `"${record[field]}" is longer than 20 characters.`);
    for (const field of LEDES_1998B_HEADER) if (/[^\x20-\x7e]/.test(record[field])) at(field, `"${record[field]}" is not plain ASCII.`);
    for (const field of DATES) if (record[field] && !isLedesDate(record[field])) at(field, `"${record[field]}" is not a YYYYMMDD day.`);
    for (const field of AMOUNTS) if (record[field] && !AMOUNT.test(record[field])) at(field, `"${record[field]}" is not an amount with two decimals.`);
    const adjustment = record.LINE_ITEM_ADJUSTMENT_AMOUNT || '0.00';
    if (!AMOUNT.test(adjustment)) at('LINE_ITEM_ADJUSTMENT_AMOUNT', `"${adjustment}" is not an amount with two decimals.`);
    if (!/^[1-9]\d*$/.test(record.LINE_ITEM_NUMBER)) at('LINE_ITEM_NUMBER', `"${record.LINE_ITEM_NUMBER}" is not a line number.`);
    const type = record['EXP/FEE/INV_ADJ_TYPE'];
    if (!TYPES.includes(type)) at('EXP/FEE/INV_ADJ_TYPE', `"${type}" is not F, E, IF or IE.`);
    const units = record.LINE_ITEM_NUMBER_OF_UNITS;
    if (units && !UNITS.test(units)) at('LINE_ITEM_NUMBER_OF_UNITS', `"${units}" is not a number of units.`);
    if (UNITS.test(units) && AMOUNT.test(record.LINE_ITEM_UNIT_COST) && AMOUNT.test(adjustment) && AMOUNT.test(record.LINE_ITEM_TOTAL)) {
      const expected = extendedCents(units, record.LINE_ITEM_UNIT_COST) + cents(adjustment);
      if (expected !== cents(record.LINE_ITEM_TOTAL)) at('LINE_ITEM_TOTAL', `${record.LINE_ITEM_TOTAL} is not ${units} × ${record.LINE_ITEM_UNIT_COST} + ${adjustment}.`);
    }
    if (isLedesDate(record.BILLING_START_DATE) && isLedesDate(record.BILLING_END_DATE)) {
      if (record.BILLING_START_DATE > record.BILLING_END_DATE) at('BILLING_START_DATE', 'after BILLING_END_DATE.');
      if (isLedesDate(record.LINE_ITEM_DATE) && (record.LINE_ITEM_DATE < record.BILLING_START_DATE || record.LINE_ITEM_DATE > record.BILLING_END_DATE)) {
        at('LINE_ITEM_DATE', 'outside the billing period.');
      }
    }
    if (type === 'F') {
      if (!record.TIMEKEEPER_ID) at('TIMEKEEPER_ID', 'empty on a fee line.');
      else if (record.TIMEKEEPER_ID.length > 20) at('TIMEKEEPER_ID', 'longer than 20 characters.');
      if (!record.TIMEKEEPER_NAME) at('TIMEKEEPER_NAME', 'empty on a fee line.');
      else if (!/^[^,]+, [^,]+$/.test(record.TIMEKEEPER_NAME) || record.TIMEKEEPER_NAME.length > 30) at('TIMEKEEPER_NAME', `"${record.TIMEKEEPER_NAME}" is not "Last, First" in 30 characters.`);
      if (!CLASSIFICATIONS.includes(record.TIMEKEEPER_CLASSIFICATION)) at('TIMEKEEPER_CLASSIFICATION', `"${record.TIMEKEEPER_CLASSIFICATION}" is not PT, AS, OC, LA or OT.`);
      if (record.LINE_ITEM_EXPENSE_CODE) at('LINE_ITEM_EXPENSE_CODE', 'on a fee line.');
      if (record.LINE_ITEM_TASK_CODE && !/^[A-Z]\d{3}$/.test(record.LINE_ITEM_TASK_CODE)) at('LINE_ITEM_TASK_CODE', `"${record.LINE_ITEM_TASK_CODE}" is not a UTBMS task code.`);
      if (record.LINE_ITEM_ACTIVITY_CODE && !/^A\d{3}$/.test(record.LINE_ITEM_ACTIVITY_CODE)) at('LINE_ITEM_ACTIVITY_CODE', `"${record.LINE_ITEM_ACTIVITY_CODE}" is not a UTBMS activity code.`);
    }
    if (type === 'E' && !/^E\d{3}$/.test(record.LINE_ITEM_EXPENSE_CODE)) at('LINE_ITEM_EXPENSE_CODE', `"${record.LINE_ITEM_EXPENSE_CODE}" is not a UTBMS expense code.`);
    if (record.TIMEKEEPER_ID) {
      const person = `${record.TIMEKEEPER_NAME}|${record.TIMEKEEPER_CLASSIFICATION}`;
      if ((people.get(record.TIMEKEEPER_ID) ?? person) !== person) at('TIMEKEEPER_ID', `${record.TIMEKEEPER_ID} names two people.`);
      people.set(record.TIMEKEEPER_ID, person);
    }
    invoices.set(record.INVOICE_NUMBER, [...(invoices.get(record.INVOICE_NUMBER) ?? []), record]);
  });
  for (const [number, lines] of invoices) {
    const first = lines[0]!;
    for (const field of INVOICE_FIELDS) {
      if (lines.some((line) => line[field] !== first[field])) problems.push(`Invoice ${number} ${field}: not the same on each of its lines.`);
    }
    const numbers = lines.map((line) => line.LINE_ITEM_NUMBER);
    if (new Set(numbers).size !== numbers.length) problems.push(`Invoice ${number} LINE_ITEM_NUMBER: repeated.`);
    if (lines.every((line) => AMOUNT.test(line.LINE_ITEM_TOTAL)) && AMOUNT.test(first.INVOICE_TOTAL)) {
      const sum = lines.reduce((total, line) => total + cents(line.LINE_ITEM_TOTAL), 0n);
      if (sum !== cents(first.INVOICE_TOTAL)) problems.push(`Invoice ${number} INVOICE_TOTAL: ${first.INVOICE_TOTAL} is not the sum of its LINE_ITEM_TOTALs.`);
    }
  }
  return problems;
}
