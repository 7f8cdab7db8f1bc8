import { In, type DataSource, type EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import { candidates, oneByOne } from '../../db/batches';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { Role } from '../../graphql/roles';
import { trimToNull } from '../../graphql/text';
import { Contact } from '../contacts/contact.entity';
import type { FirmClock, ZonedFirm } from '../firms/firm-clock';
import { dayInZone } from '../deadlines/calc/zoned-time';
import { caseStaffWhoMaySee } from '../matters/matter.access';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import { PartyCategory } from '../matters/matter-parts.entity';
import type { MatterService } from '../matters/matter.service';
import type { TaskService } from '../tasks/task.service';
import { TaskPriority } from '../tasks/task.entity';
import { User, UserStatus } from '../users/user.entity';
import { RecordsRequest, Treatment } from './medical.entity';
import type { AddRecordsRequestInput, AddTreatmentInput, CaseRecordsArgs, RecordsRequestFields, TreatmentFields, UpdateRecordsRequestInput, UpdateTreatmentInput } from './medical.inputs';
import { REQUEST_KIND_LABELS, TREATMENT_STATUS_LABELS } from './medical.rules';

const PLAINTIFFS = [PartyCategory.PLAINTIFF, PartyCategory.OTHER_PLAINTIFF];

/** How many late requests one round of the follow-up job turns into tasks. */
const FOLLOW_UP_BATCH = 100;

/** The Medical tab's providers and treatment, and the records and bills requested of them. */
export class TreatmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly tasks: TaskService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  // --- Treatment -------------------------------------------------------------------------------

  async treatments(viewer: FirmViewer, args: CaseRecordsArgs): Promise<Page<Treatment>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(Treatment).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId },
      order: { firstVisitOn: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  async addTreatment(viewer: FirmViewer, input: AddTreatmentInput): Promise<Treatment> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.checkTreatment(manager, viewer, matter.id, input);
      const treatment = await manager.getRepository(Treatment).save(
        manager.getRepository(Treatment).create({ firmId: viewer.firm.id, matterId: matter.id, ...treatmentFields(input) }),
      );
      await this.changed(manager, viewer, CaseRecordKind.TREATMENT, treatment, CaseRecordChange.ADDED, `Added ${await this.providerName(manager, treatment)} as a provider (${TREATMENT_STATUS_LABELS[treatment.status]})`);
      return treatment;
    });
  }

  async updateTreatment(viewer: FirmViewer, input: UpdateTreatmentInput): Promise<Treatment> {
    const treatment = await this.matters.recordOfCase(viewer, Treatment, input.id, 'The treatment');
    return this.dataSource.transaction(async (manager) => {
      await this.checkTreatment(manager, viewer, treatment.matterId, input);
      Object.assign(
        treatment,
        await updateVersioned(manager, Treatment, { id: treatment.id, firmId: viewer.firm.id, version: input.version }, treatmentFields(input), () =>
          staleEdit('This treatment'),
        ),
      );
      await this.changed(manager, viewer, CaseRecordKind.TREATMENT, treatment, CaseRecordChange.CHANGED, `Edited the treatment by ${await this.providerName(manager, treatment)}`);
      return treatment;
    });
  }

  /** Removes a provider's treatment with its requests and bills. */
  async removeTreatment(viewer: FirmViewer, id: string): Promise<boolean> {
    const treatment = await this.matters.recordOfCase(viewer, Treatment, id, 'The treatment');
    await this.dataSource.transaction(async (manager) => {
      const provider = await this.providerName(manager, treatment);
      await manager.getRepository(Treatment).delete({ id: treatment.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, CaseRecordKind.TREATMENT, treatment, CaseRecordChange.REMOVED, `Removed ${provider} and their bills and requests`);
    });
    return true;
  }

  /** The firm's treatments among `ids` (named by bills and requests the viewer could read). */
  byIds(firmId: string, ids: readonly string[]): Promise<Treatment[]> {
    return this.dataSource.getRepository(Treatment).findBy({ firmId, id: In([...ids]) });
  }

  // --- Records and bills requests ----------------------------------------------------------------

  async requests(viewer: FirmViewer, args: CaseRecordsArgs): Promise<Page<RecordsRequest>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(RecordsRequest).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId },
      order: { requestedOn: 'DESC', createdAt: 'DESC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  async addRequest(viewer: FirmViewer, input: AddRecordsRequestInput): Promise<RecordsRequest> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.checkRequest(manager, viewer, matter.id, input);
      const request = await manager.getRepository(RecordsRequest).save(
        manager.getRepository(RecordsRequest).create({ firmId: viewer.firm.id, matterId: matter.id, requestedById: viewer.user.id, ...requestFields(input) }),
      );
      await this.changed(manager, viewer, CaseRecordKind.RECORDS_REQUEST, request, CaseRecordChange.ADDED, `Requested ${REQUEST_KIND_LABELS[request.kind]} from ${await this.providerOfTreatment(manager, request.treatmentId)}`);
      // Recorded after its follow-up date (an older request entered now): late already.
      await this.followUp(manager, request, this.clock.today(viewer.firm));
      return request;
    });
  }

  async updateRequest(viewer: FirmViewer, input: UpdateRecordsRequestInput): Promise<RecordsRequest> {
    const request = await this.matters.recordOfCase(viewer, RecordsRequest, input.id, 'The request');
    return this.dataSource.transaction(async (manager) => {
      await this.checkRequest(manager, viewer, request.matterId, input);
      const wasReceived = request.receivedOn !== null;
      Object.assign(
        request,
        await updateVersioned(manager, RecordsRequest, { id: request.id, firmId: viewer.firm.id, version: input.version }, requestFields(input), () =>
          staleEdit('This request'),
        ),
      );
      const provider = await this.providerOfTreatment(manager, request.treatmentId);
      const summary = !wasReceived && request.receivedOn ? `Received the ${REQUEST_KIND_LABELS[request.kind]} of ${provider}` : `Edited the request to ${provider}`;
      await this.changed(manager, viewer, CaseRecordKind.RECORDS_REQUEST, request, CaseRecordChange.CHANGED, summary);
      await this.followUp(manager, request, this.clock.today(viewer.firm));
      return request;
    });
  }

  async removeRequest(viewer: FirmViewer, id: string): Promise<boolean> {
    const request = await this.matters.recordOfCase(viewer, RecordsRequest, id, 'The request');
    await this.dataSource.transaction(async (manager) => {
      const provider = await this.providerOfTreatment(manager, request.treatmentId);
      await manager.getRepository(RecordsRequest).delete({ id: request.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, CaseRecordKind.RECORDS_REQUEST, request, CaseRecordChange.REMOVED, `Removed the request to ${provider}`);
    });
    return true;
  }

  /**
   * The follow-up job (every instance runs it with the reminders; each late request is claimed once):
   * a request not received by its follow-up date becomes a task, due today, for the case's paralegal
   * (else its attorney, else whoever made the request), which they see on their dashboard and are
   * notified of. A request saved when already late gets its task at once.
   */
  async followUpLateRequests(now = new Date()): Promise<number> {
    // Late by its firm's own calendar day.
    const lateRequests = (manager: EntityManager) =>
      manager
        .getRepository(RecordsRequest)
        .createQueryBuilder('request')
        .where('request.received_on IS NULL AND request.follow_up_task_id IS NULL')
        .andWhere(`request.follow_up_on < (SELECT (CAST(:now AS timestamptz) AT TIME ZONE COALESCE(f.time_zone, :zone))::date FROM firms f WHERE f.id = request.firm_id)`, {
          now,
          zone: this.clock.serverZone,
        });
    const late = await candidates(lateRequests(this.dataSource.manager), 'request', 'request.follow_up_on', FOLLOW_UP_BATCH);
    // The firms' zones (for the tasks' due day) read once for the round, not per request.
    const zones = await this.clock.zonesOf(this.dataSource.manager, late.map((row) => row.firm_id));
    // Each claimed and followed up in its own transaction (db/batches.ts): still late, not taken by another instance.
    return oneByOne(this.dataSource, late, async (manager, { id }) => {
      const request = await lateRequests(manager).andWhere('request.id = :id', { id }).setLock('pessimistic_write').setOnLocked('skip_locked').getOne();
      if (!request) return false;
      await this.followUp(manager, request, dayInZone(now, zones.get(request.firmId) ?? this.clock.serverZone));
      return true;
    });
  }

  /** Nothing received and its follow-up date has passed (in the firm's time zone). */
  isOverdue(request: Pick<RecordsRequest, 'receivedOn' | 'followUpOn'>, firm: ZonedFirm | null | undefined): boolean {
    return this.isLate(request, this.clock.today(firm));
  }

  private isLate(request: Pick<RecordsRequest, 'receivedOn' | 'followUpOn'>, today: string): boolean {
    return !request.receivedOn && request.followUpOn < today;
  }

  /**
   * Turns a late request into its follow-up task (see followUpLateRequests); a no-op for a request
   * received, already followed up, or not late yet.
   */
  private async followUp(manager: EntityManager, request: RecordsRequest, today: string): Promise<void> {
    if (request.followUpTaskId || !this.isLate(request, today)) return;
    const viewer = await this.actingFor(manager, request);
    if (!viewer) return;
    const staff = await caseStaffWhoMaySee(manager, request.firmId, request.matterId);
    const assignee = staff.byRole.get(Role.PARALEGAL)?.[0] ?? staff.byRole.get(Role.ATTORNEY)?.[0] ?? viewer.user.id;
    const provider = await this.providerOfTreatment(manager, request.treatmentId);
    const task = await this.tasks.insert(
      manager,
      viewer,
      {
        title: `Follow up: ${REQUEST_KIND_LABELS[request.kind]} from ${provider}`.slice(0, 300),
        description: `Requested on ${request.requestedOn}; nothing received by the follow-up date, ${request.followUpOn}.`,
        matterId: request.matterId,
        dueDate: today,
        priority: TaskPriority.HIGH,
        type: 'Medical Records',
        assigneeIds: [assignee],
      },
      { recordOnCase: false },
    );
    // TypeORM's update moves the version too: the request as answered carries the new one.
    await manager.update(RecordsRequest, { id: request.id }, { followUpTaskId: task.id });
    Object.assign(request, await manager.getRepository(RecordsRequest).findOneByOrFail({ id: request.id }));
    await this.changed(manager, viewer, CaseRecordKind.RECORDS_REQUEST, request, CaseRecordChange.CHANGED, `Nothing received from ${provider} by ${request.followUpOn}: a follow-up task was added`);
  }

  // --- helpers ---------------------------------------------------------------------------------

  /** Who a late request's task is made for: whoever requested it (or a firm admin, if they have left). */
  private async actingFor(manager: EntityManager, request: RecordsRequest): Promise<FirmViewer | null> {
    const users = manager.getRepository(User);
    const user =
      (request.requestedById ? await users.findOne({ where: { id: request.requestedById, status: UserStatus.ACTIVE }, relations: { firm: true } }) : null) ??
      (await users.findOne({ where: { firmId: request.firmId, role: Role.FIRM_ADMIN, status: UserStatus.ACTIVE }, relations: { firm: true }, order: { createdAt: 'ASC' } }));
    return user?.firm ? { sessionId: 'follow-up', user, firm: user.firm } : null;
  }

  private async checkTreatment(manager: EntityManager, viewer: FirmViewer, matterId: string, input: TreatmentFields): Promise<void> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    await references.party('plaintiffPartyId', input.plaintiffPartyId, PLAINTIFFS);
    await references.contact('providerId', input.providerId);
    const today = this.clock.today(viewer.firm);
    references.notAfter('firstVisitOn', input.firstVisitOn, today, 'The first visit cannot be in the future.');
    if (input.firstVisitOn && input.lastVisitOn && input.lastVisitOn < input.firstVisitOn) references.refuse('lastVisitOn', 'The last visit cannot be before the first.');
    references.done();
  }

  private async checkRequest(manager: EntityManager, viewer: FirmViewer, matterId: string, input: RecordsRequestFields): Promise<void> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    const treatment = references.fine('treatmentId') && (await manager.getRepository(Treatment).existsBy({ id: input.treatmentId, firmId: viewer.firm.id, matterId }));
    if (!treatment && references.fine('treatmentId')) references.refuse('treatmentId', "Choose one of this case's providers.");
    await references.document('documentId', input.documentId);
    const today = this.clock.today(viewer.firm);
    references.notAfter('requestedOn', input.requestedOn, today, 'The request date cannot be in the future.');
    if (input.followUpOn < input.requestedOn) references.refuse('followUpOn', 'The follow-up date cannot be before the request.');
    references.notAfter('receivedOn', input.receivedOn, today, 'The date received cannot be in the future.');
    if (input.receivedOn && input.receivedOn < input.requestedOn) references.refuse('receivedOn', 'It cannot have been received before it was requested.');
    references.done();
  }

  private async providerName(manager: EntityManager, treatment: Treatment): Promise<string> {
    return (await manager.getRepository(Contact).findOneBy({ id: treatment.providerId }))?.name ?? 'a provider';
  }

  private async providerOfTreatment(manager: EntityManager, treatmentId: string): Promise<string> {
    const treatment = await manager.getRepository(Treatment).findOneBy({ id: treatmentId });
    return treatment ? this.providerName(manager, treatment) : 'a provider';
  }

  private changed(manager: EntityManager, viewer: FirmViewer, kind: CaseRecordKind, record: { id: string; matterId: string }, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: record.matterId, kind, recordId: record.id, change }, summary);
  }
}

function treatmentFields(input: TreatmentFields) {
  return {
    plaintiffPartyId: input.plaintiffPartyId,
    providerId: input.providerId,
    firstVisitOn: input.firstVisitOn ?? null,
    lastVisitOn: input.lastVisitOn ?? null,
    status: input.status,
    notes: trimToNull(input.notes),
  };
}

function requestFields(input: RecordsRequestFields) {
  return {
    treatmentId: input.treatmentId,
    kind: input.kind,
    requestedOn: input.requestedOn,
    followUpOn: input.followUpOn,
    receivedOn: input.receivedOn ?? null,
    documentId: input.documentId ?? null,
  };
}
