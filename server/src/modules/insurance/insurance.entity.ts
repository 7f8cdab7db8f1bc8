import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { optionalText } from '../../db/columns';
import { Cents, centsColumn } from '../../graphql/money';
import { Contact } from '../contacts/contact.entity';
import { Party } from '../matters/matter-parts.entity';
import { CaseRecord } from '../matters/case-record.entity';

export enum CoverageType {
  BODILY_INJURY_LIABILITY = 'BODILY_INJURY_LIABILITY',
  PROPERTY_DAMAGE = 'PROPERTY_DAMAGE',
  UNINSURED_MOTORIST = 'UNINSURED_MOTORIST',
  UNDERINSURED_MOTORIST = 'UNDERINSURED_MOTORIST',
  PIP = 'PIP',
  MEDPAY = 'MEDPAY',
  HEALTH = 'HEALTH',
  UMBRELLA = 'UMBRELLA',
  WORKERS_COMPENSATION = 'WORKERS_COMPENSATION',
  OTHER = 'OTHER',
}
registerEnumType(CoverageType, { name: 'CoverageType', description: 'What a policy covers.' });

export enum ClaimStatus {
  OPEN = 'OPEN',
  ACCEPTED = 'ACCEPTED',
  DENIED = 'DENIED',
  CLOSED = 'CLOSED',
}
registerEnumType(ClaimStatus, { name: 'ClaimStatus' });

/**
 * A policy in play on a case (the Insurance tab): who insures whom, for what, up to which limits,
 * and the claim made on it. The Case list's insurance columns come from these (insurance.rules.ts).
 */
@ObjectType({ simpleResolvers: true })
@Entity('insurance_policies')
@Index(['firmId', 'matterId'])
@Check('insurance_policies_limits', 'per_person_limit_cents >= 0 AND per_occurrence_limit_cents >= 0')
export class InsurancePolicy extends CaseRecord {
  /** The insurance company (a company contact). */
  @Field(() => ID) @Column({ type: 'uuid' }) insurerId: string;
  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'insurer_id' }) insurer?: Contact;

  /** The party of the case the policy insures (null: not known yet). */
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) insuredPartyId: string | null;
  @ManyToOne(() => Party, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'insured_party_id' }) insuredParty?: Party | null;

  @Field(() => CoverageType) @Column({ type: 'enum', enum: CoverageType, enumName: 'coverage_type' }) coverage: CoverageType;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) policyNumber: string | null;

  @Field(() => Cents, { nullable: true, description: 'In cents; null when not known, or when your role may not see amounts.' })
  @Column({ ...centsColumn, nullable: true })
  perPersonLimitCents: number | null;

  @Field(() => Cents, { nullable: true, description: 'In cents; null when not known, or when your role may not see amounts.' })
  @Column({ ...centsColumn, nullable: true })
  perOccurrenceLimitCents: number | null;

  /** The adjuster handling the claim (a person contact). */
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) adjusterId: string | null;
  @ManyToOne(() => Contact, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'adjuster_id' }) adjuster?: Contact | null;

  @Field(() => String, { nullable: true }) @Column(optionalText(60)) claimNumber: string | null;
  @Field(() => ClaimStatus) @Column({ type: 'enum', enum: ClaimStatus, enumName: 'claim_status', default: ClaimStatus.OPEN }) claimStatus: ClaimStatus;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when the claim was reported.' }) @Column({ type: 'date', nullable: true }) reportedOn: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) notes: string | null;
}
