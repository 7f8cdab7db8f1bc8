import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import { requireRoles } from '../../graphql/auth-checker';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';
import { CalendarEvent, CalendarFeed } from './calendar.entity';
import { CalendarEventsArgs, CalendarUpdate, CreateCalendarEventInput, MoveCalendarEventInput, UpcomingEventsArgs, UpdateCalendarEventInput } from './calendar.inputs';
import type { CalendarEventPayload } from './calendar.service';
import { eventCursorArg } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => CalendarEvent)
export class CalendarResolver {
  @Query(() => [CalendarEvent], {
    description: 'Every event overlapping [from, to) that you may see, by start: a whole week or month grid in one request (at most 62 days).',
  })
  calendarEvents(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: CalendarEventsArgs, @Ctx() ctx: RequestContext): Promise<CalendarEvent[]> {
    return ctx.services.calendar.list(viewer, args);
  }

  @Query(() => [CalendarEvent], { description: "The next events not yet over, of a case or of every case you may open (Pending Appointments, Today's Event)." })
  upcomingEvents(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: UpcomingEventsArgs, @Ctx() ctx: RequestContext): Promise<CalendarEvent[]> {
    return ctx.services.calendar.upcoming(viewer, args);
  }

  @Query(() => CalendarEvent)
  calendarEvent(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CalendarEvent> {
    return ctx.services.calendar.get(viewer, id);
  }

  @Mutation(() => CalendarEvent, { description: 'Adds an event; new attendees are notified.' })
  createCalendarEvent(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: CreateCalendarEventInput, @Ctx() ctx: RequestContext): Promise<CalendarEvent> {
    return ctx.services.calendar.create(viewer, input);
  }

  @Mutation(() => CalendarEvent, { description: 'Changes the fields sent, over the version seen (a newer one answers CONFLICT).' })
  updateCalendarEvent(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateCalendarEventInput, @Ctx() ctx: RequestContext): Promise<CalendarEvent> {
    return ctx.services.calendar.update(viewer, input);
  }

  @Mutation(() => CalendarEvent, { description: 'Drag and drop or resize: new times over the version seen.' })
  moveCalendarEvent(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: MoveCalendarEventInput, @Ctx() ctx: RequestContext): Promise<CalendarEvent> {
    return ctx.services.calendar.move(viewer, input);
  }

  @Mutation(() => Boolean)
  deleteCalendarEvent(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.calendar.delete(viewer, id);
  }

  @Subscription(() => CalendarUpdate, {
    description: 'Events you may see, as they are added, changed, moved or deleted.',
    subscribe: ({ args, context }) =>
      (context as RequestContext).services.calendar.stream(firmViewerOf(context as RequestContext, FIRM_STAFF_ROLES), eventCursorArg(args.after)),
  })
  calendarUpdates(@Root() event: AppEvent<CalendarEventPayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): CalendarUpdate {
    return { cursor: event.cursor, eventId: event.payload.eventId, change: event.payload.change };
  }

  @FieldResolver(() => [User])
  attendees(@Root() event: CalendarEvent, @Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.loaders.attendeesByEvent.load(event.id);
  }

  @FieldResolver(() => Matter, { nullable: true })
  matter(@Root() event: CalendarEvent, @Ctx() ctx: RequestContext): Promise<Matter | null> | null {
    return event.matterId ? ctx.loaders.accessibleMatterById.load(event.matterId) : null;
  }

  @FieldResolver(() => User, { nullable: true })
  createdBy(@Root() event: CalendarEvent, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return event.createdById ? ctx.loaders.userById.load(event.createdById) : null;
  }
}

/** The viewer's private iCalendar subscription. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => CalendarFeed)
export class CalendarFeedResolver {
  @Query(() => CalendarFeed, { nullable: true, description: 'Your calendar subscription, or null if you have none. Its url is only shown by resetCalendarFeed.' })
  calendarFeed(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<CalendarFeed | null> {
    return ctx.services.calendarFeeds.get(viewer);
  }

  @Mutation(() => CalendarFeed, { description: 'Makes a new subscription address (with url, shown this once); the previous address stops working.' })
  resetCalendarFeed(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<CalendarFeed> {
    const req = ctx.http?.req;
    return ctx.services.calendarFeeds.reset(viewer, req ? `${req.protocol}://${req.get('host')}` : undefined);
  }

  @Mutation(() => Boolean, { description: 'Ends your subscription address; false if you had none.' })
  revokeCalendarFeed(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.calendarFeeds.revoke(viewer);
  }
}

/** What the calendar adds to cases: the next thing on the calendar (the Next Event column). Firm staff only (checked per row, see requireRoles). */
@Resolver(() => Matter)
export class MatterCalendarResolver {
  @FieldResolver(() => CalendarEvent, { nullable: true, description: 'The earliest event of the case not yet over.' })
  nextEvent(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<CalendarEvent | null> {
    requireRoles(ctx, FIRM_STAFF_ROLES);
    return ctx.loaders.nextEventByMatter.load(matter.id);
  }
}
