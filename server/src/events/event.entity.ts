import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The event log behind every live update: one row per change others must see, written in the
 * change's transaction. Its id orders every firm's events; its firm sequence is the cursor the
 * firm's people see and resume from (ids would let one firm count another's events).
 */
@Entity('events')
@Index(['topic', 'id'])
@Index(['firmId', 'firmSeq'], { unique: true })
@Index('events_recipients', { synchronize: false })
export class EventRow {
  /** bigint, as a string (JavaScript numbers cannot hold every bigint). */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  firmId: string;

  /** 1, 2, 3, … per firm, in commit order (bigint, as a string). */
  @Column({ type: 'bigint' })
  firmSeq: string;

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

/** The last event sequence number of each firm; taken under a row lock, so numbers follow commit order. */
@Entity('firm_event_counters')
export class FirmEventCounter {
  @PrimaryColumn({ type: 'uuid' })
  firmId: string;

  @Column({ type: 'bigint' })
  lastSeq: string;
}
