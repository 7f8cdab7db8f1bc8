import { addDays, dayKey, today } from './dates';

describe('calendar days', () => {
  it('writes a local date as YYYY-MM-DD', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayKey(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('is today in the user’s own calendar', () => {
    expect(today(new Date(2030, 6, 4, 0, 1))).toBe('2030-07-04');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
