import {
  ArrayMaxSize,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsUrl,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { Contact, ContactKind, Gender } from './contact.entity';
import { IsDay, IsIdOf, IsNotFutureDay, IsPhone, IsLedesId } from '../../graphql/validators';
import { SortDirection } from '../../graphql/sorting';


@InputType()
export class ContactPhoneInput {
  @Field() @MaxLength(40) type: string;
  @Field() @MaxLength(40) @IsPhone() number: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10) ext?: string | null;
  @Field({ defaultValue: false }) @IsBoolean() canText: boolean;
  @Field({ defaultValue: false }) @IsBoolean() isPrimary: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) autoComments?: string | null;
}

/** The parts of an address that say where it is (a row with none of them is an empty row; a country alone, which forms fill in for every new row, says nowhere). */
const ADDRESS_PARTS = ['address1', 'address2', 'city', 'county', 'zip', 'state'] as const;

/** An address row says where (or uses the organisation's address): an empty row is refused, not dropped. */
const IsNotEmptyAddress = () =>
  ValidateBy(
    {
      name: 'isNotEmptyAddress',
      validator: {
        validate: (_value: unknown, { object }: ValidationArguments) => {
          const address = object as ContactAddressInput;
          return address.useOrgAddress || ADDRESS_PARTS.some((part) => (address[part] ?? '').trim() !== '');
        },
      },
    },
    { message: 'Enter the address, or remove this empty row.' },
  );

@InputType()
export class ContactAddressInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40) addressType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) address1?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) address2?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) city?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) county?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) zip?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) state?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) country?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) comments?: string | null;
  /** Also where an empty row is refused (this field is always there; the parts are optional). */
  @Field({ defaultValue: false }) @IsBoolean() @IsNotEmptyAddress() useOrgAddress: boolean;
  @Field({ defaultValue: false }) @IsBoolean() isPrimary: boolean;
}

/**
 * Every field of the contact forms. On update, a field left out keeps its value; `null` clears it.
 * `phones` and `addresses`, when given, replace the lists. Identifiers are sent in clear and stored
 * encrypted.
 */
@InputType()
export class ContactInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) prefix?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) firstName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) middleName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) lastName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) nickName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) suffix?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) companyName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) organization?: string | null;
  @Field(() => Gender, { nullable: true }) @IsOptional() gender?: Gender | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(320)
  email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) referredBy?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) comments?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) contactType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) language?: string | null;
  @Field(() => String, { nullable: true, description: "The client's id in its e-billing (LEDES CLIENT_ID): up to 20 letters, digits and - . / _; none: the files carry an id of ours." })
  @IsOptional()
  @IsLedesId()
  ledesClientId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() @IsNotFutureDay('date of birth') dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() @IsNotFutureDay('date of death') dateOfDeath?: string | null;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() active?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() preventMailing?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() locked?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() noAutoCommunication?: boolean;

  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) country?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) birthPlace?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) ein?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) height?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) weight?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) primaryLanguage?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) secondaryLanguage?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) mothersMaidenName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(30) maritalStatus?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() marriageDate?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) marriageLocation?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) spouseName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) religion?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10) driversLicenseState?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) idNumber?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10) idState?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) race?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) occupation?: string | null;

  @Field(() => String, { nullable: true, description: 'US Social Security number, 123-45-6789.' })
  @IsOptional()
  @Matches(/^(?!000|666|9\d\d)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/, { message: 'Enter a valid SSN, like 123-45-6789.' })
  ssn?: string | null;

  @Field(() => String, { nullable: true, description: 'Australian tax file number (8 or 9 digits).' })
  @IsOptional()
  @Matches(/^\d{3} ?\d{3} ?\d{2,3}$/, { message: 'Enter a valid TFN (8 or 9 digits).' })
  tfn?: string | null;

  @Field(() => String, { nullable: true, description: 'Medicare number (letters, digits, spaces and dashes).' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{3,19}$/, { message: 'Enter a valid Medicare number.' })
  medicare?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{2,24}$/, { message: "Enter a valid driver's licence number." })
  driversLicense?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @MaxLength(60, { each: true })
  roles?: string[];

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsUrl({ require_protocol: false }, { each: true, message: 'Enter a web address like example.com.' })
  websites?: string[];

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsEmail({}, { each: true, message: 'Enter valid email addresses.' })
  otherEmails?: string[];

  @Field(() => [ContactPhoneInput], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(20)
  phones?: ContactPhoneInput[];

  @Field(() => [ContactAddressInput], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(20)
  addresses?: ContactAddressInput[];
}

@InputType()
export class CreateContactInput extends ContactInput {
  @Field(() => ContactKind)
  kind: ContactKind;
}

@InputType()
export class UpdateContactInput extends ContactInput {
  @Field(() => ID)
  @IsIdOf('contact')
  id: string;

  @Field(() => Int, { description: 'The version the editor started from; a newer one answers CONFLICT.' })
  @IsInt()
  @Min(1)
  version: number;
}

export enum ContactSort {
  NAME = 'NAME',
  PHONE = 'PHONE',
  UPDATED = 'UPDATED',
}
registerEnumType(ContactSort, { name: 'ContactSort' });

@ArgsType()
export class ContactsArgs extends PageArgs {
  @Field(() => ContactKind, { nullable: true })
  @IsOptional()
  kind?: ContactKind;

  @Field(() => String, { nullable: true, description: 'Name (typo-tolerant), email or phone.' })
  @IsOptional()
  @MaxLength(200)
  search?: string;

  @Field(() => ContactSort, { defaultValue: ContactSort.NAME })
  @IsIn(Object.values(ContactSort))
  sortBy: ContactSort = ContactSort.NAME;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsIn(Object.values(SortDirection))
  sortDirection: SortDirection = SortDirection.ASC;

  @Field({ defaultValue: false, description: 'Only active contacts ("Show Active Only").' })
  activeOnly: boolean = false;
}

@ArgsType()
export class RelatedContactsArgs extends PageArgs {
  @Field(() => ID)
  @IsIdOf('contact')
  contactId: string;
}

@ObjectType({ simpleResolvers: true })
export class ContactPage extends Paginated(Contact) {}

export enum ContactIdentifier {
  SSN = 'SSN',
  TFN = 'TFN',
  MEDICARE = 'MEDICARE',
  DRIVERS_LICENSE = 'DRIVERS_LICENSE',
}
registerEnumType(ContactIdentifier, { name: 'ContactIdentifier' });

@ObjectType({ simpleResolvers: true, description: 'An existing contact whose name resembles the one being entered.' })
export class ConflictMatch {
  @Field(() => Contact)
  contact: Contact;

  @Field({ description: 'Name similarity from 0 to 1.' })
  similarity: number;
}
