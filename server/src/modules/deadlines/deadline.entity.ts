import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { FIRM_AND_ID, inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { Party } from '../matters/matter-parts.entity';
import { CalendarEvent } from '../calendar/calendar.entity';
import { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { Role } from '../../graphql/roles';

export enum PeriodUnit {
  DAYS = 'DAYS',
  WEEKS = 'WEEKS',
  MONTHS = 'MONTHS',
  YEARS = 'YEARS',
}
registerEnumType(PeriodUnit, { name: 'PeriodUnit' });

export enum DeadlineDirection {
  AFTER = 'AFTER',
  BEFORE = 'BEFORE',
}
registerEnumType(DeadlineDirection, { name: 'DeadlineDirection', description: 'Counted after the trigger, or back from it.' });

export enum ServiceMethod {
  NONE = 'NONE',
  MAIL = 'MAIL',
  CLERK = 'CLERK',
  OTHER_CONSENTED = 'OTHER_CONSENTED',
}
registerEnumType(ServiceMethod, {
  name: 'ServiceMethod',
  description: 'How the triggering paper was served; mail, leaving it with the clerk and other consented means add 3 days (Fed. R. Civ. P. 6(d)).',
});

/**
 * A limitation period for a state and case type (null: every case type of the state without its
 * own rule). Rows without a firm are the shipped starter table; a firm that edits its rules gets
 * its own copy and uses only that.
 */
@ObjectType({ simpleResolvers: true })
@Entity('limitation_rules')
@Index(['firmId', 'state', 'caseType'], { unique: true })
export class LimitationRule extends StoredRecord {
  @Column({ type: 'uuid', nullable: true }) firmId: string | null;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE', nullable: true }) @JoinColumn({ name: 'firm_id' }) firm?: Firm | null;
  @Field() @Column({ type: 'varchar', length: 60 }) state: string;
  @Field(() => String, { nullable: true, description: 'Null: every case type without its own rule.' }) @Column(optionalText(60)) caseType: string | null;
  @Field(() => Int) @Column({ type: 'int', default: 0 }) years: number;
  @Field(() => Int) @Column({ type: 'int', default: 0 }) months: number;
  @Field(() => Int) @Column({ type: 'int', default: 0 }) days: number;
  @Field(() => String, { nullable: true, description: 'When the clock may start later (discovery rule), in words.' }) @Column({ type: 'text', nullable: true }) discoveryNote: string | null;
  @Field(() => String, { nullable: true, description: 'The statute it comes from.' }) @Column(optionalText(300)) source: string | null;
}

/** A firm's deadline settings: whether it uses its own rules, who confirmed them, the reminder offsets. */
@Entity('firm_deadline_settings')
export class FirmDeadlineSettings {
  @PrimaryColumn({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'boolean', default: false }) ownRules: boolean;
  @Column({ type: 'timestamptz', nullable: true }) rulesConfirmedAt: Date | null;
  @Column({ type: 'uuid', nullable: true }) rulesConfirmedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'rules_confirmed_by_id' }) rulesConfirmedBy?: User | null;
  @Column({ type: 'int', array: true, default: () => "'{180,90,60,30,14,7,1}'" }) reminderOffsets: number[];
}

/**
 * What a firm records about one statute of limitations of a matter: the whole case (no parties)
 * or a plaintiff–defendant pair. Its date is computed (rule, incident, tolling) unless overridden.
 */
@Entity('matter_statutes')
@Unique(FIRM_AND_ID)
@Index(['matterId', 'plaintiffPartyId', 'defendantPartyId'], { unique: true, where: 'plaintiff_party_id IS NOT NULL OR defendant_party_id IS NOT NULL' })
@Index(['matterId'], { unique: true, where: 'plaintiff_party_id IS NULL AND defendant_party_id IS NULL' })
export class MatterStatute extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Column({ type: 'uuid', nullable: true }) plaintiffPartyId: string | null;
  @ManyToOne(() => Party, { onDelete: 'CASCADE', nullable: true }) @JoinColumn({ name: 'plaintiff_party_id' }) plaintiffParty?: Party | null;
  @Column({ type: 'uuid', nullable: true }) defendantPartyId: string | null;
  @ManyToOne(() => Party, { onDelete: 'CASCADE', nullable: true }) @JoinColumn({ name: 'defendant_party_id' }) defendantParty?: Party | null;
  @Column({ type: 'date', nullable: true }) overrideDay: string | null;
  @Column({ type: 'text', nullable: true }) overrideReason: string | null;
  @Column({ type: 'date', nullable: true }) satisfiedOn: string | null;
  @Column({ type: 'text', nullable: true }) satisfiedNote: string | null;
  @Column({ type: 'uuid', nullable: true }) calendarEventId: string | null;
  @ManyToOne(() => CalendarEvent, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'calendar_event_id' }) calendarEvent?: CalendarEvent | null;
}

/** A period that stops the statute's clock (minority, the defendant away from the state, …). */
@ObjectType({ simpleResolvers: true })
@Entity('statute_tollings')
@Index(['firmId', 'statuteId'])
export class StatuteTolling {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) @Index() statuteId: string;
  @ManyToOne(() => MatterStatute, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('statute_id')) statute?: MatterStatute;
  @Field(() => Int) @Column({ type: 'int' }) days: number;
  @Field() @Column({ type: 'varchar', length: 300 }) reason: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, when given as a range.' }) @Column({ type: 'date', nullable: true }) fromDay: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'date', nullable: true }) toDay: string | null;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

/** A reminder sent for a statute date at an offset: sent once per date, so a new date re-arms them. */
@Entity('statute_reminders')
@Index(['firmId', 'statuteId'])
export class StatuteReminder {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) statuteId: string;
  @ManyToOne(() => MatterStatute, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('statute_id')) statute?: MatterStatute;
  @PrimaryColumn({ type: 'date' }) dueOn: string;
  @PrimaryColumn({ type: 'int' }) offsetDays: number;
  @CreateDateColumn({ type: 'timestamptz' }) sentAt: Date;
}

/** A firm's chain of court deadlines, e.g. "Complaint served": answer due 21 days after, … */
@ObjectType({ simpleResolvers: true })
@Entity('deadline_chain_templates')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'name'])
export class DeadlineChainTemplate extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field() @Column({ type: 'varchar', length: 120 }) name: string;
  @Field({ description: 'What starts the chain ("Complaint served").' }) @Column({ type: 'varchar', length: 120 }) triggerLabel: string;
}

/** One deadline of a chain: a period after (or before) the trigger or an earlier step. */
@ObjectType({ simpleResolvers: true })
@Entity('deadline_chain_steps')
@Index(['firmId', 'templateId'])
export class DeadlineChainStep {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) @Index() templateId: string;
  @ManyToOne(() => DeadlineChainTemplate, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('template_id')) template?: DeadlineChainTemplate;
  @Field(() => Int) @Column({ type: 'int' }) position: number;
  @Field() @Column({ type: 'varchar', length: 200 }) label: string;
  @Field(() => Int) @Column({ type: 'int' }) amount: number;
  @Field(() => PeriodUnit) @Column({ type: 'enum', enum: PeriodUnit, enumName: 'period_unit' }) unit: PeriodUnit;
  @Field(() => DeadlineDirection) @Column({ type: 'enum', enum: DeadlineDirection, enumName: 'deadline_direction' }) direction: DeadlineDirection;
  @Field(() => Int, { nullable: true, description: 'Counted from this earlier step (its position); null: from the trigger.' }) @Column({ type: 'int', nullable: true }) fromPosition: number | null;
  @Field(() => ServiceMethod) @Column({ type: 'enum', enum: ServiceMethod, enumName: 'service_method', default: ServiceMethod.NONE }) service: ServiceMethod;
  @Field({ description: 'Also make a task due that day.' }) @Column({ type: 'boolean', default: true }) createTask: boolean;
  @Field(() => Role, { nullable: true, description: "The task goes to the case's staff with this role." }) @Column({ type: 'enum', enum: Role, enumName: 'user_role', nullable: true }) assigneeRole: Role | null;
}

/** A chain applied to a matter on a trigger date. */
@ObjectType({ simpleResolvers: true })
@Entity('matter_deadline_chains')
@Unique(FIRM_AND_ID)
export class MatterDeadlineChain extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @Column({ type: 'uuid' }) @Index() matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) templateId: string | null;
  @ManyToOne(() => DeadlineChainTemplate, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'template_id' }) template?: DeadlineChainTemplate | null;
  @Field() @Column({ type: 'varchar', length: 120 }) name: string;
  @Field() @Column({ type: 'varchar', length: 120 }) triggerLabel: string;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) triggerDay: string;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
}

/** One computed deadline of an applied chain, with its calendar entry and task. */
@ObjectType({ simpleResolvers: true })
@Entity('matter_deadlines')
@Index(['firmId', 'chainId'])
export class MatterDeadline {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) @Index() chainId: string;
  @ManyToOne(() => MatterDeadlineChain, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('chain_id')) chain?: MatterDeadlineChain;
  @Field(() => Int) @Column({ type: 'int' }) position: number;
  @Field() @Column({ type: 'varchar', length: 200 }) label: string;
  @Field(() => Int) @Column({ type: 'int' }) amount: number;
  @Field(() => PeriodUnit) @Column({ type: 'enum', enum: PeriodUnit, enumName: 'period_unit' }) unit: PeriodUnit;
  @Field(() => DeadlineDirection) @Column({ type: 'enum', enum: DeadlineDirection, enumName: 'deadline_direction' }) direction: DeadlineDirection;
  @Field(() => Int, { nullable: true }) @Column({ type: 'int', nullable: true }) fromPosition: number | null;
  @Field(() => ServiceMethod) @Column({ type: 'enum', enum: ServiceMethod, enumName: 'service_method', default: ServiceMethod.NONE }) service: ServiceMethod;
  @Field({ description: 'YYYY-MM-DD: the date in force (computed, or moved by hand).' }) @Column({ type: 'date' }) day: string;
  @Field({ description: 'YYYY-MM-DD: what the rules give.' }) @Column({ type: 'date' }) computedDay: string;
  @Field({ description: 'Moved by hand: a new trigger date leaves it where it is.' }) @Column({ type: 'boolean', default: false }) manuallyMoved: boolean;
  @Field(() => [String], { description: 'How the date was counted, step by step.' }) @Column({ type: 'text', array: true, default: () => "'{}'" }) steps: string[];
  @Column({ type: 'uuid', nullable: true }) calendarEventId: string | null;
  @ManyToOne(() => CalendarEvent, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'calendar_event_id' }) calendarEvent?: CalendarEvent | null;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) taskId: string | null;
  @ManyToOne(() => Task, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'task_id' }) task?: Task | null;
}
