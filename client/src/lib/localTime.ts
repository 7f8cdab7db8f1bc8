/**
 * Times drawn in the viewer's own time zone and locale. In the browser that is the browser's; when
 * the server draws a signed-in page ahead (prerender.tsx), it is the zone and locale that browser
 * told it (the cookies below), so the page React takes over says what the browser would have drawn.
 */

/** The cookies the browser keeps its time zone and locale in, for the pages the server draws. */
export const TIME_ZONE_COOKIE = 'mh_zone';
export const LOCALE_COOKIE = 'mh_locale';

export interface Place {
  timeZone: string;
  locale: string;
}

/** Where the page being drawn is read: unset in the browser (its own zone and locale). */
let drawing: Place | null = null;

/** Runs `draw` (synchronous: one render pass) as if in `place`; the server's zone is the caller's to set. */
export function drawnIn<T>(place: Place, draw: () => T): T {
  const before = drawing;
  drawing = place;
  try {
    return draw();
  } finally {
    drawing = before;
  }
}

export interface LocalTimeFormat {
  format(date: Date): string;
}

/**
 * Intl.DateTimeFormat in the viewer's zone (and locale, unless `locale` fixes one): made once per
 * zone and locale, so module-level formats stay right for every page the server draws.
 */
export function localTimeFormat(options: Intl.DateTimeFormatOptions, locale?: string): LocalTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return {
    format(date) {
      const key = drawing ? `${drawing.timeZone} ${drawing.locale}` : '';
      let format = made.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(locale ?? drawing?.locale, drawing ? { ...options, timeZone: drawing.timeZone } : options);
        made.set(key, format);
      }
      return format.format(date);
    },
  };
}

/** Remembers this browser's zone and locale (for a year) for the pages the server draws. */
export function rememberPlace(): void {
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of [
    [TIME_ZONE_COOKIE, timeZone],
    [LOCALE_COOKIE, locale],
  ] as const) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }
}
