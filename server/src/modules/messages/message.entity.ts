import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { FIRM_AND_ID, inParentFirm } from '../../db/columns';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';

/** A direct conversation between two people of one firm (staff and a client, or two staff). */
@ObjectType({ simpleResolvers: true })
@Entity('conversations')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'pairKey'], { unique: true })
export class Conversation {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  /** The two member ids, sorted and joined: one conversation per pair. */
  @Column({ type: 'varchar', length: 80 }) pairKey: string;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Field(() => Date, { nullable: true }) @Column({ type: 'timestamptz', nullable: true }) lastMessageAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The start of the last message.' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  lastMessagePreview: string | null;
}

/** A member of a conversation and how far they have read. */
@Entity('conversation_members')
@Index(['firmId', 'conversationId'])
export class ConversationMember {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) conversationId: string;
  @PrimaryColumn({ type: 'uuid' }) @Index() userId: string;
  @Column({ type: 'timestamptz', nullable: true }) lastReadAt: Date | null;
  /** While set and in the future, the member has the conversation open (no notification for new messages). */
  @Column({ type: 'timestamptz', nullable: true }) viewingUntil: Date | null;
  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('conversation_id')) conversation?: Conversation;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
}

/** A message; its id is chosen by the sending client so a retried send is recognised. */
@ObjectType({ simpleResolvers: true })
@Entity('messages')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
@Index(['conversationId', 'createdAt'])
export class Message {
  @Field(() => ID) @PrimaryColumn({ type: 'uuid' }) id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @Column({ type: 'uuid' }) conversationId: string;
  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'conversation_id' }) conversation?: Conversation;
  @Field(() => ID) @Column({ type: 'uuid' }) senderId: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'sender_id' }) sender?: User;
  @Field() @Column({ type: 'text' }) body: string;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
