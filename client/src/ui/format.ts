import { localTimeFormat } from '../lib/localTime';
import { dateText, usDollars } from '../lib/usEnglish';
/** A stored E.164 phone number as people write it: US numbers as (212) 555-0123, others as stored. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/** Initials for an avatar: "Dana Whitfield" -> "DW", "Lone Star Mutual" -> "LS". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

const dayFormat = dateText('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** A YYYY-MM-DD day as "Oct 1, 2026"; an em dash when there is none, the text itself when it is no date. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

const dateTimeFormat = localTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
/** A moment (a DateTime from the server) as "Oct 1, 2026, 9:30 AM" in the user's own locale. */
export const formatDateTime = (at: string | Date) => dateTimeFormat.format(new Date(at));

/** Money is integer cents everywhere; this only turns it into text (never through floating point arithmetic on sums). */
/** 123456 → "$1,234.56" (exact for any amount an invoice can hold). */
export const formatMoney = usDollars;

/** An amount the viewer may not see (null from the server) as an em dash, never as "$0.00". */
export function formatAmount(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : formatMoney(cents);
}

/** Minutes as "45 min", "1 h", "1 h 30 min" ("0 min" for none). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
}
