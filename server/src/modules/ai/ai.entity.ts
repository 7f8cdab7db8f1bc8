import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { FIRM_AND_ID, inParentFirm } from '../../db/columns';
import { Document } from '../documents/document.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

/** One AI chat of one user (CHAT HISTORY). */
@ObjectType({ simpleResolvers: true })
@Entity('ai_chats')
@Unique(FIRM_AND_ID)
@Index(['userId', 'updatedAt'])
export class AiChat {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'uuid' }) userId: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @Field() @Column({ type: 'varchar', length: 120 }) title: string;
  /** The case the chat was opened from: the subject of a question that names none. */
  @Index() @Column({ type: 'uuid', nullable: true }) matterId: string | null;
  @ManyToOne(() => Matter, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'matter_id' }) matter?: Matter | null;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Field() @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** A document attached to a chat (Attach): its extracted text is context of the chat's questions. */
@Entity('ai_chat_documents')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
export class AiChatDocument {
  @PrimaryColumn({ type: 'uuid' }) chatId: string;
  @ManyToOne(() => AiChat, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'chat_id' }) chat?: AiChat;
  @Index() @PrimaryColumn({ type: 'uuid' }) documentId: string;
  @ManyToOne(() => Document, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'document_id' }) document?: Document;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

/** What an answer's fact came from: each is a link in the reply. */
export enum AiSourceKind {
  CASE = 'CASE',
  TASK = 'TASK',
  EVENT = 'EVENT',
  STATUTE = 'STATUTE',
  DOCUMENT = 'DOCUMENT',
  POLICY = 'POLICY',
  MEDICAL = 'MEDICAL',
  CONTACT = 'CONTACT',
}
registerEnumType(AiSourceKind, { name: 'AiSourceKind' });

@ObjectType({ simpleResolvers: true, description: 'A record an answer came from (a link under the reply).' })
export class AiSource {
  @Field(() => AiSourceKind) kind: AiSourceKind;
  @Field(() => ID, { description: 'The record (for STATUTE, POLICY and MEDICAL: the case, whose tab holds it).' }) id: string;
  @Field({ description: 'What the link says, e.g. "Bell v. Harmon (2026-0002)" or "Police report.pdf".' }) label: string;
  @Field(() => ID, { nullable: true, description: 'The case the record belongs to.' }) matterId: string | null;
  @Field(() => String, { nullable: true, description: 'EVENT and TASK: the day (YYYY-MM-DD), to open the calendar on it.' }) day: string | null;
}

/** One tool call of a reply written by an AI service, with its result (kept for later questions). */
export interface AiToolTurn {
  id: string;
  name: string;
  arguments: string;
  result: string;
}

export enum AiRole {
  USER = 'USER',
  ASSISTANT = 'ASSISTANT',
}
registerEnumType(AiRole, { name: 'AiRole' });

export enum AiMessageStatus {
  COMPLETE = 'COMPLETE',
  STREAMING = 'STREAMING',
  FAILED = 'FAILED',
}
registerEnumType(AiMessageStatus, { name: 'AiMessageStatus' });

@ObjectType({ simpleResolvers: true })
@Entity('ai_messages')
@Index(['firmId', 'chatId'])
@Index(['chatId', 'createdAt'])
export class AiMessage {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryColumn({ type: 'uuid' }) id: string;
  @Field(() => ID) @Column({ type: 'uuid' }) chatId: string;
  @ManyToOne(() => AiChat, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('chat_id')) chat?: AiChat;
  @Field(() => AiRole) @Column({ type: 'enum', enum: AiRole, enumName: 'ai_role' }) role: AiRole;
  @Field() @Column({ type: 'text' }) content: string;
  @Field(() => AiMessageStatus)
  @Column({ type: 'enum', enum: AiMessageStatus, enumName: 'ai_message_status', default: AiMessageStatus.COMPLETE })
  status: AiMessageStatus;
  @Field(() => [AiSource], { description: 'The records the reply came from, as links.' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  sources: AiSource[];
  /** The tools an AI service called while writing the reply, with their results. */
  @Column({ type: 'jsonb', nullable: true }) toolTurns: AiToolTurn[] | null;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

/** Words written to and by the AI, per user, firm and day (the admin AI-usage panel). */
@Entity('ai_usage')
export class AiUsage {
  @PrimaryColumn({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) userId: string;
  @PrimaryColumn({ type: 'date' }) day: string;
  @Column({ type: 'int', default: 0 }) words: number;
}
