import { randomUUID } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, isUniqueViolation, notFound } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { Logger } from '../../logger';
import type { AiProvider, ChatTurn, ToolBox } from './ai-provider';
import { AiChat, AiChatDocument, AiMessage, AiMessageStatus, AiRole, AiSourceKind, type AiSource, type AiToolTurn } from './ai.entity';
import { AiEventType, MAX_CHAT_DOCUMENTS, type AiChatAttachment, type AiChatSubject, type AiChatsArgs, type SendAiMessageInput } from './ai.inputs';
import { BuiltInAssistant, type BuiltInContext } from './assistant.builtin';
import { caseLabel, type AssistantTools } from './assistant.tools';

export const AI_TOPIC = 'ai';
/** Tokens are gathered for this long before they go out as one event (fewer rows, same stream). */
const TOKEN_FLUSH_MS = 100;
const HISTORY_TURNS = 40;

export interface AiEventPayload {
  type: AiEventType;
  chatId: string;
  message?: { id: string; chatId: string; role: AiRole; content: string; status: AiMessageStatus; sources?: AiSource[]; createdAt: string };
  messageId?: string;
  token?: string;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
const snapshot = (m: AiMessage) => ({ id: m.id, chatId: m.chatId, role: m.role, content: m.content, status: m.status, sources: m.sources ?? [], createdAt: m.createdAt.toISOString() });
/** The attached documents' text an AI service is given with every question, in all. */
const ATTACHED_TEXT_CHARS = 12_000;

/** AI chats saved per user; replies come from the configured provider and stream to the user live. */
/** A message id (chosen by the client) another message has: one answer wherever that message is. */
const idTaken = () => conflict('This message id is already taken.');

export class AiService {
  private readonly builtIn: BuiltInAssistant;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
    /** The AI service answering; null: the built-in assistant. */
    private readonly provider: AiProvider | null,
    private readonly logger: Logger,
    private readonly tools: AssistantTools,
    private readonly options: { timeoutMs: number },
  ) {
    this.builtIn = new BuiltInAssistant(tools);
  }

  /** The model answering AI Chat, null for the built-in assistant (firm admins' Settings). */
  get model(): string | null {
    return this.provider?.model ?? null;
  }

  /** The case a chat is about, when the viewer may still open it. */
  async subjectOf(viewer: FirmViewer, chat: AiChat): Promise<AiChatSubject | null> {
    if (!chat.matterId) return null;
    const found = await this.tools.findCase(viewer, chat.matterId);
    return found.matter ? { id: found.matter.id, name: found.matter.name, number: found.matter.number } : null;
  }

  /** The documents attached to each of these chats (the viewer's) that the viewer may still open, as attached: two queries. */
  async attachmentsOfChats(viewer: FirmViewer, chatIds: readonly string[]): Promise<AiChatAttachment[][]> {
    const rows = await this.dataSource.getRepository(AiChatDocument).find({ where: { chatId: In([...chatIds]), firmId: viewer.firm.id }, order: { createdAt: 'ASC' } });
    const open = new Map((await this.tools.openableDocuments(viewer, rows.map((row) => row.documentId))).map((document) => [document.id, document]));
    return chatIds.map((chatId) =>
      rows.flatMap((row) => {
        const document = row.chatId === chatId ? open.get(row.documentId) : undefined;
        return document ? [{ documentId: document.id, title: document.title, matterId: document.matterId }] : [];
      }),
    );
  }

  async attachmentsOf(viewer: FirmViewer, chatId: string): Promise<AiChatAttachment[]> {
    return (await this.attachmentsOfChats(viewer, [chatId]))[0]!;
  }

  async detach(viewer: FirmViewer, chatId: string, documentId: string): Promise<AiChat> {
    const chat = await this.get(viewer, chatId);
    await this.dataSource.getRepository(AiChatDocument).delete({ chatId: chat.id, documentId });
    return chat;
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
    // The case a new chat is about, and documents to attach: only what the viewer may open.
    const subject = !chat && input.matterId ? await this.tools.findCase(viewer, input.matterId) : null;
    if (subject && !subject.matter) throw notFound('The case');
    const attach = [...new Set(input.documentIds ?? [])];
    if ((await this.tools.openableDocuments(viewer, attach)).length < attach.length) throw notFound('The document');
    const saved = await this.dataSource.transaction(async (manager) => {
      const target =
        chat ??
        (await manager.getRepository(AiChat).save(
          manager.getRepository(AiChat).create({
            firmId: viewer.firm.id,
            userId: viewer.user.id,
            title: content.replace(/\s+/g, ' ').slice(0, 60),
            matterId: subject?.matter?.id ?? null,
          }),
        ));
      if (attach.length) await this.attach(manager, viewer, target.id, attach);
      const asked = await manager.getRepository(AiMessage).save(manager.getRepository(AiMessage).create({ id: input.id, firmId: target.firmId, chatId: target.id, role: AiRole.USER, content }));
      const answer = await manager.getRepository(AiMessage).save(
        manager.getRepository(AiMessage).create({ id: randomUUID(), firmId: target.firmId, chatId: target.id, role: AiRole.ASSISTANT, content: '', status: AiMessageStatus.STREAMING }),
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
    void this.write(viewer, reply, question, history);
    return question;
  }

  /** Attaches documents to a chat (the chat's row locked: its limit holds when two sends attach at once). */
  private async attach(manager: EntityManager, viewer: FirmViewer, chatId: string, documentIds: string[]): Promise<void> {
    await manager.query('SELECT id FROM ai_chats WHERE id = $1 FOR UPDATE', [chatId]);
    await manager
      .createQueryBuilder()
      .insert()
      .into(AiChatDocument)
      .values(documentIds.map((documentId) => ({ chatId, documentId, firmId: viewer.firm.id })))
      .orIgnore()
      .execute();
    const count = await manager.getRepository(AiChatDocument).countBy({ chatId });
    if (count > MAX_CHAT_DOCUMENTS) {
      throw badUserInput([{ field: 'documentIds', messages: [`A chat can have at most ${MAX_CHAT_DOCUMENTS} documents attached. Remove one first.`] }]);
    }
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

  /**
   * Writes the reply: the built-in assistant's answer, or the AI service's, streamed as token events
   * (gathered every 100 ms), then the whole reply with its sources.
   */
  private async write(viewer: FirmViewer, reply: AiMessage, question: AiMessage, history: AiMessage[]): Promise<void> {
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
    const onToken = (token: string) => {
      pending += token;
    };
    const timer = setInterval(() => void flush(), TOKEN_FLUSH_MS);
    let status = AiMessageStatus.COMPLETE;
    let answer: { text: string; sources: AiSource[]; toolTurns: AiToolTurn[] | null };
    try {
      answer = this.provider ? await this.fromService(viewer, this.provider, reply.chatId, question, history, onToken) : await this.fromBuiltIn(viewer, reply.chatId, question, history, onToken);
    } catch (error) {
      this.logger.warn({ err: error }, 'The AI reply failed');
      status = AiMessageStatus.FAILED;
      answer = { text: 'The assistant could not answer just now. Please try again.', sources: [], toolTurns: null };
    } finally {
      clearInterval(timer);
    }
    try {
      await flush();
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(AiMessage).update({ id: reply.id }, { content: answer.text, status, sources: answer.sources, toolTurns: answer.toolTurns });
        const done = await manager.getRepository(AiMessage).findOneByOrFail({ id: reply.id });
        await this.publish(manager, viewer, { type: AiEventType.DONE, chatId: reply.chatId, message: snapshot(done) });
        if (status === AiMessageStatus.COMPLETE) await this.recordWords(manager, viewer, wordsIn(answer.text));
      });
    } catch (error) {
      // The chat may have been deleted meanwhile.
      this.logger.warn({ err: error }, 'Saving the AI reply failed');
    }
  }

  /** The built-in assistant's answer, streamed line by line as it is written. */
  private async fromBuiltIn(viewer: FirmViewer, chatId: string, question: AiMessage, history: AiMessage[], onToken: (token: string) => void) {
    const chat = await this.get(viewer, chatId);
    // The subject: the case the chat is about, else the case the last answer was about.
    const lastCase = [...history].reverse().flatMap((m) => m.sources ?? []).find((source) => source.kind === AiSourceKind.CASE);
    const subjectId = chat.matterId ?? lastCase?.id ?? null;
    const subject = subjectId ? (await this.tools.findCase(viewer, subjectId)).matter : null;
    const context: BuiltInContext = { subject, attachments: await this.attachedTexts(viewer, chatId) };
    const answer = await this.builtIn.answer(viewer, question.content, context);
    for (const line of answer.text.split(/(?<=\n)/)) onToken(line);
    return { ...answer, toolTurns: null };
  }

  /** The AI service's answer: the chat so far (tool calls included), the tools as functions, within the time allowed. */
  private async fromService(viewer: FirmViewer, provider: AiProvider, chatId: string, question: AiMessage, history: AiMessage[], onToken: (token: string) => void) {
    const chat = await this.get(viewer, chatId);
    const subject = await this.subjectOf(viewer, chat);
    const attachments = await this.attachedTexts(viewer, chatId);
    const turns: ChatTurn[] = [{ role: 'system', content: this.instructions(viewer, subject, attachments) }];
    for (const message of history) {
      if (message.role === AiRole.USER) {
        turns.push({ role: 'user', content: message.content });
        continue;
      }
      if (message.toolTurns?.length) {
        turns.push({ role: 'assistant', content: '', toolCalls: message.toolTurns.map(({ id, name, arguments: args }) => ({ id, name, arguments: args })) });
        for (const call of message.toolTurns) turns.push({ role: 'tool', toolCallId: call.id, content: call.result });
      }
      turns.push({ role: 'assistant', content: message.content });
    }
    if (history[history.length - 1]?.id !== question.id) turns.push({ role: 'user', content: question.content });
    const tools: ToolBox = { definitions: this.tools.definitions, call: (name, args) => this.tools.call(viewer, name, args) };
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const reply = await provider.reply(turns, onToken, { signal, tools });
    return { text: reply.text, sources: reply.sources, toolTurns: reply.toolTurns.length ? reply.toolTurns : null };
  }

  /** What the model is told first: who asks, today, the chat's case, the attached documents. */
  private instructions(viewer: FirmViewer, subject: AiChatSubject | null, attachments: BuiltInContext['attachments']): string {
    const parts = [
      `You are the assistant in Matterhorn, the practice management system of ${viewer.firm.name}, a personal-injury law firm. You help ${viewer.user.fullName} (${viewer.user.role.toLowerCase().replace(/_/g, ' ')}).`,
      "Answer from the firm's records only, looked up with the tools (they return only what this user may open). Never invent facts, dates or amounts; say plainly when the records do not say. Be brief; use the firm's own words for names and numbers.",
      `Today is ${this.tools.dueWindow(viewer, 'today').today}.`,
    ];
    if (subject) parts.push(`This chat is about the case ${caseLabel(subject)} (id ${subject.id}): questions that name no case are about it.`);
    let room = ATTACHED_TEXT_CHARS;
    for (const doc of attachments) {
      const text = (doc.text ?? '(no text could be read)').slice(0, Math.max(room, 0));
      room -= text.length;
      parts.push(`Attached document "${doc.title}" (id ${doc.id}):\n${text}`);
    }
    return parts.join('\n\n');
  }

  /** The attached documents the viewer may still open, with their text. */
  private async attachedTexts(viewer: FirmViewer, chatId: string): Promise<BuiltInContext['attachments']> {
    const attached = await this.attachmentsOf(viewer, chatId);
    return Promise.all(
      attached.map(async (doc) => ({ id: doc.documentId, title: doc.title, matterId: doc.matterId, text: (await this.tools.documentText(viewer, doc.documentId)) ?? null })),
    );
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
