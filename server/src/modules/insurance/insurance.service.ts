import type { DataSource, EntityManager } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { pageWindow, pageWithTotal, type Page } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import { ContactKind } from '../contacts/contact.entity';
import type { FirmClock } from '../firms/firm-clock';
import { CaseRecordChange, caseRecordChanged, CaseRecordKind } from '../matters/case-records';
import { CaseReferences } from '../matters/case-references';
import type { MatterService } from '../matters/matter.service';
import { COVERAGE_LABELS } from './insurance.rules';
import { InsurancePolicy } from './insurance.entity';
import type { AddInsurancePolicyInput, InsurancePoliciesArgs, InsurancePolicyFields, UpdateInsurancePolicyInput } from './insurance.inputs';

/** The Insurance tab: a case's policies and claims. Every change is on the case's Recent Activity and live. */
export class InsuranceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly events: EventBus,
    private readonly clock: FirmClock,
  ) {}

  /** The case's policies, liability first (by coverage), then as added. */
  async list(viewer: FirmViewer, args: InsurancePoliciesArgs): Promise<Page<InsurancePolicy>> {
    await this.matters.get(viewer, args.matterId);
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(InsurancePolicy).findAndCount({
      where: { firmId: viewer.firm.id, matterId: args.matterId },
      order: { coverage: 'ASC', createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return pageWithTotal(args, items, totalCount);
  }

  async add(viewer: FirmViewer, input: AddInsurancePolicyInput): Promise<InsurancePolicy> {
    const matter = await this.matters.get(viewer, input.matterId);
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, matter.id, input);
      const policy = await manager.getRepository(InsurancePolicy).save(
        manager.getRepository(InsurancePolicy).create({ firmId: viewer.firm.id, matterId: matter.id, ...fieldsOf(input) }),
      );
      await this.changed(manager, viewer, policy, CaseRecordChange.ADDED, `Added the ${COVERAGE_LABELS[policy.coverage]} policy${policy.policyNumber ? ` ${policy.policyNumber}` : ''}`);
      return policy;
    });
  }

  async update(viewer: FirmViewer, input: UpdateInsurancePolicyInput): Promise<InsurancePolicy> {
    const policy = await this.get(viewer, input.id);
    return this.dataSource.transaction(async (manager) => {
      await this.check(manager, viewer, policy.matterId, input);
      Object.assign(
        policy,
        await updateVersioned(manager, InsurancePolicy, { id: policy.id, firmId: viewer.firm.id, version: input.version }, fieldsOf(input), () =>
          staleEdit(`The ${COVERAGE_LABELS[policy.coverage]} policy`),
        ),
      );
      await this.changed(manager, viewer, policy, CaseRecordChange.CHANGED, `Edited the ${COVERAGE_LABELS[policy.coverage]} policy${policy.policyNumber ? ` ${policy.policyNumber}` : ''}`);
      return policy;
    });
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const policy = await this.get(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(InsurancePolicy).delete({ id: policy.id, firmId: viewer.firm.id });
      await this.changed(manager, viewer, policy, CaseRecordChange.REMOVED, `Removed the ${COVERAGE_LABELS[policy.coverage]} policy${policy.policyNumber ? ` ${policy.policyNumber}` : ''}`);
    });
    return true;
  }

  private get(viewer: FirmViewer, id: string): Promise<InsurancePolicy> {
    return this.matters.recordOfCase(viewer, InsurancePolicy, id, 'The policy');
  }

  /** Every field error of the form at once. */
  private async check(manager: EntityManager, viewer: FirmViewer, matterId: string, input: InsurancePolicyFields): Promise<void> {
    const references = await new CaseReferences(manager, viewer.firm.id, matterId).input(input);
    await references.contact('insurerId', input.insurerId, ContactKind.COMPANY);
    await references.contact('adjusterId', input.adjusterId, ContactKind.PERSON);
    await references.party('insuredPartyId', input.insuredPartyId);
    if (input.perPersonLimitCents != null && input.perOccurrenceLimitCents != null && input.perOccurrenceLimitCents < input.perPersonLimitCents) {
      references.refuse('perOccurrenceLimitCents', 'The per-occurrence limit cannot be less than the per-person limit.');
    }
    references.notAfter('reportedOn', input.reportedOn, this.clock.today(viewer.firm), 'The date reported cannot be in the future.');
    references.done();
  }

  private changed(manager: EntityManager, viewer: FirmViewer, policy: InsurancePolicy, change: CaseRecordChange, summary: string): Promise<void> {
    return caseRecordChanged(manager, this.matters, this.events, viewer, { matterId: policy.matterId, kind: CaseRecordKind.INSURANCE, recordId: policy.id, change }, summary);
  }
}

/** The columns a form sets, as saved. */
function fieldsOf(input: InsurancePolicyFields) {
  return {
    insurerId: input.insurerId,
    insuredPartyId: input.insuredPartyId ?? null,
    coverage: input.coverage,
    policyNumber: trimToNull(input.policyNumber),
    perPersonLimitCents: input.perPersonLimitCents ?? null,
    perOccurrenceLimitCents: input.perOccurrenceLimitCents ?? null,
    adjusterId: input.adjusterId ?? null,
    claimNumber: trimToNull(input.claimNumber),
    claimStatus: input.claimStatus,
    reportedOn: input.reportedOn ?? null,
    notes: trimToNull(input.notes),
  };
}
