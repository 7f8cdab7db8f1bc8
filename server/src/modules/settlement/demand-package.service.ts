import { buffer } from 'node:stream/consumers';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { formatLongDay } from '../deadlines/calc/days';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, type FieldError } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { printable, wrapToWidth } from '../../http/pdf';
import type { ContactService } from '../contacts/contact.service';
import { letterheadOf, type Letterhead } from '../firms/firm.letterhead';
import type { DamageService } from '../damages/damage.service';
import { CONTENT_TYPES } from '../documents/document.content';
import type { Document } from '../documents/document.entity';
import type { DocumentService } from '../documents/document.service';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import type { MatterService } from '../matters/matter.service';
import type { MedicalBillService } from '../medical/medical-bill.service';
import { renderSpecialsPdf } from '../medical/medical.export';
import type { MergeValues } from '../templates/template.merge';
import type { TemplateService } from '../templates/template.service';
import type { FirmClock } from '../firms/firm-clock';
import { NEGOTIATION_LABELS } from './negotiation.service';
import { NegotiationEntry } from './settlement.entity';
import type { AssembleDemandPackageInput, DemandLetterPreviewInput } from './settlement.inputs';

/** At most this many documents in one package (a demand's records and bills, photos). */
export const MAX_PACKAGE_DOCUMENTS = 100;

const longDate = (day: string | null | undefined) => (day ? formatLongDay(day) : '');

/**
 * A demand package: the cover letter from a firm template filled with the case's facts, the medical
 * specials summary, and the documents the user chose (PDFs and images) in their order, as one PDF
 * kept as a document of the case and linked to the demand.
 */
export class DemandPackageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly documents: DocumentService,
    private readonly templates: TemplateService,
    private readonly medicalBills: MedicalBillService,
    private readonly contacts: ContactService,
    private readonly damages: DamageService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  /** A letter filled for a case (and a demand), as its text: a saved template, or text being written (Settings > Templates). */
  async preview(viewer: FirmViewer, input: DemandLetterPreviewInput): Promise<string> {
    const entry = input.negotiationId ? await this.matters.recordOfCase(viewer, NegotiationEntry, input.negotiationId, 'The demand') : null;
    const matterId = entry?.matterId ?? input.matterId;
    if (!matterId) throw badUserInput([{ field: 'matterId', messages: ['Choose a case to fill the letter with.'] }]);
    const values = await this.mergeValues(viewer, matterId, entry);
    if (input.templateId) return (await this.templates.fill(viewer, await this.templates.get(viewer, input.templateId), values)).text;
    return (await this.templates.fill(viewer, { body: input.body ?? '', documentId: null }, values)).text;
  }

  /** Assembles the package of a demand, keeps it as a document of the case and links it to the demand. */
  async assemble(viewer: FirmViewer, input: AssembleDemandPackageInput): Promise<NegotiationEntry> {
    const entry = await this.matters.recordOfCase(viewer, NegotiationEntry, input.negotiationId, 'The demand');
    const matter = await this.matters.get(viewer, entry.matterId);
    const problems: FieldError[] = [];
    const template = input.templateId ? await this.templates.get(viewer, input.templateId) : null;
    if (!template && !input.includeSpecials && !input.documentIds.length) problems.push({ field: 'documentIds', messages: ['Choose a cover letter, the medical specials or documents to put in the package.'] });
    if (input.documentIds.length > MAX_PACKAGE_DOCUMENTS) problems.push({ field: 'documentIds', messages: [`A package can hold at most ${MAX_PACKAGE_DOCUMENTS} documents.`] });
    const chosen: Document[] = [];
    for (const id of input.documentIds.slice(0, MAX_PACKAGE_DOCUMENTS)) {
      const document = await this.documents.document(viewer, id).catch(() => null);
      if (!document || document.matterId !== matter.id) problems.push({ field: 'documentIds', messages: ["Choose documents of this case."] });
      else if (![CONTENT_TYPES.pdf, CONTENT_TYPES.png, CONTENT_TYPES.jpg].includes(document.contentType)) problems.push({ field: 'documentIds', messages: [`"${document.title}" is not a PDF or an image: only those go in a package.`] });
      else chosen.push(document);
    }
    if (new Set(input.documentIds).size !== input.documentIds.length) problems.push({ field: 'documentIds', messages: ['Each document can be in the package once.'] });
    if (problems.length) throw badUserInput(mergeProblems(problems));

    const values = await this.mergeValues(viewer, matter.id, entry);
    const letterhead = await letterheadOf(this.dataSource.manager, viewer.firm.id);
    const pdf = await PDFDocument.create();
    pdf.setTitle(`Demand package - ${matter.name}`);
    pdf.setProducer('Matterhorn');
    let letterDocx: Buffer | null = null;
    if (template) {
      const filled = await this.templates.fill(viewer, template, values);
      letterDocx = filled.docx;
      await drawLetter(pdf, letterhead, filled.text);
    }
    if (input.includeSpecials) {
      const specials = await this.medicalBills.specials(viewer, matter.id);
      const names = new Map((await this.contacts.byIds(viewer.firm.id, specials.providers.map((row) => row.providerId))).map((contact) => [contact.id, contact.name]));
      await appendPdf(pdf, await renderSpecialsPdf(letterhead.name, matter, specials, names));
    }
    const unreadable: string[] = [];
    for (const document of chosen) {
      const bytes = await buffer((await this.documents.open(viewer, document.id)).content);
      try {
        if (document.contentType === CONTENT_TYPES.pdf) await appendPdf(pdf, bytes);
        else await appendImage(pdf, bytes, document.contentType === CONTENT_TYPES.png);
      } catch {
        unreadable.push(document.title);
      }
    }
    if (unreadable.length) throw badUserInput([{ field: 'documentIds', messages: [`These could not be read: ${unreadable.map((title) => `"${title}"`).join(', ')}. Open them to check, or leave them out.`] }]);

    const day = this.clock.today(viewer.firm);
    const label = `${NEGOTIATION_LABELS[entry.kind]} ${day}`;
    const stored = await this.documents.storeFile(viewer, { matterId: matter.id, fileName: `Demand package ${day}.pdf`, title: `Demand package - ${label}`, data: Buffer.from(await pdf.save()) });
    if (letterDocx) await this.documents.storeFile(viewer, { matterId: matter.id, fileName: `Demand letter ${day}.docx`, title: `Demand letter - ${label}`, data: letterDocx });
    return this.dataSource.transaction(async (manager) => {
      await manager.update(NegotiationEntry, { id: entry.id, firmId: viewer.firm.id }, { packageDocumentId: stored.id });
      const saved = await manager.getRepository(NegotiationEntry).findOneByOrFail({ id: entry.id });
      await caseRecordChanged(
        manager, this.matters, this.events, viewer,
        { matterId: matter.id, kind: CaseRecordKind.NEGOTIATION, recordId: entry.id, change: CaseRecordChange.CHANGED },
        `Assembled the demand package of the ${NEGOTIATION_LABELS[entry.kind].toLowerCase()} of ${entry.happenedOn} (${pdf.getPageCount()} pages)`,
      );
      return saved;
    });
  }

  /** Every merge field's value for a case (and a demand: its insurer, policy and claim; else the case's first liability policy). */
  async mergeValues(viewer: FirmViewer, matterId: string, entry: NegotiationEntry | null): Promise<MergeValues> {
    const matter = await this.matters.get(viewer, matterId);
    const [people] = (await this.dataSource.query(
      `SELECT client.name AS client, f.name AS firm,
         (SELECT u.first_name || ' ' || u.last_name FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = m.id AND u.role = 'ATTORNEY' ORDER BY s.position LIMIT 1) AS attorney
       FROM matters m JOIN firms f ON f.id = m.firm_id LEFT JOIN contacts client ON client.id = m.client_id WHERE m.id = $1 AND m.firm_id = $2`,
      [matter.id, viewer.firm.id],
    )) as Array<{ client: string | null; firm: string; attorney: string | null }>;
    const [policy] = (await this.dataSource.query(
      `SELECT ip.policy_number, ip.claim_number, ip.per_person_limit_cents::text AS per_person, insurer.name AS insurer, adjuster.name AS adjuster, insured.name AS insured
       FROM insurance_policies ip JOIN contacts insurer ON insurer.id = ip.insurer_id LEFT JOIN contacts adjuster ON adjuster.id = ip.adjuster_id
         LEFT JOIN matter_parties party ON party.id = ip.insured_party_id LEFT JOIN contacts insured ON insured.id = party.contact_id
       WHERE ip.firm_id = $1 AND ip.matter_id = $2 AND ($3::uuid IS NULL OR ip.id = $3)
       ORDER BY ip.coverage, ip.created_at, ip.id LIMIT 1`,
      [viewer.firm.id, matter.id, entry?.policyId ?? null],
    )) as Array<{ policy_number: string | null; claim_number: string | null; per_person: string | null; insurer: string; adjuster: string | null; insured: string | null }>;
    const damages = await this.damages.summary(viewer, matter.id);
    const money = (cents: number | null | undefined) => formatMoney(cents ?? 0);
    return {
      today: longDate(this.clock.today(viewer.firm)),
      'firm.name': people?.firm ?? '',
      'attorney.name': people?.attorney ?? '',
      'client.name': people?.client ?? '',
      'case.name': matter.name,
      'case.number': matter.number,
      'incident.date': longDate(matter.incident?.date),
      'incident.state': matter.incident?.state ?? '',
      'incident.description': matter.incident?.facts ?? '',
      'insurer.name': policy?.insurer ?? '',
      'insured.name': policy?.insured ?? '',
      'adjuster.name': policy?.adjuster ?? '',
      'policy.number': policy?.policy_number ?? '',
      'policy.limit': policy?.per_person != null ? money(Number(policy.per_person)) : '',
      'claim.number': policy?.claim_number ?? '',
      'demand.amount': entry ? money(entry.amountCents) : '',
      'demand.responseDue': longDate(entry?.responseDueOn),
      'damages.medicalBilled': money(damages.medicalBilledCents),
      'damages.medicalOutstanding': money(damages.medicalOutstandingCents),
      'damages.lostWages': money(damages.lostWagesCents),
      'damages.property': money(damages.propertyDamageCents),
      'damages.total': money(damages.totalEconomicCents),
    };
  }

}

/** One message per field, its problems joined. */
function mergeProblems(problems: FieldError[]): FieldError[] {
  const byField = new Map<string, string[]>();
  for (const problem of problems) byField.set(problem.field, [...new Set([...(byField.get(problem.field) ?? []), ...problem.messages])]);
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

/** The letter on US Letter pages: the firm's letterhead, then the text wrapped to the margins. */
async function drawLetter(pdf: PDFDocument, letterhead: Letterhead, text: string): Promise<void> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin, size, leading] = [612, 792, 72, 11, 15];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  page.drawText(printable(letterhead.name), { x: margin, y, size: 15, font: bold, color: rgb(0.1, 0.1, 0.1) });
  y -= 15;
  if (letterhead.contact) page.drawText(printable(letterhead.contact), { x: margin, y, size: 9, font: regular });
  y -= 36;
  for (const paragraph of text.split(/\r?\n/)) {
    for (const line of wrapToWidth(paragraph, regular, size, width - 2 * margin)) {
      if (y < margin) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y, size, font: regular, color: rgb(0.1, 0.1, 0.1) });
      y -= leading;
    }
  }
}

async function appendPdf(pdf: PDFDocument, bytes: Uint8Array): Promise<void> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page);
}

/** An image on its own US Letter page, scaled to fit the margins. */
async function appendImage(pdf: PDFDocument, bytes: Uint8Array, png: boolean): Promise<void> {
  const image = png ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const [width, height, margin] = [612, 792, 36];
  const scale = Math.min((width - 2 * margin) / image.width, (height - 2 * margin) / image.height, 1);
  const page = pdf.addPage([width, height]);
  page.drawImage(image, { x: (width - image.width * scale) / 2, y: (height - image.height * scale) / 2, width: image.width * scale, height: image.height * scale });
}
