import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsUrl, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsIdOf } from '../../graphql/validators';
import { CalendarEventKind, EVENT_COLORS, EventPriority, MAX_REMINDER_MINUTES } from './calendar.entity';

const TITLE_MESSAGE = 'Enter the event title.';
const REMINDER_MESSAGE = `A reminder can be 0 to ${MAX_REMINDER_MINUTES} minutes (7 days) before the start.`;

@InputType()
export class CalendarEventFieldsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20_000) description?: string | null;
  @Field(() => CalendarEventKind, { nullable: true, description: 'Default EVENT.' }) @IsOptional() kind?: CalendarEventKind;
  @Field(() => EventPriority, { nullable: true, description: 'Default LOW.' }) @IsOptional() priority?: EventPriority;
  @Field(() => String, { nullable: true, description: "blue, green or red; null: the priority's colour." })
  @IsOptional()
  @IsIn([...EVENT_COLORS], { message: 'Choose blue, green or red.' })
  color?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Default false. All-day events are days: send 00:00Z of the first and the last day.' })
  @IsOptional()
  @IsBoolean()
  allDay?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(300) location?: string | null;
  @Field(() => String, { nullable: true, description: 'An http(s) address where an appointment is joined.' })
  @IsOptional()
  @MaxLength(2048)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'Enter a link that starts with https://.' })
  videoLink?: string | null;
  @Field(() => Int, { nullable: true, description: `Remind this many minutes before the start (0 to ${MAX_REMINDER_MINUTES}); null: no reminder.` })
  @IsOptional()
  @IsInt({ message: REMINDER_MESSAGE })
  @Min(0, { message: REMINDER_MESSAGE })
  @Max(MAX_REMINDER_MINUTES, { message: REMINDER_MESSAGE })
  reminderMinutes?: number | null;
  @Field(() => ID, { nullable: true, description: 'The case; null: not linked to a case.' }) @IsOptional() @IsIdOf('case') matterId?: string | null;
  @Field(() => [ID], { nullable: true, description: "Who attends: active staff of the firm. New attendees are notified." })
  @IsOptional()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true, message: 'Unknown user.' })
  attendeeIds?: string[];
}

@InputType()
export class CreateCalendarEventInput extends CalendarEventFieldsInput {
  @Field() @IsNotEmpty({ message: TITLE_MESSAGE }) @MaxLength(200) title: string;
  @Field() startsAt: Date;
  @Field({ description: 'After startsAt (timed) or on/after it (all-day); at most 14 days later.' }) endsAt: Date;
}

@InputType({ description: 'The fields to change (absent ones stay), over the version the editor started from.' })
export class UpdateCalendarEventInput extends CalendarEventFieldsInput {
  @Field(() => ID) @IsIdOf('event') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsNotEmpty({ message: TITLE_MESSAGE }) @MaxLength(200) title?: string;
  @Field(() => Date, { nullable: true }) @IsOptional() startsAt?: Date;
  @Field(() => Date, { nullable: true }) @IsOptional() endsAt?: Date;
}

@InputType({ description: 'Drag and drop (or resize) on the calendar: the new times, over the version seen.' })
export class MoveCalendarEventInput {
  @Field(() => ID) @IsIdOf('event') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => Boolean, { nullable: true, description: 'Dropped into (true) or out of (false) the all-day row; absent: unchanged.' })
  @IsOptional()
  @IsBoolean()
  allDay?: boolean;
}

@ArgsType()
export class CalendarEventsArgs {
  @Field({ description: 'Start of the range (included).' }) from: Date;
  @Field({ description: 'End of the range (excluded); at most 62 days after from.' }) to: Date;
  @Field(() => ID, { nullable: true, description: "Only this case's events." }) @IsOptional() @IsIdOf('case') matterId?: string;
  @Field(() => ID, { nullable: true, description: 'Only events this user attends.' }) @IsOptional() @IsIdOf('user') attendeeId?: string;
}

@ArgsType()
export class UpcomingEventsArgs {
  @Field(() => ID, { nullable: true, description: "Only this case's events (its Pending Appointments)." }) @IsOptional() @IsIdOf('case') matterId?: string;
  @Field(() => Int, { defaultValue: 5 })
  @Min(1, { message: 'limit must be between 1 and 50.' })
  @Max(50, { message: 'limit must be between 1 and 50.' })
  limit: number = 5;
}

@ObjectType({ simpleResolvers: true, description: 'An event you may see was added, changed, moved or deleted: refresh it (or the range on screen).' })
export class CalendarUpdate {
  @Field() cursor: string;
  @Field(() => ID) eventId: string;
  @Field({ description: 'ADDED, CHANGED, MOVED or DELETED.' }) change: string;
}
