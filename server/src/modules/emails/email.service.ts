import type { Readable } from 'node:stream';
import type { AddressObject } from 'mailparser';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, notFound, staleEdit } from '../../graphql/errors';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { MatterService } from '../matters/matter.service';
import { FileRejected } from '../documents/document.content';
import type { DocumentService, StoredContent } from '../documents/document.service';
import { CaseEmail, CaseEmailAttachment, EmailDirection, EmailOrigin } from './email.entity';
import { EmailSort, type MatterEmailsArgs, type RecordEmailInput, type UpdateEmailInput } from './email.inputs';
import { updateVersioned } from '../../db/versioned';
import { readEml, UnreadableEmail, type ReadEmail } from './email.reader';
import { SortDirection } from '../../graphql/sorting';
import type { FirmClock } from '../firms/firm-clock';

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

const UNREADABLE = 'This file could not be read as an email (.eml).';

/** Text PostgreSQL can store: an email may carry NUL characters, which a text column refuses. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is removed
const storable = (text: string) => text.replace(/\u0000/g, '');

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
    private readonly clock: FirmClock,
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
    return pageWithTotal(args, items, totalCount);
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
          staleEdit('This email'),
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

  attachmentIdsOf(firmId: string, emailIds: readonly string[]): Promise<CaseEmailAttachment[]> {
    return this.dataSource.getRepository(CaseEmailAttachment).find({ where: { emailId: In([...emailIds]), firmId } });
  }

  /**
   * Files one .eml on a case: read as a stream (email.reader.ts), its attachments streamed to the
   * storage as they are decoded, then the email and its attachments (as the case's documents) in
   * one short transaction. The same message (Message-ID) is filed once per case. Answers why a file
   * was not filed; throws only for the server's own failures, leaving nothing of the file behind.
   */
  async importEml(viewer: FirmViewer, matterId: string, fileName: string, source: Readable): Promise<ImportOutcome> {
    const matter = await this.matters.get(viewer, matterId);
    const stored: StoredContent[] = [];
    const skippedAttachments: Array<{ fileName: string; problem: string }> = [];
    let filedAlready: Promise<boolean> | undefined;
    let mail: ReadEmail;
    try {
      mail = await readEml(source, async (attachment, headers) => {
        // Embedded pictures without a name (logos, signatures) are part of the body, not files.
        if (attachment.inline && !attachment.fileName) return;
        // A message filed before keeps nothing more (checked again when filing).
        filedAlready ??= this.isFiled(matter.id, headers.messageId);
        if (await filedAlready) return;
        const name = attachment.fileName || `attachment-${stored.length + skippedAttachments.length + 1}`;
        try {
          stored.push(await this.documents.storeContent(viewer, name, attachment.content));
        } catch (error) {
          if (!(error instanceof FileRejected)) throw error;
          skippedAttachments.push({ fileName: name, problem: error.message });
        }
      });
    } catch (error) {
      await this.documents.removeStoredFiles(stored);
      if (error instanceof UnreadableEmail) return { file: fileName, emailId: null, description: null, problem: UNREADABLE };
      throw error;
    }
    try {
      const outcome = mail.from || mail.subject || mail.text
        ? await this.dataSource.transaction((manager) => this.file(manager, viewer, matter.id, fileName, mail, stored))
        : { file: fileName, emailId: null, description: null, problem: UNREADABLE };
      // Nothing of a file that was not filed stays.
      if (!outcome.emailId) await this.documents.removeStoredFiles(stored);
      return outcome.emailId ? { ...outcome, skippedAttachments } : outcome;
    } catch (error) {
      // The rows rolled back; the stored attachments go too.
      await this.documents.removeStoredFiles(stored);
      throw error;
    }
  }

  private async isFiled(matterId: string, messageId: string | undefined): Promise<boolean> {
    if (!messageId) return false;
    return this.dataSource.getRepository(CaseEmail).existsBy({ matterId, messageId: storable(messageId).slice(0, 998) });
  }

  private async file(manager: EntityManager, viewer: FirmViewer, matterId: string, fileName: string, mail: ReadEmail, stored: StoredContent[]): Promise<ImportOutcome> {
    const messageId = mail.messageId ? storable(mail.messageId).slice(0, 998) : null;
    if (messageId && (await manager.getRepository(CaseEmail).existsBy({ matterId, messageId }))) {
      return { file: fileName, emailId: null, description: mail.subject ?? null, problem: 'This email is already filed on the case.' };
    }
    const fromAddress = storable(addresses(mail.from)).slice(0, 500) || 'Unknown sender';
    const to = storable([addresses(mail.to), addresses(mail.cc)].filter(Boolean).join(', '));
    const sentAt = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date();
    const email = await manager.getRepository(CaseEmail).save(
      manager.getRepository(CaseEmail).create({
        firmId: viewer.firm.id, matterId, description: storable(mail.subject?.trim() || '(no subject)').slice(0, 500), category: null, subCategory: null,
        sentAt, fromAddress, toAddresses: to, direction: await this.directionOf(manager, viewer, mail), origin: EmailOrigin.IMPORTED,
        bodyText: storable(mail.text?.trim().slice(0, 200_000) ?? '') || null, messageId, attachmentCount: stored.length, createdById: viewer.user.id,
      }),
    );
    const receivedDate = this.clock.dayOf(sentAt, this.clock.zoneOf(viewer.firm));
    for (const content of stored) {
      const document = await this.documents.fileStored(manager, viewer, content, matterId, receivedDate);
      await manager.getRepository(CaseEmailAttachment).insert({ firmId: email.firmId, emailId: email.id, documentId: document.id });
    }
    const count = stored.length ? ` with ${stored.length} attachment${stored.length === 1 ? '' : 's'}` : '';
    await this.matters.record(manager, viewer, matterId, 'matter.email_imported', `Filed the email "${email.description}"${count}`);
    return { file: fileName, emailId: email.id, description: email.description, problem: null };
  }

  /** Sent by the firm when the sender's address is on one of its people's (or its own) email domains. */
  private async directionOf(manager: EntityManager, viewer: FirmViewer, mail: ReadEmail): Promise<EmailDirection> {
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
