import { ArrayMaxSize, IsIn, IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Cents } from '../../graphql/money';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsCents, IsDay, IsIdOf } from '../../graphql/validators';
import { Contact } from '../contacts/contact.entity';
import { Lien, LienStatus, LienType, MedicalBill, RecordsRequest, RecordsRequestKind, Treatment, TreatmentStatus } from './medical.entity';

const NOTES_MAX = 5000;
const NOTES_MESSAGE = 'Notes can be at most 5,000 characters.';

// --- Treatment ---------------------------------------------------------------------------------

@InputType()
export class TreatmentFields {
  @Field(() => ID, { description: 'The plaintiff treated: a plaintiff (or other plaintiff) of this case.' }) @IsIdOf('plaintiff') plaintiffPartyId: string;
  @Field(() => ID, { description: 'The provider: a contact of your firm.' }) @IsIdOf('provider') providerId: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() firstVisitOn?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() lastVisitOn?: string | null;
  @Field(() => TreatmentStatus, { defaultValue: TreatmentStatus.TREATING }) @IsIn(Object.values(TreatmentStatus), { message: 'Choose the treatment status.' }) status: TreatmentStatus = TreatmentStatus.TREATING;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(NOTES_MAX, { message: NOTES_MESSAGE }) notes?: string | null;
}

@InputType()
export class AddTreatmentInput extends TreatmentFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateTreatmentInput extends TreatmentFields {
  @Field(() => ID) @IsIdOf('treatment') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

// --- Records and bills requests ----------------------------------------------------------------

@InputType()
export class RecordsRequestFields {
  @Field(() => ID, { description: "The provider's treatment of this case it is asked of." }) @IsIdOf('provider') treatmentId: string;
  @Field(() => RecordsRequestKind) @IsIn(Object.values(RecordsRequestKind), { message: 'Choose what was requested.' }) kind: RecordsRequestKind;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() requestedOn: string;
  @Field({ description: 'YYYY-MM-DD: when to chase it if nothing has come.' }) @IsDay() followUpOn: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsDay() receivedOn?: string | null;
  @Field(() => ID, { nullable: true, description: 'What came: a document of this case.' }) @IsOptional() @IsIdOf('document') documentId?: string | null;
}

@InputType()
export class AddRecordsRequestInput extends RecordsRequestFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateRecordsRequestInput extends RecordsRequestFields {
  @Field(() => ID) @IsIdOf('request') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

// --- Bills -------------------------------------------------------------------------------------

@InputType()
export class MedicalBillFields {
  @Field(() => ID, { description: "The provider's treatment of this case the bill is for." }) @IsIdOf('provider') treatmentId: string;
  @Field({ description: 'YYYY-MM-DD: the first date of service.' }) @IsDay() serviceFrom: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last date of service.' }) @IsOptional() @IsDay() serviceTo?: string | null;
  @Field(() => Cents, { description: 'In cents.' }) @IsCents() billedCents: number;
  @Field(() => Cents, { defaultValue: 0, description: 'Paid by health insurance, in cents.' }) @IsCents() healthPaidCents: number = 0;
  @Field(() => Cents, { defaultValue: 0, description: 'Paid by PIP or MedPay, in cents.' }) @IsCents() pipPaidCents: number = 0;
  @Field(() => Cents, { defaultValue: 0, description: 'Adjustments and write-offs, in cents.' }) @IsCents() adjustedCents: number = 0;
  @Field(() => ID, { nullable: true, description: 'The bill itself: a document of this case.' }) @IsOptional() @IsIdOf('document') documentId?: string | null;
}

@InputType()
export class AddMedicalBillInput extends MedicalBillFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateMedicalBillInput extends MedicalBillFields {
  @Field(() => ID) @IsIdOf('bill') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

// --- Liens -------------------------------------------------------------------------------------

@InputType()
export class LienFields {
  @Field(() => ID, { description: 'Who holds the lien: a contact of your firm.' }) @IsIdOf('lienholder') lienholderId: string;
  @Field(() => LienType) @IsIn(Object.values(LienType), { message: 'Choose the type of lien.' }) type: LienType;
  @Field(() => Cents, { description: 'In cents.' }) @IsCents() claimedCents: number;
  @Field(() => Cents, { nullable: true, description: 'In cents.' }) @IsOptional() @IsCents() reductionRequestedCents?: number | null;
  @Field(() => Cents, { nullable: true, description: 'In cents.' }) @IsOptional() @IsCents() finalCents?: number | null;
  @Field(() => LienStatus, { defaultValue: LienStatus.ASSERTED }) @IsIn(Object.values(LienStatus), { message: 'Choose the status.' }) status: LienStatus = LienStatus.ASSERTED;
  @Field(() => ID, { nullable: true, description: 'The lien letter: a document of this case.' }) @IsOptional() @IsIdOf('document') letterDocumentId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'The bills of this case it covers (none when left out).' }) @IsOptional() @ArrayMaxSize(500) @IsIdOf('bill', { each: true }) billIds?: string[] | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(NOTES_MAX, { message: NOTES_MESSAGE }) notes?: string | null;
}

@InputType()
export class AddLienInput extends LienFields {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@InputType()
export class UpdateLienInput extends LienFields {
  @Field(() => ID) @IsIdOf('lien') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

// --- Lists and totals --------------------------------------------------------------------------

@ArgsType()
export class CaseRecordsArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@ArgsType()
export class MedicalBillsArgs extends CaseRecordsArgs {
  @Field(() => ID, { nullable: true, description: "Only this provider's treatment." }) @IsOptional() @IsIdOf('provider') treatmentId?: string | null;
}

@ObjectType({ simpleResolvers: true }) export class TreatmentPage extends Paginated(Treatment) {}
@ObjectType({ simpleResolvers: true }) export class RecordsRequestPage extends Paginated(RecordsRequest) {}
@ObjectType({ simpleResolvers: true }) export class MedicalBillPage extends Paginated(MedicalBill) {}
@ObjectType({ simpleResolvers: true }) export class LienPage extends Paginated(Lien) {}

@ObjectType({ simpleResolvers: true, description: 'Billed, paid, adjusted and outstanding: of one provider, or of the whole case.' })
export class SpecialsTotals {
  @Field(() => Cents, { nullable: true }) billedCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'By health insurance and PIP/MedPay.' }) paidCents: number | null;
  @Field(() => Cents, { nullable: true }) adjustedCents: number | null;
  @Field(() => Cents, { nullable: true }) outstandingCents: number | null;
}

@ObjectType({ simpleResolvers: true })
export class ProviderSpecials extends SpecialsTotals {
  @Field(() => ID) providerId: string;
  @Field(() => Contact, { nullable: true }) provider: Contact | null;
  @Field(() => String, { nullable: true }) firstServiceOn: string | null;
  @Field(() => String, { nullable: true }) lastServiceOn: string | null;
  @Field(() => Int) billCount: number;
}

@ObjectType({ simpleResolvers: true, description: "A case's medical specials: its bills' totals, per provider and in all." })
export class MedicalSpecials extends SpecialsTotals {
  @Field(() => [ProviderSpecials]) providers: ProviderSpecials[];
}

@ObjectType({ simpleResolvers: true, description: "A case's liens in total." })
export class LienTotals {
  @Field(() => Int) count: number;
  @Field(() => Cents, { nullable: true }) claimedCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'The final amounts, and the claimed ones where not final yet.' }) expectedCents: number | null;
  @Field(() => Cents, { nullable: true, description: 'The final amounts agreed so far.' }) finalCents: number | null;
}
