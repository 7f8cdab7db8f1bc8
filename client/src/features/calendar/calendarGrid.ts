import type { EventInput } from '@fullcalendar/core';
import type { CalendarEventFieldsFragment, EventPriority } from '../../gql/graphql';
import { dayKey } from '../../lib/dates';
import { localTimeFormat } from '../../lib/localTime';

/** Dates here are the user's own calendar days and hours (the browser's time zone). */
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

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
function weekStart(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** The 7 days of the week holding `date`, Monday first. */
export const weekDays = (date: Date) => Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));

/**
 * The days a view shows, [from, to): FullCalendar's visible range, which is what is asked of the
 * server. Week (timeGridWeek, firstDay 1): Monday to Monday. Month (dayGridMonth, firstDay 0,
 * fixedWeekCount): the 42 days from the Sunday on or before the 1st.
 */
export function rangeOf(view: 'week' | 'month', date: Date): { from: Date; to: Date } {
  if (view === 'week') {
    const from = weekStart(date);
    return { from, to: addDays(from, 7) };
  }
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const from = addDays(first, -first.getDay());
  return { from, to: addDays(from, 42) };
}

const monthTitle = localTimeFormat({ month: 'long', year: 'numeric' }, 'en-US');
const shortDay = localTimeFormat({ month: 'short', day: 'numeric' }, 'en-US');
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

/** Priority colours (spec §4): high red, medium green, low blue; an event's own colour wins. */
export const PRIORITY_COLORS: Record<EventPriority, string> = { HIGH: 'red', MEDIUM: 'green', LOW: 'blue' };
export const colorOf = (event: Pick<CalendarEventFieldsFragment, 'color' | 'priority'>) => event.color ?? PRIORITY_COLORS[event.priority] ?? 'blue';

/** An all-day event's day as the server stores it: 00:00Z of that calendar day. */
export const utcDay = (day: string) => `${day}T00:00:00.000Z`;

/** Whole days from one YYYY-MM-DD to another. */
const daysBetween = (first: string, last: string) => Math.round((Date.parse(utcDay(last)) - Date.parse(utcDay(first))) / DAY_MS);

/**
 * An event as FullCalendar shows it: timed events at their instants; all-day events as the same
 * calendar days (FullCalendar's end is exclusive, ours is the last day). Colours are Mantine's.
 */
export function calendarInput(event: CalendarEventFieldsFragment): EventInput {
  const color = colorOf(event);
  const { first, last } = eventDays(event);
  return {
    id: event.id,
    title: event.title,
    allDay: event.allDay,
    start: event.allDay ? first : String(event.startsAt),
    end: event.allDay ? dayKey(addDays(parseDay(last), 1)) : String(event.endsAt),
    backgroundColor: `var(--mantine-color-${color}-1)`,
    borderColor: `var(--mantine-color-${color}-6)`,
    // Near-black text: the darkest shade of a light palette (yellow, orange, lime, green) is not
    // 4.5:1 on its own lightest one; the chip's colour is its background and left edge.
    textColor: 'var(--mantine-color-gray-9)',
  };
}

/**
 * Where a dropped event now is, keeping its length: `start` is where FullCalendar dropped it (a
 * local time, or a local midnight for the all-day row and month days). All-day events stay whole
 * UTC days; one dropped into or out of the all-day row lasts a day, or an hour.
 */
export function movedTimes(
  event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt' | 'endsAt'>,
  start: Date,
  allDay: boolean = event.allDay,
): { startsAt: string; endsAt: string } {
  if (allDay) {
    const days = event.allDay ? eventDays(event) : null;
    const length = days ? daysBetween(days.first, days.last) : 0;
    return { startsAt: utcDay(dayKey(start)), endsAt: utcDay(dayKey(addDays(start, length))) };
  }
  const length = event.allDay ? 3_600_000 : new Date(event.endsAt as string).getTime() - new Date(event.startsAt as string).getTime();
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + length).toISOString() };
}
