import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The event log behind every live update: one row per change others must see, written in the
 * change's transaction. Its increasing id is the cursor a subscriber resumes from.
 */
@Entity('events')
@Index(['topic', 'id'])
@Index('events_recipients', { synchronize: false })
export class EventRow {
  /** bigint, as a string (JavaScript numbers cannot hold every bigint). */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  firmId: string;

  /** What kind of event: `message`, `notification`, `ai`, … */
  @Column({ type: 'varchar', length: 40 })
  topic: string;

  /** The users who may receive it. */
  @Column({ type: 'uuid', array: true })
  recipientIds: string[];

  @Column({ type: 'jsonb' })
  payload: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
