import { In, type DataSource, type EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { formatMoney } from '../../graphql/money';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import { Contact } from '../contacts/contact.entity';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { MatterService } from '../matters/matter.service';
import { Lien, LienBill, LienStatus, MedicalBill } from './medical.entity';
import type { AddLienInput, CaseRecordsArgs, LienFields, LienTotals, UpdateLienInput } from './medical.inputs';
import { LIEN_TYPE_LABELS } from './medical.rules';

/** The Liens sub-tab: who claims part of the recovery, for which bills, and how it was negotiated. */
export class LienService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly events: EventBus,
  ) {}

  async liens(viewer: FirmViewer, args: CaseRecordsArgs): Promise<Page<Lien>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(Lien).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  /** Claimed, final and expected (final where agreed, else claimed) over the case's liens. */
  async totals(viewer: FirmViewer, matterId: string): Promise<LienTotals> {
    await this.matters.get(viewer, matterId);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, COALESCE(sum(claimed_cents), 0)::text AS claimed, COALESCE(sum(COALESCE(final_cents, claimed_cents)), 0)::text AS expected,
              COALESCE(sum(final_cents), 0)::text AS final
       FROM medical_liens WHERE firm_id = $1 AND matter_id = $2`,
      [viewer.firm.id, matterId],
    )) as Array<{ count: number; claimed: string; expected: string; final: string }>;
    return { count: row!.count, claimedCents: Number(row!.claimed), expectedCents: Number(row!.expected), finalCents: Number(row!.final) };
  }

  /** The bill ids of many liens, one query (the liens were read within the viewer's access). */
  async billIdsOf(firmId: string, lienIds: readonly string[]): Promise<LienBill[]> {
    return this.dataSource.getRepository(LienBill).find({ where: { firmId, lienId: In([...lienIds]) }, order: { billId: 'ASC' } });
  }

  async add(viewer: FirmViewer, input: AddLienInput): Promise<Lien> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      const holder = await this.check(manager, viewer, matter.id, input);
      const lien = await manager.getRepository(Lien).save(manager.getRepository(Lien).create({ firmId: viewer.firm.id, matterId: matter.id, ...lienFields(input) }));
      await this.coverBills(manager, viewer, lien, input.billIds ?? []);
      await this.changed(manager, viewer, lien, CaseRecordChange.ADDED, `Added the ${LIEN_TYPE_LABELS[lien.type]} lien of ${holder} for ${formatMoney(lien.claimedCents)}`);
      return lien;
    });
  }

  async update(viewer: FirmViewer, input: UpdateLienInput): Promise<Lien> {
    const lien = await this.matters.recordOfCase(viewer, Lien, input.id, 'The lien');
    return this.dataSource.transaction(async (manager) => {
      const holder = await this.check(manager, viewer, lien.matterId, input);
      Object.assign(lien, await updateVersioned(manager, Lien, { id: lien.id, firmId: viewer.firm.id, version: input.version }, lienFields(input), () => staleEdit('This lien')));
      await this.coverBills(manager, viewer, lien, input.billIds ?? []);
      const final = lien.finalCents !== null ? `, final ${formatMoney(lien.finalCents)}` : '';
      await this.changed(manager, viewer, lien, CaseRecordChange.CHANGED, `Edited the ${LIEN_TYPE_LABELS[lien.type]} lien of ${holder} (${lien.status.toLowerCase()}${final})`);
      return lien;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const lien = await this.matters.recordOfCase(viewer, Lien, id, 'The lien');
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Lien).delete({ id: lien.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, lien, CaseRecordChange.REMOVED, `Removed the ${LIEN_TYPE_LABELS[lien.type]} lien of ${formatMoney(lien.claimedCents)}`);
    });
    return true;
  }

  private async coverBills(manager: EntityManager, viewer: FirmViewer, lien: Lien, billIds: string[]): Promise<void> {
    await manager.getRepository(LienBill).delete({ lienId: lien.id });
    const ids = [...new Set(billIds)];
    if (ids.length) await manager.getRepository(LienBill).insert(ids.map((billId) => ({ lienId: lien.id, billId, firmId: viewer.firm.id })));
  }

  /** Every field error at once; answers the lienholder's name. */
  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: LienFields): Promise<string> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    await references.contact('lienholderId', input.lienholderId);
    await references.document('letterDocumentId', input.letterDocumentId);
    const ids = [...new Set(input.billIds ?? [])];
    if (ids.length && references.fine('billIds') && (await manager.getRepository(MedicalBill).countBy({ id: In(ids), firmId: viewer.firm.id, matterId })) !== ids.length) {
      references.refuse('billIds', "Choose bills of this case's providers.");
    }
    if (input.finalCents != null && input.finalCents > input.claimedCents) references.refuse('finalCents', 'The final amount cannot be more than the amount claimed.');
    if (input.reductionRequestedCents != null && input.reductionRequestedCents > input.claimedCents) {
      references.refuse('reductionRequestedCents', 'The reduction asked for cannot be more than the amount claimed.');
    }
    if ((input.status === LienStatus.FINAL || input.status === LienStatus.PAID) && input.finalCents == null) {
      references.refuse('finalCents', 'Enter the final amount of a final or paid lien.');
    }
    references.done();
    return (await manager.getRepository(Contact).findOneBy({ id: input.lienholderId }))?.name ?? 'a lienholder';
  }

  private changed(manager: EntityManager, viewer: FirmViewer, lien: Lien, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: lien.matterId, kind: CaseRecordKind.LIEN, recordId: lien.id, change }, summary);
  }
}

function lienFields(input: LienFields) {
  return {
    lienholderId: input.lienholderId,
    type: input.type,
    claimedCents: input.claimedCents,
    reductionRequestedCents: input.reductionRequestedCents ?? null,
    finalCents: input.finalCents ?? null,
    status: input.status,
    letterDocumentId: input.letterDocumentId ?? null,
    notes: trimToNull(input.notes),
  };
}
