import type { CalendarOptions, EventClickArg, EventDropArg, EventMountArg, FormatterInput, MoreLinkContentArg, MoreLinkMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight, IconPlus, IconRss } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarEventsDocument, CalendarUpdatesDocument, MoveCalendarEventDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { useRefetchOnEvents } from '../../live/useRefetchOnEvents';
import { dayKey } from '../../lib/dates';
import { addDays, addMonths, calendarInput, movedTimes, parseDay, rangeOf, sameDay, timeKey, titleOf } from './calendarGrid';
import classes from './CalendarView.module.css';
import { EventDialog, LeaveDialog, type EventSlot } from './EventDialog';
import { FeedDialog } from './FeedDialog';

type View = 'week' | 'month';
type Matter = { id: string; name: string; number: string };
type Event = CalendarEventFieldsFragment;

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const FULLCALENDAR_VIEW: Record<View, string> = { week: 'timeGridWeek', month: 'dayGridMonth' };
/** The week starts on Monday, the month grid on Sunday (FullCalendar takes firstDay for the whole calendar, not per view). */
const FIRST_DAY: Record<View, number> = { week: 1, month: 0 };
/** 24-hour times like the rest of the app ("09:00"; h23, so midnight is 00:00, not 24:00). */
const HOURS: FormatterInput = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
/** Spec 2.8: the week has 24 hourly rows and one event side by side; the month 6 weeks and 3 events a day (then '+N more'). */
const VIEWS: CalendarOptions['views'] = {
  timeGridWeek: {
    slotDuration: '01:00:00',
    slotMinTime: '00:00:00',
    slotMaxTime: '24:00:00',
    allDaySlot: true,
    eventMaxStack: 1,
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
const pad = (n: number) => String(n).padStart(2, '0');
const moreLink = ({ num }: MoreLinkContentArg) => `+${num} more`;
/** FullCalendar's '+N more' is a link without an address that carries aria-expanded: a button, for screen readers and the keyboard. */
const moreLinkMounted = ({ el }: MoreLinkMountArg) => {
  el.setAttribute('role', 'button');
  if (el.tabIndex < 0) el.tabIndex = 0;
};
/** How an event reads to a screen reader (and in its tooltip): "Deposition, 10:00–11:00". */
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
export function CalendarView({ matter, defaultView, title }: { matter: Matter | null; defaultView: View; title: string }) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' || params.get('view') === 'month' ? (params.get('view') as View) : defaultView;
  const date = parseDay(params.get('date'));
  const go = (changes: { view?: View; date?: Date }) => {
    const next = new URLSearchParams(params);
    if (changes.view) next.set('view', changes.view);
    if (changes.date) next.set('date', dayKey(changes.date));
    setParams(next, { replace: true });
  };
  const { from, to } = rangeOf(view, date);
  const { data, previousData } = useQuery(CalendarEventsDocument, {
    variables: { from: from.toISOString(), to: to.toISOString(), matterId: matter?.id ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const events = useMemo(() => (data ?? previousData)?.calendarEvents ?? [], [data, previousData]);

  useRefetchOnEvents(CalendarUpdatesDocument, (d) => d.calendarUpdates, ['CalendarEvents', 'UpcomingEvents']);

  const [editing, setEditing] = useState<{ event: Event | null; slot: EventSlot } | null>(null);
  const [leaveDay, setLeaveDay] = useState<string | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const openSlot = (slot: EventSlot) => (matter && slot.fixedDay ? setLeaveDay(slot.day) : setEditing({ event: null, slot }));
  const openEvent = (event: Event) => setEditing({ event, slot: { day: dayKey(new Date()), start: '09:00', end: '10:00' } });

  const [moveEvent] = useMutation(MoveCalendarEventDocument, { refetchQueries: ['CalendarEvents', 'UpcomingEvents'], awaitRefetchQueries: true });
  const inputs = useMemo(() => events.map(calendarInput), [events]);

  // FullCalendar follows the address, so it shows the range asked of the server (rangeOf). Each view
  // is its own calendar (keyed), as the two start their weeks on different days; the date moves it.
  const calendar = useRef<FullCalendar>(null);
  const day = dayKey(date);
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && dayKey(api.getDate()) !== day) api.gotoDate(day);
  }, [day]);
  // It measures itself on window resizes only; the frame also changes width with the side navigation.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      calendar.current?.getApi().updateSize();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  /** A week slot: that hour to the next, the date fixed; the all-day row and month days: 09:00 to 10:00. */
  const onDateClick = ({ date: at, allDay, view: { type } }: DateClickArg) => {
    const key = dayKey(at);
    if (type === 'dayGridMonth') openSlot({ day: key, start: '09:00', end: '10:00' });
    else if (allDay) openSlot({ day: key, start: '09:00', end: '10:00', fixedDay: true });
    else openSlot({ day: key, start: timeKey(at), end: at.getHours() === 23 ? '23:30' : `${pad(at.getHours() + 1)}:00`, fixedDay: true });
  };
  const onEventClick = ({ event, jsEvent }: EventClickArg) => {
    jsEvent.preventDefault();
    const found = events.find((e) => e.id === event.id);
    if (found) openEvent(found);
  };
  const onEventDrop = ({ event: dropped, revert }: EventDropArg) => {
    const event = events.find((e) => e.id === dropped.id);
    if (!event || !dropped.start) return revert();
    const allDay = dropped.allDay;
    const times = movedTimes(event, dropped.start, allDay);
    moveEvent({ variables: { input: { id: event.id, version: event.version, ...times, ...(allDay !== event.allDay ? { allDay } : {}) } } }).catch(() => {
      revert();
      notifications.show({ color: 'red', message: `${event.title} couldn't be moved (it may have changed meanwhile). Please try again.` });
    });
  };

  const today = new Date();
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
            <Button variant="default" leftSection={<IconRss size={16} />} onClick={() => setFeedOpen(true)}>
              Subscribe
            </Button>
          )}
          {matter && (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setLeaveDay(dayKey(date))}>
              Add Leave
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ event: null, slot: { day: dayKey(sameDay(date, today) ? today : date), start: '09:00', end: '10:00' } })}>
            Add Task
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon variant="default" size={36} aria-label={view === 'week' ? 'Previous week' : 'Previous month'} onClick={() => go({ date: view === 'week' ? addDays(date, -7) : addMonths(date, -1) })}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => go({ date: today })}>
            Today
          </Button>
          <ActionIcon variant="default" size={36} aria-label={view === 'week' ? 'Next week' : 'Next month'} onClick={() => go({ date: view === 'week' ? addDays(date, 7) : addMonths(date, 1) })}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Text fw={700} fz="lg" ml="sm" aria-live="polite" data-testid="calendar-title">
            {titleOf(view, date)}
          </Text>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={(value) => go({ view: value as View })}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
      </Group>
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
          events={inputs}
          editable
          // Timed events as coloured chips in the month too (FullCalendar's default there is a dot).
          eventDisplay="block"
          eventDurationEditable={false}
          slotLabelFormat={HOURS}
          eventTimeFormat={HOURS}
          moreLinkContent={moreLink}
          moreLinkDidMount={moreLinkMounted}
          eventDidMount={labelEvent}
          dateClick={onDateClick}
          eventClick={onEventClick}
          eventDrop={onEventDrop}
        />
      </Paper>
      {editing && <EventDialog key={editing.event?.id ?? 'new'} event={editing.event} slot={editing.slot} matter={matter} onClose={() => setEditing(null)} />}
      {leaveDay && <LeaveDialog day={leaveDay} matter={matter} onClose={() => setLeaveDay(null)} />}
      {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
    </Stack>
  );
}
