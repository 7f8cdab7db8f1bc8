import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Role } from '../../graphql/roles';
import { TimekeeperClassification, timekeeperClassificationOf } from './user.classification';

export enum UserStatus {
  ACTIVE = 'ACTIVE',
  SUSPENDED = 'SUSPENDED',
  DELETED = 'DELETED',
}
registerEnumType(UserStatus, {
  name: 'UserStatus',
  description: 'Only ACTIVE users can sign in; suspending or deleting a user ends their sessions.',
});

@ObjectType({ simpleResolvers: true, description: 'A person who signs in: firm staff, a client with portal access, or a platform admin.' })
@Entity('users')
@Index(['firmId', 'lastName', 'firstName'])
@Check('users_platform_admin_has_no_firm', `("role" = 'PLATFORM_ADMIN') = ("firm_id" IS NULL)`)
export class User extends StoredRecord {
  /** Null only for platform admins, who belong to no firm. */
  @Column({ type: 'uuid', nullable: true })
  firmId: string | null;

  @ManyToOne(() => Firm, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm | null;

  @Field(() => Role)
  @Column({ type: 'enum', enum: Role, enumName: 'user_role' })
  role: Role;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** Stored lower-cased; unique across the whole platform. */
  @Field()
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatarUrl: string | null;

  @Field(() => UserStatus)
  @Column({ type: 'enum', enum: UserStatus, enumName: 'user_status', default: UserStatus.ACTIVE })
  status: UserStatus;

  /** argon2id; null until an invited user sets a password. Never exposed. */
  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the user was last connected (presence: "Last seen").' })
  @Column({ type: 'timestamptz', nullable: true })
  lastSeenAt: Date | null;

  /** When the user was deleted (status DELETED), for the back-office figures; null otherwise. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Field(() => TimekeeperClassification, { nullable: true, description: 'Set by a firm admin (Roles, Edit); null: the role says it (see ledesClassification).' })
  @Column({ type: 'enum', enum: TimekeeperClassification, enumName: 'timekeeper_classification', nullable: true })
  timekeeperClassification: TimekeeperClassification | null;


  @Field({ description: 'First and last name.' })
  get fullName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }

  @Field(() => TimekeeperClassification, { description: 'What LEDES exports carry for their work: the classification set, else Attorney AS, Paralegal LA, anyone else OT.' })
  get ledesClassification(): TimekeeperClassification {
    return timekeeperClassificationOf(this);
  }
}
