import type { Request, Response } from 'express';
import ical, { escape, ICalCalendarMethod, ICalEventTransparency, type ICalEventData } from 'ical-generator';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { contentDisposition } from '../../http/download';
import { pathId } from '../../http/params';
import type { ViewerRequest } from '../../http/require-viewer';
import type { Task } from '../tasks/task.entity';
import type { CalendarEvent, CalendarEventKind, EventPriority } from './calendar.entity';

const DAY = 86_400_000;
const KIND_LABELS: Record<CalendarEventKind, string> = {
  EVENT: 'Event',
  COURT_HEARING: 'Court Hearing',
  APPOINTMENT: 'Appointment',
  LEAVE: 'Leave',
};
/** RFC 5545 PRIORITY: 1 highest, 5 medium, 9 lowest. */
const PRIORITY: Record<EventPriority, number> = { HIGH: 1, MEDIUM: 5, LOW: 9 };

/**
 * ical-generator escapes URL values like text (`\;`, `\,`), which RFC 5545 does not do for URIs;
 * percent-encoding those two characters keeps the link one that calendar apps open as it is.
 */
const uriValue = (url: string | null) => url?.replace(/;/g, '%3B').replace(/,/g, '%2C') ?? null;

/** A calendar event as a VEVENT: times in UTC, or whole days (the end day exclusive, as RFC 5545 wants). */
function eventData(event: CalendarEvent, stamp: Date): ICalEventData {
  return {
    id: `${event.id}@matterhorn`,
    stamp,
    created: event.createdAt,
    lastModified: event.updatedAt,
    sequence: event.version - 1,
    allDay: event.allDay,
    start: event.startsAt,
    end: event.allDay ? new Date(event.endsAt.getTime() + DAY) : event.endsAt,
    summary: event.title,
    description: event.description,
    location: event.location,
    url: uriValue(event.videoLink),
    priority: PRIORITY[event.priority],
    categories: [{ name: KIND_LABELS[event.kind] }],
  };
}

/** An open task's due date as an all-day VEVENT that does not block time. */
function taskDueData(task: Task & { dueDate: string }, stamp: Date): ICalEventData {
  const day = new Date(`${task.dueDate}T00:00:00Z`);
  return {
    id: `task-${task.id}@matterhorn`,
    stamp,
    lastModified: task.updatedAt,
    sequence: task.version - 1,
    allDay: true,
    start: day,
    end: new Date(day.getTime() + DAY),
    summary: `Due: ${task.title}`,
    description: task.description,
    transparency: ICalEventTransparency.TRANSPARENT,
  };
}

/**
 * An RFC 5545 calendar (ical-generator writes it: escaping of \ ; , and newlines, lines folded at
 * 75 octets without splitting a UTF-8 character, CRLF line endings). Every text goes through the
 * library's escaping: it escapes the events' texts itself, but writes the calendar's name (NAME,
 * X-WR-CALNAME) as it is given, so the name is escaped here (a title's line break would otherwise
 * start new properties, even new events).
 */
export function calendarFile(name: string, events: CalendarEvent[], tasks: Task[] = [], stamp = new Date()): string {
  const calendar = ical({
    name: escape(name, false),
    prodId: { company: 'Matterhorn', product: 'Calendar', language: 'EN' },
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const event of events) calendar.createEvent(eventData(event, stamp));
  for (const task of tasks) if (task.dueDate) calendar.createEvent(taskDueData(task as Task & { dueDate: string }, stamp));
  // Every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

function sendCalendar(res: Response, body: string, download?: string): void {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  if (download) res.setHeader('Content-Disposition', contentDisposition('attachment', download));
  res.send(body);
}

/** A file name from a title: letters, digits and dashes only. */
const fileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .slice(0, 60) || 'event'
  }.ics`;

/**
 * GET /api/calendar/feed/:token.ics : a user's subscription, for calendar apps. No session: the
 * token is the credential. Unknown, revoked or reset tokens and owners who may no longer sign
 * in get 404, like an address that never existed.
 */
export function calendarFeedHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const contents = await services.calendarFeeds.contents(String(req.params.token));
    if (!contents) {
      res.status(404).type('text/plain').send('This calendar address does not exist (it may have been reset or revoked).');
      return;
    }
    const { owner, events, tasks } = contents;
    sendCalendar(res, calendarFile(`Matterhorn — ${owner.user.fullName}`, events, tasks));
  };
}

/** GET /api/calendar/events/:id.ics : one event to add to a calendar app (404 when it is not the viewer's to see). */
export function calendarEventFileHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const event = await services.calendar.get(viewer, pathId(req, 'The event'));
    sendCalendar(res, calendarFile(`Matterhorn — ${event.title}`, [event]), fileName(event.title));
  };
}
