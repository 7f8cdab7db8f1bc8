import { browserPlace } from './localTime';

/** The zone this browser shows times in (America/Chicago): asked of Intl once and kept (browserPlace). */
export function browserTimeZone(): string {
  return browserPlace().timeZone;
}

/** Every IANA time zone this browser knows, UTC first, for a firm to choose from. */
export function timeZoneChoices(current?: string | null): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return [...new Set(['UTC', ...(current ? [current] : []), ...known])];
}

/** "America/New_York" → "America/New York" (how people read it). */
export function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}
