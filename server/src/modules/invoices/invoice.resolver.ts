import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription, UseMiddleware } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { eventCursorArg } from '../../graphql/pagination';
import { listComplexity } from '../../graphql/limits';
import { Contact } from '../contacts/contact.entity';
import { Document } from '../documents/document.entity';
import { Matter } from '../matters/matter.entity';
import { assertBillingAccess, BillingAccess } from '../permissions/permission.access';
import { User } from '../users/user.entity';
import { Invoice, InvoiceLine, InvoiceStatus, Payment } from './invoice.entity';
import { CreateInvoiceInput, InvoicePage, InvoicesArgs, InvoiceSummary, InvoiceUpdate, RecordPaymentInput, UpdateInvoiceInput, UtbmsCodeSets } from './invoice.inputs';
import { UTBMS_ACTIVITY_CODES, UTBMS_TASK_CODES } from './utbms';
import type { InvoiceEventPayload } from './invoice.service';
import { formatQuantity } from './invoice.money';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

/** Who sees billing by default: attorneys, firm admins and paralegals (read only); staff and clients do not. Each firm may change it (Firm User Permissions, enforced by BillingAccess). */
export const BILLING_READERS = [Role.FIRM_ADMIN, Role.ATTORNEY, Role.PARALEGAL] as const;
/** Who creates, edits, deletes invoices and records payments. */
export const BILLING_WRITERS = [Role.FIRM_ADMIN, Role.ATTORNEY] as const;

/** Paralegals' and staff's reading, and attorneys' writing, follow the firm's Firm User Permissions (BillingAccess). */
@Authorized(...FIRM_STAFF_ROLES)
@UseMiddleware(BillingAccess)
@Resolver(() => Invoice)
export class InvoiceResolver {
  @Query(() => InvoicePage, { description: 'Invoices you may see, filtered by derived status, searched, sorted and paged in SQL.', complexity: listComplexity })
  invoices(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: InvoicesArgs, @Ctx() ctx: RequestContext): Promise<InvoicePage> {
    return ctx.services.invoices.list(viewer, args);
  }

  @Query(() => InvoiceSummary, { description: 'The Paid / Unpaid / Overdue cards over the invoices you may see.' })
  invoiceSummary(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<InvoiceSummary> {
    return ctx.services.invoices.summary(viewer);
  }

  @Subscription(() => InvoiceUpdate, {
    description: 'Invoices of cases you may open, as they are added, changed, paid or deleted (ids only: read them through the queries).',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const viewer = firmViewerOf(ctx, FIRM_STAFF_ROLES);
      await assertBillingAccess(ctx, 'read'); // as the firm's permissions decide, like the queries
      return ctx.services.invoices.stream(viewer, eventCursorArg(args.after));
    },
  })
  invoiceUpdates(@Root() event: AppEvent<InvoiceEventPayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): InvoiceUpdate {
    return { cursor: event.cursor, invoiceId: event.payload.invoiceId, change: event.payload.change };
  }

  @Query(() => UtbmsCodeSets, { description: 'The UTBMS task and activity codes an invoice line may carry (the ABA code sets), for the invoice form.' })
  utbmsCodes(): UtbmsCodeSets {
    const list = (codes: Readonly<Record<string, string>>) => Object.entries(codes).map(([code, name]) => ({ code, name }));
    return { tasks: list(UTBMS_TASK_CODES), activities: list(UTBMS_ACTIVITY_CODES) };
  }

  @Query(() => Invoice)
  invoice(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Invoice> {
    return ctx.services.invoices.get(viewer, id);
  }

  @Authorized(...BILLING_WRITERS)
  @Mutation(() => Invoice, { description: 'Numbers it (sequential per firm), prices the lines (half-up per line) and totals it on the server.' })
  createInvoice(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: CreateInvoiceInput, @Ctx() ctx: RequestContext): Promise<Invoice> {
    return ctx.services.invoices.create(viewer, input);
  }

  @Authorized(...BILLING_WRITERS)
  @Mutation(() => Invoice, { description: 'With the version you saw; given lines replace all the lines.' })
  updateInvoice(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateInvoiceInput, @Ctx() ctx: RequestContext): Promise<Invoice> {
    return ctx.services.invoices.update(viewer, input);
  }

  @Authorized(...BILLING_WRITERS)
  @Mutation(() => Boolean)
  deleteInvoice(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.invoices.delete(viewer, id);
  }

  @Authorized(...BILLING_WRITERS)
  @Mutation(() => Invoice, { description: 'Records a payment; refused when it exceeds the balance or the invoice changed since you saw it.' })
  recordPayment(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: RecordPaymentInput, @Ctx() ctx: RequestContext): Promise<Invoice> {
    return ctx.services.invoices.recordPayment(viewer, input);
  }

  @FieldResolver(() => [InvoiceLine])
  lines(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<InvoiceLine[]> {
    return ctx.loaders.linesByInvoice.load(invoice.id);
  }

  @FieldResolver(() => [Payment])
  payments(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<Payment[]> {
    return ctx.loaders.paymentsByInvoice.load(invoice.id);
  }

  @FieldResolver(() => Int, { description: 'Sum of the payments, in cents.' })
  async paidCents(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.standingByInvoice.load(invoice.id)).paidCents;
  }

  @FieldResolver(() => Int, { description: 'Total − payments, in cents.' })
  async balanceCents(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.standingByInvoice.load(invoice.id)).balanceCents;
  }

  @FieldResolver(() => InvoiceStatus)
  async status(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<InvoiceStatus> {
    return (await ctx.loaders.standingByInvoice.load(invoice.id)).status;
  }

  @FieldResolver(() => Matter, { nullable: true, description: 'Null when you may no longer open the case.' })
  matter(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<Matter | null> {
    return ctx.loaders.accessibleMatterById.load(invoice.matterId);
  }

  @FieldResolver(() => Document, { nullable: true, description: "The attached file: a document of the invoice's case (download at /api/files/{id})." })
  async attachment(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<Document | null> {
    if (!invoice.attachmentDocumentId) return null;
    const document = await ctx.loaders.attachmentById.load(invoice.attachmentDocumentId);
    // The invoice is readable, so its own case is; anything else is not shown.
    return document && document.firmId === invoice.firmId && document.matterId === invoice.matterId ? document : null;
  }

  @FieldResolver(() => Contact, { nullable: true })
  client(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): Promise<Contact | null> {
    return ctx.loaders.contactById.load(invoice.clientId);
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => InvoiceLine)
export class InvoiceLineResolver {
  @FieldResolver(() => String, { description: 'Hours or units as a decimal string, e.g. "1.5".' })
  quantity(@Root() line: InvoiceLine): string {
    return formatQuantity(line.quantityThousandths);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who did the work (a person of your firm); null on an expense line without one.' })
  timekeeper(@Root() line: InvoiceLine, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return line.timekeeperId ? ctx.loaders.userById.load(line.timekeeperId) : null;
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Payment)
export class PaymentResolver {
  @FieldResolver(() => User, { nullable: true })
  recordedBy(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return payment.recordedById ? ctx.loaders.userById.load(payment.recordedById) : null;
  }
}
