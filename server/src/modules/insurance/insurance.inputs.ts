import { IsIn, IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Cents } from '../../graphql/money';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsCents, IsDay, IsIdOf } from '../../graphql/validators';
import { ClaimStatus, CoverageType, InsurancePolicy } from './insurance.entity';

@InputType({ description: 'A policy on a case; every field of the Insurance form.' })
export class InsurancePolicyFields {
  @Field(() => ID, { description: 'The insurance company: a company contact of your firm.' }) @IsIdOf('insurance company') insurerId: string;
  @Field(() => ID, { nullable: true, description: 'The party of this case the policy insures.' }) @IsOptional() @IsIdOf('party') insuredPartyId?: string | null;
  @Field(() => CoverageType) @IsIn(Object.values(CoverageType), { message: 'Choose the coverage.' }) coverage: CoverageType;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60, { message: 'A policy number can be at most 60 characters.' }) policyNumber?: string | null;
  @Field(() => Cents, { nullable: true, description: 'In cents.' }) @IsOptional() @IsCents() perPersonLimitCents?: number | null;
  @Field(() => Cents, { nullable: true, description: 'In cents.' }) @IsOptional() @IsCents() perOccurrenceLimitCents?: number | null;
  @Field(() => ID, { nullable: true, description: 'The adjuster: a person contact of your firm.' }) @IsOptional() @IsIdOf('adjuster') adjusterId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60, { message: 'A claim number can be at most 60 characters.' }) claimNumber?: string | null;
  @Field(() => ClaimStatus, { defaultValue: ClaimStatus.OPEN }) @IsIn(Object.values(ClaimStatus), { message: 'Choose the claim status.' }) claimStatus: ClaimStatus = ClaimStatus.OPEN;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() reportedOn?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(5000, { message: 'Notes can be at most 5,000 characters.' }) notes?: string | null;
}

@InputType()
export class AddInsurancePolicyInput extends InsurancePolicyFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType({ description: 'Saves every field over the version the editor started from.' })
export class UpdateInsurancePolicyInput extends InsurancePolicyFields {
  @Field(() => ID) @IsIdOf('policy') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@ArgsType()
export class InsurancePoliciesArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@ObjectType({ simpleResolvers: true })
export class InsurancePolicyPage extends Paginated(InsurancePolicy) {}
