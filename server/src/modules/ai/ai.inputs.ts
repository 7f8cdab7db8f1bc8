import { ArrayMaxSize, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { AiChat, AiMessage } from './ai.entity';

/** Documents attached to one chat at most (their text is read for every question). */
export const MAX_CHAT_DOCUMENTS = 5;

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

  @Field(() => ID, { nullable: true, description: 'A new chat: the case it is about (opened from the case), the subject of questions that name none.' })
  @IsOptional()
  @IsIdOf('case')
  matterId?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Documents of your cases to attach to the chat (Attach): their text is context of its questions.' })
  @IsOptional()
  @ArrayMaxSize(MAX_CHAT_DOCUMENTS, { message: `A chat can have at most ${MAX_CHAT_DOCUMENTS} documents attached.` })
  @IsIdOf('document', { each: true })
  documentIds?: string[] | null;
}

@ObjectType({ simpleResolvers: true, description: 'The case a chat is about.' })
export class AiChatSubject {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() number: string;
}

@ObjectType({ simpleResolvers: true, description: 'A document attached to a chat.' })
export class AiChatAttachment {
  @Field(() => ID) documentId: string;
  @Field() title: string;
  @Field(() => ID, { nullable: true }) matterId: string | null;
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
