import type { CalendarOptions, EventMountArg, FormatterInput, MoreLinkContentArg, MoreLinkMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconRss } from '@tabler/icons-react';
import { useRef } from 'react';
import { timeKey, titleOf } from './calendarGrid';
import classes from './CalendarView.module.css';
import { EventDialog } from './EventDialog';
import { FeedDialog } from './FeedDialog';
import { LeaveDialog } from './LeaveDialog';
import { useCalendarView, type CalendarViewName } from './useCalendarView';
import { ZoneNote } from '../../ui/ZoneNote';

type Matter = { id: string; name: string; number: string };

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const FULLCALENDAR_VIEW: Record<CalendarViewName, string> = { week: 'timeGridWeek', month: 'dayGridMonth' };
/** The week starts on Monday, the month grid on Sunday (FullCalendar takes firstDay for the whole calendar, not per view). */
const FIRST_DAY: Record<CalendarViewName, number> = { week: 1, month: 0 };
/** 24-hour times like the rest of the app ("09:00"; h23, so midnight is 00:00, not 24:00). */
const HOURS: FormatterInput = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** The height of a week's hour row (`.fc-timegrid-slot` in CalendarView.module.css). */
const HOUR_ROW_PX = 44;
/** Spec 2.8: the week has 24 hourly rows and one event side by side; the month 6 weeks and 3 events a day (then '+N more'). */
const VIEWS: CalendarOptions['views'] = {
  timeGridWeek: {
    slotDuration: '01:00:00',
    slotMinTime: '00:00:00',
    slotMaxTime: '24:00:00',
    allDaySlot: true,
    eventMaxStack: 1,
    // An event shorter than an hour row reads on one line, its time then its title (CalendarView.module.css).
    eventShortHeight: HOUR_ROW_PX,
    dayMaxEvents: 1, // the all-day row too
    dayHeaderFormat: { weekday: 'short', month: 'short', day: 'numeric', omitCommas: true },
    scrollTime: '07:30:00',
    nowIndicator: true,
  },
  dayGridMonth: {
    fixedWeekCount: true,
    showNonCurrentDates: true,
    dayMaxEvents: 3,
    dayHeaderFormat: { weekday: 'short' },
  },
};
/**
 * '+N more'. In a week's hours it sits in the day's right-hand gutter, where only '+N' fits: the
 * word stays for screen readers, and the chip never covers an event's title.
 */
const moreLink = ({ num }: MoreLinkContentArg) => (
  <>
    {`+${num}`}
    <span className={classes.moreWord}> more</span>
  </>
);
/** FullCalendar's '+N more' is a link without an address that carries aria-expanded: a button, for screen readers and the keyboard. */
const moreLinkMounted = ({ el }: MoreLinkMountArg) => {
  el.setAttribute('role', 'button');
  if (el.tabIndex < 0) el.tabIndex = 0;
};
/** How an event reads to a screen reader, and its whole title in its tooltip (a short event's title may end in '…'). */
const labelEvent = ({ el, event }: EventMountArg) => {
  const when = event.allDay || !event.start ? 'all day' : `${timeKey(event.start)}–${timeKey(event.end ?? event.start)}`;
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', `${event.title}, ${when}`);
  el.title = event.title;
};

/**
 * The office calendar and a case's calendar (spec 2.8): week (Monday first, 24 hours) and month
 * (Sunday first, 42 days) views of the server's events, kept in the address (`view`, `date`).
 * Clicking a slot or a date opens Add Task (a case's week slots: Add Leave); events open to edit,
 * and drag to another day or hour. Others' changes appear live.
 */
export function CalendarView({ matter, defaultView, title }: { matter: Matter | null; defaultView: CalendarViewName; title: string }) {
  const calendar = useRef<FullCalendar>(null);
  const frame = useRef<HTMLDivElement>(null);
  const cal = useCalendarView({ matter, defaultView, calendar, frame });
  const { view, date, day, editing, leaveDay, feedOpen } = cal;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Title order={matter ? 3 : 2} fz={matter ? 'xl' : 26}>
            {title}
          </Title>
        </Group>
        <Group gap="sm">
          {!matter && (
            <Button variant="default" leftSection={<IconRss size={16} />} onClick={() => cal.setFeedOpen(true)}>
              Subscribe
            </Button>
          )}
          {matter && (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={cal.addLeave}>
              Add Leave
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={cal.addTask}>
            Add Task
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon variant="default" size={36} aria-label={view === 'week' ? 'Previous week' : 'Previous month'} onClick={cal.previous}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={cal.today}>
            Today
          </Button>
          <ActionIcon variant="default" size={36} aria-label={view === 'week' ? 'Next week' : 'Next month'} onClick={cal.next}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fw={700} fz="lg" ml="sm" aria-live="polite" data-testid="calendar-title">
            {titleOf(view, date)}
          </Text>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={(value) => cal.setView(value as CalendarViewName)}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
      </Group>
      <ZoneNote mt={-8} />
      <Paper component="section" aria-label={view === 'week' ? 'Week' : 'Month'} withBorder radius="lg" className={classes.calendar} ref={frame}>
        <FullCalendar
          key={view}
          ref={calendar}
          plugins={PLUGINS}
          initialView={FULLCALENDAR_VIEW[view]}
          initialDate={day}
          firstDay={FIRST_DAY[view]}
          views={VIEWS}
          headerToolbar={false}
          allDayText="All day"
          defaultRangeSeparator=" – "
          // The week scrolls its 24 hours within the window; the month is as tall as its 6 weeks.
          height={view === 'week' ? 'max(420px, calc(100vh - 290px))' : 'auto'}
          events={cal.inputs}
          editable
          // Timed events as coloured chips in the month too (FullCalendar's default there is a dot).
          eventDisplay="block"
          eventDurationEditable={false}
          slotLabelFormat={HOURS}
          eventTimeFormat={HOURS}
          moreLinkContent={moreLink}
          moreLinkDidMount={moreLinkMounted}
          eventDidMount={labelEvent}
          dateClick={cal.onDateClick}
          eventClick={cal.onEventClick}
          eventDrop={cal.onEventDrop}
        />
      </Paper>
      {editing && <EventDialog key={editing.event?.id ?? 'new'} event={editing.event} slot={editing.slot} matter={matter} onClose={cal.closeEditor} />}
      {leaveDay && <LeaveDialog day={leaveDay} matter={matter} onClose={cal.closeLeave} />}
      {feedOpen && <FeedDialog onClose={() => cal.setFeedOpen(false)} />}
    </Stack>
  );
}
