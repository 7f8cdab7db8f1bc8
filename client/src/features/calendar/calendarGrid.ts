import type { CalendarEventFieldsFragment, EventPriority } from '../../gql/graphql';

/** Dates here are the user's own calendar days and hours (the browser's time zone). */
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local midnight of a YYYY-MM-DD day (or of today for anything invalid). */
export function parseDay(day: string | null | undefined, fallback = new Date()): Date {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(fallback);
  if (!match || Number.isNaN(date.getTime())) return new Date(fallback.getFullYear(), fallback.getMonth(), fallback.getDate());
  return date;
}

export const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
export const addMonths = (date: Date, months: number) => new Date(date.getFullYear(), date.getMonth() + months, 1);
export const sameDay = (a: Date, b: Date) => dayKey(a) === dayKey(b);

/** The Monday of the week holding `date` (weeks run Monday to Sunday). */
export function weekStart(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** The 7 days of the week holding `date`, Monday first. */
export const weekDays = (date: Date) => Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

/** The month grid: 6 weeks (42 days) from the Sunday on or before the 1st. */
export function monthCells(date: Date): Date[] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const start = addDays(first, -first.getDay());
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

/** The range a view asks the server for: [from, to). */
export function rangeOf(view: 'week' | 'month', date: Date): { from: Date; to: Date } {
  if (view === 'week') {
    const from = weekStart(date);
    return { from, to: addDays(from, 7) };
  }
  const cells = monthCells(date);
  return { from: cells[0]!, to: addDays(cells[41]!, 1) };
}

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
/** "November 2026", or the week "Nov 16 – Nov 22, 2026". */
export function titleOf(view: 'week' | 'month', date: Date): string {
  if (view === 'month') return monthTitle.format(date);
  const days = weekDays(date);
  return `${shortDay.format(days[0]!)} – ${shortDay.format(days[6]!)}, ${days[6]!.getFullYear()}`;
}

/** A day's hour as a local Date. */
export const at = (day: Date, hours: number, minutes = 0) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);

/** "HH:MM" of a local time. */
export const timeKey = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Every half hour of a day, "00:00" to "23:30". */
export const HALF_HOURS = Array.from({ length: 48 }, (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);

/** All-day events are whole UTC days on the server; on screen they are those same calendar days. */
export function eventDays(event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt' | 'endsAt'>): { first: string; last: string } {
  if (event.allDay) return { first: String(event.startsAt).slice(0, 10), last: String(event.endsAt).slice(0, 10) };
  const start = new Date(event.startsAt as string);
  // An event ending exactly at midnight does not reach into that day.
  const end = new Date(new Date(event.endsAt as string).getTime() - 1);
  return { first: dayKey(start), last: dayKey(end < start ? start : end) };
}

/** Events on a day (spanning ones included), all-day first, then by start. */
export function eventsOn(events: readonly CalendarEventFieldsFragment[], day: Date): CalendarEventFieldsFragment[] {
  const key = dayKey(day);
  return events
    .filter((event) => {
      const { first, last } = eventDays(event);
      return first <= key && key <= last;
    })
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || String(a.startsAt).localeCompare(String(b.startsAt)));
}

/** Timed events starting in one hour of a day (week view cells). All-day events have their own row. */
export function eventsInHour(events: readonly CalendarEventFieldsFragment[], day: Date, hour: number): CalendarEventFieldsFragment[] {
  return events.filter((event) => {
    if (event.allDay) return false;
    const start = new Date(event.startsAt as string);
    return sameDay(start, day) && start.getHours() === hour;
  });
}

/** What a cell shows: the first `limit` events and how many more there are. */
export function shown<T>(items: readonly T[], limit: number): { visible: T[]; more: number } {
  return { visible: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** Priority colours (spec §4): high red, medium green, low blue; an event's own colour wins. */
export const PRIORITY_COLORS: Record<EventPriority, string> = { HIGH: 'red', MEDIUM: 'green', LOW: 'blue' };
export const colorOf = (event: Pick<CalendarEventFieldsFragment, 'color' | 'priority'>) => event.color ?? PRIORITY_COLORS[event.priority] ?? 'blue';

/** An all-day event's day as the server stores it: 00:00Z of that calendar day. */
export const utcDay = (day: string) => `${day}T00:00:00.000Z`;

/** Moves an event to another day (and hour, in the week view), keeping its length. */
export function movedTimes(event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt' | 'endsAt'>, day: Date, hour?: number): { startsAt: string; endsAt: string } {
  const start = new Date(event.startsAt as string);
  const end = new Date(event.endsAt as string);
  if (event.allDay) {
    const length = Math.round((end.getTime() - start.getTime()) / DAY_MS);
    return { startsAt: utcDay(dayKey(day)), endsAt: utcDay(dayKey(addDays(day, length))) };
  }
  const next = at(day, hour ?? start.getHours(), start.getMinutes());
  return { startsAt: next.toISOString(), endsAt: new Date(next.getTime() + (end.getTime() - start.getTime())).toISOString() };
}
