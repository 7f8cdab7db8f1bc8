import type { Request, Response } from 'express';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { pick, sendCsv, toCsv } from '../../http/csv';
import { pathId, textParam, UUID } from '../../http/params';
import { contentDisposition } from '../../http/download';
import type { ViewerRequest } from '../../http/require-viewer';
import type { InvoiceStatus } from './invoice.entity';
import { InvoiceFilter, InvoicesArgs, InvoiceSort } from './invoice.inputs';
import { formatLedes1998B } from './invoice.ledes';
import { renderInvoicePdf } from './invoice.pdf';
import { formatCents } from '../../graphql/money';
import { SortDirection } from '../../graphql/sorting';

const EXPORT_LIMIT = 50_000;
const BATCH = 500;
const HEADER = ['Invoice ID', 'Client Name', 'Case Name', 'Invoice Date', 'Due Date', 'Total', 'Paid', 'Due Amount', 'Status'];
const STATUS_TEXT: Record<InvoiceStatus, string> = { PAID: 'Paid', UNPAID: 'Unpaid', OVERDUE: 'Overdue' };

/** GET /api/export/invoices?filter=&search=&sortBy=&sortDirection= : the invoice list of the current filter as CSV, within the viewer's access. */
export function invoicesExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const args = Object.assign(new InvoicesArgs(), {
      filter: pick(req.query.filter, Object.values(InvoiceFilter), InvoiceFilter.ALL),
      search: textParam(req.query.search, 'search', 200),
      sortBy: pick(req.query.sortBy, Object.values(InvoiceSort), InvoiceSort.NUMBER),
      sortDirection: pick(req.query.sortDirection, Object.values(SortDirection), SortDirection.DESC),
      pageSize: BATCH,
    });
    const rows: Array<Array<string | number | null>> = [];
    for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
      const batch = await services.invoices.list(viewer, Object.assign(args, { page }));
      if (batch.items.length === 0) break;
      const standings = await services.invoices.standings(viewer.firm.id, batch.items.map((i) => i.id));
      const names = await services.invoices.names(batch.items);
      for (const invoice of batch.items) {
        const standing = standings.get(invoice.id);
        rows.push([
          invoice.number, names.clients.get(invoice.clientId) ?? null, names.matters.get(invoice.matterId) ?? null, invoice.invoiceDate, invoice.dueDate,
          formatCents(invoice.totalCents), formatCents(standing?.paidCents ?? 0), formatCents(standing?.balanceCents ?? invoice.totalCents),
          standing ? STATUS_TEXT[standing.status] : null,
        ]);
      }
      if (page * BATCH >= batch.totalCount) break;
    }
    sendCsv(res, 'invoices', toCsv(HEADER, rows), services.clock.today(viewer.firm));
  };
}

/** GET /api/export/invoices/ledes?ids=a,b : LEDES 1998B of the invoices (the viewer's own only). */
export function invoicesLedesHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const ids = typeof req.query.ids === 'string' ? [...new Set(req.query.ids.split(',').filter((id) => UUID.test(id)))].slice(0, 1000) : [];
    if (ids.length === 0) {
      res.status(400).json({ error: 'Choose the invoices to export.' });
      return;
    }
    const invoices = await services.invoices.ledesInvoices(viewer, ids);
    if (invoices.length !== ids.length) {
      res.status(404).json({ error: 'The invoice was not found.' });
      return;
    }
    const date = services.clock.today(viewer.firm);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition('attachment', `invoices-ledes-${date}.txt`));
    res.setHeader('Cache-Control', 'no-store');
    res.send(formatLedes1998B(invoices));
  };
}

/** GET /api/invoices/:id/pdf : a printable PDF of one invoice (the viewer's own only). */
export function invoicePdfHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const id = pathId(req, 'The invoice');
    // NOT_FOUND (404) unless it is the viewer's own.
    const invoice = await services.invoices.get(viewer, id);
    const [standings, names, lines] = await Promise.all([services.invoices.standings(viewer.firm.id, [id]), services.invoices.names([invoice]), services.invoices.linesOf(viewer.firm.id, [id])]);
    const standing = standings.get(id);
    const timekeepers = await services.invoices.timekeepers(viewer.firm.id, lines);
    const bytes = await renderInvoicePdf({
      firm: await services.invoices.billingHeader(viewer.firm.id),
      number: invoice.number,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      clientName: names.clients.get(invoice.clientId) ?? '',
      caseName: names.matters.get(invoice.matterId) ?? '',
      description: invoice.description,
      status: standing ? STATUS_TEXT[standing.status] : '',
      lines: lines.map((line) => ({ ...line, timekeeperName: (line.timekeeperId && timekeepers.get(line.timekeeperId)?.fullName) || null })),
      totalCents: invoice.totalCents,
      paidCents: standing?.paidCents ?? 0,
      balanceCents: standing?.balanceCents ?? invoice.totalCents,
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition('inline', `${invoice.number}.pdf`));
    res.setHeader('Cache-Control', 'no-store');
    res.send(Buffer.from(bytes));
  };
}
