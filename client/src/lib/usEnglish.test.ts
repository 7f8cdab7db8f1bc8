import { dateText, groupDigits, usDollars } from './usEnglish';

/** Instants over three decades, each hour of the day and minute edge among them (midnight, noon, 12:59, 23:59). */
const instants: Date[] = [];
for (let at = Date.UTC(1999, 11, 31, 0, 0); at < Date.UTC(2031, 0, 1); at += 37 * 3_600_000 + 59 * 60_000) instants.push(new Date(at));
for (const [hour, minute] of [
  [0, 0],
  [0, 5],
  [11, 59],
  [12, 0],
  [12, 59],
  [23, 59],
]) {
  instants.push(new Date(Date.UTC(2028, 1, 29, hour!, minute!)), new Date(2028, 1, 29, hour!, minute!));
}

/** Every option set of weekday, month, day, year and an hour with its minutes, and the styles. */
function optionSets(): Intl.DateTimeFormatOptions[] {
  const sets: Intl.DateTimeFormatOptions[] = [];
  for (const weekday of [undefined, 'long', 'short', 'narrow'] as const)
    for (const month of [undefined, 'long', 'short', 'numeric'] as const)
      for (const day of [undefined, 'numeric', '2-digit'] as const)
        for (const year of [undefined, 'numeric', '2-digit'] as const)
          for (const time of [undefined, { hour: 'numeric', minute: '2-digit' }, { hour: 'numeric' }, { hour: '2-digit', minute: '2-digit' }] as const) {
            const set = Object.fromEntries(Object.entries({ weekday, month, day, year, ...time }).filter(([, value]) => value !== undefined));
            if (Object.keys(set).length > 0) sets.push(set);
          }
  for (const dateStyle of [undefined, 'full', 'long', 'medium', 'short'] as const)
    for (const timeStyle of [undefined, 'full', 'long', 'medium', 'short'] as const) if (dateStyle || timeStyle) sets.push({ dateStyle, timeStyle });
  return sets;
}

/** The option sets the app formats with (lib/localTime.ts's callers and the fixed US English ones). */
const APP_SETS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium', timeStyle: 'short' },
  { dateStyle: 'medium' },
  { hour: 'numeric', minute: '2-digit' },
  { month: 'short', day: 'numeric' },
  { month: 'short', day: 'numeric', year: 'numeric' },
  { weekday: 'long', month: 'long', day: 'numeric' },
  { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  { weekday: 'short', month: 'short', day: 'numeric' },
  { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  { month: 'long', year: 'numeric' },
];

describe('US English without Intl', () => {
  afterEach(() => jest.restoreAllMocks());

  /** Whether `dateText` writes `options` itself (it makes no Intl format for them). */
  function writtenHere(options: Intl.DateTimeFormatOptions): boolean {
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    dateText('en-US', options).format(instants[0]!);
    const here = intl.mock.calls.length === 0;
    intl.mockRestore();
    return here;
  }

  it('writes every option set it writes as Intl does, in UTC and in the runtime’s own zone', () => {
    let written = 0;
    for (const set of optionSets())
      for (const options of [{ ...set, timeZone: 'UTC' }, set]) {
        if (!writtenHere(options)) continue;
        written += 1;
        const ours = dateText('en-US', options);
        const intl = new Intl.DateTimeFormat('en-US', options);
        for (const at of instants) {
          if (ours.format(at) !== intl.format(at)) throw new Error(`${JSON.stringify(options)} at ${at.toISOString()}: ${ours.format(at)} ≠ ${intl.format(at)}`);
        }
      }
    expect(written).toBeGreaterThanOrEqual(2 * APP_SETS.length);
  });

  it('writes every option set the app uses, and leaves other locales and zones to Intl', () => {
    for (const options of APP_SETS) {
      expect(writtenHere(options)).toBe(true);
      expect(writtenHere({ ...options, timeZone: 'UTC' })).toBe(true);
      expect(writtenHere({ ...options, timeZone: 'America/Chicago' })).toBe(false);
    }
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    expect(dateText('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 9, 1)))).toBe('01.10.2026');
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it('writes a plain space before AM and PM (as Node’s and Chromium’s Intl do), and 12 for midnight and noon', () => {
    const time = dateText('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    expect(time.format(new Date(Date.UTC(2026, 0, 1, 0, 5)))).toBe('12:05 AM');
    expect(time.format(new Date(Date.UTC(2026, 0, 1, 12, 0)))).toBe('12:00 PM');
    expect(dateText('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 9, 1, 21, 30)))).toBe(
      'Oct 1, 2026, 9:30 PM',
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => dateText('en-US', { dateStyle: 'medium' }).format(new Date('someday'))).toThrow(RangeError);
  });

  it('groups whole numbers and writes cents as dollars as Intl does', () => {
    const numbers = new Intl.NumberFormat('en-US');
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const values = [0, 1, -1, 5, 99, 100, 999, 1000, 1001, -1000, 123456, -123456, 1_000_000, 99_999_999, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) {
      expect(groupDigits(value)).toBe(numbers.format(value));
      if (Math.abs(value) < 1e13) expect(usDollars(value)).toBe(dollars.format(value / 100));
    }
    expect(usDollars(123456)).toBe('$1,234.56');
    expect(usDollars(-5)).toBe('-$0.05');
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });
});
