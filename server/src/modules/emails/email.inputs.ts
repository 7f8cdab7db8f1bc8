import { IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { CaseEmail, EmailDirection } from './email.entity';
import { SortDirection } from '../../graphql/sorting';

export enum EmailSort {
  DATE = 'DATE',
  DESCRIPTION = 'DESCRIPTION',
  CATEGORY = 'CATEGORY',
  FROM = 'FROM',
  DIRECTION = 'DIRECTION',
  REVIEWED = 'REVIEWED',
}
registerEnumType(EmailSort, { name: 'EmailSort' });

@ArgsType()
export class MatterEmailsArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => String, { nullable: true, description: 'Words in the subject, the addresses or the text.' }) @IsOptional() @MaxLength(200) search?: string;
  @Field(() => EmailSort, { defaultValue: EmailSort.DATE }) @IsIn(Object.values(EmailSort)) sortBy: EmailSort = EmailSort.DATE;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC }) @IsIn(Object.values(SortDirection)) sortDirection: SortDirection = SortDirection.DESC;
}

@ObjectType({ simpleResolvers: true })
export class CaseEmailPage extends Paginated(CaseEmail) {}

@InputType({ description: 'An email recorded by hand on a case.' })
export class RecordEmailInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field() @IsNotEmpty({ message: 'Enter the subject.' }) @MaxLength(500) description: string;
  @Field() @IsNotEmpty({ message: 'Enter who sent it.' }) @MaxLength(500) fromAddress: string;
  @Field({ defaultValue: '' }) @MaxLength(5000) toAddresses: string = '';
  @Field({ description: 'When it was sent.' }) sentAt: Date;
  @Field(() => EmailDirection) direction: EmailDirection;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) category?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) subCategory?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200_000) bodyText?: string | null;
}

@InputType({ description: "Files an email's category and sub-category, or corrects its subject." })
export class UpdateEmailInput {
  @Field(() => ID) @IsIdOf('email') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsNotEmpty({ message: 'Enter the subject.' }) @MaxLength(500) description?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) category?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) subCategory?: string | null;
}

