/**
 * Calendar days as `'YYYY-MM-DD'` strings.
 *
 * A legal deadline is a calendar day, not an instant: "21 days after service" names a day in
 * the court's calendar whatever time zone the server runs in. So every function here works on
 * day strings and does its arithmetic on midnight UTC (`Date.UTC`), where no day is 23 or 25
 * hours long and the host's local time zone never shifts a date. Invalid input throws a
 * `RangeError` rather than producing a plausible wrong date.
 */

/** The unit of a period: days and weeks count days; months and years keep the day of the month. */
export type PeriodUnit = 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface Parts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** Midnight UTC of a calendar date, in ms; also right for years 0–99, which `Date.UTC` maps to 1900–1999. */
const utcMs = (year: number, month: number, day: number): number => {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
};

/** Days in a month (1–12) of a proleptic Gregorian year: 28 or 29 for February, by the leap-year rule. */
const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

const partsOf = (day: string): Parts | null => {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null;
  return { year, month, day: date };
};

const parse = (day: string): Parts => {
  const parts = partsOf(day);
  if (!parts) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return parts;
};

const toMs = (day: string): number => {
  const { year, month, day: date } = parse(day);
  return utcMs(year, month, date);
};

const fromMs = (ms: number): string => {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) throw new RangeError(`Date out of range (years 1–9999): ${date.toISOString()}`);
  return `${String(year).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
};

const checkInteger = (name: string, value: number): void => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
};

/**
 * Whether `value` is a real calendar day written `YYYY-MM-DD` (four-digit year 0001–9999,
 * zero-padded month and day, the day existing in that month: `2024-02-29` yes, `2023-02-29` no).
 */
export function isDay(value: string): boolean {
  if (typeof value !== 'string') return false;
  return partsOf(value) !== null;
}

/**
 * The day `n` calendar days after `day` (before it when `n` is negative). Every day counts,
 * weekends and holidays included, as Fed. R. Civ. P. 6(a)(1)(B) counts them.
 */
export function addDays(day: string, n: number): string {
  checkInteger('n', n);
  return fromMs(toMs(day) + n * DAY_MS);
}

/**
 * The day a signed period away from `day`.
 *
 * - `DAYS`: `amount` calendar days ({@link addDays}).
 * - `WEEKS`: `7 × amount` days (Fed. R. Civ. P. 6(a)(1) counts a period in weeks as days).
 * - `MONTHS` / `YEARS`: the same day of the month `amount` months (12 × `amount` for years)
 *   later or earlier; when that month is shorter, the month's last day: Jan 31 + 1 month =
 *   Feb 28 (Feb 29 in a leap year); Feb 29, 2024 + 1 year = Feb 28, 2025. Clamping to the
 *   month's end gives the earlier of the possible readings, the safe side for a deadline.
 */
export function addPeriod(day: string, amount: number, unit: PeriodUnit): string {
  checkInteger('amount', amount);
  switch (unit) {
    case 'DAYS':
      return addDays(day, amount);
    case 'WEEKS':
      return addDays(day, amount * 7);
    case 'MONTHS':
    case 'YEARS': {
      const { year, month, day: date } = parse(day);
      const monthIndex = year * 12 + (month - 1) + (unit === 'YEARS' ? amount * 12 : amount);
      const newYear = Math.floor(monthIndex / 12);
      const newMonth = monthIndex - newYear * 12 + 1;
      if (newYear < 1 || newYear > 9999) throw new RangeError(`Date out of range (years 1–9999): ${day} + ${amount} ${unit}`);
      return fromMs(utcMs(newYear, newMonth, Math.min(date, daysInMonth(newYear, newMonth))));
    }
    default:
      throw new RangeError(`Unknown period unit: ${String(unit)}`);
  }
}

/** The number of days from `from` to `to`: `to − from`, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** The day of the week of `day`: 0 Sunday, 1 Monday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(toMs(day)).getUTCDay();
}

/** `day` written for people, US style: `"Mar 2, 2024"`. */
export function formatDay(day: string): string {
  const { year, month, day: date } = parse(day);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/** `day` as a letter is dated: `"March 2, 2024"`. */
export function formatLongDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

/** `day` with its weekday, as deadline explanations show it: `"Sat, Mar 2, 2024"`. */
export function formatWeekdayDay(day: string): string {
  return `${WEEKDAYS[weekday(day)]}, ${formatDay(day)}`;
}
