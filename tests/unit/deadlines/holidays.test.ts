import { federalHolidays, isCourtClosed, legalHoliday } from '../../../server/src/modules/deadlines/calc';

const pairs = (year: number) => federalHolidays(year).map((h) => [h.day, h.name, h.observed]);

describe('federalHolidays', () => {
  test('2026: every 5 U.S.C. 6103 holiday, Independence Day (a Saturday) observed on Friday July 3', () => {
    expect(pairs(2026)).toEqual([
      ['2026-01-01', "New Year's Day", false],
      ['2026-01-19', 'Birthday of Martin Luther King, Jr.', false],
      ['2026-02-16', "Washington's Birthday", false],
      ['2026-05-25', 'Memorial Day', false],
      ['2026-06-19', 'Juneteenth National Independence Day', false],
      ['2026-07-03', 'Independence Day', true],
      ['2026-07-04', 'Independence Day', false],
      ['2026-09-07', 'Labor Day', false],
      ['2026-10-12', 'Columbus Day', false],
      ['2026-11-11', 'Veterans Day', false],
      ['2026-11-26', 'Thanksgiving Day', false],
      ['2026-12-25', 'Christmas Day', false],
    ]);
  });

  test('2021: Juneteenth on a Saturday observed Friday June 18, and 2022 New Year\'s observed on Dec 31, 2021', () => {
    const list = pairs(2021);
    expect(list).toContainEqual(['2021-06-18', 'Juneteenth National Independence Day', true]);
    expect(list).toContainEqual(['2021-06-19', 'Juneteenth National Independence Day', false]);
    expect(list[list.length - 1]).toEqual(['2021-12-31', "New Year's Day", true]);
    // Christmas 2021 was a Saturday: observed Friday Dec 24.
    expect(list).toContainEqual(['2021-12-24', 'Christmas Day', true]);
  });

  test('2022 holds its Saturday New Year\'s Day itself but not the observed day, which is in 2021', () => {
    const list = pairs(2022);
    expect(list[0]).toEqual(['2022-01-01', "New Year's Day", false]);
    expect(list.some(([day]) => day === '2021-12-31')).toBe(false);
    // Christmas 2022 was a Sunday: observed Monday Dec 26.
    expect(list).toContainEqual(['2022-12-26', 'Christmas Day', true]);
  });

  test('no Juneteenth before 2021', () => {
    expect(federalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
    expect(federalHolidays(2020)).toHaveLength(11);
  });

  test('the result is a copy', () => {
    federalHolidays(2026)[0]!.name = 'changed';
    expect(federalHolidays(2026)[0]!.name).toBe("New Year's Day");
  });

  test('rejects a non-year', () => {
    expect(() => federalHolidays(2026.5)).toThrow(RangeError);
    expect(() => federalHolidays(0)).toThrow(RangeError);
  });
});

describe('legalHoliday and isCourtClosed', () => {
  test.each([
    // day, holiday (name, observed) or null, court closed
    ['2026-01-01', ["New Year's Day", false], true],
    ['2026-01-02', null, false],
    ['2026-01-19', ['Birthday of Martin Luther King, Jr.', false], true],
    ['2026-05-25', ['Memorial Day', false], true],
    ['2026-07-03', ['Independence Day', true], true],
    ['2026-07-04', ['Independence Day', false], true],
    ['2026-09-07', ['Labor Day', false], true],
    ['2026-11-26', ['Thanksgiving Day', false], true],
    // The Friday after Thanksgiving is not a federal holiday.
    ['2026-11-27', null, false],
    ['2026-12-24', null, false],
    ['2022-12-26', ['Christmas Day', true], true],
    ['2021-12-31', ["New Year's Day", true], true],
    ['2027-12-24', ['Christmas Day', true], true],
    ['2027-12-31', ["New Year's Day", true], true],
    ['2023-01-02', ["New Year's Day", true], true],
    ['2020-06-19', null, false],
    // Plain weekends.
    ['2026-03-07', null, true],
    ['2026-03-08', null, true],
    ['2026-03-09', null, false],
  ] as Array<[string, [string, boolean] | null, boolean]>)('%s', (day, holiday, closed) => {
    const found = legalHoliday(day);
    expect(found && [found.name, found.observed]).toEqual(holiday);
    if (found) expect(found.day).toBe(day);
    expect(isCourtClosed(day)).toBe(closed);
  });

  test('rejects a bad day', () => {
    expect(() => legalHoliday('2026-02-30')).toThrow(RangeError);
    expect(() => isCourtClosed('tomorrow')).toThrow(RangeError);
  });
});
