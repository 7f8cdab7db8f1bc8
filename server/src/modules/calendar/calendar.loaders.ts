import DataLoader from 'dataloader';
import { groupRows } from '../../graphql/group-by';
import type { User } from '../users/user.entity';
import type { CalendarEvent } from './calendar.entity';
import type { CalendarService } from './calendar.service';

/** Attendees of many events, and each case's next event, in one query each (ids come only from rows the viewer could read). */
export function createCalendarLoaders(calendar: CalendarService) {
  return {
    attendeesByEvent: new DataLoader<string, User[]>(async (ids) =>
      groupRows(ids, await calendar.attendeesOf(ids), 'eventId').map((rows) => rows.map((row) => row.user)),
    ),
    nextEventByMatter: new DataLoader<string, CalendarEvent | null>(async (ids) => {
      const found = new Map((await calendar.nextEvents(ids)).map((event) => [event.matterId, event]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
