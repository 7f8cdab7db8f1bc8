import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { User } from '../users/user.entity';
import { UserPage } from '../users/user.inputs';
import { Conversation, Message } from './message.entity';
import { ConversationMessagesArgs, ConversationPage, ConversationsArgs, MessageEvent, MessageHistory, SendMessageInput } from './message.inputs';
import type { MessageEventPayload } from './message.service';
import { eventCursorArg } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

const MEMBERS = [...FIRM_STAFF_ROLES, Role.CLIENT];

/** Direct messages: staff with clients and with each other. Clients (portal users) may use these and nothing else. */
@Authorized(...MEMBERS)
@Resolver(() => Conversation)
export class MessageResolver {
  @Query(() => ConversationPage, { description: 'Your conversations, most recent activity first.', complexity: listComplexity })
  conversations(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: ConversationsArgs, @Ctx() ctx: RequestContext): Promise<ConversationPage> {
    return ctx.services.messages.conversations(viewer, args);
  }

  @Query(() => Conversation)
  conversation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Conversation> {
    return ctx.services.messages.get(viewer, id);
  }

  @Query(() => MessageHistory, { description: 'A page of a conversation, oldest first; `before` pages back.' })
  conversationMessages(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: ConversationMessagesArgs, @Ctx() ctx: RequestContext): Promise<MessageHistory> {
    return ctx.services.messages.history(viewer, args);
  }

  @Authorized(...FIRM_STAFF_ROLES)
  @Query(() => UserPage, { description: 'People of the firm you can message (staff and clients), by name.', complexity: listComplexity })
  messageRecipients(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPage> {
    return ctx.services.users.messageRecipients(viewer, search?.slice(0, 200) ?? null, Math.max(1, page));
  }

  @Mutation(() => Conversation, { description: 'Opens the conversation with someone of your firm (staff only).' })
  startConversation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<Conversation> {
    return ctx.services.messages.start(viewer, userId);
  }

  @Mutation(() => Message, { description: 'Sends a message; the same id sent again returns the stored one.' })
  sendMessage(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: SendMessageInput, @Ctx() ctx: RequestContext): Promise<Message> {
    return ctx.services.messages.send(viewer, input);
  }

  @Mutation(() => Conversation, { description: 'Marks everything in the conversation read.' })
  markConversationRead(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('conversationId', () => ID) conversationId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Conversation> {
    return ctx.services.messages.markRead(viewer, conversationId);
  }

  @Mutation(() => Boolean, { description: 'Says the conversation is open on your screen (renew every 30 s) or closed; no notifications for it while open.' })
  viewConversation(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('viewing') viewing: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.messages.setViewing(viewer, conversationId, viewing);
  }

  @Subscription(() => MessageEvent, {
    description: 'New messages and read receipts of your conversations. Pass the last cursor you saw as `after` to get what you missed first.',
    subscribe: ({ args, context }) => (context as RequestContext).services.messages.stream(firmViewerOf(context as RequestContext), eventCursorArg(args.after)),
  })
  messageEvents(@Root() event: AppEvent<MessageEventPayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): MessageEvent {
    const { payload } = event;
    const message = payload.message ? Object.assign(new Message(), { ...payload.message, createdAt: new Date(payload.message.createdAt) }) : null;
    return {
      cursor: event.cursor,
      type: payload.type,
      conversationId: payload.conversationId,
      message,
      readerId: payload.readerId ?? null,
      readAt: payload.readAt ? new Date(payload.readAt) : null,
    };
  }

  @FieldResolver(() => [User], { description: 'Both people in the conversation.' })
  members(@Root() conversation: Conversation, @Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.loaders.membersByConversation.load(conversation.id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The other person (for you).' })
  async other(@Root() conversation: Conversation, @Ctx() ctx: RequestContext): Promise<User | null> {
    const members = await ctx.loaders.membersByConversation.load(conversation.id);
    return members.find((member) => member.id !== ctx.viewer?.user.id) ?? null;
  }

  @FieldResolver(() => Int, { description: 'Messages to you not read yet.' })
  unreadCount(@Root() conversation: Conversation, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.unreadByConversation.load(conversation.id);
  }

  @FieldResolver(() => Message, { nullable: true })
  lastMessage(@Root() conversation: Conversation, @Ctx() ctx: RequestContext): Promise<Message | null> {
    return ctx.loaders.lastMessageByConversation.load(conversation.id);
  }
}
