import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Contact } from '../contacts/contact.entity';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';
import { Matter, MatterStatus } from './matter.entity';

/** Who may open a matter whose permission is SPECIFIC_USERS. */
@Entity('matter_access')
@Index(['firmId', 'matterId'])
export class MatterAccess {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) matterId: string;
  @PrimaryColumn({ type: 'uuid' }) @Index() userId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('matter_id')) matter?: Matter;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
}

/**
 * How many of a firm's cases are not deleted, and how many of those are open to everyone: kept by
 * the database in the same transaction as every change to a case (triggers on matters, migration
 * CaseCounts), so the whole case list's total is read rather than counted case by case
 * (MatterListService.countQueries).
 */
@Entity('firm_case_counts')
export class FirmCaseCount {
  @PrimaryColumn({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'int', default: 0 }) openCases: number;
  @Column({ type: 'int', default: 0 }) openToEveryone: number;
}

/** A member of staff working on a matter (the Staff grid, up to 10). */
@Entity('matter_staff')
@Index(['firmId', 'matterId'])
export class MatterStaff {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) matterId: string;
  @PrimaryColumn({ type: 'uuid' }) @Index() userId: string;
  @Column({ type: 'int' }) position: number;
  @CreateDateColumn({ type: 'timestamptz' }) addedAt: Date;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('matter_id')) matter?: Matter;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
}

/** A status change of a matter, with its date. */
@ObjectType({ simpleResolvers: true })
@Entity('matter_status_changes')
@Index(['firmId', 'matterId'])
@Index(['matterId', 'changedAt'])
export class MatterStatusChange {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('matter_id')) matter?: Matter;
  @Field(() => MatterStatus, { nullable: true })
  @Column({ type: 'enum', enum: MatterStatus, enumName: 'matter_status', nullable: true })
  fromStatus: MatterStatus | null;
  @Field(() => MatterStatus) @Column({ type: 'enum', enum: MatterStatus, enumName: 'matter_status' }) toStatus: MatterStatus;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) changedAt: Date;
  @Column({ type: 'uuid', nullable: true }) changedById: string | null;
}

export enum PartyCategory {
  PLAINTIFF = 'PLAINTIFF',
  OTHER_PLAINTIFF = 'OTHER_PLAINTIFF',
  PLAINTIFF_CONTACT = 'PLAINTIFF_CONTACT',
  COUNTER_CLAIM = 'COUNTER_CLAIM',
  DEFENDANT = 'DEFENDANT',
  NON_PARTY_CONTACT = 'NON_PARTY_CONTACT',
  THIRD_PARTY_ACTION = 'THIRD_PARTY_ACTION',
}
registerEnumType(PartyCategory, {
  name: 'PartyCategory',
  description: 'The sub-tab a party is listed on: four on the plaintiff side, three on the defendant side.',
});

export const PLAINTIFF_SIDE = [PartyCategory.PLAINTIFF, PartyCategory.OTHER_PLAINTIFF, PartyCategory.PLAINTIFF_CONTACT, PartyCategory.COUNTER_CLAIM];
export const DEFENDANT_SIDE = [PartyCategory.DEFENDANT, PartyCategory.NON_PARTY_CONTACT, PartyCategory.THIRD_PARTY_ACTION];

/** A contact's part in a matter: plaintiff, defendant, witness, insurer, … */
@ObjectType({ simpleResolvers: true })
@Entity('matter_parties')
@Index(['firmId', 'matterId', 'category', 'position'])
@Index(['firmId', 'contactId'])
export class Party extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Field(() => ID) @Column({ type: 'uuid' }) contactId: string;
  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'contact_id' }) contact?: Contact;
  @Field(() => PartyCategory) @Column({ type: 'enum', enum: PartyCategory, enumName: 'party_category' }) category: PartyCategory;
  @Field(() => String, { nullable: true, description: 'Plaintiff, Defendant, Witness, Expert, Insurance Company, …' })
  @Column(optionalText(60))
  role: string | null;
  @Field(() => String, { nullable: true, description: 'Primary Defendant, Co-Defendant, Key Witness, …' })
  @Column(optionalText(60))
  primaryLabel: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) groupName: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) comment: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) primaryComment: string | null;
  @Field(() => ID, { nullable: true, description: 'For a non-party contact: the plaintiff it relates to.' })
  @Column({ type: 'uuid', nullable: true })
  relatedPartyId: string | null;
  @Field(() => Int) @Column({ type: 'int' }) position: number;
}

/** An entry of the case timeline. */
@ObjectType({ simpleResolvers: true })
@Entity('matter_timeline_entries')
@Index(['firmId', 'matterId'])
@Index(['matterId', 'date'])
export class TimelineEntry extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('matter_id')) matter?: Matter;
  @Field() @Column({ type: 'varchar', length: 200 }) title: string;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) date: string;
  @Field(() => String, { nullable: true, description: 'HH:MM' }) @Column(optionalText(5)) time: string | null;
}
