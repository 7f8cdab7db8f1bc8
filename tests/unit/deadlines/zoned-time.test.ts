import { DEFAULT_REMINDER_OFFSETS, dayInZone, reminderTimes, zonedTime } from '../../../server/src/modules/deadlines/calc';

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';
const HONOLULU = 'Pacific/Honolulu';

describe('zonedTime', () => {
  test.each([
    // Standard and daylight time.
    ['2026-01-15', '09:00', NEW_YORK, '2026-01-15T14:00:00.000Z'],
    ['2026-07-15', '09:00', NEW_YORK, '2026-07-15T13:00:00.000Z'],
    ['2026-01-15', '09:00', LOS_ANGELES, '2026-01-15T17:00:00.000Z'],
    ['2026-07-15', '09:00', LOS_ANGELES, '2026-07-15T16:00:00.000Z'],
    ['2026-01-15', '09:00', HONOLULU, '2026-01-15T19:00:00.000Z'],
    ['2026-07-15', '09:00', HONOLULU, '2026-07-15T19:00:00.000Z'],
    ['2026-07-15', '09:00', 'UTC', '2026-07-15T09:00:00.000Z'],
    ['2026-07-15', '09:00', 'Asia/Kolkata', '2026-07-15T03:30:00.000Z'],
    // The day of the spring-forward change (Mar 8, 2026): before, in and after the gap.
    ['2026-03-08', '01:30', NEW_YORK, '2026-03-08T06:30:00.000Z'],
    ['2026-03-08', '02:30', NEW_YORK, '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '02:00', NEW_YORK, '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '03:00', NEW_YORK, '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '09:00', NEW_YORK, '2026-03-08T13:00:00.000Z'],
    ['2026-03-08', '02:30', LOS_ANGELES, '2026-03-08T10:00:00.000Z'],
    // The fall-back change (Nov 1, 2026): 01:30 happens twice, the earlier (EDT) is taken.
    ['2026-11-01', '01:30', NEW_YORK, '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '00:30', NEW_YORK, '2026-11-01T04:30:00.000Z'],
    ['2026-11-01', '02:30', NEW_YORK, '2026-11-01T07:30:00.000Z'],
    ['2026-11-01', '01:30', LOS_ANGELES, '2026-11-01T08:30:00.000Z'],
    // Midnight and the last minute of the day.
    ['2026-12-31', '00:00', NEW_YORK, '2026-12-31T05:00:00.000Z'],
    ['2026-12-31', '23:59', NEW_YORK, '2027-01-01T04:59:00.000Z'],
  ])('%s %s %s → %s', (day, time, zone, expected) => {
    expect(zonedTime(day, time, zone).toISOString()).toBe(expected);
  });

  test.each([
    ['a bad day', '2026-02-30', '09:00', NEW_YORK],
    ['a bad time', '2026-03-08', '9:00', NEW_YORK],
    ['hour 24', '2026-03-08', '24:00', NEW_YORK],
    ['an unknown zone', '2026-03-08', '09:00', 'Mars/Olympus_Mons'],
  ])('rejects %s', (_label, day, time, zone) => {
    expect(() => zonedTime(day, time, zone)).toThrow(RangeError);
  });
});

describe('dayInZone', () => {
  test.each([
    ['2026-03-08T03:30:00Z', NEW_YORK, '2026-03-07'],
    ['2026-03-08T05:30:00Z', NEW_YORK, '2026-03-08'],
    ['2026-03-08T07:30:00Z', LOS_ANGELES, '2026-03-07'],
    ['2026-03-08T09:30:00Z', HONOLULU, '2026-03-07'],
    ['2026-03-08T10:30:00Z', HONOLULU, '2026-03-08'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(dayInZone(new Date(instant), zone)).toBe(expected);
  });

  test('agrees with zonedTime', () => {
    for (const zone of [NEW_YORK, LOS_ANGELES, HONOLULU]) {
      expect(dayInZone(zonedTime('2026-11-01', '23:59', zone), zone)).toBe('2026-11-01');
      expect(dayInZone(zonedTime('2026-03-08', '00:00', zone), zone)).toBe('2026-03-08');
    }
  });
});

describe('reminderTimes', () => {
  const summary = (deadline: string, offsets: number[], zone: string, time?: string) =>
    reminderTimes(deadline, offsets, zone, time).map(({ offset, day, at }) => [offset, day, at.toISOString()]);

  test('the default offsets', () => {
    expect(DEFAULT_REMINDER_OFFSETS).toEqual([180, 90, 60, 30, 14, 7, 1]);
  });

  test('a deadline a week after the March change in New York: the 7-day reminder is at 09:00 EDT, the 14-day one at 09:00 EST', () => {
    expect(summary('2026-03-15', [14, 7, 1], NEW_YORK)).toEqual([
      [14, '2026-03-01', '2026-03-01T14:00:00.000Z'],
      [7, '2026-03-08', '2026-03-08T13:00:00.000Z'],
      [1, '2026-03-14', '2026-03-14T13:00:00.000Z'],
    ]);
  });

  test('a deadline a week after the November change in New York', () => {
    expect(summary('2026-11-08', [14, 7, 1], NEW_YORK)).toEqual([
      [14, '2026-10-25', '2026-10-25T13:00:00.000Z'],
      [7, '2026-11-01', '2026-11-01T14:00:00.000Z'],
      [1, '2026-11-07', '2026-11-07T14:00:00.000Z'],
    ]);
  });

  test('the same in Los Angeles', () => {
    expect(summary('2026-03-15', [14, 7], LOS_ANGELES)).toEqual([
      [14, '2026-03-01', '2026-03-01T17:00:00.000Z'],
      [7, '2026-03-08', '2026-03-08T16:00:00.000Z'],
    ]);
    expect(summary('2026-11-08', [14, 7], LOS_ANGELES)).toEqual([
      [14, '2026-10-25', '2026-10-25T16:00:00.000Z'],
      [7, '2026-11-01', '2026-11-01T17:00:00.000Z'],
    ]);
  });

  test('a reminder time in the spring-forward gap moves to the end of the gap', () => {
    expect(summary('2026-03-15', [7], NEW_YORK, '02:30')).toEqual([[7, '2026-03-08', '2026-03-08T07:00:00.000Z']]);
  });

  test('Honolulu has no daylight saving: always 19:00 UTC', () => {
    const reminders = reminderTimes('2026-11-08', DEFAULT_REMINDER_OFFSETS, HONOLULU);
    expect(reminders.map((r) => r.offset)).toEqual([180, 90, 60, 30, 14, 7, 1]);
    expect(reminders.map((r) => r.day)).toEqual(['2026-05-12', '2026-08-10', '2026-09-09', '2026-10-09', '2026-10-25', '2026-11-01', '2026-11-07']);
    for (const { day, at } of reminders) expect(at.toISOString()).toBe(`${day}T19:00:00.000Z`);
  });

  test('sorted earliest first and deduplicated; 0 is the deadline day itself', () => {
    expect(summary('2026-03-15', [1, 0, 7, 1, 7], NEW_YORK, '17:30')).toEqual([
      [7, '2026-03-08', '2026-03-08T21:30:00.000Z'],
      [1, '2026-03-14', '2026-03-14T21:30:00.000Z'],
      [0, '2026-03-15', '2026-03-15T21:30:00.000Z'],
    ]);
    expect(reminderTimes('2026-03-15', [], NEW_YORK)).toEqual([]);
  });

  test.each([[-1], [3651], [1.5], [Number.NaN]])('rejects the offset %d', (offset) => {
    expect(() => reminderTimes('2026-03-15', [7, offset], NEW_YORK)).toThrow(RangeError);
  });

  test('accepts the extremes 0 and 3650', () => {
    expect(reminderTimes('2036-01-01', [0, 3650], NEW_YORK).map((r) => r.day)).toEqual(['2026-01-03', '2036-01-01']);
  });
});
