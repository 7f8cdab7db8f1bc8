import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { formatCents, formatMoney } from '../../graphql/money';
import { fitToWidth, printable, wrapToWidth } from '../../http/pdf';
import { formatDay } from '../deadlines/calc/days';
import type { Letterhead, Remittance } from '../firms/firm.letterhead';
import { formatQuantity } from './invoice.money';

export interface InvoicePdfData {
  firm: Letterhead & Remittance;
  number: string;
  invoiceDate: string;
  dueDate: string;
  clientName: string;
  caseName: string;
  description: string | null;
  status: string;
  lines: Array<{
    /** YYYY-MM-DD: the day of the work. */
    workDate: string;
    description: string;
    utbmsTaskCode: string | null;
    utbmsActivityCode: string | null;
    quantityThousandths: number;
    rateCents: number;
    amountCents: number;
    /** Who did the work, printed under the description. */
    timekeeperName: string | null;
  }>;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}


/**
 * A printable one-invoice PDF (US Letter): the firm's letterhead (name, address, phone and email),
 * the invoice's number, dates and status, client and case, the lines (each with who did the work), total, paid and balance due,
 * then where to remit and how to pay (the firm's profile).
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${data.number}`);
  pdf.setProducer('Matterhorn');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin] = [612, 792, 50];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const text = (value: string, x: number, size = 10, font = regular, maxWidth = width - margin - x) => {
    page.drawText(fitToWidth(value, font, size, maxWidth), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const right = (value: string, xRight: number, size = 10, font = regular) => {
    const shown = printable(value);
    page.drawText(shown, { x: xRight - font.widthOfTextAtSize(shown, size), y, size, font });
  };

  text(data.firm.name, margin, 16, bold);
  right('INVOICE', width - margin, 16, bold);
  for (const line of [...data.firm.address, ...(data.firm.contact ? [data.firm.contact] : [])]) {
    y -= 13;
    text(line, margin, 9);
  }
  y -= 28;
  text(`Invoice ${data.number}`, margin, 11, bold);
  right(`Status: ${data.status}`, width - margin, 10);
  y -= 16;
  text(`Invoice date: ${formatDay(data.invoiceDate)}`, margin);
  right(`Due date: ${formatDay(data.dueDate)}`, width - margin, 10, bold);
  y -= 16;
  text(`Client: ${data.clientName}`, margin);
  y -= 16;
  text(`Case: ${data.caseName}`, margin);
  if (data.description) {
    y -= 16;
    text(data.description, margin);
  }
  y -= 30;
  const header = () => {
    text('Description', margin, 9, bold);
    text('Task', 300, 9, bold);
    text('Activity', 345, 9, bold);
    right('Qty', 430, 9, bold);
    right('Rate', 495, 9, bold);
    right('Amount', width - margin, 9, bold);
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5 });
    y -= 14;
  };
  header();
  for (const line of data.lines) {
    if (y < margin + 80) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      header();
    }
    text(line.description, margin, 9, regular, 240);
    text(line.utbmsTaskCode ?? '', 300, 9);
    text(line.utbmsActivityCode ?? '', 345, 9);
    right(formatQuantity(line.quantityThousandths), 430, 9);
    right(formatCents(line.rateCents), 495, 9);
    right(formatCents(line.amountCents), width - margin, 9);
    // Under it, grey: the day of the work and who did it.
    y -= 11;
    page.drawText(fitToWidth([formatDay(line.workDate), line.timekeeperName].filter(Boolean).join(' · '), regular, 8, 240), { x: margin + 8, y, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
    y -= 14;
  }
  y -= 6;
  page.drawLine({ start: { x: 360, y }, end: { x: width - margin, y }, thickness: 0.5 });
  y -= 16;
  for (const [label, cents, font] of [['Total', data.totalCents, bold], ['Paid', data.paidCents, regular], ['Balance due', data.balanceCents, bold]] as const) {
    text(label, 380, 10, font);
    right(formatMoney(cents), width - margin, 10, font);
    y -= 16;
  }
  // Where and how to pay, from the firm's profile (Settings > Firm Profile).
  const remit = data.firm.remitTo.length ? data.firm.remitTo : [data.firm.name, ...data.firm.address];
  const blocks: Array<[string, string[]]> = [['Remit payment to', remit]];
  if (data.firm.paymentInstructions.length) blocks.push(['Payment instructions', data.firm.paymentInstructions.flatMap((line) => wrapToWidth(line, regular, 9, width - 2 * margin))]);
  y -= 14;
  for (const [title, lines] of blocks) {
    if (y < margin + 14 * (lines.length + 2)) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
    text(title, margin, 10, bold);
    for (const line of lines) {
      y -= 13;
      text(line, margin, 9);
    }
    y -= 22;
  }
  return pdf.save();
}
