import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';

export enum FirmStatus {
  ACTIVE = 'ACTIVE',
  SUSPENDED = 'SUSPENDED',
  /** Deleted in the back office: kept (never hard-deleted from there), hidden, and nobody of it can sign in. */
  DELETED = 'DELETED',
}
registerEnumType(FirmStatus, {
  name: 'FirmStatus',
  description: 'Only an ACTIVE firm can sign in; suspending or deleting it ends its open sessions.',
});

/** A law firm: the tenant every firm-owned record belongs to. */
@ObjectType({ simpleResolvers: true, description: 'A law firm, the tenant that owns its people, matters and records.' })
@Entity('firms')
export class Firm extends StoredRecord {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Field(() => FirmStatus)
  @Column({ type: 'enum', enum: FirmStatus, enumName: 'firm_status', default: FirmStatus.ACTIVE })
  status: FirmStatus;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatarUrl: string | null;

  @Field(() => String, { nullable: true, description: "The firm's postal address, as its invoices and letters print it (lines)." })
  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true, description: 'Where clients send payment, when not the address (lines).' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  remitTo: string | null;

  @Field(() => String, { nullable: true, description: 'How to pay (bank transfer details, payable to, card link), printed on invoices.' })
  @Column({ type: 'varchar', length: 2000, nullable: true })
  paymentInstructions: string | null;

  @Field(() => String, { nullable: true, description: "The firm's id in its clients' e-billing (LAW_FIRM_ID of LEDES files, e.g. its tax id): at most 20 characters." })
  @Column({ type: 'varchar', length: 20, nullable: true })
  ledesId: string | null;

  /**
   * The firm's IANA time zone (Firm Profile); null until chosen, when the server's TIME_ZONE
   * applies. Read through FirmClock; GraphQL shows the zone in effect (Firm.timeZone).
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  /** When the platform admin deleted it (status DELETED); the back-office figures count from it. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
