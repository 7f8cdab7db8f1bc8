import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { type AppError, badUserInput, insteadOfNotFound, isUniqueViolation, notFound, staleEdit } from '../../graphql/errors';
import { likePattern, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import type { ActivityService } from '../activity/activity.service';
import { accessibleMatterIds, whereLinkedMatterAccessible } from '../matters/matter.access';
import type { MatterOpening, MatterService } from '../matters/matter.service';
import type { Matter } from '../matters/matter.entity';
import { OptionListKey } from '../options/option-list.entity';
import type { OptionService } from '../options/option.service';
import { ContentInspector, CONTENT_TYPES, type DocumentKind } from './document.content';
import { Document, DocumentFolder } from './document.entity';
import {
  DocumentListKind,
  DocumentSort,
  type CreateFolderInput,
  type DocumentEntryPage,
  type DocumentsArgs,
  type SnippetPart,
} from './document.inputs';
import { HIGHLIGHT_END, HIGHLIGHT_START, MAX_TEXT_CHARS, type TextExtractor } from './document.text';
import { updateVersioned } from '../../db/versioned';
import { SortDirection } from '../../graphql/sorting';
import { trimToNull } from '../../graphql/text';
import { sqlParams } from '../../db/sql';
import type { FirmClock } from '../firms/firm-clock';

/** A file to keep as a document of a case (or firm-wide): the upload endpoint's and email import's way in. */
export interface StoreFileInput {
  matterId?: string | null;
  folderId?: string | null;
  /** The name of the file as it came (its path, if any, is dropped). */
  fileName: string;
  /** The File Name to show; the file's name when blank. */
  title?: string | null;
  /** What the sender claimed; only logged. The stored type is the one found in the content. */
  contentType?: string | null;
  data: Readable | Buffer;
  /** YYYY-MM-DD; today when missing. */
  receivedDate?: string | null;
  category?: string | null;
}

/** A file's content in the storage, checked by content and read for search: not a document yet. */
export interface StoredContent {
  storageKey: string;
  /** The name it came with, made safe (no folder, no control characters). */
  fileName: string;
  kind: DocumentKind;
  size: number;
  textContent: string | null;
}

/** Where a new document goes and how it is listed. */
interface Placement {
  matterId: string | null;
  folder: DocumentFolder | null;
  title: string;
  receivedDate: string;
  category: string | null;
}

/** A document found by a search, with the matching words of its text. */
export type ListedDocument = Document & { snippet?: SnippetPart[] | null };

const FOLDER_NAME_MAX = 120;
const TITLE_MAX = 255;
const CATEGORY_RESULTS = 50;

const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';
/** PostgreSQL's "string is too long for tsvector". */
const isProgramLimit = (error: unknown) => (error as { code?: string }).code === '54000';


/** A file name without any folder a browser sent along, control characters or surrounding blanks. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned.length <= TITLE_MAX) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, TITLE_MAX - extension.length) + extension;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function checkDate(value: string | null | undefined, field: string): string | null {
  const date = trimToNull(value);
  if (!date) return null;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw badUserInput([{ field, messages: ['Enter the date as YYYY-MM-DD.'] }]);
  }
  // A day of slack for people east of UTC.
  if (date > tomorrow()) throw badUserInput([{ field, messages: ['The received date cannot be in the future.'] }]);
  return date;
}

/** Splits ts_headline's output at the highlight marks. */
function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, 'g');
  let last = 0;
  for (const match of headline.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: headline.slice(last, match.index), highlighted: false });
    parts.push({ text: match[1] ?? '', highlighted: true });
    last = match.index + match[0].length;
  }
  if (last < headline.length) parts.push({ text: headline.slice(last), highlighted: false });
  return parts;
}


/**
 * Folders and documents of cases and of the firm: listing and searching them within the viewer's
 * access, keeping files through the storage, and every change in the case's Recent Activity.
 */
export class DocumentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly activity: ActivityService,
    private readonly options: OptionService,
    private readonly storage: FileStorage,
    /** FILE_MAX_BYTES */
    readonly maxBytes: number,
    private readonly logger: Logger,
    /** Reads the text of stored files for search, one at a time (document.text.ts). */
    private readonly texts: TextExtractor,
    private readonly clock: FirmClock,
  ) {}

  /** A case just opened gets the top-level folders Add New Case named (a MatterListener). */
  async matterOpened(manager: EntityManager, viewer: FirmViewer, matter: Matter, opening: MatterOpening): Promise<void> {
    const names = [...new Set(opening.folders.map((name) => name.trim()).filter(Boolean))];
    if (!names.length) return;
    await manager.getRepository(DocumentFolder).insert(names.map((name) => ({ firmId: viewer.firm.id, matterId: matter.id, name, createdById: viewer.user.id })));
  }

  /** The firm's documents among `ids` (named by records the viewer could read, e.g. a medical bill's scan). */
  byIds(firmId: string, ids: readonly string[]): Promise<Document[]> {
    return this.dataSource.getRepository(Document).findBy({ firmId, id: In([...ids]) });
  }

  /** The top-level document folders of the firm's cases among `matterIds`, by name. */
  async topFoldersOf(firmId: string, matterIds: readonly string[]): Promise<DocumentFolder[]> {
    return this.dataSource.getRepository(DocumentFolder).find({ where: { firmId, matterId: In([...matterIds]), parentId: IsNull() }, order: { name: 'ASC' } });
  }

  // --- Reading -----------------------------------------------------------------------------------

  /**
   * One level of folders and documents (a case's or all the viewer may open), folders first, or,
   * with a search, everything matching at any depth by relevance: full text of the name and the
   * content, plus trigram similarity of the name so a typo still finds it. Paged in SQL.
   */
  async list(viewer: FirmViewer, args: DocumentsArgs): Promise<DocumentEntryPage> {
    if (args.matterId) await this.matters.get(viewer, args.matterId);
    const search = trimToNull(args.search);
    const folder = args.folderId && !search ? await this.folder(viewer, args.folderId) : null;

    const { values, p } = sqlParams();
    const firm = p(viewer.firm.id);
    const access = accessibleMatterIds(viewer, values.length + 1);
    values.push(...access.params);
    const scope = (alias: string) => {
      const conditions = [`${alias}.firm_id = ${firm}`, `(${alias}.matter_id IS NULL OR ${alias}.matter_id IN (${access.sql}))`];
      if (args.matterId) conditions.push(`${alias}.matter_id = ${p(args.matterId)}`);
      return conditions;
    };
    // Each part adds only the parameters it uses: PostgreSQL refuses a parameter no part mentions.
    const searchParams = search ? { text: p(search), pattern: p(likePattern(search)) } : null;
    const tsQuery = searchParams ? `websearch_to_tsquery('english', ${searchParams.text})` : '';
    const level = (alias: string, column: string) => {
      if (searchParams) return [];
      return [folder ? `${alias}.${column} = ${p(folder.id)}` : `${alias}.${column} IS NULL`];
    };
    const parts: string[] = [];
    if (args.kind !== DocumentListKind.DOCUMENTS) {
      const where = [...scope('f'), ...level('f', 'parent_id')];
      let rank = '0::real';
      if (searchParams) {
        const { text, pattern } = searchParams;
        where.push(`(f.name ILIKE ${pattern} OR f.name % ${text} OR ${text} <% f.name)`);
        rank = `greatest(similarity(f.name, ${text}), word_similarity(${text}, f.name))`;
      }
      parts.push(`SELECT 0 AS kind, f.id, f.name AS title, f.created_at, NULL::date AS received_date, ${rank} AS rank
        FROM document_folders f WHERE ${where.join(' AND ')}`);
    }
    if (args.kind !== DocumentListKind.FOLDERS) {
      const where = [...scope('d'), ...level('d', 'folder_id')];
      let rank = '0::real';
      if (searchParams) {
        const { text, pattern } = searchParams;
        where.push(`(d.search_vector @@ ${tsQuery} OR d.title ILIKE ${pattern} OR d.title % ${text} OR ${text} <% d.title)`);
        rank = `ts_rank(d.search_vector, ${tsQuery}) + greatest(similarity(d.title, ${text}), word_similarity(${text}, d.title))`;
      }
      parts.push(`SELECT 1 AS kind, d.id, d.title, d.created_at, d.received_date, ${rank} AS rank
        FROM documents d WHERE ${where.join(' AND ')}`);
    }
    const entries = parts.join(' UNION ALL ');
    const direction = args.sortDirection === SortDirection.ASC ? 'ASC' : 'DESC';
    const order = {
      [DocumentSort.RECENT]: `entry.created_at ${direction}`,
      [DocumentSort.NAME]: `lower(entry.title) ${direction}, entry.title ${direction}`,
      [DocumentSort.RECEIVED_DATE]: `entry.received_date ${direction} NULLS LAST, entry.created_at DESC`,
    }[args.sortBy];
    const { offset, limit } = pageWindow(args);
    const rows: Array<{ kind: number; id: string; total: string }> = await this.dataSource.query(
      `SELECT entry.kind, entry.id, count(*) OVER () AS total FROM (${entries}) entry
       ORDER BY entry.kind, ${search ? 'entry.rank DESC, ' : ''}${order}, entry.id
       LIMIT ${p(limit)} OFFSET ${p(offset)}`,
      values,
    );
    let totalCount = rows[0] ? Number(rows[0].total) : 0;
    if (!rows.length && args.page > 1) {
      const [counted] = await this.dataSource.query(`SELECT count(*) AS total FROM (${entries}) entry`, values.slice(0, -2));
      totalCount = Number(counted.total);
    }

    const folderIds = rows.filter((row) => row.kind === 0).map((row) => row.id);
    const documentIds = rows.filter((row) => row.kind === 1).map((row) => row.id);
    const [folders, documents, snippets] = await Promise.all([
      folderIds.length ? this.dataSource.getRepository(DocumentFolder).findBy({ id: In(folderIds), firmId: viewer.firm.id }) : [],
      documentIds.length ? this.dataSource.getRepository(Document).findBy({ id: In(documentIds), firmId: viewer.firm.id }) : [],
      search && documentIds.length ? this.snippets(viewer.firm.id, documentIds, search) : new Map<string, SnippetPart[]>(),
    ]);
    const byId = new Map<string, DocumentFolder | ListedDocument>([...folders, ...documents].map((item) => [item.id, item]));
    for (const document of documents as ListedDocument[]) document.snippet = snippets.get(document.id) ?? null;
    const items = rows.map((row) => byId.get(row.id)).filter((item): item is DocumentFolder | Document => item !== undefined);
    return pageWithTotal(args, items, totalCount);
  }

  /** The matching words in the text of found documents (ts_headline over the first 100,000 characters). */
  private async snippets(firmId: string, ids: string[], search: string): Promise<Map<string, SnippetPart[]>> {
    const rows: Array<{ id: string; headline: string }> = await this.dataSource.query(
      `SELECT d.id, ts_headline('english', left(d.text_content, 100000), websearch_to_tsquery('english', $3),
         'StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "') AS headline
       FROM documents d
       WHERE d.firm_id = $1 AND d.id = ANY($2::uuid[]) AND d.text_content IS NOT NULL AND d.search_vector @@ websearch_to_tsquery('english', $3)`,
      [firmId, ids, search],
    );
    return new Map(rows.map((row) => [row.id, snippetParts(row.headline)]));
  }

  /** A folder the viewer may open: firm-wide or of a case they may open; NOT_FOUND otherwise. */
  async folder(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<DocumentFolder> {
    const folder = await manager.getRepository(DocumentFolder).findOneBy({ id, firmId: viewer.firm.id });
    if (!folder) throw notFound('The folder');
    if (folder.matterId) await insteadOfNotFound(this.matters.get(viewer, folder.matterId, manager), () => notFound('The folder'));
    return folder;
  }

  /** A document the viewer may open (with its storage key); NOT_FOUND otherwise, whatever the reason. */
  async document(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<Document> {
    const document = await manager.getRepository(Document).findOneBy({ id, firmId: viewer.firm.id });
    if (!document) throw notFound('The document');
    if (document.matterId) await insteadOfNotFound(this.matters.get(viewer, document.matterId, manager), () => notFound('The document'));
    return document;
  }

  /** Which of these documents the viewer may open (their firm's, of no case or of a case they may open): one query. */
  async openable(viewer: FirmViewer, ids: readonly string[]): Promise<Document[]> {
    if (!ids.length) return [];
    const query = this.dataSource
      .getRepository(Document)
      .createQueryBuilder('document')
      .where('document.firm_id = :firmId AND document.id IN (:...ids)', { firmId: viewer.firm.id, ids: [...ids] });
    return whereLinkedMatterAccessible(query, 'document.matter_id', viewer).getMany();
  }

  /** The text read from a document the viewer may open (its first `max` characters; null when none could be read). */
  async textOf(viewer: FirmViewer, id: string, max: number): Promise<{ document: Document; text: string | null }> {
    const document = await this.document(viewer, id);
    const [row] = (await this.dataSource.query(`SELECT left(text_content, $3) AS text FROM documents WHERE id = $1 AND firm_id = $2`, [id, viewer.firm.id, max])) as Array<{
      text: string | null;
    }>;
    return { document, text: row?.text ?? null };
  }

  /** The folders from the top down to this one, for the breadcrumb. */
  async folderPath(viewer: FirmViewer, folderId: string): Promise<DocumentFolder[]> {
    const folder = await this.folder(viewer, folderId);
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH RECURSIVE chain AS (
         SELECT f.id, f.parent_id, 0 AS depth FROM document_folders f WHERE f.id = $1 AND f.firm_id = $2
         UNION ALL
         SELECT p.id, p.parent_id, chain.depth + 1 FROM document_folders p JOIN chain ON p.id = chain.parent_id
         WHERE p.firm_id = $2 AND chain.depth < 100
       )
       SELECT id FROM chain ORDER BY depth DESC`,
      [folder.id, viewer.firm.id],
    );
    const folders = await this.dataSource.getRepository(DocumentFolder).findBy({ id: In(rows.map((row) => row.id)), firmId: viewer.firm.id });
    const byId = new Map(folders.map((f) => [f.id, f]));
    return rows.map((row) => byId.get(row.id)).filter((f): f is DocumentFolder => f !== undefined);
  }

  /** The stored file of a document the viewer may open. */
  async open(viewer: FirmViewer, id: string): Promise<{ document: Document; content: Readable }> {
    const document = await this.document(viewer, id);
    return { document, content: this.storage.read(document.storageKey) };
  }

  /** The firm's document categories containing `search` (those starting with it first). */
  async categories(viewer: FirmViewer, search: string | null | undefined): Promise<string[]> {
    const [list] = await this.options.lists(viewer.firm.id, [OptionListKey.DOCUMENT_CATEGORIES]);
    const wanted = trimToNull(search)?.toLowerCase();
    const values = list?.values ?? [];
    if (!wanted) return values.slice(0, CATEGORY_RESULTS);
    const matching = values.filter((value) => value.toLowerCase().includes(wanted));
    const starting = matching.filter((value) => value.toLowerCase().startsWith(wanted));
    return [...starting, ...matching.filter((value) => !starting.includes(value))].slice(0, CATEGORY_RESULTS);
  }

  /** Sub-folders plus documents directly in each folder, in one query. */
  async itemCounts(firmId: string, folderIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ id: string; count: string }> = await this.dataSource.query(
      `SELECT id, sum(count) AS count FROM (
         SELECT parent_id AS id, count(*) AS count FROM document_folders WHERE firm_id = $1 AND parent_id = ANY($2::uuid[]) GROUP BY parent_id
         UNION ALL
         SELECT folder_id, count(*) FROM documents WHERE firm_id = $1 AND folder_id = ANY($2::uuid[]) GROUP BY folder_id
       ) counts GROUP BY id`,
      [firmId, [...folderIds]],
    );
    return new Map(rows.map((row) => [row.id, Number(row.count)]));
  }

  // --- Folders -----------------------------------------------------------------------------------

  async createFolder(viewer: FirmViewer, input: CreateFolderInput): Promise<DocumentFolder> {
    const name = this.folderName(input.name, 'name');
    const parent = input.parentId ? await this.folder(viewer, input.parentId) : null;
    if (parent && input.matterId && parent.matterId !== input.matterId) {
      throw badUserInput([{ field: 'parentId', messages: ['Choose a folder of the same case.'] }]);
    }
    const matterId = parent ? parent.matterId : (input.matterId ?? null);
    if (matterId && !parent) await this.matters.get(viewer, matterId);
    const category = await this.category(viewer, input.category);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const folder = await manager.getRepository(DocumentFolder).save(
          manager.getRepository(DocumentFolder).create({ firmId: viewer.firm.id, matterId, parentId: parent?.id ?? null, name, category, createdById: viewer.user.id }),
        );
        await this.record(manager, viewer, matterId, folder.id, 'document.folder_created', `Created the folder "${name}"${parent ? ` in "${parent.name}"` : ''}`);
        return folder;
      });
    } catch (error) {
      throw this.nameTaken(error, name, 'name');
    }
  }

  async renameFolder(viewer: FirmViewer, id: string, newName: string, version: number): Promise<DocumentFolder> {
    const folder = await this.folder(viewer, id);
    const name = this.folderName(newName, 'name');
    if (folder.version !== version) throw this.stale(`The folder "${folder.name}"`);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await updateVersioned(manager, DocumentFolder, { id, firmId: viewer.firm.id, version }, { name }, () => this.stale(`The folder "${folder.name}"`));
        await this.record(manager, viewer, folder.matterId, id, 'document.folder_renamed', `Renamed the folder "${folder.name}" to "${name}"`);
        return manager.getRepository(DocumentFolder).findOneByOrFail({ id });
      });
    } catch (error) {
      throw this.nameTaken(error, name, 'name');
    }
  }

  /** Into another folder of the same case (or the top level), never into itself or below itself. */
  async moveFolder(viewer: FirmViewer, id: string, parentId: string | null): Promise<DocumentFolder> {
    const folder = await this.folder(viewer, id);
    const target = parentId ? await this.folder(viewer, parentId) : null;
    if (target && target.matterId !== folder.matterId) throw badUserInput([{ field: 'parentId', messages: ['Choose a folder of the same case.'] }]);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // Two moves at once could each pass the check below and make a loop together.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`document-folders:${viewer.firm.id}`]);
        if (target) {
          const [loop] = await manager.query(
            `WITH RECURSIVE up AS (
               SELECT id, parent_id, 0 AS depth FROM document_folders WHERE id = $1 AND firm_id = $3
               UNION ALL
               SELECT f.id, f.parent_id, up.depth + 1 FROM document_folders f JOIN up ON f.id = up.parent_id WHERE f.firm_id = $3 AND up.depth < 100
             ) SELECT EXISTS (SELECT 1 FROM up WHERE id = $2) AS loop`,
            [target.id, folder.id, viewer.firm.id],
          );
          if (loop?.loop) throw badUserInput([{ field: 'parentId', messages: ['A folder cannot be moved into itself or one of its sub-folders.'] }]);
        }
        await manager.createQueryBuilder().update(DocumentFolder).set({ parentId: target?.id ?? null })
          .where('id = :id AND firm_id = :firmId', { id, firmId: viewer.firm.id }).execute();
        await this.record(manager, viewer, folder.matterId, id, 'document.folder_moved', `Moved the folder "${folder.name}" to ${target ? `"${target.name}"` : 'the top level'}`);
        return manager.getRepository(DocumentFolder).findOneByOrFail({ id });
      });
    } catch (error) {
      throw this.nameTaken(error, folder.name, 'parentId');
    }
  }

  /**
   * Only an empty folder is deleted: a case's records are evidence, and one stray click must not
   * take a folder of them with it. Move or delete what it holds first.
   */
  async deleteFolder(viewer: FirmViewer, id: string): Promise<boolean> {
    const folder = await this.folder(viewer, id);
    const notEmpty = badUserInput([], `"${folder.name}" is not empty. Move or delete what is in it first.`);
    try {
      await this.dataSource.transaction(async (manager) => {
        // Locked: a document or sub-folder arriving meanwhile waits for this, then fails on the missing folder.
        await manager.query('SELECT id FROM document_folders WHERE id = $1 AND firm_id = $2 FOR UPDATE', [id, viewer.firm.id]);
        const [contents] = await manager.query(
          `SELECT EXISTS (SELECT 1 FROM document_folders WHERE parent_id = $1) OR EXISTS (SELECT 1 FROM documents WHERE folder_id = $1) AS used`,
          [id],
        );
        if (contents?.used) throw notEmpty;
        await manager.getRepository(DocumentFolder).delete({ id, firmId: viewer.firm.id });
        await this.record(manager, viewer, folder.matterId, id, 'document.folder_deleted', `Deleted the folder "${folder.name}"`);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notEmpty;
      throw error;
    }
    return true;
  }

  // --- Documents ---------------------------------------------------------------------------------

  async renameDocument(viewer: FirmViewer, id: string, newTitle: string, version: number): Promise<Document> {
    const document = await this.document(viewer, id);
    const title = trimToNull(newTitle)?.slice(0, TITLE_MAX);
    if (!title) throw badUserInput([{ field: 'name', messages: ['Enter a name.'] }]);
    if (document.version !== version) throw this.stale(`"${document.title}"`);
    return this.dataSource.transaction(async (manager) => {
      await updateVersioned(manager, Document, { id, firmId: viewer.firm.id, version }, { title }, () => this.stale(`"${document.title}"`));
      await this.record(manager, viewer, document.matterId, id, 'document.renamed', `Renamed the document "${document.title}" to "${title}"`);
      return manager.getRepository(Document).findOneByOrFail({ id });
    });
  }

  /** Into another folder of the same case (or its top level): moving never changes a document's case. */
  async moveDocument(viewer: FirmViewer, id: string, folderId: string | null): Promise<Document> {
    const document = await this.document(viewer, id);
    const target = folderId ? await this.folder(viewer, folderId) : null;
    if (target && target.matterId !== document.matterId) throw badUserInput([{ field: 'folderId', messages: ['Choose a folder of the same case.'] }]);
    return this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().update(Document).set({ folderId: target?.id ?? null })
        .where('id = :id AND firm_id = :firmId', { id, firmId: viewer.firm.id }).execute();
      await this.record(manager, viewer, document.matterId, id, 'document.moved', `Moved the document "${document.title}" to ${target ? `"${target.name}"` : 'the top level'}`);
      return manager.getRepository(Document).findOneByOrFail({ id });
    });
  }

  /** Deletes the document and then its stored file. */
  async deleteDocument(viewer: FirmViewer, id: string): Promise<boolean> {
    const document = await this.document(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Document).delete({ id, firmId: viewer.firm.id });
      await this.record(manager, viewer, document.matterId, id, 'document.deleted', `Deleted the document "${document.title}"`);
    });
    await this.removeStoredFiles([document]);
    return true;
  }

  /**
   * Keeps a file as a document, with the checks of the upload endpoint: the viewer may open the
   * case, the folder belongs to it, the category is the firm's; the content is stored and read as
   * `storeContent` does. Throws a FileRejected for the file itself, BAD_USER_INPUT / NOT_FOUND for
   * the rest, and leaves nothing stored when it throws.
   */
  async storeFile(viewer: FirmViewer, input: StoreFileInput): Promise<Document> {
    const data = Buffer.isBuffer(input.data) ? Readable.from([input.data]) : input.data;
    const receivedDate = checkDate(input.receivedDate, 'receivedDate') ?? this.clock.today(viewer.firm);
    const folder = input.folderId ? await this.folder(viewer, input.folderId) : null;
    if (folder && input.matterId && folder.matterId !== input.matterId) {
      throw badUserInput([{ field: 'folderId', messages: ['Choose a folder of the same case.'] }]);
    }
    const matterId = folder ? folder.matterId : (input.matterId ?? null);
    if (matterId && !folder) await this.matters.get(viewer, matterId);
    const category = await this.category(viewer, input.category);

    const content = await this.storeContent(viewer, input.fileName, data);
    const placement = { matterId, folder, title: trimToNull(input.title)?.slice(0, TITLE_MAX) ?? content.fileName, receivedDate, category };
    try {
      return await this.dataSource.transaction((manager) => this.insertDocument(manager, viewer, content, placement));
    } catch (error) {
      await this.removeStoredFiles([content]);
      throw error;
    }
  }

  /**
   * Streams a file into the storage while its size is capped (FILE_MAX_BYTES) and its type is
   * checked by content, then reads its text for search (a failure there does not fail it). Throws
   * a FileRejected for the file itself, and leaves nothing stored when it throws. Not a document
   * yet: `fileStored` makes it one, or `removeStoredFiles` removes it.
   */
  async storeContent(viewer: FirmViewer, name: string, data: Readable): Promise<StoredContent> {
    const fileName = safeFileName(name);
    const key = `${viewer.firm.id}/documents/${randomUUID()}`;
    const inspector = new ContentInspector(fileName, this.maxBytes);
    // The refusal (size, type) or the interruption is what the caller hears about, not the storage's view of it.
    let failure: unknown;
    inspector.on('error', (error) => (failure ??= error));
    data.once('error', (error) => inspector.destroy(error));
    try {
      await this.storage.putStream(key, data.pipe(inspector));
    } catch (error) {
      throw failure ?? error;
    }
    if (failure || !inspector.kind) {
      await this.storage.remove(key);
      throw failure ?? new Error('The upload ended before its type was known.');
    }
    const kind = inspector.kind;
    const textContent = await this.texts.extract(kind, inspector.bytes, () => this.storage.read(key), (error) =>
      this.logger.warn({ err: error, fileName, kind }, 'Could not read the text of a document; it is stored without it'),
    );
    return { storageKey: key, fileName, kind, size: inspector.bytes, textContent };
  }

  /**
   * Makes stored content a document of a case, in the caller's transaction (an email's
   * attachments are filed with the email). If that transaction rolls back, call
   * `removeStoredFiles` with the content.
   */
  fileStored(manager: EntityManager, viewer: FirmViewer, content: StoredContent, matterId: string, receivedDate: string): Promise<Document> {
    return this.insertDocument(manager, viewer, content, { matterId, folder: null, title: content.fileName, receivedDate, category: null });
  }

  /**
   * The document's row, in `manager`'s transaction. Text with too many distinct words for one
   * tsvector (PostgreSQL's 1 MB) is kept shorter rather than failing the file: each try runs in a
   * savepoint, so the failed one does not abort the caller's transaction.
   */
  private async insertDocument(manager: EntityManager, viewer: FirmViewer, content: StoredContent, placement: Placement): Promise<Document> {
    try {
      return await manager.transaction((savepoint) => this.insertRow(savepoint, viewer, content, placement, content.textContent));
    } catch (error) {
      if (!isProgramLimit(error) || !content.textContent) throw error;
      const shorter = content.textContent.slice(0, MAX_TEXT_CHARS / 10);
      return manager.transaction((savepoint) => this.insertRow(savepoint, viewer, content, placement, shorter));
    }
  }

  private async insertRow(manager: EntityManager, viewer: FirmViewer, content: StoredContent, placement: Placement, textContent: string | null): Promise<Document> {
    const { matterId, folder, title, receivedDate, category } = placement;
    const { identifiers } = await manager.getRepository(Document).insert({
      firmId: viewer.firm.id, matterId, folderId: folder?.id ?? null, title, originalName: content.fileName, contentType: CONTENT_TYPES[content.kind],
      size: content.size, storageKey: content.storageKey, receivedDate, category, uploadedById: viewer.user.id, textContent,
    });
    const id = identifiers[0]!.id as string;
    await this.record(manager, viewer, matterId, id, 'document.uploaded', `Uploaded "${title}"${folder ? ` to "${folder.name}"` : ''}`);
    return manager.getRepository(Document).findOneByOrFail({ id });
  }

  /** Removes the stored files of deleted documents (or of rows a caller's transaction rolled back). */
  async removeStoredFiles(documents: Array<Pick<Document, 'storageKey'>>): Promise<void> {
    for (const { storageKey } of documents) {
      await this.storage.remove(storageKey).catch((error: unknown) => this.logger.warn({ err: error, storageKey }, 'Could not remove a stored file'));
    }
  }

  // --- helpers -----------------------------------------------------------------------------------

  private folderName(value: string, field: string): string {
    const name = trimToNull(value);
    if (!name) throw badUserInput([{ field, messages: ['Enter the folder name.'] }]);
    if (name.length > FOLDER_NAME_MAX) throw badUserInput([{ field, messages: [`A folder name has at most ${FOLDER_NAME_MAX} characters.`] }]);
    if (/[\\/]/.test(name)) throw badUserInput([{ field, messages: ['A folder name cannot contain / or \\.'] }]);
    return name;
  }

  /** One of the firm's document categories, in the list's spelling; null when blank. */
  private async category(viewer: FirmViewer, value: string | null | undefined): Promise<string | null> {
    const wanted = trimToNull(value);
    if (!wanted) return null;
    const [list] = await this.options.lists(viewer.firm.id, [OptionListKey.DOCUMENT_CATEGORIES]);
    const found = list?.values.find((category) => category.toLowerCase() === wanted.toLowerCase());
    if (!found) throw badUserInput([{ field: 'category', messages: ['Choose one of the document categories.'] }]);
    return found;
  }

  private nameTaken(error: unknown, name: string, field: string): unknown {
    if (isUniqueViolation(error)) return badUserInput([{ field, messages: [`A folder named "${name}" is already there.`] }]);
    return error;
  }

  private stale(what: string): AppError {
    return staleEdit(what);
  }

  /** Recent Activity of the case; firm-wide documents are recorded in the firm's audit trail. */
  private record(manager: EntityManager, viewer: FirmViewer, matterId: string | null, subjectId: string, action: string, summary: string): Promise<void> {
    if (matterId) return this.matters.record(manager, viewer, matterId, action, summary);
    return this.activity.record(manager, viewer, viewer.firm.id, { action, subjectType: 'document', subjectId, summary });
  }
}
