import DataLoader from 'dataloader';
import { groupRows } from '../../graphql/group-by';
import type { Document } from '../documents/document.entity';
import type { InvoiceLine, Payment } from './invoice.entity';
import type { InvoiceService, InvoiceStanding } from './invoice.service';

/** Lines, payments and the derived balance/status of many invoices in one query each (ids come only from invoices the viewer could read). */
export function createInvoiceLoaders(invoices: InvoiceService) {
  return {
    linesByInvoice: new DataLoader<string, InvoiceLine[]>(async (ids) => groupRows(ids, await invoices.linesOf(ids), 'invoiceId')),
    paymentsByInvoice: new DataLoader<string, Payment[]>(async (ids) => groupRows(ids, await invoices.paymentsOf(ids), 'invoiceId')),
    attachmentById: new DataLoader<string, Document | null>(async (ids) => {
      const found = new Map((await invoices.attachmentsOf(ids)).map((document) => [document.id, document]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    standingByInvoice: new DataLoader<string, InvoiceStanding>(async (ids) => {
      const found = await invoices.standings(ids);
      return ids.map((id) => found.get(id) ?? new Error(`No invoice ${id}`));
    }),
  };
}
