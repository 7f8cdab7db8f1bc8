import type { Request, Response } from 'express';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import type { AppServices } from '../../graphql/context';
import { formatCents, formatMoney } from '../../graphql/money';
import { sendCsv, toCsv } from '../../http/csv';
import { contentDisposition } from '../../http/download';
import { fitToWidth, printable } from '../../http/pdf';
import { requestedMatter } from '../matters/matter.http';
import { caseAmountsVisibleTo } from '../permissions/permission.access';
import type { MedicalSpecials } from './medical.inputs';
import { outstandingOf } from './medical.rules';

const HEADER = ['Provider', 'Service From', 'Service To', 'Billed', 'Paid by Health Insurance', 'Paid by PIP/MedPay', 'Adjusted', 'Outstanding'];

/** The case and the viewer, refused (403) to a role that may not see the amounts it holds. */
async function amountsOfCase(services: AppServices, req: Request, res: Response) {
  const found = await requestedMatter(services.matters, req);
  if (!(await caseAmountsVisibleTo(services, found.viewer))) {
    res.status(403).json({ error: 'Your firm does not let your role see billing.' });
    return null;
  }
  return found;
}

/** GET /api/export/matters/:id/medical-bills : the case's bills as CSV (404 when the case is not the viewer's). */
export function medicalBillsExportHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const found = await amountsOfCase(services, req, res);
    if (!found) return;
    const bills = await services.medicalBills.allBills(found.viewer, found.matter.id);
    const rows = bills.map((bill) => [
      bill.providerName, bill.serviceFrom, bill.serviceTo ?? bill.serviceFrom, formatCents(bill.billedCents), formatCents(bill.healthPaidCents), formatCents(bill.pipPaidCents), formatCents(bill.adjustedCents),
      formatCents(outstandingOf(bill)),
    ]);
    sendCsv(res, `${found.matter.number}-medical-bills`, toCsv(HEADER, rows), services.clock.today(found.viewer.firm));
  };
}

/**
 * GET /api/matters/:id/medical-specials.pdf : one page for the demand package: each provider's dates
 * of service, billed, paid and outstanding, and the totals.
 */
export function medicalSpecialsPdfHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const found = await amountsOfCase(services, req, res);
    if (!found) return;
    const { viewer, matter } = found;
    const specials = await services.medicalBills.specials(viewer, matter.id);
    const names = new Map((await services.contacts.byIds(viewer.firm.id, specials.providers.map((row) => row.providerId))).map((contact) => [contact.id, contact.name]));

    const bytes = await renderSpecialsPdf(viewer.firm.name, matter, specials, names);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition('attachment', `${matter.number}-medical-specials.pdf`));
    res.setHeader('Cache-Control', 'no-store');
    res.send(Buffer.from(bytes));
  };
}

/** The medical specials summary as a PDF (US Letter): firm, case, each provider's dates, billed, paid and outstanding, the totals; also a demand package's enclosure. */
export async function renderSpecialsPdf(firmName: string, matter: { name: string; number: string }, specials: MedicalSpecials, names: Map<string, string>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Medical specials summary – ${matter.number}`.replace('–', '-'));
  pdf.setProducer('Matterhorn');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin] = [612, 792, 50];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const text = (value: string, x: number, size = 10, font = regular, maxWidth = width - margin - x) =>
    page.drawText(fitToWidth(value, font, size, maxWidth), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, xRight: number, size = 10, font = regular) => {
    const shown = printable(value);
    page.drawText(shown, { x: xRight - font.widthOfTextAtSize(shown, size), y, size, font });
  };
  const columns = { provider: margin, dates: 230, billed: 400, paid: 475, outstanding: width - margin };
  const heading = () => {
    text('Provider', columns.provider, 9, bold);
    text('Dates of service', columns.dates, 9, bold);
    right('Billed', columns.billed, 9, bold);
    right('Paid', columns.paid, 9, bold);
    right('Outstanding', columns.outstanding, 9, bold);
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5 });
    y -= 14;
  };

  text(firmName, margin, 14, bold);
  y -= 24;
  text('Medical Specials Summary', margin, 16, bold);
  y -= 20;
  text(`${matter.name} (${matter.number})`, margin, 11);
  y -= 26;
  heading();
  for (const row of specials.providers) {
    if (y < margin + 60) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      heading();
    }
    text(names.get(row.providerId) ?? 'Provider', columns.provider, 10, regular, columns.dates - columns.provider - 8);
    text(row.firstServiceOn === row.lastServiceOn ? `${row.firstServiceOn}` : `${row.firstServiceOn} to ${row.lastServiceOn}`, columns.dates, 10, regular, 160);
    right(formatMoney(row.billedCents ?? 0), columns.billed);
    right(formatMoney(row.paidCents ?? 0), columns.paid);
    right(formatMoney(row.outstandingCents ?? 0), columns.outstanding);
    y -= 16;
  }
  y -= 4;
  page.drawLine({ start: { x: margin, y: y + 10 }, end: { x: width - margin, y: y + 10 }, thickness: 0.5 });
  text('Totals', columns.provider, 10, bold);
  right(formatMoney(specials.billedCents ?? 0), columns.billed, 10, bold);
  right(formatMoney(specials.paidCents ?? 0), columns.paid, 10, bold);
  right(formatMoney(specials.outstandingCents ?? 0), columns.outstanding, 10, bold);
  y -= 16;
  text(`Adjustments and write-offs: ${formatMoney(specials.adjustedCents ?? 0)}`, margin, 9);
  return pdf.save();
}
