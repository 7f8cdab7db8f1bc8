import { In, type DataSource, type EntityManager, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, conflict, type FieldError, insteadOfNotFound, isUniqueViolation, notFound, staleEdit } from '../../graphql/errors';
import { type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import { trimToNull } from '../../graphql/text';
import { ActivityEntry } from '../activity/activity.entity';
import type { ActivityService } from '../activity/activity.service';
import type { ContactService } from '../contacts/contact.service';
import { User, UserStatus } from '../users/user.entity';
import { seesEveryMatter, whereAccessible } from './matter.access';
import { Incident, Matter, MatterPermission, MatterStatus, ReferralSource } from './matter.entity';
import {
  type CreateMatterInput,
  type IncidentInput,
  type IntakeInput,
  type MatterActivityArgs,
  type ReferralSourceInput,
  type UpdateIncidentInput,
  type UpdateMatterInput,
} from './matter.inputs';
import { MatterAccess, MatterStaff, MatterStatusChange, Party, PartyCategory } from './matter-parts.entity';
import type { FirmClock } from '../firms/firm-clock';

const STATUS_LABELS: Record<MatterStatus, string> = {
  [MatterStatus.PENDING]: 'Pending',
  [MatterStatus.IN_PROGRESS]: 'In Progress',
  [MatterStatus.COMPLETED]: 'Completed',
};

const MATTER_FIELDS = [
  'clientId', 'caseGroup', 'caseType', 'caseSubType', 'practiceArea', 'stage', 'court', 'description', 'facts', 'priority', 'permission',
] as const satisfies ReadonlyArray<keyof UpdateMatterInput & keyof Matter>;

const FIELD_LABELS: Partial<Record<keyof Matter, string>> = {
  name: 'case name', number: 'case number', clientId: 'client', caseGroup: 'case group', caseType: 'case type',
  caseSubType: 'case sub type', practiceArea: 'practice area', stage: 'stage', court: 'court', description: 'description',
  facts: 'facts', priority: 'priority', permission: 'permission',
};

/** A field as saved: text trimmed (blank is null), anything else as given (absent is null). */
function asSaved<T>(value: T): T | null {
  return (typeof value === 'string' ? trimToNull(value) : (value ?? null)) as T | null;
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
    (incident as unknown as Record<string, unknown>)[key] = asSaved(value);
  }
  incident.seriousInjury = Boolean(incident.seriousInjury);
  incident.noInjury = Boolean(incident.noInjury);
}

function referralOf(input: ReferralSourceInput | null | undefined): ReferralSource {
  const referral = new ReferralSource();
  for (const key of ['advertisingSource', 'advertisingComments', 'lawFirm', 'attorney', 'lawFirmComments', 'sourceName', 'relationship', 'otherComments'] as const) {
    referral[key] = asSaved(input?.[key]) ?? null;
  }
  return referral;
}

/** `today` is the firm's. */
function incidentProblems(incident: IncidentInput | null | undefined, prefix: string, today: string): FieldError[] {
  if (incident?.date && incident.date > today) return [{ field: `${prefix}date`, messages: ['The incident date cannot be in the future.'] }];
  return [];
}

/** What Add New Case asked for besides the case itself. */
export interface MatterOpening {
  /** The names of its top-level document folders (the documents module makes them). */
  folders: string[];
}

/**
 * What another module does, in the same transaction, when a case opens or reaches another stage
 * (workflow templates add their tasks). Registered with `MatterService.listen`.
 */
export interface MatterListener {
  /** The case was just opened (Add New Case or the intake), with its first staff. */
  matterOpened?(manager: EntityManager, viewer: FirmViewer, matter: Matter, opening: MatterOpening): Promise<void>;
  /** The case's stage changed to `matter.stage` (never null here). */
  stageChanged?(manager: EntityManager, viewer: FirmViewer, matter: Matter, previousStage: string | null): Promise<void>;
}

export class MatterService {
  private readonly listeners: MatterListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactService,
    private readonly activity: ActivityService,
    private readonly clock: FirmClock,
  ) {}

  listen(listener: MatterListener): void {
    this.listeners.push(listener);
  }

  /**
   * A record of one of the firm's cases (a policy, a bill, a cost…) whose case the viewer may open;
   * NOT_FOUND ("`what` was not found") otherwise, whether it is another firm's or a restricted case's.
   */
  async recordOfCase<E extends { matterId: string }>(viewer: FirmViewer, entity: EntityTarget<E>, id: string, what: string): Promise<E> {
    const record = await this.dataSource.getRepository(entity).findOneBy({ id, firmId: viewer.firm.id } as unknown as FindOptionsWhere<E>);
    if (!record) throw notFound(what);
    await insteadOfNotFound(this.get(viewer, record.matterId), () => notFound(what));
    return record;
  }

  /** One matter the viewer may open; NOT_FOUND otherwise (including other firms' and restricted ones). */
  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<Matter> {
    const matter = await whereAccessible(manager.getRepository(Matter).createQueryBuilder('matter'), 'matter', viewer)
      .andWhere('matter.id = :id', { id })
      .getOne();
    if (!matter) throw notFound('The case');
    return matter;
  }

  /** Intake: the plaintiff contact, the matter, its plaintiff party and referral source, all or nothing. */
  async intake(viewer: FirmViewer, input: IntakeInput): Promise<Matter> {
    const problems = [...this.contacts.validate(input.plaintiff, 'plaintiff.'), ...incidentProblems(input.incident, 'incident.', this.clock.today(viewer.firm))];
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
          caseGroup: asSaved(input.caseGroup),
          caseType: input.caseType.trim(),
          caseSubType: asSaved(input.caseSubType),
          facts: asSaved(input.facts),
          practiceArea: asSaved(input.caseGroup),
          stage: 'Intake',
          status: MatterStatus.PENDING,
          permission: MatterPermission.EVERYONE,
          incident,
          referral: referralOf(input.referral),
        }),
      );
      await manager.getRepository(MatterStatusChange).insert({ firmId, matterId: matter.id, fromStatus: null, toStatus: MatterStatus.PENDING, changedById: viewer.user.id });
      await manager.getRepository(Party).insert({
        firmId, matterId: matter.id, contactId: plaintiff.id, category: PartyCategory.PLAINTIFF, role: 'Plaintiff', primaryLabel: 'Primary Plaintiff', position: 0,
      });
      await this.record(manager, viewer, matter.id, 'matter.created', `Opened the case ${matter.number} from the intake, with ${plaintiff.name} as plaintiff`);
      await this.addFirstStaff(manager, matter, input.staffIds ?? []);
      for (const listener of this.listeners) await listener.matterOpened?.(manager, viewer, matter, { folders: [] });
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
          number: asSaved(input.number) ?? (await this.nextNumber(manager, firmId)),
          status: MatterStatus.PENDING,
          incident: emptyIncident(),
          referral: referralOf(null),
        });
        for (const field of MATTER_FIELDS) if (input[field] !== undefined) Object.assign(matter, { [field]: asSaved(input[field]) });
        const saved = await manager.getRepository(Matter).save(matter);
        await manager.getRepository(MatterStatusChange).insert({ firmId, matterId: saved.id, fromStatus: null, toStatus: saved.status, changedById: viewer.user.id });
        await this.replaceAccess(manager, viewer, saved, input.userIds ?? []);
        // The client of a personal-injury case is its plaintiff.
        if (saved.clientId) {
          await manager.getRepository(Party).insert({
            firmId, matterId: saved.id, contactId: saved.clientId, category: PartyCategory.PLAINTIFF, role: 'Plaintiff', primaryLabel: 'Primary Plaintiff', position: 0,
          });
        }
        await this.record(manager, viewer, saved.id, 'matter.created', `Opened the case ${saved.number}`);
        await this.addFirstStaff(manager, saved, input.staffIds ?? []);
        const opening: MatterOpening = { folders: input.folders ?? [] };
        for (const listener of this.listeners) await listener.matterOpened?.(manager, viewer, saved, opening);
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
    if (input.number !== undefined && asSaved(input.number)) matter.number = asSaved(input.number)!;
    for (const field of MATTER_FIELDS) if (input[field] !== undefined) Object.assign(matter, { [field]: asSaved(input[field]) });
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
          await manager.getRepository(MatterStatusChange).insert({ firmId: matter.firmId, matterId: matter.id, fromStatus: before.status, toStatus: matter.status, changedById: viewer.user.id });
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
    const problems = incidentProblems(input, '', this.clock.today(viewer.firm));
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

  // --- Timeline, folders, history, activity ---------------------------------------------------

  async statusChangesOf(firmId: string, matterIds: readonly string[]): Promise<MatterStatusChange[]> {
    return this.dataSource.getRepository(MatterStatusChange).find({ where: { matterId: In([...matterIds]), firmId }, order: { changedAt: 'ASC' } });
  }

  async accessOf(firmId: string, matterIds: readonly string[]): Promise<MatterAccess[]> {
    return this.dataSource.getRepository(MatterAccess).find({ where: { matterId: In([...matterIds]), firmId } });
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
    return pageWithTotal(args, items, totalCount);
  }

  /** A line in the case's audit trail, in the caller's transaction. */
  record(manager: EntityManager, viewer: FirmViewer, matterId: string, action: string, summary: string) {
    return this.activity.record(manager, viewer, viewer.firm.id, { action, subjectType: 'matter', subjectId: matterId, summary });
  }

  // --- helpers ---------------------------------------------------------------------------------

  private staleEdit(matter: Matter) {
    return staleEdit(matter.name);
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
      await insteadOfNotFound(this.contacts.get(viewer.firm.id, input.clientId), () =>
        badUserInput([{ field: 'clientId', messages: ['Choose a client from your contacts.'] }]),
      );
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
    await manager.getRepository(MatterStaff).insert(staff.map((userId, position) => ({ firmId: matter.firmId, matterId: matter.id, userId, position })));
    if (matter.permission === MatterPermission.SPECIFIC_USERS) {
      await manager.getRepository(MatterAccess).upsert(staff.map((userId) => ({ firmId: matter.firmId, matterId: matter.id, userId })), ['matterId', 'userId']);
    }
  }

  /** An active member of the viewer's firm's staff, else BAD_USER_INPUT on `field`. */
  async staffMember(viewer: FirmViewer, userId: string, field: string): Promise<User> {
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
    await repository.insert([...keep].map((userId) => ({ firmId: matter.firmId, matterId: matter.id, userId })));
  }
}
