import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed sign-in, kept for the rate-limit window; shared by every server instance. */
@Entity('login_attempts')
@Index(['email', 'attemptedAt'])
@Index(['ip', 'attemptedAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  attemptedAt: Date;
}
