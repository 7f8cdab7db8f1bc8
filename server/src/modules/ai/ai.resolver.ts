import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { AiChat, AiMessage } from './ai.entity';
import { AiChatAttachment, AiChatPage, AiChatsArgs, AiChatSubject, AiEvent, RenameAiChatInput, SendAiMessageInput } from './ai.inputs';
import type { AiEventPayload } from './ai.service';
import { eventCursorArg } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

/** AI chat: each user's own chats, never anyone else's. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => AiChat)
export class AiResolver {
  @Query(() => AiChatPage, { description: 'Your AI chats, most recent first (CHAT HISTORY).', complexity: listComplexity })
  aiChats(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: AiChatsArgs, @Ctx() ctx: RequestContext): Promise<AiChatPage> {
    return ctx.services.ai.chats(viewer, args);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Query(() => String, { nullable: true, description: 'Firm admins: the model answering AI Chat; null when it is the built-in assistant (no AI service connected).' })
  aiModel(@Ctx() ctx: RequestContext): string | null {
    return ctx.services.ai.model;
  }

  @Query(() => AiChat, { description: 'One of your chats.' })
  aiChat(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AiChat> {
    return ctx.services.ai.get(viewer, id);
  }

  @Query(() => [AiMessage], { description: 'The messages of one of your chats, oldest first.' })
  aiChatMessages(@CurrentFirmViewer() viewer: FirmViewer, @Arg('chatId', () => ID) chatId: string, @Ctx() ctx: RequestContext): Promise<AiMessage[]> {
    return ctx.services.ai.messages(viewer, chatId);
  }

  @Mutation(() => AiMessage, { description: 'Asks the assistant (in a new chat without chatId); the reply streams through aiEvents.' })
  sendAiMessage(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: SendAiMessageInput, @Ctx() ctx: RequestContext): Promise<AiMessage> {
    return ctx.services.ai.send(viewer, input);
  }

  @Mutation(() => AiChat, { description: 'Removes a document attached to one of your chats.' })
  detachAiChatDocument(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('chatId', () => ID) chatId: string,
    @Arg('documentId', () => ID) documentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AiChat> {
    return ctx.services.ai.detach(viewer, chatId, documentId);
  }

  @FieldResolver(() => AiChatSubject, { nullable: true, description: 'The case the chat is about (it was opened from the case); null when none or no longer yours to open.' })
  async matter(@Root() chat: AiChat, @Ctx() ctx: RequestContext): Promise<AiChatSubject | null> {
    // Batched for a page of chats; null once the viewer may no longer open the case.
    const matter = chat.matterId ? await ctx.loaders.accessibleMatterById.load(chat.matterId) : null;
    return matter ? { id: matter.id, name: matter.name, number: matter.number } : null;
  }

  @FieldResolver(() => [AiChatAttachment], { description: 'The documents attached to the chat (Attach) that you may open.' })
  attachments(@Root() chat: AiChat, @Ctx() ctx: RequestContext): Promise<AiChatAttachment[]> {
    return ctx.loaders.attachmentsByChat.load(chat.id);
  }

  @Mutation(() => AiChat)
  renameAiChat(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: RenameAiChatInput, @Ctx() ctx: RequestContext): Promise<AiChat> {
    return ctx.services.ai.rename(viewer, input.id, input.title);
  }

  @Mutation(() => Boolean)
  deleteAiChat(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.ai.delete(viewer, id);
  }

  @Subscription(() => AiEvent, {
    description: 'Your AI chats, live: new messages, reply tokens as they are written, finished replies.',
    subscribe: ({ args, context }) => (context as RequestContext).services.ai.stream(firmViewerOf(context as RequestContext, FIRM_STAFF_ROLES), eventCursorArg(args.after)),
  })
  aiEvents(@Root() event: AppEvent<AiEventPayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): AiEvent {
    const { payload } = event;
    const message = payload.message ? Object.assign(new AiMessage(), { ...payload.message, sources: payload.message.sources ?? [], createdAt: new Date(payload.message.createdAt) }) : null;
    return { cursor: event.cursor, type: payload.type, chatId: payload.chatId, message, messageId: payload.messageId ?? message?.id ?? null, token: payload.token ?? null };
  }
}
