import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { FIRM_AND_ID, inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

export enum CalendarEventKind {
  EVENT = 'EVENT',
  COURT_HEARING = 'COURT_HEARING',
  APPOINTMENT = 'APPOINTMENT',
  LEAVE = 'LEAVE',
}
registerEnumType(CalendarEventKind, { name: 'CalendarEventKind', description: 'What the entry is: an event, a court hearing, an appointment (with a video link) or leave.' });

export enum EventPriority {
  LOW = 'LOW',
  MEDIUM = 'MEDIUM',
  HIGH = 'HIGH',
}
registerEnumType(EventPriority, { name: 'EventPriority', description: 'Shown as a colour: high red, medium green, low blue.' });

/** The colours an event may be given instead of its priority's. */
export const EVENT_COLORS = ['blue', 'green', 'red'] as const;

/** The longest an event may last, and the furthest ahead a reminder may be set. */
export const MAX_EVENT_DAYS = 14;
export const MAX_REMINDER_MINUTES = 7 * 24 * 60;

/** An entry of the firm's calendar, optionally for a case, with the firm's people attending. */
@ObjectType({
  simpleResolvers: true,
  description:
    'An entry of the calendar. Timed events run from startsAt to endsAt. All-day events are days: the UTC dates of startsAt and endsAt, both at 00:00Z, endsAt being the last day (equal for one day).',
})
@Entity('calendar_events')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'startsAt'])
// A case's events in the order its next event is chosen (calendar.rules.ts), so that the case list
// reads each case's next event without sorting.
@Index(['matterId', 'startsAt', 'id'])
@Index('IDX_calendar_events_reminder_due', ['startsAt'], { where: 'reminder_minutes IS NOT NULL AND reminded_at IS NULL' })
@Check('CHK_calendar_events_span', `"ends_at" >= "starts_at" AND "ends_at" <= "starts_at" + interval '${MAX_EVENT_DAYS} days'`)
@Check('CHK_calendar_events_reminder', `"reminder_minutes" BETWEEN 0 AND ${MAX_REMINDER_MINUTES}`)
export class CalendarEvent extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID, { nullable: true, description: 'The case; null: not linked to a case.' }) @Column({ type: 'uuid', nullable: true }) matterId: string | null;
  // An event of a case goes with it (a case's events must never become visible to the whole firm).
  @ManyToOne(() => Matter, { onDelete: 'CASCADE', nullable: true }) @JoinColumn({ name: 'matter_id' }) matter?: Matter | null;
  @Field() @Column({ type: 'varchar', length: 200 }) title: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) description: string | null;
  @Field(() => CalendarEventKind) @Column({ type: 'enum', enum: CalendarEventKind, enumName: 'calendar_event_kind', default: CalendarEventKind.EVENT }) kind: CalendarEventKind;
  @Field(() => EventPriority) @Column({ type: 'enum', enum: EventPriority, enumName: 'event_priority', default: EventPriority.LOW }) priority: EventPriority;
  @Field(() => String, { nullable: true, description: "blue, green or red; null: the priority's colour." }) @Column(optionalText(10)) color: string | null;
  @Field() @Column({ type: 'boolean', default: false }) allDay: boolean;
  @Field() @Column({ type: 'timestamptz' }) startsAt: Date;
  @Field() @Column({ type: 'timestamptz' }) endsAt: Date;
  @Field(() => String, { nullable: true }) @Column(optionalText(300)) location: string | null;
  @Field(() => String, { nullable: true, description: 'Where an appointment is joined (http or https).' }) @Column(optionalText(2048)) videoLink: string | null;
  @Field(() => Int, { nullable: true, description: 'Minutes before the start that attendees and the creator are reminded; null: no reminder.' })
  @Column({ type: 'int', nullable: true })
  reminderMinutes: number | null;
  @Field(() => Date, { nullable: true, description: 'When the reminder went out; moving the event re-arms it.' })
  @Column({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'created_by_id' }) createdBy?: User | null;
}

@Entity('calendar_event_attendees')
@Index(['firmId', 'eventId'])
export class CalendarEventAttendee {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) eventId: string;
  @PrimaryColumn({ type: 'uuid' }) @Index() userId: string;
  @ManyToOne(() => CalendarEvent, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('event_id')) event?: CalendarEvent;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
}

/**
 * A user's private iCalendar subscription. Only the SHA-256 of its token is kept, so the address
 * can be shown once, when it is made; making a new one (or revoking) ends the old address.
 */
@ObjectType({ simpleResolvers: true, description: 'Your private calendar subscription (iCalendar feed for Outlook, Google or Apple Calendar).' })
@Entity('calendar_feeds')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
export class CalendarFeed {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index({ unique: true }) @Column({ type: 'uuid' }) userId: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  /** Hex SHA-256 of the token in the address. */
  @Index({ unique: true }) @Column({ type: 'varchar', length: 64, select: false }) tokenHash: string;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When a calendar app last fetched the feed.' }) @Column({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'The subscription address (…/api/calendar/feed/<token>.ics). Only in the answer of resetCalendarFeed: the server keeps a hash of the token, not the token.',
  })
  url?: string | null;
}
