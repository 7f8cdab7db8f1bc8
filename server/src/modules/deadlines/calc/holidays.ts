/**
 * Federal legal holidays, for counting court deadlines.
 *
 * Fed. R. Civ. P. 6(a)(6)(A) makes the days "set aside by statute for observing" the holidays
 * of 5 U.S.C. 6103(a) legal holidays, and federal courts close on the days they are observed:
 * a holiday falling on a Saturday is observed on the Friday before, one falling on a Sunday on
 * the Monday after (5 U.S.C. 6103(b); Executive Order 11582).
 *
 * Not included, so check them by hand when they may matter: days the President or Congress
 * declares a holiday ad hoc (Rule 6(a)(6)(B), e.g. Christmas Eve by executive order in some
 * years), Inauguration Day (observed only around Washington, D.C., 5 U.S.C. 6103(c)), state
 * holidays where the court sits (Rule 6(a)(6)(C)), and days the clerk's office is inaccessible
 * (Rule 6(a)(3)). The dates follow the statute as it now reads; years before 1986 are not
 * historically exact (Birthday of Martin Luther King, Jr. was first observed in 1986).
 */
import { addDays, weekday } from './days';

/** A legal holiday on a given day: the day itself (`observed: false`) or the Friday/Monday that stands in for it. */
export interface Holiday {
  day: string;
  name: string;
  /** True for the Friday before a Saturday holiday or the Monday after a Sunday one. */
  observed: boolean;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayOf = (year: number, month: number, date: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;

/** The `n`th (1-based) given weekday (0 Sunday … 6 Saturday) of a month. */
const nthWeekday = (year: number, month: number, wanted: number, n: number): string => {
  const first = dayOf(year, month, 1);
  return addDays(first, ((wanted - weekday(first) + 7) % 7) + (n - 1) * 7);
};

/** The last given weekday of a month. */
const lastWeekday = (year: number, month: number, wanted: number): string => {
  const nextFirst = month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1);
  const last = addDays(nextFirst, -1);
  return addDays(last, -((weekday(last) - wanted + 7) % 7));
};

/** The day on which a holiday falling on `day` is observed: Saturday → Friday before, Sunday → Monday after. */
const observedDay = (day: string): string => {
  const dow = weekday(day);
  if (dow === 6) return addDays(day, -1);
  if (dow === 0) return addDays(day, 1);
  return day;
};

const NEW_YEARS_DAY = "New Year's Day";

/** The holidays of 5 U.S.C. 6103(a) on their statutory dates for `year`. */
const statutoryDates = (year: number): Array<{ day: string; name: string }> => {
  const list = [{ day: dayOf(year, 1, 1), name: NEW_YEARS_DAY }];
  if (year >= 1986) list.push({ day: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' });
  list.push(
    { day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { day: lastWeekday(year, 5, 1), name: 'Memorial Day' },
  );
  if (year >= 2021) list.push({ day: dayOf(year, 6, 19), name: 'Juneteenth National Independence Day' });
  list.push(
    { day: dayOf(year, 7, 4), name: 'Independence Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { day: dayOf(year, 11, 11), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { day: dayOf(year, 12, 25), name: 'Christmas Day' },
  );
  return list;
};

const withObserved = (holidays: Array<{ day: string; name: string }>): Holiday[] =>
  holidays.flatMap(({ day, name }) => {
    const observed = observedDay(day);
    const actual: Holiday = { day, name, observed: false };
    return observed === day ? [actual] : [actual, { day: observed, name, observed: true }];
  });

const byYear = new Map<number, readonly Holiday[]>();

const holidaysIn = (year: number): readonly Holiday[] => {
  let list = byYear.get(year);
  if (!list) {
    const prefix = `${pad(year, 4)}-`;
    const candidates = withObserved(statutoryDates(year));
    // New Year's Day of the next year observed on Dec 31 of this one (e.g. 2022-01-01, a Saturday, on 2021-12-31).
    if (year < 9999) candidates.push(...withObserved([{ day: dayOf(year + 1, 1, 1), name: NEW_YEARS_DAY }]));
    list = candidates
      .filter((holiday) => holiday.day.startsWith(prefix))
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    byYear.set(year, list);
  }
  return list;
};

/**
 * Every legal-holiday day that falls in `year`, sorted by day: each holiday of 5 U.S.C. 6103(a)
 * on its statutory date (`observed: false`, even when that is a Saturday or Sunday), plus the
 * Friday or Monday on which it is observed when it falls on a weekend (`observed: true`,
 * 5 U.S.C. 6103(b), Executive Order 11582).
 *
 * The list is by the day's year, so it can hold the NEXT year's New Year's Day: when January 1
 * is a Saturday it is observed on December 31 of the year before (2022-01-01 → 2021-12-31, in
 * `federalHolidays(2021)`), and `federalHolidays(2022)` then holds only the Saturday itself.
 *
 * Holidays: New Year's Day (Jan 1), Birthday of Martin Luther King, Jr. (3rd Monday of January,
 * from 1986), Washington's Birthday (3rd Monday of February), Memorial Day (last Monday of May),
 * Juneteenth National Independence Day (June 19, from 2021), Independence Day (July 4), Labor
 * Day (1st Monday of September), Columbus Day (2nd Monday of October), Veterans Day (Nov 11),
 * Thanksgiving Day (4th Thursday of November), Christmas Day (Dec 25). The Friday after
 * Thanksgiving is not one.
 */
export function federalHolidays(year: number): Holiday[] {
  if (!Number.isSafeInteger(year) || year < 1 || year > 9999) throw new RangeError(`Not a year (1–9999): ${year}`);
  return holidaysIn(year).map((holiday) => ({ ...holiday }));
}

/**
 * The legal holiday on `day`, on its statutory date or on the day it is observed, or null.
 * Finds the previous year's spill-over too: `legalHoliday('2021-12-31')` is New Year's Day
 * (observed) for 2022.
 */
export function legalHoliday(day: string): Holiday | null {
  weekday(day); // validates the day
  const found = holidaysIn(Number(day.slice(0, 4))).find((holiday) => holiday.day === day);
  return found ? { ...found } : null;
}

/**
 * Whether a federal court's clerk's office is closed on `day` for counting under Fed. R. Civ.
 * P. 6(a)(1)(C): a Saturday, a Sunday, or a legal holiday ({@link legalHoliday}).
 */
export function isCourtClosed(day: string): boolean {
  const dow = weekday(day);
  return dow === 0 || dow === 6 || legalHoliday(day) !== null;
}
