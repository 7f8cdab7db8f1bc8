import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, forbidden, notFound, staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page, type PageArgs } from '../../graphql/pagination';
import { Role } from '../../graphql/roles';
import { trimToNull } from '../../graphql/text';
import { COST_CATEGORY_LABELS, costBilledSql } from '../costs/cost.rules';
import { policyOfCase } from '../insurance/insurance.rules';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import { caseStaffWhoMaySee } from '../matters/matter.access';
import { PartyCategory } from '../matters/matter-parts.entity';
import type { MatterService } from '../matters/matter.service';
import { LienType } from '../medical/medical.entity';
import { LIEN_TYPE_LABELS, outstandingSql } from '../medical/medical.rules';
import { NotificationType } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import type { FeeAgreementService } from './fee-agreement.service';
import type { FirmClock } from '../firms/firm-clock';
import { describeFee, STAGE_LABELS, tiersOfStage } from './fee.rules';
import { FeeKind, Settlement, type SettlementShare, SettlementStatement, type StatementChoices, StatementState } from './settlement.entity';
import {
  type RecordSettlementInput,
  type SettlementFields,
  type SignStatementInput,
  type StatementFigures,
  type StatementLine,
  StatementLineKind,
  type UpdateSettlementInput,
  type UpdateStatementInput,
} from './settlement.inputs';
import { allocateLargestRemainder, computeStatement } from './settlement.math';

/** The plaintiffs a settlement is shared between. */
const PLAINTIFFS = [PartyCategory.PLAINTIFF, PartyCategory.OTHER_PLAINTIFF];

/** Health-plan liens the user may reduce for their share of fee and costs (common fund), when the plan allows. */
const REDUCIBLE_LIENS: readonly LienType[] = [LienType.MEDICAID, LienType.ERISA_PLAN, LienType.PRIVATE_HEALTH_INSURANCE];

export const ROUNDING_NOTE =
  'Each line is rounded to the cent, half up; the client’s net is the gross less every line, so any leftover cent is the client’s. ' +
  'A settlement shared between plaintiffs, and claims reduced pro rata, are split by largest remainder, so the parts add up to the whole.';

const EMPTY_CHOICES: StatementChoices = { excluded: [], procurement: [], others: [] };

/** The lines a preparer ticks in or out (the fee and other deductions are always in). */
const TICKABLE: readonly StatementLineKind[] = [StatementLineKind.COST, StatementLineKind.LIEN, StatementLineKind.MEDICAL_BILL];

/** A statement's lines from the case (costs, liens, bills) before the arithmetic. */
interface Sources {
  costs: Array<{ key: string; description: string; source: string; amountCents: number; defaultIncluded: boolean }>;
  liens: Array<{ key: string; description: string; source: string; amountCents: number; medicarePaymentsCents: number | null; reducible: boolean; defaultIncluded: boolean }>;
  bills: Array<{ key: string; description: string; source: string; amountCents: number; defaultIncluded: boolean }>;
  /** Keys already paid by another current finalized statement (of another settlement, or another plaintiff's). */
  paidElsewhere: Map<string, string>;
}

/** A settlement of a case and its statements: computed on the server to the cent, finalized, versioned, signed. */
export class SettlementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly fees: FeeAgreementService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  // --- settlements ---------------------------------------------------------------------------

  async list(viewer: FirmViewer, matterId: string, args: PageArgs): Promise<Page<Settlement>> {
    await this.matters.get(viewer, matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(Settlement).findAndCount({
      where: { firmId: viewer.firm.id, matterId },
      order: { settledOn: 'DESC', createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  async record(viewer: FirmViewer, input: RecordSettlementInput): Promise<Settlement> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      const shares = await this.check(manager, viewer, matter.id, input);
      const repository = manager.getRepository(Settlement);
      const settlement = await repository.save(
        repository.create({ firmId: viewer.firm.id, matterId: matter.id, ...settlementFields(input), shares, recordedById: viewer.user.id }),
      );
      await this.syncDrafts(manager, viewer, settlement);
      await this.changed(manager, viewer, settlement.matterId, CaseRecordKind.SETTLEMENT, settlement.id, CaseRecordChange.ADDED, `Recorded a settlement of ${formatMoney(settlement.amountCents)} on ${settlement.settledOn}`);
      return settlement;
    });
  }

  async update(viewer: FirmViewer, input: UpdateSettlementInput): Promise<Settlement> {
    const settlement = await this.matters.recordOfCase(viewer, Settlement, input.id, 'The settlement');
    return this.dataSource.transaction(async (manager) => {
      await this.lockSettlement(manager, settlement.id);
      await this.refuseIfFinalized(manager, settlement.id, 'change the settlement');
      const shares = await this.check(manager, viewer, settlement.matterId, input);
      Object.assign(settlement, await updateVersioned(manager, Settlement, { id: settlement.id, firmId: viewer.firm.id, version: input.version }, { ...settlementFields(input), shares } as never, () => staleEdit('This settlement')));
      settlement.shares = shares;
      await this.syncDrafts(manager, viewer, settlement);
      await this.changed(manager, viewer, settlement.matterId, CaseRecordKind.SETTLEMENT, settlement.id, CaseRecordChange.CHANGED, `Edited the settlement of ${settlement.settledOn}: ${formatMoney(settlement.amountCents)}`);
      return settlement;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const settlement = await this.matters.recordOfCase(viewer, Settlement, id, 'The settlement');
    await this.dataSource.transaction(async (manager) => {
      await this.lockSettlement(manager, settlement.id);
      if (await manager.existsBy(SettlementStatement, { settlementId: settlement.id, state: Not(StatementState.DRAFT) })) {
        throw badUserInput([], 'A settlement with a finalized statement is kept: it cannot be removed.');
      }
      await manager.delete(SettlementStatement, { settlementId: settlement.id });
      await manager.delete(Settlement, { id: settlement.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, settlement.matterId, CaseRecordKind.SETTLEMENT, settlement.id, CaseRecordChange.REMOVED, `Removed the settlement of ${settlement.settledOn} (${formatMoney(settlement.amountCents)})`);
    });
    return true;
  }

  // --- statements ----------------------------------------------------------------------------

  /** Every version of the settlement's statements: per plaintiff, newest first. */
  async statementsOf(firmId: string, settlementIds: readonly string[]): Promise<SettlementStatement[]> {
    if (!settlementIds.length) return [];
    return this.dataSource.getRepository(SettlementStatement).find({
      where: { firmId, settlementId: In([...settlementIds]) },
      order: { plaintiffPartyId: 'ASC', revision: 'DESC' },
    });
  }

  async statement(viewer: FirmViewer, id: string): Promise<SettlementStatement> {
    return this.matters.recordOfCase(viewer, SettlementStatement, id, 'The statement');
  }

  /** The statement's figures: frozen when finalized, else computed from the case as it is now. */
  async figures(statement: SettlementStatement, manager: EntityManager = this.dataSource.manager): Promise<StatementFigures> {
    if (statement.frozen) return statement.frozen as StatementFigures;
    const settlement = await manager.getRepository(Settlement).findOneByOrFail({ id: statement.settlementId });
    return (await this.compute(manager, settlement, statement)).figures;
  }

  async updateStatement(viewer: FirmViewer, input: UpdateStatementInput): Promise<SettlementStatement> {
    const statement = await this.statement(viewer, input.id);
    return this.dataSource.transaction(async (manager) => {
      const references = await new CaseReferences(manager, viewer.firm.id, statement.matterId).input(input);
      if (input.feeOverrideCents != null && !trimToNull(input.feeOverrideReason)) references.refuse('feeOverrideReason', 'Say why the fee differs from the agreement.');
      const settlement = await manager.getRepository(Settlement).findOneByOrFail({ id: statement.settlementId });
      const gross = settlement.shares.find((share) => share.plaintiffPartyId === statement.plaintiffPartyId)?.amountCents ?? 0;
      if (input.feeOverrideCents != null && references.fine('feeOverrideCents') && input.feeOverrideCents > gross) references.refuse('feeOverrideCents', `The fee cannot be more than the settlement's ${formatMoney(gross)}.`);
      references.done();
      if (statement.state !== StatementState.DRAFT) throw badUserInput([], 'A finalized statement is locked: make a new version to change it.');
      // `excluded` names every line left out: each other line of the statement as it is now is in,
      // also one the statement leaves out by default (a bill covered by a lien, one paid elsewhere).
      const lineKeys = (await this.compute(manager, settlement, statement)).figures.lines.filter((line) => TICKABLE.includes(line.kind)).map((line) => line.key);
      const choices: StatementChoices = {
        included: lineKeys.filter((key) => !input.excluded.includes(key)),
        excluded: [...new Set(input.excluded)],
        procurement: [...new Set(input.procurement)],
        others: input.others.map((other, index) => ({ key: `other:${index + 1}`, description: other.description.trim(), amountCents: other.amountCents })),
      };
      Object.assign(
        statement,
        await updateVersioned(
          manager, SettlementStatement, { id: statement.id, firmId: viewer.firm.id, version: input.version },
          { choices, feeOverrideCents: input.feeOverrideCents ?? null, feeOverrideReason: input.feeOverrideCents != null ? trimToNull(input.feeOverrideReason) : null, reduceProRata: input.reduceProRata } as never,
          () => staleEdit('This statement'),
        ),
      );
      const figures = await this.figures(statement, manager);
      await this.changed(manager, viewer, statement.matterId, CaseRecordKind.STATEMENT, statement.id, CaseRecordChange.CHANGED, `Edited the draft settlement statement: net to client ${formatMoney(figures.netCents ?? 0)}`);
      return statement;
    });
  }

  /** Locks the statement (attorneys and firm admins): every line frozen, the earlier version superseded, the case's staff told. */
  async finalize(viewer: FirmViewer, id: string, version: number): Promise<SettlementStatement> {
    if (viewer.user.role !== Role.ATTORNEY && viewer.user.role !== Role.FIRM_ADMIN) throw forbidden('Only attorneys and firm admins finalize a settlement statement.');
    const statement = await this.statement(viewer, id);
    return this.dataSource.transaction(async (manager) => {
      await this.lockSettlement(manager, statement.settlementId);
      if (statement.state !== StatementState.DRAFT) throw badUserInput([], 'This statement is already finalized.');
      const settlement = await manager.getRepository(Settlement).findOneByOrFail({ id: statement.settlementId });
      const { figures, paidElsewhere } = await this.compute(manager, settlement, statement);
      if (figures.shortfallCents) {
        throw badUserInput([], `Liens, bills and deductions exceed what is left after the fee and costs by ${formatMoney(figures.shortfallCents)}: reduce them, leave some out, or reduce pro rata.`);
      }
      const paidTwice = figures.lines.filter((line) => line.included && paidElsewhere.has(line.key));
      if (paidTwice.length) throw badUserInput([], `${paidTwice[0]!.description} is already paid by ${paidElsewhere.get(paidTwice[0]!.key)}: leave it out of this statement.`);
      Object.assign(
        statement,
        await updateVersioned(
          manager, SettlementStatement, { id: statement.id, firmId: viewer.firm.id, version },
          { state: StatementState.FINALIZED, frozen: figures as never, finalizedAt: new Date(), finalizedById: viewer.user.id } as never,
          () => staleEdit('This statement'),
        ),
      );
      await manager.update(
        SettlementStatement,
        { settlementId: statement.settlementId, plaintiffPartyId: statement.plaintiffPartyId ?? IsNull(), state: Not(StatementState.DRAFT), supersededAt: IsNull(), id: Not(statement.id) },
        { supersededAt: new Date() },
      );
      const who = await this.plaintiffName(manager, statement);
      const message = `${viewer.user.fullName} finalized the settlement statement${who ? ` of ${who}` : ''} (version ${statement.revision}): net to client ${formatMoney(figures.netCents ?? 0)}`;
      const { all } = await caseStaffWhoMaySee(manager, viewer.firm.id, statement.matterId);
      const others = all.filter((userId) => userId !== viewer.user.id);
      if (others.length) {
        await this.notifications.notify(manager, { firmId: viewer.firm.id, matterId: statement.matterId, userIds: others, type: NotificationType.SETTLEMENT, message, link: `/cases/caseDetail?id=${statement.matterId}&tab=settlement` });
      }
      await this.changed(manager, viewer, statement.matterId, CaseRecordKind.STATEMENT, statement.id, CaseRecordChange.CHANGED, message.replace(`${viewer.user.fullName} finalized`, 'Finalized'));
      return statement;
    });
  }

  /** A new draft version of a finalized statement (the finalized one stays current until the new one is finalized). */
  async revise(viewer: FirmViewer, id: string): Promise<SettlementStatement> {
    const statement = await this.statement(viewer, id);
    return this.dataSource.transaction(async (manager) => {
      await this.lockSettlement(manager, statement.settlementId);
      if (statement.state === StatementState.DRAFT) throw badUserInput([], 'This statement is a draft: change it directly.');
      const repository = manager.getRepository(SettlementStatement);
      const versions = await repository.find({ where: { settlementId: statement.settlementId, plaintiffPartyId: statement.plaintiffPartyId ?? IsNull() }, order: { revision: 'DESC' } });
      if (versions[0]?.state === StatementState.DRAFT) throw badUserInput([], `Version ${versions[0].revision} is already being prepared.`);
      const draft = await repository.save(
        repository.create({
          firmId: statement.firmId, matterId: statement.matterId, settlementId: statement.settlementId, plaintiffPartyId: statement.plaintiffPartyId,
          revision: (versions[0]?.revision ?? statement.revision) + 1, state: StatementState.DRAFT, choices: statement.choices,
          feeOverrideCents: statement.feeOverrideCents, feeOverrideReason: statement.feeOverrideReason, reduceProRata: statement.reduceProRata, preparedById: viewer.user.id,
        }),
      );
      await this.changed(manager, viewer, statement.matterId, CaseRecordKind.STATEMENT, draft.id, CaseRecordChange.ADDED, `Started version ${draft.revision} of the settlement statement`);
      return draft;
    });
  }

  /** The client signed a finalized statement: the date, and the signed copy when uploaded. */
  async sign(viewer: FirmViewer, input: SignStatementInput): Promise<SettlementStatement> {
    const statement = await this.statement(viewer, input.id);
    return this.dataSource.transaction(async (manager) => {
      const references = await new CaseReferences(manager, viewer.firm.id, statement.matterId).input(input);
      await references.document('signedDocumentId', input.signedDocumentId);
      references.notAfter('signedOn', input.signedOn, this.clock.today(viewer.firm), 'The signing date cannot be in the future.');
      if (statement.finalizedAt && input.signedOn < this.clock.dayOf(statement.finalizedAt, this.clock.zoneOf(viewer.firm))) references.refuse('signedOn', 'The client cannot sign before the statement was finalized.');
      references.done();
      if (statement.state === StatementState.DRAFT) throw badUserInput([], 'Finalize the statement before the client signs it.');
      if (statement.supersededAt) throw badUserInput([], 'A later version replaced this statement: have the client sign that one.');
      Object.assign(
        statement,
        await updateVersioned(
          manager, SettlementStatement, { id: statement.id, firmId: viewer.firm.id, version: input.version },
          { state: StatementState.SIGNED, signedOn: input.signedOn, signedDocumentId: input.signedDocumentId ?? null } as never,
          () => staleEdit('This statement'),
        ),
      );
      await this.changed(manager, viewer, statement.matterId, CaseRecordKind.STATEMENT, statement.id, CaseRecordChange.CHANGED, `Recorded the client's signature of the settlement statement (version ${statement.revision}) on ${input.signedOn}`);
      return statement;
    });
  }

  /** The reads of a request outside any transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** The settlement a statement (already checked as the viewer's) belongs to. */
  settlementOf(statement: SettlementStatement): Promise<Settlement> {
    return this.dataSource.getRepository(Settlement).findOneByOrFail({ id: statement.settlementId, firmId: statement.firmId });
  }

  /** The plaintiff a statement is for ("Maria Alvarez"), or null for a case with one client and no plaintiff parties. */
  async plaintiffName(manager: EntityManager, statement: Pick<SettlementStatement, 'plaintiffPartyId'>): Promise<string | null> {
    if (!statement.plaintiffPartyId) return null;
    const [row] = (await manager.query('SELECT c.name FROM matter_parties p JOIN contacts c ON c.id = p.contact_id WHERE p.id = $1', [statement.plaintiffPartyId])) as Array<{ name: string }>;
    return row?.name ?? null;
  }

  // --- the arithmetic's inputs -----------------------------------------------------------------

  /** The statement's figures from the case as it is, with what other finalized statements already pay (read once for both). */
  private async compute(manager: EntityManager, settlement: Settlement, statement: SettlementStatement): Promise<{ figures: StatementFigures; paidElsewhere: Map<string, string> }> {
    const grossCents = settlement.shares.find((share) => share.plaintiffPartyId === statement.plaintiffPartyId)?.amountCents ?? 0;
    const fee = await this.fees.applying(manager, settlement.firmId, settlement.matterId, settlement.settledOn);
    const contingent = fee.terms.kind === FeeKind.CONTINGENCY || fee.terms.kind === FeeKind.MIXED;
    // A flat part is the case's; shared between plaintiffs as the settlement is.
    const flatShare = fee.terms.flatCents && fee.terms.kind !== FeeKind.CONTINGENCY ? shareOf(settlement, statement.plaintiffPartyId, fee.terms.flatCents) : 0;
    const sources = await this.sources(manager, settlement, statement);
    const choices = { ...EMPTY_CHOICES, ...statement.choices };
    const included = (key: string, byDefault: boolean) => (choices.excluded.includes(key) ? false : choices.included?.includes(key) ? true : byDefault);
    const result = computeStatement({
      grossCents,
      fee: { basis: fee.terms.basis, tiers: contingent ? tiersOfStage(fee.terms, fee.stage) : [], flatCents: flatShare, overrideCents: statement.feeOverrideCents },
      costs: sources.costs.map((cost) => ({ key: cost.key, amountCents: cost.amountCents, included: included(cost.key, cost.defaultIncluded) })),
      liens: sources.liens.map((lien) => ({
        key: lien.key, amountCents: lien.amountCents, included: included(lien.key, lien.defaultIncluded),
        medicarePaymentsCents: lien.medicarePaymentsCents, procurementReduction: lien.reducible && choices.procurement.includes(lien.key),
      })),
      bills: sources.bills.map((bill) => ({ key: bill.key, amountCents: bill.amountCents, included: included(bill.key, bill.defaultIncluded) })),
      others: choices.others.map((other) => ({ key: other.key, amountCents: other.amountCents })),
      reduceProRata: statement.reduceProRata,
    });
    const feeDescription = `Fee agreement: ${describeFee(fee.terms, fee.stage)} (${STAGE_LABELS[fee.stage]}: ${fee.stageReason})`;
    const lines: StatementLine[] = [
      {
        key: 'fee', kind: StatementLineKind.FEE, description: "Attorney's fee",
        source: statement.feeOverrideCents != null ? `Edited from ${formatMoney(result.computedFeeCents)}: ${statement.feeOverrideReason ?? ''}` : feeDescription,
        baseCents: result.feeBaseCents, amountCents: result.feeCents, included: true, reducible: false, procurementReduction: false, note: null,
      },
      ...result.costs.map((line, index) => ({ ...sources.costs[index]!, ...line, kind: StatementLineKind.COST, reducible: false, procurementReduction: false })),
      ...result.liens.map((line, index) => ({
        ...sources.liens[index]!, ...line, kind: StatementLineKind.LIEN,
        procurementReduction: sources.liens[index]!.reducible && choices.procurement.includes(line.key),
      })),
      ...result.bills.map((line, index) => ({ ...sources.bills[index]!, ...line, kind: StatementLineKind.MEDICAL_BILL, reducible: false, procurementReduction: false })),
      ...result.others.map((line, index) => ({ ...line, kind: StatementLineKind.OTHER, description: choices.others[index]!.description, source: 'Other deduction', reducible: false, procurementReduction: false })),
    ].map((line) => ({
      key: line.key, kind: line.kind, description: line.description, source: sources.paidElsewhere.has(line.key) ? `${line.source}; already paid by ${sources.paidElsewhere.get(line.key)}` : line.source,
      baseCents: line.baseCents, amountCents: line.amountCents, included: line.included, reducible: line.reducible, procurementReduction: line.procurementReduction, note: line.note,
    }));
    const figures: StatementFigures = {
      grossCents, stage: fee.stage, feeDescription, basis: fee.terms.basis,
      feeBaseCents: result.feeBaseCents, computedFeeCents: result.computedFeeCents, feeCents: result.feeCents, lines,
      costsCents: result.costsCents, liensCents: result.liensCents, billsCents: result.billsCents, othersCents: result.othersCents,
      deductionsCents: result.deductionsCents, netCents: result.netCents, shortfallCents: result.shortfallCents, roundingNote: ROUNDING_NOTE,
    };
    return { figures, paidElsewhere: sources.paidElsewhere };
  }

  /**
   * What a statement may pay from the case: reimbursable costs not billed on an invoice (shared
   * between plaintiffs as the settlement is), liens at their final amount (claimed while not final;
   * a Medicare lien not final by 42 CFR 411.37), and what is still owed on medical bills not covered
   * by a lien. A plaintiff's statement offers the bills of their treatment and the liens on them.
   */
  private async sources(manager: EntityManager, settlement: Settlement, statement: SettlementStatement): Promise<Sources> {
    const params = [settlement.firmId, settlement.matterId];
    const multi = settlement.shares.length > 1;
    const [costRows, lienRows, billRows, finalized] = await Promise.all([
      manager.query(
        `SELECT c.id, c.incurred_on::text AS day, c.category, c.payee, c.description, c.amount_cents::text AS amount FROM case_costs c
         WHERE c.firm_id = $1 AND c.matter_id = $2 AND c.reimbursable AND NOT ${costBilledSql('c')} ORDER BY c.incurred_on, c.created_at, c.id`,
        params,
      ) as Promise<Array<{ id: string; day: string; category: keyof typeof COST_CATEGORY_LABELS; payee: string; description: string | null; amount: string }>>,
      manager.query(
        `SELECT l.id, l.type, l.claimed_cents::text AS claimed, l.final_cents::text AS final, holder.name AS holder,
           (SELECT array_agg(DISTINCT t.plaintiff_party_id) FROM medical_lien_bills lb JOIN medical_bills b ON b.id = lb.bill_id JOIN medical_treatments t ON t.id = b.treatment_id WHERE lb.lien_id = l.id) AS plaintiffs
         FROM medical_liens l JOIN contacts holder ON holder.id = l.lienholder_id
         WHERE l.firm_id = $1 AND l.matter_id = $2 ORDER BY l.created_at, l.id`,
        params,
      ) as Promise<Array<{ id: string; type: LienType; claimed: string; final: string | null; holder: string; plaintiffs: string[] | null }>>,
      manager.query(
        `SELECT b.id, b.service_from::text AS day, ${outstandingSql('b')}::text AS outstanding, provider.name AS provider, t.plaintiff_party_id AS plaintiff,
           EXISTS (SELECT 1 FROM medical_lien_bills lb WHERE lb.bill_id = b.id) AS covered
         FROM medical_bills b JOIN medical_treatments t ON t.id = b.treatment_id JOIN contacts provider ON provider.id = t.provider_id
         WHERE b.firm_id = $1 AND b.matter_id = $2 AND ${outstandingSql('b')} > 0 ORDER BY b.service_from, b.created_at, b.id`,
        params,
      ) as Promise<Array<{ id: string; day: string; outstanding: string; provider: string; plaintiff: string; covered: boolean }>>,
      manager.getRepository(SettlementStatement).find({ where: { firmId: settlement.firmId, matterId: settlement.matterId, state: Not(StatementState.DRAFT), supersededAt: IsNull() } }),
    ]);
    const paidElsewhere = new Map<string, string>();
    const zone = finalized.length ? await this.clock.zoneOfFirm(manager, settlement.firmId) : this.clock.serverZone;
    for (const other of finalized) {
      const samePair = other.settlementId === statement.settlementId && other.plaintiffPartyId === statement.plaintiffPartyId;
      if (samePair) continue;
      for (const line of (other.frozen as StatementFigures | null)?.lines ?? []) {
        if (!line.included || line.kind === StatementLineKind.FEE || line.kind === StatementLineKind.OTHER) continue;
        if (line.kind === StatementLineKind.COST && other.settlementId === statement.settlementId) continue;
        paidElsewhere.set(line.key, `the finalized statement of ${other.finalizedAt ? this.clock.dayOf(other.finalizedAt, zone) : ''}`);
      }
    }
    const mine = (plaintiffs: readonly (string | null)[] | null) => !multi || (plaintiffs ?? []).includes(statement.plaintiffPartyId);
    return {
      costs: costRows.map((row) => ({
        key: `cost:${row.id}`,
        description: `${COST_CATEGORY_LABELS[row.category]}: ${row.payee}${row.description ? ` (${row.description})` : ''}`,
        source: multi ? `Costs tab, ${row.day}; this plaintiff's share of ${formatMoney(Number(row.amount))}` : `Costs tab, ${row.day}`,
        amountCents: shareOf(settlement, statement.plaintiffPartyId, Number(row.amount)),
        defaultIncluded: !paidElsewhere.has(`cost:${row.id}`),
      })),
      liens: lienRows
        .filter((row) => !multi || !row.plaintiffs?.length || mine(row.plaintiffs))
        .map((row) => {
          const medicare = row.type === LienType.MEDICARE && row.final == null;
          return {
            key: `lien:${row.id}`,
            description: `${LIEN_TYPE_LABELS[row.type]} lien: ${row.holder}`,
            source: row.final != null ? 'Liens tab, final amount' : medicare ? 'Liens tab, conditional payments (42 CFR 411.37)' : 'Liens tab, claimed (not final)',
            amountCents: Number(row.final ?? row.claimed),
            medicarePaymentsCents: medicare ? Number(row.claimed) : null,
            reducible: REDUCIBLE_LIENS.includes(row.type),
            // A lien on no one's bills is the case's: offered to every plaintiff, included by none until chosen.
            defaultIncluded: !paidElsewhere.has(`lien:${row.id}`) && (!multi || mine(row.plaintiffs)),
          };
        }),
      bills: billRows
        .filter((row) => mine([row.plaintiff]))
        .map((row) => ({
          key: `bill:${row.id}`,
          description: `Medical bill: ${row.provider}, ${row.day}`,
          source: row.covered ? 'Medical tab, outstanding; covered by a lien' : 'Medical tab, outstanding',
          amountCents: Number(row.outstanding),
          defaultIncluded: !row.covered && !paidElsewhere.has(`bill:${row.id}`),
        })),
      paidElsewhere,
    };
  }

  // --- helpers ---------------------------------------------------------------------------------

  /** The shares of a settlement: as given (adding up to the amount, plaintiffs of the case), else equal between the case's plaintiffs. */
  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: SettlementFields): Promise<SettlementShare[]> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    if (input.policyId && references.fine('policyId') && !(await policyOfCase(manager, viewer.firm.id, matterId, input.policyId))) references.refuse('policyId', "Choose a policy of this case's Insurance tab.");
    references.notAfter('settledOn', input.settledOn, this.clock.today(viewer.firm), 'The date cannot be in the future.');
    const plaintiffs = (await manager.query(
      `SELECT p.id FROM matter_parties p WHERE p.firm_id = $1 AND p.matter_id = $2 AND p.category = ANY($3) ORDER BY p.position, p.created_at, p.id`,
      [viewer.firm.id, matterId, PLAINTIFFS],
    )) as Array<{ id: string }>;
    let shares: SettlementShare[];
    if (input.shares?.length) {
      const ids = input.shares.map((share) => share.plaintiffPartyId);
      if (new Set(ids).size !== ids.length) references.refuse('shares', 'Give each plaintiff one share.');
      if (ids.some((id) => !plaintiffs.some((plaintiff) => plaintiff.id === id))) references.refuse('shares', 'Choose plaintiffs of this case.');
      const total = input.shares.reduce((sum, share) => sum + share.amountCents, 0);
      if (references.fine('amountCents') && total !== input.amountCents) references.refuse('shares', `The shares add up to ${formatMoney(total)}, not the settlement's ${formatMoney(input.amountCents)}.`);
      shares = input.shares.map((share) => ({ plaintiffPartyId: share.plaintiffPartyId, amountCents: share.amountCents }));
    } else if (plaintiffs.length > 1) {
      const parts = references.fine('amountCents') ? allocateLargestRemainder(input.amountCents, plaintiffs.map(() => 1)) : plaintiffs.map(() => 0);
      shares = plaintiffs.map((plaintiff, index) => ({ plaintiffPartyId: plaintiff.id, amountCents: parts[index]! }));
    } else {
      shares = [{ plaintiffPartyId: plaintiffs[0]?.id ?? null, amountCents: input.amountCents }];
    }
    references.done();
    return shares;
  }

  /** One draft statement per share that has no draft yet; drafts of plaintiffs no longer sharing go. */
  private async syncDrafts(manager: EntityManager, viewer: FirmViewer, settlement: Settlement): Promise<void> {
    const repository = manager.getRepository(SettlementStatement);
    const existing = await repository.findBy({ settlementId: settlement.id });
    const sharing = new Set(settlement.shares.map((share) => share.plaintiffPartyId));
    const gone = existing.filter((statement) => statement.state === StatementState.DRAFT && !sharing.has(statement.plaintiffPartyId));
    if (gone.length) await repository.delete({ id: In(gone.map((statement) => statement.id)) });
    for (const share of settlement.shares) {
      if (existing.some((statement) => statement.plaintiffPartyId === share.plaintiffPartyId)) continue;
      await repository.save(
        repository.create({ firmId: viewer.firm.id, matterId: settlement.matterId, settlementId: settlement.id, plaintiffPartyId: share.plaintiffPartyId, revision: 1, state: StatementState.DRAFT, choices: EMPTY_CHOICES, preparedById: viewer.user.id }),
      );
    }
  }

  /** Serialises the changes of one settlement and its statements (finalizing two versions at once, editing while finalizing). */
  private async lockSettlement(manager: EntityManager, settlementId: string): Promise<void> {
    const rows = (await manager.query('SELECT id FROM settlements WHERE id = $1 FOR UPDATE', [settlementId])) as unknown[];
    if (!rows.length) throw notFound('The settlement');
  }

  /** Refuses when a plaintiff's latest statement is finalized (a change needs a new version first). */
  private async refuseIfFinalized(manager: EntityManager, settlementId: string, what: string): Promise<void> {
    const rows = (await manager.query(
      `SELECT 1 FROM (SELECT DISTINCT ON (plaintiff_party_id) state FROM settlement_statements WHERE settlement_id = $1 ORDER BY plaintiff_party_id, revision DESC) latest WHERE state <> 'DRAFT'`,
      [settlementId],
    )) as unknown[];
    if (rows.length) throw badUserInput([], `A statement of this settlement is finalized: make a new version of it before you ${what}.`);
  }

  private changed(manager: EntityManager, viewer: FirmViewer, matterId: string, kind: CaseRecordKind, recordId: string, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId, kind, recordId, change }, summary);
  }
}

/** A plaintiff's part of a case-wide amount, shared as the settlement is (largest remainder); the whole with one plaintiff. */
function shareOf(settlement: Settlement, plaintiffPartyId: string | null, amountCents: number): number {
  if (settlement.shares.length <= 1) return amountCents;
  const index = settlement.shares.findIndex((share) => share.plaintiffPartyId === plaintiffPartyId);
  if (index < 0 || settlement.shares.every((share) => share.amountCents === 0)) return 0;
  return allocateLargestRemainder(amountCents, settlement.shares.map((share) => share.amountCents))[index]!;
}

function settlementFields(input: SettlementFields) {
  return { amountCents: input.amountCents, settledOn: input.settledOn, policyId: input.policyId ?? null, terms: trimToNull(input.terms) };
}
