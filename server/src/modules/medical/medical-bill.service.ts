import { In, type DataSource, type EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { Contact } from '../contacts/contact.entity';
import type { FirmClock } from '../firms/firm-clock';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { MatterService } from '../matters/matter.service';
import { MedicalBill, Treatment } from './medical.entity';
import type { AddMedicalBillInput, MedicalBillFields, MedicalBillsArgs, MedicalSpecials, UpdateMedicalBillInput } from './medical.inputs';
import { outstandingSql } from './medical.rules';

interface TotalsRow {
  billed: string;
  paid: string;
  adjusted: string;
  outstanding: string;
}

const totalsOf = (row: TotalsRow | undefined) => ({
  billedCents: Number(row?.billed ?? 0),
  paidCents: Number(row?.paid ?? 0),
  adjustedCents: Number(row?.adjusted ?? 0),
  outstandingCents: Number(row?.outstanding ?? 0),
});

/** SQL sums of the bills aliased `b`: billed, paid (health and PIP/MedPay), adjusted, outstanding. */
const TOTALS_SQL = `COALESCE(sum(b.billed_cents), 0)::text AS billed, COALESCE(sum(b.health_paid_cents + b.pip_paid_cents), 0)::text AS paid,
  COALESCE(sum(b.adjusted_cents), 0)::text AS adjusted, COALESCE(sum(${outstandingSql('b')}), 0)::text AS outstanding`;

/** A case's medical bills and its medical specials (their totals, per provider and in all), computed in SQL. */
export class MedicalBillService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  async bills(viewer: FirmViewer, args: MedicalBillsArgs): Promise<Page<MedicalBill>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(MedicalBill).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId, ...(args.treatmentId ? { treatmentId: args.treatmentId } : {}) },
      order: { serviceFrom: 'ASC', createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  /** Every bill of a case (for its exports), by provider then date of service. */
  async allBills(viewer: FirmViewer, matterId: string): Promise<Array<MedicalBill & { providerName: string }>> {
    await this.matters.get(viewer, matterId);
    const rows = await this.dataSource
      .getRepository(MedicalBill)
      .createQueryBuilder('bill')
      .innerJoin(Treatment, 'treatment', 'treatment.id = bill.treatment_id')
      .innerJoin(Contact, 'provider', 'provider.id = treatment.provider_id')
      .addSelect('provider.name', 'provider_name')
      .where('bill.firm_id = :firmId AND bill.matter_id = :matterId', { firmId: viewer.firm.id, matterId })
      .orderBy('provider.name', 'ASC')
      .addOrderBy('bill.service_from', 'ASC')
      .addOrderBy('bill.id', 'ASC')
      .getRawAndEntities();
    return rows.entities.map((bill, index) => Object.assign(bill, { providerName: String((rows.raw[index] as { provider_name: string }).provider_name) }));
  }

  /** The case's medical specials: billed, paid, adjusted and outstanding, per provider and in all. */
  async specials(viewer: FirmViewer, matterId: string): Promise<MedicalSpecials> {
    await this.matters.get(viewer, matterId);
    const [total] = (await this.dataSource.query(`SELECT ${TOTALS_SQL} FROM medical_bills b WHERE b.firm_id = $1 AND b.matter_id = $2`, [viewer.firm.id, matterId])) as TotalsRow[];
    const providers = (await this.dataSource.query(
      `SELECT t.provider_id, min(b.service_from)::text AS first_service, max(COALESCE(b.service_to, b.service_from))::text AS last_service, count(*)::int AS bill_count, ${TOTALS_SQL}
       FROM medical_bills b JOIN medical_treatments t ON t.id = b.treatment_id
       WHERE b.firm_id = $1 AND b.matter_id = $2
       GROUP BY t.provider_id ORDER BY min(b.service_from), t.provider_id`,
      [viewer.firm.id, matterId],
    )) as Array<TotalsRow & { provider_id: string; first_service: string; last_service: string; bill_count: number }>;
    return {
      ...totalsOf(total),
      providers: providers.map((row) => ({
        providerId: row.provider_id,
        provider: null,
        firstServiceOn: row.first_service,
        lastServiceOn: row.last_service,
        billCount: row.bill_count,
        ...totalsOf(row),
      })),
    };
  }

  async add(viewer: FirmViewer, input: AddMedicalBillInput): Promise<MedicalBill> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      const provider = await this.check(manager, viewer, matter.id, input);
      const bill = await manager.getRepository(MedicalBill).save(manager.getRepository(MedicalBill).create({ firmId: viewer.firm.id, matterId: matter.id, ...billFields(input) }));
      await this.changed(manager, viewer, bill, CaseRecordChange.ADDED, `Added a bill of ${formatMoney(bill.billedCents)} from ${provider}`);
      return bill;
    });
  }

  async update(viewer: FirmViewer, input: UpdateMedicalBillInput): Promise<MedicalBill> {
    const bill = await this.matters.recordOfCase(viewer, MedicalBill, input.id, 'The bill');
    return this.dataSource.transaction(async (manager) => {
      const provider = await this.check(manager, viewer, bill.matterId, input);
      Object.assign(bill, await updateVersioned(manager, MedicalBill, { id: bill.id, firmId: viewer.firm.id, version: input.version }, billFields(input), () => staleEdit('This bill')));
      await this.changed(manager, viewer, bill, CaseRecordChange.CHANGED, `Edited the bill of ${formatMoney(bill.billedCents)} from ${provider}`);
      return bill;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const bill = await this.matters.recordOfCase(viewer, MedicalBill, id, 'The bill');
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(MedicalBill).delete({ id: bill.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, bill, CaseRecordChange.REMOVED, `Removed a bill of ${formatMoney(bill.billedCents)}`);
    });
    return true;
  }

  /** The firm's bills among `ids` (a lien's, read within the viewer's access). */
  byIds(firmId: string, ids: readonly string[]): Promise<MedicalBill[]> {
    return this.dataSource.getRepository(MedicalBill).findBy({ firmId, id: In([...ids]) });
  }

  /** Every field error at once; answers the provider's name. */
  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: MedicalBillFields): Promise<string> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    const treatment = references.fine('treatmentId') ? await manager.getRepository(Treatment).findOneBy({ id: input.treatmentId, firmId: viewer.firm.id, matterId }) : null;
    if (!treatment && references.fine('treatmentId')) references.refuse('treatmentId', "Choose one of this case's providers.");
    await references.document('documentId', input.documentId);
    references.notAfter('serviceFrom', input.serviceFrom, this.clock.today(viewer.firm), 'The date of service cannot be in the future.');
    if (input.serviceTo && input.serviceTo < input.serviceFrom) references.refuse('serviceTo', 'The last date of service cannot be before the first.');
    if (references.fine('billedCents') && input.healthPaidCents + input.pipPaidCents + input.adjustedCents > input.billedCents) {
      const message = `What was paid and adjusted (${formatMoney(input.healthPaidCents + input.pipPaidCents + input.adjustedCents)}) cannot exceed the amount billed (${formatMoney(input.billedCents)}).`;
      references.refuse('adjustedCents', message);
    }
    references.done();
    return (await manager.getRepository(Contact).findOneBy({ id: treatment!.providerId }))?.name ?? 'a provider';
  }

  private changed(manager: EntityManager, viewer: FirmViewer, bill: MedicalBill, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: bill.matterId, kind: CaseRecordKind.MEDICAL_BILL, recordId: bill.id, change }, summary);
  }
}

function billFields(input: MedicalBillFields) {
  return {
    treatmentId: input.treatmentId,
    serviceFrom: input.serviceFrom,
    serviceTo: input.serviceTo ?? null,
    billedCents: input.billedCents,
    healthPaidCents: input.healthPaidCents,
    pipPaidCents: input.pipPaidCents,
    adjustedCents: input.adjustedCents,
    documentId: input.documentId ?? null,
  };
}
