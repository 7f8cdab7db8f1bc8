import { Field, ID, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Cents, centsColumn } from '../../graphql/money';
import { Contact } from '../contacts/contact.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { SettlementStatement } from '../settlement/settlement.entity';
import { User } from '../users/user.entity';
import { ReconciliationState, TrustEntryKind, TrustPurpose } from './trust.enums';

/** A trust (IOLTA) bank account of the firm. */
@ObjectType({ simpleResolvers: true })
@Entity('trust_accounts')
@Index(['firmId', 'name'], { unique: true })
@Check('trust_accounts_last4', "account_last4 ~ '^[0-9]{4}$'")
export class TrustAccount extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field() @Column({ type: 'varchar', length: 120 }) name: string;
  @Field() @Column({ type: 'varchar', length: 120 }) bankName: string;
  @Field({ description: 'The last four digits of the account number.' }) @Column({ type: 'char', length: 4 }) accountLast4: string;
  @Field({ description: 'ISO 4217, e.g. USD.' }) @Column({ type: 'char', length: 3, default: 'USD' }) currency: string;
}

/**
 * A client's ledger on a trust account: one per account, case and client. It holds no balance (the
 * balance is the sum of its entries, in SQL); writing an entry locks its row, so entries of one
 * ledger are written one at a time and the no-overdraft rule holds under concurrency.
 */
@ObjectType({ simpleResolvers: true })
@Entity('trust_ledgers')
@Index(['accountId', 'matterId', 'clientId'], { unique: true })
@Index(['firmId', 'matterId'])
export class TrustLedger {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID) @Column({ type: 'uuid' }) accountId: string;
  @ManyToOne(() => TrustAccount, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'account_id' }) account?: TrustAccount;
  @Field(() => ID) @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Field(() => ID) @Column({ type: 'uuid' }) clientId: string;
  @ManyToOne(() => Contact, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'client_id' }) client?: Contact;
}

/**
 * An entry of the trust journal: never changed or deleted (trigger trust_entries_append_only). A
 * mistake is corrected by a REVERSAL naming the entry it reverses, for the opposite amount. The
 * database refuses an entry that would take its ledger's available funds below zero, or is dated
 * in a closed reconciliation's month (trigger trust_entries_rules).
 */
@ObjectType({ simpleResolvers: true })
@Entity('trust_entries')
@Index(['firmId', 'accountId', 'entryDate'])
@Index(['ledgerId', 'entryDate'])
@Index(['reversesId'], { unique: true, where: 'reverses_id IS NOT NULL' })
@Check(
  'trust_entries_sign',
  `(kind IN ('DEPOSIT', 'TRANSFER_FROM_OPERATING') AND amount_cents > 0) OR (kind IN ('DISBURSEMENT', 'TRANSFER_TO_OPERATING') AND amount_cents < 0) OR (kind = 'REVERSAL' AND amount_cents <> 0 AND reverses_id IS NOT NULL)`,
)
export class TrustEntry {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Field({ description: 'When it was recorded.' }) @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID) @Column({ type: 'uuid' }) accountId: string;
  @ManyToOne(() => TrustAccount, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'account_id' }) account?: TrustAccount;
  @Field(() => ID) @Column({ type: 'uuid' }) ledgerId: string;
  @ManyToOne(() => TrustLedger, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'ledger_id' }) ledger?: TrustLedger;
  @Field(() => TrustEntryKind) @Column({ type: 'enum', enum: TrustEntryKind, enumName: 'trust_entry_kind' }) kind: TrustEntryKind;
  @Field(() => TrustPurpose) @Column({ type: 'enum', enum: TrustPurpose, enumName: 'trust_purpose' }) purpose: TrustPurpose;
  @Field({ description: 'YYYY-MM-DD: the day on the check or the bank.' }) @Column({ type: 'date' }) entryDate: string;
  @Field(() => Cents, { description: 'In cents: positive for money in, negative for money out.' }) @Column(centsColumn) amountCents: number;
  @Field(() => String, { nullable: true, description: 'Who paid (a deposit) or who is paid (a disbursement); null when the case is not yours to open.' }) @Column({ type: 'varchar', length: 200 }) counterparty: string;
  @Field(() => String, { nullable: true, description: 'Check, wire or transfer number.' }) @Column({ type: 'varchar', length: 60, nullable: true }) reference: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 500, nullable: true }) memo: string | null;
  @Field({ description: 'A deposit recorded as uncleared: its funds cannot be paid out until it clears.' }) @Column({ type: 'boolean', default: false }) recordedUncleared: boolean;
  @Field(() => ID, { nullable: true, description: 'The entry this one reverses.' }) @Column({ type: 'uuid', nullable: true }) reversesId: string | null;
  @ManyToOne(() => TrustEntry, { onDelete: 'NO ACTION', nullable: true }) @JoinColumn({ name: 'reverses_id' }) reverses?: TrustEntry | null;
  @Field(() => ID, { nullable: true, description: 'The settlement statement this entry receives or pays.' }) @Column({ type: 'uuid', nullable: true }) statementId: string | null;
  @ManyToOne(() => SettlementStatement, { onDelete: 'NO ACTION', nullable: true }) @JoinColumn({ name: 'statement_id' }) statement?: SettlementStatement | null;
  @Field(() => String, { nullable: true, description: "The statement's line it pays ('fee', 'lien:…', 'net')." }) @Column({ type: 'varchar', length: 80, nullable: true }) statementLineKey: string | null;
  @Column({ type: 'uuid', nullable: true }) recordedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'recorded_by_id' }) recordedBy?: User | null;
}

/** An uncleared deposit cleared: its funds may now be paid out. Written once, never changed. */
@Entity('trust_clearances')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
export class TrustClearance {
  @PrimaryGeneratedColumn('uuid') id: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Index({ unique: true }) @Column({ type: 'uuid' }) entryId: string;
  @ManyToOne(() => TrustEntry, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'entry_id' }) entry?: TrustEntry;
  @Column({ type: 'date' }) clearedOn: string;
  @Column({ type: 'uuid', nullable: true }) recordedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'recorded_by_id' }) recordedBy?: User | null;
}

/** A line of the bank's statement as imported from its CSV, and the journal entry it was matched to. */
@ObjectType({ simpleResolvers: true })
export class BankLine {
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field() description: string;
  @Field(() => Cents) amountCents: number;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field(() => ID, { nullable: true, description: 'The journal entry it matches; null when nothing does.' }) entryId: string | null;
}

/**
 * A month's three-way reconciliation of a trust account. A draft is worked on (the bank's ending
 * balance, its CSV, the items ticked as cleared); closing freezes the report (`report`), and the
 * database refuses any change to a closed one (trigger trust_reconciliations_locked).
 */
@ObjectType({ simpleResolvers: true })
@Entity('trust_reconciliations')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
@Index(['accountId', 'periodEnd'], { unique: true })
// One draft per account at a time (a partial unique index, made by the Trust migration).
@Index('trust_reconciliations_one_draft', { synchronize: false })
export class TrustReconciliation extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID) @Column({ type: 'uuid' }) accountId: string;
  @ManyToOne(() => TrustAccount, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'account_id' }) account?: TrustAccount;
  @Field({ description: 'YYYY-MM-DD: the first day of the month.' }) @Column({ type: 'date' }) periodStart: string;
  @Field({ description: 'YYYY-MM-DD: the last day of the month.' }) @Column({ type: 'date' }) periodEnd: string;
  @Field(() => Cents, { nullable: true, description: "The bank statement's ending balance, in cents." }) @Column({ ...centsColumn, nullable: true }) statementBalanceCents: number | null;
  @Field(() => [BankLine]) @Column({ type: 'jsonb', default: () => "'[]'" }) bankLines: BankLine[];
  @Field(() => ReconciliationState) @Column({ type: 'enum', enum: ReconciliationState, enumName: 'reconciliation_state', default: ReconciliationState.DRAFT }) state: ReconciliationState;
  /** The report as closed: balances, cleared and outstanding items, ledger balances. */
  @Column({ type: 'jsonb', nullable: true }) report: unknown;
  @Field(() => Date, { nullable: true }) @Column({ type: 'timestamptz', nullable: true }) closedAt: Date | null;
  @Column({ type: 'uuid', nullable: true }) closedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'closed_by_id' }) closedBy?: User | null;
  @Column({ type: 'uuid', nullable: true }) startedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'started_by_id' }) startedBy?: User | null;
}

/** An entry ticked as cleared on the bank's statement of a reconciliation (each entry clears once). */
@Entity('trust_reconciliation_items')
// Led by firm_id: a firm's rows together (deleting a firm, a firm's shard).
@Index(['firmId'])
export class TrustReconciliationItem {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Index() @Column({ type: 'uuid' }) reconciliationId: string;
  @ManyToOne(() => TrustReconciliation, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'reconciliation_id' }) reconciliation?: TrustReconciliation;
  @Index({ unique: true }) @Column({ type: 'uuid' }) entryId: string;
  @ManyToOne(() => TrustEntry, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'entry_id' }) entry?: TrustEntry;
}
