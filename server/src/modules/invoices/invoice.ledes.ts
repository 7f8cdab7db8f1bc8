import { transliterate } from 'transliteration';
import { formatQuantity } from './invoice.money';
import { formatCents } from '../../graphql/money';

/** The 24 fields of LEDES 1998B, in order. */
export const LEDES_1998B_FIELDS = [
  'INVOICE_DATE', 'INVOICE_NUMBER', 'CLIENT_ID', 'LAW_FIRM_MATTER_ID', 'INVOICE_TOTAL', 'BILLING_START_DATE', 'BILLING_END_DATE', 'INVOICE_DESCRIPTION',
  'LINE_ITEM_NUMBER', 'EXP/FEE/INV_ADJ_TYPE', 'LINE_ITEM_NUMBER_OF_UNITS', 'LINE_ITEM_ADJUSTMENT_AMOUNT', 'LINE_ITEM_TOTAL', 'LINE_ITEM_DATE',
  'LINE_ITEM_TASK_CODE', 'LINE_ITEM_EXPENSE_CODE', 'LINE_ITEM_ACTIVITY_CODE', 'TIMEKEEPER_ID', 'LINE_ITEM_DESCRIPTION', 'LAW_FIRM_ID',
  'LINE_ITEM_UNIT_COST', 'TIMEKEEPER_NAME', 'TIMEKEEPER_CLASSIFICATION', 'CLIENT_MATTER_ID',
] as const;

/** The person who did a line's work, as LEDES names them. */
export interface LedesTimekeeper {
  /** The user's id (a uuid). */
  id: string;
  firstName: string;
  lastName: string;
  /** PT, AS, OC, LA or OT. */
  classification: string;
}

export interface LedesLine {
  /** YYYY-MM-DD: the day of the work (a billed cost's date). */
  workDate: string;
  description: string;
  quantityThousandths: number;
  rateCents: number;
  amountCents: number;
  utbmsTaskCode: string | null;
  utbmsActivityCode: string | null;
  /** Set on an expense line (a cost billed): LEDES type E with this UTBMS expense code. */
  utbmsExpenseCode: string | null;
  /** Every fee line has one; an expense line may not. */
  timekeeper: LedesTimekeeper | null;
}

export interface LedesInvoice {
  /** YYYY-MM-DD */
  invoiceDate: string;
  number: string;
  /** CLIENT_ID: the client's LEDES id, at most 20 characters (`ledesId` of ours when it has none). */
  clientId: string;
  lawFirmMatterId: string;
  /** LAW_FIRM_ID: the firm's LEDES id (e.g. its tax id), at most 20 characters (`ledesId` of ours when it has none). */
  lawFirmId: string;
  clientMatterId: string | null;
  description: string | null;
  lines: LedesLine[];
}

/** YYYY-MM-DD → YYYYMMDD. */
const ledesDate = (day: string) => day.replace(/-/g, '');

/**
 * A field value in plain ASCII, as portals read the file: accents and other letters transliterated
 * ("Núñez" → "Nunez", "Łódź" → "Lodz", curly quotes straight), anything else unprintable dropped;
 * no pipe, no record terminator, no line breaks.
 */
const field = (value: string | null | undefined) =>
  transliterate(value ?? '', { unknown: '' })
    .replace(/\r?\n|\r|\t/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\||\[|\]/g, ' ')
    .trim();

/** An identifier field (CLIENT_ID, LAW_FIRM_ID, matter ids): plain ASCII, at most the 20 characters LEDES allows. */
const identifier = (value: string | null | undefined) => field(value).slice(0, 20).trim();

/**
 * An id of ours as a LEDES identifier: the uuid without its dashes, cut to the 20 characters LEDES
 * identifiers may have (80 bits of a random uuid: unique in any firm), in capitals. It never changes
 * with a name or role. TIMEKEEPER_ID always; CLIENT_ID and LAW_FIRM_ID until the client or the firm has
 * its own LEDES id.
 */
export const ledesId = (uuid: string) => uuid.replace(/-/g, '').slice(0, 20).toUpperCase();

/** TIMEKEEPER_NAME: "Last, First", at most the 30 characters the format allows. */
export const ledesTimekeeperName = (timekeeper: Pick<LedesTimekeeper, 'firstName' | 'lastName'>) =>
  field([timekeeper.lastName.trim(), timekeeper.firstName.trim()].filter(Boolean).join(', ')).slice(0, 30).trim();

/**
 * LEDES 1998B: `LEDES1998B[]`, the 24 field names, then one record per line item; fields separated by
 * `|`, every line ending with `[]` and CRLF; dates YYYYMMDD; amounts with two decimals, no currency sign;
 * plain ASCII. INVOICE_TOTAL is the sum of the invoice's LINE_ITEM_TOTALs, so they always reconcile. Each
 * line is dated the day of its work, and the billing period runs from the first such day to the last. A
 * line names its timekeeper (id, "Last, First", classification): every fee line has one.
 */
export function formatLedes1998B(invoices: LedesInvoice[]): string {
  const records: string[][] = [['LEDES1998B'], [...LEDES_1998B_FIELDS]];
  for (const invoice of invoices) {
    const total = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const date = ledesDate(invoice.invoiceDate);
    // The billing period: the first to the last day of work on the invoice.
    const days = invoice.lines.map((line) => line.workDate).sort();
    const [start, end] = days.length ? [ledesDate(days[0]!), ledesDate(days.at(-1)!)] : [date, date];
    invoice.lines.forEach((line, index) => {
      const { timekeeper } = line;
      records.push([
        date, identifier(invoice.number), identifier(invoice.clientId), identifier(invoice.lawFirmMatterId), formatCents(total), start, end, field(invoice.description),
        String(index + 1), line.utbmsExpenseCode ? 'E' : 'F', formatQuantity(line.quantityThousandths), '0.00', formatCents(line.amountCents), ledesDate(line.workDate),
        field(line.utbmsExpenseCode ? null : line.utbmsTaskCode), field(line.utbmsExpenseCode), field(line.utbmsExpenseCode ? null : line.utbmsActivityCode),
        timekeeper ? ledesId(timekeeper.id) : '', field(line.description), identifier(invoice.lawFirmId),
        formatCents(line.rateCents), timekeeper ? ledesTimekeeperName(timekeeper) : '', timekeeper ? field(timekeeper.classification) : '', identifier(invoice.clientMatterId),
      ]);
    });
  }
  return records.map((record) => `${record.join('|')}[]\r\n`).join('');
}
