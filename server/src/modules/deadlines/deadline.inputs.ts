import { ArrayMaxSize, IsIn, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsDay, IsIdOf } from '../../graphql/validators';
import { User } from '../users/user.entity';
import { DeadlineDirection, LimitationRule, PeriodUnit, ServiceMethod, StatuteTolling } from './deadline.entity';
import { Role } from '../../graphql/roles';
import { SortDirection } from '../../graphql/sorting';

export enum StatuteStatus {
  /** No incident date, state or rule: the date cannot be computed. */
  UNKNOWN = 'UNKNOWN',
  OPEN = 'OPEN',
  /** Within the at-risk window (180 days). */
  AT_RISK = 'AT_RISK',
  PASSED = 'PASSED',
  /** The complaint was filed. */
  SATISFIED = 'SATISFIED',
}
registerEnumType(StatuteStatus, { name: 'StatuteStatus' });

@ObjectType({ simpleResolvers: true, description: 'The limitation rule applied (state, case type, period, discovery note, source).' })
export class AppliedRule {
  @Field() state: string;
  @Field(() => String, { nullable: true }) caseType: string | null;
  @Field(() => Int) years: number;
  @Field(() => Int) months: number;
  @Field(() => Int) days: number;
  @Field(() => String, { nullable: true }) discoveryNote: string | null;
  @Field(() => String, { nullable: true }) source: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A statute of limitations of a case: for the whole case, or a plaintiff–defendant pair.' })
export class Statute {
  @Field(() => ID, { description: 'Stable key: the case id, plus the pair when there is one.' }) key: string;
  @Field(() => ID) matterId: string;
  @Field() matterName: string;
  @Field() matterNumber: string;
  @Field(() => ID, { nullable: true }) plaintiffPartyId: string | null;
  @Field(() => String, { nullable: true }) plaintiffName: string | null;
  @Field(() => ID, { nullable: true }) defendantPartyId: string | null;
  @Field(() => String, { nullable: true }) defendantName: string | null;
  @Field(() => String, { nullable: true }) incidentDate: string | null;
  @Field(() => String, { nullable: true }) incidentState: string | null;
  @Field(() => String, { nullable: true }) caseType: string | null;
  @Field(() => AppliedRule, { nullable: true }) rule: AppliedRule | null;
  @Field(() => [StatuteTolling]) tolling: StatuteTolling[];
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: what the rule gives (with tolling).' }) computedOn: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the date in force (the override, else computed).' }) dueOn: string | null;
  @Field(() => String, { nullable: true }) overrideDay: string | null;
  @Field(() => String, { nullable: true }) overrideReason: string | null;
  @Field(() => String, { nullable: true, description: 'When the complaint was filed (the statute is satisfied).' }) satisfiedOn: string | null;
  @Field(() => String, { nullable: true }) satisfiedNote: string | null;
  @Field(() => Int, { nullable: true, description: 'Days from today (in the firm’s time zone) to the date; negative once passed.' }) daysLeft: number | null;
  @Field(() => StatuteStatus) status: StatuteStatus;
  @Field({ description: 'The calculation in one line, e.g. "incident 2024-03-02 + 2 years (Texas, Car Accident) = 2026-03-02".' }) explanation: string;
  @Field(() => [String], { description: 'The calculation step by step.' }) steps: string[];
  @Field({ description: 'Whether the firm has confirmed its limitation rules.' }) rulesConfirmed: boolean;
}

@ObjectType({ simpleResolvers: true })
export class StatutePage extends Paginated(Statute) {}

@InputType({ description: 'Which statute of a case: the whole case (no parties) or a plaintiff–defendant pair.' })
export class StatuteKeyInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('plaintiff') plaintiffPartyId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('defendant') defendantPartyId?: string | null;
}

@InputType()
export class StatuteOverrideInput extends StatuteKeyInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null removes the override.' }) @IsOptional() @IsDay() day?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(1000) reason?: string | null;
}

@InputType({ description: 'Tolling: a number of days, or a range of days (from–to) that stop the clock.' })
export class StatuteTollingInput extends StatuteKeyInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1, { message: 'Enter at least 1 day.' }) @Max(36500) days?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() fromDay?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() toDay?: string | null;
  @Field() @IsNotEmpty({ message: 'Say why the clock stops (e.g. the plaintiff was a minor).' }) @MaxLength(300) reason: string;
}

@InputType()
export class StatuteSatisfiedInput extends StatuteKeyInput {
  @Field({ description: 'YYYY-MM-DD: when the complaint was filed.' }) @IsDay() filedOn: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(1000) note?: string | null;
}

export enum StatuteSort {
  DUE = 'DUE',
  CASE = 'CASE',
  STATE = 'STATE',
}
registerEnumType(StatuteSort, { name: 'StatuteSort' });

@ArgsType()
export class StatutesAtRiskArgs extends PageArgs {
  @Field(() => Int, { defaultValue: 180, description: 'The window: dates within this many days (and those already passed).' })
  @IsInt()
  @Min(1)
  @Max(3650)
  withinDays: number = 180;
  @Field(() => StatuteSort, { defaultValue: StatuteSort.DUE }) @IsIn(Object.values(StatuteSort)) sortBy: StatuteSort = StatuteSort.DUE;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC }) @IsIn(Object.values(SortDirection)) sortDirection: SortDirection = SortDirection.ASC;
}

@ObjectType({ simpleResolvers: true, description: "The firm's limitation rules, whose they are and who confirmed them." })
export class LimitationRuleSet {
  @Field(() => [LimitationRule]) rules: LimitationRule[];
  @Field({ description: 'The firm edited its rules (false: the shipped starter table).' }) ownRules: boolean;
  @Field(() => Date, { nullable: true }) confirmedAt: Date | null;
  @Field(() => User, { nullable: true }) confirmedBy: User | null;
  @Field({ description: 'When the starter table was compiled.' }) starterAsOf: string;
  @Field(() => [Int], { description: 'Days before a statute date when reminders go out.' }) reminderOffsets: number[];
}

@InputType()
export class LimitationRuleInput {
  @Field() @IsNotEmpty({ message: 'Choose the state.' }) @MaxLength(60) state: string;
  @Field(() => String, { nullable: true, description: 'Null: every case type without its own rule.' }) @IsOptional() @MaxLength(60) caseType?: string | null;
  @Field(() => Int) @IsInt() @Min(0) @Max(100) years: number;
  @Field(() => Int) @IsInt() @Min(0) @Max(1200) months: number;
  @Field(() => Int) @IsInt() @Min(0) @Max(36500) days: number;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) discoveryNote?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(300) source?: string | null;
}

@InputType()
export class LimitationRulesInput {
  @Field(() => [LimitationRuleInput]) @ArrayMaxSize(2000) @ValidateNested({ each: true }) rules: LimitationRuleInput[];
}

@ObjectType({ simpleResolvers: true, description: 'A court deadline counted under Fed. R. Civ. P. 6(a) and 6(d).' })
export class CourtDeadlineResult {
  @Field({ description: 'YYYY-MM-DD' }) day: string;
  @Field(() => [String]) steps: string[];
}

@ArgsType()
export class CourtDeadlineArgs {
  @Field({ description: 'YYYY-MM-DD: the event that starts the period.' }) @IsDay() trigger: string;
  @Field(() => Int) @IsInt() @Min(0) @Max(3650) amount: number;
  @Field(() => PeriodUnit) unit: PeriodUnit;
  @Field(() => DeadlineDirection, { defaultValue: DeadlineDirection.AFTER }) direction: DeadlineDirection = DeadlineDirection.AFTER;
  @Field(() => ServiceMethod, { defaultValue: ServiceMethod.NONE }) service: ServiceMethod = ServiceMethod.NONE;
}

@InputType()
export class DeadlineStepInput {
  @Field() @IsNotEmpty({ message: 'Name the deadline.' }) @MaxLength(200) label: string;
  @Field(() => Int) @IsInt() @Min(0) @Max(3650) amount: number;
  @Field(() => PeriodUnit) unit: PeriodUnit;
  @Field(() => DeadlineDirection, { defaultValue: DeadlineDirection.AFTER }) direction: DeadlineDirection = DeadlineDirection.AFTER;
  @Field(() => Int, { nullable: true, description: 'Counted from this earlier step (its position, from 0); null: from the trigger.' }) @IsOptional() @IsInt() @Min(0) fromPosition?: number | null;
  @Field(() => ServiceMethod, { defaultValue: ServiceMethod.NONE }) service: ServiceMethod = ServiceMethod.NONE;
  @Field({ defaultValue: true }) createTask: boolean = true;
  @Field(() => Role, { nullable: true }) @IsOptional() assigneeRole?: Role | null;
}

@InputType()
export class DeadlineChainTemplateInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('deadline chain') id?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number | null;
  @Field() @IsNotEmpty({ message: 'Name the chain.' }) @MaxLength(120) name: string;
  @Field() @IsNotEmpty({ message: 'Say what starts it (e.g. Complaint served).' }) @MaxLength(120) triggerLabel: string;
  @Field(() => [DeadlineStepInput]) @ArrayMaxSize(60) @ValidateNested({ each: true }) steps: DeadlineStepInput[];
}

@InputType()
export class ApplyDeadlineChainInput {
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field(() => ID) @IsIdOf('deadline chain') templateId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() triggerDay: string;
}

@ObjectType({ simpleResolvers: true, description: 'What a new trigger date changed.' })
export class DeadlineChange {
  @Field() label: string;
  @Field() from: string;
  @Field() to: string;
}

@ObjectType({ simpleResolvers: true })
export class DeadlineChainUpdate {
  @Field(() => [DeadlineChange]) changed: DeadlineChange[];
  @Field(() => [String], { description: 'Deadlines moved by hand, left where they were.' }) keptMoved: string[];
}
