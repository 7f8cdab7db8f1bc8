import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { User } from '../users/user.entity';
import type { CalendarEvent } from './calendar.entity';
import type { CalendarService } from './calendar.service';

/** Attendees of many events, and each case's next event, in one query each, within the viewer's firm. */
export function createCalendarLoaders(calendar: CalendarService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    attendeesByEvent: new DataLoader<string, User[]>(async (ids) =>
      firmId ? groupRows(ids, await calendar.attendeesOf(firmId, ids), 'eventId').map((rows) => rows.map((row) => row.user)) : ids.map(() => []),
    ),
    nextEventByMatter: new DataLoader<string, CalendarEvent | null>(async (ids) => {
      const found = new Map((firmId ? await calendar.nextEvents(firmId, ids) : []).map((event) => [event.matterId, event]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
