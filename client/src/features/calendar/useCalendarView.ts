import type { EventClickArg, EventDropArg } from '@fullcalendar/core';
import type { DateClickArg } from '@fullcalendar/interaction';
import type FullCalendar from '@fullcalendar/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarEventsDocument, CalendarUpdatesDocument, MoveCalendarEventDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { dayKey } from '../../lib/dates';
import { useRefetchOnEvents } from '../../live/useRefetchOnEvents';
import { addDays, addMonths, calendarInput, movedTimes, parseDay, rangeOf, sameDay, timeKey } from './calendarGrid';
import type { EventSlot } from './eventFormat';

export type CalendarViewName = 'week' | 'month';
type Matter = { id: string; name: string; number: string };
type Event = CalendarEventFieldsFragment;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date a month stands for: today in the current month, otherwise its 1st. It is the date kept
 * in the address, so switching to Week shows the week holding it.
 */
export function monthDate(first: Date, now: Date = new Date()): Date {
  return first.getFullYear() === now.getFullYear() && first.getMonth() === now.getMonth() ? parseDay(dayKey(now)) : first;
}

/** Where a click on the calendar starts a new event: a week slot that hour to the next, the date fixed; the all-day row and month days 09:00 to 10:00. */
export function slotAt(at: Date, allDay: boolean, viewType: string): EventSlot {
  const key = dayKey(at);
  if (viewType === 'dayGridMonth') return { day: key, start: '09:00', end: '10:00' };
  if (allDay) return { day: key, start: '09:00', end: '10:00', fixedDay: true };
  return { day: key, start: timeKey(at), end: at.getHours() === 23 ? '23:30' : `${pad(at.getHours() + 1)}:00`, fixedDay: true };
}

/**
 * The calendar's state: the view and date (kept in the address), the server's events for that range
 * (refetched when others change them), the dialog open (an event, Add Leave on a case's fixed slot,
 * the feed), moving an event by dragging it, and keeping FullCalendar on the date and the frame's width.
 */
export function useCalendarView({
  matter,
  defaultView,
  calendar,
  frame,
}: {
  matter: Matter | null;
  defaultView: CalendarViewName;
  /** FullCalendar, moved to the date shown and resized with the frame. */
  calendar: RefObject<FullCalendar | null>;
  /** The element around it. */
  frame: RefObject<HTMLDivElement | null>;
}) {
  const [params, setParams] = useSearchParams();
  const view: CalendarViewName = params.get('view') === 'week' || params.get('view') === 'month' ? (params.get('view') as CalendarViewName) : defaultView;
  const date = parseDay(params.get('date'));
  const go = (changes: { view?: CalendarViewName; date?: Date }) => {
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
  const day = dayKey(date);
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && dayKey(api.getDate()) !== day) api.gotoDate(day);
  }, [calendar, day]);
  // It measures itself on window resizes only; the frame also changes width with the side navigation.
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
  }, [calendar, frame]);

  const step = view === 'week' ? (d: Date, n: number) => addDays(d, 7 * n) : (d: Date, n: number) => monthDate(addMonths(d, n));
  return {
    view,
    date,
    day,
    /** The other view, on the same date: Month to Week shows the week holding it. */
    setView: (next: CalendarViewName) => go({ view: next }),
    previous: () => go({ date: step(date, -1) }),
    next: () => go({ date: step(date, 1) }),
    today: () => go({ date: new Date() }),
    inputs,
    editing,
    closeEditor: () => setEditing(null),
    leaveDay,
    closeLeave: () => setLeaveDay(null),
    feedOpen,
    setFeedOpen,
    /** Add Task: on the date shown (today when it is shown), 09:00 to 10:00. */
    addTask: () => {
      const now = new Date();
      setEditing({ event: null, slot: { day: dayKey(sameDay(date, now) ? now : date), start: '09:00', end: '10:00' } });
    },
    addLeave: () => setLeaveDay(dayKey(date)),
    onDateClick: ({ date: at, allDay, view: { type } }: DateClickArg) => openSlot(slotAt(at, allDay, type)),
    onEventClick: ({ event, jsEvent }: EventClickArg) => {
      jsEvent.preventDefault();
      const found = events.find((e) => e.id === event.id);
      if (found) openEvent(found);
    },
    /** A dragged event is saved over the version shown; when that fails it goes back and the person is told. */
    onEventDrop: ({ event: dropped, revert }: EventDropArg) => {
      const event = events.find((e) => e.id === dropped.id);
      if (!event || !dropped.start) return revert();
      const allDay = dropped.allDay;
      const times = movedTimes(event, dropped.start, allDay);
      moveEvent({ variables: { input: { id: event.id, version: event.version, ...times, ...(allDay !== event.allDay ? { allDay } : {}) } } }).catch(() => {
        revert();
        notifications.show({ color: 'red', message: `${event.title} couldn't be moved (it may have changed meanwhile). Please try again.` });
      });
    },
  };
}
