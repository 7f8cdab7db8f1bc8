import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { UpcomingEventsDocument, type CalendarEventFieldsFragment } from '../../gql/graphql';
import { colorOf } from './calendarGrid';
import { KIND_LABELS, lengthOf, whenOf } from './eventFormat';

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
