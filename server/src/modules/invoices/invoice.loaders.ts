import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { Document } from '../documents/document.entity';
import type { InvoiceLine, Payment } from './invoice.entity';
import type { InvoiceService, InvoiceStanding } from './invoice.service';

/** Lines, payments and the derived balance/status of many invoices in one query each, within the viewer's firm. */
export function createInvoiceLoaders(invoices: InvoiceService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    linesByInvoice: new DataLoader<string, InvoiceLine[]>(async (ids) => groupRows(ids, firmId ? await invoices.linesOf(firmId, ids) : [], 'invoiceId')),
    paymentsByInvoice: new DataLoader<string, Payment[]>(async (ids) => groupRows(ids, firmId ? await invoices.paymentsOf(firmId, ids) : [], 'invoiceId')),
    attachmentById: new DataLoader<string, Document | null>(async (ids) => {
      const found = new Map((firmId ? await invoices.attachmentsOf(firmId, ids) : []).map((document) => [document.id, document]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    standingByInvoice: new DataLoader<string, InvoiceStanding>(async (ids) => {
      const found = firmId ? await invoices.standings(firmId, ids) : new Map<string, InvoiceStanding>();
      return ids.map((id) => found.get(id) ?? new Error(`No invoice ${id}`));
    }),
  };
}
