import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';

export enum NotificationType {
  TASK = 'TASK',
  INVOICE = 'INVOICE',
  MESSAGE = 'MESSAGE',
  EVENT = 'EVENT',
  SETTLEMENT = 'SETTLEMENT',
}
registerEnumType(NotificationType, { name: 'NotificationType' });

/** Something a user should know about: a task assigned, a message, an invoice, an event starting. */
@ObjectType({ simpleResolvers: true })
@Entity('notifications')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
@Index(['userId', 'createdAt'])
@Index(['userId', 'type', 'createdAt'])
export class Notification {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'uuid' }) userId: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @Field(() => NotificationType) @Column({ type: 'enum', enum: NotificationType, enumName: 'notification_type' }) type: NotificationType;
  @Field({ description: 'What happened, for people.' }) @Column({ type: 'text' }) message: string;
  @Field(() => String, { nullable: true, description: 'Where the related item opens, e.g. /message?c=…' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;
  /** The record it is about (a calendar event), so a later change can update what it said. */
  @Index() @Column({ type: 'uuid', nullable: true }) subjectId: string | null;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Field(() => Date, { nullable: true }) @Column({ type: 'timestamptz', nullable: true }) readAt: Date | null;
}
