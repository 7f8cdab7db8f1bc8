import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';

/** One AI chat of one user (CHAT HISTORY). */
@ObjectType({ simpleResolvers: true })
@Entity('ai_chats')
@Index(['userId', 'updatedAt'])
export class AiChat {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'uuid' }) userId: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @Field() @Column({ type: 'varchar', length: 120 }) title: string;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Field() @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
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
@Index(['chatId', 'createdAt'])
export class AiMessage {
  @Field(() => ID) @PrimaryColumn({ type: 'uuid' }) id: string;
  @Field(() => ID) @Column({ type: 'uuid' }) chatId: string;
  @ManyToOne(() => AiChat, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'chat_id' }) chat?: AiChat;
  @Field(() => AiRole) @Column({ type: 'enum', enum: AiRole, enumName: 'ai_role' }) role: AiRole;
  @Field() @Column({ type: 'text' }) content: string;
  @Field(() => AiMessageStatus)
  @Column({ type: 'enum', enum: AiMessageStatus, enumName: 'ai_message_status', default: AiMessageStatus.COMPLETE })
  status: AiMessageStatus;
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
