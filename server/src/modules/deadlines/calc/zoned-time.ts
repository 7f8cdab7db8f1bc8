/**
 * Wall-clock times in an IANA time zone ("09:00 in America/New_York on 2026-03-08"), converted to
 * instants with the runtime's own time-zone data through `Intl.DateTimeFormat`: no library, and
 * right across daylight-saving changes, where a fixed UTC offset would send a reminder an hour
 * early or late.
 */
import { addDays, isDay } from './days';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving the numeric wall-clock fields in `timeZone`; throws RangeError for an unknown zone. */
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall clock in `timeZone` at instant `ms`, written as if it were UTC (ms, whole seconds). */
const wallClock = (ms: number, timeZone: string): number => {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const date = new Date(0);
  date.setUTCFullYear(fields.year ?? NaN, (fields.month ?? NaN) - 1, fields.day ?? NaN);
  date.setUTCHours(fields.hour ?? NaN, fields.minute ?? NaN, fields.second ?? NaN, 0);
  return date.getTime();
};

/** The zone's offset from UTC at instant `ms`, in ms (−5 h for New York in winter). */
const offsetAt = (ms: number, timeZone: string): number => wallClock(ms, timeZone) - Math.floor(ms / 1000) * 1000;

const parseTime = (time: string): { hours: number; minutes: number } => {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a time (HH:MM, 00:00–23:59): ${JSON.stringify(time)}`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
};

/**
 * The instant at which the wall clock in `timeZone` shows `time` (`'HH:MM'`, 24-hour) on `day`.
 *
 * Daylight-saving changes: a wall time that does not exist because clocks spring forward over
 * it (02:30 on 2026-03-08 in America/New_York) gives the first instant after the gap, when the
 * clocks show 03:00 (07:00 UTC); a wall time that happens twice because clocks fall back
 * (01:30 on 2026-11-01 in New York) gives the earlier one (01:30 EDT, 05:30 UTC).
 *
 * @throws RangeError for a day that is not `YYYY-MM-DD`, a time that is not `HH:MM`, or a time
 *   zone the runtime does not know.
 */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  if (!isDay(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  const { hours, minutes } = parseTime(time);
  const wanted = new Date(0);
  wanted.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  wanted.setUTCHours(hours, minutes, 0, 0);
  const target = wanted.getTime();

  // The offsets in force around the target; at most one change within a day either side.
  const offsets = [...new Set([offsetAt(target - 24 * HOUR_MS, timeZone), offsetAt(target, timeZone), offsetAt(target + 24 * HOUR_MS, timeZone)])];
  const candidates = offsets.map((offset) => target - offset).sort((a, b) => a - b);
  const exact = candidates.find((ms) => wallClock(ms, timeZone) === target);
  if (exact !== undefined) return new Date(exact);

  // In a gap: no instant shows the target. The clocks jumped between the earliest and the latest
  // candidate; find the first second whose offset differs from the one before the jump.
  let before = candidates[0]!;
  let after = candidates[candidates.length - 1]!;
  const offsetBefore = offsetAt(before, timeZone);
  while (after - before > 1000) {
    const middle = before + Math.max(1000, Math.floor((after - before) / 2000) * 1000);
    if (offsetAt(middle, timeZone) === offsetBefore) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/** The calendar day (`YYYY-MM-DD`) in `timeZone` at `instant`. */
export function dayInZone(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);
}

/** When to remind before a deadline, in days: about six months, three, two and one month, two weeks, a week and the day before. */
export const DEFAULT_REMINDER_OFFSETS: number[] = [180, 90, 60, 30, 14, 7, 1];

/** A reminder `offset` days before a deadline: on `day`, at the instant `at`. */
export interface ReminderTime {
  offset: number;
  day: string;
  at: Date;
}

/**
 * One reminder per distinct offset (days before `deadline`; 0 means on the day), each at `time`
 * (`'HH:MM'`, default 09:00) on the wall clock of `timeZone`, sorted earliest first. Because the
 * time is a wall-clock time, a reminder after a daylight-saving change is still at 09:00 local,
 * so at a different UTC hour than one before the change.
 *
 * @throws RangeError for an offset that is not a whole number from 0 to 3650, a bad deadline
 *   day or time, or an unknown time zone.
 */
export function reminderTimes(deadline: string, offsets: number[], timeZone: string, time = '09:00'): ReminderTime[] {
  if (!isDay(deadline)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(deadline)}`);
  for (const offset of offsets) {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > 3650) {
      throw new RangeError(`A reminder offset must be a whole number of days from 0 to 3650, got ${offset}`);
    }
  }
  return [...new Set(offsets)]
    .sort((a, b) => b - a)
    .map((offset) => {
      const day = addDays(deadline, -offset);
      return { offset, day, at: zonedTime(day, time, timeZone) };
    });
}
