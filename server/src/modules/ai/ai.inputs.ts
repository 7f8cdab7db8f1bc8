import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { AiChat, AiMessage } from './ai.entity';

@InputType()
export class SendAiMessageInput {
  @Field(() => ID, { description: 'Chosen by the client (a UUID): sending again with the same id never duplicates.' })
  @IsIdOf('message')
  id: string;

  @Field(() => ID, { nullable: true, description: 'Left out, a new chat starts (titled from this message).' })
  @IsOptional()
  @IsIdOf('chat')
  chatId?: string | null;

  @Field() @MaxLength(20_000, { message: 'A message can be at most 20,000 characters.' }) content: string;
}

@ArgsType()
export class AiChatsArgs extends PageArgs {}

@ObjectType({ simpleResolvers: true })
export class AiChatPage extends Paginated(AiChat) {}

@InputType()
export class RenameAiChatInput {
  @Field(() => ID) @IsIdOf('chat') id: string;
  @Field() @IsNotEmpty({ message: 'Enter a title.' }) @MaxLength(120) title: string;
}

export enum AiEventType {
  MESSAGE = 'MESSAGE',
  TOKEN = 'TOKEN',
  DONE = 'DONE',
}
registerEnumType(AiEventType, { name: 'AiEventType' });

@ObjectType({ simpleResolvers: true, description: 'A message added to one of your AI chats, a piece of a reply being written, or a finished reply.' })
export class AiEvent {
  @Field() cursor: string;
  @Field(() => AiEventType) type: AiEventType;
  @Field(() => ID) chatId: string;
  @Field(() => AiMessage, { nullable: true, description: 'MESSAGE and DONE: the message (DONE: the whole reply).' }) message: AiMessage | null;
  @Field(() => ID, { nullable: true }) messageId: string | null;
  @Field(() => String, { nullable: true, description: 'TOKEN: the next piece of the reply.' }) token: string | null;
}
