import { useQuery } from '@apollo/client/react';
import { ActionIcon, Box, Button, Group, Paper, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MyMonthEventsDocument } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { dayKey } from '../../lib/dates';
import { addMonths, eventsOn, sameDay, timeKey } from './calendarGrid';
import { EventList } from './UpcomingEvents';
import { localTimeFormat } from '../../lib/localTime';

const monthTitle = localTimeFormat({ month: 'long', year: 'numeric' }, 'en-US');
const dayTitle = localTimeFormat({ weekday: 'long', month: 'long', day: 'numeric' }, 'en-US');
/** One event of the day's list, in px. */
const EVENT_HEIGHT = 58;

/**
 * The dashboard's Today's Event (spec 2.3): this month's days with a mark where you have an event,
 * today chosen at first; the chosen day's events below, with Join for video appointments.
 */
export function TodaysEvent() {
  const viewer = useViewer();
  const today = new Date();
  const [month, setMonth] = useState(() => new Date(today.getFullYear(), today.getMonth(), 1));
  const [chosen, setChosen] = useState(today);
  const from = month;
  const to = addMonths(month, 1);
  const { data } = useQuery(MyMonthEventsDocument, { variables: { from: from.toISOString(), to: to.toISOString(), attendeeId: viewer.id }, fetchPolicy: 'cache-and-network' });
  const events = data?.calendarEvents ?? [];
  const days = Array.from({ length: new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate() }, (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1));
  const ofDay = eventsOn(events, chosen);
  const move = (by: number) => {
    const next = addMonths(month, by);
    setMonth(next);
    setChosen(sameDay(new Date(next.getFullYear(), next.getMonth(), today.getDate()), today) ? today : next);
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Today's Event
        </Title>
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label="Previous month" onClick={() => move(-1)}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fz="sm" fw={600} w={130} ta="center">
            {monthTitle.format(month)}
          </Text>
          <ActionIcon variant="subtle" aria-label="Next month" onClick={() => move(1)}>
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Box role="group" aria-label={monthTitle.format(month)} style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}>
        {['S', 'M', 'T', 'W', 'T', 'F', 'S'].map((letter, index) => (
          <Text key={index} aria-hidden fz="xs" c="dimmed" ta="center" fw={600}>
            {letter}
          </Text>
        ))}
        {days.map((day) => {
          const busy = eventsOn(events, day).length;
          const selected = sameDay(day, chosen);
          const isToday = sameDay(day, today);
          return (
            <UnstyledButton
              key={dayKey(day)}
              aria-pressed={selected}
              aria-label={`${day.toDateString()}${busy ? `, ${busy} ${busy === 1 ? 'event' : 'events'}` : ''}`}
              onClick={() => setChosen(day)}
              style={{
                gridColumnStart: day.getDate() === 1 ? day.getDay() + 1 : undefined,
                borderRadius: 8,
                textAlign: 'center',
                padding: '6px 0',
                background: selected ? 'var(--mantine-color-navy-6)' : isToday ? 'var(--mantine-color-navy-0)' : undefined,
                color: selected ? 'white' : undefined,
                fontWeight: isToday ? 700 : 500,
                fontSize: 13,
              }}
            >
              {day.getDate()}
              <Box h={4} w={4} mx="auto" mt={2} style={{ borderRadius: 2, background: busy ? (selected ? 'white' : 'var(--mantine-color-red-6)') : 'transparent' }} />
            </UnstyledButton>
          );
        })}
      </Box>
      <Text fz="sm" fw={600} mt="md" mb="xs">
        {dayTitle.format(chosen)}
      </Text>
      {/* The height of one event is kept from the start, so the dashboard below does not jump when they arrive. */}
      <Box mih={EVENT_HEIGHT}>
        {!data ? (
          <Skeleton h={EVENT_HEIGHT} />
        ) : ofDay.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing on your calendar.
          </Text>
        ) : (
          <EventList events={ofDay} when={(event) => (event.allDay ? 'All day' : timeKey(new Date(event.startsAt as string)))} />
        )}
      </Box>
      <Button component={Link} to={`/officeCalendar?view=week&date=${dayKey(chosen)}`} variant="subtle" size="xs" mt="sm">
        Open the calendar
      </Button>
    </Paper>
  );
}
