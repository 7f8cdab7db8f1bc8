import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Cents } from '../../graphql/money';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsCents, IsDay, IsIdOf, MAX_MONEY_CENTS } from '../../graphql/validators';
import { StatementLineKind } from '../settlement/settlement.inputs';
import { TrustAccount, TrustEntry, TrustLedger, TrustReconciliation } from './trust.entity';
import { TrustPurpose } from './trust.enums';

/** An amount of money in whole cents, more than zero (a trust entry of $0.00 records nothing). */
const IsPositiveCents = (): PropertyDecorator => (target, key) => {
  IsInt({ message: 'Enter the amount in whole cents.' })(target, key);
  Min(1, { message: 'Enter an amount of more than $0.00.' })(target, key);
  Max(MAX_MONEY_CENTS, { message: 'Enter an amount up to $1,000,000,000.00.' })(target, key);
};

@InputType()
export class TrustAccountFields {
  @Field() @IsNotEmpty({ message: 'Name the account.' }) @MaxLength(120, { message: 'The name can be at most 120 characters.' }) name: string;
  @Field() @IsNotEmpty({ message: 'Enter the bank.' }) @MaxLength(120, { message: 'The bank can be at most 120 characters.' }) bankName: string;
  @Field() @Matches(/^[0-9]{4}$/, { message: 'Enter the last four digits of the account number.' }) accountLast4: string;
  @Field({ defaultValue: 'USD' }) @Matches(/^[A-Z]{3}$/, { message: 'Use a currency code like USD.' }) currency: string = 'USD';
}

@InputType()
export class CreateTrustAccountInput extends TrustAccountFields {}

@InputType()
export class UpdateTrustAccountInput extends TrustAccountFields {
  @Field(() => ID) @IsIdOf('trust account') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@InputType({ description: "Money received into a client's ledger (created on its first deposit)." })
export class RecordTrustDepositInput {
  @Field(() => ID) @IsIdOf('trust account') accountId: string;
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => ID, { description: 'The client whose money it is (a contact: the case client or a plaintiff).' }) @IsIdOf('client') clientId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() entryDate: string;
  @Field(() => Cents) @IsPositiveCents() amountCents: number;
  @Field() @IsNotEmpty({ message: 'Enter who paid.' }) @MaxLength(200, { message: 'The payer can be at most 200 characters.' }) payer: string;
  @Field(() => TrustPurpose) @IsIn([TrustPurpose.SETTLEMENT, TrustPurpose.RETAINER, TrustPurpose.FROM_OPERATING, TrustPurpose.OTHER], { message: 'Choose what the money is.' }) purpose: TrustPurpose;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60, { message: 'The reference can be at most 60 characters.' }) reference?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500, { message: 'The memo can be at most 500 characters.' }) memo?: string | null;
  @Field({ defaultValue: false, description: 'Not yet cleared by the bank: its funds cannot be paid out until cleared.' }) @IsBoolean() uncleared: boolean = false;
  @Field(() => ID, { nullable: true, description: 'The finalized settlement statement it pays in.' }) @IsOptional() @IsIdOf('statement') statementId?: string | null;
}

@InputType({ description: "Money paid out of a client's ledger." })
export class RecordTrustDisbursementInput {
  @Field(() => ID) @IsIdOf('client ledger') ledgerId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() entryDate: string;
  @Field(() => Cents) @IsPositiveCents() amountCents: number;
  @Field() @IsNotEmpty({ message: 'Enter who is paid.' }) @MaxLength(200, { message: 'The payee can be at most 200 characters.' }) payee: string;
  @Field(() => TrustPurpose) @IsIn([TrustPurpose.ATTORNEY_FEE, TrustPurpose.COST_REIMBURSEMENT, TrustPurpose.LIEN_PAYOFF, TrustPurpose.MEDICAL_PROVIDER, TrustPurpose.CLIENT_NET, TrustPurpose.OTHER], { message: 'Choose what the payment is for.' }) purpose: TrustPurpose;
  @Field(() => String, { nullable: true, description: 'Check or transfer number.' }) @IsOptional() @MaxLength(60, { message: 'The reference can be at most 60 characters.' }) reference?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500, { message: 'The memo can be at most 500 characters.' }) memo?: string | null;
}

@InputType()
export class ReverseTrustEntryInput {
  @Field(() => ID) @IsIdOf('entry') entryId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() entryDate: string;
  @Field() @IsNotEmpty({ message: 'Say why the entry is reversed.' }) @MaxLength(500, { message: 'The reason can be at most 500 characters.' }) reason: string;
}

@InputType()
export class ClearTrustDepositInput {
  @Field(() => ID) @IsIdOf('entry') entryId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() clearedOn: string;
}

@InputType({ description: 'A payment of a finalized statement, as confirmed.' })
export class StatementPaymentInput {
  @Field({ description: "The statement's line ('fee', 'lien:…', 'net')." }) @IsNotEmpty() @MaxLength(80) lineKey: string;
  @Field() @IsNotEmpty({ message: 'Enter who is paid.' }) @MaxLength(200, { message: 'The payee can be at most 200 characters.' }) payee: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60, { message: 'The reference can be at most 60 characters.' }) reference?: string | null;
}

@InputType()
export class DisburseStatementInput {
  @Field(() => ID) @IsIdOf('statement') statementId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() entryDate: string;
  @Field(() => [StatementPaymentInput]) @ArrayMinSize(1, { message: 'Choose at least one payment.' }) @ArrayMaxSize(500) @ValidateNested({ each: true }) payments: StatementPaymentInput[];
}

@ArgsType()
export class TrustLedgersArgs extends PageArgs {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('trust account') accountId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('case') matterId?: string | null;
  @Field(() => String, { nullable: true, description: 'Case or client name.' }) @IsOptional() @MaxLength(200) search?: string | null;
  @Field(() => Int, { nullable: true, description: 'Only ledgers holding money with no entry for this many days.' }) @IsOptional() @IsInt() @Min(1) inactiveDays?: number | null;
}

@ArgsType()
export class TrustLedgerEntriesArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('client ledger') ledgerId: string;
}

@ArgsType()
export class TrustJournalArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('trust account') accountId: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() from?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() to?: string | null;
}

@ArgsType()
export class TrustReconciliationsArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('trust account') accountId: string;
}

@ArgsType()
export class ReconciliationItemsArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('reconciliation') reconciliationId: string;
}

@InputType()
export class StartReconciliationInput {
  @Field(() => ID) @IsIdOf('trust account') accountId: string;
  @Field({ description: 'YYYY-MM' }) @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Choose a month like 2026-10.' }) month: string;
}

@InputType()
export class SaveReconciliationInput {
  @Field(() => ID) @IsIdOf('reconciliation') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => Cents, { nullable: true, description: "The bank statement's ending balance." }) @IsOptional() @IsCents() statementBalanceCents?: number | null;
}

@InputType()
export class TickReconciliationItemsInput {
  @Field(() => ID) @IsIdOf('reconciliation') reconciliationId: string;
  @Field(() => [ID]) @ArrayMaxSize(1000) @IsIdOf('entry', { each: true }) entryIds: string[];
  @Field({ description: 'Cleared on the bank statement (true) or not (false).' }) @IsBoolean() cleared: boolean;
}

@InputType()
export class ImportBankStatementInput {
  @Field(() => ID) @IsIdOf('reconciliation') reconciliationId: string;
  @Field({ description: "The bank's CSV of the month: Date, Description, Amount (or Debit and Credit), optionally Reference and Balance." })
  @IsNotEmpty({ message: 'Choose the bank’s CSV file.' })
  @MaxLength(1_000_000, { message: 'The CSV can be at most 1 MB.' })
  csv: string;
}

/** An entry with what the viewer may know of it, and its ledger's balance after it (ledger views). */
@ObjectType({ simpleResolvers: true })
export class TrustJournalEntry extends TrustEntry {
  @Field(() => ID, { nullable: true, description: 'Null when the case is not yours to open.' }) matterId: string | null;
  @Field(() => String, { nullable: true }) matterName: string | null;
  @Field(() => String, { nullable: true }) matterNumber: string | null;
  @Field(() => String, { nullable: true }) clientName: string | null;
  @Field({ description: "A restricted case's entry: amounts only, no names." }) restricted: boolean;
  @Field({ description: 'Its funds may be paid out (money out, or a deposit that has cleared).' }) fundsCleared: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: an uncleared deposit cleared.' }) clearedOn: string | null;
  @Field(() => ID, { nullable: true, description: 'The reversal of this entry, if any.' }) reversedById: string | null;
  @Field(() => String, { nullable: true }) recordedByName: string | null;
  @Field(() => Cents, { nullable: true, description: "The ledger's balance after this entry (ledger views)." }) runningBalanceCents: number | null;
}

@ObjectType({ simpleResolvers: true })
export class TrustAccountSummary extends TrustAccount {
  @Field(() => Cents, { description: 'Every entry to date, in cents.' }) balanceCents: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last day of the newest closed reconciliation.' }) reconciledThrough: string | null;
}

@ObjectType({ simpleResolvers: true })
export class TrustLedgerSummary extends TrustLedger {
  @Field() accountName: string;
  @Field() currency: string;
  @Field() matterName: string;
  @Field() matterNumber: string;
  @Field() clientName: string;
  @Field(() => Cents) balanceCents: number;
  @Field(() => Cents, { description: 'What may be paid out now: the balance less uncleared deposits.' }) availableCents: number;
  @Field(() => Cents) unclearedCents: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD of the newest entry.' }) lastActivityOn: string | null;
}

@ObjectType({ simpleResolvers: true })
export class TrustAccountPage extends Paginated(TrustAccountSummary) {}
@ObjectType({ simpleResolvers: true })
export class TrustLedgerPage extends Paginated(TrustLedgerSummary) {}
@ObjectType({ simpleResolvers: true })
export class TrustJournalPage extends Paginated(TrustJournalEntry) {}
@ObjectType({ simpleResolvers: true })
export class TrustReconciliationPage extends Paginated(TrustReconciliation) {}

/** A payment a finalized statement proposes, and the entry that made it once made. */
@ObjectType({ simpleResolvers: true })
export class ProposedPayment {
  @Field() lineKey: string;
  @Field(() => StatementLineKind, { nullable: true, description: "Null for the client's net." }) kind: StatementLineKind | null;
  @Field() description: string;
  @Field(() => TrustPurpose) purpose: TrustPurpose;
  @Field() payee: string;
  @Field(() => Cents) amountCents: number;
  @Field(() => TrustJournalEntry, { nullable: true, description: 'The payment as made (not reversed).' }) paidBy: TrustJournalEntry | null;
}

@ObjectType({ simpleResolvers: true, description: "What a finalized statement pays, from its client's ledger." })
export class StatementDisbursement {
  @Field(() => ID) statementId: string;
  @Field(() => TrustLedgerSummary, { nullable: true, description: "The client's ledger (null until money is deposited for this client)." }) ledger: TrustLedgerSummary | null;
  @Field(() => Cents, { description: 'What the statement receives: the gross share.' }) grossCents: number;
  @Field(() => Cents, { description: 'Deposited for this statement so far.' }) depositedCents: number;
  @Field(() => Cents) paidCents: number;
  @Field(() => Cents) toPayCents: number;
  @Field(() => [ProposedPayment]) payments: ProposedPayment[];
}

@ObjectType({ simpleResolvers: true, description: "The three balances at the month's end, side by side." })
export class ReconciliationBalances {
  @Field(() => Cents, { nullable: true }) statementBalanceCents: number | null;
  @Field(() => Cents, { description: 'Money in recorded by the month’s end and not yet on a bank statement.' }) depositsInTransitCents: number;
  @Field(() => Cents, { description: 'Money out recorded by the month’s end and not yet on a bank statement (a positive number).' }) outstandingChecksCents: number;
  @Field(() => Cents, { nullable: true, description: 'The ending balance + deposits in transit − outstanding checks.' }) adjustedBankCents: number | null;
  @Field(() => Cents, { description: 'The trust journal at the month’s end.' }) journalCents: number;
  @Field(() => Cents, { description: 'Every client ledger at the month’s end, added up.' }) ledgersCents: number;
  @Field(() => Int, { description: 'Client ledgers below zero at the month’s end (never, unless the data was tampered with).' }) negativeLedgers: number;
  @Field({ description: 'All three agree.' }) matches: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ReconciliationItem {
  @Field(() => TrustJournalEntry) entry: TrustJournalEntry;
  @Field({ description: 'Ticked as cleared on this bank statement.' }) cleared: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ReconciliationItemPage extends Paginated(ReconciliationItem) {}
