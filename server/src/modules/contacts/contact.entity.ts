import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, DeleteDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { optionalText } from '../../db/columns';

export enum ContactKind {
  PERSON = 'PERSON',
  COMPANY = 'COMPANY',
}
registerEnumType(ContactKind, { name: 'ContactKind', description: 'People and Company in the Contacts screens.' });

export enum Gender {
  MALE = 'MALE',
  FEMALE = 'FEMALE',
  OTHER = 'OTHER',
}
registerEnumType(Gender, { name: 'Gender' });


/**
 * A person or company the firm deals with: clients, parties, witnesses, experts, insurers, other
 * firms. Identifiers (SSN, TFN, Medicare, driver's licence) are stored encrypted and shown masked.
 */
@ObjectType({ simpleResolvers: true, description: 'A person or company the firm deals with.' })
@Entity('contacts')
@Index(['firmId', 'kind', 'name'])
@Index('contacts_name_trgm', { synchronize: false })
@Index('contacts_email_trgm', { synchronize: false })
@Index('contacts_phone_trgm', { synchronize: false })
export class Contact extends StoredRecord {
  @Column({ type: 'uuid' })
  firmId: string;

  @ManyToOne(() => Firm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm;

  @Field(() => ContactKind)
  @Column({ type: 'enum', enum: ContactKind, enumName: 'contact_kind' })
  kind: ContactKind;

  @Field({ description: 'Display name: "First Middle Last, Suffix" for people, the company name for companies.' })
  @Column({ type: 'varchar', length: 400 })
  name: string;

  @Field(() => String, { nullable: true }) @Column(optionalText(20)) prefix: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) firstName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) middleName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) lastName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) nickName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(20)) suffix: string | null;
  @Field(() => String, { nullable: true, description: 'The name of a company contact.' })
  @Column(optionalText(200))
  companyName: string | null;

  @Field(() => String, { nullable: true, description: 'The organization a person belongs to.' })
  @Column(optionalText(200))
  organization: string | null;

  @Field(() => Gender, { nullable: true })
  @Column({ type: 'enum', enum: Gender, enumName: 'gender', nullable: true })
  gender: Gender | null;

  @Field(() => String, { nullable: true }) @Column(optionalText(320)) email: string | null;
  @Field(() => String, { nullable: true, description: 'The primary phone, E.164.' }) @Column(optionalText(32)) primaryPhone: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) referredBy: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) comments: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) contactType: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) language: string | null;
  @Field(() => String, { nullable: true, description: "The client's id in its e-billing (CLIENT_ID of LEDES files): at most 20 characters." })
  @Column(optionalText(20))
  ledesClientId: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) dateOfBirth: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) dateOfDeath: string | null;

  @Field() @Column({ default: true }) active: boolean;
  @Field() @Column({ default: false }) preventMailing: boolean;
  @Field() @Column({ default: false }) locked: boolean;
  @Field() @Column({ default: false }) noAutoCommunication: boolean;

  @Field(() => String, { nullable: true, description: 'Where the photo or logo is served; set by uploading one.' })
  @Column(optionalText(2048))
  photoUrl: string | null;

  /** Where the photo is kept in the firm's file storage (never exposed). */
  @Column(optionalText(300))
  photoKey: string | null;

  @Field(() => [String], { description: 'Roles the contact plays for the firm: Client, Witness, Expert, …' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  websites: string[];

  @Field(() => [String], { description: 'Email addresses besides the main one.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  otherEmails: string[];

  // Other Detail
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) country: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) birthPlace: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(20)) ein: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(20)) height: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(20)) weight: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) primaryLanguage: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) secondaryLanguage: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) mothersMaidenName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(30)) maritalStatus: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) marriageDate: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) marriageLocation: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) spouseName: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) religion: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(10)) driversLicenseState: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) idNumber: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(10)) idState: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) race: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) occupation: string | null;

  // Identifiers: ciphertext (never exposed) and the last four characters for the masked display.
  @Column({ type: 'text', nullable: true, select: false }) ssnEncrypted: string | null;
  @Column(optionalText(4)) ssnLast4: string | null;
  @Column({ type: 'text', nullable: true, select: false }) tfnEncrypted: string | null;
  @Column(optionalText(4)) tfnLast4: string | null;
  @Column({ type: 'text', nullable: true, select: false }) medicareEncrypted: string | null;
  @Column(optionalText(4)) medicareLast4: string | null;
  @Column({ type: 'text', nullable: true, select: false }) driversLicenseEncrypted: string | null;
  @Column(optionalText(4)) driversLicenseLast4: string | null;

  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
