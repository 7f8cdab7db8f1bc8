import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { UpcomingEventsDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { colorOf } from './calendarGrid';
import { KIND_LABELS } from './EventDialog';

const dayAndTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dayOnly = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "45 min", "1 h 30 min", or "All day". */
export function lengthOf(event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt' | 'endsAt'>): string {
  if (event.allDay) return 'All day';
  const minutes = Math.round((new Date(event.endsAt as string).getTime() - new Date(event.startsAt as string).getTime()) / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

export const whenOf = (event: Pick<CalendarEventFieldsFragment, 'allDay' | 'startsAt'>) =>
  event.allDay ? dayOnly.format(new Date(event.startsAt as string)) : dayAndTime.format(new Date(event.startsAt as string));

/** The next events of a case (Pending Appointments) or of every case (Today's Event), with Join for video appointments. */
export function UpcomingEvents({ matterId, limit = 5, emptyText }: { matterId: string | null; limit?: number; emptyText: string }) {
  const { data, loading } = useQuery(UpcomingEventsDocument, { variables: { matterId, limit }, fetchPolicy: 'cache-and-network' });
  const events = data?.upcomingEvents ?? [];
  if (!loading && events.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {emptyText}
      </Text>
    );
  }
  return <EventList events={events} when={whenOf} />;
}

/** A list of events: title, when and how long, kind, and Join for a video appointment. */
export function EventList({ events, when }: { events: readonly CalendarEventFieldsFragment[]; when: (event: CalendarEventFieldsFragment) => string }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Group key={event.id} component="li" justify="space-between" wrap="nowrap" gap="sm" pl="sm" style={{ borderLeft: `3px solid var(--mantine-color-${colorOf(event)}-6)` }}>
          <div>
            <Text fz="sm" fw={600}>
              {event.title}
            </Text>
            <Text fz="xs" c="dimmed">
              {event.allDay ? when(event) : `${when(event)} · ${lengthOf(event)}`}
            </Text>
            <Badge size="xs" variant="light" mt={2}>
              {KIND_LABELS[event.kind]}
            </Badge>
          </div>
          {event.videoLink && (
            <Button size="xs" component="a" href={event.videoLink} target="_blank" rel="noopener noreferrer" leftSection={<IconVideo size={14} />}>
              Join
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
