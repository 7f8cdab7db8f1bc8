import type { DataSource, EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { trimToNull } from '../../graphql/text';
import type { FirmClock } from '../firms/firm-clock';
import { complaintFiledOn } from '../deadlines/statute.rules';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { Matter } from '../matters/matter.entity';
import type { MatterListener, MatterService } from '../matters/matter.service';
import { FeeAgreement, FeeKind, FeeStage, type FeeTerms, FirmFeeDefaults } from './settlement.entity';
import type { CaseFeeAgreement, FeeTermsInput, SaveFeeAgreementInput, SaveFirmFeeDefaultsInput } from './settlement.inputs';
import { parseRate } from './settlement.math';
import { BUILT_IN_FEE_TERMS, describeFee, STAGE_ORDER, stageOn } from './fee.rules';

/** The firm's default fee agreement and each case's own: its terms, the stage the case is at, the signed copy. */
export class FeeAgreementService implements MatterListener {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  /** The firm's defaults (the built-in ones until it saves its own). */
  async defaults(firmId: string, manager: EntityManager = this.dataSource.manager): Promise<FirmFeeDefaults> {
    const saved = await manager.getRepository(FirmFeeDefaults).findOneBy({ firmId });
    return saved ?? Object.assign(new FirmFeeDefaults(), { firmId, terms: BUILT_IN_FEE_TERMS, version: 0, updatedAt: new Date(0) });
  }

  async saveDefaults(viewer: FirmViewer, input: SaveFirmFeeDefaultsInput): Promise<FirmFeeDefaults> {
    return this.dataSource.transaction(async (manager) => {
      const references = await new CaseReferences(manager, viewer.firm.id, '').input(input);
      checkTerms(references, input.terms, 'terms');
      references.done();
      const terms = termsOf(input.terms);
      const repository = manager.getRepository(FirmFeeDefaults);
      if (!input.version) {
        const inserted = await repository.createQueryBuilder().insert().values({ firmId: viewer.firm.id, terms }).orIgnore().execute();
        if (!inserted.identifiers.length || !inserted.raw?.length) throw staleEdit("The firm's fee agreement");
      } else {
        await updateVersioned(manager, FirmFeeDefaults, { id: viewer.firm.id, firmId: viewer.firm.id, version: input.version }, { terms } as never, () => staleEdit("The firm's fee agreement"));
      }
      return (await repository.findOneBy({ firmId: viewer.firm.id }))!;
    });
  }

  /** The case's agreement as it applies today. */
  async ofCase(viewer: FirmViewer, matterId: string): Promise<CaseFeeAgreement> {
    await this.matters.get(viewer, matterId);
    return this.applying(this.dataSource.manager, viewer.firm.id, matterId, this.clock.today(viewer.firm));
  }

  /** The agreement (or the firm's defaults), its terms, and the stage on `day`. */
  async applying(manager: EntityManager, firmId: string, matterId: string, day: string): Promise<CaseFeeAgreement> {
    const agreement = await manager.getRepository(FeeAgreement).findOneBy({ firmId, matterId });
    const terms = agreement?.terms ?? (await this.defaults(firmId, manager)).terms;
    const { stage, reason } = stageOn(day, await complaintFiledOn(manager, firmId, matterId), agreement?.appealFiledOn ?? null);
    return { agreement, terms, stage, stageReason: reason, currentRate: describeFee(terms, stage) };
  }

  /** A case opens (Add New Case, intake) with the firm's terms of that day as its own agreement: later changes to the defaults leave it alone. */
  async matterOpened(manager: EntityManager, viewer: FirmViewer, matter: Matter): Promise<void> {
    const { terms } = await this.defaults(viewer.firm.id, manager);
    await manager.getRepository(FeeAgreement).insert({ firmId: viewer.firm.id, matterId: matter.id, terms, notes: null });
  }

  async save(viewer: FirmViewer, input: SaveFeeAgreementInput): Promise<FeeAgreement> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      const references = await new CaseReferences(manager, viewer.firm.id, matter.id).input(input);
      checkTerms(references, input.terms, 'terms');
      await references.document('documentId', input.documentId);
      references.notAfter('signedOn', input.signedOn, this.clock.today(viewer.firm), 'The signing date cannot be in the future.');
      references.done();
      const fields = {
        terms: termsOf(input.terms),
        signedOn: input.signedOn ?? null,
        documentId: input.documentId ?? null,
        appealFiledOn: input.appealFiledOn ?? null,
        notes: trimToNull(input.notes),
      };
      const repository = manager.getRepository(FeeAgreement);
      let agreement: FeeAgreement;
      if (!input.version) {
        const inserted = await repository.createQueryBuilder().insert().values({ firmId: viewer.firm.id, matterId: matter.id, ...fields }).orIgnore().returning('id').execute();
        const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
        if (!id) throw staleEdit("The case's fee agreement");
        agreement = (await repository.findOneBy({ id }))!;
      } else {
        const existing = await repository.findOneBy({ firmId: viewer.firm.id, matterId: matter.id });
        if (!existing) throw staleEdit("The case's fee agreement");
        agreement = Object.assign(existing, await updateVersioned(manager, FeeAgreement, { id: existing.id, firmId: viewer.firm.id, version: input.version }, fields as never, () => staleEdit("The case's fee agreement")));
      }
      await caseRecordChanged(
        manager, this.matters, this.events, viewer,
        { matterId: matter.id, kind: CaseRecordKind.FEE_AGREEMENT, recordId: agreement.id, change: input.version ? CaseRecordChange.CHANGED : CaseRecordChange.ADDED },
        `Set the fee agreement: ${describeFee(agreement.terms, FeeStage.PRE_SUIT)} before suit${agreement.terms.tiers.some((tier) => tier.stage === FeeStage.FILED) ? `, ${describeFee(agreement.terms, FeeStage.FILED)} after filing` : ''}`,
      );
      return agreement;
    });
  }
}

/** Today's date (YYYY-MM-DD) in the firm's zone. */

/** The rules of a fee agreement's terms, every problem under `prefix` (terms.tiers.0.rate …). */
function checkTerms(references: CaseReferences, input: FeeTermsInput, prefix: string): void {
  const terms = { ...input, tiers: input.tiers ?? [] };
  const contingent = terms.kind === FeeKind.CONTINGENCY || terms.kind === FeeKind.MIXED;
  terms.tiers.forEach((tier, index) => {
    if (references.fine(`${prefix}.tiers.${index}.rate`) && !parseRate(tier.rate)) references.refuse(`${prefix}.tiers.${index}.rate`, 'Enter a percentage from 0 to 100, like 40 or 33.33, or 1/3.');
  });
  for (const stage of STAGE_ORDER) {
    const bands = terms.tiers.map((tier, index) => ({ tier, index })).filter(({ tier }) => tier.stage === stage);
    bands.forEach(({ tier, index }, position) => {
      const previous = bands[position - 1]?.tier.upToCents;
      const last = position === bands.length - 1;
      if (!last && tier.upToCents == null) references.refuse(`${prefix}.tiers.${index}.upToCents`, 'Only the last band of a stage may be without a limit.');
      else if (previous != null && tier.upToCents != null && tier.upToCents <= previous) references.refuse(`${prefix}.tiers.${index}.upToCents`, 'Each band must end above the one before it.');
    });
  }
  if (contingent && !terms.tiers.some((tier) => tier.stage === FeeStage.PRE_SUIT)) references.refuse(`${prefix}.tiers`, 'Give the percentage before suit is filed.');
  if (!contingent && terms.tiers.length) references.refuse(`${prefix}.tiers`, 'Only a contingency or mixed fee has percentages.');
  if ((terms.kind === FeeKind.FLAT || terms.kind === FeeKind.MIXED) && terms.flatCents == null) references.refuse(`${prefix}.flatCents`, 'Enter the flat fee.');
  if (terms.kind === FeeKind.HOURLY && terms.hourlyRateCents == null) references.refuse(`${prefix}.hourlyRateCents`, 'Enter the hourly rate.');
}

function termsOf(input: FeeTermsInput): FeeTerms {
  const contingent = input.kind === FeeKind.CONTINGENCY || input.kind === FeeKind.MIXED;
  return {
    kind: input.kind,
    basis: input.basis,
    tiers: contingent
      ? [...(input.tiers ?? [])]
          .sort((a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage) || (a.upToCents ?? Infinity) - (b.upToCents ?? Infinity))
          .map((tier) => ({ stage: tier.stage, upToCents: tier.upToCents ?? null, rate: tier.rate.trim() }))
      : [],
    flatCents: input.kind === FeeKind.FLAT || input.kind === FeeKind.MIXED ? (input.flatCents ?? null) : null,
    hourlyRateCents: input.kind === FeeKind.HOURLY || input.kind === FeeKind.MIXED ? (input.hourlyRateCents ?? null) : null,
  };
}
