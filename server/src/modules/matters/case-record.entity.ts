import { Field, ID, ObjectType } from 'type-graphql';
import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from './matter.entity';

/**
 * A case's own record, of a firm: what every table of a case's money starts with (insurance,
 * medical, liens, costs, damages). Row-level security reads `firm_id`; access follows the case.
 */
@ObjectType({ simpleResolvers: true })
export abstract class CaseRecord extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID) @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
}
