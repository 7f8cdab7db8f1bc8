import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fitToWidth, printable, wrapToWidth } from './pdf';

export interface PdfColumn {
  header: string;
  /** A share of the printable width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTableReport {
  /** Printed first, large: the firm. */
  heading: string;
  title: string;
  /** Lines under the title: the account, the period, who and when. */
  facts: string[];
  /** Label and value pairs in a box before the table (balances, totals). */
  summary?: Array<[string, string]>;
  sections: Array<{ title: string; columns: PdfColumn[]; rows: string[][]; empty?: string; total?: string[] }>;
  /** Printed at the end, small. */
  notes?: string[];
}

/**
 * A report as a US-letter PDF (pdf-lib): a heading, facts, a summary box and tables that continue on
 * new pages with their header repeated; landscape when a table is wide.
 */
export async function renderTablePdf(report: PdfTableReport, landscape = false): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${report.title} - ${report.heading}`);
  pdf.setProducer('Matterhorn');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = landscape ? [792, 612] : [612, 792];
  const margin = 44;
  const usable = width - 2 * margin;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const color = rgb(0.1, 0.1, 0.1);
  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - margin;
  };
  const room = (needed: number) => {
    if (y - needed < margin) newPage();
  };
  const text = (value: string, x: number, size: number, font: PDFFont, maxWidth: number, align: 'left' | 'right' = 'left') => {
    const shown = fitToWidth(value, font, size, maxWidth);
    const at = align === 'right' ? x + maxWidth - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color });
  };

  text(report.heading, margin, 15, bold, usable);
  y -= 20;
  text(report.title, margin, 12, bold, usable);
  y -= 16;
  for (const fact of report.facts) {
    for (const line of wrapToWidth(fact, regular, 9, usable)) {
      room(12);
      text(line, margin, 9, regular, usable);
      y -= 12;
    }
  }
  if (report.summary?.length) {
    y -= 6;
    for (const [label, value] of report.summary) {
      room(14);
      text(label, margin + 6, 10, regular, usable * 0.6);
      text(value, margin + usable * 0.6, 10, bold, usable * 0.4 - 6, 'right');
      y -= 14;
    }
    page.drawLine({ start: { x: margin, y: y + 8 }, end: { x: width - margin, y: y + 8 }, thickness: 0.5, color });
  }
  for (const section of report.sections) {
    y -= 14;
    room(40);
    text(section.title, margin, 11, bold, usable);
    y -= 15;
    const share = section.columns.reduce((sum, column) => sum + column.width, 0);
    const widths = section.columns.map((column) => (column.width / share) * usable);
    const row = (cells: string[], font: PDFFont) => {
      let x = margin;
      cells.forEach((cell, index) => {
        text(printable(cell), x, 8.5, font, widths[index]! - 4, section.columns[index]!.align ?? 'left');
        x += widths[index]!;
      });
      y -= 12;
    };
    const header = () => {
      row(section.columns.map((column) => column.header), bold);
      page.drawLine({ start: { x: margin, y: y + 9 }, end: { x: width - margin, y: y + 9 }, thickness: 0.5, color });
    };
    header();
    if (!section.rows.length) {
      text(section.empty ?? 'None.', margin, 8.5, regular, usable);
      y -= 12;
    }
    for (const cells of section.rows) {
      if (y - 12 < margin) {
        newPage();
        header();
      }
      row(cells, regular);
    }
    if (section.total) {
      room(14);
      page.drawLine({ start: { x: margin, y: y + 9 }, end: { x: width - margin, y: y + 9 }, thickness: 0.5, color });
      row(section.total, bold);
    }
  }
  if (report.notes?.length) {
    y -= 10;
    for (const note of report.notes) {
      for (const line of wrapToWidth(note, regular, 8, usable)) {
        room(11);
        text(line, margin, 8, regular, usable);
        y -= 11;
      }
    }
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(`Page ${index + 1} of ${pages.length}`, { x: width - margin - 60, y: margin / 2, size: 8, font: regular, color });
  });
  return pdf.save();
}
