import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';

/**
 * A one-time link to choose a password. The link carries a random token; only its SHA-256 is
 * stored. It expires, works once, and a newer invitation for the same user revokes older ones.
 */
@Entity('invitations')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
@Index(['userId', 'createdAt'])
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  firmId: string;

  @ManyToOne(() => Firm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** SHA-256 (hex) of the token in the link. */
  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** Who issued it (a firm admin, or the platform admin creating a firm); null once they are gone. */
  @Column({ type: 'uuid', nullable: true })
  issuedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'issued_by_id' })
  issuedBy?: User | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When the password was chosen with it; a used invitation never works again. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Set when a newer invitation replaced it. */
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
