import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsDay, IsIdOf } from '../../graphql/validators';
import { Invoice, PaymentMethod } from './invoice.entity';
import { SortDirection } from '../../graphql/sorting';
import { UTBMS_ACTIVITY_CODES, UTBMS_TASK_CODES } from './utbms';

const MAX_CENTS = 2_000_000_000;

@InputType()
export class InvoiceLineInput {
  @Field({ description: "What was done; on a line billing a cost, empty for the cost's own description." })
  @ValidateIf((line: InvoiceLineInput) => !line.costId)
  @IsNotEmpty({ message: 'Describe the line.' })
  @MaxLength(500)
  description: string;
  @Field(() => String, { nullable: true, description: 'A task code of the ABA UTBMS Litigation Code Set, like L110 (`utbmsCodes` lists them).' })
  @IsOptional()
  @IsIn(Object.keys(UTBMS_TASK_CODES), { message: 'Use a task code of the ABA litigation code set, like L110.' })
  utbmsTaskCode?: string | null;
  @Field(() => String, { nullable: true, description: 'An ABA UTBMS activity code, A101 to A111 (`utbmsCodes` lists them).' })
  @IsOptional()
  @IsIn(Object.keys(UTBMS_ACTIVITY_CODES), { message: 'Use an ABA activity code, A101 to A111.' })
  utbmsActivityCode?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD: the day of the work, not after the invoice date; default the invoice date. A line billing a cost takes the cost's date." })
  @IsOptional()
  @IsDay()
  workDate?: string | null;
  @Field({ description: 'Hours or units: a decimal with up to 3 decimals, e.g. "1.5".' })
  @Matches(/^\d{1,7}(\.\d{1,3})?$/, { message: 'Enter a quantity like 1.5 (up to 3 decimals).' })
  quantity: string;
  @Field(() => Int, { description: 'In cents.' }) @IsInt() @Min(0, { message: 'The rate cannot be negative.' }) @Max(MAX_CENTS) rateCents: number;
  @Field(() => ID, { nullable: true, description: "A cost of the invoice's case not yet billed: the line bills it as an expense (its amount, quantity 1, its UTBMS expense code)." })
  @IsOptional()
  @IsIdOf('cost')
  costId?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Who did the work: a person of your firm. A fee line without one is billed to you when you are an attorney or paralegal, else to the case's first attorney, else to you; an expense line may have none.",
  })
  @IsOptional()
  @IsIdOf('timekeeper')
  timekeeperId?: string | null;
}

@InputType()
export class InvoiceFieldsInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today in the firm time zone.' }) @IsOptional() @IsDay() invoiceDate?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) description?: string | null;
  @Field(() => ID, { nullable: true, description: "A document of the invoice's case (uploaded through POST /api/files) to attach; null on update removes it." })
  @IsOptional()
  @IsIdOf('document')
  attachmentDocumentId?: string | null;
}

@InputType()
export class CreateInvoiceInput extends InvoiceFieldsInput {
  @Field(() => ID, { description: 'The client (a contact).' }) @IsIdOf('client') clientId: string;
  @Field(() => ID) @IsIdOf('case') matterId: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() dueDate: string;
  @Field(() => [InvoiceLineInput]) @ArrayMinSize(1, { message: 'Add at least one line.' }) @ArrayMaxSize(500) @ValidateNested({ each: true }) lines: InvoiceLineInput[];
}

@InputType({ description: 'Given lines replace all the lines.' })
export class UpdateInvoiceInput extends InvoiceFieldsInput {
  @Field(() => ID) @IsIdOf('invoice') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('client') clientId?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('case') matterId?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() dueDate?: string;
  @Field(() => [InvoiceLineInput], { nullable: true })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Add at least one line.' })
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  lines?: InvoiceLineInput[];
}

@InputType()
export class RecordPaymentInput {
  @Field(() => ID) @IsIdOf('invoice') invoiceId: string;
  @Field(() => Int, { description: "The invoice's version as you saw it." }) @IsInt() @Min(1) version: number;
  @Field(() => Int, { description: 'In cents.' }) @IsInt() @Min(1, { message: 'Enter an amount.' }) @Max(MAX_CENTS) amountCents: number;
  @Field({ description: 'YYYY-MM-DD' }) @IsDay() paidOn: string;
  @Field(() => PaymentMethod) method: PaymentMethod;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) reference?: string | null;
}

export enum InvoiceFilter {
  ALL = 'ALL',
  PAID = 'PAID',
  UNPAID = 'UNPAID',
  OVERDUE = 'OVERDUE',
}
registerEnumType(InvoiceFilter, { name: 'InvoiceFilter', description: 'UNPAID: not paid and not overdue.' });

export enum InvoiceSort {
  NUMBER = 'NUMBER',
  CLIENT = 'CLIENT',
  CASE = 'CASE',
  DUE_DATE = 'DUE_DATE',
  BALANCE = 'BALANCE',
  TOTAL = 'TOTAL',
  STATUS = 'STATUS',
  CREATED = 'CREATED',
}
registerEnumType(InvoiceSort, { name: 'InvoiceSort' });

@ArgsType()
export class InvoicesArgs extends PageArgs {
  @Field(() => InvoiceFilter, { defaultValue: InvoiceFilter.ALL }) @IsIn(Object.values(InvoiceFilter)) filter: InvoiceFilter = InvoiceFilter.ALL;
  @Field(() => ID, { nullable: true, description: "Only this case's invoices." }) @IsOptional() @IsIdOf('case') matterId?: string;
  @Field(() => String, { nullable: true, description: 'Invoice number, client or case name.' }) @IsOptional() @MaxLength(200) search?: string;
  @Field(() => InvoiceSort, { defaultValue: InvoiceSort.NUMBER }) @IsIn(Object.values(InvoiceSort)) sortBy: InvoiceSort = InvoiceSort.NUMBER;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC }) @IsIn(Object.values(SortDirection)) sortDirection: SortDirection = SortDirection.DESC;
}

@ObjectType({ simpleResolvers: true })
export class InvoicePage extends Paginated(Invoice) {}

@ObjectType({ simpleResolvers: true })
export class InvoiceBucket {
  @Field(() => Int) count: number;
  @Field(() => Int, { description: 'Paid: the totals; unpaid and overdue: the balances due.' }) amountCents: number;
}

@ObjectType({ simpleResolvers: true, description: "The summary cards over the invoices you may see." })
export class InvoiceSummary {
  @Field(() => InvoiceBucket) paid: InvoiceBucket;
  @Field(() => InvoiceBucket) unpaid: InvoiceBucket;
  @Field(() => InvoiceBucket) overdue: InvoiceBucket;
}

@ObjectType({ simpleResolvers: true, description: 'An invoice you may see was added, changed, paid or deleted: read the list, the cards or the invoice again.' })
export class InvoiceUpdate {
  @Field({ description: 'Pass the last one you saw as `after` when you subscribe again.' }) cursor: string;
  @Field(() => ID) invoiceId: string;
  @Field({ description: 'ADDED, CHANGED, PAID or DELETED.' }) change: string;
}

@ObjectType({ simpleResolvers: true, description: 'A UTBMS code an invoice line may carry, with its ABA name.' })
export class UtbmsCode {
  @Field({ description: 'L110, A101' }) code: string;
  @Field({ description: 'Fact Investigation/Development' }) name: string;
}

@ObjectType({ simpleResolvers: true, description: "The ABA UTBMS codes invoice lines take: the Litigation Code Set's task codes and the activity codes." })
export class UtbmsCodeSets {
  @Field(() => [UtbmsCode]) tasks: UtbmsCode[];
  @Field(() => [UtbmsCode]) activities: UtbmsCode[];
}
