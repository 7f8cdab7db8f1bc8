import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CalendarEventsDocument, CalendarUpdatesDocument } from '../../gql/graphql';
import { monthDate, slotAt, useCalendarView } from './useCalendarView';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const mocks = [
  { request: { query: CalendarEventsDocument, variables: () => true }, result: { data: { calendarEvents: [] } }, ...always },
  { request: { query: CalendarUpdatesDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, ...always },
];

/** Lets the mocked queries answer inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function renderCalendar(path: string, matter: { id: string; name: string; number: string } | null = null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    </MemoryRouter>
  );
  return renderHook(() => useCalendarView({ matter, defaultView: 'month', calendar: { current: null }, frame: { current: null } }), { wrapper });
}

// Only the clock is fake (18 Nov 2026: paging a month lands on today in November); the mocked queries still answer on real timers.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 10, 18, 9, 30),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'],
  });
});
afterEach(() => jest.useRealTimers());

describe('a calendar click', () => {
  it('starts a month day or the all-day row at 09:00–10:00, a week slot at its hour', () => {
    const at = new Date(2026, 10, 4, 14, 0);
    expect(slotAt(at, false, 'dayGridMonth')).toEqual({ day: '2026-11-04', start: '09:00', end: '10:00' });
    expect(slotAt(at, true, 'timeGridWeek')).toEqual({ day: '2026-11-04', start: '09:00', end: '10:00', fixedDay: true });
    expect(slotAt(at, false, 'timeGridWeek')).toEqual({ day: '2026-11-04', start: '14:00', end: '15:00', fixedDay: true });
    expect(slotAt(new Date(2026, 10, 4, 23, 0), false, 'timeGridWeek')).toMatchObject({ start: '23:00', end: '23:30' });
  });
});

describe('useCalendarView', () => {
  it('keeps the view and date in the address and steps a week or a month', async () => {
    const { result } = renderCalendar('/officeCalendar?date=2026-11-04');
    await settle();
    expect(result.current.view).toBe('month');
    act(() => result.current.next());
    expect(result.current.day).toBe('2026-12-01');
    act(() => result.current.setView('week'));
    act(() => result.current.previous());
    expect(result.current.view).toBe('week');
    expect(result.current.day).toBe('2026-11-24');
    await settle();
  });

  it('adds a task on the date shown, and on a case opens Add Leave for a fixed week slot', async () => {
    const { result } = renderCalendar('/cases/caseDetail?view=week&date=2026-11-04', { id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' });
    await settle();
    act(() => result.current.addTask());
    expect(result.current.editing).toEqual({ event: null, slot: { day: '2026-11-04', start: '09:00', end: '10:00' } });
    act(() => result.current.closeEditor());
    act(() => result.current.onDateClick({ date: new Date(2026, 10, 5, 10, 0), allDay: false, view: { type: 'timeGridWeek' } } as never));
    expect(result.current.leaveDay).toBe('2026-11-05');
    expect(result.current.editing).toBeNull();
  });
});

describe('switching Month to Week', () => {
  it('a month stands for today in the current month, for its 1st otherwise', () => {
    expect(monthDate(new Date(2026, 10, 1))).toEqual(new Date(2026, 10, 18));
    expect(monthDate(new Date(2026, 11, 1))).toEqual(new Date(2026, 11, 1));
    expect(monthDate(new Date(2025, 10, 1))).toEqual(new Date(2025, 10, 1));
  });

  it('shows the week holding today after paging back to the current month, not the week of the 1st', async () => {
    const { result } = renderCalendar('/cases/caseDetail?id=m1&tab=calendar');
    await settle();
    act(() => result.current.next());
    expect(result.current.day).toBe('2026-12-01');
    act(() => result.current.previous());
    expect(result.current.day).toBe('2026-11-18');
    act(() => result.current.setView('week'));
    expect(result.current.view).toBe('week');
    expect(result.current.day).toBe('2026-11-18');
    await settle();
  });

  it('shows the week holding the date in the address, and the first week of another month paged to', async () => {
    const { result } = renderCalendar('/officeCalendar?view=month&date=2026-11-04');
    await settle();
    act(() => result.current.setView('week'));
    expect(result.current.day).toBe('2026-11-04');
    act(() => result.current.setView('month'));
    act(() => result.current.next());
    act(() => result.current.setView('week'));
    expect(result.current.day).toBe('2026-12-01');
    await settle();
  });
});
