/** Reading a bank's CSV statement (issue 24): the columns banks name, their amounts and dates, and every problem named by its row. */
import { BankCsvError, parseAmount, parseBankCsv, parseDate } from '../../../server/src/modules/trust/bank-csv';
import { monthBounds } from '../../../server/src/modules/trust/trust.rules';
import { kindOfPurpose, TrustEntryKind, TrustPurpose } from '../../../server/src/modules/trust/trust.enums';

describe('amounts and dates as banks write them', () => {
  it.each([
    ['1,234.56', 123_456],
    ['$1,234.56', 123_456],
    ['-12.00', -1_200],
    ['(12.50)', -1_250],
    ['12', 1_200],
    ['0.5', 50],
    ['', null],
  ])('%s is %s cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('12.345')).toBeNaN();
    expect(parseAmount('twelve')).toBeNaN();
  });

  it.each([
    ['2026-10-05', '2026-10-05'],
    ['10/05/2026', '2026-10-05'],
    ['10/5/26', '2026-10-05'],
    ['02/30/2026', null],
    ['yesterday', null],
  ])('%s is %s', (text, day) => {
    expect(parseDate(text)).toBe(day);
  });

  it('knows the first and last day of a month, leap years included', () => {
    expect(monthBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthBounds('2026-10')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });
});

describe('a statement', () => {
  it('reads Date, Description, Amount, Reference and the ending balance from the last row', () => {
    const csv = '\uFEFFPosted Date,Description,Amount,Check Number,Balance\n10/02/2026,DEPOSIT,"100,000.00",,"100,000.00"\n10/09/2026,CHECK 1001,-500.00,1001,"99,500.00"\n';
    expect(parseBankCsv(csv, '2026-10-01', '2026-10-31')).toEqual({
      lines: [
        { date: '2026-10-02', description: 'DEPOSIT', amountCents: 10_000_000, reference: null, balanceCents: 10_000_000 },
        { date: '2026-10-09', description: 'CHECK 1001', amountCents: -50_000, reference: '1001', balanceCents: 9_950_000 },
      ],
      endingBalanceCents: 9_950_000,
    });
  });

  it('reads Debit and Credit columns, newest first, without a balance', () => {
    const csv = 'Date,Memo,Debit,Credit\n2026-10-20,FEE TRANSFER,250.00,\n2026-10-03,WIRE IN,,1000.00\n';
    const parsed = parseBankCsv(csv, '2026-10-01', '2026-10-31');
    expect(parsed.lines.map((line) => line.amountCents)).toEqual([-25_000, 100_000]);
    expect(parsed.endingBalanceCents).toBeNull();
  });

  it('names the row and the problem, and skips nothing', () => {
    const problem = (csv: string) => {
      try {
        parseBankCsv(csv, '2026-10-01', '2026-10-31');
      } catch (error) {
        expect(error).toBeInstanceOf(BankCsvError);
        return (error as Error).message;
      }
      throw new Error('no problem found');
    };
    expect(problem('Description,Amount\nx,1')).toBe('The first row should name the columns, with a Date column.');
    expect(problem('Date,Description\n2026-10-01,x')).toBe('The file needs an Amount column, or Debit and Credit columns.');
    expect(problem('Date,Amount\n')).toBe('The file has no transactions.');
    expect(problem('Date,Amount\n2026-10-01,5.00\n2026-11-01,5.00')).toBe('Row 3: 2026-11-01 is outside the month reconciled (2026-10-01 to 2026-10-31).');
    expect(problem('Date,Amount\n2026-10-01,abc')).toBe('Row 2: the amount is missing or not a number.');
    expect(problem('Date,Amount\nsoon,5.00')).toBe('Row 2: "soon" is not a date (use 2026-10-05 or 10/05/2026).');
  });
});

describe('what an entry is', () => {
  it('moves earned fees and costs to the operating account, everything else is a deposit or a disbursement', () => {
    expect(kindOfPurpose(TrustPurpose.ATTORNEY_FEE, false)).toBe(TrustEntryKind.TRANSFER_TO_OPERATING);
    expect(kindOfPurpose(TrustPurpose.COST_REIMBURSEMENT, false)).toBe(TrustEntryKind.TRANSFER_TO_OPERATING);
    expect(kindOfPurpose(TrustPurpose.LIEN_PAYOFF, false)).toBe(TrustEntryKind.DISBURSEMENT);
    expect(kindOfPurpose(TrustPurpose.FROM_OPERATING, true)).toBe(TrustEntryKind.TRANSFER_FROM_OPERATING);
    expect(kindOfPurpose(TrustPurpose.SETTLEMENT, true)).toBe(TrustEntryKind.DEPOSIT);
  });
});
