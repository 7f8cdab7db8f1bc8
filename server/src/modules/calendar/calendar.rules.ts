/**
 * The calendar module's rules as SQL on a `calendar_events` alias, written once: CalendarService and
 * its loaders use them, and so does the one-statement case list (matters/matter.list-rows.ts).
 */

/** When the event is over: its end, or the end of its last day when it is all-day. */
export const eventEndSql = (alias: string) => `(CASE WHEN ${alias}.all_day THEN ${alias}.ends_at + interval '1 day' ELSE ${alias}.ends_at END)`;

/** Which of a case's events not yet over comes next: the earliest start. */
export const NEXT_EVENT_ORDER = [
  ['starts_at', 'ASC'],
  ['id', 'ASC'],
] as const;

/** NEXT_EVENT_ORDER as an ORDER BY list on `alias`. */
export const nextEventOrderSql = (alias: string) => NEXT_EVENT_ORDER.map(([column, direction]) => `${alias}.${column} ${direction}`).join(', ');
