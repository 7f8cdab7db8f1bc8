import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, isUniqueViolation, notFound } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { Logger } from '../../logger';
import type { AiProvider, ChatTurn } from './ai-provider';
import { AiChat, AiMessage, AiMessageStatus, AiRole } from './ai.entity';
import { AiEventType, type AiChatsArgs, type SendAiMessageInput } from './ai.inputs';

export const AI_TOPIC = 'ai';
/** Tokens are gathered for this long before they go out as one event (fewer rows, same stream). */
const TOKEN_FLUSH_MS = 100;
const HISTORY_TURNS = 40;

export interface AiEventPayload {
  type: AiEventType;
  chatId: string;
  message?: { id: string; chatId: string; role: AiRole; content: string; status: AiMessageStatus; createdAt: string };
  messageId?: string;
  token?: string;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
const snapshot = (m: AiMessage) => ({ id: m.id, chatId: m.chatId, role: m.role, content: m.content, status: m.status, createdAt: m.createdAt.toISOString() });

/** AI chats saved per user; replies come from the configured provider and stream to the user live. */
/** A message id (chosen by the client) another message has: one answer wherever that message is. */
const idTaken = () => conflict('This message id is already taken.');

export class AiService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly provider: AiProvider,
    private readonly logger: Logger,
  ) {}

  /** The model answering AI Chat, null for the built-in assistant (firm admins' Settings). */
  get model(): string | null {
    return this.provider.model;
  }

  async chats(viewer: FirmViewer, args: AiChatsArgs): Promise<Page<AiChat>> {
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(AiChat).findAndCount({
      where: { userId: viewer.user.id, firmId: viewer.firm.id },
      order: { updatedAt: 'DESC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  async get(viewer: FirmViewer, id: string): Promise<AiChat> {
    const chat = await this.dataSource.getRepository(AiChat).findOneBy({ id, userId: viewer.user.id, firmId: viewer.firm.id });
    if (!chat) throw notFound('The chat');
    return chat;
  }

  async messages(viewer: FirmViewer, chatId: string): Promise<AiMessage[]> {
    await this.get(viewer, chatId);
    return this.dataSource.getRepository(AiMessage).find({ where: { chatId }, order: { createdAt: 'ASC', role: 'ASC' } });
  }

  async rename(viewer: FirmViewer, id: string, title: string): Promise<AiChat> {
    const chat = await this.get(viewer, id);
    chat.title = title.trim().slice(0, 120);
    return this.dataSource.getRepository(AiChat).save(chat);
  }

  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const chat = await this.get(viewer, id);
    await this.dataSource.getRepository(AiChat).delete({ id: chat.id });
    return true;
  }

  /**
   * Saves the question (in a new chat when none is given) and an empty reply, then writes the
   * reply in the background as the provider streams it. Sending the same id again changes nothing.
   */
  async send(viewer: FirmViewer, input: SendAiMessageInput): Promise<AiMessage> {
    const content = input.content.trim();
    if (!content) throw badUserInput([{ field: 'content', messages: ['Write a message.'] }]);
    const existing = await this.sentBefore(viewer, input.id);
    if (existing) return existing;
    const chat = input.chatId ? await this.get(viewer, input.chatId) : null;
    const saved = await this.dataSource.transaction(async (manager) => {
      const target =
        chat ??
        (await manager.getRepository(AiChat).save(
          manager.getRepository(AiChat).create({ firmId: viewer.firm.id, userId: viewer.user.id, title: content.replace(/\s+/g, ' ').slice(0, 60) }),
        ));
      const asked = await manager.getRepository(AiMessage).save(manager.getRepository(AiMessage).create({ id: input.id, chatId: target.id, role: AiRole.USER, content }));
      const answer = await manager.getRepository(AiMessage).save(
        manager.getRepository(AiMessage).create({ id: randomUUID(), chatId: target.id, role: AiRole.ASSISTANT, content: '', status: AiMessageStatus.STREAMING }),
      );
      await manager.getRepository(AiChat).update({ id: target.id }, { updatedAt: () => 'now()' });
      for (const message of [asked, answer]) await this.publish(manager, viewer, { type: AiEventType.MESSAGE, chatId: target.id, message: snapshot(message) });
      await this.recordWords(manager, viewer, wordsIn(content));
      const earlier = await manager.getRepository(AiMessage).find({ where: { chatId: target.id, status: AiMessageStatus.COMPLETE }, order: { createdAt: 'DESC', role: 'DESC' }, take: HISTORY_TURNS });
      return { question: asked, reply: answer, history: earlier.reverse() };
    }).catch(async (error: unknown) => {
      // The only unique value written here that the client chose is the message id: taken meanwhile.
      if (!isUniqueViolation(error)) throw error;
      return (await this.sentBefore(viewer, input.id)) ?? Promise.reject(idTaken());
    });
    if (saved instanceof AiMessage) return saved;
    const { question, reply, history } = saved;
    void this.write(viewer, reply, history.map((m): ChatTurn => ({ role: m.role === AiRole.USER ? 'user' : 'assistant', content: m.content })));
    return question;
  }

  /**
   * The viewer's own message of this id (the same send again), or null when no message has it;
   * CONFLICT when another message has it, a colleague's or (its row hidden from this firm) another firm's.
   */
  private async sentBefore(viewer: FirmViewer, id: string): Promise<AiMessage | null> {
    const existing = await this.dataSource.getRepository(AiMessage).findOne({ where: { id }, relations: { chat: true } });
    if (existing && existing.chat?.userId !== viewer.user.id) throw idTaken();
    return existing;
  }

  stream(viewer: FirmViewer, after?: string | null): AsyncIterableIterator<AppEvent> {
    return this.events.stream({ topic: AI_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after);
  }

  /** Writes the reply: token events as they come (gathered every 100 ms), then the whole reply. */
  private async write(viewer: FirmViewer, reply: AiMessage, turns: ChatTurn[]): Promise<void> {
    let pending = '';
    let flushing: Promise<unknown> = Promise.resolve();
    const flush = () => {
      if (!pending) return flushing;
      const token = pending;
      pending = '';
      flushing = flushing.then(() =>
        this.dataSource.transaction((manager) => this.publish(manager, viewer, { type: AiEventType.TOKEN, chatId: reply.chatId, messageId: reply.id, token })),
      );
      return flushing;
    };
    const timer = setInterval(() => void flush(), TOKEN_FLUSH_MS);
    let status = AiMessageStatus.COMPLETE;
    let text = '';
    try {
      text = await this.provider.reply(turns, (token) => {
        pending += token;
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'The AI reply failed');
      status = AiMessageStatus.FAILED;
      text = 'The assistant could not answer just now. Please try again.';
    } finally {
      clearInterval(timer);
    }
    try {
      await flush();
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(AiMessage).update({ id: reply.id }, { content: text, status });
        const done = await manager.getRepository(AiMessage).findOneByOrFail({ id: reply.id });
        await this.publish(manager, viewer, { type: AiEventType.DONE, chatId: reply.chatId, message: snapshot(done) });
        if (status === AiMessageStatus.COMPLETE) await this.recordWords(manager, viewer, wordsIn(text));
      });
    } catch (error) {
      // The chat may have been deleted meanwhile.
      this.logger.warn({ err: error }, 'Saving the AI reply failed');
    }
  }

  private publish(manager: EntityManager, viewer: FirmViewer, payload: AiEventPayload) {
    return this.events.publish<AiEventPayload>(manager, { firmId: viewer.firm.id, topic: AI_TOPIC, recipientIds: [viewer.user.id], payload });
  }

  private recordWords(manager: EntityManager, viewer: FirmViewer, words: number) {
    return manager.query(
      `INSERT INTO ai_usage (firm_id, user_id, day, words) VALUES ($1, $2, CURRENT_DATE, $3)
       ON CONFLICT (firm_id, user_id, day) DO UPDATE SET words = ai_usage.words + EXCLUDED.words`,
      [viewer.firm.id, viewer.user.id, words],
    );
  }
}
