import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CalendarEventsDocument,
  CalendarUpdatesDocument,
  CreateCalendarEventDocument,
  FirmStaffDocument,
  MatterPickerDocument,
  MyMonthEventsDocument,
  type CalendarEventFieldsFragment,
} from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { dayKey } from '../../lib/dates';
import { addDays, calendarInput, movedTimes, rangeOf, titleOf, weekDays } from './calendarGrid';
import { CalendarView } from './CalendarView';
import { TodaysEvent } from './TodaysEvent';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

const event = (id: string, title: string, start: Date, minutes = 60, overrides: Partial<CalendarEventFieldsFragment> = {}): CalendarEventFieldsFragment => ({
  __typename: 'CalendarEvent',
  id,
  title,
  description: null,
  kind: 'EVENT',
  priority: 'LOW',
  color: null,
  allDay: false,
  startsAt: start.toISOString(),
  endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
  location: null,
  videoLink: null,
  reminderMinutes: null,
  version: 1,
  matterId: null,
  matter: null,
  attendees: [],
  ...overrides,
});

const quiet = { request: { query: CalendarUpdatesDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 };
const eventsMock = (events: CalendarEventFieldsFragment[], asked?: Array<Record<string, unknown>>) => ({
  request: {
    query: CalendarEventsDocument,
    variables: (variables: Record<string, unknown>) => {
      asked?.push(variables);
      return true;
    },
  },
  result: { data: { calendarEvents: events } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const staff = {
  request: { query: FirmStaffDocument, variables: { search: null } },
  result: { data: { firmUsers: { __typename: 'UserPage', items: [{ __typename: 'User', id: 'u2', fullName: 'Priya Shah', email: 'p@example.com', role: 'PARALEGAL', avatarUrl: null }] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const cases = {
  request: { query: MatterPickerDocument, variables: () => true },
  result: { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('calendar grid arithmetic', () => {
  it("asks for FullCalendar's visible range: weeks Monday to Monday, months the 42 days from the Sunday on or before the 1st", () => {
    expect(weekDays(at(2026, 11, 22)).map((d) => d.getDate())).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(rangeOf('week', at(2026, 11, 22))).toEqual({ from: at(2026, 11, 16), to: at(2026, 11, 23) });
    expect(rangeOf('week', at(2026, 11, 16)).from.getDay()).toBe(1);
    const november = rangeOf('month', at(2026, 11, 14));
    expect(november).toEqual({ from: at(2026, 11, 1), to: at(2026, 12, 13) }); // November 2026 begins on a Sunday
    expect(Math.round((november.to.getTime() - november.from.getTime()) / 86_400_000)).toBe(42);
    expect(rangeOf('month', at(2026, 2, 10)).from).toEqual(at(2026, 2, 1));
    expect(rangeOf('month', at(2026, 8, 1))).toEqual({ from: at(2026, 7, 26), to: at(2026, 9, 6) });
    expect(titleOf('week', at(2026, 11, 22))).toBe('Nov 16 – Nov 22, 2026');
    expect(titleOf('month', at(2026, 11, 22))).toBe('November 2026');
    expect(addDays(at(2026, 3, 7), 1).getDate()).toBe(8);
  });

  it('moves an event keeping its length; all-day events stay whole UTC days', () => {
    const call = event('a', 'Call', at(2026, 11, 16, 10), 90);
    expect(movedTimes(call, at(2026, 11, 18, 14))).toEqual({ startsAt: at(2026, 11, 18, 14).toISOString(), endsAt: at(2026, 11, 18, 15, 30).toISOString() });
    const trial = event('t', 'Trial', at(2026, 11, 16), 0, { allDay: true, startsAt: '2026-11-16T00:00:00.000Z', endsAt: '2026-11-18T00:00:00.000Z' });
    expect(movedTimes(trial, at(2026, 11, 20))).toEqual({ startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2026-11-22T00:00:00.000Z' });
    // Into the all-day row: that day; out of it: an hour.
    expect(movedTimes(call, at(2026, 11, 19), true)).toEqual({ startsAt: '2026-11-19T00:00:00.000Z', endsAt: '2026-11-19T00:00:00.000Z' });
    expect(movedTimes(trial, at(2026, 11, 19, 9), false)).toEqual({ startsAt: at(2026, 11, 19, 9).toISOString(), endsAt: at(2026, 11, 19, 10).toISOString() });
  });

  it('gives FullCalendar the same days (its end is exclusive) and the Mantine colour of the priority or the event', () => {
    const leave = event('l', 'Leave', at(2026, 11, 30), 0, { allDay: true, startsAt: '2026-11-30T00:00:00.000Z', endsAt: '2026-11-30T00:00:00.000Z', priority: 'HIGH' });
    expect(calendarInput(leave)).toMatchObject({
      id: 'l',
      allDay: true,
      start: '2026-11-30',
      end: '2026-12-01',
      backgroundColor: 'var(--mantine-color-red-1)',
      borderColor: 'var(--mantine-color-red-6)',
      textColor: 'var(--mantine-color-gray-9)',
    });
    const call = event('c', 'Call', at(2026, 11, 16, 10), 30, { priority: 'HIGH', color: 'green' });
    expect(calendarInput(call)).toMatchObject({ allDay: false, start: call.startsAt, end: call.endsAt, backgroundColor: 'var(--mantine-color-green-1)' });
  });
});

/** FullCalendar's day cells (month, and the week's all-day row) and their YYYY-MM-DD. */
const dayCells = (region: HTMLElement) => Array.from(region.querySelectorAll<HTMLElement>('td.fc-daygrid-day[data-date]'));
const columnDates = (region: HTMLElement) => within(region).getAllByRole('columnheader').map((h) => h.dataset.date);

// FullCalendar places events and finds the slot under the pointer by measuring the page, which jsdom
// cannot: slot and date clicks, the week's '+N more' and dragging are in tests/e2e/calendar.e2e.test.ts.
describe('CalendarView', () => {
  it('month view: Sunday-first 42 days, today highlighted, three events then +N more, one request for the range shown', async () => {
    const today = new Date();
    const asked: Array<Record<string, unknown>> = [];
    const busy = [1, 2, 3, 4, 5].map((n) => event(`e${n}`, `Hearing ${n}`, at(today.getFullYear(), today.getMonth() + 1, today.getDate(), 8 + n)));
    renderScreen(<CalendarView matter={null} defaultView="month" title="Office Calendar" />, {
      path: '/officeCalendar',
      viewer: viewerWith('ATTORNEY'),
      mocks: [eventsMock(busy, asked), quiet, staff, cases],
    });
    const month = await screen.findByRole('region', { name: 'Month' });
    expect(within(month).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const { from, to } = rangeOf('month', today);
    const cells = dayCells(month);
    expect(cells).toHaveLength(42);
    expect(cells.map((c) => c.dataset.date)).toEqual(Array.from({ length: 42 }, (_, i) => dayKey(addDays(from, i))));
    const cell = cells.find((c) => c.dataset.date === dayKey(today))!;
    expect(cell).toHaveClass('fc-day-today');
    expect(month.querySelectorAll('.fc-day-today')).toHaveLength(1);
    expect(await within(cell).findByRole('button', { name: 'Hearing 1, 09:00–10:00' })).toBeVisible();
    expect(within(cell).getByRole('button', { name: 'Hearing 3, 11:00–12:00' })).toBeVisible();
    expect(within(cell).queryByRole('button', { name: /^Hearing 4/ })).not.toBeInTheDocument();
    expect(within(cell).getByRole('button', { name: '+2 more' })).toHaveAttribute('title', 'Show 2 more events'); // its popover is in the e2e test
    expect(asked[0]).toEqual({ from: from.toISOString(), to: to.toISOString(), matterId: null });
    // An event opens for editing.
    await userEvent.click(within(cell).getByRole('button', { name: 'Hearing 3, 11:00–12:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByRole('textbox', { name: /Task Name/ })).toHaveValue('Hearing 3');
  });

  it('week view: Monday first, an all-day row and 24 hourly rows in 24 h time; previous goes back 7 days and asks for that week', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const monday = weekDays(new Date())[0]!;
    renderScreen(<CalendarView matter={null} defaultView="week" title="Office Calendar" />, {
      path: '/officeCalendar',
      viewer: viewerWith('ATTORNEY'),
      mocks: [eventsMock([event('a', 'Deposition', addDays(monday, 0))], asked), quiet],
    });
    const week = await screen.findByRole('region', { name: 'Week' });
    expect(columnDates(week)).toEqual(weekDays(monday).map(dayKey));
    expect(within(week).getAllByRole('columnheader')[0]).toHaveTextContent(/^Mon /);
    expect(within(week).getByText('All day')).toBeInTheDocument();
    const hours = Array.from(week.querySelectorAll('.fc-timegrid-slot-label[data-time]'), (label) => label.textContent);
    expect(hours).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
    expect(asked[0]).toEqual({ from: monday.toISOString(), to: addDays(monday, 7).toISOString(), matterId: null });
    const title = screen.getByTestId('calendar-title').textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(screen.getByTestId('calendar-title').textContent).not.toBe(title));
    await waitFor(() => expect(columnDates(screen.getByRole('region', { name: 'Week' }))).toEqual(weekDays(addDays(monday, -7)).map(dayKey)));
    await waitFor(() => expect(asked).toContainEqual({ from: addDays(monday, -7).toISOString(), to: monday.toISOString(), matterId: null }));
  });

  it('Add Task opens on the date shown, 09:00 to 10:00, and saves the event', async () => {
    const today = new Date();
    const created: Array<Record<string, unknown>> = [];
    renderScreen(<CalendarView matter={null} defaultView="week" title="Office Calendar" />, {
      path: '/officeCalendar',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        eventsMock([]),
        quiet,
        staff,
        cases,
        {
          request: {
            query: CreateCalendarEventDocument,
            variables: (variables: { input: Record<string, unknown> }) => {
              created.push(variables.input);
              return true;
            },
          },
          result: { data: { createCalendarEvent: event('n', 'Mediation', at(today.getFullYear(), today.getMonth() + 1, today.getDate(), 9)) } },
        },
      ],
    });
    await screen.findByRole('region', { name: 'Week' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    expect(within(dialog).getByLabelText(/^Date/)).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: 'Start Time' })).toHaveValue('09:00');
    expect(within(dialog).getByRole('combobox', { name: 'End Time' })).toHaveValue('10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('Enter the task name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Task Name/ }), 'Mediation');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      title: 'Mediation',
      allDay: false,
      startsAt: at(today.getFullYear(), today.getMonth() + 1, today.getDate(), 9).toISOString(),
      endsAt: at(today.getFullYear(), today.getMonth() + 1, today.getDate(), 10).toISOString(),
      priority: 'HIGH',
      kind: 'EVENT',
      matterId: null,
      reminderMinutes: 15,
    });
  });

  it('a case calendar opens on the month, and Add Leave needs a purpose and saves a whole day of leave', async () => {
    const created: Array<Record<string, unknown>> = [];
    renderScreen(<CalendarView matter={{ id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }} defaultView="month" title="Calendar" />, {
      path: '/cases/caseDetail?id=m1&tab=calendar&date=2026-11-18',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        eventsMock([]),
        quiet,
        staff,
        {
          request: {
            query: CreateCalendarEventDocument,
            variables: (variables: { input: Record<string, unknown> }) => {
              created.push(variables.input);
              return true;
            },
          },
          result: { data: { createCalendarEvent: event('l', 'Annual leave', new Date(), 0, { allDay: true, kind: 'LEAVE' }) } },
        },
      ],
    });
    const month = await screen.findByRole('region', { name: 'Month' });
    expect(dayCells(month)).toHaveLength(42);
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('November 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Add Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Leave' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('Enter the leave purpose.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Leave Purpose/ }), 'Annual leave');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Employees' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah (Paralegal)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Back on Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      title: 'Annual leave',
      kind: 'LEAVE',
      allDay: true,
      startsAt: '2026-11-18T00:00:00.000Z',
      endsAt: '2026-11-18T00:00:00.000Z',
      attendeeIds: ['u2'],
      description: 'Back on Monday',
      matterId: 'm1',
    });
  });
});

describe("Today's Event", () => {
  it("shows this month with your busy days marked, today's events first, and another day's on click", async () => {
    const today = new Date();
    const other = today.getDate() === 1 ? 2 : 1;
    const asked: Array<Record<string, unknown>> = [];
    renderScreen(<TodaysEvent />, {
      path: '/',
      viewer: viewerWith('ATTORNEY', { id: 'me' }),
      mocks: [
        {
          request: {
            query: MyMonthEventsDocument,
            variables: (variables: Record<string, unknown>) => {
              asked.push(variables);
              return true;
            },
          },
          result: {
            data: {
              calendarEvents: [
                event('v', 'Client check-in call', at(today.getFullYear(), today.getMonth() + 1, today.getDate(), 15), 45, { kind: 'APPOINTMENT', videoLink: 'https://meet.example.com/x' }),
                event('h', 'Status conference', at(today.getFullYear(), today.getMonth() + 1, other, 9), 60, { kind: 'COURT_HEARING' }),
              ],
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect(await screen.findByText('Client check-in call')).toBeInTheDocument();
    expect(screen.getByText('15:00 · 45 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(screen.queryByText('Status conference')).not.toBeInTheDocument();
    const otherDay = new Date(today.getFullYear(), today.getMonth(), other);
    await userEvent.click(screen.getByRole('button', { name: `${otherDay.toDateString()}, 1 event` }));
    expect(await screen.findByText('Status conference')).toBeInTheDocument();
    expect(screen.queryByText('Client check-in call')).not.toBeInTheDocument();
    expect(asked[0]).toEqual({ from: new Date(today.getFullYear(), today.getMonth(), 1).toISOString(), to: new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString(), attendeeId: 'me' });
  });
});
