import type { Request, Response } from 'express';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import type { AppServices, FirmViewer } from '../../graphql/context';
import { formatMoney } from '../../graphql/money';
import { contentDisposition } from '../../http/download';
import { pathId } from '../../http/params';
import { fitToWidth, printable, wrapToWidth } from '../../http/pdf';
import type { ViewerRequest } from '../../http/require-viewer';
import { letterheadOf, type Letterhead } from '../firms/firm.letterhead';
import { caseAmountsVisibleTo } from '../permissions/permission.access';
import { StatementState } from './settlement.entity';
import { StatementLineKind, type StatementFigures } from './settlement.inputs';

const SECTIONS: Array<{ kind: StatementLineKind; title: string }> = [
  { kind: StatementLineKind.COST, title: 'Case costs advanced by the firm' },
  { kind: StatementLineKind.LIEN, title: 'Liens paid from the recovery' },
  { kind: StatementLineKind.MEDICAL_BILL, title: 'Medical bills paid from the recovery' },
  { kind: StatementLineKind.OTHER, title: 'Other deductions' },
];

export interface StatementPdfData {
  firm: Letterhead;
  caseName: string;
  caseNumber: string;
  clientName: string;
  settledOn: string;
  revision: number;
  state: StatementState;
  finalizedOn: string | null;
  signedOn: string | null;
  figures: StatementFigures;
}

/** "Settlement Statement" as a firm hands it to the client: letterhead, the case, every line, the net, signature lines. */
export async function renderStatementPdf(data: StatementPdfData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Settlement Statement - ${data.caseNumber}`);
  pdf.setProducer('Matterhorn');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin] = [612, 792, 54];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const text = (value: string, x: number, size = 10, font = regular, maxWidth = width - margin - x) =>
    page.drawText(fitToWidth(value, font, size, maxWidth), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, size = 10, font = regular) => {
    const shown = printable(value);
    page.drawText(shown, { x: width - margin - font.widthOfTextAtSize(shown, size), y, size, font });
  };
  const room = (needed: number) => {
    if (y - needed > margin) return;
    page = pdf.addPage([width, height]);
    y = height - margin;
  };
  const rule = () => {
    page.drawLine({ start: { x: margin, y: y + 10 }, end: { x: width - margin, y: y + 10 }, thickness: 0.5 });
  };
  const f = data.figures;

  text(data.firm.name, margin, 15, bold);
  y -= 15;
  text(data.firm.contact, margin, 9);
  y -= 34;
  text('Settlement Statement', margin, 18, bold);
  right(data.state === StatementState.DRAFT ? 'DRAFT - not final' : `Version ${data.revision}`, 10, bold);
  y -= 22;
  text(`Client: ${data.clientName}`, margin, 11);
  y -= 15;
  text(`Case: ${data.caseName} (${data.caseNumber})`, margin, 11);
  y -= 15;
  text(`Settled on: ${data.settledOn}${data.finalizedOn ? `    Finalized on: ${data.finalizedOn}` : ''}`, margin, 11);
  y -= 30;

  text('Gross settlement', margin, 11, bold);
  right(formatMoney(f.grossCents ?? 0), 11, bold);
  y -= 22;
  const fee = f.lines.find((line) => line.kind === StatementLineKind.FEE);
  text("Attorney's fee", margin, 10, bold);
  right(`- ${formatMoney(f.feeCents ?? 0)}`, 10);
  y -= 13;
  text(fee?.source ?? f.feeDescription, margin + 12, 8, regular, width - 2 * margin - 100);
  y -= 20;
  for (const section of SECTIONS) {
    const lines = f.lines.filter((line) => line.kind === section.kind && line.included);
    if (!lines.length) continue;
    room(40);
    text(section.title, margin, 10, bold);
    y -= 15;
    for (const line of lines) {
      room(30);
      text(line.description, margin + 12, 9, regular, width - 2 * margin - 110);
      right(`- ${formatMoney(line.amountCents ?? 0)}`, 9);
      y -= 11;
      const detail = [line.source, line.note].filter(Boolean).join('. ');
      if (detail) {
        text(detail, margin + 24, 7, regular, width - 2 * margin - 110);
        y -= 11;
      }
      y -= 3;
    }
    y -= 8;
  }
  room(120);
  rule();
  text('Total deductions', margin, 10, bold);
  right(`- ${formatMoney(f.deductionsCents ?? 0)}`, 10, bold);
  y -= 18;
  text('Net to client', margin, 13, bold);
  right(formatMoney(f.netCents ?? 0), 13, bold);
  y -= 24;
  for (const sentence of wrapToWidth(f.roundingNote, regular, 7, width - 2 * margin)) {
    text(sentence, margin, 7);
    y -= 9;
  }
  y -= 10;
  for (const sentence of wrapToWidth('I have read this statement, agree to the distribution of the settlement shown above, and authorize my attorneys to pay these amounts from the settlement funds held in trust.', regular, 9, width - 2 * margin)) {
    room(20);
    text(sentence, margin, 9);
    y -= 12;
  }
  room(90);
  y -= 40;
  for (const [x, label] of [[margin, `Client: ${data.clientName}`], [width / 2 + 10, 'Attorney']] as const) {
    page.drawLine({ start: { x, y: y + 12 }, end: { x: x + 230, y: y + 12 }, thickness: 0.7 });
    text(label, x, 9, regular, 230);
  }
  y -= 12;
  text(data.signedOn ? `Signed on ${data.signedOn}` : 'Date: ______________', margin, 9);
  text('Date: ______________', width / 2 + 10, 9);
  return pdf.save();
}

/** GET /api/settlement-statements/:id/pdf : the statement (404 unless of a case the viewer may open; 403 to a role that may not see amounts). */
export function settlementStatementPdfHandler(services: AppServices) {
  return async (req: Request, res: Response) => {
    const viewer = (req as ViewerRequest).viewer as FirmViewer;
    const statement = await services.settlements.statement(viewer, pathId(req, 'The statement'));
    if (!(await caseAmountsVisibleTo(services, viewer))) {
      res.status(403).json({ error: 'Your firm does not let your role see billing.' });
      return;
    }
    const matter = await services.matters.get(viewer, statement.matterId);
    const figures = await services.settlements.figures(statement);
    const settlement = await services.settlements.settlementOf(statement);
    const plaintiff = await services.settlements.plaintiffName(services.settlements.manager, statement);
    const client = plaintiff ?? (matter.clientId ? (await services.contacts.byIds(viewer.firm.id, [matter.clientId]))[0]?.name : null) ?? '';
    const bytes = await renderStatementPdf({
      firm: await letterheadOf(services.settlements.manager, viewer.firm.id),
      caseName: matter.name,
      caseNumber: matter.number,
      clientName: client,
      settledOn: settlement.settledOn,
      revision: statement.revision,
      state: statement.state,
      finalizedOn: statement.finalizedAt ? services.clock.dayOf(statement.finalizedAt, services.clock.zoneOf(viewer.firm)) : null,
      signedOn: statement.signedOn,
      figures,
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition('inline', `${matter.number}-settlement-statement-v${statement.revision}.pdf`));
    res.setHeader('Cache-Control', 'no-store');
    res.send(Buffer.from(bytes));
  };
}
