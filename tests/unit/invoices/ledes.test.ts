import { formatLedes1998B, LEDES_1998B_FIELDS, ledesId, ledesTimekeeperName, type LedesInvoice, type LedesTimekeeper } from '../../../server/src/modules/invoices/invoice.ledes';
import { formatCents, lineAmountCents } from '../../../server/src/graphql/money';
import { formatQuantity, parseQuantity } from '../../../server/src/modules/invoices/invoice.money';
import { isLedesDate, LEDES_1998B_HEADER, ledes1998BProblems } from './ledes-validator';

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
const dana: LedesTimekeeper = { id: '3f2b8c1e-9a47-4d2e-b1c3-7e5f0a9d8c21', firstName: 'Dana', lastName: 'Whitfield', classification: 'PT' };
const luis: LedesTimekeeper = { id: '0c9e7d3a-1b2f-4e8a-9c6d-5a4b3c2d1e0f', firstName: 'Luis', lastName: 'Ortega', classification: 'LA' };
const line = (quantity: string, rateCents: number, task: string | null = 'L110', activity: string | null = 'A101', timekeeper: LedesTimekeeper | null = dana, workDate = '2026-03-05') => {
  const quantityThousandths = parseQuantity(quantity)!;
  return {
    workDate,
    description: 'Review\nrecords', quantityThousandths, rateCents, amountCents: lineAmountCents(quantityThousandths, rateCents), utbmsTaskCode: task, utbmsActivityCode: activity, utbmsExpenseCode: null, timekeeper,
  };
};
const expense = (amountCents: number, code = 'E112', workDate = '2026-03-05') => ({
  workDate,
  description: 'Filing Fee: Travis County District Clerk', quantityThousandths: 1000, rateCents: amountCents, amountCents, utbmsTaskCode: null, utbmsActivityCode: null, utbmsExpenseCode: code, timekeeper: null,
});

describe('LEDES 1998B', () => {
  const text = formatLedes1998B([invoice('INV-2026-0001', [line('1.5', 33_333), line('0.25', 20_000, null, null, luis)]), invoice('INV-2026-0002', [line('2', 10_000)])]);
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
    expect(first.slice(9, 24)).toEqual(['F', '1.5', '0.00', '500.00', '20260305', 'L110', '', 'A101', '3F2B8C1E9A474D2EB1C3', 'Review records', 'FIRM-1', '333.33', 'Whitfield, Dana', 'PT', '']);
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

  it('names the timekeeper of each fee line: a stable id of at most 20 characters, "Last, First" and the classification', () => {
    const records = lines.slice(2, -1).map((record) => record.slice(0, -2).split('|'));
    expect(records.map((r) => [r[17], r[21], r[22]])).toEqual([
      ['3F2B8C1E9A474D2EB1C3', 'Whitfield, Dana', 'PT'],
      ['0C9E7D3A1B2F4E8A9C6D', 'Ortega, Luis', 'LA'],
      ['3F2B8C1E9A474D2EB1C3', 'Whitfield, Dana', 'PT'],
    ]);
    expect(ledesId(dana.id)).toHaveLength(20);
    // The format's characters are never in a name; a long one is cut to the 30 characters allowed.
    expect(ledesTimekeeperName({ firstName: 'Mary | Ann', lastName: 'Lee-[Smith]' })).toBe('Lee- Smith , Mary   Ann');
    expect(ledesTimekeeperName({ firstName: 'Maximilian Alexander', lastName: 'Vandenberghe-Castellanos' })).toBe('Vandenberghe-Castellanos, Maxi');
  });
});

describe('LEDES 1998B as portals read it', () => {
  const recordsOf = (text: string) => text.split('\r\n').slice(2, -1).map((record) => record.slice(0, -2).split('|'));

  it('dates each line the day of its work; the billing period runs from the first to the last', () => {
    const text = formatLedes1998B([
      invoice('INV-2026-0004', [line('1', 20_000, 'L110', 'A101', dana, '2026-02-17'), expense(35_000, 'E112', '2026-01-30'), line('2', 20_000, 'L120', 'A104', luis, '2026-03-02')]),
    ]);
    expect(recordsOf(text).map((r) => [r[0], r[5], r[6], r[13]])).toEqual([
      ['20260305', '20260130', '20260302', '20260217'],
      ['20260305', '20260130', '20260302', '20260130'],
      ['20260305', '20260130', '20260302', '20260302'],
    ]);
    expect(ledes1998BProblems(text)).toEqual([]);
  });

  it('writes plain ASCII: accents and other letters transliterated, the rest dropped', () => {
    const jose: LedesTimekeeper = { ...dana, firstName: 'José', lastName: 'Núñez-Łukasz' };
    const text = formatLedes1998B([
      { ...invoice('INV-2026-0005', [{ ...line('1', 20_000, 'L110', 'A101', jose), description: 'Call with “Müller’s” adjuster – café 東京 \u{1F4DE}' }]), description: 'Renée Søndergaard: März' },
    ]);
    const [record] = recordsOf(text) as [string[]];
    expect(record[7]).toBe('Renee Sondergaard: Marz');
    expect(record[18]).toBe('Call with "Muller\'s" adjuster - cafe Dong Jing');
    expect(record[21]).toBe('Nunez-Lukasz, Jose');
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
    expect(ledes1998BProblems(text)).toEqual([]);
  });

  it('keeps identifiers to 20 characters: ids of ours compacted, a longer one cut', () => {
    const firmUuid = '5d1c7a0e-2b3f-4c8d-9e6a-1f2b3c4d5e6f';
    expect(ledesId(firmUuid)).toBe('5D1C7A0E2B3F4C8D9E6A');
    const text = formatLedes1998B([{ ...invoice('INV-2026-0006', [line('1', 20_000)]), clientId: 'CLIENT-ACCOUNT-000012345', lawFirmId: ledesId(firmUuid), clientMatterId: 'CLAIM 77-1 / Ñandú' }]);
    const [record] = recordsOf(text) as [string[]];
    expect([record[2], record[19], record[23]]).toEqual(['CLIENT-ACCOUNT-00001', '5D1C7A0E2B3F4C8D9E6A', 'CLAIM 77-1 / Nandu']);
    expect(ledes1998BProblems(text)).toEqual([]);
  });
});

describe('the LEDES 1998B checker', () => {
  const good = formatLedes1998B([
    invoice('INV-2026-0001', [line('1.5', 33_333), line('0.333', 1_500, 'L120', 'A104', luis), expense(35_000)]),
    invoice('INV-2026-0002', [line('2', 10_000), expense(7_500, 'E113')]),
  ]);
  /** `good` with field `index` of record `n` (0: the first line item) set to `value`. */
  const withField = (n: number, index: number, value: string) =>
    good
      .split('\r\n')
      .map((record, i) => {
        if (i !== n + 2) return record;
        const values = record.slice(0, -2).split('|');
        values[index] = value;
        return `${values.join('|')}[]`;
      })
      .join('\r\n');
  const field = (name: string) => LEDES_1998B_HEADER.indexOf(name as (typeof LEDES_1998B_HEADER)[number]);

  it('passes what the formatter writes, fee and expense lines of two invoices', () => {
    expect(ledes1998BProblems(good)).toEqual([]);
  });

  it('refuses a fee line without its timekeeper', () => {
    const missing = formatLedes1998B([invoice('INV-2026-0003', [line('1', 20_000, 'L110', 'A101', null)])]);
    expect(ledes1998BProblems(missing)).toEqual([
      'Line 3 TIMEKEEPER_ID: empty on a fee line.',
      'Line 3 TIMEKEEPER_NAME: empty on a fee line.',
      'Line 3 TIMEKEEPER_CLASSIFICATION: "" is not PT, AS, OC, LA or OT.',
    ]);
  });

  it.each([
    ['an unknown classification', () => withField(0, field('TIMEKEEPER_CLASSIFICATION'), 'PA'), 'Line 3 TIMEKEEPER_CLASSIFICATION: "PA" is not PT, AS, OC, LA or OT.'],
    ['a name that is not "Last, First"', () => withField(0, field('TIMEKEEPER_NAME'), 'Dana Whitfield'), 'Line 3 TIMEKEEPER_NAME: "Dana Whitfield" is not "Last, First" in 30 characters.'],
    ['one id for two people', () => withField(1, field('TIMEKEEPER_ID'), ledesId(dana.id)), `Line 4 TIMEKEEPER_ID: ${ledesId(dana.id)} names two people.`],
    ['a day that does not exist', () => withField(0, field('LINE_ITEM_DATE'), '20260230'), 'Line 3 LINE_ITEM_DATE: "20260230" is not a YYYYMMDD day.'],
    ['a dashed date', () => withField(0, field('INVOICE_DATE'), '2026-03-05'), 'Line 3 INVOICE_DATE: "2026-03-05" is not a YYYYMMDD day.'],
    ['an unknown line type', () => withField(0, field('EXP/FEE/INV_ADJ_TYPE'), 'T'), 'Line 3 EXP/FEE/INV_ADJ_TYPE: "T" is not F, E, IF or IE.'],
    ['an amount with one decimal', () => withField(0, field('LINE_ITEM_UNIT_COST'), '333.3'), 'Line 3 LINE_ITEM_UNIT_COST: "333.3" is not an amount with two decimals.'],
    ['a line total that is not units × unit cost', () => withField(1, field('LINE_ITEM_TOTAL'), '4.99'), 'Line 4 LINE_ITEM_TOTAL: 4.99 is not 0.333 × 15.00 + 0.00.'],
    ['an invoice total that differs between its lines', () => withField(3, field('INVOICE_TOTAL'), '175.00'), 'Invoice INV-2026-0002 INVOICE_TOTAL: not the same on each of its lines.'],
    ['an expense line without its expense code', () => withField(2, field('LINE_ITEM_EXPENSE_CODE'), ''), 'Line 5 LINE_ITEM_EXPENSE_CODE: "" is not a UTBMS expense code.'],
    ['an empty client id', () => withField(0, field('CLIENT_ID'), ''), 'Line 3 CLIENT_ID: empty.'],
    ['a client id of 36 characters', () => withField(0, field('CLIENT_ID'), dana.id), `Line 3 CLIENT_ID: "${dana.id}" is longer than 20 characters.`],
    ['a firm id of 21 characters', () => withField(0, field('LAW_FIRM_ID'), 'F'.repeat(21)), `Line 3 LAW_FIRM_ID: "${'F'.repeat(21)}" is longer than 20 characters.`],
    ['an accent', () => withField(0, field('LINE_ITEM_DESCRIPTION'), 'Revisión'), 'Line 3 LINE_ITEM_DESCRIPTION: "Revisión" is not plain ASCII.'],
    ['a line dated outside the billing period', () => withField(0, field('LINE_ITEM_DATE'), '20260306'), 'Line 3 LINE_ITEM_DATE: outside the billing period.'],
    ['23 fields', () => good.replace('|FIRM-1|', '|'), 'Line 3: 23 fields, not 24.'],
    ['a record without []', () => good.replace('[]\r\n20260305|INV-2026-0002', '\r\n20260305|INV-2026-0002'), 'Line 5: does not end with [].'],
    ['LF line ends', () => good.replace(/\r\n/g, '\n'), 'The file does not end with CRLF.'],
    ['another first line', () => good.replace('LEDES1998B[]', 'LEDES98B[]'), 'Line 1 is "LEDES98B[]", not LEDES1998B[].'],
  ])('refuses %s', (_, broken, problem) => {
    expect(ledes1998BProblems(broken())).toContain(problem);
  });

  it('reads an invoice total that differs from the sum on every line', () => {
    const total = field('INVOICE_TOTAL');
    const both = withField(4, total, '175.00').split('\r\n');
    const third = both[5]!.split('|');
    third[total] = '175.00';
    both[5] = third.join('|');
    expect(ledes1998BProblems(both.join('\r\n'))).toEqual(['Invoice INV-2026-0002 INVOICE_TOTAL: 175.00 is not the sum of its LINE_ITEM_TOTALs.']);
  });

  it('knows the days of the calendar', () => {
    expect(['20240229', '20261231', '20260101'].every(isLedesDate)).toBe(true);
    expect(['20250229', '20261301', '20260100', '2026035', '2026-03-05'].some(isLedesDate)).toBe(false);
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
    const [record] = formatLedes1998B([invoice('INV-2026-0003', [expense(35_000)])])
      .split('\r\n')
      .slice(2, 3)
      .map((row) => row.slice(0, -2).split('|')) as [string[]];
    expect(record).toHaveLength(24);
    expect(record.slice(9, 17)).toEqual(['E', '1', '0.00', '350.00', '20260305', '', 'E112', '']);
    expect(record[20]).toBe('350.00');
    expect([record[17], record[21], record[22]]).toEqual(['', '', '']);
  });
});
