import type * as LocalTimeModule from './localTime';
import type * as TimeZonesModule from './timeZones';

type LocalTime = typeof LocalTimeModule;

/** The module as a new page loads it (nothing known yet but what the browser keeps). */
function freshPage(): LocalTime {
  let module: LocalTime | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<LocalTime>('./localTime');
  });
  return module!;
}

describe('the browser’s place', () => {
  let intl: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    for (const name of ['mh_zone', 'mh_locale']) document.cookie = `${name}=; Path=/; Max-Age=0`;
    intl = jest.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => jest.restoreAllMocks());

  const { timeZone, locale } = new Intl.DateTimeFormat().resolvedOptions();

  it('asks Intl on the first page, and later pages read the answer back without asking', () => {
    freshPage().rememberPlace();
    expect(intl).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`mh_zone=${encodeURIComponent(timeZone)}`);
    expect(document.cookie).toContain(`mh_locale=${locale}`);

    intl.mockClear();
    for (const name of ['mh_zone', 'mh_locale']) document.cookie = `${name}=; Path=/; Max-Age=0`;
    const next = freshPage();
    next.rememberPlace();
    expect(next.browserPlace()).toEqual({ timeZone, locale });
    expect(intl).not.toHaveBeenCalled();
    // The cookies come back from what was kept (a signed-out browser's are cleared with its session).
    expect(document.cookie).toContain(`mh_zone=${encodeURIComponent(timeZone)}`);
  });

  it('asks again when the browser’s language changed since', () => {
    freshPage().browserPlace();
    intl.mockClear();
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    freshPage().browserPlace();
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it('is the zone the calendar’s note names: kept, not asked of Intl again', () => {
    freshPage().browserPlace();
    intl.mockClear();
    let zone: string | undefined;
    jest.isolateModules(() => {
      zone = jest.requireActual<typeof TimeZonesModule>('./timeZones').browserTimeZone();
    });
    expect(zone).toBe(timeZone);
    expect(intl).not.toHaveBeenCalled();
  });

  it('does not trust what it cannot read', () => {
    localStorage.setItem('mh_place', '{not json');
    expect(freshPage().browserPlace()).toEqual({ timeZone, locale });
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it('writes the viewer’s own times without Intl in US English, and with it in another locale', () => {
    const at = new Date(2026, 9, 1, 21, 30);
    freshPage().browserPlace();
    const kept = JSON.parse(localStorage.getItem('mh_place')!) as { locale: string };
    localStorage.setItem('mh_place', JSON.stringify({ ...kept, locale: 'en-US' }));
    intl.mockClear();
    expect(freshPage().localTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(at)).toBe('Oct 1, 2026, 9:30 PM');
    expect(intl).not.toHaveBeenCalled();

    localStorage.setItem('mh_place', JSON.stringify({ ...kept, locale: 'de-DE' }));
    expect(freshPage().localTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(at)).toBe('01.10.2026, 21:30');
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it('writes a page the server draws in the place it was told', () => {
    const { drawnIn, localTimeFormat } = freshPage();
    const when = localTimeFormat({ hour: 'numeric', minute: '2-digit' });
    const at = new Date(Date.UTC(2026, 9, 1, 21, 30));
    expect(drawnIn({ timeZone: 'Asia/Tokyo', locale: 'en-US' }, () => when.format(at))).toBe('6:30 AM');
    expect(drawnIn({ timeZone: 'UTC', locale: 'en-GB' }, () => when.format(at))).toBe('21:30');
  });
});
