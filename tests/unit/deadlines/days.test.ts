import { addDays, addPeriod, daysBetween, formatDay, formatWeekdayDay, isDay, weekday, type PeriodUnit } from '../../../server/src/modules/deadlines/calc';

describe('isDay', () => {
  test.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-05', false],
    ['2026-01-05T00:00', false],
    [' 2026-01-05', false],
    ['0000-01-01', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isDay(value)).toBe(expected);
  });
});

describe('addDays', () => {
  test.each([
    ['2026-03-02', 21, '2026-03-23'],
    ['2026-03-23', -21, '2026-03-02'],
    ['2025-12-15', 30, '2026-01-14'],
    ['2026-01-14', -30, '2025-12-15'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-03-07', 0, '2026-03-07'],
    ['2024-01-01', 366, '2025-01-01'],
    // Across the US daylight-saving change: still whole days whatever the host's zone.
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
  ])('%s %+d → %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  test('rejects a bad day or a fractional count', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-03-02', 1.5)).toThrow(RangeError);
  });
});

describe('addPeriod', () => {
  test.each<[string, number, PeriodUnit, string]>([
    ['2026-03-02', 21, 'DAYS', '2026-03-23'],
    ['2026-03-02', 2, 'WEEKS', '2026-03-16'],
    ['2026-03-16', -2, 'WEEKS', '2026-03-02'],
    ['2026-01-31', 1, 'MONTHS', '2026-02-28'],
    ['2024-01-31', 1, 'MONTHS', '2024-02-29'],
    ['2026-03-31', 1, 'MONTHS', '2026-04-30'],
    ['2026-03-31', -1, 'MONTHS', '2026-02-28'],
    ['2026-01-15', 1, 'MONTHS', '2026-02-15'],
    ['2025-11-30', 3, 'MONTHS', '2026-02-28'],
    ['2026-02-28', -14, 'MONTHS', '2024-12-28'],
    ['2024-02-29', 1, 'YEARS', '2025-02-28'],
    ['2024-02-29', 4, 'YEARS', '2028-02-29'],
    ['2024-02-29', -1, 'YEARS', '2023-02-28'],
    ['2024-03-02', 2, 'YEARS', '2026-03-02'],
    ['2025-12-31', 1, 'YEARS', '2026-12-31'],
  ])('%s %+d %s → %s', (day, amount, unit, expected) => {
    expect(addPeriod(day, amount, unit)).toBe(expected);
  });

  test('rejects a fractional amount and an unknown unit', () => {
    expect(() => addPeriod('2026-01-31', 0.5, 'MONTHS')).toThrow(RangeError);
    expect(() => addPeriod('2026-01-31', 1, 'DECADES' as PeriodUnit)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  test.each([
    ['2026-03-02', '2026-03-23', 21],
    ['2026-03-23', '2026-03-02', -21],
    ['2026-03-02', '2026-03-02', 0],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-01-01', '2026-01-01', 365],
    ['2026-03-01', '2026-04-01', 31],
  ])('%s → %s = %d', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('weekday and formatting', () => {
  test.each([
    ['2026-03-01', 0, 'Mar 1, 2026', 'Sun, Mar 1, 2026'],
    ['2026-03-02', 1, 'Mar 2, 2026', 'Mon, Mar 2, 2026'],
    ['2024-03-02', 6, 'Mar 2, 2024', 'Sat, Mar 2, 2024'],
    ['2024-02-29', 4, 'Feb 29, 2024', 'Thu, Feb 29, 2024'],
    ['2026-12-25', 5, 'Dec 25, 2026', 'Fri, Dec 25, 2026'],
  ])('%s', (day, dow, formatted, withWeekday) => {
    expect(weekday(day)).toBe(dow);
    expect(formatDay(day)).toBe(formatted);
    expect(formatWeekdayDay(day)).toBe(withWeekday);
  });
});
