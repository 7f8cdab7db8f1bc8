import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { FIRM_AND_ID, inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Document } from '../documents/document.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

export enum EmailDirection {
  INBOUND = 'INBOUND',
  OUTBOUND = 'OUTBOUND',
}
registerEnumType(EmailDirection, { name: 'EmailDirection', description: 'Received by the firm, or sent by it.' });

export enum EmailOrigin {
  IMPORTED = 'IMPORTED',
  RECORDED = 'RECORDED',
}
registerEnumType(EmailOrigin, { name: 'EmailOrigin', description: 'Imported from an .eml file, or recorded by hand.' });

/** An email filed on a case: imported from an .eml file (with its attachments as documents) or recorded by hand. */
@ObjectType({ simpleResolvers: true })
@Entity('case_emails')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'matterId', 'sentAt'])
@Index(['matterId', 'messageId'], { unique: true, where: 'message_id IS NOT NULL' })
export class CaseEmail extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Field({ description: 'The subject (Description column).' }) @Column({ type: 'varchar', length: 500 }) description: string;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) category: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) subCategory: string | null;
  @Field({ description: 'Someone has reviewed it.' }) @Column({ type: 'boolean', default: false }) reviewed: boolean;
  @Field(() => Date, { nullable: true }) @Column({ type: 'timestamptz', nullable: true }) reviewedAt: Date | null;
  @Column({ type: 'uuid', nullable: true }) reviewedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'reviewed_by_id' }) reviewedBy?: User | null;
  @Field({ description: 'When it was sent.' }) @Column({ type: 'timestamptz' }) sentAt: Date;
  @Field({ description: 'From, as written in the email ("Name <address>").' }) @Column({ type: 'varchar', length: 500 }) fromAddress: string;
  @Field({ description: 'To (and Cc), comma separated.' }) @Column({ type: 'text', default: '' }) toAddresses: string;
  @Field(() => EmailDirection) @Column({ type: 'enum', enum: EmailDirection, enumName: 'email_direction' }) direction: EmailDirection;
  @Field(() => EmailOrigin) @Column({ type: 'enum', enum: EmailOrigin, enumName: 'email_origin' }) origin: EmailOrigin;
  @Field(() => String, { nullable: true, description: 'The text of the email.' }) @Column({ type: 'text', nullable: true }) bodyText: string | null;
  @Column({ type: 'varchar', length: 998, nullable: true }) messageId: string | null;
  @Field(() => Int) @Column({ type: 'int', default: 0 }) attachmentCount: number;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
}

/** An email's attachment, kept as a document of the case. */
@Entity('case_email_attachments')
@Index(['firmId', 'emailId'])
export class CaseEmailAttachment {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) emailId: string;
  @ManyToOne(() => CaseEmail, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('email_id')) email?: CaseEmail;
  @PrimaryColumn({ type: 'uuid' }) @Index() documentId: string;
  @ManyToOne(() => Document, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'document_id' }) document?: Document;
}
