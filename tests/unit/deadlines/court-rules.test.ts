import { courtDeadline, type CourtDeadlineInput, type Direction, type PeriodUnit, type ServiceMethod } from '../../../server/src/modules/deadlines/calc';

type Row = [string, string, number, PeriodUnit, Direction, ServiceMethod, string];

const input = (trigger: string, amount: number, unit: PeriodUnit, direction: Direction, service: ServiceMethod): CourtDeadlineInput => ({
  trigger,
  amount,
  unit,
  direction,
  service,
});

describe('courtDeadline: Fed. R. Civ. P. 6(a) and 6(d)', () => {
  test.each<Row>([
    // Rule 6(a)(1): exclude the trigger day, count every day, include the last.
    ['21 days after service on a Monday, ending on a Monday', '2026-03-02', 21, 'DAYS', 'AFTER', 'NONE', '2026-03-23'],
    ['21 days ending on a Saturday → the Monday after', '2026-03-07', 21, 'DAYS', 'AFTER', 'NONE', '2026-03-30'],
    ['21 days ending on Memorial Day → Tuesday', '2026-05-04', 21, 'DAYS', 'AFTER', 'NONE', '2026-05-26'],
    ['21 days ending on Labor Day → Tuesday', '2026-08-17', 21, 'DAYS', 'AFTER', 'NONE', '2026-09-08'],
    ['21 days ending on Thanksgiving → the Friday after', '2026-11-05', 21, 'DAYS', 'AFTER', 'NONE', '2026-11-27'],
    ['the Friday after Thanksgiving is not a holiday', '2026-11-06', 21, 'DAYS', 'AFTER', 'NONE', '2026-11-27'],
    ['intermediate weekends and holidays count (Christmas included)', '2026-12-18', 10, 'DAYS', 'AFTER', 'NONE', '2026-12-28'],
    ["ending on New Year's Day 2027 (a Friday) → Monday Jan 4", '2026-12-18', 14, 'DAYS', 'AFTER', 'NONE', '2027-01-04'],
    // Observed holidays.
    ['ending on Friday July 3 (Independence Day observed) → Monday July 6', '2026-06-12', 21, 'DAYS', 'AFTER', 'NONE', '2026-07-06'],
    ['ending on Monday Dec 26, 2022 (Christmas on a Sunday, observed) → Tuesday', '2022-12-05', 21, 'DAYS', 'AFTER', 'NONE', '2022-12-27'],
    ["ending on Dec 31, 2021 (New Year's 2022 observed) → Monday Jan 3, 2022", '2021-12-10', 21, 'DAYS', 'AFTER', 'NONE', '2022-01-03'],
    ['ending on Friday Dec 24, 2027 (Christmas observed) → Monday Dec 27', '2027-12-10', 14, 'DAYS', 'AFTER', 'NONE', '2027-12-27'],
    // Weeks are counted as days.
    ['2 weeks after a Monday', '2026-03-02', 2, 'WEEKS', 'AFTER', 'NONE', '2026-03-16'],
    ['1 week ending on Memorial Day → Tuesday', '2026-05-18', 1, 'WEEKS', 'AFTER', 'NONE', '2026-05-26'],
    // Rule 6(d): 3 days after the period would otherwise expire.
    ['14 days + 3 for mail, the third day a Saturday → Monday', '2026-03-04', 14, 'DAYS', 'AFTER', 'MAIL', '2026-03-23'],
    ['14 days ending Saturday roll to Monday, then + 3 → Thursday', '2026-03-07', 14, 'DAYS', 'AFTER', 'MAIL', '2026-03-26'],
    ['14 days + 3 for leaving with the clerk, the third day Christmas → Monday', '2026-12-08', 14, 'DAYS', 'AFTER', 'CLERK', '2026-12-28'],
    ['21 days + 3 for consented means, a plain weekday', '2026-03-02', 21, 'DAYS', 'AFTER', 'OTHER_CONSENTED', '2026-03-26'],
    ['no service addition for NONE', '2026-03-04', 14, 'DAYS', 'AFTER', 'NONE', '2026-03-18'],
    // Rule 6(a)(5): before an event, the "next day" is counted backward.
    ['14 days before a Monday hearing, a weekday', '2026-03-30', 14, 'DAYS', 'BEFORE', 'NONE', '2026-03-16'],
    ['15 days before, landing on a Sunday → the Friday before', '2026-03-23', 15, 'DAYS', 'BEFORE', 'NONE', '2026-03-06'],
    ['8 days before, landing on Memorial Day → back over the weekend to Friday', '2026-06-02', 8, 'DAYS', 'BEFORE', 'NONE', '2026-05-22'],
    ["before a hearing in January, landing on New Year's observed (Dec 31) → Dec 30", '2022-01-14', 14, 'DAYS', 'BEFORE', 'NONE', '2021-12-30'],
    ['service by mail adds nothing to a BEFORE period', '2026-06-02', 8, 'DAYS', 'BEFORE', 'MAIL', '2026-05-22'],
    // Months and years: the same day number, clamped to the month's end, then rolled.
    ['1 month after Jan 31 → Feb 28 (a Saturday) → Monday Mar 2', '2026-01-31', 1, 'MONTHS', 'AFTER', 'NONE', '2026-03-02'],
    ['1 month after Jan 31 in a leap year → Thursday Feb 29', '2024-01-31', 1, 'MONTHS', 'AFTER', 'NONE', '2024-02-29'],
    ['1 year after Feb 29, 2024 → Friday Feb 28, 2025', '2024-02-29', 1, 'YEARS', 'AFTER', 'NONE', '2025-02-28'],
    ['1 month before Mar 31 → Feb 28 (a Saturday) → back to Friday Feb 27', '2026-03-31', 1, 'MONTHS', 'BEFORE', 'NONE', '2026-02-27'],
    ['1 year after July 4, 2025 → Saturday July 4, 2026 → Monday July 6', '2025-07-04', 1, 'YEARS', 'AFTER', 'NONE', '2026-07-06'],
    ['3 months after Nov 30 across the year → Feb 28, 2026 → Monday Mar 2', '2025-11-30', 3, 'MONTHS', 'AFTER', 'NONE', '2026-03-02'],
    // Across the year.
    ['30 days after Dec 15, 2025 → Wednesday Jan 14, 2026', '2025-12-15', 30, 'DAYS', 'AFTER', 'NONE', '2026-01-14'],
    ['ending on New Year\'s Day 2026 (a Thursday) → Friday Jan 2', '2025-12-11', 21, 'DAYS', 'AFTER', 'NONE', '2026-01-02'],
  ])('%s', (_label, trigger, amount, unit, direction, service, expected) => {
    expect(courtDeadline(input(trigger, amount, unit, direction, service)).day).toBe(expected);
  });

  test('explains each step', () => {
    expect(courtDeadline(input('2026-03-04', 14, 'DAYS', 'AFTER', 'MAIL')).steps).toEqual([
      'Exclude the trigger day (Wed, Mar 4, 2026)',
      'Count 14 days → Wed, Mar 18, 2026',
      'Wed, Mar 18, 2026 is a day the court is open',
      'Rule 6(d): +3 days for service by mail → Sat, Mar 21, 2026',
      'Sat, Mar 21, 2026 is a weekend: the next day the court is open is Mon, Mar 23, 2026 (Rule 6(a)(1)(C))',
      'Deadline: Mon, Mar 23, 2026',
    ]);
  });

  test('names the holiday, and counts backward before an event', () => {
    expect(courtDeadline(input('2026-06-02', 8, 'DAYS', 'BEFORE', 'MAIL')).steps).toEqual([
      'Exclude the trigger day (Tue, Jun 2, 2026)',
      'Count 8 days back → Mon, May 25, 2026',
      'Mon, May 25, 2026 is a legal holiday (Memorial Day): counting backward, the previous day the court is open is Fri, May 22, 2026 (Rule 6(a)(1)(C), 6(a)(5))',
      'Rule 6(d) adds no days for service by mail to a period counted before an event',
      'Deadline: Fri, May 22, 2026',
    ]);
  });

  test('explains observed holidays, weeks and month-end clamping', () => {
    expect(courtDeadline(input('2026-06-12', 3, 'WEEKS', 'AFTER', 'NONE')).steps).toEqual([
      'Exclude the trigger day (Fri, Jun 12, 2026)',
      'Count 3 weeks (21 days) → Fri, Jul 3, 2026',
      'Fri, Jul 3, 2026 is a legal holiday (Independence Day, observed): the next day the court is open is Mon, Jul 6, 2026 (Rule 6(a)(1)(C))',
      'Deadline: Mon, Jul 6, 2026',
    ]);
    expect(courtDeadline(input('2026-01-31', 1, 'MONTHS', 'AFTER', 'NONE')).steps[1]).toBe(
      'Count 1 month → Sat, Feb 28, 2026 (that month has no day 31: its last day)',
    );
  });

  test('service defaults to none', () => {
    expect(courtDeadline({ trigger: '2026-03-04', amount: 14, unit: 'DAYS', direction: 'AFTER' }).day).toBe('2026-03-18');
  });

  test.each<[string, Partial<CourtDeadlineInput>]>([
    ['a bad trigger', { trigger: '2026-02-30' }],
    ['a negative amount', { amount: -1 }],
    ['a fractional amount', { amount: 1.5 }],
    ['an unknown unit', { unit: 'HOURS' as PeriodUnit }],
    ['an unknown direction', { direction: 'AROUND' as Direction }],
    ['an unknown service method', { service: 'FAX' as ServiceMethod }],
  ])('rejects %s', (_label, change) => {
    expect(() => courtDeadline({ ...input('2026-03-02', 21, 'DAYS', 'AFTER', 'NONE'), ...change })).toThrow(RangeError);
  });
});
