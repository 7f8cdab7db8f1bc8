import { In, IsNull, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { queryPrepared } from '../../db/prepared';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, isUniqueViolation, notFound, type FieldError } from '../../graphql/errors';
import { likePattern, pageWindow, type Page } from '../../graphql/pagination';
import { ActivityEntry } from '../activity/activity.entity';
import { DocumentFolder } from '../documents/document.entity';
import type { ActivityService } from '../activity/activity.service';
import type { ContactService } from '../contacts/contact.service';
import { SortDirection } from '../contacts/contact.inputs';
import { FIRM_STAFF_ROLES, User, UserStatus } from '../users/user.entity';
import { overdueTaskSql } from '../tasks/task.entity';
import { seesEveryMatter, whereAccessible } from './matter.access';
import { listedMatter, listedRowsSql, type ListedRow, type ListedSelection } from './matter.list-rows';
import { Incident, Matter, MatterPermission, MatterStatus, ReferralSource } from './matter.entity';
import {
  MatterSort,
  type CreateMatterInput,
  type IncidentInput,
  type IntakeInput,
  type MatterActivityArgs,
  type MattersArgs,
  type ReferralSourceInput,
  type TimelineEntryInput,
  type UpdateIncidentInput,
  type UpdateMatterInput,
} from './matter.inputs';
import {
  DEFENDANT_SIDE,
  MatterAccess,
  MatterStaff,
  MatterStatusChange,
  Party,
  PartyCategory,
  PLAINTIFF_SIDE,
  TimelineEntry,
} from './matter-parts.entity';
import { updateVersioned } from '../../db/versioned';

export const MAX_STAFF = 10;
export const INSURANCE_ROLE = 'Insurance Company';

const STATUS_LABELS: Record<MatterStatus, string> = {
  [MatterStatus.PENDING]: 'Pending',
  [MatterStatus.IN_PROGRESS]: 'In Progress',
  [MatterStatus.COMPLETED]: 'Completed',
};

const categoryList = (categories: PartyCategory[]) => categories.map((c) => `'${c}'`).join(', ');

/** SQL for the name of a matter's first party in `categories` (optionally with a role), on alias `matter`. */
function partyNameSql(categories: PartyCategory[], role?: string): string {
  return `(SELECT c.name FROM matter_parties p JOIN contacts c ON c.id = p.contact_id
    WHERE p.matter_id = matter.id AND p.category IN (${categoryList(categories)})${role ? ` AND p.role = '${role}'` : ''}
    ORDER BY p.position LIMIT 1)`;
}

/** The computed columns of the case list, as SQL on alias `matter`. */
export const MATTER_SUMMARY_SQL = {
  defendantName: partyNameSql([PartyCategory.DEFENDANT]),
  defendantInsurance: partyNameSql(DEFENDANT_SIDE, INSURANCE_ROLE),
  plaintiffInsurance: partyNameSql(PLAINTIFF_SIDE, INSURANCE_ROLE),
  staffNames: `(SELECT string_agg(u.first_name || ' ' || u.last_name, ', ' ORDER BY s.position)
    FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = matter.id)`,
};

export interface MatterSummary {
  defendantName: string | null;
  defendantInsurance: string | null;
  plaintiffInsurance: string | null;
  staffNames: string | null;
}

const SORT_SQL: Record<MatterSort, string> = {
  [MatterSort.NUMBER]: 'matter.number',
  [MatterSort.NAME]: 'matter.name',
  [MatterSort.INCIDENT_DATE]: 'matter.incident_date',
  [MatterSort.STATUS_DAYS]: 'matter.status_changed_at',
  [MatterSort.DEFENDANT]: MATTER_SUMMARY_SQL.defendantName,
  [MatterSort.DEFENDANT_INSURANCE]: MATTER_SUMMARY_SQL.defendantInsurance,
  [MatterSort.PLAINTIFF_INSURANCE]: MATTER_SUMMARY_SQL.plaintiffInsurance,
  [MatterSort.STATUS]: 'matter.status',
  [MatterSort.TYPE]: 'matter.case_type',
  [MatterSort.STAFF]: MATTER_SUMMARY_SQL.staffNames,
  [MatterSort.STAGE]: 'matter.stage',
  [MatterSort.PRIORITY]: 'matter.priority',
  [MatterSort.CREATED]: 'matter.created_at',
  [MatterSort.NEXT_TASK_DUE]: `(SELECT min(next.due_date) FROM tasks next WHERE next.matter_id = matter.id AND next."column" <> 'DONE')`,
};

const MATTER_FIELDS = [
  'clientId', 'caseGroup', 'caseType', 'caseSubType', 'practiceArea', 'stage', 'court', 'description', 'facts', 'priority', 'permission',
] as const satisfies ReadonlyArray<keyof UpdateMatterInput & keyof Matter>;

const FIELD_LABELS: Partial<Record<keyof Matter, string>> = {
  name: 'case name', number: 'case number', clientId: 'client', caseGroup: 'case group', caseType: 'case type',
  caseSubType: 'case sub type', practiceArea: 'practice area', stage: 'stage', court: 'court', description: 'description',
  facts: 'facts', priority: 'priority', permission: 'permission',
};

function clean<T>(value: T): T | null {
  if (typeof value !== 'string') return value ?? null;
  const trimmed = value.trim();
  return (trimmed === '' ? null : trimmed) as T;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}


function emptyIncident(): Incident {
  return Object.assign(new Incident(), {
    state: null, date: null, liabilityCode: null, comments: null, facts: null, mergedFacts: null, accidentTiming: null,
    previousAttorney: null, injuryLocation: null, propertyOwner: null, reportedIncident: null, seriousInjury: false,
    noInjury: false, injuredPlaintiffId: null, otherInjuries: null,
  });
}

function applyIncident(incident: Incident, input: IncidentInput): void {
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'matterId' || key === 'version') continue;
    (incident as unknown as Record<string, unknown>)[key] = clean(value);
  }
  incident.seriousInjury = Boolean(incident.seriousInjury);
  incident.noInjury = Boolean(incident.noInjury);
}

function referralOf(input: ReferralSourceInput | null | undefined): ReferralSource {
  const referral = new ReferralSource();
  for (const key of ['advertisingSource', 'advertisingComments', 'lawFirm', 'attorney', 'lawFirmComments', 'sourceName', 'relationship', 'otherComments'] as const) {
    referral[key] = clean(input?.[key]) ?? null;
  }
  return referral;
}

function incidentProblems(incident: IncidentInput | null | undefined, prefix: string): FieldError[] {
  if (incident?.date && incident.date > today()) return [{ field: `${prefix}date`, messages: ['The incident date cannot be in the future.'] }];
  return [];
}

/**
 * What another module does, in the same transaction, when a case opens or reaches another stage
 * (workflow templates add their tasks). Registered with `MatterService.listen`.
 */
export interface MatterListener {
  /** The case was just opened (Add New Case or the intake), with its first staff. */
  matterOpened?(manager: EntityManager, viewer: FirmViewer, matter: Matter): Promise<void>;
  /** The case's stage changed to `matter.stage` (never null here). */
  stageChanged?(manager: EntityManager, viewer: FirmViewer, matter: Matter, previousStage: string | null): Promise<void>;
}

/** The row of `MatterService.listRows`' statement. */
interface ListedResult {
  totalCount: string;
  items: ListedRow[];
}

export class MatterService {
  private readonly listeners: MatterListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactService,
    private readonly activity: ActivityService,
  ) {}

  listen(listener: MatterListener): void {
    this.listeners.push(listener);
  }

  /** Matters the viewer may open, filtered, sorted and paged in SQL. */
  async list(viewer: FirmViewer, args: MattersArgs, ids?: string[]): Promise<Page<Matter>> {
    const filtered = this.filtered(viewer, args, ids);
    const { offset, limit } = pageWindow(args);
    const page = this.ordered(filtered, viewer, args).offset(offset).limit(limit);
    const [items, totalCount] = await Promise.all([page.getMany(), this.countAccessible(viewer, filtered)]);
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }

  /**
   * The same page as `list`, read in one statement with the fields and related rows asked (see
   * matter.list-rows.ts): the count, the page's cases and their parts, as JSON. The page window is
   * a parameter, so every page of the same list is one prepared statement.
   */
  async listRows(viewer: FirmViewer, args: MattersArgs, selection: ListedSelection): Promise<Page<Matter>> {
    const filtered = this.filtered(viewer, args);
    const ids = this.ordered(filtered, viewer, args).select('matter.id');
    const counts = this.countQueries(viewer, filtered);
    const { offset, limit } = pageWindow(args);
    const parameters = Object.assign({ pageOffset: offset, pageLimit: limit }, ids.getParameters(), ...counts.map((count) => count.getParameters()));
    const idsSql = `${ids.getQuery()} LIMIT :pageLimit OFFSET :pageOffset`;
    const sql = `SELECT ${counts.map((count) => `(${count.getQuery()})`).join(' + ')} AS "totalCount", ${listedRowsSql(idsSql, selection)} AS items`;
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    // A search's best plan depends on the words typed: it is planned each time. Every other list
    // is prepared once per connection, with a generic plan (data-source.ts).
    const [row] = args.search?.trim()
      ? ((await this.dataSource.query(text, values)) as ListedResult[])
      : await queryPrepared<ListedResult>(this.dataSource, text, values);
    return { items: row!.items.map(listedMatter), totalCount: Number(row!.totalCount), page: args.page, pageSize: args.pageSize };
  }

  /** The case list's filters, without the access rule: the page adds the rule, the count splits it (below). */
  private filtered(viewer: FirmViewer, args: MattersArgs, ids?: string[]): SelectQueryBuilder<Matter> {
    const query = this.dataSource
      .getRepository(Matter)
      .createQueryBuilder('matter')
      .where('matter.firm_id = :firmId AND matter.deleted_at IS NULL', { firmId: viewer.firm.id });
    if (args.status) query.andWhere('matter.status = :status', { status: args.status });
    if (args.overdue) {
      query.andWhere(`EXISTS (SELECT 1 FROM tasks overdue WHERE overdue.matter_id = matter.id AND ${overdueTaskSql('overdue')})`);
    }
    if (args.staffId) {
      query.andWhere('EXISTS (SELECT 1 FROM matter_staff mine WHERE mine.matter_id = matter.id AND mine.user_id = :staffId)', { staffId: args.staffId });
    }
    if (ids) query.andWhere('matter.id IN (:...ids)', { ids: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] });
    if (args.contactId) {
      query.andWhere(
        '(matter.client_id = :contactId OR EXISTS (SELECT 1 FROM matter_parties p WHERE p.matter_id = matter.id AND p.contact_id = :contactId))',
        { contactId: args.contactId },
      );
    }
    const search = args.search?.trim();
    if (search) {
      // Every arm reads an index (name and number: matters_search_trgm on lower(name || ' ' ||
      // number); client and parties: the ids of the contacts whose name matches), so PostgreSQL
      // combines them instead of checking every case of the firm.
      query.andWhere(
        `(lower(matter.name || ' ' || matter.number) LIKE :lowered
          OR matter.client_id = ANY (ARRAY(SELECT named.id FROM contacts named WHERE named.firm_id = :firmId AND named.name ILIKE :pattern))
          OR matter.id = ANY (ARRAY(SELECT p.matter_id FROM matter_parties p JOIN contacts named ON named.id = p.contact_id
                                    WHERE p.firm_id = :firmId AND named.name ILIKE :pattern)))`,
        { pattern: likePattern(search), lowered: likePattern(search.toLowerCase()) },
      );
    }
    return query;
  }

  /** The filtered matters the viewer may open, in the requested order (ties: newest, then id). */
  private ordered(filtered: SelectQueryBuilder<Matter>, viewer: FirmViewer, args: MattersArgs): SelectQueryBuilder<Matter> {
    // Status Days grows as the status date goes back: its order is the date's, reversed.
    const flip = args.sortBy === MatterSort.STATUS_DAYS;
    const ascending = (args.sortDirection === SortDirection.ASC) !== flip;
    const page = whereAccessible(filtered.clone(), 'matter', viewer).orderBy(SORT_SQL[args.sortBy], ascending ? 'ASC' : 'DESC', 'NULLS LAST');
    if (args.sortBy !== MatterSort.CREATED) page.addOrderBy('matter.created_at', 'DESC');
    return page.addOrderBy('matter.id', 'ASC');
  }

  /**
   * How many of the filtered matters the viewer may open. The access rule's OR would make
   * PostgreSQL read every matter row; counted as its two halves (open to everyone, from the
   * narrow list index; restricted and listing the viewer, from matter_access) it stays a few
   * milliseconds on a firm of tens of thousands of cases.
   */
  private async countAccessible(viewer: FirmViewer, filtered: SelectQueryBuilder<Matter>): Promise<number> {
    const counts = await Promise.all(this.countQueries(viewer, filtered).map((query) => query.getRawOne<{ count: string }>()));
    return counts.reduce((total, row) => total + Number(row?.count ?? 0), 0);
  }

  /** The counts whose sum is `countAccessible` (one for a firm admin, the two halves for everyone else). */
  private countQueries(viewer: FirmViewer, filtered: SelectQueryBuilder<Matter>): Array<SelectQueryBuilder<Matter>> {
    const count = (query: SelectQueryBuilder<Matter>) => query.select('COUNT(*)', 'count');
    if (seesEveryMatter(viewer)) return [count(filtered.clone())];
    return [
      count(filtered.clone().andWhere('matter.permission = :everyone', { everyone: MatterPermission.EVERYONE })),
      count(
        filtered
          .clone()
          .innerJoin('matter_access', 'granted', 'granted.matter_id = matter.id AND granted.user_id = :grantedUserId', { grantedUserId: viewer.user.id })
          .andWhere('matter.permission <> :everyone', { everyone: MatterPermission.EVERYONE }),
      ),
    ];
  }

  /** One matter the viewer may open; NOT_FOUND otherwise (including other firms' and restricted ones). */
  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<Matter> {
    const matter = await whereAccessible(manager.getRepository(Matter).createQueryBuilder('matter'), 'matter', viewer)
      .andWhere('matter.id = :id', { id })
      .getOne();
    if (!matter) throw notFound('The case');
    return matter;
  }

  /** The case-list columns computed from parties and staff, for many matters in one query. */
  async summaries(firmId: string, ids: readonly string[]): Promise<Map<string, MatterSummary>> {
    const rows = await this.dataSource
      .getRepository(Matter)
      .createQueryBuilder('matter')
      .select('matter.id', 'id')
      .addSelect(MATTER_SUMMARY_SQL.defendantName, 'defendantName')
      .addSelect(MATTER_SUMMARY_SQL.defendantInsurance, 'defendantInsurance')
      .addSelect(MATTER_SUMMARY_SQL.plaintiffInsurance, 'plaintiffInsurance')
      .addSelect(MATTER_SUMMARY_SQL.staffNames, 'staffNames')
      .where('matter.firm_id = :firmId AND matter.id IN (:...ids)', { firmId, ids })
      .getRawMany<MatterSummary & { id: string }>();
    return new Map(rows.map(({ id, ...summary }) => [id, summary]));
  }

  /** Intake: the plaintiff contact, the matter, its plaintiff party and referral source, all or nothing. */
  async intake(viewer: FirmViewer, input: IntakeInput): Promise<Matter> {
    const problems = [...this.contacts.validate(input.plaintiff, 'plaintiff.'), ...incidentProblems(input.incident, 'incident.')];
    if (problems.length) throw badUserInput(problems);
    await this.checkReferences(viewer, { staffIds: input.staffIds });
    const firmId = viewer.firm.id;
    return this.dataSource.transaction(async (manager) => {
      const plaintiff = await this.contacts.create(viewer, firmId, input.plaintiff, manager);
      const incident = emptyIncident();
      if (input.incident) applyIncident(incident, input.incident);
      if (!incident.noInjury) incident.injuredPlaintiffId = plaintiff.id;
      const matter = await manager.getRepository(Matter).save(
        manager.getRepository(Matter).create({
          firmId,
          number: await this.nextNumber(manager, firmId),
          name: `${plaintiff.name} – ${input.caseType.trim()}`,
          clientId: plaintiff.id,
          caseGroup: clean(input.caseGroup),
          caseType: input.caseType.trim(),
          caseSubType: clean(input.caseSubType),
          facts: clean(input.facts),
          practiceArea: clean(input.caseGroup),
          stage: 'Intake',
          status: MatterStatus.PENDING,
          permission: MatterPermission.EVERYONE,
          incident,
          referral: referralOf(input.referral),
        }),
      );
      await manager.getRepository(MatterStatusChange).insert({ matterId: matter.id, fromStatus: null, toStatus: MatterStatus.PENDING, changedById: viewer.user.id });
      await manager.getRepository(Party).insert({
        firmId, matterId: matter.id, contactId: plaintiff.id, category: PartyCategory.PLAINTIFF, role: 'Plaintiff', primaryLabel: 'Primary Plaintiff', position: 0,
      });
      await this.record(manager, viewer, matter.id, 'matter.created', `Opened the case ${matter.number} from the intake, with ${plaintiff.name} as plaintiff`);
      await this.addFirstStaff(manager, matter, input.staffIds ?? []);
      for (const listener of this.listeners) await listener.matterOpened?.(manager, viewer, matter);
      return matter;
    });
  }

  /** Add New Case: a matter with its client, permission and document folders. */
  async create(viewer: FirmViewer, input: CreateMatterInput): Promise<Matter> {
    const firmId = viewer.firm.id;
    await this.checkReferences(viewer, input);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const matter = manager.getRepository(Matter).create({
          firmId,
          name: input.name.trim(),
          number: clean(input.number) ?? (await this.nextNumber(manager, firmId)),
          status: MatterStatus.PENDING,
          incident: emptyIncident(),
          referral: referralOf(null),
        });
        for (const field of MATTER_FIELDS) if (input[field] !== undefined) Object.assign(matter, { [field]: clean(input[field]) });
        const saved = await manager.getRepository(Matter).save(matter);
        await manager.getRepository(MatterStatusChange).insert({ matterId: saved.id, fromStatus: null, toStatus: saved.status, changedById: viewer.user.id });
        await this.replaceAccess(manager, viewer, saved, input.userIds ?? []);
        // The client of a personal-injury case is its plaintiff.
        if (saved.clientId) {
          await manager.getRepository(Party).insert({
            firmId, matterId: saved.id, contactId: saved.clientId, category: PartyCategory.PLAINTIFF, role: 'Plaintiff', primaryLabel: 'Primary Plaintiff', position: 0,
          });
        }
        const folders = [...new Set((input.folders ?? []).map((f) => f.trim()).filter(Boolean))];
        if (folders.length) {
          await manager.getRepository(DocumentFolder).insert(folders.map((name) => ({ firmId, matterId: saved.id, name, createdById: viewer.user.id })));
        }
        await this.record(manager, viewer, saved.id, 'matter.created', `Opened the case ${saved.number}`);
        await this.addFirstStaff(manager, saved, input.staffIds ?? []);
        for (const listener of this.listeners) await listener.matterOpened?.(manager, viewer, saved);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput([{ field: 'number', messages: ['Another case already has this number.'] }]);
      throw error;
    }
  }

  /** Saves over the version the editor started from; a status change is recorded with its date. */
  async update(viewer: FirmViewer, input: UpdateMatterInput): Promise<Matter> {
    const matter = await this.get(viewer, input.id);
    if (matter.version !== input.version) throw this.staleEdit(matter);
    await this.checkReferences(viewer, input);
    const before = { ...matter };
    if (input.name !== undefined) matter.name = input.name.trim();
    if (input.number !== undefined && clean(input.number)) matter.number = clean(input.number)!;
    for (const field of MATTER_FIELDS) if (input[field] !== undefined) Object.assign(matter, { [field]: clean(input[field]) });
    const statusChanged = input.status !== undefined && input.status !== before.status;
    if (statusChanged) {
      matter.status = input.status!;
      matter.statusChangedAt = new Date();
    }
    const changed = (Object.keys(FIELD_LABELS) as Array<keyof Matter>).filter((key) => before[key] !== matter[key]);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.saveVersioned(manager, matter, input.version);
        if (statusChanged) {
          await manager.getRepository(MatterStatusChange).insert({ matterId: matter.id, fromStatus: before.status, toStatus: matter.status, changedById: viewer.user.id });
          await this.record(manager, viewer, matter.id, 'matter.status_changed', `Moved the case from ${STATUS_LABELS[before.status]} to ${STATUS_LABELS[matter.status]}`);
        }
        if (input.userIds !== undefined || input.permission !== undefined) await this.replaceAccess(manager, viewer, matter, input.userIds);
        if (changed.length) {
          await this.record(manager, viewer, matter.id, 'matter.updated', `Changed the ${changed.map((key) => FIELD_LABELS[key]).join(', ')}`);
        }
        const saved = await manager.getRepository(Matter).findOneByOrFail({ id: matter.id });
        if (saved.stage && saved.stage !== before.stage) {
          for (const listener of this.listeners) await listener.stageChanged?.(manager, viewer, saved, before.stage);
        }
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput([{ field: 'number', messages: ['Another case already has this number.'] }]);
      throw error;
    }
  }

  async updateIncident(viewer: FirmViewer, input: UpdateIncidentInput): Promise<Matter> {
    const problems = incidentProblems(input, '');
    if (problems.length) throw badUserInput(problems);
    const matter = await this.get(viewer, input.matterId);
    if (matter.version !== input.version) throw this.staleEdit(matter);
    applyIncident(matter.incident, input);
    return this.dataSource.transaction(async (manager) => {
      await this.saveVersioned(manager, matter, input.version);
      await this.record(manager, viewer, matter.id, 'matter.incident_updated', 'Updated the incident details');
      return manager.getRepository(Matter).findOneByOrFail({ id: matter.id });
    });
  }

  /** Soft delete: the case disappears from every list; a firm admin can restore it. */
  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const matter = await this.get(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Matter).softDelete({ id: matter.id, firmId: viewer.firm.id });
      await this.record(manager, viewer, matter.id, 'matter.deleted', `Deleted the case ${matter.number}`);
    });
    return true;
  }

  async restore(viewer: FirmViewer, id: string): Promise<Matter> {
    const matter = await this.dataSource.getRepository(Matter).findOne({ where: { id, firmId: viewer.firm.id }, withDeleted: true });
    if (!matter?.deletedAt) throw notFound('The deleted case');
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(Matter).restore({ id, firmId: viewer.firm.id });
        await this.record(manager, viewer, id, 'matter.restored', `Restored the case ${matter.number}`);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`Another case now has the number ${matter.number}; renumber it before restoring this one.`);
      throw error;
    }
    return this.get(viewer, id);
  }

  // --- Staff ---------------------------------------------------------------------------------

  async staffOf(matterIds: readonly string[]): Promise<Array<MatterStaff & { user: User }>> {
    return this.dataSource
      .getRepository(MatterStaff)
      .find({ where: { matterId: In([...matterIds]) }, relations: { user: true }, order: { position: 'ASC' } }) as Promise<Array<MatterStaff & { user: User }>>;
  }

  /** Adds a member of staff (at most 10); on a restricted case they also get access to it. */
  async addStaff(viewer: FirmViewer, matterId: string, userId: string): Promise<Matter> {
    const matter = await this.get(viewer, matterId);
    const user = await this.firmStaffMember(viewer, userId, 'userId');
    return this.dataSource.transaction(async (manager) => {
      const staff = await manager.getRepository(MatterStaff).find({ where: { matterId }, lock: { mode: 'pessimistic_write' } });
      if (staff.some((s) => s.userId === userId)) return matter;
      if (staff.length >= MAX_STAFF) throw badUserInput([{ field: 'userId', messages: [`A case can have at most ${MAX_STAFF} staff.`] }]);
      await manager.getRepository(MatterStaff).insert({ matterId, userId, position: Math.max(-1, ...staff.map((s) => s.position)) + 1 });
      if (matter.permission === MatterPermission.SPECIFIC_USERS) await manager.getRepository(MatterAccess).upsert({ matterId, userId }, ['matterId', 'userId']);
      await this.record(manager, viewer, matterId, 'matter.staff_added', `Added ${user.fullName} to the staff`);
      return matter;
    });
  }

  async removeStaff(viewer: FirmViewer, matterId: string, userId: string): Promise<Matter> {
    const matter = await this.get(viewer, matterId);
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(MatterStaff).delete({ matterId, userId });
      if (!result.affected) return;
      const user = await manager.getRepository(User).findOneBy({ id: userId });
      await this.record(manager, viewer, matterId, 'matter.staff_removed', `Removed ${user?.fullName ?? 'a user'} from the staff`);
    });
    return matter;
  }

  // --- Timeline, folders, history, activity ---------------------------------------------------

  async timelineOf(matterIds: readonly string[]): Promise<TimelineEntry[]> {
    return this.dataSource.getRepository(TimelineEntry).find({ where: { matterId: In([...matterIds]) }, order: { date: 'ASC', time: 'ASC', createdAt: 'ASC' } });
  }

  async addTimelineEntry(viewer: FirmViewer, matterId: string, input: TimelineEntryInput): Promise<TimelineEntry> {
    await this.get(viewer, matterId);
    return this.dataSource.transaction(async (manager) => {
      const entry = await manager.getRepository(TimelineEntry).save(
        manager.getRepository(TimelineEntry).create({ matterId, title: input.title.trim(), date: input.date, time: clean(input.time) ?? null }),
      );
      await this.record(manager, viewer, matterId, 'matter.timeline_added', `Added "${entry.title}" to the timeline`);
      return entry;
    });
  }

  async updateTimelineEntry(viewer: FirmViewer, id: string, version: number, input: TimelineEntryInput): Promise<TimelineEntry> {
    const entry = await this.timelineEntry(viewer, id);
    return this.dataSource.transaction(async (manager) => {
      const changes = { title: input.title.trim(), date: input.date, time: clean(input.time) ?? null };
      const saved = Object.assign(
        entry,
        await updateVersioned(manager, TimelineEntry, { id, firmId: viewer.firm.id, version }, changes, () =>
          conflict('This timeline entry was changed by someone else. Reload to see their change.'),
        ),
      );
      await this.record(manager, viewer, entry.matterId, 'matter.timeline_updated', `Changed "${saved.title}" on the timeline`);
      return saved;
    });
  }

  async removeTimelineEntry(viewer: FirmViewer, id: string): Promise<boolean> {
    const entry = await this.timelineEntry(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(TimelineEntry).delete({ id });
      await this.record(manager, viewer, entry.matterId, 'matter.timeline_removed', `Removed "${entry.title}" from the timeline`);
    });
    return true;
  }

  /** The top-level document folders of cases (see the documents module for the rest). */
  async foldersOf(matterIds: readonly string[]): Promise<DocumentFolder[]> {
    return this.dataSource.getRepository(DocumentFolder).find({ where: { matterId: In([...matterIds]), parentId: IsNull() }, order: { name: 'ASC' } });
  }

  async statusChangesOf(matterIds: readonly string[]): Promise<MatterStatusChange[]> {
    return this.dataSource.getRepository(MatterStatusChange).find({ where: { matterId: In([...matterIds]) }, order: { changedAt: 'ASC' } });
  }

  async accessOf(matterIds: readonly string[]): Promise<MatterAccess[]> {
    return this.dataSource.getRepository(MatterAccess).find({ where: { matterId: In([...matterIds]) } });
  }

  /** The case's audit trail, newest first. */
  async activityOf(viewer: FirmViewer, args: MatterActivityArgs): Promise<Page<ActivityEntry>> {
    await this.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(ActivityEntry).findAndCount({
      where: { firmId: viewer.firm.id, subjectType: 'matter', subjectId: args.matterId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }

  /** A line in the case's audit trail, in the caller's transaction. */
  record(manager: EntityManager, viewer: FirmViewer, matterId: string, action: string, summary: string) {
    return this.activity.record(manager, viewer, viewer.firm.id, { action, subjectType: 'matter', subjectId: matterId, summary });
  }

  // --- helpers ---------------------------------------------------------------------------------

  private staleEdit(matter: Matter) {
    return conflict(`${matter.name} was changed by someone else after you opened it. Reload to see their changes.`);
  }

  /** `UPDATE … WHERE version = :seen`; no row means someone saved first. */
  private async saveVersioned(manager: EntityManager, matter: Matter, version: number): Promise<void> {
    const { id, firmId, version: _v, firm: _f, client: _c, createdAt: _ca, updatedAt: _u, deletedAt: _d, ...changes } = matter;
    Object.assign(matter, await updateVersioned(manager, Matter, { id, firmId, version }, changes, () => this.staleEdit(matter)));
  }

  /** The next free case number of the firm this year (YYYY-NNNN), serialised per firm. */
  private async nextNumber(manager: EntityManager, firmId: string): Promise<string> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`matter-number:${firmId}`]);
    const year = new Date().getFullYear();
    const rows: Array<{ number: string }> = await manager.query(
      `SELECT number FROM matters WHERE firm_id = $1 AND number ~ $2 ORDER BY number DESC LIMIT 1`,
      [firmId, `^${year}-\\d{4,}$`],
    );
    const last = rows[0] ? Number(rows[0].number.split('-')[1]) : 0;
    return `${year}-${String(last + 1).padStart(4, '0')}`;
  }

  private async checkReferences(viewer: FirmViewer, input: { clientId?: string | null; userIds?: string[]; staffIds?: string[] }): Promise<void> {
    if (input.clientId) {
      await this.contacts.get(viewer.firm.id, input.clientId).catch(() => {
        throw badUserInput([{ field: 'clientId', messages: ['Choose a client from your contacts.'] }]);
      });
    }
    if (input.userIds?.length) {
      const found = await this.dataSource.getRepository(User).countBy({ id: In(input.userIds), firmId: viewer.firm.id, role: In([...FIRM_STAFF_ROLES]) });
      if (found !== new Set(input.userIds).size) throw badUserInput([{ field: 'userIds', messages: ['Choose people of your firm.'] }]);
    }
    if (input.staffIds?.length) {
      const found = await this.dataSource
        .getRepository(User)
        .countBy({ id: In(input.staffIds), firmId: viewer.firm.id, status: UserStatus.ACTIVE, role: In([...FIRM_STAFF_ROLES]) });
      if (found !== new Set(input.staffIds).size) throw badUserInput([{ field: 'staffIds', messages: ['Choose active members of your firm.'] }]);
    }
  }

  /** The staff a new case starts with (checked by `checkReferences`); on a restricted case they may open it. */
  private async addFirstStaff(manager: EntityManager, matter: Matter, userIds: string[]): Promise<void> {
    const staff = [...new Set(userIds)];
    if (!staff.length) return;
    await manager.getRepository(MatterStaff).insert(staff.map((userId, position) => ({ matterId: matter.id, userId, position })));
    if (matter.permission === MatterPermission.SPECIFIC_USERS) {
      await manager.getRepository(MatterAccess).upsert(staff.map((userId) => ({ matterId: matter.id, userId })), ['matterId', 'userId']);
    }
  }

  private async firmStaffMember(viewer: FirmViewer, userId: string, field: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId, firmId: viewer.firm.id, status: UserStatus.ACTIVE, role: In([...FIRM_STAFF_ROLES]) });
    if (!user) throw badUserInput([{ field, messages: ['Choose an active member of your firm.'] }]);
    return user;
  }

  /** With SPECIFIC_USERS: the listed users plus the one saving (so nobody locks themselves out); otherwise none. */
  private async replaceAccess(manager: EntityManager, viewer: FirmViewer, matter: Matter, userIds: string[] | undefined): Promise<void> {
    const repository = manager.getRepository(MatterAccess);
    if (matter.permission !== MatterPermission.SPECIFIC_USERS) {
      await repository.delete({ matterId: matter.id });
      return;
    }
    if (userIds === undefined) return;
    const keep = new Set(userIds);
    if (!seesEveryMatter(viewer) || keep.size === 0) keep.add(viewer.user.id);
    await repository.delete({ matterId: matter.id });
    await repository.insert([...keep].map((userId) => ({ matterId: matter.id, userId })));
  }

  private async timelineEntry(viewer: FirmViewer, id: string): Promise<TimelineEntry> {
    const entry = await this.dataSource.getRepository(TimelineEntry).findOneBy({ id });
    if (!entry) throw notFound('The timeline entry');
    await this.get(viewer, entry.matterId).catch(() => {
      throw notFound('The timeline entry');
    });
    return entry;
  }
}
