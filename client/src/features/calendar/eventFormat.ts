import type { CalendarEventFieldsFragment, CalendarEventKind } from '../../gql/graphql';
import { formatMinutes } from '../../ui/format';
import { localTimeFormat } from '../../lib/localTime';
import { dateText } from '../../lib/usEnglish';

/** The kinds of calendar event, as the Kind select lists them. */
export const KINDS: ReadonlyArray<{ value: CalendarEventKind; label: string }> = [
  { value: 'EVENT', label: 'Event' },
  { value: 'COURT_HEARING', label: 'Court Hearing' },
  { value: 'APPOINTMENT', label: 'Appointment' },
  { value: 'LEAVE', label: 'Leave' },
];
export const KIND_LABELS = Object.fromEntries(KINDS.map((k) => [k.value, k.label])) as Record<CalendarEventKind, string>;

const dayAndTime = localTimeFormat({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, 'en-US');
const dayOnly = dateText('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "45 min", "1 h 30 min", or "All day". */
export function lengthOf(event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt' | 'endsAt'>): string {
  if (event.allDay) return 'All day';
  const minutes = Math.round((new Date(event.endsAt as string).getTime() - new Date(event.startsAt as string).getTime()) / 60_000);
  return formatMinutes(minutes);
}

/** When an event starts: "Tue, Oct 6, 9:30 AM", or only the day for an all-day event. */
export const whenOf = (event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt'>) =>
  event.allDay ? dayOnly.format(new Date(event.startsAt as string)) : dayAndTime.format(new Date(event.startsAt as string));

/** Where a new event starts: the slot or date clicked (week slots fix the date). */
export interface EventSlot {
  day: string;
  start: string;
  end: string;
  /** Opened from a week slot: the date is shown read-only. */
  fixedDay?: boolean;
}
