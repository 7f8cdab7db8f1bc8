import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import type { FirmClock } from '../firms/firm-clock';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { MatterService } from '../matters/matter.service';
import { CaseCost } from './cost.entity';
import type { AddCaseCostInput, CaseCostFields, CaseCostsArgs, CaseCostTotals, UpdateCaseCostInput } from './cost.inputs';
import { COST_CATEGORY_LABELS, costBilledSql } from './cost.rules';

/** The Costs tab: what the firm advanced on a case, reimbursable from the recovery or invoiced. */
export class CostService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  /** The case's costs, newest first, filtered by category and billing. */
  async list(viewer: FirmViewer, args: CaseCostsArgs): Promise<Page<CaseCost>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.filtered(viewer, args)
      .orderBy('cost.incurred_on', 'DESC')
      .addOrderBy('cost.created_at', 'DESC')
      .addOrderBy('cost.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  /** Totals of the filtered costs: all, reimbursable, not yet invoiced. */
  async totals(viewer: FirmViewer, args: CaseCostsArgs): Promise<CaseCostTotals> {
    await this.matters.get(viewer, args.matterId);
    const row = await this.filtered(viewer, args)
      .select('count(*)::int', 'count')
      .addSelect('COALESCE(sum(cost.amount_cents), 0)::text', 'total')
      .addSelect('COALESCE(sum(cost.amount_cents) FILTER (WHERE cost.reimbursable), 0)::text', 'reimbursable')
      .addSelect(`COALESCE(sum(cost.amount_cents) FILTER (WHERE NOT ${costBilledSql('cost')}), 0)::text`, 'unbilled')
      .getRawOne<{ count: number; total: string; reimbursable: string; unbilled: string }>();
    return { count: row?.count ?? 0, totalCents: Number(row?.total ?? 0), reimbursableCents: Number(row?.reimbursable ?? 0), unbilledCents: Number(row?.unbilled ?? 0) };
  }

  /** Which of these costs are on an invoice line (billed), each with the invoice that bills it. */
  async billedAmong(firmId: string, costIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    const rows = (await manager.query(
      `SELECT l.cost_id, l.invoice_id FROM invoice_lines l JOIN case_costs c ON c.id = l.cost_id WHERE c.firm_id = $1 AND l.cost_id = ANY($2)`,
      [firmId, [...costIds]],
    )) as Array<{ cost_id: string; invoice_id: string }>;
    return new Map(rows.map((row) => [row.cost_id, row.invoice_id]));
  }

  /**
   * The case's costs among `ids` that may go on an invoice of that case: its own. Locked until the
   * invoice's transaction ends, so an edit or removal of the cost waits for it (and then refuses).
   */
  async billable(manager: EntityManager, firmId: string, matterId: string, ids: readonly string[]): Promise<CaseCost[]> {
    if (!ids.length) return [];
    const costs = await manager.getRepository(CaseCost).find({ where: { firmId, matterId, id: In([...ids]) }, lock: { mode: 'pessimistic_write' } });
    if (costs.length !== new Set(ids).size) throw badUserInput([{ field: 'lines', messages: ["Choose costs of this invoice's case."] }]);
    return costs;
  }

  async add(viewer: FirmViewer, input: AddCaseCostInput): Promise<CaseCost> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, matter.id, input);
      const cost = await manager.getRepository(CaseCost).save(
        manager.getRepository(CaseCost).create({ firmId: viewer.firm.id, matterId: matter.id, recordedById: viewer.user.id, ...costFields(input) }),
      );
      await this.changed(manager, viewer, cost, CaseRecordChange.ADDED, `Added a cost: ${COST_CATEGORY_LABELS[cost.category]}, ${formatMoney(cost.amountCents)} to ${cost.payee}`);
      return cost;
    });
  }

  async update(viewer: FirmViewer, input: UpdateCaseCostInput): Promise<CaseCost> {
    const cost = await this.matters.recordOfCase(viewer, CaseCost, input.id, 'The cost');
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, cost.matterId, input);
      await this.refuseBilled(manager, viewer, cost, 'changed');
      Object.assign(cost, await updateVersioned(manager, CaseCost, { id: cost.id, firmId: viewer.firm.id, version: input.version }, costFields(input), () => staleEdit('This cost')));
      await this.changed(manager, viewer, cost, CaseRecordChange.CHANGED, `Edited the cost of ${formatMoney(cost.amountCents)} to ${cost.payee}`);
      return cost;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const cost = await this.matters.recordOfCase(viewer, CaseCost, id, 'The cost');
    await this.dataSource.transaction(async (manager) => {
      await this.refuseBilled(manager, viewer, cost, 'removed');
      await manager.getRepository(CaseCost).delete({ id: cost.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, cost, CaseRecordChange.REMOVED, `Removed the cost of ${formatMoney(cost.amountCents)} to ${cost.payee}`);
    });
    return true;
  }

  private filtered(viewer: FirmViewer, args: CaseCostsArgs): SelectQueryBuilder<CaseCost> {
    const query = this.dataSource
      .getRepository(CaseCost)
      .createQueryBuilder('cost')
      .where('cost.firm_id = :firmId AND cost.matter_id = :matterId', { firmId: viewer.firm.id, matterId: args.matterId });
    if (args.category) query.andWhere('cost.category = :category', { category: args.category });
    if (args.unbilled === true) query.andWhere(`NOT ${costBilledSql('cost')}`);
    if (args.unbilled === false) query.andWhere(costBilledSql('cost'));
    return query;
  }

  /**
   * A billed cost is what its invoice says: change the invoice first. Locks the cost's row for the
   * rest of the transaction, so an invoice billing it at the same time waits, and one of the two refuses.
   */
  private async refuseBilled(manager: EntityManager, viewer: FirmViewer, cost: CaseCost, what: string): Promise<void> {
    await manager.query('SELECT id FROM case_costs WHERE id = $1 AND firm_id = $2 FOR UPDATE', [cost.id, viewer.firm.id]);
    if ((await this.billedAmong(viewer.firm.id, [cost.id], manager)).size) {
      throw badUserInput([{ field: 'id', messages: [`This cost is on an invoice and cannot be ${what}. Remove it from the invoice first.`] }]);
    }
  }

  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: CaseCostFields): Promise<void> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    if (!input.payee.trim()) references.refuse('payee', 'Enter who was paid.');
    await references.document('receiptDocumentId', input.receiptDocumentId);
    references.notAfter('incurredOn', input.incurredOn, this.clock.today(viewer.firm), 'The date cannot be in the future.');
    references.done();
  }

  private changed(manager: EntityManager, viewer: FirmViewer, cost: CaseCost, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: cost.matterId, kind: CaseRecordKind.COST, recordId: cost.id, change }, summary);
  }
}

function costFields(input: CaseCostFields) {
  return {
    incurredOn: input.incurredOn,
    category: input.category,
    payee: input.payee.trim(),
    description: trimToNull(input.description),
    amountCents: input.amountCents,
    receiptDocumentId: input.receiptDocumentId ?? null,
    reimbursable: input.reimbursable,
  };
}
