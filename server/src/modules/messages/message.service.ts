import { In, type DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, forbidden, notFound } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { AppEvent, EventBus } from '../../events/event-bus';
import { NotificationType } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import { User, UserStatus } from '../users/user.entity';
import { Conversation, ConversationMember, Message } from './message.entity';
import { MessageEventType, type ConversationMessagesArgs, type ConversationsArgs, type SendMessageInput } from './message.inputs';
import { Role } from '../../graphql/roles';

export const MESSAGE_TOPIC = 'message';

/** What a message event carries in the log (dates as ISO strings). */
export interface MessageEventPayload {
  type: MessageEventType;
  conversationId: string;
  message?: { id: string; conversationId: string; senderId: string; body: string; createdAt: string; firmId: string };
  readerId?: string;
  readAt?: string;
}

const pairKey = (a: string, b: string) => [a, b].sort().join(':');

/**
 * A message id (chosen by the client) that another message has: in this firm or in another, the
 * same answer, which says nothing of where (message ids are unique across firms).
 */
const idTaken = () => conflict('This message id is already taken.');

export class MessageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly notifications: NotificationService,
  ) {}

  /** The viewer's conversations, most recent activity first. */
  async conversations(viewer: FirmViewer, args: ConversationsArgs): Promise<Page<Conversation>> {
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource
      .getRepository(Conversation)
      .createQueryBuilder('conversation')
      .innerJoin(ConversationMember, 'me', 'me.conversation_id = conversation.id AND me.user_id = :userId', { userId: viewer.user.id })
      .where('conversation.firm_id = :firmId', { firmId: viewer.firm.id })
      .orderBy('conversation.last_message_at', 'DESC', 'NULLS LAST')
      .addOrderBy('conversation.created_at', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  /** A conversation the viewer is in; NOT_FOUND otherwise. */
  async get(viewer: FirmViewer, id: string): Promise<Conversation> {
    const conversation = await this.dataSource
      .getRepository(Conversation)
      .createQueryBuilder('conversation')
      .innerJoin(ConversationMember, 'me', 'me.conversation_id = conversation.id AND me.user_id = :userId', { userId: viewer.user.id })
      .where('conversation.id = :id AND conversation.firm_id = :firmId', { id, firmId: viewer.firm.id })
      .getOne();
    if (!conversation) throw notFound('The conversation');
    return conversation;
  }

  /** Opens (or finds) the conversation with another person of the firm. Clients cannot start one. */
  async start(viewer: FirmViewer, userId: string): Promise<Conversation> {
    if (viewer.user.role === Role.CLIENT) throw forbidden('Your firm starts conversations with you.');
    if (userId === viewer.user.id) throw badUserInput([{ field: 'userId', messages: ['Choose someone else.'] }]);
    const other = await this.dataSource.getRepository(User).findOneBy({ id: userId, firmId: viewer.firm.id, status: UserStatus.ACTIVE });
    if (!other) throw badUserInput([{ field: 'userId', messages: ['Choose an active person of your firm.'] }]);
    const key = pairKey(viewer.user.id, userId);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO conversations (firm_id, pair_key) VALUES ($1, $2) ON CONFLICT (firm_id, pair_key) DO NOTHING', [viewer.firm.id, key]);
      const conversation = await manager.getRepository(Conversation).findOneByOrFail({ firmId: viewer.firm.id, pairKey: key });
      await manager.query(
        'INSERT INTO conversation_members (firm_id, conversation_id, user_id) VALUES ($1, $2, $3), ($1, $2, $4) ON CONFLICT DO NOTHING',
        [viewer.firm.id, conversation.id, viewer.user.id, userId],
      );
      return conversation;
    });
  }

  /** A page of history, oldest first, ending just before `before` (or at the latest message). */
  async history(viewer: FirmViewer, args: ConversationMessagesArgs): Promise<{ items: Message[]; hasMore: boolean }> {
    await this.get(viewer, args.conversationId);
    const pageSize = Math.min(Math.max(args.pageSize, 1), 100);
    const query = this.dataSource
      .getRepository(Message)
      .createQueryBuilder('message')
      .where('message.conversation_id = :conversationId', { conversationId: args.conversationId });
    if (args.before) {
      const anchor = await this.dataSource.getRepository(Message).findOneBy({ id: args.before, conversationId: args.conversationId });
      if (!anchor) throw notFound('The message');
      query.andWhere('(message.created_at, message.id) < (:at, :id)', { at: anchor.createdAt, id: anchor.id });
    }
    const rows = await query.orderBy('message.created_at', 'DESC').addOrderBy('message.id', 'DESC').limit(pageSize + 1).getMany();
    return { items: rows.slice(0, pageSize).reverse(), hasMore: rows.length > pageSize };
  }

  /** Sends a message once: the same id sent again returns the message already stored. */
  async send(viewer: FirmViewer, input: SendMessageInput): Promise<Message> {
    const body = input.body.trim();
    if (!body) throw badUserInput([{ field: 'body', messages: ['Write a message.'] }]);
    const conversation = await this.get(viewer, input.conversationId);
    const existing = await this.dataSource.getRepository(Message).findOneBy({ id: input.id, firmId: viewer.firm.id });
    if (existing) return this.sameSend(viewer, existing, input);
    const members = await this.memberIds(conversation.id);
    return this.dataSource.transaction(async (manager) => {
      const inserted: Array<{ created_at: Date }> = await manager.query(
        `INSERT INTO messages (id, firm_id, conversation_id, sender_id, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING RETURNING created_at`,
        [input.id, viewer.firm.id, conversation.id, viewer.user.id, body],
      );
      const message = await manager.getRepository(Message).findOneBy({ id: input.id, firmId: viewer.firm.id });
      // Not inserted: the same send retried meanwhile (answered with it), or an id another message has.
      if (!message) throw idTaken();
      if (inserted.length === 0) return this.sameSend(viewer, message, input);
      await manager.update(Conversation, { id: conversation.id }, { lastMessageAt: message.createdAt, lastMessagePreview: body.slice(0, 200) });
      // Sending means having read everything before it.
      await manager.update(ConversationMember, { conversationId: conversation.id, userId: viewer.user.id }, { lastReadAt: message.createdAt });
      await this.events.publish<MessageEventPayload>(manager, {
        firmId: viewer.firm.id,
        topic: MESSAGE_TOPIC,
        recipientIds: members,
        payload: {
          type: MessageEventType.MESSAGE,
          conversationId: conversation.id,
          message: { id: message.id, firmId: message.firmId, conversationId: conversation.id, senderId: viewer.user.id, body, createdAt: message.createdAt.toISOString() },
        },
      });
      // Whoever does not have the conversation open hears of it in their notifications.
      const away: Array<{ user_id: string }> = await manager.query(
        `SELECT user_id FROM conversation_members WHERE conversation_id = $1 AND user_id <> $2 AND (viewing_until IS NULL OR viewing_until < now())`,
        [conversation.id, viewer.user.id],
      );
      if (away.length) {
        await this.notifications.notify(manager, {
          firmId: viewer.firm.id,
          matterId: null,
          userIds: away.map((row) => row.user_id),
          type: NotificationType.MESSAGE,
          message: `New message from ${viewer.user.fullName}: ${body.length > 80 ? `${body.slice(0, 80)}…` : body}`,
          link: `/message?c=${conversation.id}`,
        });
      }
      return message;
    });
  }

  /** The member has the conversation open (for about 45 s; the screen renews it) or closed it. */
  async setViewing(viewer: FirmViewer, conversationId: string, viewing: boolean): Promise<boolean> {
    await this.get(viewer, conversationId);
    await this.dataSource.query(
      `UPDATE conversation_members SET viewing_until = ${viewing ? "now() + interval '45 seconds'" : 'NULL'} WHERE conversation_id = $1 AND user_id = $2`,
      [conversationId, viewer.user.id],
    );
    return viewing;
  }

  /** Marks the conversation read up to now, and tells both sides (unread counts, read receipts). */
  async markRead(viewer: FirmViewer, conversationId: string): Promise<Conversation> {
    const conversation = await this.get(viewer, conversationId);
    const members = await this.memberIds(conversation.id);
    await this.dataSource.transaction(async (manager) => {
      const rows: Array<{ now: Date }> = await manager.query('SELECT now() AS now');
      const readAt = rows[0]!.now;
      await manager.update(ConversationMember, { conversationId, userId: viewer.user.id }, { lastReadAt: readAt });
      // Its message notifications are read too.
      await manager.query(
        `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND type = 'MESSAGE' AND link = $2 AND read_at IS NULL`,
        [viewer.user.id, `/message?c=${conversationId}`],
      );
      await this.events.publish<MessageEventPayload>(manager, {
        firmId: viewer.firm.id,
        topic: MESSAGE_TOPIC,
        recipientIds: members,
        payload: { type: MessageEventType.READ, conversationId, readerId: viewer.user.id, readAt: new Date(readAt).toISOString() },
      });
    });
    return conversation;
  }

  async memberIds(conversationId: string): Promise<string[]> {
    const rows = await this.dataSource.getRepository(ConversationMember).findBy({ conversationId });
    return rows.map((row) => row.userId);
  }

  /** Members (users) of many conversations, for the loaders. */
  async membersOf(firmId: string, conversationIds: readonly string[]): Promise<Array<ConversationMember & { user: User }>> {
    return this.dataSource
      .getRepository(ConversationMember)
      .find({ where: { conversationId: In([...conversationIds]), firmId }, relations: { user: true } }) as Promise<
      Array<ConversationMember & { user: User }>
    >;
  }

  /** Unread messages per conversation for one reader, counted in SQL. */
  async unreadCounts(userId: string, conversationIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ conversation_id: string; count: string }> = await this.dataSource.query(
      `SELECT m.conversation_id, COUNT(*) AS count FROM messages m
       JOIN conversation_members me ON me.conversation_id = m.conversation_id AND me.user_id = $1
       WHERE m.conversation_id = ANY($2) AND m.sender_id <> $1 AND (me.last_read_at IS NULL OR m.created_at > me.last_read_at)
       GROUP BY m.conversation_id`,
      [userId, [...conversationIds]],
    );
    return new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
  }

  /** The last message of many conversations. */
  async lastMessages(firmId: string, conversationIds: readonly string[]): Promise<Message[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (conversation_id) id, firm_id AS "firmId", conversation_id AS "conversationId", sender_id AS "senderId", body, created_at AS "createdAt"
       FROM messages WHERE firm_id = $2 AND conversation_id = ANY($1) ORDER BY conversation_id, created_at DESC, id DESC`,
      [[...conversationIds], firmId],
    );
  }

  /** The viewer's message events after `after`, then live. */
  stream(viewer: FirmViewer, after?: string | null): AsyncIterableIterator<AppEvent> {
    return this.events.stream({ topic: MESSAGE_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after);
  }

  private sameSend(viewer: FirmViewer, message: Message, input: SendMessageInput): Message {
    if (message.senderId !== viewer.user.id || message.conversationId !== input.conversationId) throw idTaken();
    return message;
  }
}
