import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, insteadOfNotFound, isUniqueViolation, notFound, staleEdit } from '../../graphql/errors';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import { Document } from '../documents/document.entity';
import type { DocumentService } from '../documents/document.service';
import { accessibleMatterIds, staffWhoMaySee } from '../matters/matter.access';
import type { MatterService } from '../matters/matter.service';
import { NotificationType } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import { Invoice, InvoiceLine, InvoiceStatus, Payment } from './invoice.entity';
import {
  InvoiceFilter, InvoiceSort, type CreateInvoiceInput, type InvoiceLineInput, type InvoicesArgs, type InvoiceSummary, type RecordPaymentInput, type UpdateInvoiceInput,
} from './invoice.inputs';
import { ledesId, type LedesInvoice } from './invoice.ledes';
import { oneByOne } from '../../db/batches';
import { timekeepersOf, withTimekeepers } from './invoice.timekeepers';
import { timekeeperClassificationOf } from '../users/user.classification';
import type { User } from '../users/user.entity';
import { parseQuantity } from './invoice.money';
import { formatMoney, lineAmountCents } from '../../graphql/money';
import { updateVersioned } from '../../db/versioned';
import { SortDirection } from '../../graphql/sorting';
import { trimmedChange } from '../../graphql/text';
import type { CostService } from '../costs/cost.service';
import { billingHeaderOf, type Letterhead, type Remittance } from '../firms/firm.letterhead';
import { COST_CATEGORY_LABELS, UTBMS_EXPENSE_CODES } from '../costs/cost.rules';
import type { FirmClock } from '../firms/firm-clock';

/** What is derived, never stored: paid so far, balance and status, per invoice row `i` (today in the firm's time zone is `$tz`). */
const PAID_SQL = '(SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payments p WHERE p.invoice_id = i.id)';
/** The firm's zone in SQL where no viewer says it: its own, else `serverZone` (a parameter). */
const firmZoneSql = (serverZone: string) => `COALESCE((SELECT f.time_zone FROM firms f WHERE f.id = i.firm_id), ${serverZone})`;

const statusSql = (tz: string) =>
  `CASE WHEN i.total_cents - ${PAID_SQL} <= 0 THEN 'PAID' WHEN i.due_date < (now() AT TIME ZONE ${tz})::date THEN 'OVERDUE' ELSE 'UNPAID' END`;

const SORT_SQL: Record<InvoiceSort, string> = {
  [InvoiceSort.NUMBER]: 'i.number',
  [InvoiceSort.CLIENT]: 'c.name',
  [InvoiceSort.CASE]: 'm.name',
  [InvoiceSort.DUE_DATE]: 'i.due_date',
  [InvoiceSort.BALANCE]: 'balance_cents',
  [InvoiceSort.TOTAL]: 'i.total_cents',
  [InvoiceSort.STATUS]: 'status',
  [InvoiceSort.CREATED]: 'i.created_at',
};

/** The live topic of invoices: lists, cards and open invoices read again when one changes. */
export const INVOICE_TOPIC = 'invoice';

export interface InvoiceEventPayload {
  invoiceId: string;
  change: 'ADDED' | 'CHANGED' | 'PAID' | 'DELETED';
}

export interface InvoiceStanding {
  paidCents: number;
  balanceCents: number;
  status: InvoiceStatus;
}


/** Invoices: sequential numbers per firm, lines with totals in integer cents, payments that cannot overpay, derived status. */
export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly notifications: NotificationService,
    private readonly clock: FirmClock,
    private readonly documents: DocumentService,
    private readonly costs: CostService,
    private readonly events: EventBus,
  ) {}

  /** The viewer's invoice events after `after`, then live (only of cases they may open). */
  stream(viewer: FirmViewer, after: string | null): AsyncIterable<AppEvent<InvoiceEventPayload>> {
    return this.events.stream({ topic: INVOICE_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after) as AsyncIterable<AppEvent<InvoiceEventPayload>>;
  }

  /** Tells everyone who may open the invoice's case (and its former case) that it changed, when the transaction commits. */
  private async announce(manager: EntityManager, viewer: FirmViewer, invoice: Pick<Invoice, 'id' | 'matterId'>, change: InvoiceEventPayload['change'], previousMatterId?: string): Promise<void> {
    const recipientIds = await staffWhoMaySee(manager, viewer.firm.id, invoice.matterId);
    if (previousMatterId && previousMatterId !== invoice.matterId) recipientIds.push(...(await staffWhoMaySee(manager, viewer.firm.id, previousMatterId)));
    await this.events.publish<InvoiceEventPayload>(manager, { firmId: viewer.firm.id, topic: INVOICE_TOPIC, recipientIds, payload: { invoiceId: invoice.id, change } });
  }

  /** Who answers for a case's invoices: its attorneys, else the firm's attorneys and admins. */
  private async responsibleFor(manager: EntityManager, firmId: string, matterId: string): Promise<string[]> {
    const staff: Array<{ id: string }> = await manager.query(
      `SELECT u.id FROM matter_staff s JOIN users u ON u.id = s.user_id
       WHERE s.matter_id = $1 AND u.role = 'ATTORNEY' AND u.status = 'ACTIVE'`,
      [matterId],
    );
    const recipients = staff.length
      ? staff
      : ((await manager.query(`SELECT id FROM users WHERE firm_id = $1 AND status = 'ACTIVE' AND role IN ('ATTORNEY', 'FIRM_ADMIN')`, [firmId])) as Array<{ id: string }>);
    return recipients.map((r) => r.id);
  }

  /** The invoices the viewer may see (firm, and the case's access), as raw SQL `FROM invoices i JOIN …` with its params. */
  private visible(viewer: FirmViewer, first: number): { from: string; params: unknown[] } {
    const access = accessibleMatterIds(viewer, first + 1);
    return {
      // LEFT JOINs, though every invoice has both (foreign keys): a statement that reads nothing of
      // the case or client (the count, the cards) then skips joining them altogether.
      from: `FROM invoices i LEFT JOIN matters m ON m.id = i.matter_id LEFT JOIN contacts c ON c.id = i.client_id
             WHERE i.firm_id = $${first} AND i.matter_id IN (${access.sql})`,
      params: [viewer.firm.id, ...access.params],
    };
  }

  async list(viewer: FirmViewer, args: InvoicesArgs): Promise<Page<Invoice>> {
    const params: unknown[] = [this.clock.zoneOf(viewer.firm)];
    const visible = this.visible(viewer, 2);
    params.push(...visible.params);
    const conditions: string[] = [];
    if (args.filter !== InvoiceFilter.ALL) {
      params.push(args.filter);
      conditions.push(`status = $${params.length}`);
    }
    let where = '';
    if (args.matterId) {
      params.push(args.matterId);
      where += ` AND i.matter_id = $${params.length}`;
    }
    const search = args.search?.trim();
    if (search) {
      params.push(likePattern(search), viewer.firm.id);
      const [pattern, firm] = [`$${params.length - 1}`, `$${params.length}`];
      // The client and case names as the ids of the matching contacts and cases: every arm of the
      // OR then reads an index of invoices instead of joining all of them first.
      where += ` AND (i.number ILIKE ${pattern} OR i.description ILIKE ${pattern}
        OR i.client_id = ANY (ARRAY(SELECT named.id FROM contacts named WHERE named.firm_id = ${firm} AND named.name ILIKE ${pattern}))
        OR i.matter_id = ANY (ARRAY(SELECT named.id FROM matters named WHERE named.firm_id = ${firm} AND named.name ILIKE ${pattern})))`;
    }
    const { offset, limit } = pageWindow(args);
    params.push(limit, offset);
    const direction = args.sortDirection === SortDirection.ASC ? 'ASC' : 'DESC';
    // The page and the count as two statements: without a status filter or a sort on a derived
    // value, PostgreSQL then works out balance and status for none of the firm's invoices (the page
    // only returns ids; a window count would have made it derive them for every invoice). No sorted
    // value is ever null, and without NULLS LAST a sort by number or due date reads its index.
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT id FROM (
           SELECT i.id, i.number, i.due_date, i.total_cents, i.created_at, c.name AS client_name, m.name AS case_name,
                  i.total_cents - ${PAID_SQL} AS balance_cents, ${statusSql('$1')} AS status
           ${visible.from}${where}
         ) i ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
         ORDER BY ${SORT_SQL[args.sortBy].replace(/^c\.name$/, 'client_name').replace(/^m\.name$/, 'case_name').replace(/^i\./, '')} ${direction}, number ${direction}, id
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      ) as Promise<Array<{ id: string }>>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM (SELECT ${statusSql('$1')} AS status ${visible.from}${where}) i ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
        params.slice(0, -2),
      ) as Promise<Array<{ total: number }>>,
    ]);
    const totalCount = counted[0]?.total ?? 0;
    const found = rows.length ? await this.dataSource.getRepository(Invoice).findBy({ id: In(rows.map((r) => r.id)) }) : [];
    const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
    const items = rows.map((r) => byId.get(r.id)).filter((invoice): invoice is Invoice => !!invoice);
    return pageWithTotal(args, items, totalCount);
  }

  /** The cards: count and amount of paid (totals), unpaid and overdue (balances) invoices, in SQL. */
  async summary(viewer: FirmViewer): Promise<InvoiceSummary> {
    const visible = this.visible(viewer, 2);
    const rows: Array<{ status: InvoiceStatus; count: number; amount: string }> = await this.dataSource.query(
      `SELECT status, count(*)::int AS count, COALESCE(SUM(CASE WHEN status = 'PAID' THEN total_cents ELSE balance_cents END), 0)::bigint AS amount
       FROM (SELECT i.total_cents, i.total_cents - ${PAID_SQL} AS balance_cents, ${statusSql('$1')} AS status ${visible.from}) i
       GROUP BY status`,
      [this.clock.zoneOf(viewer.firm), ...visible.params],
    );
    const bucket = (status: InvoiceStatus) => {
      const row = rows.find((r) => r.status === status);
      return { count: row?.count ?? 0, amountCents: Number(row?.amount ?? 0) };
    };
    return { paid: bucket(InvoiceStatus.PAID), unpaid: bucket(InvoiceStatus.UNPAID), overdue: bucket(InvoiceStatus.OVERDUE) };
  }

  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<Invoice> {
    const visible = this.visible(viewer, 2);
    const rows: Array<{ id: string }> = await manager.query(`SELECT i.id ${visible.from} AND i.id = $1`, [id, ...visible.params]);
    if (!rows.length) throw notFound('The invoice');
    return manager.getRepository(Invoice).findOneByOrFail({ id });
  }

  /** Paid so far, balance and status of each invoice, in one query. */
  async standings(firmId: string, ids: readonly string[]): Promise<Map<string, InvoiceStanding>> {
    const rows: Array<{ id: string; paid: number; balance: number; status: InvoiceStatus }> = await this.dataSource.query(
      `SELECT i.id, ${PAID_SQL}::int AS paid, (i.total_cents - ${PAID_SQL})::int AS balance, ${statusSql(firmZoneSql('$2'))} AS status
       FROM invoices i WHERE i.id = ANY($1) AND i.firm_id = $3`,
      [[...ids], this.clock.serverZone, firmId],
    );
    return new Map(rows.map((r) => [r.id, { paidCents: r.paid, balanceCents: r.balance, status: r.status }]));
  }

  async linesOf(firmId: string, invoiceIds: readonly string[]): Promise<InvoiceLine[]> {
    return this.dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: In([...invoiceIds]), firmId }, order: { position: 'ASC' } });
  }

  /** The attached documents of invoices, by document id (the resolver keeps only the invoice's own case). */
  async attachmentsOf(firmId: string, documentIds: readonly string[]): Promise<Document[]> {
    return this.dataSource.getRepository(Document).findBy({ id: In([...documentIds]), firmId });
  }

  async paymentsOf(firmId: string, invoiceIds: readonly string[]): Promise<Payment[]> {
    return this.dataSource.getRepository(Payment).find({ where: { invoiceId: In([...invoiceIds]), firmId }, order: { paidOn: 'ASC', createdAt: 'ASC' } });
  }

  async create(viewer: FirmViewer, input: CreateInvoiceInput): Promise<Invoice> {
    const invoiceDate = input.invoiceDate ?? this.clock.today(viewer.firm);
    const lines = await withTimekeepers(this.dataSource.manager, viewer, input.matterId, this.priced(input.lines, invoiceDate));
    await this.checkReferences(viewer, input.clientId, input.matterId);
    const attachmentDocumentId = input.attachmentDocumentId ? await this.checkAttachment(viewer, input.attachmentDocumentId, input.matterId) : null;
    return this.dataSource.transaction(async (manager) => {
      const number = await this.nextNumber(manager, viewer.firm.id, this.clock.today(viewer.firm));
      const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const invoice = await manager.getRepository(Invoice).save(
        manager.getRepository(Invoice).create({
          firmId: viewer.firm.id,
          number,
          clientId: input.clientId,
          matterId: input.matterId,
          invoiceDate,
          dueDate: input.dueDate,
          description: trimmedChange(input.description) ?? null,
          attachmentDocumentId,
          subtotalCents: total,
          totalCents: total,
          createdById: viewer.user.id,
        }),
      );
      // Lines that bill a cost take the cost's amount: the total is what the saved lines add up to.
      const saved = await this.saveLines(manager, viewer, invoice, lines);
      if (saved !== total) {
        await manager.update(Invoice, { id: invoice.id }, { subtotalCents: saved, totalCents: saved });
        // The update counted a version: what the caller edits next is the row as it now is.
        Object.assign(invoice, await manager.getRepository(Invoice).findOneByOrFail({ id: invoice.id }));
      }
      await this.matters.record(manager, viewer, invoice.matterId, 'matter.invoice_added', `Created the invoice ${number} for ${formatMoney(saved)}`);
      await this.announce(manager, viewer, invoice, 'ADDED');
      return invoice;
    });
  }

  async update(viewer: FirmViewer, input: UpdateInvoiceInput): Promise<Invoice> {
    const invoice = await this.get(viewer, input.id);
    const stale = () => staleEdit(`Invoice ${invoice.number}`);
    if (invoice.version !== input.version) throw stale();
    const invoiceDate = input.invoiceDate ?? invoice.invoiceDate;
    const lines = input.lines ? await withTimekeepers(this.dataSource.manager, viewer, input.matterId ?? invoice.matterId, this.priced(input.lines, invoiceDate)) : undefined;
    if (input.clientId !== undefined || input.matterId !== undefined) {
      await this.checkReferences(viewer, input.clientId ?? invoice.clientId, input.matterId ?? invoice.matterId);
    }
    const attachmentDocumentId = input.attachmentDocumentId === undefined ? invoice.attachmentDocumentId : input.attachmentDocumentId;
    if (attachmentDocumentId && (input.attachmentDocumentId !== undefined || input.matterId !== undefined)) {
      await this.checkAttachment(viewer, attachmentDocumentId, input.matterId ?? invoice.matterId);
    }
    return this.dataSource.transaction(async (manager) => {
      const locked = await manager.getRepository(Invoice).findOne({ where: { id: invoice.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked || locked.version !== input.version) throw stale();
      const changes: Partial<Invoice> = {};
      if (input.clientId !== undefined) changes.clientId = input.clientId;
      if (input.matterId !== undefined) changes.matterId = input.matterId;
      if (input.dueDate !== undefined) changes.dueDate = input.dueDate;
      if (input.invoiceDate !== undefined) changes.invoiceDate = input.invoiceDate;
      if (input.description !== undefined) changes.description = trimmedChange(input.description) ?? null;
      if (input.attachmentDocumentId !== undefined) changes.attachmentDocumentId = input.attachmentDocumentId ?? null;
      if (!lines && input.invoiceDate !== undefined) {
        // The lines kept must still be work done by the invoice's date.
        const late: Array<{ work_date: string }> = await manager.query(
          `SELECT to_char(max(work_date), 'YYYY-MM-DD') AS work_date FROM invoice_lines WHERE invoice_id = $1 AND work_date > $2::date`,
          [invoice.id, input.invoiceDate],
        );
        if (late[0]?.work_date) throw badUserInput([{ field: 'invoiceDate', messages: [`A line is dated ${late[0].work_date}: the invoice date cannot be before its work.`] }]);
      }
      if (lines) {
        const total = await this.saveLines(manager, viewer, { id: invoice.id, matterId: changes.matterId ?? locked.matterId }, lines);
        const paid = await this.paidCents(manager, invoice.id);
        if (total < paid) throw badUserInput([{ field: 'lines', messages: [`The total cannot be less than what was already paid (${formatMoney(paid)}).`] }]);
        changes.subtotalCents = total;
        changes.totalCents = total;
      }
      await updateVersioned(manager, Invoice, { id: invoice.id, firmId: viewer.firm.id, version: input.version }, changes, stale);
      const saved = await manager.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
      await this.matters.record(manager, viewer, saved.matterId, 'matter.invoice_updated', `Changed the invoice ${saved.number}`);
      await this.announce(manager, viewer, saved, 'CHANGED', locked.matterId);
      return saved;
    });
  }

  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const invoice = await this.get(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Invoice).delete({ id });
      await this.matters.record(manager, viewer, invoice.matterId, 'matter.invoice_deleted', `Deleted the invoice ${invoice.number}`);
      await this.announce(manager, viewer, invoice, 'DELETED');
    });
    return true;
  }

  /** Records a payment under a row lock on the invoice: the version must match and the amount cannot exceed the balance. */
  async recordPayment(viewer: FirmViewer, input: RecordPaymentInput): Promise<Invoice> {
    await this.get(viewer, input.invoiceId);
    return this.dataSource.transaction(async (manager) => {
      const invoice = await manager.getRepository(Invoice).findOne({ where: { id: input.invoiceId }, lock: { mode: 'pessimistic_write' } });
      if (!invoice) throw notFound('The invoice');
      const stale = () => staleEdit(`Invoice ${invoice.number}`);
      if (invoice.version !== input.version) throw stale();
      const balance = invoice.totalCents - (await this.paidCents(manager, invoice.id));
      if (input.amountCents > balance) {
        throw badUserInput([{ field: 'amountCents', messages: [`The balance due is ${formatMoney(balance)}; a payment cannot exceed it.`] }]);
      }
      await manager.getRepository(Payment).insert({
        firmId: invoice.firmId,
        invoiceId: invoice.id,
        amountCents: input.amountCents,
        paidOn: input.paidOn,
        method: input.method,
        reference: trimmedChange(input.reference) ?? null,
        recordedById: viewer.user.id,
      });
      // A payment changes the balance others saw: their edits over the old version must be refused.
      await updateVersioned(manager, Invoice, { id: invoice.id, firmId: viewer.firm.id, version: input.version }, {}, stale);
      await this.matters.record(manager, viewer, invoice.matterId, 'matter.invoice_paid', `Recorded a payment of ${formatMoney(input.amountCents)} on the invoice ${invoice.number}`);
      await this.announce(manager, viewer, invoice, 'PAID');
      // The responsible attorneys hear of it (not the person who recorded it); notify keeps those who may open the case.
      const left = balance - input.amountCents;
      const recipients = (await this.responsibleFor(manager, viewer.firm.id, invoice.matterId)).filter((id) => id !== viewer.user.id);
      if (recipients.length) {
        await this.notifications.notify(manager, {
          firmId: viewer.firm.id,
          matterId: invoice.matterId,
          userIds: recipients,
          type: NotificationType.INVOICE,
          message: left === 0
            ? `Invoice ${invoice.number} paid in full: ${formatMoney(input.amountCents)} received`
            : `Invoice ${invoice.number} part-paid: ${formatMoney(input.amountCents)} received, ${formatMoney(left)} still due`,
          link: `/invoice?id=${invoice.id}`,
        });
      }
      return manager.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    });
  }

  /**
   * Tells the case's attorneys (else the firm's attorneys and admins), once per invoice, that it became
   * overdue. Each invoice is claimed with FOR UPDATE SKIP LOCKED and marked in the same transaction, so
   * several instances running this at once notify once.
   */
  async sendOverdueNotices(): Promise<number> {
    const overdue = `NOT i.overdue_notified AND i.due_date < (now() AT TIME ZONE ${firmZoneSql('$1')})::date AND i.total_cents - ${PAID_SQL} > 0`;
    const due: Array<{ id: string }> = await this.dataSource.query(`SELECT i.id FROM invoices i WHERE ${overdue} ORDER BY i.due_date LIMIT 200`, [this.clock.serverZone]);
    // Each claimed and noticed in its own transaction (db/batches.ts): still overdue, not taken by another instance.
    return oneByOne(this.dataSource, due, async (manager, { id }) => {
      const [invoice] = (await manager.query(
        `SELECT i.id, i.firm_id, i.matter_id, i.number, (i.total_cents - ${PAID_SQL})::int AS balance FROM invoices i
         WHERE i.id = $2 AND ${overdue} FOR UPDATE OF i SKIP LOCKED`,
        [this.clock.serverZone, id],
      )) as Array<{ id: string; firm_id: string; matter_id: string; number: string; balance: number }>;
      if (!invoice) return false;
      const recipients = await this.responsibleFor(manager, invoice.firm_id, invoice.matter_id);
      if (recipients.length) {
        // Of these, only those who may open the case hear of it (notify checks).
        await this.notifications.notify(manager, {
          firmId: invoice.firm_id,
          matterId: invoice.matter_id,
          userIds: recipients,
          type: NotificationType.INVOICE,
          message: `Invoice ${invoice.number} is overdue: ${formatMoney(invoice.balance)} due`,
          link: `/invoice?id=${invoice.id}`,
        });
      }
      await manager.query('UPDATE invoices SET overdue_notified = true WHERE id = $1', [invoice.id]);
      return true;
    });
  }

  /** The firm's letterhead and remittance, for its invoices' PDFs. */
  billingHeader(firmId: string): Promise<Letterhead & Remittance> {
    return billingHeaderOf(this.dataSource.manager, firmId);
  }

  /** Client and case names of invoices the viewer could read, for exports. */
  async names(invoices: Invoice[]): Promise<{ clients: Map<string, string>; matters: Map<string, string> }> {
    const clients: Array<{ id: string; name: string }> = await this.dataSource.query('SELECT id, name FROM contacts WHERE id = ANY($1)', [[...new Set(invoices.map((i) => i.clientId))]]);
    const matters: Array<{ id: string; name: string }> = await this.dataSource.query('SELECT id, name FROM matters WHERE id = ANY($1)', [[...new Set(invoices.map((i) => i.matterId))]]);
    return { clients: new Map(clients.map((c) => [c.id, c.name])), matters: new Map(matters.map((m) => [m.id, m.name])) };
  }

  /** The viewer's invoices among `ids` with their lines, shaped for LEDES 1998B (in invoice number order). */
  async ledesInvoices(viewer: FirmViewer, ids: string[]): Promise<LedesInvoice[]> {
    const visible = this.visible(viewer, 2);
    const rows: Array<{ id: string; matter_number: string }> = await this.dataSource.query(
      `SELECT i.id, m.number AS matter_number ${visible.from} AND i.id = ANY($1) ORDER BY i.number`,
      [ids, ...visible.params],
    );
    if (!rows.length) return [];
    const invoices = new Map((await this.dataSource.getRepository(Invoice).findBy({ id: In(rows.map((r) => r.id)) })).map((i) => [i.id, i]));
    // The firm's and each client's own LEDES ids where set, else ids of ours in LEDES form.
    const [firm] = (await this.dataSource.query('SELECT ledes_id FROM firms WHERE id = $1', [viewer.firm.id])) as Array<{ ledes_id: string | null }>;
    const clients = new Map(
      ((await this.dataSource.query('SELECT id, ledes_client_id FROM contacts WHERE firm_id = $1 AND id = ANY($2)', [viewer.firm.id, [...new Set([...invoices.values()].map((i) => i.clientId))]])) as Array<{ id: string; ledes_client_id: string | null }>).map(
        (row) => [row.id, row.ledes_client_id],
      ),
    );
    const lines = await this.linesOf(viewer.firm.id, rows.map((r) => r.id));
    const people = await timekeepersOf(this.dataSource.manager, viewer.firm.id, lines);
    const timekeeperOf = (line: InvoiceLine) => {
      const person = line.timekeeperId ? people.get(line.timekeeperId) : undefined;
      return person ? { id: person.id, firstName: person.firstName, lastName: person.lastName, classification: timekeeperClassificationOf(person) } : null;
    };
    return rows.map((row) => {
      const invoice = invoices.get(row.id)!;
      return {
        invoiceDate: invoice.invoiceDate,
        number: invoice.number,
        clientId: clients.get(invoice.clientId) ?? ledesId(invoice.clientId),
        lawFirmMatterId: row.matter_number,
        lawFirmId: firm?.ledes_id ?? ledesId(viewer.firm.id),
        clientMatterId: null,
        description: invoice.description,
        lines: lines.filter((line) => line.invoiceId === invoice.id).map((line) => ({ ...line, timekeeper: timekeeperOf(line) })),
      };
    });
  }

  /** The people named as timekeepers on these lines (the firm's own), by id: the PDF prints who did the work. */
  timekeepers(firmId: string, lines: readonly InvoiceLine[]): Promise<Map<string, User>> {
    return timekeepersOf(this.dataSource.manager, firmId, lines);
  }

  private async paidCents(manager: EntityManager, invoiceId: string): Promise<number> {
    const rows: Array<{ paid: number }> = await manager.query('SELECT COALESCE(SUM(amount_cents), 0)::int AS paid FROM invoice_payments WHERE invoice_id = $1', [invoiceId]);
    return rows[0]?.paid ?? 0;
  }

  /** The next number of the firm, INV-<year>-0001 on: the counter row is locked until the transaction ends, so numbers are consecutive and never reused. */
  private async nextNumber(manager: EntityManager, firmId: string, today: string): Promise<string> {
    const rows: Array<{ last: number }> = await manager.query(
      `INSERT INTO invoice_counters (firm_id, last) VALUES ($1, 1)
       ON CONFLICT (firm_id) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last`,
      [firmId],
    );
    return `INV-${today.slice(0, 4)}-${String(rows[0]!.last).padStart(4, '0')}`;
  }

  /** The lines priced in cents, each dated (the invoice's date unless given; never after it). */
  private priced(lines: InvoiceLineInput[], invoiceDate: string) {
    return lines.map((line, index) => {
      const quantityThousandths = parseQuantity(line.quantity);
      if (quantityThousandths === null) throw badUserInput([{ field: `lines.${index}.quantity`, messages: ['Enter a quantity like 1.5 (up to 3 decimals).'] }]);
      const workDate = line.workDate ?? invoiceDate;
      if (!line.costId && workDate > invoiceDate) throw badUserInput([{ field: `lines.${index}.workDate`, messages: ['The work date cannot be after the invoice date.'] }]);
      const amountCents = lineAmountCents(quantityThousandths, line.rateCents);
      if (amountCents > 2_000_000_000) throw badUserInput([{ field: `lines.${index}.rateCents`, messages: ['The amount is too large.'] }]);
      return {
        position: index,
        workDate,
        description: line.description.trim(),
        utbmsTaskCode: line.utbmsTaskCode || null,
        utbmsActivityCode: line.utbmsActivityCode || null,
        quantityThousandths,
        rateCents: line.rateCents,
        amountCents,
        costId: line.costId ?? null,
        timekeeperId: line.timekeeperId ?? null,
      };
    });
  }

  /**
   * Saves the lines (replacing any); a line that names a cost of the case bills it as an expense:
   * its amount, quantity 1, its UTBMS expense code. A cost already on another invoice is refused
   * (a unique index, so also when two invoices take it at once).
   */
  private async saveLines(manager: EntityManager, viewer: FirmViewer, invoice: Pick<Invoice, 'id' | 'matterId'>, lines: ReturnType<InvoiceService['priced']>): Promise<number> {
    const costs = new Map(
      (await this.costs.billable(manager, viewer.firm.id, invoice.matterId, lines.flatMap((line) => (line.costId ? [line.costId] : [])))).map((cost) => [cost.id, cost]),
    );
    const saved = lines.map((line) => {
      const cost = line.costId ? costs.get(line.costId) : undefined;
      if (!cost) return { ...line, costId: null, utbmsExpenseCode: null };
      const description = line.description || [COST_CATEGORY_LABELS[cost.category], cost.payee, cost.description].filter(Boolean).join(': ');
      return {
        ...line, workDate: cost.incurredOn, description: description.slice(0, 500), quantityThousandths: 1000, rateCents: cost.amountCents, amountCents: cost.amountCents,
        utbmsTaskCode: null, utbmsActivityCode: null, utbmsExpenseCode: UTBMS_EXPENSE_CODES[cost.category], costId: cost.id,
      };
    });
    const total = saved.reduce((sum, line) => sum + line.amountCents, 0);
    if (total > 2_000_000_000) throw badUserInput([{ field: 'lines', messages: ['The invoice total is too large.'] }]);
    await manager.getRepository(InvoiceLine).delete({ invoiceId: invoice.id });
    try {
      await manager.getRepository(InvoiceLine).insert(saved.map((line) => ({ ...line, firmId: viewer.firm.id, invoiceId: invoice.id })));
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput([{ field: 'lines', messages: ['A cost on these lines is already on another invoice.'] }]);
      throw error;
    }
    return total;
  }

  /** A document the viewer may open, of the invoice's case: what an invoice may have attached. */
  private async checkAttachment(viewer: FirmViewer, documentId: string, matterId: string): Promise<string> {
    const refused = () => badUserInput([{ field: 'attachmentDocumentId', messages: ["Attach a document of the invoice's case."] }]);
    const document = await insteadOfNotFound(this.documents.document(viewer, documentId), () => refused());
    if (document.matterId !== matterId) throw refused();
    return document.id;
  }

  private async checkReferences(viewer: FirmViewer, clientId: string, matterId: string): Promise<void> {
    const matter = await insteadOfNotFound(this.matters.get(viewer, matterId), () =>
      badUserInput([{ field: 'matterId', messages: ['Choose one of your cases.'] }]),
    );
    const contacts: Array<{ id: string }> = await this.dataSource.query('SELECT id FROM contacts WHERE id = $1 AND firm_id = $2 AND deleted_at IS NULL', [clientId, viewer.firm.id]);
    if (!contacts.length) throw badUserInput([{ field: 'clientId', messages: ['Choose a contact of your firm.'] }]);
    void matter;
  }
}
