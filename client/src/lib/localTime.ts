/**
 * Times drawn in the viewer's own time zone and locale. In the browser that is the browser's; when
 * the server draws a signed-in page ahead (prerender.tsx), it is the zone and locale that browser
 * told it (the cookies below), so the page React takes over says what the browser would have drawn.
 */
import { dateText, type DateText } from './usEnglish';

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
 * Dates in the viewer's zone and locale (unless `locale` fixes one): made once per zone and
 * locale, so module-level formats stay right for every page the server draws. In US English in
 * the browser's own zone they are written without Intl (lib/usEnglish.ts).
 */
export function localTimeFormat(options: Intl.DateTimeFormatOptions, locale?: string): LocalTimeFormat {
  const made = new Map<string, DateText>();
  return {
    format(date) {
      const key = drawing ? `${drawing.timeZone} ${drawing.locale}` : '';
      let format = made.get(key);
      if (!format) {
        format = drawing ? dateText(locale ?? drawing.locale, { ...options, timeZone: drawing.timeZone }) : dateText(locale ?? browserPlace().locale, options);
        made.set(key, format);
      }
      return format.format(date);
    },
  };
}

/** Where this browser's place is kept between visits, with the check it was kept under. */
const PLACE_KEY = 'mh_place';

/**
 * What the browser says of its language and zone without asking Intl: its language, and two dates
 * of this year as it writes them (their offsets and the zone's name).
 */
function placeCheck(): string {
  const year = new Date().getFullYear();
  return [navigator.language, String(new Date(year, 0, 1)), String(new Date(year, 6, 1))].join(' | ');
}

function keptPlace(check: string): Place | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null') as Partial<Place & { check: string }> | null;
    return kept?.check === check && typeof kept.timeZone === 'string' && typeof kept.locale === 'string'
      ? { timeZone: kept.timeZone, locale: kept.locale }
      : null;
  } catch {
    return null;
  }
}

let browser: Place | undefined;

/**
 * This browser's zone and locale. Intl is asked once and its answer kept (localStorage) with the
 * place's check above; a later page reads it back while the check is the same, and asks Intl again
 * when it is not (another language, zone or year). A fresh page's first question to Intl loads its
 * locale data in one piece, and the pages the server draws are taken over without asking it.
 */
export function browserPlace(): Place {
  if (browser) return browser;
  const check = placeCheck();
  browser = keptPlace(check) ?? undefined;
  if (!browser) {
    const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
    browser = { timeZone, locale };
    try {
      localStorage.setItem(PLACE_KEY, JSON.stringify({ check, ...browser }));
    } catch {
      // Storage refused (a private window's quota): Intl is asked again on the next page.
    }
  }
  return browser;
}

/** Remembers this browser's zone and locale (for a year) for the pages the server draws. */
export function rememberPlace(): void {
  const { timeZone, locale } = browserPlace();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of [
    [TIME_ZONE_COOKIE, timeZone],
    [LOCALE_COOKIE, locale],
  ] as const) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }
}
