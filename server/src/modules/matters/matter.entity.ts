import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, DeleteDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { FIRM_AND_ID, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Contact } from '../contacts/contact.entity';
import { Firm } from '../firms/firm.entity';

export enum MatterStatus {
  PENDING = 'PENDING',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
}
registerEnumType(MatterStatus, { name: 'MatterStatus' });

export enum MatterPriority {
  HIGH = 'HIGH',
  NORMAL = 'NORMAL',
  LOW = 'LOW',
}
registerEnumType(MatterPriority, { name: 'MatterPriority' });

export enum MatterPermission {
  EVERYONE = 'EVERYONE',
  SPECIFIC_USERS = 'SPECIFIC_USERS',
}
registerEnumType(MatterPermission, {
  name: 'MatterPermission',
  description: 'EVERYONE: the whole firm. SPECIFIC_USERS: only the listed users, plus firm admins.',
});

export enum AccidentTiming {
  MORE_THAN_TWO_YEARS = 'MORE_THAN_TWO_YEARS',
  LESS_THAN_TWO_WEEKS = 'LESS_THAN_TWO_WEEKS',
  TWO_WEEKS_TO_TWO_YEARS = 'TWO_WEEKS_TO_TWO_YEARS',
}
registerEnumType(AccidentTiming, { name: 'AccidentTiming', description: 'When the accident occurred, as the client answered.' });

export enum InjuryLocation {
  STORE_RETAIL = 'STORE_RETAIL',
  WAREHOUSE = 'WAREHOUSE',
  RESIDENCE_APARTMENT = 'RESIDENCE_APARTMENT',
  RESIDENCE_HOUSE = 'RESIDENCE_HOUSE',
  ROAD = 'ROAD',
  PARKING_LOT = 'PARKING_LOT',
  PARK = 'PARK',
  OTHER = 'OTHER',
}
registerEnumType(InjuryLocation, { name: 'InjuryLocation' });

/** The incident: where and when it happened, its facts, the intake questionnaire and the injury. */
@ObjectType({ simpleResolvers: true })
export class Incident {
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) state: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) date: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(40)) liabilityCode: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) comments: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) facts: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) mergedFacts: string | null;
  @Field(() => AccidentTiming, { nullable: true })
  @Column({ type: 'enum', enum: AccidentTiming, enumName: 'accident_timing', nullable: true })
  accidentTiming: AccidentTiming | null;
  @Field(() => Boolean, { nullable: true }) @Column({ type: 'boolean', nullable: true }) previousAttorney: boolean | null;
  @Field(() => InjuryLocation, { nullable: true })
  @Column({ type: 'enum', enum: InjuryLocation, enumName: 'injury_location', nullable: true })
  injuryLocation: InjuryLocation | null;
  @Field(() => String, { nullable: true, description: 'Who owns the property, and its address.' })
  @Column({ type: 'text', nullable: true })
  propertyOwner: string | null;
  @Field(() => Boolean, { nullable: true }) @Column({ type: 'boolean', nullable: true }) reportedIncident: boolean | null;
  @Field() @Column({ default: false }) seriousInjury: boolean;
  @Field() @Column({ default: false }) noInjury: boolean;
  @Field(() => ID, { nullable: true, description: 'The injured plaintiff (a contact).' })
  @Column({ type: 'uuid', nullable: true })
  injuredPlaintiffId: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) otherInjuries: string | null;
}

/** How the case reached the firm (the intake's Referral Source tab). */
@ObjectType({ simpleResolvers: true })
export class ReferralSource {
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) advertisingSource: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) advertisingComments: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) lawFirm: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) attorney: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) lawFirmComments: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) sourceName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) relationship: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) otherComments: string | null;
}

/** A case (matter) of the firm. */
@ObjectType({ simpleResolvers: true, description: 'A case (matter) of the firm.' })
@Entity('matters')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'status', 'name'])
@Index(['firmId', 'number'], { unique: true, where: '"deleted_at" IS NULL' })
// The cases of a client (search by client name); the search's expression indexes are in the SearchIndexes migration.
@Index('matters_client_id', { synchronize: false })
// The case list's default and by-name orders, and the count of cases open to everyone (MatterListIndexes migration).
@Index('matters_list_created', { synchronize: false })
@Index('matters_list_name', { synchronize: false })
@Index('matters_list_access', { synchronize: false })
@Index('matters_name_trgm', { synchronize: false })
export class Matter extends StoredRecord {
  @Column({ type: 'uuid' })
  firmId: string;

  @ManyToOne(() => Firm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm;

  @Field({ description: 'Case number, unique in the firm.' })
  @Column({ type: 'varchar', length: 40 })
  number: string;

  @Field({ description: 'Case name.' })
  @Column({ type: 'varchar', length: 300 })
  name: string;

  @Field(() => ID, { nullable: true, description: 'The client (a contact).' })
  @Column({ type: 'uuid', nullable: true })
  clientId: string | null;

  @ManyToOne(() => Contact, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'client_id' })
  client?: Contact | null;

  @Field(() => String, { nullable: true }) @Column(optionalText(100)) caseGroup: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) caseType: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) caseSubType: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) practiceArea: string | null;
  @Field(() => String, { nullable: true, description: 'Matter stage (Intake, Treatment, Demand, Litigation, …).' })
  @Column(optionalText(100))
  stage: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) court: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) description: string | null;
  @Field(() => String, { nullable: true, description: 'Facts of the case (from the intake).' })
  @Column({ type: 'text', nullable: true })
  facts: string | null;

  @Field(() => MatterStatus)
  @Column({ type: 'enum', enum: MatterStatus, enumName: 'matter_status', default: MatterStatus.PENDING })
  status: MatterStatus;

  @Field({ description: 'When the case entered its current status.' })
  @Column({ type: 'timestamptz', default: () => 'now()' })
  statusChangedAt: Date;

  @Field(() => MatterPriority)
  @Column({ type: 'enum', enum: MatterPriority, enumName: 'matter_priority', default: MatterPriority.NORMAL })
  priority: MatterPriority;

  @Field(() => MatterPermission)
  @Column({ type: 'enum', enum: MatterPermission, enumName: 'matter_permission', default: MatterPermission.EVERYONE })
  permission: MatterPermission;

  @Field(() => Incident)
  @Column(() => Incident, { prefix: 'incident' })
  incident: Incident;

  @Field(() => ReferralSource)
  @Column(() => ReferralSource, { prefix: 'referral' })
  referral: ReferralSource;

  @DeleteDateColumn({ type: 'timestamptz' })
  deletedAt: Date | null;
}
