import { IsIn, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Cents } from '../../graphql/money';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsCents, IsDay, IsIdOf } from '../../graphql/validators';
import { DamageKind, EconomicDamage, RateUnit } from './damage.entity';

@InputType({ description: 'A loss: its amount, or a rate and the units lost (the server works out the amount).' })
export class EconomicDamageFields {
  @Field(() => DamageKind) @IsIn(Object.values(DamageKind), { message: 'Choose the kind of loss.' }) kind: DamageKind;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500, { message: 'The description can be at most 500 characters.' }) description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200, { message: 'The employer can be at most 200 characters.' }) employer?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() periodFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() periodTo?: string | null;
  @Field(() => Cents, { nullable: true, description: 'In cents per unit.' }) @IsOptional() @IsCents() rateCents?: number | null;
  @Field(() => RateUnit, { nullable: true }) @IsOptional() @IsIn(Object.values(RateUnit)) rateUnit?: RateUnit | null;
  @Field(() => Int, { nullable: true, description: 'In thousandths.' }) @IsOptional() @IsInt() @Min(0, { message: 'Enter 0 or more.' }) @Max(100_000_000) unitsThousandths?: number | null;
  @Field(() => Cents, { nullable: true, description: 'In cents; worked out from the rate when one is given.' }) @IsOptional() @IsCents() amountCents?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200, { message: 'Paid by can be at most 200 characters.' }) paidBy?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('document') documentId?: string | null;
}

@InputType()
export class AddEconomicDamageInput extends EconomicDamageFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateEconomicDamageInput extends EconomicDamageFields {
  @Field(() => ID) @IsIdOf('loss') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@ArgsType()
export class EconomicDamagesArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@ObjectType({ simpleResolvers: true })
export class EconomicDamagePage extends Paginated(EconomicDamage) {}

@ObjectType({ simpleResolvers: true, description: "A case's economic damages: medical specials, liens, lost wages, property damage and other losses." })
export class CaseDamages {
  @Field(() => Cents, { nullable: true }) medicalBilledCents: number | null;
  @Field(() => Cents, { nullable: true }) medicalOutstandingCents: number | null;
  @Field(() => Cents, { nullable: true }) liensClaimedCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'Final amounts where agreed, else claimed.' }) liensExpectedCents: number | null;
  @Field(() => Cents, { nullable: true }) lostWagesCents: number | null;
  @Field(() => Cents, { nullable: true }) propertyDamageCents: number | null;
  @Field(() => Cents, { nullable: true }) otherDamagesCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'Medical billed + lost wages + property damage + other.' }) totalEconomicCents: number | null;
}
