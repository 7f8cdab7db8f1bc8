import { formatLedes1998B, LEDES_1998B_FIELDS, type LedesInvoice } from '../../../server/src/modules/invoices/invoice.ledes';
import { formatCents, lineAmountCents } from '../../../server/src/graphql/money';
import { formatQuantity, parseQuantity } from '../../../server/src/modules/invoices/invoice.money';

// Written from the LEDES 1998B description: line 1 is `LEDES1998B[]`; line 2 names the 24 fields;
// then one record per line item; fields are separated by `|`; every line ends with `[]`;
// dates are YYYYMMDD; amounts carry no currency symbol; INVOICE_TOTAL repeats on every line
// of the invoice and equals the sum of its LINE_ITEM_TOTALs.
const HEADER =
  'INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|' +
  'EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|' +
  'LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID[]';

const invoice = (number: string, lines: LedesInvoice['lines']): LedesInvoice => ({
  invoiceDate: '2026-03-05', number, clientId: 'CLI-1', lawFirmMatterId: 'MAT-2026-0001', lawFirmId: 'FIRM-1', clientMatterId: null, description: 'Services | March [draft]', lines,
});
const line = (quantity: string, rateCents: number, task: string | null = 'L110', activity: string | null = 'A101') => {
  const quantityThousandths = parseQuantity(quantity)!;
  return { description: 'Review\nrecords', quantityThousandths, rateCents, amountCents: lineAmountCents(quantityThousandths, rateCents), utbmsTaskCode: task, utbmsActivityCode: activity, utbmsExpenseCode: null };
};

describe('LEDES 1998B', () => {
  const text = formatLedes1998B([invoice('INV-2026-0001', [line('1.5', 33_333), line('0.25', 20_000, null, null)]), invoice('INV-2026-0002', [line('2', 10_000)])]);
  const lines = text.split('\r\n');

  it('starts with LEDES1998B[] and the 24 field names, and ends every line with []', () => {
    expect(lines[0]).toBe('LEDES1998B[]');
    expect(lines[1]).toBe(HEADER);
    expect(LEDES_1998B_FIELDS).toHaveLength(24);
    expect(lines.at(-1)).toBe('');
    for (const record of lines.slice(0, -1)) expect(record.endsWith('[]')).toBe(true);
  });

  it('writes one 24-field record per line item with YYYYMMDD dates and totals that reconcile', () => {
    const records = lines.slice(2, -1).map((record) => record.slice(0, -2).split('|'));
    expect(records).toHaveLength(3);
    for (const record of records) expect(record).toHaveLength(24);
    const [first, second, third] = records as [string[], string[], string[]];
    expect(first.slice(0, 9)).toEqual(['20260305', 'INV-2026-0001', 'CLI-1', 'MAT-2026-0001', '550.00', '20260305', '20260305', 'Services   March  draft', '1']);
    expect(first.slice(9, 24)).toEqual(['F', '1.5', '0.00', '500.00', '20260305', 'L110', '', 'A101', '', 'Review records', 'FIRM-1', '333.33', '', '', '']);
    expect(second[8]).toBe('2');
    expect(second[12]).toBe('50.00');
    expect(second[14]).toBe('');
    for (const number of ['INV-2026-0001', 'INV-2026-0002']) {
      const mine = records.filter((r) => r[1] === number);
      const sum = mine.reduce((total, r) => total + Math.round(Number(r[12]) * 100), 0);
      for (const r of mine) expect(Math.round(Number(r[4]) * 100)).toBe(sum);
    }
    expect(third.slice(0, 2)).toEqual(['20260305', 'INV-2026-0002']);
    expect(third[8]).toBe('1');
  });
});

describe('invoice money', () => {
  it('writes cents as a decimal amount from the integer, never through a float (exports and LEDES)', () => {
    expect(formatCents(1_005)).toBe('10.05');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-12_345)).toBe('-123.45');
    expect(formatCents(100_000_000_000)).toBe('1000000000.00');
  });

  it('rounds each line half-up to the cent in integers', () => {
    expect(lineAmountCents(1500, 33_333)).toBe(50_000); // 499.995
    expect(lineAmountCents(333, 1_500)).toBe(500); // 4.995
    expect(lineAmountCents(333, 1_499)).toBe(499); // 4.99167
    expect(lineAmountCents(9_999_999, 2_000_000_000)).toBe(19_999_998_000_000);
  });

  it('parses and writes quantities without floating point', () => {
    expect(parseQuantity('1.5')).toBe(1500);
    expect(parseQuantity('0.333')).toBe(333);
    expect(parseQuantity('12')).toBe(12_000);
    expect(parseQuantity('1.2345')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(formatQuantity(1500)).toBe('1.5');
    expect(formatQuantity(2000)).toBe('2');
    expect(formatQuantity(333)).toBe('0.333');
  });

  it('writes a billed cost as an expense line: type E, its UTBMS expense code, no task or activity code', () => {
    const expense = { description: 'Filing Fee: Travis County District Clerk', quantityThousandths: 1000, rateCents: 35_000, amountCents: 35_000, utbmsTaskCode: null, utbmsActivityCode: null, utbmsExpenseCode: 'E112' };
    const [record] = formatLedes1998B([invoice('INV-2026-0003', [expense])])
      .split('\r\n')
      .slice(2, 3)
      .map((row) => row.slice(0, -2).split('|')) as [string[]];
    expect(record).toHaveLength(24);
    expect(record.slice(9, 17)).toEqual(['E', '1', '0.00', '350.00', '20260305', '', 'E112', '']);
    expect(record[20]).toBe('350.00');
  });
});
