/**
 * Statute-of-limitations dates: the last day to file suit, from the incident date, the state's
 * limitation period and any days the period was tolled.
 *
 * Deliberately conservative. The date is NOT moved off a weekend or holiday, although many
 * states (and Fed. R. Civ. P. 6(a) for federal periods) would let a filing on the next business
 * day count: the earlier date can only protect the firm, and whether a given state extends
 * limitation periods that way is for the lawyer to decide, not this code. A period counted in
 * years or months from a day its end month lacks (Feb 29, Jan 31) ends on that month's last
 * day, again the earlier reading.
 */
import { addDays, addPeriod, daysBetween, formatWeekdayDay, isDay } from './days';

/** A limitation period, e.g. `{ years: 2, months: 0, days: 0 }`; each part a whole number of 0 or more. */
export interface LimitationPeriod {
  years: number;
  months: number;
  days: number;
}

/** Days by which the period was suspended (tolled), e.g. while the defendant was out of state. */
export interface TollingPeriod {
  days: number;
  reason: string;
}

/** The limitation period to apply to an incident. */
export interface StatuteInput {
  /** The day the claim accrued: usually the incident, or the discovery of the injury, or the death for a wrongful-death claim. */
  incidentDate: string;
  period: LimitationPeriod;
  /** Which rule the period comes from, shown in the explanation, e.g. "Texas, personal injury". */
  ruleLabel: string;
  tolling?: TollingPeriod[];
  /** A date a lawyer set by hand, which replaces the computed one. */
  override?: { day: string; reason: string } | null;
}

/** The statute date, how it was reached, and the computed date even when a lawyer overrode it. */
export interface StatuteResult {
  /** The date to rely on: the override when there is one, else `computedDay`. */
  day: string;
  computedDay: string;
  /** One human-readable line per step. */
  steps: string[];
  /** One line, e.g. "incident 2024-03-02 + 2 years (Texas, personal injury) + 41 days tolled = 2026-04-12". */
  explanation: string;
  overridden: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const checkCount = (name: string, value: number): void => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of 0 or more, got ${value}`);
};

/** A period in words: "2 years", "1 year 6 months", "180 days"; "0 days" when empty. */
const describePeriod = ({ years, months, days }: LimitationPeriod): string => {
  const parts = [
    years ? plural(years, 'year') : null,
    months ? plural(months, 'month') : null,
    days ? plural(days, 'day') : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' ') : '0 days';
};

/**
 * The number of days tolled between two days: `to − from`, and 0 when `to` is not after `from`.
 * For a tolling that starts on `from` and ends on `to` (e.g. a bankruptcy stay); pass the result
 * as {@link TollingPeriod.days}.
 */
export function tollingDays(from: string, to: string): number {
  return Math.max(0, daysBetween(from, to));
}

/**
 * The last day to file under a statute of limitations.
 *
 * The period is added to `incidentDate` years first, then months, then days (a day of the month
 * the target month lacks becomes that month's last day: incident 2024-02-29 + 2 years →
 * 2026-02-28), then the sum of all tolling days. The result is not moved off weekends or
 * holidays (see the module comment: the earlier day protects the firm).
 *
 * `explanation` reads "incident 2024-03-02 + 2 years (Texas, personal injury) + 41 days tolled =
 * 2026-04-12": the tolling part only when some days were tolled, the label only when not blank.
 * With an override, `day` is the override's day, `computedDay` stays the computed one,
 * `overridden` is true and the explanation ends "; overridden to 2026-05-01 (reason)".
 *
 * @throws RangeError for a day that is not `YYYY-MM-DD`, a period or tolling part that is not a
 *   whole number of 0 or more, or an override without a reason.
 */
export function statuteDate(input: StatuteInput): StatuteResult {
  const { incidentDate, period, ruleLabel } = input;
  const tolling = input.tolling ?? [];
  const override = input.override ?? null;
  if (!isDay(incidentDate)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(incidentDate)}`);
  checkCount('period.years', period.years);
  checkCount('period.months', period.months);
  checkCount('period.days', period.days);
  for (const toll of tolling) checkCount('tolling days', toll.days);
  if (override) {
    if (!isDay(override.day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(override.day)}`);
    if (!override.reason?.trim()) throw new RangeError('An override needs a reason');
  }

  const label = ruleLabel.trim();
  const periodText = describePeriod(period);
  const steps = [
    `Incident: ${formatWeekdayDay(incidentDate)}`,
    `Limitation period: ${periodText}${label ? ` (${label})` : ''}`,
  ];

  let day = incidentDate;
  const add = (amount: number, unit: 'YEARS' | 'MONTHS', word: string) => {
    if (!amount) return;
    const from = day;
    day = addPeriod(day, amount, unit);
    const clamped = day.slice(8) !== from.slice(8);
    steps.push(`+ ${plural(amount, word)} → ${formatWeekdayDay(day)}${clamped ? ` (that month has no day ${Number(from.slice(8))}: its last day)` : ''}`);
  };
  add(period.years, 'YEARS', 'year');
  add(period.months, 'MONTHS', 'month');
  if (period.days) {
    day = addDays(day, period.days);
    steps.push(`+ ${plural(period.days, 'day')} → ${formatWeekdayDay(day)}`);
  }

  let tolled = 0;
  for (const toll of tolling) {
    if (!toll.days) continue;
    tolled += toll.days;
    day = addDays(day, toll.days);
    steps.push(`+ ${plural(toll.days, 'day')} tolled (${toll.reason.trim() || 'no reason given'}) → ${formatWeekdayDay(day)}`);
  }
  const computedDay = day;
  steps.push(`Not moved off a weekend or holiday: the earlier day protects the firm (${formatWeekdayDay(computedDay)})`);

  let explanation = `incident ${incidentDate} + ${periodText}${label ? ` (${label})` : ''}${tolled ? ` + ${plural(tolled, 'day')} tolled` : ''} = ${computedDay}`;
  if (override) {
    const reason = override.reason.trim();
    steps.push(`Overridden to ${formatWeekdayDay(override.day)}: ${reason}`);
    explanation += `; overridden to ${override.day} (${reason})`;
  }

  return { day: override ? override.day : computedDay, computedDay, steps, explanation, overridden: override !== null };
}
