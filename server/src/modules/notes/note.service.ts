import type { DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/context';
import { forbidden, notFound } from '../../graphql/errors';
import { pageWindow, type Page } from '../../graphql/pagination';
import type { ContactService } from '../contacts/contact.service';
import { Role } from '../users/user.entity';
import { Note } from './note.entity';
import type { AddContactNoteInput, ContactNotesArgs } from './note.inputs';

export class NoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactService,
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
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }

  async addToContact(viewer: Viewer, firmId: string, input: AddContactNoteInput): Promise<Note> {
    const contact = await this.contacts.get(firmId, input.contactId);
    return this.dataSource.transaction(async (manager) => {
      const note = await manager.getRepository(Note).save(
        manager.getRepository(Note).create({
          firmId,
          contactId: contact.id,
          authorId: viewer.user.id,
          type: input.type.trim() || 'General',
          body: input.body.trim(),
        }),
      );
      await this.contacts.recordActivity(manager, viewer, firmId, contact.id, 'contact.note_added', `Added a note to ${contact.name}`);
      return note;
    });
  }

  /** Its author or a firm admin may delete a note. */
  async delete(viewer: Viewer, firmId: string, id: string): Promise<boolean> {
    const note = await this.dataSource.getRepository(Note).findOneBy({ id, firmId });
    if (!note) throw notFound('The note');
    if (note.authorId !== viewer.user.id && viewer.user.role !== Role.FIRM_ADMIN) {
      throw forbidden('Only the author or a firm admin can delete this note.');
    }
    const contact = await this.contacts.get(firmId, note.contactId);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Note).delete({ id, firmId });
      await this.contacts.recordActivity(manager, viewer, firmId, contact.id, 'contact.note_deleted', `Deleted a note of ${contact.name}`);
    });
    return true;
  }
}
