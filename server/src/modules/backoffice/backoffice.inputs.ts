import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsIdOf } from '../../graphql/validators';
import { FirmStatus } from '../firms/firm.entity';
import { User } from '../users/user.entity';
import { SortDirection } from '../../graphql/sorting';

/** The two tabs of the back-office lists; deleted firms and people are never listed. */
export enum BackOfficeStatus {
  ACTIVE = 'ACTIVE',
  SUSPENDED = 'SUSPENDED',
}
registerEnumType(BackOfficeStatus, { name: 'BackOfficeStatus', description: 'Active or suspended (the list tabs and the status a platform admin may set).' });

/** The people the back office lists across firms. */
export enum BackOfficeRole {
  ATTORNEY = 'ATTORNEY',
  PARALEGAL = 'PARALEGAL',
}
registerEnumType(BackOfficeRole, { name: 'BackOfficeRole' });

export enum FirmSort {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  MEMBERS = 'MEMBERS',
  CREATED = 'CREATED',
}
registerEnumType(FirmSort, { name: 'FirmSort' });

export enum PersonSort {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  PHONE = 'PHONE',
  FIRM = 'FIRM',
  CREATED = 'CREATED',
}
registerEnumType(PersonSort, { name: 'PersonSort' });

export enum AiUsagePeriod {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  YEAR = 'YEAR',
}
registerEnumType(AiUsagePeriod, {
  name: 'AiUsagePeriod',
  description: 'Today, this week (from Monday), this calendar month or this calendar year, up to today.',
});

export enum AiUsageRange {
  MONTH = 'MONTH',
  YEAR = 'YEAR',
}
registerEnumType(AiUsageRange, { name: 'AiUsageRange', description: 'MONTH: each day of the current month; YEAR: each month of the current year.' });

const PHONE = /^[0-9+()\-.\s]{7,40}$/;
const PHONE_MESSAGE = 'Enter a phone number (digits, spaces, + ( ) - .).';

@ArgsType()
export class BackOfficeFirmsArgs extends PageArgs {
  @Field(() => BackOfficeStatus, { defaultValue: BackOfficeStatus.ACTIVE })
  @IsIn(Object.values(BackOfficeStatus))
  status: BackOfficeStatus = BackOfficeStatus.ACTIVE;

  @Field(() => String, { nullable: true, description: 'Part of the name, email or phone.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => FirmSort, { defaultValue: FirmSort.NAME })
  @IsIn(Object.values(FirmSort))
  sortBy: FirmSort = FirmSort.NAME;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsIn(Object.values(SortDirection))
  sortDirection: SortDirection = SortDirection.ASC;
}

@ArgsType()
export class BackOfficePeopleArgs extends PageArgs {
  @Field(() => BackOfficeRole)
  @IsIn(Object.values(BackOfficeRole))
  role: BackOfficeRole;

  @Field(() => BackOfficeStatus, { defaultValue: BackOfficeStatus.ACTIVE })
  @IsIn(Object.values(BackOfficeStatus))
  status: BackOfficeStatus = BackOfficeStatus.ACTIVE;

  @Field(() => String, { nullable: true, description: 'Part of the name, email, phone or firm name.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => PersonSort, { defaultValue: PersonSort.NAME })
  @IsIn(Object.values(PersonSort))
  sortBy: PersonSort = PersonSort.NAME;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsIn(Object.values(SortDirection))
  sortDirection: SortDirection = SortDirection.ASC;
}

@InputType()
export class FirmAdminInput {
  @Field() @IsNotEmpty({ message: 'Enter the first name.' }) @MaxLength(100) firstName: string;
  @Field() @IsNotEmpty({ message: 'Enter the last name.' }) @MaxLength(100) lastName: string;
  @Field() @IsEmail({}, { message: 'Enter a valid email address.' }) @MaxLength(320) email: string;
}

@InputType({ description: 'A new firm and its first firm admin, who is invited to set a password.' })
export class CreateFirmInput {
  @Field() @IsNotEmpty({ message: 'Enter the firm name.' }) @MaxLength(200) name: string;
  @Field() @IsEmail({}, { message: 'Enter a valid email address.' }) @MaxLength(320) email: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Matches(PHONE, { message: PHONE_MESSAGE }) phone?: string | null;
  @Field(() => FirmAdminInput) @ValidateNested() admin: FirmAdminInput;
}

@InputType()
export class UpdateFirmInput {
  @Field(() => ID) @IsIdOf('firm') id: string;
  @Field(() => Int, { description: 'The version you saw.' }) @IsInt() @Min(1) version: number;
  @Field() @IsNotEmpty({ message: 'Enter the firm name.' }) @MaxLength(200) name: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsEmail({}, { message: 'Enter a valid email address.' }) @MaxLength(320) email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Matches(PHONE, { message: PHONE_MESSAGE }) phone?: string | null;
  @Field(() => BackOfficeStatus) @IsIn(Object.values(BackOfficeStatus)) status: BackOfficeStatus;
}

@InputType()
export class UpdateBackOfficePersonInput {
  @Field(() => ID) @IsIdOf('person') id: string;
  @Field(() => Int, { description: 'The version you saw.' }) @IsInt() @Min(1) version: number;
  @Field() @IsNotEmpty({ message: 'Enter the first name.' }) @MaxLength(100) firstName: string;
  @Field() @IsNotEmpty({ message: 'Enter the last name.' }) @MaxLength(100) lastName: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Matches(PHONE, { message: PHONE_MESSAGE }) phone?: string | null;
  @Field(() => BackOfficeStatus) @IsIn(Object.values(BackOfficeStatus)) status: BackOfficeStatus;
}

@ObjectType({ simpleResolvers: true, description: 'A firm as the back office lists it: no matters, contacts or documents, only the firm and its head count.' })
export class BackOfficeFirm {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => FirmStatus) status: FirmStatus;
  @Field(() => String, { nullable: true }) avatarUrl: string | null;
  @Field() createdAt: Date;
  @Field(() => Int) version: number;
  @Field(() => Int, { description: 'Its people (firm admins, attorneys, paralegals, staff) who are not deleted; clients are not members.' })
  totalMembers: number;
}

@ObjectType({ simpleResolvers: true })
export class BackOfficeFirmPage extends Paginated(BackOfficeFirm) {}

@ObjectType({ simpleResolvers: true })
export class BackOfficePersonPage extends Paginated(User) {}

@ObjectType({ simpleResolvers: true, description: 'A count now and the same count 24 hours earlier.' })
export class BackOfficeFigure {
  @Field(() => Int) total: number;
  @Field(() => Int, { description: 'What the count was at this moment yesterday (24 hours ago).' }) yesterday: number;
}

@ObjectType({ simpleResolvers: true, description: 'The three cards of the admin dashboard.' })
export class BackOfficeTotals {
  @Field(() => BackOfficeFigure, { description: 'Firms that are not deleted (active and suspended).' }) firms: BackOfficeFigure;
  @Field(() => BackOfficeFigure, { description: 'Attorneys who are not deleted, of firms that are not deleted.' }) attorneys: BackOfficeFigure;
  @Field(() => BackOfficeFigure, { description: 'Paralegals who are not deleted, of firms that are not deleted.' }) paralegals: BackOfficeFigure;
}

@ObjectType({ simpleResolvers: true })
export class AiUsageTotal {
  @Field(() => AiUsagePeriod) period: AiUsagePeriod;
  @Field(() => Int, { description: 'Words written to and by the AI assistant, all firms.' }) words: number;
  @Field({ description: 'First day counted, YYYY-MM-DD.' }) from: string;
  @Field({ description: 'Last day counted (today), YYYY-MM-DD.' }) to: string;
}

@ObjectType({ simpleResolvers: true })
export class AiUsagePoint {
  @Field({ description: 'Day of the month "01".."31" or month "Jan".."Dec".' }) label: string;
  @Field({ description: 'First day of the bar, YYYY-MM-DD.' }) start: string;
  @Field(() => Int) words: number;
}

@ObjectType({ simpleResolvers: true })
export class AiUsageSeries {
  @Field(() => AiUsageRange) range: AiUsageRange;
  @Field(() => [AiUsagePoint]) points: AiUsagePoint[];
}

@ObjectType({ simpleResolvers: true, description: 'A firm ranked by activity over the last 30 days.' })
export class ActiveFirm {
  @Field(() => BackOfficeFirm) firm: BackOfficeFirm;
  @Field(() => Int, { description: 'Members who signed in or were connected in the last 30 days.' }) activeMembers: number;
  @Field(() => Int, { description: 'AI words used in the last 30 days.' }) aiWords: number;
}

@ObjectType({ simpleResolvers: true, description: 'A firm created with its first admin, and the sign-in invitation to pass on to them.' })
export class CreatedFirm {
  @Field(() => BackOfficeFirm) firm: BackOfficeFirm;
  @Field(() => User) admin: User;
  @Field({ description: 'The one-time link where the admin sets a password.' }) invitationUrl: string;
  @Field() invitationExpiresAt: Date;
}
