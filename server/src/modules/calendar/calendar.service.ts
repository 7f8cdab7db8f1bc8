import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, type FieldError, insteadOfNotFound, notFound, staleEdit } from '../../graphql/errors';
import { caseStaffWhoMaySee, requireStaffWhoMaySee, staffWhoMaySee, whereLinkedMatterAccessible } from '../matters/matter.access';
import type { MatterService } from '../matters/matter.service';
import { NotificationType } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import { User, UserStatus } from '../users/user.entity';
import { CalendarEvent, CalendarEventAttendee, CalendarEventKind, EventPriority, MAX_EVENT_DAYS } from './calendar.entity';
import type {
  CalendarEventFieldsInput,
  CalendarEventsArgs,
  CreateCalendarEventInput,
  MoveCalendarEventInput,
  UpcomingEventsArgs,
  UpdateCalendarEventInput,
} from './calendar.inputs';
import { updateVersioned } from '../../db/versioned';
import { candidates, oneByOne } from '../../db/batches';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import { eventEndSql, NEXT_EVENT_ORDER } from './calendar.rules';
import { trimmedChange } from '../../graphql/text';
import type { FirmClock } from '../firms/firm-clock';

export const CALENDAR_TOPIC = 'calendar';

export interface CalendarEventPayload {
  eventId: string;
  change: 'ADDED' | 'CHANGED' | 'MOVED' | 'DELETED';
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The longest range one calendarEvents request may ask for (a month grid is 42 days). */
export const MAX_RANGE_DAYS = 62;
/** Reminders that could not go out within this long of the start (server down) are dropped. */
const REMINDER_GRACE = '1 hour';
/** Reminders sent per run at most; the rest go in the next run. */
const REMINDER_BATCH = 500;

/** Where an event ends as an instant, as SQL on alias `event`: all-day events end at the end of their last day. */
const EVENT_END_SQL = eventEndSql('event');


/** 00:00Z of the nearest UTC day: a day sent as local midnight anywhere from UTC-12 to UTC+12 keeps its date. */
const utcDay = (date: Date) => new Date(Math.round(date.getTime() / DAY) * DAY);

/**
 * The calendar: events in a range (only those of cases the viewer may open, and every event not
 * linked to a case), attendees (notified when added), reminders before the start, and live
 * updates to everyone who may see an event.
 */
export class CalendarService {
  private readonly day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  /** Every event overlapping [from, to) that the viewer may see, in start order: one request for a whole month grid. */
  async list(viewer: FirmViewer, args: CalendarEventsArgs): Promise<CalendarEvent[]> {
    const span = args.to.getTime() - args.from.getTime();
    if (span <= 0) throw badUserInput([{ field: 'to', messages: ['The end of the range must be after its start.'] }]);
    if (span > MAX_RANGE_DAYS * DAY) throw badUserInput([{ field: 'to', messages: [`Ask for at most ${MAX_RANGE_DAYS} days at a time.`] }]);
    const query = this.visible(viewer)
      // No event lasts longer than MAX_EVENT_DAYS (plus its last day when all-day): a bounded index range on starts_at.
      .andWhere('event.starts_at >= :earliest AND event.starts_at < :to', { earliest: new Date(args.from.getTime() - (MAX_EVENT_DAYS + 1) * DAY), to: args.to })
      .andWhere(`${EVENT_END_SQL} > :from`, { from: args.from });
    if (args.matterId) query.andWhere('event.matter_id = :matterId', { matterId: args.matterId });
    if (args.attendeeId) query.andWhere(this.attends(':attendeeId'), { attendeeId: args.attendeeId });
    return query.orderBy('event.starts_at', 'ASC').addOrderBy('event.id', 'ASC').getMany();
  }

  /** The next events not yet over (a case's Pending Appointments, the dashboard's Today's Event). */
  async upcoming(viewer: FirmViewer, args: UpcomingEventsArgs): Promise<CalendarEvent[]> {
    const query = this.visible(viewer).andWhere(`${EVENT_END_SQL} > now()`);
    if (args.matterId) query.andWhere('event.matter_id = :matterId', { matterId: args.matterId });
    return query.orderBy('event.starts_at', 'ASC').addOrderBy('event.id', 'ASC').limit(args.limit).getMany();
  }

  /** One event the viewer may see; NOT_FOUND otherwise (another firm's, or of a case they may not open). */
  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<CalendarEvent> {
    const event = await this.visible(viewer, manager).andWhere('event.id = :id', { id }).getOne();
    if (!event) throw notFound('The event');
    return event;
  }

  /** The events a person attends or created in a window (their iCalendar feed), within their access. */
  async ofPerson(viewer: FirmViewer, from: Date, to: Date): Promise<CalendarEvent[]> {
    return this.visible(viewer)
      .andWhere('event.starts_at < :to', { to })
      .andWhere(`${EVENT_END_SQL} > :from`, { from })
      .andWhere(`(event.created_by_id = :ownerId OR ${this.attends(':ownerId')})`, { ownerId: viewer.user.id })
      .orderBy('event.starts_at', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .getMany();
  }

  /** The attendees of the firm's events among `eventIds`, by name. */
  async attendeesOf(firmId: string, eventIds: readonly string[]): Promise<Array<CalendarEventAttendee & { user: User }>> {
    return this.dataSource
      .getRepository(CalendarEventAttendee)
      .createQueryBuilder('attendee')
      .innerJoinAndSelect('attendee.user', 'user')
      .where('attendee.firm_id = :firmId AND attendee.event_id = ANY(:eventIds)', { firmId, eventIds: [...eventIds] })
      .orderBy('user.last_name', 'ASC')
      .addOrderBy('user.first_name', 'ASC')
      .getMany() as Promise<Array<CalendarEventAttendee & { user: User }>>;
  }

  /** Each matter's next event not yet over (the Next Event column). */
  async nextEvents(firmId: string, matterIds: readonly string[]): Promise<CalendarEvent[]> {
    if (matterIds.length === 0) return [];
    const query = this.dataSource
      .getRepository(CalendarEvent)
      .createQueryBuilder('event')
      .distinctOn(['event.matter_id'])
      .where('event.firm_id = :firmId AND event.matter_id = ANY(:matterIds)', { firmId, matterIds: [...matterIds] })
      .andWhere(`${EVENT_END_SQL} > now()`)
      .orderBy('event.matter_id');
    for (const [column, direction] of NEXT_EVENT_ORDER) query.addOrderBy(`event.${column}`, direction);
    return query.getMany();
  }

  async create(viewer: FirmViewer, input: CreateCalendarEventInput): Promise<CalendarEvent> {
    const title = input.title.trim();
    if (!title) throw badUserInput([{ field: 'title', messages: ['Enter the event title.'] }]);
    const allDay = input.allDay ?? false;
    const times = this.checkTimes(input.startsAt, input.endsAt, allDay);
    await this.checkReferences(viewer, input);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(CalendarEvent);
      const event = await repository.save(
        repository.create({
          firmId: viewer.firm.id,
          matterId: input.matterId ?? null,
          title,
          description: trimmedChange(input.description) ?? null,
          kind: input.kind ?? CalendarEventKind.EVENT,
          priority: input.priority ?? EventPriority.LOW,
          color: input.color ?? null,
          allDay,
          ...times,
          location: trimmedChange(input.location) ?? null,
          videoLink: trimmedChange(input.videoLink) ?? null,
          reminderMinutes: input.reminderMinutes ?? null,
          remindedAt: null,
          createdById: viewer.user.id,
        }),
      );
      await this.invite(manager, viewer, event, input.attendeeIds ?? []);
      if (event.matterId) await this.matters.record(manager, viewer, event.matterId, 'matter.event_added', `Added the event "${event.title}" on ${this.describeWhen(event, this.clock.zoneOf(viewer.firm))}`);
      await this.announce(manager, viewer, event, 'ADDED');
      return event;
    });
  }

  async update(viewer: FirmViewer, input: UpdateCalendarEventInput): Promise<CalendarEvent> {
    const event = await this.get(viewer, input.id);
    if (event.version !== input.version) throw this.staleEdit(event);
    await this.checkReferences(viewer, input);
    const before = { startsAt: event.startsAt.getTime(), allDay: event.allDay, reminderMinutes: event.reminderMinutes, matterId: event.matterId };
    if (input.title != null) event.title = input.title.trim();
    if (!event.title) throw badUserInput([{ field: 'title', messages: ['Enter the event title.'] }]);
    if (input.description !== undefined) event.description = trimmedChange(input.description) ?? null;
    if (input.kind != null) event.kind = input.kind;
    if (input.priority != null) event.priority = input.priority;
    if (input.color !== undefined) event.color = input.color;
    if (input.allDay != null) event.allDay = input.allDay;
    if (input.location !== undefined) event.location = trimmedChange(input.location) ?? null;
    if (input.videoLink !== undefined) event.videoLink = trimmedChange(input.videoLink) ?? null;
    if (input.reminderMinutes !== undefined) event.reminderMinutes = input.reminderMinutes;
    if (input.matterId !== undefined) event.matterId = input.matterId;
    Object.assign(event, this.checkTimes(input.startsAt ?? event.startsAt, input.endsAt ?? event.endsAt, event.allDay));
    // A reminder goes out again for the new start (or lead time).
    if (event.startsAt.getTime() !== before.startsAt || event.reminderMinutes !== before.reminderMinutes) event.remindedAt = null;
    return this.dataSource.transaction(async (manager) => {
      const { id, version, firm: _f, matter: _m, createdBy: _c, createdAt: _ca, updatedAt: _u, ...changes } = event;
      await updateVersioned(manager, CalendarEvent, { id, firmId: viewer.firm.id, version }, changes, () => this.staleEdit(event));
      // A new case keeps only attendees who may open it: checked even when the attendees are not sent.
      if (input.attendeeIds !== undefined || event.matterId !== before.matterId) await this.invite(manager, viewer, event, input.attendeeIds ?? null);
      const saved = await manager.getRepository(CalendarEvent).findOneByOrFail({ id });
      if (saved.startsAt.getTime() !== before.startsAt || saved.allDay !== before.allDay) await this.tellMoved(manager, viewer, saved);
      await this.announce(manager, viewer, saved, 'CHANGED', before.matterId);
      return saved;
    });
  }

  /** Drag and drop (or resize): new times over the version seen; a new start re-arms the reminder. */
  async move(viewer: FirmViewer, input: MoveCalendarEventInput): Promise<CalendarEvent> {
    const event = await this.get(viewer, input.id);
    if (event.version !== input.version) throw this.staleEdit(event);
    const allDay = input.allDay ?? event.allDay;
    const times = this.checkTimes(input.startsAt, input.endsAt, allDay);
    const restart = times.startsAt.getTime() !== event.startsAt.getTime();
    return this.dataSource.transaction(async (manager) => {
      await updateVersioned(
        manager,
        CalendarEvent,
        { id: event.id, firmId: viewer.firm.id, version: input.version },
        { ...times, allDay, ...(restart ? { remindedAt: null } : {}) },
        () => this.staleEdit(event),
      );
      const moved = await manager.getRepository(CalendarEvent).findOneByOrFail({ id: event.id });
      if (restart || allDay !== event.allDay) await this.tellMoved(manager, viewer, moved);
      await this.announce(manager, viewer, moved, 'MOVED');
      return moved;
    });
  }

  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const event = await this.get(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(CalendarEvent).delete({ id: event.id });
      if (event.matterId) await this.matters.record(manager, viewer, event.matterId, 'matter.event_deleted', `Deleted the event "${event.title}" of ${this.describeWhen(event, this.clock.zoneOf(viewer.firm))}`);
      await this.announce(manager, viewer, event, 'DELETED');
    });
    return true;
  }

  stream(viewer: FirmViewer, after?: string | null): AsyncIterableIterator<AppEvent> {
    return this.events.stream({ topic: CALENDAR_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after);
  }

  /**
   * Sends the reminders that are due: each event once, to its attendees and creator who may still
   * see it. The rows are claimed with FOR UPDATE SKIP LOCKED and marked in the same transaction,
   * so instances running this at the same moment never remind twice. Returns how many events.
   */
  async sendDueReminders(): Promise<number> {
    const dueEvents = (manager: EntityManager) =>
      manager
        .getRepository(CalendarEvent)
        .createQueryBuilder('event')
        .where('event.reminder_minutes IS NOT NULL AND event.reminded_at IS NULL')
        .andWhere('event.starts_at - make_interval(mins => event.reminder_minutes) <= now()')
        .andWhere(`event.starts_at > now() - interval '${REMINDER_GRACE}'`);
    const due = await candidates(dueEvents(this.dataSource.manager), 'event', 'event.starts_at', REMINDER_BATCH);
    // The firms' zones (for the links' days) read once for the round, not per event.
    const zones = await this.clock.zonesOf(this.dataSource.manager, due.map((row) => row.firm_id));
    // Each claimed and reminded in its own transaction (db/batches.ts): still due, not taken by another instance.
    return oneByOne(this.dataSource, due, async (manager, { id }) => {
      const event = await dueEvents(manager).andWhere('event.id = :id', { id }).setLock('pessimistic_write').setOnLocked('skip_locked').getOne();
      if (!event) return false;
      await manager.query('UPDATE calendar_events SET reminded_at = now() WHERE id = $1', [event.id]);
      const attendees = await manager.getRepository(CalendarEventAttendee).findBy({ eventId: event.id });
      const userIds = [event.createdById, ...attendees.map((a) => a.userId)].filter((userId): userId is string => userId !== null);
      if (userIds.length === 0) return true;
      // Only those who may still open the event's case hear of it (notify checks).
      await this.notifications.notify(manager, {
        firmId: event.firmId,
        matterId: event.matterId,
        userIds,
        type: NotificationType.EVENT,
        message: `${leadTime(event.startsAt.getTime() - Date.now())}: ${event.title}`,
        link: this.linkTo(event, zones.get(event.firmId) ?? this.clock.serverZone),
        subjectId: event.id,
      });
      return true;
    });
  }

  /**
   * A deadline of a case that another module owns (a negotiation's response due): one all-day, red,
   * high-priority entry on `day`, the case's staff attending (newly added ones notified) and reminded
   * `reminderDays` before; moved or retitled when it exists, removed when `day` is null. In the
   * caller's transaction; answers the entry's id (null once removed).
   */
  async syncCaseDeadline(
    manager: EntityManager,
    viewer: FirmViewer,
    entry: { eventId: string | null; matterId: string; day: string | null; title: string; description?: string | null; reminderDays?: number },
  ): Promise<string | null> {
    const existing = entry.eventId ? await manager.getRepository(CalendarEvent).findOneBy({ id: entry.eventId, firmId: viewer.firm.id }) : null;
    if (!entry.day) {
      if (existing) {
        await manager.delete(CalendarEvent, { id: existing.id });
        await this.announce(manager, viewer, existing, 'DELETED');
      }
      return null;
    }
    const day = new Date(`${entry.day}T00:00:00Z`);
    const fields = {
      title: entry.title.slice(0, 200),
      description: entry.description ?? null,
      startsAt: day,
      endsAt: day,
      reminderMinutes: (entry.reminderDays ?? 2) * 24 * 60,
    };
    let event: CalendarEvent;
    if (existing) {
      const moved = existing.startsAt.getTime() !== day.getTime();
      await manager.update(CalendarEvent, { id: existing.id }, { ...fields, ...(moved ? { remindedAt: null } : {}) });
      event = Object.assign(existing, fields);
    } else {
      const repository = manager.getRepository(CalendarEvent);
      event = await repository.save(
        repository.create({
          firmId: viewer.firm.id, matterId: entry.matterId, kind: CalendarEventKind.EVENT, priority: EventPriority.HIGH, color: 'red', allDay: true,
          location: null, videoLink: null, remindedAt: null, createdById: viewer.user.id, ...fields,
        }),
      );
    }
    const { all } = await caseStaffWhoMaySee(manager, viewer.firm.id, entry.matterId);
    await this.invite(manager, viewer, event, all);
    await this.announce(manager, viewer, event, existing ? 'CHANGED' : 'ADDED');
    return event.id;
  }

  // --- helpers ---------------------------------------------------------------------------------

  /** The viewer's firm's events, without those of cases they may not open. */
  private visible(viewer: FirmViewer, manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<CalendarEvent> {
    return whereLinkedMatterAccessible(
      manager.getRepository(CalendarEvent).createQueryBuilder('event').where('event.firm_id = :firmId', { firmId: viewer.firm.id }),
      'event.matter_id',
      viewer,
    );
  }

  private attends(userParameter: string): string {
    return `EXISTS (SELECT 1 FROM calendar_event_attendees attendee WHERE attendee.event_id = event.id AND attendee.user_id = ${userParameter})`;
  }

  /** The stored times: all-day events as whole UTC days; the end after the start, within 14 days. */
  private checkTimes(startsAt: Date, endsAt: Date, allDay: boolean): { startsAt: Date; endsAt: Date } {
    const times = allDay ? { startsAt: utcDay(startsAt), endsAt: utcDay(endsAt) } : { startsAt, endsAt };
    const span = times.endsAt.getTime() - times.startsAt.getTime();
    const errors: FieldError[] = [];
    if (span < 0 || (span === 0 && !allDay)) errors.push({ field: 'endsAt', messages: ['The end must be after the start.'] });
    else if (span > MAX_EVENT_DAYS * DAY) errors.push({ field: 'endsAt', messages: [`An event can last at most ${MAX_EVENT_DAYS} days.`] });
    if (errors.length) throw badUserInput(errors);
    return times;
  }

  private async checkReferences(viewer: FirmViewer, input: CalendarEventFieldsInput): Promise<void> {
    if (input.matterId) {
      await insteadOfNotFound(this.matters.get(viewer, input.matterId), () =>
        badUserInput([{ field: 'matterId', messages: ['Choose one of your cases.'] }]),
      );
    }
    if (input.attendeeIds?.length) {
      const found = await this.dataSource
        .getRepository(User)
        .countBy({ id: In(input.attendeeIds), firmId: viewer.firm.id, status: UserStatus.ACTIVE, role: In([...FIRM_STAFF_ROLES]) });
      if (found !== new Set(input.attendeeIds).size) throw badUserInput([{ field: 'attendeeIds', messages: ['Choose active people of your firm.'] }]);
    }
  }

  /** Sets the attendees; the ones newly added (other than the one adding, and who may see the event) are notified. */
  private async invite(manager: EntityManager, viewer: FirmViewer, event: CalendarEvent, userIds: string[] | null): Promise<void> {
    const repository = manager.getRepository(CalendarEventAttendee);
    const before = new Set((await repository.findBy({ eventId: event.id })).map((a) => a.userId));
    const after = userIds === null ? [...before] : [...new Set(userIds)];
    // Attendees see the event and its case: only people who may open the case.
    await requireStaffWhoMaySee(manager, viewer.firm.id, event.matterId, after, 'attendeeIds');
    if (userIds === null) return;
    await repository.delete({ eventId: event.id });
    if (after.length) await repository.insert(after.map((userId) => ({ firmId: event.firmId, eventId: event.id, userId })));
    const added = after.filter((id) => !before.has(id) && id !== viewer.user.id);
    if (added.length === 0) return;
    await this.notifications.notify(manager, {
      firmId: viewer.firm.id,
      matterId: event.matterId,
      userIds: added,
      type: NotificationType.EVENT,
      message: `${viewer.user.fullName} added you to "${event.title}" on ${this.describeWhen(event, this.clock.zoneOf(viewer.firm))}`,
      link: this.linkTo(event, this.clock.zoneOf(viewer.firm)),
      subjectId: event.id,
    });
  }

  /**
   * The event starts at another time: what its attendees were told before (added to it, reminded)
   * now says it moved and opens the new day, and each attendee but the mover hears that it moved.
   */
  private async tellMoved(manager: EntityManager, viewer: FirmViewer, event: CalendarEvent): Promise<void> {
    const zone = this.clock.zoneOf(viewer.firm);
    const when = this.describeWhen(event, zone);
    await this.notifications.supersede(manager, viewer.firm.id, event.id, this.linkTo(event, zone), `moved: now ${when}`);
    const attendees = await manager.getRepository(CalendarEventAttendee).findBy({ eventId: event.id });
    const userIds = [...new Set([event.createdById, ...attendees.map((a) => a.userId)])].filter((id): id is string => id !== null && id !== viewer.user.id);
    if (userIds.length === 0) return;
    await this.notifications.notify(manager, {
      firmId: viewer.firm.id,
      matterId: event.matterId,
      userIds,
      type: NotificationType.EVENT,
      message: `${viewer.user.fullName} moved "${event.title}" to ${when}`,
      link: this.linkTo(event, zone),
      subjectId: event.id,
    });
  }

  /** "Mon, Dec 7, 10:00" in the firm's zone, or "Mon, Dec 7" for an all-day event (a day, in no zone). */
  private describeWhen(event: Pick<CalendarEvent, 'startsAt' | 'allDay'>, zone: string): string {
    return event.allDay ? this.day.format(event.startsAt) : this.clock.dateTimeOf(event.startsAt, zone);
  }

  /** The office calendar on the event's day (in the firm's zone). */
  private linkTo(event: Pick<CalendarEvent, 'startsAt' | 'allDay'>, zone: string): string {
    const date = event.allDay ? event.startsAt.toISOString().slice(0, 10) : this.clock.dayOf(event.startsAt, zone);
    return `/officeCalendar?date=${date}`;
  }

  private staleEdit(event: CalendarEvent) {
    return staleEdit(`"${event.title}"`);
  }

  /** Live to everyone who may see the event, and to whoever saw it before its case changed. */
  private async announce(manager: EntityManager, viewer: FirmViewer, event: CalendarEvent, change: CalendarEventPayload['change'], previousMatterId?: string | null): Promise<void> {
    const recipients = await staffWhoMaySee(manager, viewer.firm.id, event.matterId);
    if (previousMatterId !== undefined && previousMatterId !== event.matterId) recipients.push(...(await staffWhoMaySee(manager, viewer.firm.id, previousMatterId)));
    await this.events.publish<CalendarEventPayload>(manager, { firmId: viewer.firm.id, topic: CALENDAR_TOPIC, recipientIds: recipients, payload: { eventId: event.id, change } });
  }
}

/** "Starting in 15 min", "Starting in 2 h", "Starting in 1 h 30 min", "Starting in 2 days", "Starting now". */
export function leadTime(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes <= 0) return 'Starting now';
  if (minutes < 60) return `Starting in ${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return `Starting in ${hours} h${rest ? ` ${rest} min` : ''}`;
  }
  const days = Math.round(minutes / (24 * 60));
  return `Starting in ${days} day${days === 1 ? '' : 's'}`;
}
