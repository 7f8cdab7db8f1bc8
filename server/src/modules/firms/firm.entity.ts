import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';

export enum FirmStatus {
  ACTIVE = 'ACTIVE',
  SUSPENDED = 'SUSPENDED',
}
registerEnumType(FirmStatus, {
  name: 'FirmStatus',
  description: 'A suspended firm cannot sign in; its open sessions stop working.',
});

/** A law firm: the tenant every firm-owned record belongs to. */
@ObjectType({ description: 'A law firm, the tenant that owns its people, matters and records.' })
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
}
