/**
 * Dates and amounts in US English written from their fields, not by the browser's Intl, the same
 * text Intl writes (client tests compare the two for every option set this writes). A fresh page's
 * first question to Intl loads its locale data in one piece (40–120 ms at full speed here, four
 * times that on a phone), and a drawn page formats dates and amounts as React takes it over: the
 * app's fixed formats are US English, and so are the viewer's own when that is their locale
 * (lib/localTime.ts). Any other locale or option set is Intl's.
 */
import { onFirstUse } from './onFirstUse';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const utcFields = (date: Date): Fields => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  weekday: date.getUTCDay(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
});

const localFields = (date: Date): Fields => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
  weekday: date.getDay(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

const name = (names: string[], index: number, width: 'long' | 'short') => (width === 'long' ? names[index]! : names[index]!.slice(0, 3));

/**
 * How US English writes `options` (in UTC, or with no zone the runtime's own), or null where it is
 * Intl's to write: a month with its day, the weekday before them and the year after, or a month
 * with its year; a time as "9:05 PM" (a plain space before PM, as Node's and Chromium's Intl write
 * it), after a short date (a long one is joined by "at").
 */
function usEnglishWriter(options: Intl.DateTimeFormatOptions): ((date: Date) => string) | null {
  const { timeZone, dateStyle, timeStyle, ...fields } = options;
  if (timeZone !== undefined && timeZone !== 'UTC') return null;
  if (dateStyle !== undefined || timeStyle !== undefined) {
    if (Object.keys(fields).length > 0 || (dateStyle ?? 'medium') !== 'medium' || (timeStyle ?? 'short') !== 'short') return null;
    return usEnglishWriter({
      timeZone,
      ...(dateStyle ? { month: 'short', day: 'numeric', year: 'numeric' } : {}),
      ...(timeStyle ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
  }
  const { weekday, month, day, year, hour, minute, ...others } = fields;
  if (Object.keys(others).length > 0) return null;
  if (weekday !== undefined && weekday !== 'long' && weekday !== 'short') return null;
  if (month !== undefined && month !== 'long' && month !== 'short') return null;
  if ((day !== undefined && day !== 'numeric') || (year !== undefined && year !== 'numeric')) return null;
  const time = hour === 'numeric' && minute === '2-digit';
  if (!time && (hour !== undefined || minute !== undefined)) return null;
  const withDay = month !== undefined && day !== undefined;
  const monthAndYear = month !== undefined && day === undefined && weekday === undefined && year !== undefined;
  const date = withDay || monthAndYear;
  if (!date && (weekday ?? month ?? day ?? year) !== undefined) return null;
  if (!date && !time) return null;
  if (date && time && (month === 'long' || weekday === 'long' || monthAndYear)) return null;
  const fieldsOf = timeZone === 'UTC' ? utcFields : localFields;
  return (at) => {
    if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
    const f = fieldsOf(at);
    const parts: string[] = [];
    if (withDay) {
      const monthDay = `${name(MONTHS, f.month, month)} ${f.day}`;
      parts.push(`${weekday ? `${name(WEEKDAYS, f.weekday, weekday)}, ` : ''}${monthDay}${year ? `, ${f.year}` : ''}`);
    } else if (monthAndYear) parts.push(`${name(MONTHS, f.month, month)} ${f.year}`);
    if (time) parts.push(`${f.hour % 12 || 12}:${String(f.minute).padStart(2, '0')} ${f.hour < 12 ? 'AM' : 'PM'}`);
    return parts.join(', ');
  };
}

export interface DateText {
  format(date: Date): string;
}

/** Dates in `locale` with `options`: written here in US English where it can, else by Intl (made on first use). */
export function dateText(locale: string, options: Intl.DateTimeFormatOptions): DateText {
  const write = locale === 'en-US' ? usEnglishWriter(options) : null;
  if (write) return { format: write };
  const intl = onFirstUse(() => new Intl.DateTimeFormat(locale, options));
  return { format: (date) => intl().format(date) };
}

const intlNumbers = onFirstUse(() => new Intl.NumberFormat('en-US'));
/** 1234567 → "1,234,567" (Intl writes anything but a whole number). */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return intlNumbers().format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

const intlDollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
/** Cents as US dollars: -123456 → "-$1,234.56" (exact for whole cents; Intl writes anything else). */
export function usDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) return intlDollars().format(cents / 100);
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${groupDigits(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
