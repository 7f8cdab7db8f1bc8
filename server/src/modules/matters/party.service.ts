import { In, type DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, insteadOfNotFound, notFound, staleEdit } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { ContactService } from '../contacts/contact.service';
import { accessibleMatterIds } from './matter.access';
import type { MatterService } from './matter.service';
import type { AddPartyInput, PartiesArgs, PartyFieldsInput, UpdatePartyInput } from './matter.inputs';
import { DEFENDANT_SIDE, Party, PartyCategory } from './matter-parts.entity';
import { updateVersioned } from '../../db/versioned';
import { trimmedChange } from '../../graphql/text';

export const CATEGORY_LABELS: Record<PartyCategory, string> = {
  [PartyCategory.PLAINTIFF]: 'plaintiff',
  [PartyCategory.OTHER_PLAINTIFF]: 'other plaintiff',
  [PartyCategory.PLAINTIFF_CONTACT]: 'plaintiff contact',
  [PartyCategory.COUNTER_CLAIM]: 'counter claim',
  [PartyCategory.DEFENDANT]: 'defendant',
  [PartyCategory.NON_PARTY_CONTACT]: 'non-party contact',
  [PartyCategory.THIRD_PARTY_ACTION]: 'third party action',
};

export const sideOf = (category: PartyCategory) => (DEFENDANT_SIDE.includes(category) ? 'DEFENDANT' : 'PLAINTIFF');


/** The parties of matters: plaintiffs, defendants and everyone around them, each a contact. */
export class PartyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly contacts: ContactService,
  ) {}

  async list(viewer: FirmViewer, args: PartiesArgs): Promise<Page<Party>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(Party).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId, ...(args.category ? { category: args.category } : {}) },
      order: { category: 'ASC', position: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  /** Every party of the matter in one list (exports, All Case Contacts). */
  async allOf(viewer: FirmViewer, matterId: string, categories?: PartyCategory[]): Promise<Party[]> {
    await this.matters.get(viewer, matterId);
    return this.dataSource.getRepository(Party).find({
      where: { firmId: viewer.firm.id, matterId, ...(categories ? { category: In(categories) } : {}) },
      order: { category: 'ASC', position: 'ASC' },
    });
  }

  /** Adds an existing contact, or creates one, as a party; all or nothing. */
  async add(viewer: FirmViewer, input: AddPartyInput): Promise<Party> {
    const matter = await this.matters.get(viewer, input.matterId);
    if (Boolean(input.contactId) === Boolean(input.newContact)) {
      throw badUserInput([{ field: 'contactId', messages: ['Choose a contact or enter a new one.'] }]);
    }
    if (input.newContact) {
      const problems = this.contacts.validate(input.newContact, 'newContact.');
      if (problems.length) throw badUserInput(problems);
    } else {
      await insteadOfNotFound(this.contacts.get(viewer.firm.id, input.contactId!), () =>
        badUserInput([{ field: 'contactId', messages: ['Choose a contact from your contacts.'] }]),
      );
    }
    await this.checkRelated(viewer, matter.id, input);
    return this.dataSource.transaction(async (manager) => {
      const contact = input.newContact
        ? await this.contacts.create(viewer, viewer.firm.id, input.newContact, manager)
        : await this.contacts.get(viewer.firm.id, input.contactId!, manager);
      const [{ next }] = await manager.query(
        'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM matter_parties WHERE matter_id = $1 AND category = $2',
        [matter.id, input.category],
      );
      const party = await manager.getRepository(Party).save(
        manager.getRepository(Party).create({
          firmId: viewer.firm.id,
          matterId: matter.id,
          contactId: contact.id,
          category: input.category,
          role: trimmedChange(input.role) ?? null,
          primaryLabel: trimmedChange(input.primaryLabel) ?? null,
          groupName: trimmedChange(input.groupName) ?? null,
          comment: trimmedChange(input.comment) ?? null,
          primaryComment: trimmedChange(input.primaryComment) ?? null,
          relatedPartyId: input.relatedPartyId ?? null,
          position: Number(next),
        }),
      );
      await this.matters.record(manager, viewer, matter.id, 'matter.party_added', `Added ${contact.name} as ${CATEGORY_LABELS[input.category]}`);
      return party;
    });
  }

  async update(viewer: FirmViewer, input: UpdatePartyInput): Promise<Party> {
    const party = await this.find(viewer, input.id);
    if (party.version !== input.version) throw staleEdit('This party');
    await this.checkRelated(viewer, party.matterId, input);
    for (const key of ['role', 'primaryLabel', 'groupName', 'comment', 'primaryComment'] as const) {
      const value = trimmedChange(input[key]);
      if (value !== undefined) party[key] = value;
    }
    if (input.relatedPartyId !== undefined) party.relatedPartyId = input.relatedPartyId;
    // Read before the transaction: a second connection taken while it holds the row would wait on
    // a pool that simultaneous edits of the same row have filled.
    const contact = await this.contacts.get(viewer.firm.id, party.contactId);
    return this.dataSource.transaction(async (manager) => {
      const { role, primaryLabel, groupName, comment, primaryComment, relatedPartyId } = party;
      await updateVersioned(
        manager,
        Party,
        { id: party.id, firmId: viewer.firm.id, version: input.version },
        { role, primaryLabel, groupName, comment, primaryComment, relatedPartyId },
        () => staleEdit('This party'),
      );
      await this.matters.record(manager, viewer, party.matterId, 'matter.party_updated', `Edited ${contact.name} (${CATEGORY_LABELS[party.category]})`);
      return manager.getRepository(Party).findOneByOrFail({ id: party.id });
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const party = await this.find(viewer, id);
    // A party's contact is the firm's (a foreign key); read before the transaction, which then uses its own connection only.
    const contact = await this.contacts.get(viewer.firm.id, party.contactId);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Party).update({ relatedPartyId: party.id }, { relatedPartyId: null });
      await manager.getRepository(Party).delete({ id: party.id });
      await this.matters.record(manager, viewer, party.matterId, 'matter.party_removed', `Removed ${contact.name} as ${CATEGORY_LABELS[party.category]}`);
    });
    return true;
  }

  /** The firm's parties among `ids` (the rows that name one, e.g. an insurance policy's insured, were read within the viewer's access). */
  byIds(firmId: string, ids: readonly string[]): Promise<Party[]> {
    return this.dataSource.getRepository(Party).findBy({ firmId, id: In([...ids]) });
  }

  /** Where each contact appears on the matters the viewer may open (conflict check). */
  async appearancesOf(viewer: FirmViewer, contactIds: readonly string[]): Promise<Party[]> {
    const access = accessibleMatterIds(viewer, 3);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT p.id FROM matter_parties p WHERE p.firm_id = $1 AND p.contact_id = ANY($2) AND p.matter_id IN (${access.sql})`,
      [viewer.firm.id, [...contactIds], ...access.params],
    );
    if (rows.length === 0) return [];
    return this.dataSource.getRepository(Party).find({ where: { id: In(rows.map((row) => row.id as string)) }, order: { createdAt: 'DESC' } });
  }

  /** How many cases the viewer may open each contact is on (as client or party), counted in SQL. */
  async caseCounts(viewer: FirmViewer, contactIds: readonly string[]): Promise<Map<string, number>> {
    const access = accessibleMatterIds(viewer, 3);
    const rows: Array<{ contact_id: string; count: string }> = await this.dataSource.query(
      `SELECT link.contact_id, COUNT(DISTINCT link.matter_id) AS count FROM (
         SELECT p.contact_id, p.matter_id FROM matter_parties p WHERE p.firm_id = $1 AND p.contact_id = ANY($2)
         UNION ALL
         SELECT m.client_id, m.id FROM matters m WHERE m.firm_id = $1 AND m.client_id = ANY($2)
       ) link
       WHERE link.matter_id IN (${access.sql})
       GROUP BY link.contact_id`,
      [viewer.firm.id, [...contactIds], ...access.params],
    );
    return new Map(rows.map((row) => [row.contact_id, Number(row.count)]));
  }

  private async find(viewer: FirmViewer, id: string): Promise<Party> {
    const party = await this.dataSource.getRepository(Party).findOneBy({ id, firmId: viewer.firm.id });
    if (!party) throw notFound('The party');
    await insteadOfNotFound(this.matters.get(viewer, party.matterId), () =>
      notFound('The party'),
    );
    return party;
  }

  /** A non-party contact may point at a plaintiff of the same case. */
  private async checkRelated(viewer: FirmViewer, matterId: string, input: PartyFieldsInput): Promise<void> {
    if (!input.relatedPartyId) return;
    const related = await this.dataSource.getRepository(Party).findOneBy({ id: input.relatedPartyId, matterId, firmId: viewer.firm.id });
    if (!related) throw badUserInput([{ field: 'relatedPartyId', messages: ['Choose a party of this case.'] }]);
  }
}
