import { statuteDate, tollingDays, type LimitationPeriod, type StatuteInput, type TollingPeriod } from '../../../server/src/modules/deadlines/calc';

const period = (years: number, months = 0, days = 0): LimitationPeriod => ({ years, months, days });

describe('statuteDate', () => {
  test('the documented example: 2 years plus 41 days tolled', () => {
    const result = statuteDate({
      incidentDate: '2024-03-02',
      period: period(2),
      ruleLabel: 'Texas, personal injury',
      tolling: [{ days: 41, reason: 'defendant absent from Texas' }],
    });
    expect(result).toEqual({
      day: '2026-04-12',
      computedDay: '2026-04-12',
      overridden: false,
      explanation: 'incident 2024-03-02 + 2 years (Texas, personal injury) + 41 days tolled = 2026-04-12',
      steps: [
        'Incident: Sat, Mar 2, 2024',
        'Limitation period: 2 years (Texas, personal injury)',
        '+ 2 years → Mon, Mar 2, 2026',
        '+ 41 days tolled (defendant absent from Texas) → Sun, Apr 12, 2026',
        'Not moved off a weekend or holiday: the earlier day protects the firm (Sun, Apr 12, 2026)',
      ],
    });
  });

  test.each<[string, string, LimitationPeriod, string, TollingPeriod[], string, string]>([
    ['no tolling', '2024-03-02', period(2), 'Texas, personal injury', [], '2026-03-02', 'incident 2024-03-02 + 2 years (Texas, personal injury) = 2026-03-02'],
    ['a leap-day incident, 2 years → Feb 28', '2024-02-29', period(2), 'Georgia, personal injury', [], '2026-02-28', 'incident 2024-02-29 + 2 years (Georgia, personal injury) = 2026-02-28'],
    ['a leap-day incident, 4 years → Feb 29', '2024-02-29', period(4), 'Nebraska, personal injury', [], '2028-02-29', 'incident 2024-02-29 + 4 years (Nebraska, personal injury) = 2028-02-29'],
    ['1 year', '2025-06-15', period(1), 'Tennessee, personal injury', [], '2026-06-15', 'incident 2025-06-15 + 1 year (Tennessee, personal injury) = 2026-06-15'],
    ['years and months', '2024-08-31', period(2, 6), 'New York, medical malpractice', [], '2027-02-28', 'incident 2024-08-31 + 2 years 6 months (New York, medical malpractice) = 2027-02-28'],
    ['1 year 6 months', '2025-01-15', period(1, 6), 'Example', [], '2026-07-15', 'incident 2025-01-15 + 1 year 6 months (Example) = 2026-07-15'],
    ['days only', '2026-01-01', period(0, 0, 180), 'Notice of claim', [], '2026-06-30', 'incident 2026-01-01 + 180 days (Notice of claim) = 2026-06-30'],
    ['1 day', '2026-01-01', period(0, 0, 1), 'Example', [], '2026-01-02', 'incident 2026-01-01 + 1 day (Example) = 2026-01-02'],
    ['years, months and days', '2024-01-31', period(1, 1, 10), 'Example', [], '2025-03-10', 'incident 2024-01-31 + 1 year 1 month 10 days (Example) = 2025-03-10'],
    [
      'several tollings are summed',
      '2024-03-02',
      period(2),
      'Texas, personal injury',
      [
        { days: 30, reason: 'bankruptcy stay' },
        { days: 11, reason: 'absence from the state' },
      ],
      '2026-04-12',
      'incident 2024-03-02 + 2 years (Texas, personal injury) + 41 days tolled = 2026-04-12',
    ],
    ['1 day tolled', '2024-03-02', period(2), 'Texas, personal injury', [{ days: 1, reason: 'x' }], '2026-03-03', 'incident 2024-03-02 + 2 years (Texas, personal injury) + 1 day tolled = 2026-03-03'],
    ['zero tolling days leave no tolling part', '2024-03-02', period(2), 'Texas, personal injury', [{ days: 0, reason: 'x' }], '2026-03-02', 'incident 2024-03-02 + 2 years (Texas, personal injury) = 2026-03-02'],
    ['tolling across the year', '2024-12-01', period(1), 'Kentucky, personal injury', [{ days: 45, reason: 'x' }], '2026-01-15', 'incident 2024-12-01 + 1 year (Kentucky, personal injury) + 45 days tolled = 2026-01-15'],
    ['a blank label is left out', '2024-03-02', period(2), '  ', [], '2026-03-02', 'incident 2024-03-02 + 2 years = 2026-03-02'],
  ])('%s', (_label, incidentDate, limitation, ruleLabel, tolling, day, explanation) => {
    const result = statuteDate({ incidentDate, period: limitation, ruleLabel, tolling });
    expect(result.day).toBe(day);
    expect(result.computedDay).toBe(day);
    expect(result.explanation).toBe(explanation);
    expect(result.overridden).toBe(false);
  });

  test('does not move a weekend date (Sunday Apr 12, 2026 stays)', () => {
    expect(statuteDate({ incidentDate: '2024-04-12', period: period(2), ruleLabel: 'x' }).day).toBe('2026-04-12');
  });

  test('explains a clamped month end', () => {
    const { steps } = statuteDate({ incidentDate: '2024-02-29', period: period(2), ruleLabel: 'x' });
    expect(steps[2]).toBe('+ 2 years → Sat, Feb 28, 2026 (that month has no day 29: its last day)');
  });

  test('an override replaces the day but keeps the computed one', () => {
    const result = statuteDate({
      incidentDate: '2024-03-02',
      period: period(2),
      ruleLabel: 'Texas, personal injury',
      tolling: [{ days: 41, reason: 'defendant absent from Texas' }],
      override: { day: '2026-05-01', reason: 'discovery rule: injury found 2024-05-01' },
    });
    expect(result.day).toBe('2026-05-01');
    expect(result.computedDay).toBe('2026-04-12');
    expect(result.overridden).toBe(true);
    expect(result.explanation).toBe(
      'incident 2024-03-02 + 2 years (Texas, personal injury) + 41 days tolled = 2026-04-12; overridden to 2026-05-01 (discovery rule: injury found 2024-05-01)',
    );
    expect(result.steps[result.steps.length - 1]).toBe('Overridden to Fri, May 1, 2026: discovery rule: injury found 2024-05-01');
  });

  test('a null override is no override', () => {
    expect(statuteDate({ incidentDate: '2024-03-02', period: period(2), ruleLabel: 'x', override: null }).overridden).toBe(false);
  });

  test.each<[string, Partial<StatuteInput>]>([
    ['a bad incident date', { incidentDate: '2024-02-30' }],
    ['negative years', { period: period(-1) }],
    ['fractional months', { period: period(1, 0.5) }],
    ['negative tolling', { tolling: [{ days: -3, reason: 'x' }] }],
    ['a bad override day', { override: { day: '2026-13-01', reason: 'x' } }],
    ['an override without a reason', { override: { day: '2026-05-01', reason: ' ' } }],
  ])('rejects %s', (_label, change) => {
    expect(() => statuteDate({ incidentDate: '2024-03-02', period: period(2), ruleLabel: 'x', ...change })).toThrow(RangeError);
  });
});

describe('tollingDays', () => {
  test.each([
    ['2025-01-01', '2025-02-11', 41],
    ['2025-02-11', '2025-01-01', 0],
    ['2025-01-01', '2025-01-01', 0],
    ['2024-02-01', '2024-03-01', 29],
  ])('%s → %s = %d', (from, to, expected) => {
    expect(tollingDays(from, to)).toBe(expected);
  });
});
