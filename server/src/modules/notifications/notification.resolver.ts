import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Notification } from './notification.entity';
import { NotificationEvent, NotificationPage, NotificationsArgs } from './notification.inputs';
import type { NotificationPayload } from './notification.service';
import { eventCursorArg } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

/** Your notifications: only ever your own. */
@Authorized(...FIRM_STAFF_ROLES, Role.CLIENT)
@Resolver(() => Notification)
export class NotificationResolver {
  @Query(() => NotificationPage, { description: 'Your notifications, newest first.', complexity: listComplexity })
  notifications(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: NotificationsArgs, @Ctx() ctx: RequestContext): Promise<NotificationPage> {
    return ctx.services.notifications.list(viewer, args);
  }

  @Query(() => Int, { description: 'How many of your notifications are unread (the bell).' })
  unreadNotificationCount(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.notifications.unreadCount(viewer);
  }

  @Mutation(() => Notification, { description: 'Mark as read, or back to unread.' })
  markNotificationRead(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('id', () => ID) id: string,
    @Arg('read', { defaultValue: true }) read: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<Notification> {
    return ctx.services.notifications.setRead(viewer, id, read);
  }

  @Mutation(() => Int, { description: 'Marks every notification read; answers how many changed.' })
  markAllNotificationsRead(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.notifications.markAllRead(viewer);
  }

  @Mutation(() => Boolean)
  deleteNotification(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.notifications.delete(viewer, id);
  }

  @Subscription(() => NotificationEvent, {
    description: 'Your new notifications, live; `after` replays the ones you missed first.',
    subscribe: ({ args, context }) => (context as RequestContext).services.notifications.stream(firmViewerOf(context as RequestContext), eventCursorArg(args.after)),
  })
  notificationEvents(@Root() event: AppEvent<NotificationPayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): NotificationEvent {
    const { payload } = event;
    const notification = Object.assign(new Notification(), { ...payload, createdAt: new Date(payload.createdAt), readAt: null });
    return { cursor: event.cursor, notification };
  }
}
