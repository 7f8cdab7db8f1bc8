import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Cents } from '../../graphql/money';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsCents, IsDay, IsIdOf } from '../../graphql/validators';
import { CaseCost, CostCategory } from './cost.entity';

@InputType()
export class CaseCostFields {
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() incurredOn: string;
  @Field(() => CostCategory) @IsIn(Object.values(CostCategory), { message: 'Choose the category.' }) category: CostCategory;
  @Field() @IsNotEmpty({ message: 'Enter who was paid.' }) @MaxLength(200, { message: 'The payee can be at most 200 characters.' }) payee: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500, { message: 'The description can be at most 500 characters.' }) description?: string | null;
  @Field(() => Cents, { description: 'In cents, more than 0.' }) @IsCents() @Min(1, { message: 'Enter an amount of more than 0.' }) amountCents: number;
  @Field(() => ID, { nullable: true, description: 'The receipt: a document of this case.' }) @IsOptional() @IsIdOf('document') receiptDocumentId?: string | null;
  @Field({ defaultValue: true, description: 'Paid back from the recovery.' }) @IsBoolean() reimbursable: boolean = true;
}

@InputType()
export class AddCaseCostInput extends CaseCostFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateCaseCostInput extends CaseCostFields {
  @Field(() => ID) @IsIdOf('cost') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@ArgsType()
export class CaseCostsArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => CostCategory, { nullable: true }) @IsOptional() @IsIn(Object.values(CostCategory)) category?: CostCategory | null;
  @Field(() => Boolean, { nullable: true, description: 'Only costs not yet on an invoice (true), or only billed ones (false).' }) @IsOptional() @IsBoolean() unbilled?: boolean | null;
}

@ObjectType({ simpleResolvers: true })
export class CaseCostPage extends Paginated(CaseCost) {}

@ObjectType({ simpleResolvers: true, description: "A case's costs in total (of the category filtered, if any)." })
export class CaseCostTotals {
  @Field(() => Int) count: number;
  @Field(() => Cents, { nullable: true }) totalCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'Paid back from the recovery.' }) reimbursableCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'Not yet on an invoice.' }) unbilledCents: number | null;
}
