import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Cents, centsColumn } from '../../graphql/money';
import { Contact } from '../contacts/contact.entity';
import { Document } from '../documents/document.entity';
import { Firm } from '../firms/firm.entity';
import { Party } from '../matters/matter-parts.entity';
import { CaseRecord } from '../matters/case-record.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';

export enum TreatmentStatus {
  TREATING = 'TREATING',
  RELEASED = 'RELEASED',
  REFERRED_OUT = 'REFERRED_OUT',
  GAP_IN_TREATMENT = 'GAP_IN_TREATMENT',
}
registerEnumType(TreatmentStatus, { name: 'TreatmentStatus' });

export enum RecordsRequestKind {
  RECORDS = 'RECORDS',
  BILLS = 'BILLS',
  BOTH = 'BOTH',
}
registerEnumType(RecordsRequestKind, { name: 'RecordsRequestKind', description: 'What was asked of the provider: records, bills, or both.' });

export enum LienType {
  MEDICARE = 'MEDICARE',
  MEDICAID = 'MEDICAID',
  ERISA_PLAN = 'ERISA_PLAN',
  PRIVATE_HEALTH_INSURANCE = 'PRIVATE_HEALTH_INSURANCE',
  HOSPITAL_LIEN = 'HOSPITAL_LIEN',
  LETTER_OF_PROTECTION = 'LETTER_OF_PROTECTION',
  CHILD_SUPPORT = 'CHILD_SUPPORT',
  OTHER = 'OTHER',
}
registerEnumType(LienType, { name: 'LienType' });

export enum LienStatus {
  ASSERTED = 'ASSERTED',
  NEGOTIATING = 'NEGOTIATING',
  FINAL = 'FINAL',
  PAID = 'PAID',
}
registerEnumType(LienStatus, { name: 'LienStatus' });

/** A plaintiff's treatment by one provider: the visits, and how it stands. */
@ObjectType({ simpleResolvers: true })
@Entity('medical_treatments')
@Index(['firmId', 'matterId'])
@Check('medical_treatments_visits_in_order', 'last_visit_on IS NULL OR first_visit_on IS NULL OR last_visit_on >= first_visit_on')
export class Treatment extends CaseRecord {
  @Field(() => ID) @Column({ type: 'uuid' }) plaintiffPartyId: string;
  @ManyToOne(() => Party, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'plaintiff_party_id' }) plaintiffParty?: Party;
  /** The provider: a company (a clinic, a hospital) or a person (a doctor) of the firm's contacts. */
  @Field(() => ID) @Column({ type: 'uuid' }) providerId: string;
  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'provider_id' }) provider?: Contact;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) firstVisitOn: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) lastVisitOn: string | null;
  @Field(() => TreatmentStatus) @Column({ type: 'enum', enum: TreatmentStatus, enumName: 'treatment_status', default: TreatmentStatus.TREATING }) status: TreatmentStatus;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) notes: string | null;
}

/** A request to a provider for records or bills, followed up until they arrive. */
@ObjectType({ simpleResolvers: true })
@Entity('medical_records_requests')
@Index(['firmId', 'matterId'])
@Index('medical_records_requests_overdue', ['followUpOn'], { where: 'received_on IS NULL AND follow_up_task_id IS NULL' })
@Check('medical_records_requests_follow_up_after_request', 'follow_up_on >= requested_on')
export class RecordsRequest extends CaseRecord {
  @Field(() => ID) @Column({ type: 'uuid' }) treatmentId: string;
  @ManyToOne(() => Treatment, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'treatment_id' }) treatment?: Treatment;
  @Field(() => RecordsRequestKind) @Column({ type: 'enum', enum: RecordsRequestKind, enumName: 'records_request_kind' }) kind: RecordsRequestKind;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) requestedOn: string;
  @Field({ description: 'YYYY-MM-DD: when to chase it if nothing has come.' }) @Column({ type: 'date' }) followUpOn: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) receivedOn: string | null;
  /** What came: a document of the case. */
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) documentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'document_id' }) document?: Document | null;
  /** Who made the request (the follow-up task is theirs to hand out). */
  @Column({ type: 'uuid', nullable: true }) requestedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'requested_by_id' }) requestedBy?: User | null;
  /** The task made when the follow-up date passed with nothing received. */
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) followUpTaskId: string | null;
  @ManyToOne(() => Task, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'follow_up_task_id' }) followUpTask?: Task | null;
}

/** A provider's bill: what was billed, what others paid or wrote off, and so what is still owed. */
@ObjectType({ simpleResolvers: true })
@Entity('medical_bills')
@Index(['firmId', 'matterId'])
@Check('medical_bills_amounts', 'billed_cents >= 0 AND health_paid_cents >= 0 AND pip_paid_cents >= 0 AND adjusted_cents >= 0')
@Check('medical_bills_not_overpaid', 'health_paid_cents + pip_paid_cents + adjusted_cents <= billed_cents')
@Check('medical_bills_service_in_order', 'service_to IS NULL OR service_to >= service_from')
export class MedicalBill extends CaseRecord {
  @Field(() => ID) @Column({ type: 'uuid' }) treatmentId: string;
  @ManyToOne(() => Treatment, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'treatment_id' }) treatment?: Treatment;
  @Field({ description: 'YYYY-MM-DD: the first date of service.' }) @Column({ type: 'date' }) serviceFrom: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last date of service (null: one day).' }) @Column({ type: 'date', nullable: true }) serviceTo: string | null;
  @Field(() => Cents, { nullable: true, description: 'In cents; null when your role may not see amounts.' }) @Column(centsColumn) billedCents: number;
  @Field(() => Cents, { nullable: true, description: 'Paid by health insurance, in cents.' }) @Column({ ...centsColumn, default: 0 }) healthPaidCents: number;
  @Field(() => Cents, { nullable: true, description: 'Paid by PIP or MedPay, in cents.' }) @Column({ ...centsColumn, default: 0 }) pipPaidCents: number;
  @Field(() => Cents, { nullable: true, description: 'Adjustments and write-offs, in cents.' }) @Column({ ...centsColumn, default: 0 }) adjustedCents: number;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) documentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'document_id' }) document?: Document | null;
}

/** A claim on the recovery (Medicare, a hospital, a letter of protection…) and how it was negotiated. */
@ObjectType({ simpleResolvers: true })
@Entity('medical_liens')
@Index(['firmId', 'matterId'])
@Check('medical_liens_amounts', 'claimed_cents >= 0 AND (reduction_requested_cents IS NULL OR reduction_requested_cents >= 0) AND (final_cents IS NULL OR final_cents >= 0)')
export class Lien extends CaseRecord {
  @Field(() => ID) @Column({ type: 'uuid' }) lienholderId: string;
  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'lienholder_id' }) lienholder?: Contact;
  @Field(() => LienType) @Column({ type: 'enum', enum: LienType, enumName: 'lien_type' }) type: LienType;
  @Field(() => Cents, { nullable: true, description: 'In cents; null when your role may not see amounts.' }) @Column(centsColumn) claimedCents: number;
  @Field(() => Cents, { nullable: true, description: 'The reduction asked for, in cents.' }) @Column({ ...centsColumn, nullable: true }) reductionRequestedCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'The amount agreed, in cents (null: not final yet).' }) @Column({ ...centsColumn, nullable: true }) finalCents: number | null;
  @Field(() => LienStatus) @Column({ type: 'enum', enum: LienStatus, enumName: 'lien_status', default: LienStatus.ASSERTED }) status: LienStatus;
  @Field(() => ID, { nullable: true, description: 'The lien letter: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) letterDocumentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'letter_document_id' }) letterDocument?: Document | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) notes: string | null;
}

/** The bills a lien covers. */
@Entity('medical_lien_bills')
@Index(['firmId', 'billId'])
export class LienBill {
  @PrimaryColumn({ type: 'uuid' }) lienId: string;
  @ManyToOne(() => Lien, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'lien_id' }) lien?: Lien;
  @PrimaryColumn({ type: 'uuid' }) billId: string;
  @ManyToOne(() => MedicalBill, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'bill_id' }) bill?: MedicalBill;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
}
