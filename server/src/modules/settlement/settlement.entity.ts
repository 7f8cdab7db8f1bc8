import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { Cents, centsColumn } from '../../graphql/money';
import { Document } from '../documents/document.entity';
import { Firm } from '../firms/firm.entity';
import { InsurancePolicy } from '../insurance/insurance.entity';
import { CaseRecord } from '../matters/case-record.entity';
import { Party } from '../matters/matter-parts.entity';
import { User } from '../users/user.entity';
import { DEMAND_KINDS, FeeBasis, FeeKind, FeeStage, NegotiationKind, StatementState } from './settlement.enums';

export { DEMAND_KINDS, FeeBasis, FeeKind, FeeStage, NegotiationKind, StatementState };

/** One band of a stage's contingency percentage: `rate` ("40", "33.33", "1/3") applies to the recovery above the previous band, up to `upToCents` (null: no limit). */
@ObjectType({ simpleResolvers: true })
export class FeeTier {
  @Field(() => FeeStage) stage: FeeStage;
  @Field(() => Cents, { nullable: true, description: 'The band ends at this much of the recovery, in cents (null: no limit).' }) upToCents: number | null;
  @Field({ description: 'A percentage ("40", "33.33") or an exact fraction ("1/3").' }) rate: string;
}

/** The terms of a fee agreement, as the firm's defaults and each case's agreement keep them (embedded in both tables). */
@ObjectType({ simpleResolvers: true })
export class FeeTerms {
  @Field(() => FeeKind) @Column({ type: 'enum', enum: FeeKind, enumName: 'fee_kind', default: FeeKind.CONTINGENCY }) kind: FeeKind;
  @Field(() => FeeBasis) @Column({ type: 'enum', enum: FeeBasis, enumName: 'fee_basis', default: FeeBasis.GROSS }) basis: FeeBasis;
  @Field(() => [FeeTier]) @Column({ type: 'jsonb', default: () => "'[]'" }) tiers: FeeTier[];
  @Field(() => Cents, { nullable: true, description: 'The flat part (flat and mixed), in cents.' }) @Column({ ...centsColumn, nullable: true }) flatCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'The hourly rate (hourly and mixed), in cents.' }) @Column({ ...centsColumn, nullable: true }) hourlyRateCents: number | null;
}

/** The fee agreement the firm starts every case from (Settings > Fee Agreement). */
@ObjectType({ simpleResolvers: true })
@Entity('firm_fee_defaults')
export class FirmFeeDefaults {
  @PrimaryColumn({ type: 'uuid' }) firmId: string;
  @Field(() => FeeTerms) @Column(() => FeeTerms, { prefix: false }) terms: FeeTerms;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => Int) @VersionColumn() version: number;
  @Field() @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** A case's fee agreement: its terms (copied from the firm's defaults, then the case's own), the signed copy, the appeal. */
@ObjectType({ simpleResolvers: true })
@Entity('fee_agreements')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
@Index(['matterId'], { unique: true })
@Check('fee_agreements_amounts', '(flat_cents IS NULL OR flat_cents >= 0) AND (hourly_rate_cents IS NULL OR hourly_rate_cents >= 0)')
export class FeeAgreement extends CaseRecord {
  @Field(() => FeeTerms) @Column(() => FeeTerms, { prefix: false }) terms: FeeTerms;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when the client signed it.' }) @Column({ type: 'date', nullable: true }) signedOn: string | null;
  @Field(() => ID, { nullable: true, description: 'The signed agreement: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) documentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'document_id' }) document?: Document | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: an appeal was filed (the appeal percentage applies from then).' }) @Column({ type: 'date', nullable: true }) appealFiledOn: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) notes: string | null;
}

/** A demand or an offer of a case's negotiation (the Settlement tab's log). */
@ObjectType({ simpleResolvers: true })
@Entity('negotiation_entries')
@Index(['firmId', 'matterId', 'happenedOn'])
@Index('negotiation_entries_response_due', ['firmId', 'responseDueOn'], { where: 'response_due_on IS NOT NULL' })
@Check('negotiation_entries_amount', 'amount_cents > 0')
@Check('negotiation_entries_response_after', 'response_due_on IS NULL OR response_due_on >= happened_on')
export class NegotiationEntry extends CaseRecord {
  @Field({ description: 'YYYY-MM-DD: when it was sent or received.' }) @Column({ type: 'date' }) happenedOn: string;
  @Field(() => NegotiationKind) @Column({ type: 'enum', enum: NegotiationKind, enumName: 'negotiation_kind' }) kind: NegotiationKind;
  @Field(() => ID, { nullable: true, description: 'The other side: a policy of the Insurance tab…' }) @Column({ type: 'uuid', nullable: true }) policyId: string | null;
  @ManyToOne(() => InsurancePolicy, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'policy_id' }) policy?: InsurancePolicy | null;
  @Field(() => ID, { nullable: true, description: '…or a party of the case.' }) @Column({ type: 'uuid', nullable: true }) partyId: string | null;
  @ManyToOne(() => Party, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'party_id' }) party?: Party | null;
  @Field(() => Cents, { nullable: true, description: 'In cents; null when your role may not see amounts.' }) @Column(centsColumn) amountCents: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the answer is due (a deadline on the calendar).' }) @Column({ type: 'date', nullable: true }) responseDueOn: string | null;
  @Column({ type: 'uuid', nullable: true }) calendarEventId: string | null;
  @Field(() => ID, { nullable: true, description: 'The letter: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) letterDocumentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'letter_document_id' }) letterDocument?: Document | null;
  @Field(() => ID, { nullable: true, description: 'The demand package assembled for it: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) packageDocumentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'package_document_id' }) packageDocument?: Document | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'uuid', nullable: true }) recordedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'recorded_by_id' }) recordedBy?: User | null;
}

/** A plaintiff's share of a settlement, in cents (the shares add up to the settlement). */
@ObjectType({ simpleResolvers: true })
export class SettlementShare {
  @Field(() => ID, { nullable: true, description: 'The plaintiff (a party of the case); null: the case has one client and no plaintiff parties.' }) plaintiffPartyId: string | null;
  @Field(() => Cents) amountCents: number;
}

/** A settlement of a case: how much, when, who pays, on what terms, and how it is shared between plaintiffs. */
@ObjectType({ simpleResolvers: true })
@Entity('settlements')
@Index(['firmId', 'matterId'])
@Check('settlements_amount', 'amount_cents > 0')
export class Settlement extends CaseRecord {
  @Field(() => Cents, { nullable: true }) @Column(centsColumn) amountCents: number;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) settledOn: string;
  @Field(() => ID, { nullable: true, description: 'The paying policy (Insurance tab).' }) @Column({ type: 'uuid', nullable: true }) policyId: string | null;
  @ManyToOne(() => InsurancePolicy, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'policy_id' }) policy?: InsurancePolicy | null;
  @Field(() => String, { nullable: true, description: 'The terms (release, confidentiality, payment by…).' }) @Column({ type: 'text', nullable: true }) terms: string | null;
  @Field(() => [SettlementShare]) @Column({ type: 'jsonb', default: () => "'[]'" }) shares: SettlementShare[];
  @Column({ type: 'uuid', nullable: true }) recordedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'recorded_by_id' }) recordedBy?: User | null;
}

/** What a draft statement's preparer chose: lines left out, liens reduced for procurement costs, other deductions, the fee as edited. */
export interface StatementChoices {
  /** Lines ticked in (a line neither in nor out is as the statement proposes it). */
  included?: string[];
  excluded: string[];
  procurement: string[];
  others: Array<{ key: string; description: string; amountCents: number }>;
}

/**
 * A plaintiff's settlement statement, one version of it. A draft computes from the case as it is;
 * finalizing freezes every line (`frozen`), and the database refuses any change to a finalized
 * version but its signature and its being superseded (trigger settlement_statements_locked).
 */
@ObjectType({ simpleResolvers: true })
@Entity('settlement_statements')
// One row per version of a plaintiff's statement, and one draft at a time (NULLS NOT DISTINCT: the
// case without plaintiff parties); made by the Settlement migration.
@Index('settlement_statements_revision', { synchronize: false })
@Index('settlement_statements_one_draft', { synchronize: false })
@Index(['firmId', 'matterId'])
@Check('settlement_statements_fee_override', 'fee_override_cents IS NULL OR (fee_override_cents >= 0 AND fee_override_reason IS NOT NULL)')
export class SettlementStatement extends CaseRecord {
  @Field(() => ID) @Column({ type: 'uuid' }) settlementId: string;
  @ManyToOne(() => Settlement, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'settlement_id' }) settlement?: Settlement;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) plaintiffPartyId: string | null;
  @ManyToOne(() => Party, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'plaintiff_party_id' }) plaintiffParty?: Party | null;
  @Field(() => Int, { description: 'Version 1, 2, …: a change to a finalized statement makes the next.' }) @Column({ type: 'int', default: 1 }) revision: number;
  @Field(() => StatementState) @Column({ type: 'enum', enum: StatementState, enumName: 'statement_state', default: StatementState.DRAFT }) state: StatementState;
  @Column({ type: 'jsonb' }) choices: StatementChoices;
  @Field(() => Cents, { nullable: true, description: 'The fee as edited, in cents (null: as the agreement gives it).' }) @Column({ ...centsColumn, nullable: true }) feeOverrideCents: number | null;
  @Field(() => String, { nullable: true, description: 'Why the fee was edited (recorded).' }) @Column({ type: 'text', nullable: true }) feeOverrideReason: string | null;
  @Field({ description: 'Liens, bills and other deductions beyond what is left are reduced pro rata.' }) @Column({ type: 'boolean', default: false }) reduceProRata: boolean;
  /** The statement as finalized (every line and total); null while a draft. */
  @Column({ type: 'jsonb', nullable: true }) frozen: unknown;
  @Field(() => Date, { nullable: true }) @Column({ type: 'timestamptz', nullable: true }) finalizedAt: Date | null;
  @Column({ type: 'uuid', nullable: true }) finalizedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'finalized_by_id' }) finalizedBy?: User | null;
  @Field(() => Date, { nullable: true, description: 'A later version was finalized: this one is kept, no longer current.' }) @Column({ type: 'timestamptz', nullable: true }) supersededAt: Date | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the client signed it.' }) @Column({ type: 'date', nullable: true }) signedOn: string | null;
  @Field(() => ID, { nullable: true, description: 'The signed copy: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) signedDocumentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'signed_document_id' }) signedDocument?: Document | null;
  @Column({ type: 'uuid', nullable: true }) preparedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'prepared_by_id' }) preparedBy?: User | null;
}
