/** Days here are the user's own calendar days (the browser's time zone), written YYYY-MM-DD as date inputs write them. */
const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the user's own calendar, as YYYY-MM-DD. */
export const today = (now = new Date()) => dayKey(now);

/** The YYYY-MM-DD day `days` after (or, negative, before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
