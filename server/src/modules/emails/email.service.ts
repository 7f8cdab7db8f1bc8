import type { Readable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { DataSource, EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, notFound } from '../../graphql/errors';
import { likePattern, pageWindow, type Page } from '../../graphql/pagination';
import { SortDirection } from '../contacts/contact.inputs';
import type { MatterService } from '../matters/matter.service';
import { FileRejected } from '../documents/document.content';
import type { Document } from '../documents/document.entity';
import type { DocumentService } from '../documents/document.service';
import { CaseEmail, CaseEmailAttachment, EmailDirection, EmailOrigin } from './email.entity';
import { EmailSort, type MatterEmailsArgs, type RecordEmailInput, type UpdateEmailInput } from './email.inputs';
import { updateVersioned } from '../../db/versioned';

const SORT_SQL: Record<EmailSort, string> = {
  [EmailSort.DATE]: 'email.sent_at',
  [EmailSort.DESCRIPTION]: 'email.description',
  [EmailSort.CATEGORY]: 'email.category',
  [EmailSort.FROM]: 'email.from_address',
  [EmailSort.DIRECTION]: 'email.direction',
  [EmailSort.REVIEWED]: 'email.reviewed',
};


export interface ImportOutcome {
  file: string;
  /** The email filed (null when the file was skipped). */
  emailId: string | null;
  description: string | null;
  problem: string | null;
  /** Attachments not kept, and why (a type the firm does not keep, too large…). */
  skippedAttachments?: Array<{ fileName: string; problem: string }>;
}

/** "Name <address>" for each address (mailparser's own text quotes names). */
const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (value ? (Array.isArray(value) ? value : [value]) : [])
    .flatMap((group) => group.value)
    .map((a) => (a.name && a.address ? `${a.name} <${a.address}>` : (a.address ?? a.name ?? '')))
    .filter(Boolean)
    .join(', ');

/**
 * Emails filed on a case (its Emails tab): imported from .eml files — parsed by mailparser, their
 * attachments kept as the case's documents — or recorded by hand; categorised and reviewed.
 */
export class EmailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly documents: DocumentService,
  ) {}

  async list(viewer: FirmViewer, args: MatterEmailsArgs): Promise<Page<CaseEmail>> {
    await this.matters.get(viewer, args.matterId);
    const query = this.dataSource
      .getRepository(CaseEmail)
      .createQueryBuilder('email')
      .where('email.firm_id = :firmId AND email.matter_id = :matterId', { firmId: viewer.firm.id, matterId: args.matterId });
    const search = args.search?.trim();
    if (search) {
      query.andWhere('(email.description ILIKE :p OR email.from_address ILIKE :p OR email.to_addresses ILIKE :p OR email.body_text ILIKE :p)', { p: likePattern(search) });
    }
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await query
      .orderBy(SORT_SQL[args.sortBy], args.sortDirection === SortDirection.ASC ? 'ASC' : 'DESC', 'NULLS LAST')
      .addOrderBy('email.sent_at', 'DESC')
      .addOrderBy('email.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }

  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<CaseEmail> {
    const email = await manager.getRepository(CaseEmail).findOneBy({ id, firmId: viewer.firm.id });
    if (!email) throw notFound('The email');
    await this.matters.get(viewer, email.matterId, manager);
    return email;
  }

  /** An email recorded by hand (Add). */
  async record(viewer: FirmViewer, input: RecordEmailInput): Promise<CaseEmail> {
    const problems = [
      ...(input.description.trim() ? [] : [{ field: 'description', messages: ['Enter the subject.'] }]),
      ...(input.fromAddress.trim() ? [] : [{ field: 'fromAddress', messages: ['Enter who sent it.'] }]),
      ...(Number.isNaN(new Date(input.sentAt).getTime()) ? [{ field: 'sentAt', messages: ['Enter when it was sent.'] }] : []),
    ];
    if (problems.length) throw badUserInput(problems);
    return this.dataSource.transaction(async (manager) => {
      const matter = await this.matters.get(viewer, input.matterId, manager);
      const email = await manager.getRepository(CaseEmail).save(
        manager.getRepository(CaseEmail).create({
          firmId: viewer.firm.id, matterId: matter.id, description: input.description.trim(), category: input.category?.trim() || null,
          subCategory: input.subCategory?.trim() || null, sentAt: input.sentAt, fromAddress: input.fromAddress.trim(), toAddresses: input.toAddresses.trim(),
          direction: input.direction, origin: EmailOrigin.RECORDED, bodyText: input.bodyText?.trim() || null, messageId: null, createdById: viewer.user.id,
        }),
      );
      await this.matters.record(manager, viewer, matter.id, 'matter.email_recorded', `Recorded the email "${email.description}"`);
      return email;
    });
  }

  async update(viewer: FirmViewer, input: UpdateEmailInput): Promise<CaseEmail> {
    return this.dataSource.transaction(async (manager) => {
      const email = await this.get(viewer, input.id, manager);
      const changes: Partial<CaseEmail> = {
        description: input.description?.trim(),
        category: input.category === undefined ? undefined : input.category?.trim() || null,
        subCategory: input.subCategory === undefined ? undefined : input.subCategory?.trim() || null,
      };
      return Object.assign(
        email,
        await updateVersioned(manager, CaseEmail, { id: email.id, firmId: viewer.firm.id, version: input.version }, changes, () =>
          conflict('This email was changed by someone else after you opened it. Reload to see their changes.'),
        ),
      );
    });
  }

  /** Marks the email reviewed (by whom, when) or not. */
  async setReviewed(viewer: FirmViewer, id: string, reviewed: boolean): Promise<CaseEmail> {
    return this.dataSource.transaction(async (manager) => {
      const email = await this.get(viewer, id, manager);
      email.reviewed = reviewed;
      email.reviewedAt = reviewed ? new Date() : null;
      email.reviewedById = reviewed ? viewer.user.id : null;
      const saved = await manager.getRepository(CaseEmail).save(email);
      if (reviewed) await this.matters.record(manager, viewer, email.matterId, 'matter.email_reviewed', `Reviewed the email "${email.description}"`);
      return saved;
    });
  }

  /** Deletes the email; its attachments stay among the case's documents. */
  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    await this.dataSource.transaction(async (manager) => {
      const email = await this.get(viewer, id, manager);
      await manager.getRepository(CaseEmail).delete({ id: email.id });
      await this.matters.record(manager, viewer, email.matterId, 'matter.email_deleted', `Deleted the email "${email.description}" (its attachments stay in Documents)`);
    });
    return true;
  }

  attachmentIdsOf(emailIds: readonly string[]): Promise<CaseEmailAttachment[]> {
    return emailIds.length ? this.dataSource.getRepository(CaseEmailAttachment).createQueryBuilder('a').where('a.email_id IN (:...ids)', { ids: [...emailIds] }).getMany() : Promise.resolve([]);
  }

  /**
   * Files one .eml on a case: parsed with mailparser, the email and its attachments (as the case's
   * documents) in one transaction. The same message (Message-ID) is filed once per case.
   */
  async importEml(viewer: FirmViewer, matterId: string, fileName: string, source: Readable | Buffer): Promise<ImportOutcome> {
    let mail: ParsedMail;
    try {
      mail = await simpleParser(source);
    } catch {
      return { file: fileName, emailId: null, description: null, problem: 'This file could not be read as an email (.eml).' };
    }
    if (!mail.from && !mail.subject && !mail.text) {
      return { file: fileName, emailId: null, description: null, problem: 'This file could not be read as an email (.eml).' };
    }
    const kept: Document[] = [];
    try {
      return await this.dataSource.transaction((manager) => this.file(manager, viewer, matterId, fileName, mail, kept));
    } catch (error) {
      // Nothing of a failed import stays: the rows rolled back, the stored attachments go too.
      await this.documents.removeStoredFiles(kept);
      throw error;
    }
  }

  private async file(manager: EntityManager, viewer: FirmViewer, matterId: string, fileName: string, mail: ParsedMail, kept: Document[]): Promise<ImportOutcome> {
    const matter = await this.matters.get(viewer, matterId, manager);
    const messageId = mail.messageId?.slice(0, 998) ?? null;
    if (messageId && (await manager.getRepository(CaseEmail).existsBy({ matterId, messageId }))) {
      return { file: fileName, emailId: null, description: mail.subject ?? null, problem: 'This email is already filed on the case.' };
    }
    const fromAddress = addresses(mail.from).slice(0, 500) || 'Unknown sender';
    const to = [addresses(mail.to), addresses(mail.cc)].filter(Boolean).join(', ');
    const sentAt = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date();
    const files = (mail.attachments ?? []).filter((a) => a.contentDisposition !== 'inline' || a.filename);
    const email = await manager.getRepository(CaseEmail).save(
      manager.getRepository(CaseEmail).create({
        firmId: viewer.firm.id, matterId: matter.id, description: (mail.subject?.trim() || '(no subject)').slice(0, 500), category: null, subCategory: null,
        sentAt, fromAddress, toAddresses: to, direction: await this.directionOf(manager, viewer, mail), origin: EmailOrigin.IMPORTED,
        bodyText: mail.text?.trim().slice(0, 200_000) || null, messageId, attachmentCount: 0, createdById: viewer.user.id,
      }),
    );
    const skippedAttachments: Array<{ fileName: string; problem: string }> = [];
    for (const [index, attachment] of files.entries()) {
      const name = attachment.filename || `attachment-${index + 1}`;
      try {
        const document = await this.documents.storeFile(
          viewer,
          { matterId: matter.id, fileName: name, contentType: attachment.contentType, data: attachment.content, receivedDate: sentAt.toISOString().slice(0, 10) },
          manager,
        );
        kept.push(document);
        await manager.getRepository(CaseEmailAttachment).insert({ emailId: email.id, documentId: document.id });
      } catch (error) {
        if (!(error instanceof FileRejected)) throw error;
        skippedAttachments.push({ fileName: name, problem: error.message });
      }
    }
    if (kept.length) await manager.update(CaseEmail, { id: email.id }, { attachmentCount: kept.length });
    const count = kept.length ? ` with ${kept.length} attachment${kept.length === 1 ? '' : 's'}` : '';
    await this.matters.record(manager, viewer, matter.id, 'matter.email_imported', `Filed the email "${email.description}"${count}`);
    return { file: fileName, emailId: email.id, description: email.description, problem: null, skippedAttachments };
  }

  /** Sent by the firm when the sender's address is on one of its people's (or its own) email domains. */
  private async directionOf(manager: EntityManager, viewer: FirmViewer, mail: ParsedMail): Promise<EmailDirection> {
    const sender = mail.from?.value[0]?.address?.toLowerCase();
    const domain = sender?.split('@')[1];
    if (!domain) return EmailDirection.INBOUND;
    const rows: Array<{ found: boolean }> = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE firm_id = $1 AND lower(split_part(email, '@', 2)) = $2)
           OR EXISTS (SELECT 1 FROM firms WHERE id = $1 AND lower(split_part(email, '@', 2)) = $2) AS found`,
      [viewer.firm.id, domain],
    );
    return rows[0]?.found ? EmailDirection.OUTBOUND : EmailDirection.INBOUND;
  }
}
