import type { DataSource, EntityManager } from 'typeorm';
import type { FirmViewer, Viewer } from '../../graphql/context';
import { updateVersioned } from '../../db/versioned';
import { forbidden, notFound, staleEdit } from '../../graphql/errors';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { ContactService } from '../contacts/contact.service';
import type { MatterService } from '../matters/matter.service';
import { Note } from './note.entity';
import { NoteSort, type AddContactNoteInput, type AddMatterNoteInput, type ContactNotesArgs, type MatterNotesArgs, type UpdateNoteInput } from './note.inputs';
import { Role } from '../../graphql/roles';
import { SortDirection } from '../../graphql/sorting';

const SORT_SQL: Record<NoteSort, string> = {
  [NoteSort.DATE]: 'note.created_at',
  [NoteSort.TYPE]: 'note.type',
  [NoteSort.STAFF]: 'author.last_name',
};

/** A short, single-line excerpt of a note for the activity trail. */
const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** Notes about contacts and about cases: written by staff, typed, edited by their author (or a firm admin). */
export class NoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactService,
    private readonly matters: MatterService,
  ) {}

  /** A contact's notes, newest first, paged in SQL. */
  async listForContact(firmId: string, args: ContactNotesArgs): Promise<Page<Note>> {
    await this.contacts.get(firmId, args.contactId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(Note).findAndCount({
      where: { firmId, contactId: args.contactId },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  /** A case's notes (the case's Notes tab), searched, sorted and paged in SQL. */
  async listForMatter(viewer: FirmViewer, args: MatterNotesArgs): Promise<Page<Note>> {
    await this.matters.get(viewer, args.matterId);
    const query = this.dataSource
      .getRepository(Note)
      .createQueryBuilder('note')
      .leftJoin('note.author', 'author')
      .where('note.firm_id = :firmId AND note.matter_id = :matterId', { firmId: viewer.firm.id, matterId: args.matterId });
    const search = args.search?.trim();
    if (search) query.andWhere('(note.body ILIKE :pattern OR note.type ILIKE :pattern)', { pattern: likePattern(search) });
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await query
      .orderBy(SORT_SQL[args.sortBy], args.sortDirection === SortDirection.ASC ? 'ASC' : 'DESC', 'NULLS LAST')
      .addOrderBy('note.created_at', 'DESC')
      .addOrderBy('note.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  async addToContact(viewer: Viewer, firmId: string, input: AddContactNoteInput): Promise<Note> {
    const contact = await this.contacts.get(firmId, input.contactId);
    return this.dataSource.transaction(async (manager) => {
      const note = await manager.getRepository(Note).save(
        manager.getRepository(Note).create({ firmId, contactId: contact.id, matterId: null, authorId: viewer.user.id, type: input.type.trim() || 'General', body: input.body.trim() }),
      );
      await this.contacts.recordActivity(manager, viewer, firmId, contact.id, 'contact.note_added', `Added a note to ${contact.name}`);
      return note;
    });
  }

  /** A note on a case; it shows in the case's Recent Activity. */
  async addToMatter(viewer: FirmViewer, input: AddMatterNoteInput): Promise<Note> {
    return this.dataSource.transaction(async (manager) => {
      const matter = await this.matters.get(viewer, input.matterId, manager);
      const note = await manager.getRepository(Note).save(
        manager.getRepository(Note).create({ firmId: viewer.firm.id, contactId: null, matterId: matter.id, authorId: viewer.user.id, type: input.type.trim() || 'General', body: input.body.trim() }),
      );
      await this.matters.record(manager, viewer, matter.id, 'matter.note_added', `Added a ${note.type.toLowerCase()} note: ${excerpt(note.body)}`);
      return note;
    });
  }

  /** Its author or a firm admin edits a note, over the version they read. */
  async update(viewer: FirmViewer, input: UpdateNoteInput): Promise<Note> {
    return this.dataSource.transaction(async (manager) => {
      const note = await this.writable(manager, viewer, input.id);
      const changes: Partial<Note> = {
        type: input.type === undefined ? undefined : input.type.trim() || 'General',
        body: input.body?.trim(),
      };
      const saved = Object.assign(
        note,
        await updateVersioned(manager, Note, { id: note.id, firmId: viewer.firm.id, version: input.version }, changes, () =>
          staleEdit('This note'),
        ),
      );
      if (note.matterId) await this.matters.record(manager, viewer, note.matterId, 'matter.note_changed', `Edited a note: ${excerpt(saved.body)}`);
      else if (note.contactId) await this.contacts.recordActivity(manager, viewer, viewer.firm.id, note.contactId, 'contact.note_changed', 'Edited a note');
      return saved;
    });
  }

  /** Its author or a firm admin may delete a note. */
  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    await this.dataSource.transaction(async (manager) => {
      const note = await this.writable(manager, viewer, id);
      await manager.getRepository(Note).delete({ id, firmId: viewer.firm.id });
      if (note.matterId) await this.matters.record(manager, viewer, note.matterId, 'matter.note_deleted', `Deleted a note: ${excerpt(note.body)}`);
      else if (note.contactId) {
        const contact = await this.contacts.get(viewer.firm.id, note.contactId, manager);
        await this.contacts.recordActivity(manager, viewer, viewer.firm.id, contact.id, 'contact.note_deleted', `Deleted a note of ${contact.name}`);
      }
    });
    return true;
  }

  /** The note, if the viewer may see it (its case's access) and change it (author or firm admin). */
  private async writable(manager: EntityManager, viewer: FirmViewer, id: string): Promise<Note> {
    const note = await manager.getRepository(Note).findOneBy({ id, firmId: viewer.firm.id });
    if (!note) throw notFound('The note');
    if (note.matterId) await this.matters.get(viewer, note.matterId, manager);
    if (note.authorId !== viewer.user.id && viewer.user.role !== Role.FIRM_ADMIN) throw forbidden('Only the author or a firm admin can change this note.');
    return note;
  }
}
