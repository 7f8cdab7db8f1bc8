import { In, type EntityManager } from 'typeorm';
import { Invoice, InvoiceCounter, InvoiceLine, Payment, PaymentMethod } from '../modules/invoices/invoice.entity';
import { lineAmountCents } from '../graphql/money';
import { parseQuantity } from '../modules/invoices/invoice.money';
import { Matter } from '../modules/matters/matter.entity';

const DAY = 86_400_000;
/** A day relative to today, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

interface DemoInvoice {
  /** Index into the demo cases; the invoice goes to that case's client. */
  matter: number;
  issued: number;
  due: number;
  description: string;
  /** `before`: the work was done that many days before the invoice date (0 when left out). */
  lines: Array<{ description: string; task?: string; activity?: string; quantity: string; rateCents: number; before?: number }>;
  payments: Array<{ amountCents: number | 'all'; on: number; method: PaymentMethod; reference?: string }>;
}

const DEMO_INVOICES: DemoInvoice[] = [
  {
    matter: 2, issued: -45, due: -15, description: 'Settlement work through disbursement.',
    lines: [
      { description: 'Settlement negotiation with carrier', task: 'L160', activity: 'A106', quantity: '6.5', rateCents: 32_500, before: 12 },
      { description: 'Prepare settlement statement', task: 'L160', activity: 'A103', quantity: '2', rateCents: 32_500, before: 4 },
      { description: 'Court filing fee', quantity: '1', rateCents: 35_000, before: 20 },
    ],
    payments: [{ amountCents: 'all', on: -10, method: PaymentMethod.CHECK, reference: 'Check 10452' }],
  },
  {
    matter: 0, issued: -20, due: 10, description: 'Investigation and demand preparation.',
    lines: [
      { description: 'Review police report and scene photos', task: 'L110', activity: 'A104', quantity: '3.25', rateCents: 35_000, before: 9 },
      { description: 'Draft demand letter', task: 'L120', activity: 'A103', quantity: '4.5', rateCents: 35_000, before: 2 },
    ],
    payments: [{ amountCents: 100_000, on: -3, method: PaymentMethod.ACH, reference: 'ACH 88120' }],
  },
  {
    matter: 1, issued: -40, due: -8, description: 'Initial investigation.',
    lines: [
      { description: 'Client intake interview', task: 'L110', activity: 'A106', quantity: '1.5', rateCents: 30_000, before: 14 },
      { description: 'Obtain store incident report', task: 'L110', activity: 'A108', quantity: '2.25', rateCents: 30_000, before: 6 },
    ],
    payments: [],
  },
  {
    matter: 0, issued: -2, due: 28, description: 'Medical records review.',
    lines: [{ description: 'Review medical records (St. David’s, Capital Imaging)', task: 'L120', activity: 'A104', quantity: '5', rateCents: 35_000, before: 1 }],
    payments: [],
  },
];

/** A few invoices on the demo cases so /invoice is not empty: one paid, one part-paid, one overdue, one new. */
export async function seedDemoInvoices(manager: EntityManager, firmId: string, matterIds: string[], attorneyId: string): Promise<void> {
  const found = await manager.getRepository(Matter).findBy({ id: In(matterIds) });
  const matters = matterIds.map((id) => found.find((matter) => matter.id === id));
  const year = new Date().getFullYear();
  let number = 0;
  for (const demo of DEMO_INVOICES) {
    const matter = matters[demo.matter];
    if (!matter?.clientId) continue;
    number += 1;
    const lines = demo.lines.map((line, position) => {
      const quantityThousandths = parseQuantity(line.quantity)!;
      return {
        position, workDate: day(demo.issued - (line.before ?? 0)), description: line.description, utbmsTaskCode: line.task ?? null, utbmsActivityCode: line.activity ?? null,
        quantityThousandths, rateCents: line.rateCents, amountCents: lineAmountCents(quantityThousandths, line.rateCents),
        // The demo attorney did the work (LEDES names the timekeeper of every fee line).
        timekeeperId: attorneyId,
      };
    });
    const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const { identifiers } = await manager.getRepository(Invoice).insert({
      firmId, number: `INV-${year}-${String(number).padStart(4, '0')}`, clientId: matter.clientId, matterId: matter.id,
      invoiceDate: day(demo.issued), dueDate: day(demo.due), description: demo.description, subtotalCents: total, totalCents: total,
      // Already past due when seeded: no "became overdue" notice for demo data.
      overdueNotified: demo.due < 0, createdById: attorneyId,
    });
    const invoiceId = String(identifiers[0]!.id);
    await manager.getRepository(InvoiceLine).insert(lines.map((line) => ({ ...line, firmId, invoiceId })));
    for (const payment of demo.payments) {
      await manager.getRepository(Payment).insert({
        firmId, invoiceId, amountCents: payment.amountCents === 'all' ? total : payment.amountCents, paidOn: day(payment.on), method: payment.method,
        reference: payment.reference ?? null, recordedById: attorneyId,
      });
    }
  }
  await manager.getRepository(InvoiceCounter).insert({ firmId, last: number });
}
