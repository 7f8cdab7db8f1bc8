import { formatAmount, formatDay, formatMinutes, formatMoney, formatPhone, initials } from './format';

describe('shared formats', () => {
  it('writes a day as the screens show it, an em dash when there is none', () => {
    expect(formatDay('2026-10-01')).toBe('Oct 1, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('')).toBe('—');
    expect(formatDay('someday')).toBe('someday');
  });

  it('writes cents as dollars', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(null)).toBe('—');
    expect(formatAmount(undefined)).toBe('—');
  });

  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
  });

  it('writes phones and initials', () => {
    expect(formatPhone('+12125550123')).toBe('(212) 555-0123');
    expect(formatPhone(null)).toBe('');
    expect(initials('Dana Whitfield')).toBe('DW');
  });
});
