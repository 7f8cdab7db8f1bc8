import type { DataSource, EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { formatMoney, lineAmountCents } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind, caseRecordStream, type CaseRecordPayload } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { MatterService } from '../matters/matter.service';
import { outstandingSql } from '../medical/medical.rules';
import { DamageKind, EconomicDamage } from './damage.entity';
import type { AddEconomicDamageInput, CaseDamages, EconomicDamageFields, EconomicDamagesArgs, UpdateEconomicDamageInput } from './damage.inputs';

const KIND_LABELS: Record<DamageKind, string> = {
  [DamageKind.LOST_WAGES]: 'lost wages',
  [DamageKind.PROPERTY_DAMAGE]: 'property damage',
  [DamageKind.OTHER]: 'an economic loss',
};

/** Lost wages, property damage and other economic losses of a case, and its damages summary. */
export class DamageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly events: EventBus,
  ) {}

  async list(viewer: FirmViewer, args: EconomicDamagesArgs): Promise<Page<EconomicDamage>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(EconomicDamage).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId },
      order: { kind: 'ASC', periodFrom: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  /** The case's economic damages in one statement: medical specials, liens, and its other losses. */
  async summary(viewer: FirmViewer, matterId: string): Promise<CaseDamages> {
    await this.matters.get(viewer, matterId);
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT COALESCE(sum(b.billed_cents), 0) FROM medical_bills b WHERE b.firm_id = $1 AND b.matter_id = $2)::text AS billed,
         (SELECT COALESCE(sum(${outstandingSql('b')}), 0) FROM medical_bills b WHERE b.firm_id = $1 AND b.matter_id = $2)::text AS outstanding,
         (SELECT COALESCE(sum(l.claimed_cents), 0) FROM medical_liens l WHERE l.firm_id = $1 AND l.matter_id = $2)::text AS liens_claimed,
         (SELECT COALESCE(sum(COALESCE(l.final_cents, l.claimed_cents)), 0) FROM medical_liens l WHERE l.firm_id = $1 AND l.matter_id = $2)::text AS liens_expected,
         COALESCE(sum(d.amount_cents) FILTER (WHERE d.kind = $3), 0)::text AS lost_wages,
         COALESCE(sum(d.amount_cents) FILTER (WHERE d.kind = $4), 0)::text AS property,
         COALESCE(sum(d.amount_cents) FILTER (WHERE d.kind = $5), 0)::text AS other
       FROM economic_damages d WHERE d.firm_id = $1 AND d.matter_id = $2`,
      [viewer.firm.id, matterId, DamageKind.LOST_WAGES, DamageKind.PROPERTY_DAMAGE, DamageKind.OTHER],
    )) as Array<Record<'billed' | 'outstanding' | 'liens_claimed' | 'liens_expected' | 'lost_wages' | 'property' | 'other', string>>;
    const n = (key: keyof NonNullable<typeof row>) => Number(row?.[key] ?? 0);
    return {
      medicalBilledCents: n('billed'),
      medicalOutstandingCents: n('outstanding'),
      liensClaimedCents: n('liens_claimed'),
      liensExpectedCents: n('liens_expected'),
      lostWagesCents: n('lost_wages'),
      propertyDamageCents: n('property'),
      otherDamagesCents: n('other'),
      totalEconomicCents: n('billed') + n('lost_wages') + n('property') + n('other'),
    };
  }

  async add(viewer: FirmViewer, input: AddEconomicDamageInput): Promise<EconomicDamage> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, matter.id, input);
      const damage = await manager.getRepository(EconomicDamage).save(manager.getRepository(EconomicDamage).create({ firmId: viewer.firm.id, matterId: matter.id, ...damageFields(input) }));
      await this.changed(manager, viewer, damage, CaseRecordChange.ADDED, `Added ${KIND_LABELS[damage.kind]} of ${formatMoney(damage.amountCents)}`);
      return damage;
    });
  }

  async update(viewer: FirmViewer, input: UpdateEconomicDamageInput): Promise<EconomicDamage> {
    const damage = await this.matters.recordOfCase(viewer, EconomicDamage, input.id, 'The loss');
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, damage.matterId, input);
      Object.assign(damage, await updateVersioned(manager, EconomicDamage, { id: damage.id, firmId: viewer.firm.id, version: input.version }, damageFields(input), () => staleEdit('This loss')));
      await this.changed(manager, viewer, damage, CaseRecordChange.CHANGED, `Edited ${KIND_LABELS[damage.kind]}: now ${formatMoney(damage.amountCents)}`);
      return damage;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const damage = await this.matters.recordOfCase(viewer, EconomicDamage, id, 'The loss');
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(EconomicDamage).delete({ id: damage.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, damage, CaseRecordChange.REMOVED, `Removed ${KIND_LABELS[damage.kind]} of ${formatMoney(damage.amountCents)}`);
    });
    return true;
  }

  /** The case's money records' live changes, for who may open the case (checked here, then on every event by the stream's recipients). */
  async recordEvents(viewer: FirmViewer, matterId: string, after: string | null): Promise<AsyncIterable<AppEvent<CaseRecordPayload>>> {
    await this.matters.get(viewer, matterId);
    return caseRecordStream(this.events, viewer, matterId, after);
  }

  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: EconomicDamageFields): Promise<void> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    await references.document('documentId', input.documentId);
    if (input.periodFrom && input.periodTo && input.periodTo < input.periodFrom) references.refuse('periodTo', 'The end of the period cannot be before its start.');
    const byRate = input.rateCents != null || input.unitsThousandths != null;
    if (byRate && (input.rateCents == null || input.unitsThousandths == null || !input.rateUnit)) {
      references.refuse(input.rateCents == null ? 'rateCents' : input.unitsThousandths == null ? 'unitsThousandths' : 'rateUnit', 'Give the rate, its unit and how many units were lost, or just the amount.');
    }
    if (!byRate && input.amountCents == null) references.refuse('amountCents', 'Enter the amount, or a rate and the units lost.');
    references.done();
  }

  private changed(manager: EntityManager, viewer: FirmViewer, damage: EconomicDamage, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: damage.matterId, kind: CaseRecordKind.DAMAGE, recordId: damage.id, change }, summary);
  }
}

/** The columns as saved; with a rate, the amount is rate × units (half-up to the cent). */
function damageFields(input: EconomicDamageFields) {
  const byRate = input.rateCents != null && input.unitsThousandths != null;
  return {
    kind: input.kind,
    description: trimToNull(input.description),
    employer: trimToNull(input.employer),
    periodFrom: input.periodFrom ?? null,
    periodTo: input.periodTo ?? null,
    rateCents: byRate ? input.rateCents! : null,
    rateUnit: byRate ? (input.rateUnit ?? null) : null,
    unitsThousandths: byRate ? input.unitsThousandths! : null,
    amountCents: byRate ? lineAmountCents(input.unitsThousandths!, input.rateCents!) : input.amountCents!,
    paidBy: trimToNull(input.paidBy),
    documentId: input.documentId ?? null,
  };
}
