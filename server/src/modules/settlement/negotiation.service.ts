import type { DataSource, EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import type { CalendarService } from '../calendar/calendar.service';
import { policyOfCase } from '../insurance/insurance.rules';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { MatterService } from '../matters/matter.service';
import type { FirmClock } from '../firms/firm-clock';
import { bestOfferSql, currentDemandSql, isDemandSql, unansweredSql } from './negotiation.rules';
import { whereAccessible } from '../matters/matter.access';
import { DEMAND_KINDS, NegotiationEntry, NegotiationKind } from './settlement.entity';
import type { AddNegotiationInput, NegotiationDue, NegotiationFields, NegotiationsArgs, NegotiationSummary, UpdateNegotiationInput } from './settlement.inputs';

export const NEGOTIATION_LABELS: Record<NegotiationKind, string> = {
  [NegotiationKind.DEMAND]: 'Demand',
  [NegotiationKind.OFFER]: 'Offer',
  [NegotiationKind.COUNTER_DEMAND]: 'Counter-Demand',
  [NegotiationKind.COUNTER_OFFER]: 'Counter-Offer',
  [NegotiationKind.POLICY_LIMITS_DEMAND]: 'Policy-Limits Demand',
};

/** A case's negotiation log: demands and offers, their response deadlines on the calendar. */
export class NegotiationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly calendar: CalendarService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  /** The log, newest first. */
  async list(viewer: FirmViewer, args: NegotiationsArgs): Promise<Page<NegotiationEntry>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(NegotiationEntry).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId },
      order: { happenedOn: 'DESC', createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  /** The current demand (the latest one sent), the best offer, the gap, the next answer due. */
  async summary(viewer: FirmViewer, matterId: string): Promise<NegotiationSummary> {
    await this.matters.get(viewer, matterId);
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT n.amount_cents FROM negotiation_entries n WHERE n.firm_id = $1 AND n.matter_id = $2 AND ${isDemandSql('n')} ORDER BY n.happened_on DESC, n.created_at DESC LIMIT 1)::text AS demand,
         (SELECT max(n.amount_cents) FROM negotiation_entries n WHERE n.firm_id = $1 AND n.matter_id = $2 AND NOT ${isDemandSql('n')})::text AS offer,
         (SELECT min(n.response_due_on) FROM negotiation_entries n WHERE n.firm_id = $1 AND n.matter_id = $2 AND n.response_due_on >= $3)::text AS next_due,
         (SELECT count(*) FROM negotiation_entries n WHERE n.firm_id = $1 AND n.matter_id = $2)::int AS entries`,
      [viewer.firm.id, matterId, this.clock.today(viewer.firm)],
    )) as Array<{ demand: string | null; offer: string | null; next_due: string | null; entries: number }>;
    const demand = row?.demand == null ? null : Number(row.demand);
    const offer = row?.offer == null ? null : Number(row.offer);
    return { currentDemandCents: demand, bestOfferCents: offer, gapCents: demand != null && offer != null ? demand - offer : null, nextResponseDueOn: row?.next_due ?? null, entries: row?.entries ?? 0 };
  }

  /** The current demand and the best offer of many cases, one query (the Case list's columns). */
  async standings(firmId: string, matterIds: readonly string[]): Promise<Array<{ matterId: string; demandCents: number | null; bestOfferCents: number | null }>> {
    if (!matterIds.length) return [];
    const rows = (await this.dataSource.query(
      `SELECT m.id, ${currentDemandSql('m')}::text AS demand, ${bestOfferSql('m')}::text AS offer FROM matters m WHERE m.firm_id = $1 AND m.id = ANY($2)`,
      [firmId, matterIds],
    )) as Array<{ id: string; demand: string | null; offer: string | null }>;
    return rows.map((row) => ({ matterId: row.id, demandCents: row.demand == null ? null : Number(row.demand), bestOfferCents: row.offer == null ? null : Number(row.offer) }));
  }

  /**
   * The dashboard's lists, of the cases the viewer may open: demands the firm sent that nothing has
   * answered yet (oldest first), or entries whose answer is due from today to `days` ahead and not given yet.
   */
  async due(viewer: FirmViewer, which: 'awaiting' | 'dueSoon', days = 7, first = 20): Promise<NegotiationDue[]> {
    const day = this.clock.today(viewer.firm);
    const query = this.dataSource
      .getRepository(NegotiationEntry)
      .createQueryBuilder('n')
      .innerJoin('n.matter', 'matter')
      .select(['n.id AS id', 'n.kind AS kind', 'n.amount_cents::text AS amount', 'n.happened_on::text AS happened_on', 'n.response_due_on::text AS response_due_on', 'matter.id AS matter_id', 'matter.name AS matter_name', 'matter.number AS matter_number'])
      .where('n.firm_id = :firmId AND matter.deleted_at IS NULL', { firmId: viewer.firm.id })
      .andWhere(unansweredSql('n'));
    if (which === 'awaiting') query.andWhere(isDemandSql('n')).orderBy('n.happened_on', 'ASC');
    else query.andWhere(`n.response_due_on >= :day AND n.response_due_on < (:day::date + :days::int)`, { day, days }).orderBy('n.response_due_on', 'ASC');
    const rows = await whereAccessible(query.addOrderBy('n.created_at', 'ASC'), 'matter', viewer).limit(first).getRawMany<Record<string, string | null>>();
    return rows.map((row) => ({
      id: row.id!, kind: row.kind as NegotiationKind, amountCents: Number(row.amount), happenedOn: row.happened_on!, responseDueOn: row.response_due_on ?? null,
      matterId: row.matter_id!, matterName: row.matter_name!, matterNumber: row.matter_number!,
    }));
  }

  async add(viewer: FirmViewer, input: AddNegotiationInput): Promise<NegotiationEntry> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, matter.id, input);
      const repository = manager.getRepository(NegotiationEntry);
      const entry = await repository.save(repository.create({ firmId: viewer.firm.id, matterId: matter.id, ...fieldsOf(input), calendarEventId: null, recordedById: viewer.user.id }));
      await this.syncDeadline(manager, viewer, entry, matter.name);
      await this.changed(manager, viewer, entry, CaseRecordChange.ADDED, `Recorded ${withArticle(NEGOTIATION_LABELS[entry.kind].toLowerCase())} of ${formatMoney(entry.amountCents)}${entry.responseDueOn ? `, response due ${entry.responseDueOn}` : ''}`);
      return entry;
    });
  }

  async update(viewer: FirmViewer, input: UpdateNegotiationInput): Promise<NegotiationEntry> {
    const entry = await this.matters.recordOfCase(viewer, NegotiationEntry, input.id, 'The demand or offer');
    const matter = await this.matters.get(viewer, entry.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, entry.matterId, input);
      Object.assign(entry, await updateVersioned(manager, NegotiationEntry, { id: entry.id, firmId: viewer.firm.id, version: input.version }, fieldsOf(input), () => staleEdit('This demand or offer')));
      await this.syncDeadline(manager, viewer, entry, matter.name);
      await this.changed(manager, viewer, entry, CaseRecordChange.CHANGED, `Edited the ${NEGOTIATION_LABELS[entry.kind].toLowerCase()} of ${entry.happenedOn}: ${formatMoney(entry.amountCents)}`);
      return entry;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const entry = await this.matters.recordOfCase(viewer, NegotiationEntry, id, 'The demand or offer');
    await this.dataSource.transaction(async (manager) => {
      await this.calendar.syncCaseDeadline(manager, viewer, { eventId: entry.calendarEventId, matterId: entry.matterId, day: null, title: '' });
      await manager.getRepository(NegotiationEntry).delete({ id: entry.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, entry, CaseRecordChange.REMOVED, `Removed the ${NEGOTIATION_LABELS[entry.kind].toLowerCase()} of ${entry.happenedOn} (${formatMoney(entry.amountCents)})`);
    });
    return true;
  }

  /** The answer's deadline on the calendar: "Response due: Policy-Limits Demand $100,000.00 — Alvarez v. Bell". */
  private async syncDeadline(manager: EntityManager, viewer: FirmViewer, entry: NegotiationEntry, caseName: string): Promise<void> {
    const ours = DEMAND_KINDS.includes(entry.kind);
    const eventId = await this.calendar.syncCaseDeadline(manager, viewer, {
      eventId: entry.calendarEventId,
      matterId: entry.matterId,
      day: entry.responseDueOn,
      title: `Response due: ${NEGOTIATION_LABELS[entry.kind]} ${formatMoney(entry.amountCents)} (${caseName})`,
      description: ours ? 'The other side must answer the demand by this date.' : 'Answer the offer by this date.',
      reminderDays: entry.kind === NegotiationKind.POLICY_LIMITS_DEMAND ? 7 : 2,
    });
    if (eventId !== entry.calendarEventId) {
      // Not an edit of the entry (its version stays): the calendar's own link.
      await manager.query('UPDATE negotiation_entries SET calendar_event_id = $1 WHERE id = $2', [eventId, entry.id]);
      entry.calendarEventId = eventId;
    }
  }

  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: NegotiationFields): Promise<void> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    await references.party('partyId', input.partyId);
    await references.document('letterDocumentId', input.letterDocumentId);
    if (input.policyId && references.fine('policyId') && !(await policyOfCase(manager, viewer.firm.id, matterId, input.policyId))) references.refuse('policyId', "Choose a policy of this case's Insurance tab.");
    if (input.policyId && input.partyId) references.refuse('partyId', 'Choose the insurer or a party, not both.');
    references.notAfter('happenedOn', input.happenedOn, this.clock.today(viewer.firm), 'The date cannot be in the future.');
    if (input.responseDueOn && input.responseDueOn < input.happenedOn) references.refuse('responseDueOn', 'The response cannot be due before the demand or offer.');
    references.done();
  }

  private changed(manager: EntityManager, viewer: FirmViewer, entry: NegotiationEntry, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: entry.matterId, kind: CaseRecordKind.NEGOTIATION, recordId: entry.id, change }, summary);
  }
}

/** "an offer", "a demand". */
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

function fieldsOf(input: NegotiationFields) {
  return {
    happenedOn: input.happenedOn,
    kind: input.kind,
    policyId: input.policyId ?? null,
    partyId: input.partyId ?? null,
    amountCents: input.amountCents,
    responseDueOn: input.responseDueOn ?? null,
    letterDocumentId: input.letterDocumentId ?? null,
    notes: trimToNull(input.notes),
  };
}
