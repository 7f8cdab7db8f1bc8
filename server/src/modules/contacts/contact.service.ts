import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Viewer } from '../../graphql/context';
import { badUserInput, type FieldError, notFound, staleEdit } from '../../graphql/errors';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import type { ActivityService } from '../activity/activity.service';
import { ContactAddress } from './contact-address.entity';
import { ContactPhone } from './contact-phone.entity';
import { Contact, ContactKind } from './contact.entity';
import {
  ContactIdentifier,
  ContactSort,
  type ConflictMatch,
  type ContactInput,
  type ContactsArgs,
  type RelatedContactsArgs,
  type CreateContactInput,
  type UpdateContactInput,
} from './contact.inputs';
import { updateVersioned } from '../../db/versioned';
import { trimmedChange } from '../../graphql/text';

/** Identifier -> its ciphertext and last-four columns. */
const IDENTIFIER_COLUMNS = {
  [ContactIdentifier.SSN]: { input: 'ssn', encrypted: 'ssnEncrypted', last4: 'ssnLast4', label: 'SSN' },
  [ContactIdentifier.TFN]: { input: 'tfn', encrypted: 'tfnEncrypted', last4: 'tfnLast4', label: 'TFN' },
  [ContactIdentifier.MEDICARE]: { input: 'medicare', encrypted: 'medicareEncrypted', last4: 'medicareLast4', label: 'Medicare number' },
  [ContactIdentifier.DRIVERS_LICENSE]: {
    input: 'driversLicense',
    encrypted: 'driversLicenseEncrypted',
    last4: 'driversLicenseLast4',
    label: "driver's licence number",
  },
} as const;

const SORT_COLUMNS: Record<ContactSort, string> = {
  [ContactSort.NAME]: 'contact.name',
  [ContactSort.PHONE]: 'contact.primaryPhone',
  [ContactSort.UPDATED]: 'contact.updatedAt',
};

/** Fields of the input copied as they are (everything but names, lists and identifiers). */
const PLAIN_FIELDS = [
  'prefix', 'firstName', 'middleName', 'lastName', 'nickName', 'suffix', 'companyName', 'organization', 'gender',
  'email', 'referredBy', 'comments', 'description', 'contactType', 'language', 'ledesClientId', 'dateOfBirth', 'dateOfDeath',
  'active', 'preventMailing', 'locked', 'noAutoCommunication', 'country', 'birthPlace', 'ein', 'height', 'weight',
  'primaryLanguage', 'secondaryLanguage', 'mothersMaidenName', 'maritalStatus', 'marriageDate', 'marriageLocation',
  'spouseName', 'religion', 'driversLicenseState', 'idNumber', 'idState', 'race', 'occupation', 'roles', 'websites', 'otherEmails',
] as const satisfies ReadonlyArray<keyof ContactInput & keyof Contact>;


export function displayName(contact: Pick<Contact, 'kind' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'companyName'>): string {
  if (contact.kind === ContactKind.COMPANY) return contact.companyName ?? '';
  const name = [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' ');
  return contact.suffix ? `${name}, ${contact.suffix}` : name;
}

export function maskIdentifier(last4: string | null): string | null {
  return last4 ? `•••• ${last4}` : null;
}

export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: FieldCipher,
    private readonly activity: ActivityService,
  ) {}

  /** The firm's contacts, filtered, sorted and paged in SQL; search is typo-tolerant on the name. */
  async list(firmId: string, args: ContactsArgs): Promise<Page<Contact>> {
    const query = this.dataSource
      .getRepository(Contact)
      .createQueryBuilder('contact')
      .where('contact.firmId = :firmId', { firmId });
    if (args.kind) query.andWhere('contact.kind = :kind', { kind: args.kind });
    if (args.activeOnly) query.andWhere('contact.active = true');
    const search = args.search?.trim();
    if (search) {
      const digits = search.replace(/\D/g, '');
      query.andWhere(
        `(contact.name ILIKE :pattern OR contact.email ILIKE :pattern OR :search <% contact.name
          ${digits.length >= 3 ? 'OR contact.primaryPhone LIKE :digits' : ''})`,
        { pattern: likePattern(search), search, digits: `%${digits}%` },
      );
    }
    const sortColumn = SORT_COLUMNS[args.sortBy];
    query.orderBy(sortColumn, args.sortDirection, 'NULLS LAST');
    // Ties break by name, then id (TypeORM keeps one direction per column, so name is added only once).
    if (sortColumn !== SORT_COLUMNS[ContactSort.NAME]) query.addOrderBy('contact.name', 'ASC');
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await query
      .addOrderBy('contact.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  /** The firm's contact, else NOT_FOUND; in `manager`'s transaction when given. */
  async get(firmId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<Contact> {
    const contact = await manager.getRepository(Contact).findOneBy({ id, firmId });
    if (!contact) throw notFound('The contact');
    return contact;
  }

  /** Creates a contact; inside `manager`'s transaction when given (e.g. the intake), else in its own. */
  async create(viewer: Viewer, firmId: string, input: CreateContactInput, manager?: EntityManager): Promise<Contact> {
    const contact = this.dataSource.getRepository(Contact).create({ firmId, kind: input.kind });
    const lists = this.apply(contact, input);
    const write = async (tx: EntityManager) => {
      const saved = await tx.getRepository(Contact).save(contact);
      await this.replaceLists(tx, saved, lists);
      await this.recordActivity(tx, viewer, firmId, saved.id, 'contact.created', `Added the contact ${saved.name}`);
      return saved;
    };
    return manager ? write(manager) : this.dataSource.transaction(write);
  }

  /**
   * Checks a contact without saving it, so a form that creates several records can report every
   * field problem before writing anything. Field paths get `prefix`.
   */
  validate(input: CreateContactInput, prefix = ''): FieldError[] {
    try {
      this.apply(this.dataSource.getRepository(Contact).create({ kind: input.kind }), input);
      return [];
    } catch (error) {
      const fields = (error as { extensions?: { fields?: FieldError[] } }).extensions?.fields ?? [];
      return fields.map((f) => ({ ...f, field: `${prefix}${f.field}` }));
    }
  }

  /** Saves over the version the editor started from; someone else's newer save answers CONFLICT. */
  async update(viewer: Viewer, firmId: string, input: UpdateContactInput): Promise<Contact> {
    const contact = await this.get(firmId, input.id);
    if (contact.version !== input.version) throw this.staleEdit(contact.name);
    const lists = this.apply(contact, input);
    return this.dataSource.transaction(async (manager) => {
      const { id, version, firmId: _firm, firm: _firmRelation, createdAt: _c, updatedAt: _u, deletedAt: _d, ...changes } = contact;
      await updateVersioned(manager, Contact, { id, firmId, version }, changes, () => this.staleEdit(contact.name));
      const saved = await manager.getRepository(Contact).findOneByOrFail({ id, firmId });
      await this.replaceLists(manager, saved, lists);
      await this.recordActivity(manager, viewer, firmId, id, 'contact.updated', `Edited the contact ${saved.name}`);
      return saved;
    });
  }

  async delete(viewer: Viewer, firmId: string, id: string): Promise<boolean> {
    const contact = await this.get(firmId, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Contact).softDelete({ id, firmId });
      await this.recordActivity(manager, viewer, firmId, id, 'contact.deleted', `Deleted the contact ${contact.name}`);
    });
    return true;
  }

  /**
   * Contacts linked through an organization: a company's people, a person's company and
   * colleagues (same organization name, case-insensitive), by name.
   */
  async related(firmId: string, args: RelatedContactsArgs): Promise<Page<Contact>> {
    const contact = await this.get(firmId, args.contactId);
    const organization = contact.kind === ContactKind.COMPANY ? contact.companyName : contact.organization;
    if (!organization) return pageWithTotal(args, [], 0);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource
      .getRepository(Contact)
      .createQueryBuilder('contact')
      .where('contact.firmId = :firmId AND contact.id <> :id', { firmId, id: contact.id })
      .andWhere('(lower(contact.organization) = lower(:organization) OR lower(contact.companyName) = lower(:organization))', {
        organization,
      })
      .orderBy('contact.kind', 'DESC')
      .addOrderBy('contact.name', 'ASC')
      .addOrderBy('contact.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  /** Contacts whose name resembles this one (trigram similarity), most similar first. */
  async conflictCheck(firmId: string, name: string, excludeId?: string): Promise<ConflictMatch[]> {
    const wanted = name.trim();
    if (wanted.length < 2) return [];
    const query = this.dataSource
      .getRepository(Contact)
      .createQueryBuilder('contact')
      .addSelect('greatest(similarity(contact.name, :wanted), word_similarity(:wanted, contact.name))', 'score')
      .where('contact.firmId = :firmId', { firmId })
      .andWhere('(contact.name % :wanted OR :wanted <% contact.name)', { wanted })
      .orderBy('score', 'DESC')
      .limit(10);
    if (excludeId) query.andWhere('contact.id <> :excludeId', { excludeId });
    const { entities, raw } = await query.getRawAndEntities<{ score: number }>();
    return entities.map((contact, index) => ({ contact, similarity: Number(raw[index]?.score ?? 0) }));
  }

  /** The identifier in clear, for a role allowed to see it; recorded in the audit trail. */
  async revealIdentifier(viewer: Viewer, firmId: string, id: string, identifier: ContactIdentifier): Promise<string | null> {
    const columns = IDENTIFIER_COLUMNS[identifier];
    const contact = await this.dataSource
      .getRepository(Contact)
      .createQueryBuilder('contact')
      .addSelect(`contact.${columns.encrypted}`)
      .where('contact.id = :id AND contact.firmId = :firmId', { id, firmId })
      .getOne();
    if (!contact) throw notFound('The contact');
    const encrypted = contact[columns.encrypted];
    if (!encrypted) return null;
    await this.recordActivity(this.dataSource.manager, viewer, firmId, id, 'contact.identifier_revealed', `Revealed the ${columns.label} of ${contact.name}`);
    return this.cipher.decrypt(encrypted);
  }

  async byIds(firmId: string, ids: readonly string[]): Promise<Contact[]> {
    return this.dataSource.getRepository(Contact).find({ where: { firmId, id: In([...ids]) }, withDeleted: true });
  }

  async phonesOf(firmId: string, contactIds: readonly string[]): Promise<ContactPhone[]> {
    return this.dataSource
      .getRepository(ContactPhone)
      .find({ where: { firmId, contactId: In([...contactIds]) }, order: { position: 'ASC' } });
  }

  async addressesOf(firmId: string, contactIds: readonly string[]): Promise<ContactAddress[]> {
    return this.dataSource
      .getRepository(ContactAddress)
      .find({ where: { firmId, contactId: In([...contactIds]) }, order: { position: 'ASC' } });
  }

  /** A line in the contact's audit trail, written in the caller's transaction. */
  recordActivity(manager: EntityManager, viewer: Viewer, firmId: string, contactId: string, action: string, summary: string) {
    return this.activity.record(manager, viewer, firmId, { action, subjectType: 'contact', subjectId: contactId, summary });
  }

  private staleEdit(name: string) {
    return staleEdit(name);
  }

  /**
   * Copies the input onto the contact (validating what needs the whole record), encrypts
   * identifiers, and returns the normalised phone and address lists to store.
   */
  private apply(contact: Contact, input: ContactInput) {
    const errors: FieldError[] = [];
    for (const field of PLAIN_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      (contact as unknown as Record<string, unknown>)[field] =
        typeof value === 'string' || value === null
          ? trimmedChange(value)
          : Array.isArray(value)
            ? [...new Set(value.map((item) => item.trim()).filter(Boolean))]
            : value;
    }
    if (contact.email) contact.email = contact.email.toLowerCase();
    contact.otherEmails = (contact.otherEmails ?? []).map((email) => email.toLowerCase());

    if (contact.kind === ContactKind.PERSON && !contact.firstName && !contact.lastName) {
      errors.push({ field: 'lastName', messages: ['Enter a first or last name.'] });
    }
    if (contact.kind === ContactKind.COMPANY && !contact.companyName) {
      errors.push({ field: 'companyName', messages: ['Enter the company name.'] });
    }
    if (contact.dateOfBirth && contact.dateOfDeath && contact.dateOfDeath < contact.dateOfBirth) {
      errors.push({ field: 'dateOfDeath', messages: ['The date of death must be after the date of birth.'] });
    }

    for (const columns of Object.values(IDENTIFIER_COLUMNS)) {
      const value = input[columns.input];
      if (value === undefined) continue;
      const normalised = trimmedChange(value);
      contact[columns.encrypted] = normalised ? this.cipher.encrypt(normalised) : null;
      contact[columns.last4] = normalised ? normalised.replace(/[\s-]/g, '').slice(-4) : null;
    }

    const phones = input.phones?.map((phone, index) => {
      const parsed = parsePhoneNumberFromString(phone.number, 'US'); // IsPhone checked it can be.
      return {
        type: phone.type.trim() || 'Mobile',
        number: parsed?.number ?? phone.number,
        ext: trimmedChange(phone.ext) ?? null,
        canText: phone.canText,
        isPrimary: phone.isPrimary,
        autoComments: trimmedChange(phone.autoComments) ?? null,
        position: index,
      };
    });
    if (phones) {
      const primary = phones.find((p) => p.isPrimary) ?? phones[0];
      for (const phone of phones) phone.isPrimary = phone === primary;
      contact.primaryPhone = primary?.number ?? null;
    }
    const addresses = input.addresses?.map((address, index) => ({
      addressType: trimmedChange(address.addressType) ?? null,
      address1: trimmedChange(address.address1) ?? null,
      address2: trimmedChange(address.address2) ?? null,
      city: trimmedChange(address.city) ?? null,
      county: trimmedChange(address.county) ?? null,
      zip: trimmedChange(address.zip) ?? null,
      state: trimmedChange(address.state) ?? null,
      country: trimmedChange(address.country) ?? null,
      comments: trimmedChange(address.comments) ?? null,
      useOrgAddress: address.useOrgAddress,
      isPrimary: address.isPrimary,
      position: index,
    }));

    if (errors.length > 0) throw badUserInput(errors);
    contact.name = displayName(contact);
    return { phones, addresses };
  }

  private async replaceLists(
    manager: EntityManager,
    contact: Contact,
    lists: { phones?: Array<Partial<ContactPhone>>; addresses?: Array<Partial<ContactAddress>> },
  ): Promise<void> {
    const owner = { firmId: contact.firmId, contactId: contact.id };
    if (lists.phones) {
      await manager.getRepository(ContactPhone).delete(owner);
      if (lists.phones.length) await manager.getRepository(ContactPhone).insert(lists.phones.map((p) => ({ ...p, ...owner })));
    }
    if (lists.addresses) {
      await manager.getRepository(ContactAddress).delete(owner);
      if (lists.addresses.length) {
        await manager.getRepository(ContactAddress).insert(lists.addresses.map((a) => ({ ...a, ...owner })));
      }
    }
  }
}
