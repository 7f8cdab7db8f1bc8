import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One line of the firm's audit trail: who did what to which record, and when. */
@ObjectType({ simpleResolvers: true, description: 'A line of the audit trail (Recent Activity).' })
@Entity('activity_entries')
@Index(['firmId', 'subjectType', 'subjectId', 'createdAt'])
export class ActivityEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  firmId: string;

  /** The user who acted (kept when the user is later deleted). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** What happened, e.g. `contact.created`, `contact.identifier_revealed`. */
  @Field()
  @Column({ type: 'varchar', length: 80 })
  action: string;

  @Column({ type: 'varchar', length: 40 })
  subjectType: string;

  @Column({ type: 'uuid' })
  subjectId: string;

  /** A sentence for people: "Revealed the SSN of Dana Whitfield". */
  @Field()
  @Column({ type: 'text' })
  summary: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
