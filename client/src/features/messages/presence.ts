import { localTimeFormat } from '../../lib/localTime';
/** A user counts as online while their "last seen" is this recent (the server refreshes it every 30 s). */
const ONLINE_MS = 75_000;
const time = localTimeFormat({ hour: 'numeric', minute: '2-digit' });
const day = localTimeFormat({ month: 'short', day: 'numeric' });
const longDay = localTimeFormat({ weekday: 'long', month: 'long', day: 'numeric' });
const longDayAndYear = localTimeFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** "Online", "Last seen 3:42 PM", "Last seen Nov 20", or "Not seen yet". */
export function lastSeenText(lastSeenAt: string | null | undefined, now = new Date()): string {
  if (!lastSeenAt) return 'Not seen yet';
  const seen = new Date(lastSeenAt);
  if (now.getTime() - seen.getTime() < ONLINE_MS) return 'Online';
  return `Last seen ${sameDay(seen, now) ? time.format(seen) : day.format(seen)}`;
}

/** The time of a message in lists: the hour today, the date before. */
export function shortTime(at: string | null | undefined, now = new Date()): string {
  if (!at) return '';
  const date = new Date(at);
  return sameDay(date, now) ? time.format(date) : day.format(date);
}

/** The divider above a day's messages: 'Today', 'Yesterday', or the date. */
export function dayLabel(at: Date, now = new Date()): string {
  if (sameDay(at, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(at, yesterday)) return 'Yesterday';
  return (at.getFullYear() === now.getFullYear() ? longDay : longDayAndYear).format(at);
}

export const messageTime = (at: string) => time.format(new Date(at));
