import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import { staffWhoMaySee } from '../matters/matter.access';
import { Notification, type NotificationType } from './notification.entity';
import type { NotificationsArgs } from './notification.inputs';

export const NOTIFICATION_TOPIC = 'notification';

export interface NotificationPayload {
  id: string;
  type: NotificationType;
  message: string;
  link: string | null;
  createdAt: string;
}

export interface NewNotification {
  firmId: string;
  /** The case it is about, or null: only people who may open that case receive it. */
  matterId: string | null;
  userIds: string[];
  type: NotificationType;
  message: string;
  link?: string | null;
  /** The record it is about (a calendar event): `supersede` can later point its notices elsewhere. */
  subjectId?: string | null;
}

/** Notifications: every source (messages, tasks, invoices, calendar) creates them through `notify`. */
export class NotificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  /**
   * Creates one notification per user in the caller's transaction and pushes each live. A notification
   * about a case goes only to the people among `userIds` who may open it, whoever the producer chose:
   * its text and link name the case.
   */
  async notify(manager: EntityManager, input: NewNotification): Promise<void> {
    const recipients = input.matterId ? await staffWhoMaySee(manager, input.firmId, input.matterId, input.userIds) : new Set(input.userIds);
    for (const userId of recipients) {
      const notification = await manager.getRepository(Notification).save(
        manager.getRepository(Notification).create({ firmId: input.firmId, userId, type: input.type, message: input.message, link: input.link ?? null, subjectId: input.subjectId ?? null }),
      );
      await this.events.publish<NotificationPayload>(manager, {
        firmId: input.firmId,
        topic: NOTIFICATION_TOPIC,
        recipientIds: [userId],
        payload: { id: notification.id, type: notification.type, message: notification.message, link: notification.link, createdAt: notification.createdAt.toISOString() },
      });
    }
  }

  /**
   * The record `subjectId` changed so that what its earlier notices said is no longer true (an event
   * moved): each now says so after its text and opens where the record is now (`link`).
   */
  async supersede(manager: EntityManager, firmId: string, subjectId: string, link: string, note: string): Promise<void> {
    await manager.query(
      `UPDATE notifications SET link = $3, message = regexp_replace(message, ' \\(moved: .*\\)$', '') || ' (' || $4 || ')'
       WHERE firm_id = $1 AND subject_id = $2`,
      [firmId, subjectId, link, note],
    );
  }

  async list(viewer: FirmViewer, args: NotificationsArgs): Promise<Page<Notification>> {
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(Notification).findAndCount({
      where: { userId: viewer.user.id, firmId: viewer.firm.id, ...(args.type ? { type: args.type } : {}), ...(args.unreadOnly ? { readAt: IsNull() } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  unreadCount(viewer: FirmViewer): Promise<number> {
    return this.dataSource.getRepository(Notification).countBy({ userId: viewer.user.id, firmId: viewer.firm.id, readAt: IsNull() });
  }

  async setRead(viewer: FirmViewer, id: string, read: boolean): Promise<Notification> {
    const notification = await this.own(viewer, id);
    notification.readAt = read ? (notification.readAt ?? new Date()) : null;
    return this.dataSource.getRepository(Notification).save(notification);
  }

  async markAllRead(viewer: FirmViewer): Promise<number> {
    const result = await this.dataSource
      .getRepository(Notification)
      .update({ userId: viewer.user.id, firmId: viewer.firm.id, readAt: IsNull() }, { readAt: () => 'now()' });
    return result.affected ?? 0;
  }

  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const notification = await this.own(viewer, id);
    await this.dataSource.getRepository(Notification).delete({ id: notification.id });
    return true;
  }

  async byIds(viewer: FirmViewer, ids: string[]): Promise<Notification[]> {
    return this.dataSource.getRepository(Notification).findBy({ id: In(ids), userId: viewer.user.id });
  }

  stream(viewer: FirmViewer, after?: string | null): AsyncIterableIterator<AppEvent> {
    return this.events.stream({ topic: NOTIFICATION_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after);
  }

  private async own(viewer: FirmViewer, id: string): Promise<Notification> {
    const notification = await this.dataSource.getRepository(Notification).findOneBy({ id, userId: viewer.user.id, firmId: viewer.firm.id });
    if (!notification) throw notFound('The notification');
    return notification;
  }
}
