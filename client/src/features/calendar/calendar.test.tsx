import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarEventsDocument, CalendarUpdatesDocument, CreateCalendarEventDocument, FirmStaffDocument, MyMonthEventsDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { addDays, monthCells, weekDays } from './calendarGrid';
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

describe('calendar grid arithmetic', () => {
  it('starts weeks on Monday and months on the Sunday before the 1st, always 42 days', () => {
    expect(weekDays(at(2026, 11, 22)).map((d) => d.getDate())).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(weekDays(at(2026, 11, 16))[0]!.getDay()).toBe(1);
    const cells = monthCells(at(2026, 11, 14));
    expect(cells).toHaveLength(42);
    expect(cells[0]!.getDay()).toBe(0);
    expect(cells[0]!.getDate()).toBe(1); // November 2026 begins on a Sunday
    const february = monthCells(at(2026, 2, 10));
    expect(february[0]!.toDateString()).toBe(at(2026, 2, 1).toDateString());
    expect(monthCells(at(2026, 8, 1))[0]!.toDateString()).toBe(at(2026, 7, 26).toDateString());
    expect(addDays(at(2026, 3, 7), 1).getDate()).toBe(8);
  });
});

describe('CalendarView', () => {
  it('month view: Sunday-first 42 cells, today highlighted, three events then +N more, one request for the grid', async () => {
    const today = new Date();
    const asked: Array<Record<string, unknown>> = [];
    const busy = [1, 2, 3, 4, 5].map((n) => event(`e${n}`, `Hearing ${n}`, at(today.getFullYear(), today.getMonth() + 1, today.getDate(), 8 + n)));
    renderScreen(<CalendarView matter={null} defaultView="month" title="Office Calendar" />, {
      path: '/officeCalendar',
      viewer: viewerWith('ATTORNEY'),
      mocks: [eventsMock(busy, asked), quiet],
    });
    const grid = await screen.findByRole('grid', { name: 'Month' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    const cell = within(grid).getByRole('gridcell', { name: `${today.toDateString()}, today` });
    await within(cell).findByText('Hearing 1');
    expect(within(cell).getByText('Hearing 3')).toBeInTheDocument();
    expect(within(cell).queryByText('Hearing 4')).not.toBeInTheDocument();
    expect(within(cell).getByText('+2 more')).toBeInTheDocument();
    await userEvent.click(within(cell).getByText('+2 more'));
    expect(await screen.findByRole('button', { name: /^Hearing 5, 13:00/ })).toBeInTheDocument();
    const cells = monthCells(today);
    expect(asked[0]).toEqual({ from: cells[0]!.toISOString(), to: addDays(cells[41]!, 1).toISOString(), matterId: null });
  });

  it('week view: Monday first, 24 hours, the first event of an hour then +N more; previous goes back 7 days', async () => {
    const monday = weekDays(new Date())[0]!;
    const y = monday.getFullYear();
    const m = monday.getMonth() + 1;
    const d = monday.getDate();
    renderScreen(<CalendarView matter={null} defaultView="week" title="Office Calendar" />, {
      path: '/officeCalendar',
      viewer: viewerWith('ATTORNEY'),
      mocks: [eventsMock([event('a', 'Deposition', at(y, m, d, 10)), event('b', 'Prep call', at(y, m, d, 10, 30)), event('c', 'Filing deadline', at(y, m, d, 16))]), quiet],
    });
    const grid = await screen.findByRole('grid', { name: 'Week' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(7 * 24);
    expect(within(grid).getAllByRole('gridcell')[0]).toHaveAccessibleName(`${monday.toDateString()} 00:00`);
    const ten = within(grid).getByRole('gridcell', { name: `${monday.toDateString()} 10:00` });
    await within(ten).findByText('Deposition');
    expect(within(ten).queryByText('Prep call')).not.toBeInTheDocument();
    expect(within(ten).getByText('+1 more')).toBeInTheDocument();
    expect(within(within(grid).getByRole('gridcell', { name: `${monday.toDateString()} 16:00` })).getByText('Filing deadline')).toBeInTheDocument();
    const title = screen.getByTestId('calendar-title').textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(screen.getByTestId('calendar-title').textContent).not.toBe(title));
    expect(within(screen.getByRole('grid', { name: 'Week' })).getAllByRole('gridcell')[0]).toHaveAccessibleName(`${addDays(monday, -7).toDateString()} 00:00`);
  });

  it('a week slot opens Add Task with that hour to the next and the date read-only, and saves the event', async () => {
    const monday = weekDays(new Date())[0]!;
    const created: Array<Record<string, unknown>> = [];
    renderScreen(<CalendarView matter={null} defaultView="week" title="Office Calendar" />, {
      path: '/officeCalendar',
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
          result: { data: { createCalendarEvent: event('n', 'Mediation', at(monday.getFullYear(), monday.getMonth() + 1, monday.getDate(), 14)) } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('gridcell', { name: `${monday.toDateString()} 14:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: 'Start Time' })).toHaveValue('14:00');
    expect(within(dialog).getByRole('combobox', { name: 'End Time' })).toHaveValue('15:00');
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
      startsAt: at(monday.getFullYear(), monday.getMonth() + 1, monday.getDate(), 14).toISOString(),
      endsAt: at(monday.getFullYear(), monday.getMonth() + 1, monday.getDate(), 15).toISOString(),
      priority: 'HIGH',
      kind: 'EVENT',
      matterId: null,
      reminderMinutes: 15,
    });
  });

  it("a case calendar opens on the month, and its week slots open Add Leave, which needs a purpose", async () => {
    const created: Array<Record<string, unknown>> = [];
    renderScreen(<CalendarView matter={{ id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }} defaultView="month" title="Calendar" />, {
      path: '/cases/caseDetail?id=m1&tab=calendar',
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
    expect(await screen.findByRole('grid', { name: 'Month' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Week', { exact: true }));
    const monday = weekDays(new Date())[0]!;
    await userEvent.click(await screen.findByRole('gridcell', { name: `${monday.toDateString()} 09:00` }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Leave' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    expect(await within(dialog).findByText('Enter the leave purpose.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Leave Purpose/ }), 'Annual leave');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Employees' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah (Paralegal)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Back on Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const day = `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
    expect(created[0]).toEqual({
      title: 'Annual leave',
      kind: 'LEAVE',
      allDay: true,
      startsAt: `${day}T00:00:00.000Z`,
      endsAt: `${day}T00:00:00.000Z`,
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
    await userEvent.click(screen.getByRole('gridcell', { name: `${otherDay.toDateString()}, 1 event` }));
    expect(await screen.findByText('Status conference')).toBeInTheDocument();
    expect(screen.queryByText('Client check-in call')).not.toBeInTheDocument();
    expect(asked[0]).toEqual({ from: new Date(today.getFullYear(), today.getMonth(), 1).toISOString(), to: new Date(today.getFullYear(), today.getMonth() + 1, 1).toISOString(), attendeeId: 'me' });
  });
});
