import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CaseCost } from '../costs/cost.entity';
import { FIRM_AND_ID, inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Contact } from '../contacts/contact.entity';
import { Document } from '../documents/document.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

export enum InvoiceStatus {
  PAID = 'PAID',
  UNPAID = 'UNPAID',
  OVERDUE = 'OVERDUE',
}
registerEnumType(InvoiceStatus, { name: 'InvoiceStatus', description: 'Derived: PAID when the balance is 0, OVERDUE past the due date (firm time zone), else UNPAID.' });

export enum PaymentMethod {
  CHECK = 'CHECK',
  ACH = 'ACH',
  CARD = 'CARD',
  CASH = 'CASH',
  WIRE = 'WIRE',
  OTHER = 'OTHER',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

/** An invoice of the firm to a client for a case; money in integer cents, totals computed on the server. */
@ObjectType({ simpleResolvers: true })
@Entity('invoices')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'number'], { unique: true })
@Index(['firmId', 'dueDate'])
@Index(['matterId'])
@Index('invoices_client_id', { synchronize: false })
@Index('invoices_number_trgm', { synchronize: false })
@Index('invoices_description_trgm', { synchronize: false })
export class Invoice extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field({ description: 'Sequential per firm, never reused: INV-2026-0001.' }) @Column({ type: 'varchar', length: 40 }) number: string;
  @Field(() => ID) @Column({ type: 'uuid' }) clientId: string;
  @ManyToOne(() => Contact, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'client_id' }) client?: Contact;
  @Field(() => ID) @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) invoiceDate: string;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) dueDate: string;
  @Field(() => String, { nullable: true }) @Column(optionalText(2000)) description: string | null;
  @Field(() => Int, { description: 'Sum of the line amounts, in cents.' }) @Column({ type: 'int' }) subtotalCents: number;
  @Field(() => Int, { description: 'In cents.' }) @Column({ type: 'int' }) totalCents: number;
  @Column({ type: 'boolean', default: false }) overdueNotified: boolean;
  /** The file attached in the Create Invoice dialog: a document of the invoice's case (kept by the documents module). */
  @Column({ type: 'uuid', nullable: true }) attachmentDocumentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'attachment_document_id' }) attachmentDocument?: Document | null;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'created_by_id' }) createdBy?: User | null;
}

/** One line of an invoice: quantity in thousandths (hours or units), rate and amount in cents. */
@ObjectType({ simpleResolvers: true })
@Entity('invoice_lines')
@Index(['firmId', 'invoiceId'])
@Index(['invoiceId', 'position'])
export class InvoiceLine {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) invoiceId: string;
  @ManyToOne(() => Invoice, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('invoice_id')) invoice?: Invoice;
  @Field(() => Int) @Column({ type: 'int' }) position: number;
  @Field() @Column({ type: 'varchar', length: 500 }) description: string;
  @Field({ description: 'YYYY-MM-DD: the day of the work (a billed cost: its date); LEDES LINE_ITEM_DATE.' }) @Column({ type: 'date' }) workDate: string;
  @Field(() => String, { nullable: true, description: 'UTBMS task code, e.g. L110.' }) @Column(optionalText(10)) utbmsTaskCode: string | null;
  @Field(() => String, { nullable: true, description: 'UTBMS activity code, e.g. A101.' }) @Column(optionalText(10)) utbmsActivityCode: string | null;
  @Field(() => Int, { description: 'Quantity in thousandths (1.5 hours = 1500).' }) @Column({ type: 'int' }) quantityThousandths: number;
  @Field(() => Int) @Column({ type: 'int' }) rateCents: number;
  @Field(() => Int, { description: 'quantity × rate, rounded half-up to the cent.' }) @Column({ type: 'int' }) amountCents: number;
  @Field(() => String, { nullable: true, description: 'UTBMS expense code (E112 court fees…): an expense line, LEDES type E.' }) @Column(optionalText(10)) utbmsExpenseCode: string | null;
  /** The case cost this expense line bills (a cost is billed once). */
  @Field(() => ID, { nullable: true, description: 'The case cost this line bills.' }) @Index({ unique: true }) @Column({ type: 'uuid', nullable: true }) costId: string | null;
  @ManyToOne(() => CaseCost, { onDelete: 'RESTRICT', nullable: true }) @JoinColumn({ name: 'cost_id' }) cost?: CaseCost | null;
  /** Who did the work (LEDES TIMEKEEPER_*): a person of the invoice's firm; every fee line has one, an expense line may not. */
  @Field(() => ID, { nullable: true, description: 'Who did the work: a person of the firm (every fee line has one; an expense line may not).' })
  @Column({ type: 'uuid', nullable: true })
  timekeeperId: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'timekeeper_id' }) timekeeper?: User | null;
}

/** A payment recorded against an invoice. */
@ObjectType({ simpleResolvers: true })
@Entity('invoice_payments')
@Index(['firmId', 'invoiceId'])
@Index(['invoiceId'])
export class Payment {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Field(() => ID) @Column({ type: 'uuid' }) invoiceId: string;
  @ManyToOne(() => Invoice, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('invoice_id')) invoice?: Invoice;
  @Field(() => Int) @Column({ type: 'int' }) amountCents: number;
  @Field({ description: 'YYYY-MM-DD' }) @Column({ type: 'date' }) paidOn: string;
  @Field(() => PaymentMethod) @Column({ type: 'enum', enum: PaymentMethod, enumName: 'payment_method' }) method: PaymentMethod;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) reference: string | null;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) recordedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'recorded_by_id' }) recordedBy?: User | null;
  @Field() @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}

/** The per-firm invoice counter; updated under a row lock so numbers are consecutive and never reused. */
@Entity('invoice_counters')
export class InvoiceCounter {
  @PrimaryColumn({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Column({ type: 'int', default: 0 }) last: number;
}
