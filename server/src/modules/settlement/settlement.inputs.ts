import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Cents } from '../../graphql/money';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsCents, IsDay, IsIdOf } from '../../graphql/validators';
import { FeeAgreement, FeeBasis, FeeKind, FeeStage, FeeTerms, NegotiationEntry, NegotiationKind, Settlement } from './settlement.entity';

@InputType()
export class FeeTierInput {
  @Field(() => FeeStage) @IsIn(Object.values(FeeStage), { message: 'Choose the stage.' }) stage: FeeStage;
  @Field(() => Cents, { nullable: true }) @IsOptional() @IsCents() upToCents?: number | null;
  @Field({ description: 'A percentage ("40", "33.33") or an exact fraction ("1/3").' }) @MaxLength(20, { message: 'Enter a percentage like 40 or 33.33, or 1/3.' }) rate: string;
}

@InputType({ description: 'The terms of a fee agreement.' })
export class FeeTermsInput {
  @Field(() => FeeKind) @IsIn(Object.values(FeeKind), { message: 'Choose the kind of fee.' }) kind: FeeKind;
  @Field(() => FeeBasis, { defaultValue: FeeBasis.GROSS }) @IsIn(Object.values(FeeBasis), { message: 'Choose what the percentage applies to.' }) basis: FeeBasis = FeeBasis.GROSS;
  @Field(() => [FeeTierInput], { nullable: true, description: 'The percentages of a contingency or mixed fee.' }) @IsOptional() @ArrayMaxSize(30) @ValidateNested({ each: true }) tiers?: FeeTierInput[] | null;
  @Field(() => Cents, { nullable: true }) @IsOptional() @IsCents() flatCents?: number | null;
  @Field(() => Cents, { nullable: true }) @IsOptional() @IsCents() hourlyRateCents?: number | null;
}

@InputType()
export class SaveFirmFeeDefaultsInput {
  @Field(() => FeeTermsInput) @ValidateNested() terms: FeeTermsInput;
  @Field(() => Int, { nullable: true, description: 'The version you saw (null: none saved yet).' }) @IsOptional() @IsInt() version?: number | null;
}

@InputType({ description: "A case's fee agreement: its terms, the signed copy, an appeal." })
export class SaveFeeAgreementInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => FeeTermsInput) @ValidateNested() terms: FeeTermsInput;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() signedOn?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('document') documentId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() appealFiledOn?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(5000, { message: 'The notes can be at most 5,000 characters.' }) notes?: string | null;
  @Field(() => Int, { nullable: true, description: 'The version you saw (null: the case has none yet).' }) @IsOptional() @IsInt() version?: number | null;
}

/** A case's fee agreement as it applies today: its own, or the firm's defaults until it has one. */
@ObjectType({ simpleResolvers: true })
export class CaseFeeAgreement {
  @Field(() => FeeAgreement, { nullable: true, description: "The case's own agreement (null: none saved, the firm's defaults apply)." }) agreement: FeeAgreement | null;
  @Field(() => FeeTerms, { description: 'The terms that apply.' }) terms: FeeTerms;
  @Field(() => FeeStage, { description: 'The stage the case is at, from its own facts.' }) stage: FeeStage;
  @Field({ description: 'Why ("No complaint filed", "Complaint filed on 2026-03-02").' }) stageReason: string;
  @Field(() => String, { description: 'The percentage that applies now, in words ("40 %", "1/3", "40 % up to $1,000,000.00, then 30 %").' }) currentRate: string;
}

@InputType()
export class NegotiationFields {
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() happenedOn: string;
  @Field(() => NegotiationKind) @IsIn(Object.values(NegotiationKind), { message: 'Choose demand or offer.' }) kind: NegotiationKind;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('policy') policyId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('party') partyId?: string | null;
  @Field(() => Cents) @IsCents() @Min(1, { message: 'Enter an amount of more than 0.' }) amountCents: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() responseDueOn?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('document') letterDocumentId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(5000, { message: 'The notes can be at most 5,000 characters.' }) notes?: string | null;
}

@InputType()
export class AddNegotiationInput extends NegotiationFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateNegotiationInput extends NegotiationFields {
  @Field(() => ID) @IsIdOf('entry') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@InputType({ description: 'A letter filled for a case: a saved template, or text being written; with a demand, its insurer, claim and amount.' })
export class DemandLetterPreviewInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('case') matterId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('demand') negotiationId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('template') templateId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(50_000) body?: string | null;
}

@InputType({ description: "A demand's package: the cover letter's template, the medical specials summary, the case's documents in this order." })
export class AssembleDemandPackageInput {
  @Field(() => ID) @IsIdOf('demand') negotiationId: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('template') templateId?: string | null;
  @Field({ defaultValue: true }) @IsBoolean() includeSpecials: boolean = true;
  @Field(() => [ID]) @IsIdOf('document', { each: true }) documentIds: string[];
}

@ArgsType()
export class NegotiationsArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@ObjectType({ simpleResolvers: true })
export class NegotiationPage extends Paginated(NegotiationEntry) {}

@ObjectType({ simpleResolvers: true, description: 'Where the negotiation stands: the current demand, the best offer and the gap.' })
export class NegotiationSummary {
  @Field(() => Cents, { nullable: true, description: 'The latest demand (null: none yet, or amounts hidden).' }) currentDemandCents: number | null;
  @Field(() => Cents, { nullable: true }) bestOfferCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'Current demand − best offer.' }) gapCents: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the earliest answer due on or after today.' }) nextResponseDueOn: string | null;
  @Field(() => Int) entries: number;
}

/** A demand awaiting its answer, or an answer due soon, with its case (the dashboard's lists). */
@ObjectType({ simpleResolvers: true })
export class NegotiationDue {
  @Field(() => ID) id: string;
  @Field(() => NegotiationKind) kind: NegotiationKind;
  @Field(() => Cents, { nullable: true }) amountCents: number | null;
  @Field() happenedOn: string;
  @Field(() => String, { nullable: true }) responseDueOn: string | null;
  @Field(() => ID) matterId: string;
  @Field() matterName: string;
  @Field() matterNumber: string;
}

@InputType()
export class SettlementShareInput {
  @Field(() => ID) @IsIdOf('plaintiff') plaintiffPartyId: string;
  @Field(() => Cents) @IsCents() amountCents: number;
}

@InputType()
export class SettlementFields {
  @Field(() => Cents) @IsCents() @Min(1, { message: 'Enter an amount of more than 0.' }) amountCents: number;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() settledOn: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('policy') policyId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(5000, { message: 'The terms can be at most 5,000 characters.' }) terms?: string | null;
  @Field(() => [SettlementShareInput], { nullable: true, description: "Each plaintiff's share, adding up to the amount; null: the case's plaintiffs share equally (largest remainder)." })
  @IsOptional()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
 
  shares?: SettlementShareInput[] | null;
}

@InputType()
export class RecordSettlementInput extends SettlementFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateSettlementInput extends SettlementFields {
  @Field(() => ID) @IsIdOf('settlement') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@ObjectType({ simpleResolvers: true })
export class SettlementPage extends Paginated(Settlement) {}

@InputType()
export class OtherDeductionInput {
  @Field() @IsNotEmpty({ message: 'Say what the deduction is.' }) @MaxLength(200, { message: 'The description can be at most 200 characters.' }) description: string;
  @Field(() => Cents) @IsCents() @Min(1, { message: 'Enter an amount of more than 0.' }) amountCents: number;
}

@InputType({ description: "A draft statement's choices." })
export class UpdateStatementInput {
  @Field(() => ID) @IsIdOf('statement') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => [String], { description: 'The keys of the lines left out.' }) @ArrayMaxSize(1000) excluded: string[];
  @Field(() => [String], { description: 'The keys of the liens reduced for their share of fee and costs (common fund).' }) @ArrayMaxSize(1000) procurement: string[];
  @Field(() => [OtherDeductionInput]) @ArrayMaxSize(50) @ValidateNested({ each: true }) others: OtherDeductionInput[];
  @Field(() => Cents, { nullable: true, description: 'The fee as edited (null: as the agreement gives it).' }) @IsOptional() @IsCents() feeOverrideCents?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(1000, { message: 'The reason can be at most 1,000 characters.' }) feeOverrideReason?: string | null;
  @Field() @IsBoolean() reduceProRata: boolean;
}

@InputType()
export class SignStatementInput {
  @Field(() => ID) @IsIdOf('statement') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() signedOn: string;
  @Field(() => ID, { nullable: true, description: 'The signed copy: a document of the case.' }) @IsOptional() @IsIdOf('document') signedDocumentId?: string | null;
}

export enum StatementLineKind {
  FEE = 'FEE',
  COST = 'COST',
  LIEN = 'LIEN',
  MEDICAL_BILL = 'MEDICAL_BILL',
  OTHER = 'OTHER',
}
registerEnumType(StatementLineKind, { name: 'StatementLineKind' });

/** A line of a settlement statement and where it comes from. */
@ObjectType({ simpleResolvers: true })
export class StatementLine {
  @Field({ description: 'Stable within the statement: what `excluded` and `procurement` name.' }) key: string;
  @Field(() => StatementLineKind) kind: StatementLineKind;
  @Field() description: string;
  @Field({ description: 'Where the line comes from, in words ("Costs tab, 2026-03-01", "Fee agreement: 40 % after filing").' }) source: string;
  @Field(() => Cents, { nullable: true }) baseCents: number | null;
  @Field(() => Cents, { nullable: true }) amountCents: number | null;
  @Field() included: boolean;
  @Field({ description: 'A lien that may be reduced for its share of fee and costs.' }) reducible: boolean;
  @Field() procurementReduction: boolean;
  @Field(() => String, { nullable: true }) note: string | null;
}

/** A statement's figures, computed on the server (a draft from the case as it is; a finalized one as frozen). */
@ObjectType({ simpleResolvers: true })
export class StatementFigures {
  @Field(() => Cents, { nullable: true }) grossCents: number | null;
  @Field(() => FeeStage) stage: FeeStage;
  @Field() feeDescription: string;
  @Field(() => FeeBasis) basis: FeeBasis;
  @Field(() => Cents, { nullable: true }) feeBaseCents: number | null;
  @Field(() => Cents, { nullable: true }) computedFeeCents: number | null;
  @Field(() => Cents, { nullable: true }) feeCents: number | null;
  @Field(() => [StatementLine]) lines: StatementLine[];
  @Field(() => Cents, { nullable: true }) costsCents: number | null;
  @Field(() => Cents, { nullable: true }) liensCents: number | null;
  @Field(() => Cents, { nullable: true }) billsCents: number | null;
  @Field(() => Cents, { nullable: true }) othersCents: number | null;
  @Field(() => Cents, { nullable: true }) deductionsCents: number | null;
  @Field(() => Cents, { nullable: true }) netCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'Liens, bills and deductions beyond what is left: the statement cannot be finalized until reduced.' }) shortfallCents: number | null;
  @Field({ description: 'The rounding rule, as printed on the statement.' }) roundingNote: string;
}
