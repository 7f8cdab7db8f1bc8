import type { EntityManager } from 'typeorm';
import { CalendarEvent, CalendarEventAttendee, CalendarEventKind, EventPriority } from '../modules/calendar/calendar.entity';

interface DemoEvent {
  title: string;
  kind: CalendarEventKind;
  priority: EventPriority;
  /** Days from today, and the local start hour and length in minutes (all-day: no hour). */
  day: number;
  hour?: number;
  minutes?: number;
  matter: number | null;
  attendees: number[];
  location?: string;
  videoLink?: string;
}

const DEMO_EVENTS: DemoEvent[] = [
  { title: 'Client check-in call', kind: CalendarEventKind.APPOINTMENT, priority: EventPriority.LOW, day: 0, hour: 15, minutes: 45, matter: 0, attendees: [0], videoLink: 'https://meet.example.com/alvarez-checkin' },
  { title: 'Status conference', kind: CalendarEventKind.COURT_HEARING, priority: EventPriority.HIGH, day: 1, hour: 9, minutes: 60, matter: 0, attendees: [0, 1], location: 'Travis County Courthouse, Room 4B' },
  { title: 'Deposition of store manager', kind: CalendarEventKind.EVENT, priority: EventPriority.MEDIUM, day: 3, hour: 10, minutes: 120, matter: 1, attendees: [0, 1], location: 'Summit Injury Law, Conference Room A' },
  { title: 'Mediation prep', kind: CalendarEventKind.EVENT, priority: EventPriority.LOW, day: 3, hour: 10, minutes: 60, matter: 1, attendees: [1] },
  { title: 'Medical records review', kind: CalendarEventKind.EVENT, priority: EventPriority.LOW, day: 6, hour: 13, minutes: 90, matter: 0, attendees: [1, 2] },
  { title: 'Priya — annual leave', kind: CalendarEventKind.LEAVE, priority: EventPriority.LOW, day: 8, matter: null, attendees: [1] },
  { title: 'Team meeting', kind: CalendarEventKind.EVENT, priority: EventPriority.LOW, day: -2, hour: 9, minutes: 30, matter: null, attendees: [0, 1, 2, 3] },
];


/** A week or two of hearings, depositions, appointments and leave around today, in the server's time zone. */
export async function seedDemoEvents(manager: EntityManager, firmId: string, matterIds: string[], staffIds: string[], creatorId: string): Promise<void> {
  const now = new Date();
  for (const demo of DEMO_EVENTS) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + demo.day);
    const allDay = demo.hour === undefined;
    const startsAt = allDay ? new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate())) : new Date(day.getTime() + demo.hour! * 3_600_000);
    const endsAt = allDay ? startsAt : new Date(startsAt.getTime() + (demo.minutes ?? 60) * 60_000);
    const { identifiers } = await manager.getRepository(CalendarEvent).insert({
      firmId, matterId: demo.matter === null ? null : matterIds[demo.matter]!, title: demo.title, kind: demo.kind, priority: demo.priority,
      allDay, startsAt, endsAt, location: demo.location ?? null, videoLink: demo.videoLink ?? null,
      // Reminders only from tomorrow on, so a fresh demo does not ring at once.
      reminderMinutes: allDay || demo.day < 1 ? null : 15, createdById: creatorId,
    });
    const eventId = String(identifiers[0]!.id);
    for (const index of demo.attendees) if (staffIds[index]) await manager.getRepository(CalendarEventAttendee).insert({ firmId, eventId, userId: staffIds[index]! });
  }
}
