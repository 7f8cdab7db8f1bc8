/**
 * Court deadlines counted under the Federal Rules of Civil Procedure: Rule 6(a) (computing
 * time) and Rule 6(d) (3 days added after some kinds of service). Many state rules copy these;
 * where a state's rule differs, its deadline must be counted by that rule instead.
 *
 * Not modelled: periods stated in hours (Rule 6(a)(2)), an inaccessible clerk's office
 * (Rule 6(a)(3)), and holidays other than the federal ones of {@link legalHoliday}.
 * "The last day" ends at midnight in the court's time zone for electronic filing, or when the
 * clerk's office closes for filing by other means (Rule 6(a)(4)).
 */
import { addDays, addPeriod, formatWeekdayDay, isDay, weekday, type PeriodUnit } from './days';
import { isCourtClosed, legalHoliday } from './holidays';

/**
 * How the paper that starts the period was served. Rule 6(d) adds 3 days for service under
 * Rule 5(b)(2)(C) (`MAIL`), (D) (`CLERK`: leaving it with the court clerk) or (F)
 * (`OTHER_CONSENTED`: other means the person consented to in writing). Personal service and
 * service through the court's electronic-filing system add nothing (`NONE`).
 */
export type ServiceMethod = 'NONE' | 'MAIL' | 'CLERK' | 'OTHER_CONSENTED';

/** Whether the period runs forward from the trigger ("21 days after service") or backward ("14 days before the hearing"). */
export type Direction = 'AFTER' | 'BEFORE';

/** A period to count: `amount` (a whole number, 0 or more) `unit`s `direction` the `trigger` day. */
export interface CourtDeadlineInput {
  trigger: string;
  amount: number;
  unit: PeriodUnit;
  direction: Direction;
  /** How the triggering paper was served; `NONE` when omitted. */
  service?: ServiceMethod;
}

/** The last day of the period, with one human-readable line per step of the count. */
export interface CourtDeadline {
  day: string;
  steps: string[];
}

const UNITS: readonly PeriodUnit[] = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'];
const SERVICE: Record<ServiceMethod, string | null> = {
  NONE: null,
  MAIL: 'service by mail',
  CLERK: 'service by leaving it with the clerk',
  OTHER_CONSENTED: 'service by other means consented to',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why the court is closed on `day`, or null when it is open. */
const closedBecause = (day: string): string | null => {
  const dow = weekday(day);
  if (dow === 0 || dow === 6) return 'a weekend';
  const holiday = legalHoliday(day);
  return holiday ? `a legal holiday (${holiday.name}${holiday.observed ? ', observed' : ''})` : null;
};

/**
 * Rule 6(a)(1)(C) with Rule 6(a)(5): when `day` is a Saturday, Sunday or legal holiday, the
 * next day that is none of them, counting forward after an event and backward before one.
 */
const toCourtDay = (day: string, direction: Direction, steps: string[]): string => {
  const reason = closedBecause(day);
  if (!reason) {
    steps.push(`${formatWeekdayDay(day)} is a day the court is open`);
    return day;
  }
  const step = direction === 'AFTER' ? 1 : -1;
  let open = addDays(day, step);
  while (isCourtClosed(open)) open = addDays(open, step);
  steps.push(
    direction === 'AFTER'
      ? `${formatWeekdayDay(day)} is ${reason}: the next day the court is open is ${formatWeekdayDay(open)} (Rule 6(a)(1)(C))`
      : `${formatWeekdayDay(day)} is ${reason}: counting backward, the previous day the court is open is ${formatWeekdayDay(open)} (Rule 6(a)(1)(C), 6(a)(5))`,
  );
  return open;
};

/**
 * The last day of a period under Fed. R. Civ. P. 6(a) and 6(d), with the steps that led to it.
 *
 * Days and weeks (Rule 6(a)(1); a week is 7 days): exclude the trigger day (6(a)(1)(A)); count
 * every day, Saturdays, Sundays and legal holidays included (6(a)(1)(B)); include the last day,
 * but when it is a Saturday, Sunday or legal holiday the period runs until the end of the next
 * day that is none of these (6(a)(1)(C)). Rule 6(a)(5): that "next day" is found counting
 * forward for a period after an event and BACKWARD for a period before one, so a BEFORE
 * deadline landing on a weekend or holiday moves earlier (14 days before a Monday hearing that
 * land on a Sunday → the Friday before).
 *
 * Months and years: the same day of the month `amount` months or years away, the month's last
 * day when that month is shorter (Jan 31 + 1 month → Feb 28, or Feb 29 in a leap year), then
 * the same weekend/holiday roll.
 *
 * Rule 6(d): when the period runs after service made by mail (5(b)(2)(C)), by leaving it with
 * the clerk (5(b)(2)(D)) or by other consented means (5(b)(2)(F)), 3 days are added after the
 * period would otherwise expire under Rule 6(a), i.e. after the roll above; if that third day
 * is a Saturday, Sunday or legal holiday the period runs to the next day the court is open.
 * Rule 6(d) applies only to time to act "after being served", so for a BEFORE period the
 * service method adds nothing (the steps say so).
 *
 * @throws RangeError for a trigger that is not a `YYYY-MM-DD` day, an amount that is not a
 *   whole number of 0 or more, or an unknown unit, direction or service method.
 */
export function courtDeadline(input: CourtDeadlineInput): CourtDeadline {
  const { trigger, amount, unit, direction } = input;
  const service = input.service ?? 'NONE';
  if (!isDay(trigger)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(trigger)}`);
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`The amount must be a whole number of 0 or more, got ${amount}`);
  if (!UNITS.includes(unit)) throw new RangeError(`Unknown period unit: ${String(unit)}`);
  if (direction !== 'AFTER' && direction !== 'BEFORE') throw new RangeError(`Unknown direction: ${String(direction)}`);
  if (!(service in SERVICE)) throw new RangeError(`Unknown service method: ${String(service)}`);

  const sign = direction === 'AFTER' ? 1 : -1;
  const back = direction === 'BEFORE' ? ' back' : '';
  const steps = [`Exclude the trigger day (${formatWeekdayDay(trigger)})`];

  let last: string;
  if (unit === 'DAYS' || unit === 'WEEKS') {
    const days = unit === 'WEEKS' ? amount * 7 : amount;
    last = addDays(trigger, sign * days);
    const counted = unit === 'WEEKS' ? `${plural(amount, 'week')} (${plural(days, 'day')})` : plural(days, 'day');
    steps.push(`Count ${counted}${back} → ${formatWeekdayDay(last)}`);
  } else {
    last = addPeriod(trigger, sign * amount, unit);
    const clamped = last.slice(8) !== trigger.slice(8);
    steps.push(
      `Count ${plural(amount, unit === 'MONTHS' ? 'month' : 'year')}${back} → ${formatWeekdayDay(last)}` +
        (clamped ? ` (that month has no day ${Number(trigger.slice(8))}: its last day)` : ''),
    );
  }
  let day = toCourtDay(last, direction, steps);

  const served = SERVICE[service];
  if (served && direction === 'AFTER') {
    const added = addDays(day, 3);
    steps.push(`Rule 6(d): +3 days for ${served} → ${formatWeekdayDay(added)}`);
    day = toCourtDay(added, direction, steps);
  } else if (served) {
    steps.push(`Rule 6(d) adds no days for ${served} to a period counted before an event`);
  }

  steps.push(`Deadline: ${formatWeekdayDay(day)}`);
  return { day, steps };
}
