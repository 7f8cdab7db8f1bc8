import { screen, within } from '@testing-library/react';
import { CalendarEventsDocument, CalendarUpdatesDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { dayKey } from '../../lib/dates';
import { weekDays } from './calendarGrid';
import { CalendarView } from './CalendarView';

const HOUR_ROW = 44;
const DAY_HEIGHT = 24 * HOUR_ROW;

const event = (id: string, title: string, start: Date, minutes: number): CalendarEventFieldsFragment => ({
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
});

const box = (top: number, height: number, width: number) => ({ top, bottom: top + height, left: 0, right: width, width, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

/**
 * FullCalendar places a week's events by measuring its hour rows, which jsdom does not lay out:
 * here every element has a size and each hour row is 44 px tall, one under the other.
 */
function layOutWeek() {
  const spies = [
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(DAY_HEIGHT),
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000),
    jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(DAY_HEIGHT),
    jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000),
  ];
  const rects = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const time = this.matches('tr') ? this.querySelector<HTMLElement>('.fc-timegrid-slot[data-time]')?.dataset.time : undefined;
    if (!time) return box(0, DAY_HEIGHT, 1000);
    const [hours, minutes] = time.split(':').map(Number);
    return box(((hours! * 60 + minutes!) / 60) * HOUR_ROW, HOUR_ROW, 1000);
  });
  return () => {
    spies.forEach((spy) => spy.mockRestore());
    rects.mockRestore();
  };
}

let restore: () => void;
beforeEach(() => {
  restore = layOutWeek();
});
afterEach(() => restore());

describe('the week view', () => {
  it('shows an event shorter than an hour on one line with its whole title as its tooltip, and "+N more" as a narrow "+N" chip', async () => {
    const monday = weekDays(new Date())[0]!;
    const ten = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate(), 10);
    const title = 'Call with the adjuster about the property damage estimate';
    renderScreen(<CalendarView matter={null} defaultView="week" title="Office Calendar" />, {
      path: '/officeCalendar',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        {
          request: { query: CalendarEventsDocument, variables: () => true },
          result: { data: { calendarEvents: [event('a', title, ten, 45), event('b', 'Prep call', ten, 45)] } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        { request: { query: CalendarUpdatesDocument, variables: () => true }, result: { data: undefined }, delay: 1_000_000, maxUsageCount: 10 },
      ],
    });
    const week = await screen.findByRole('region', { name: 'Week' });
    const column = week.querySelector<HTMLElement>(`td.fc-timegrid-col[data-date="${dayKey(monday)}"]`)!;
    const shown = await within(column).findByRole('button', { name: `${title}, 10:00–10:45` });
    // 45 minutes is 33 px: FullCalendar's default (under 30 px) would stack the time over a title cut mid-line.
    expect(shown).toHaveClass('fc-timegrid-event-short');
    expect(shown).toHaveAttribute('title', title);
    expect(within(column).queryByRole('button', { name: /^Prep call/ })).not.toBeInTheDocument();
    // The chip fits the day's right-hand gutter, where no event reaches (CalendarView.module.css); the word is for screen readers.
    const more = within(column).getByRole('button', { name: '+1 more' });
    expect(more).toHaveClass('fc-timegrid-more-link');
    expect(within(more).getByText('more')).toHaveClass('moreWord');
  });
});
