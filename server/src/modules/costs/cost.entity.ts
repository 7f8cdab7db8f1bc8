import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Cents, centsColumn } from '../../graphql/money';
import { Document } from '../documents/document.entity';
import { CaseRecord } from '../matters/case-record.entity';
import { User } from '../users/user.entity';

export enum CostCategory {
  FILING_FEE = 'FILING_FEE',
  SERVICE_OF_PROCESS = 'SERVICE_OF_PROCESS',
  MEDICAL_RECORDS = 'MEDICAL_RECORDS',
  EXPERT = 'EXPERT',
  DEPOSITION = 'DEPOSITION',
  COURT_REPORTER = 'COURT_REPORTER',
  TRAVEL = 'TRAVEL',
  POSTAGE_AND_COPIES = 'POSTAGE_AND_COPIES',
  INVESTIGATION = 'INVESTIGATION',
  OTHER = 'OTHER',
}
registerEnumType(CostCategory, { name: 'CostCategory' });

/** An expense the firm advanced on a case (the Costs tab): reimbursed from the recovery, or invoiced. */
@ObjectType({ simpleResolvers: true })
@Entity('case_costs')
@Index(['firmId', 'matterId', 'incurredOn'])
@Check('case_costs_amount', 'amount_cents > 0')
export class CaseCost extends CaseRecord {
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) incurredOn: string;
  @Field(() => CostCategory) @Column({ type: 'enum', enum: CostCategory, enumName: 'cost_category' }) category: CostCategory;
  @Field() @Column({ type: 'varchar', length: 200 }) payee: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 500, nullable: true }) description: string | null;
  @Field(() => Cents, { nullable: true, description: 'In cents; null when your role may not see amounts.' }) @Column(centsColumn) amountCents: number;
  @Field(() => ID, { nullable: true, description: 'The receipt: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) receiptDocumentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'receipt_document_id' }) receiptDocument?: Document | null;
  @Field({ description: 'Paid back from the recovery.' }) @Column({ type: 'boolean', default: true }) reimbursable: boolean;
  @Column({ type: 'uuid', nullable: true }) recordedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'recorded_by_id' }) recordedBy?: User | null;
}
