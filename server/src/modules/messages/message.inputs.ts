import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { Conversation, Message } from './message.entity';

@InputType()
export class SendMessageInput {
  @Field(() => ID, { description: 'Chosen by the client (a UUID): sending again with the same id never duplicates the message.' })
  @IsIdOf('message')
  id: string;

  @Field(() => ID) @IsIdOf('conversation') conversationId: string;

  @Field() @MaxLength(10_000, { message: 'A message can be at most 10,000 characters.' }) body: string;
}

@ArgsType()
export class ConversationMessagesArgs {
  @Field(() => ID) @IsIdOf('conversation') conversationId: string;
  @Field(() => ID, { nullable: true, description: 'Older than this message (history paging); left out, the latest.' })
  @IsOptional()
  @IsIdOf('message')
  before?: string;
  @Field(() => Int, { defaultValue: 30 }) pageSize: number = 30;
}

@ArgsType()
export class ConversationsArgs extends PageArgs {}

@ObjectType({ simpleResolvers: true })
export class ConversationPage extends Paginated(Conversation) {}

@ObjectType({ simpleResolvers: true })
export class MessageHistory {
  @Field(() => [Message], { description: 'Oldest first.' }) items: Message[];
  @Field({ description: 'Whether older messages remain.' }) hasMore: boolean;
}

export enum MessageEventType {
  MESSAGE = 'MESSAGE',
  READ = 'READ',
}
registerEnumType(MessageEventType, { name: 'MessageEventType' });

@ObjectType({ simpleResolvers: true, description: 'Something that happened in one of your conversations.' })
export class MessageEvent {
  @Field({ description: 'Pass the last one you saw as `after` when you subscribe again.' }) cursor: string;
  @Field(() => MessageEventType) type: MessageEventType;
  @Field(() => ID) conversationId: string;
  @Field(() => Message, { nullable: true, description: 'The new message (MESSAGE).' }) message: Message | null;
  @Field(() => ID, { nullable: true, description: 'Who read the conversation (READ).' }) readerId: string | null;
  @Field(() => Date, { nullable: true }) readAt: Date | null;
}
