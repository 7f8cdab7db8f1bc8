import {
  ArrayMaxSize,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { ActivityEntry } from '../activity/activity.entity';
import { CreateContactInput } from '../contacts/contact.inputs';
import { AccidentTiming, InjuryLocation, Matter, MatterPermission, MatterPriority, MatterStatus } from './matter.entity';
import { Party, PartyCategory } from './matter-parts.entity';
import { IsDay, IsIdOf } from '../../graphql/validators';
import { SortDirection } from '../../graphql/sorting';


/** Incident details and the questionnaire (case detail, Incident tab). Left out keeps; null clears. */
@InputType()
export class IncidentInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) state?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() date?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40) liabilityCode?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20000) comments?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(50000) facts?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(50000) mergedFacts?: string | null;
  @Field(() => AccidentTiming, { nullable: true }) @IsOptional() accidentTiming?: AccidentTiming | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() previousAttorney?: boolean | null;
  @Field(() => InjuryLocation, { nullable: true }) @IsOptional() injuryLocation?: InjuryLocation | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) propertyOwner?: string | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() reportedIncident?: boolean | null;
  @Field({ nullable: true }) @IsOptional() seriousInjury?: boolean;
  @Field({ nullable: true }) @IsOptional() noInjury?: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) otherInjuries?: string | null;
}

@InputType()
export class UpdateIncidentInput extends IncidentInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => Int, { description: "The case's version the editor started from." }) @IsInt() @Min(1) version: number;
}

@InputType()
export class ReferralSourceInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) advertisingSource?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) advertisingComments?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) lawFirm?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) attorney?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) lawFirmComments?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) sourceName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) relationship?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) otherComments?: string | null;
}

/** The intake wizard's three tabs, saved at once. */
@InputType()
export class IntakeInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) caseGroup?: string | null;
  @Field() @IsNotEmpty({ message: 'Choose the case type.' }) @MaxLength(100) caseType: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) caseSubType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(50000) facts?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Staff working on the case from the start (at most 10), in order.' })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'A case can have at most 10 staff.' })
  @IsUUID('all', { each: true, message: 'Unknown user.' })
  staffIds?: string[];

  @Field(() => CreateContactInput, { description: 'The plaintiff: a new contact with address and details.' })
  @ValidateNested()
  plaintiff: CreateContactInput;

  @Field(() => IncidentInput, { nullable: true, description: 'Incident (state, start date, facts) and injury.' })
  @IsOptional()
  @ValidateNested()
  incident?: IncidentInput | null;

  @Field(() => ReferralSourceInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  referral?: ReferralSourceInput | null;
}

@InputType()
export class MatterFieldsInput {
  @Field(() => String, { nullable: true, description: 'Left empty, the next free number is used (YYYY-NNNN).' })
  @IsOptional()
  @MaxLength(40)
  number?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('client') clientId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) caseGroup?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) caseType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) caseSubType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) practiceArea?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) stage?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) court?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20000) description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(50000) facts?: string | null;
  @Field(() => MatterPriority, { nullable: true }) @IsOptional() priority?: MatterPriority;
  @Field(() => MatterPermission, { nullable: true }) @IsOptional() permission?: MatterPermission;
  @Field(() => [ID], { nullable: true, description: 'With SPECIFIC_USERS: who may open the case (firm admins always may).' })
  @IsOptional()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true, message: 'Unknown user.' })
  userIds?: string[];
}

@InputType()
export class CreateMatterInput extends MatterFieldsInput {
  @Field() @IsNotEmpty({ message: 'Enter the case name.' }) @MaxLength(300) name: string;
  @Field(() => [String], { nullable: true, description: 'Document folders to create with the case.' })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(120, { each: true })
  folders?: string[];
  @Field(() => [ID], { nullable: true, description: 'Staff working on the case from the start (at most 10), in order.' })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'A case can have at most 10 staff.' })
  @IsUUID('all', { each: true, message: 'Unknown user.' })
  staffIds?: string[];
}

@InputType()
export class UpdateMatterInput extends MatterFieldsInput {
  @Field(() => ID) @IsIdOf('case') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsNotEmpty({ message: 'Enter the case name.' }) @MaxLength(300) name?: string;
  @Field(() => MatterStatus, { nullable: true, description: 'A change is recorded with its date.' })
  @IsOptional()
  status?: MatterStatus;
}

export enum MatterSort {
  NUMBER = 'NUMBER',
  NAME = 'NAME',
  INCIDENT_DATE = 'INCIDENT_DATE',
  STATUS_DAYS = 'STATUS_DAYS',
  DEFENDANT = 'DEFENDANT',
  DEFENDANT_INSURANCE = 'DEFENDANT_INSURANCE',
  PLAINTIFF_INSURANCE = 'PLAINTIFF_INSURANCE',
  STATUS = 'STATUS',
  TYPE = 'TYPE',
  STAFF = 'STAFF',
  STAGE = 'STAGE',
  PRIORITY = 'PRIORITY',
  CREATED = 'CREATED',
  /** The due date of the case's next open task (cases without one last). */
  NEXT_TASK_DUE = 'NEXT_TASK_DUE',
  /** The current demand (cases without one last); only for who may see case amounts. */
  DEMAND = 'DEMAND',
  /** The best offer (cases without one last); only for who may see case amounts. */
  BEST_OFFER = 'BEST_OFFER',
}
registerEnumType(MatterSort, { name: 'MatterSort' });

@ArgsType()
export class MattersArgs extends PageArgs {
  @Field(() => MatterStatus, { nullable: true }) @IsOptional() status?: MatterStatus;
  @Field(() => String, { nullable: true, description: 'Case name or number, or the name of a party.' })
  @IsOptional()
  @MaxLength(200)
  search?: string;
  @Field(() => ID, { nullable: true, description: 'Only cases on which this contact is the client or a party.' })
  @IsOptional()
  @IsIdOf('contact')
  contactId?: string;
  @Field(() => Boolean, { nullable: true, description: 'Only cases with an open task past its due date (Cases With Overdue Status).' })
  @IsOptional()
  overdue?: boolean;
  @Field(() => Int, { nullable: true, description: 'Only open cases (not Completed) with nothing recorded on them for this many days (no Recent Activity).' })
  @IsOptional()
  @Min(1, { message: 'inactiveDays must be between 1 and 3650.' })
  @Max(3650, { message: 'inactiveDays must be between 1 and 3650.' })
  inactiveDays?: number;
  @Field(() => ID, { nullable: true, description: 'Only cases this user works on as staff (My Cases).' })
  @IsOptional()
  @IsIdOf('user')
  staffId?: string;
  @Field(() => MatterSort, { defaultValue: MatterSort.CREATED }) @IsIn(Object.values(MatterSort)) sortBy: MatterSort = MatterSort.CREATED;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC }) @IsIn(Object.values(SortDirection)) sortDirection: SortDirection =
    SortDirection.DESC;
}

@ObjectType({ simpleResolvers: true })
export class MatterPage extends Paginated(Matter) {}

@InputType()
export class PartyFieldsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) role?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) primaryLabel?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) groupName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) comment?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(10000) primaryComment?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('plaintiff') relatedPartyId?: string | null;
}

@InputType({ description: 'A party: an existing contact (contactId) or a new one (newContact).' })
export class AddPartyInput extends PartyFieldsInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => PartyCategory) category: PartyCategory;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('contact') contactId?: string | null;
  @Field(() => CreateContactInput, { nullable: true }) @IsOptional() @ValidateNested() newContact?: CreateContactInput | null;
}

@InputType()
export class UpdatePartyInput extends PartyFieldsInput {
  @Field(() => ID) @IsIdOf('party') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@ArgsType()
export class PartiesArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => PartyCategory, { nullable: true, description: 'One sub-tab; left out, everyone on the case (All Case Contacts).' })
  @IsOptional()
  category?: PartyCategory;
}

@ObjectType({ simpleResolvers: true })
export class PartyPage extends Paginated(Party) {}

@InputType()
export class TimelineEntryInput {
  @Field() @IsNotEmpty({ message: 'Enter a title.' }) @MaxLength(200) title: string;
  @Field() @IsDay() date: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a time like 09:30.' }) time?: string | null;
}

@ArgsType()
export class MatterActivityArgs extends PageArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@ObjectType({ simpleResolvers: true })
export class ActivityPage extends Paginated(ActivityEntry) {}
