import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DndContext, DragOverlay, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { ActionIcon, Box, Button, Group, Paper, Popover, ScrollArea, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight, IconPlus, IconRss } from '@tabler/icons-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarEventsDocument, CalendarUpdatesDocument, MoveCalendarEventDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { useLiveEvents } from '../../live/useLiveEvents';
import {
  addDays,
  addMonths,
  colorOf,
  dayKey,
  eventsInHour,
  eventsOn,
  monthCells,
  movedTimes,
  parseDay,
  rangeOf,
  sameDay,
  shown,
  timeKey,
  titleOf,
  weekDays,
} from './calendarGrid';
import { EventDialog, LeaveDialog, type EventSlot } from './EventDialog';
import { FeedDialog } from './FeedDialog';

type View = 'week' | 'month';
type Matter = { id: string; name: string; number: string };
type Event = CalendarEventFieldsFragment;

const HOUR_HEIGHT = 72;
const WEEKDAYS_SUNDAY_FIRST = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayHeader = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric' });
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const pad = (n: number) => String(n).padStart(2, '0');

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

  const client = useApolloClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => void client.refetchQueries({ include: ['CalendarEvents', 'UpcomingEvents'] }), 200);
  }, [client]);
  useLiveEvents(CalendarUpdatesDocument, (d) => d.calendarUpdates, reload);

  const [editing, setEditing] = useState<{ event: Event | null; slot: EventSlot } | null>(null);
  const [leaveDay, setLeaveDay] = useState<string | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const openSlot = (slot: EventSlot) => (matter && slot.fixedDay ? setLeaveDay(slot.day) : setEditing({ event: null, slot }));
  const openEvent = (event: Event) => setEditing({ event, slot: { day: dayKey(new Date()), start: '09:00', end: '10:00' } });

  const [moveEvent] = useMutation(MoveCalendarEventDocument, { refetchQueries: ['CalendarEvents', 'UpcomingEvents'], awaitRefetchQueries: true });
  const [dragged, setDragged] = useState<Event | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragStart = ({ active }: DragStartEvent) => setDragged(events.find((e) => e.id === active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const event = events.find((e) => e.id === active.id);
    if (!event || !over) return;
    const [, day, hour] = String(over.id).split('|');
    const times = movedTimes(event, parseDay(day), hour === undefined ? undefined : Number(hour));
    if (times.startsAt === new Date(event.startsAt as string).toISOString() || times.startsAt === event.startsAt) return;
    moveEvent({ variables: { input: { id: event.id, version: event.version, ...times } } }).catch(() =>
      notifications.show({ color: 'red', message: `${event.title} couldn't be moved (it may have changed meanwhile). Please try again.` }),
    );
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
      <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
        {view === 'week' ? (
          <WeekGrid date={date} events={events} onSlot={openSlot} onOpen={openEvent} />
        ) : (
          <MonthGrid date={date} events={events} onSlot={openSlot} onOpen={openEvent} />
        )}
        <DragOverlay>{dragged ? <Chip event={dragged} lifted /> : null}</DragOverlay>
      </DndContext>
      {editing && <EventDialog key={editing.event?.id ?? 'new'} event={editing.event} slot={editing.slot} matter={matter} onClose={() => setEditing(null)} />}
      {leaveDay && <LeaveDialog day={leaveDay} matter={matter} onClose={() => setLeaveDay(null)} />}
      {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
    </Stack>
  );
}

interface GridProps {
  date: Date;
  events: readonly Event[];
  onSlot: (slot: EventSlot) => void;
  onOpen: (event: Event) => void;
}

/** Month view: Sunday first, always 42 days, today highlighted, three events a day then '+N more'. */
export function MonthGrid({ date, events, onSlot, onOpen }: GridProps) {
  const today = new Date();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Box role="grid" aria-label="Month" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {WEEKDAYS_SUNDAY_FIRST.map((name) => (
          <Box key={name} role="columnheader" p={6} ta="center" fz="xs" fw={700} c="dimmed" bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {name}
          </Box>
        ))}
        {monthCells(date).map((day) => {
          const key = dayKey(day);
          const { visible, more } = shown(eventsOn(events, day), 3);
          const isToday = sameDay(day, today);
          return (
            <Cell
              key={key}
              id={`day|${key}`}
              label={`${day.toDateString()}${isToday ? ', today' : ''}`}
              minHeight={118}
              outside={day.getMonth() !== date.getMonth()}
              onClick={() => onSlot({ day: key, start: '09:00', end: '10:00' })}
            >
              <Text
                fz="xs"
                fw={isToday ? 700 : 500}
                w={24}
                h={24}
                ta="center"
                lh="24px"
                bg={isToday ? 'navy.6' : undefined}
                c={isToday ? 'white' : undefined}
                style={{ borderRadius: 12 }}
                data-today={isToday || undefined}
                data-cell-part
              >
                {day.getDate()}
              </Text>
              <Stack gap={3} mt={4} data-cell-part>
                {visible.map((event) => (
                  <DraggableChip key={event.id} event={event} onOpen={onOpen} compact />
                ))}
                {more > 0 && <More count={more} events={eventsOn(events, day)} onOpen={onOpen} />}
              </Stack>
            </Cell>
          );
        })}
      </Box>
    </Paper>
  );
}

/** Week view: Monday first, an all-day row and 24 hourly rows; each hour shows its first event then '+N more'. */
export function WeekGrid({ date, events, onSlot, onOpen }: GridProps) {
  const days = weekDays(date);
  const today = new Date();
  const viewport = useRef<HTMLDivElement>(null);
  // Open on the working day rather than at midnight.
  useLayoutEffect(() => {
    if (viewport.current) viewport.current.scrollTop = HOUR_HEIGHT * 7.5;
  }, []);
  const columns = '64px repeat(7, minmax(0, 1fr))';
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Box style={{ display: 'grid', gridTemplateColumns: columns, borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="gray.0">
        <Box />
        {days.map((day) => (
          <Box key={dayKey(day)} p={6} ta="center" fz="sm" fw={sameDay(day, today) ? 800 : 600} c={sameDay(day, today) ? 'navy.7' : undefined}>
            {dayHeader.format(day)}
          </Box>
        ))}
        <Text fz={10} c="dimmed" p={4} ta="right">
          All day
        </Text>
        {days.map((day) => {
          const key = dayKey(day);
          const allDay = eventsOn(events, day).filter((event) => event.allDay);
          const { visible, more } = shown(allDay, 1);
          return (
            <Cell key={key} id={`day|${key}`} label={`${day.toDateString()}, all day`} minHeight={34} onClick={() => onSlot({ day: key, start: '09:00', end: '10:00', fixedDay: true })}>
              {visible.map((event) => (
                <DraggableChip key={event.id} event={event} onOpen={onOpen} compact />
              ))}
              {more > 0 && <More count={more} events={allDay} onOpen={onOpen} />}
            </Cell>
          );
        })}
      </Box>
      <ScrollArea.Autosize mah="calc(100vh - 330px)" viewportRef={viewport} type="auto">
        <Box role="grid" aria-label="Week" style={{ display: 'grid', gridTemplateColumns: columns }}>
          {Array.from({ length: 24 }, (_, hour) => (
            <HourRow key={hour} hour={hour} days={days} events={events} onSlot={onSlot} onOpen={onOpen} />
          ))}
        </Box>
      </ScrollArea.Autosize>
    </Paper>
  );
}

function HourRow({ hour, days, events, onSlot, onOpen }: { hour: number; days: Date[]; events: readonly Event[]; onSlot: GridProps['onSlot']; onOpen: GridProps['onOpen'] }) {
  return (
    <>
      <Text fz="xs" c="dimmed" p={4} ta="right" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {hourLabel(hour)}
      </Text>
      {days.map((day) => {
        const key = dayKey(day);
        const inHour = eventsInHour(events, day, hour);
        const { visible, more } = shown(inHour, 1);
        return (
          <Cell
            key={key}
            id={`slot|${key}|${hour}`}
            label={`${day.toDateString()} ${hourLabel(hour)}`}
            minHeight={HOUR_HEIGHT}
            onClick={() => onSlot({ day: key, start: `${pad(hour)}:00`, end: hour === 23 ? '23:30' : `${pad(hour + 1)}:00`, fixedDay: true })}
          >
            {visible.map((event) => (
              <DraggableChip key={event.id} event={event} onOpen={onOpen} />
            ))}
            {more > 0 && <More count={more} events={inHour} onOpen={onOpen} />}
          </Cell>
        );
      })}
    </>
  );
}

/** A day or hour cell: clicking its empty part opens a new entry there; events can be dropped on it. */
function Cell({ id, label, minHeight, outside, onClick, children }: { id: string; label: string; minHeight: number; outside?: boolean; onClick: () => void; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      role="gridcell"
      aria-label={label}
      p={4}
      mih={minHeight}
      bg={isOver ? 'navy.0' : outside ? 'gray.0' : undefined}
      c={outside ? 'dimmed' : undefined}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)', borderLeft: '1px solid var(--mantine-color-gray-2)', cursor: 'pointer', minWidth: 0 }}
      onClick={(event: MouseEvent) => {
        if (event.target === event.currentTarget || (event.target as HTMLElement).dataset.cellPart) onClick();
      }}
    >
      {children}
    </Box>
  );
}

function DraggableChip({ event, onOpen, compact }: { event: Event; onOpen: (event: Event) => void; compact?: boolean }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: event.id });
  return (
    <Box ref={setNodeRef} {...listeners} {...attributes} role="button" style={{ opacity: isDragging ? 0.4 : 1 }} onClick={() => onOpen(event)} aria-label={chipLabel(event)}>
      <Chip event={event} compact={compact} />
    </Box>
  );
}

const chipLabel = (event: Event) => `${event.title}, ${event.allDay ? 'all day' : `${timeKey(new Date(event.startsAt as string))}–${timeKey(new Date(event.endsAt as string))}`}`;

function Chip({ event, compact, lifted }: { event: Event; compact?: boolean; lifted?: boolean }) {
  const color = colorOf(event);
  return (
    <Box
      px={6}
      py={compact ? 1 : 4}
      bg={`${color}.1`}
      c={`${color}.9`}
      style={{ borderLeft: `3px solid var(--mantine-color-${color}-6)`, borderRadius: 4, cursor: lifted ? 'grabbing' : 'grab', boxShadow: lifted ? 'var(--mantine-shadow-md)' : undefined }}
    >
      <Text fz="xs" fw={600} truncate>
        {!event.allDay && <span style={{ fontWeight: 400 }}>{timeKey(new Date(event.startsAt as string))} </span>}
        {event.title}
      </Text>
      {!compact && event.matter && (
        <Text fz={10} truncate>
          {event.matter.number} · {event.matter.name}
        </Text>
      )}
    </Box>
  );
}

/** '+N more': the rest of a cell's events in a popover. */
function More({ count, events, onOpen }: { count: number; events: readonly Event[]; onOpen: (event: Event) => void }) {
  return (
    <Popover position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <UnstyledButton fz="xs" fw={600} c="navy.7" onClick={(event: MouseEvent) => event.stopPropagation()}>
          +{count} more
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown onClick={(event: MouseEvent) => event.stopPropagation()}>
        <Stack gap={4} w={220}>
          {events.map((event) => (
            <UnstyledButton key={event.id} onClick={() => onOpen(event)} aria-label={chipLabel(event)}>
              <Chip event={event} />
            </UnstyledButton>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
