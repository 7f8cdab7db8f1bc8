import type { EntityManager } from 'typeorm';
import { CaseCost, CostCategory } from '../modules/costs/cost.entity';
import { DamageKind, EconomicDamage, RateUnit } from '../modules/damages/damage.entity';
import { ClaimStatus, CoverageType, InsurancePolicy } from '../modules/insurance/insurance.entity';
import { Party, PartyCategory } from '../modules/matters/matter-parts.entity';
import { Lien, LienBill, LienStatus, LienType, MedicalBill, RecordsRequest, RecordsRequestKind, Treatment, TreatmentStatus } from '../modules/medical/medical.entity';

const DAY = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
/** Dollars as written on a bill, to cents. */
const cents = (dollars: number) => Math.round(dollars * 100);

interface DemoBill {
  from: number;
  to?: number;
  billed: number;
  health?: number;
  pip?: number;
  adjusted?: number;
}

interface DemoTreatment {
  provider: string;
  first: number;
  last?: number;
  status: TreatmentStatus;
  notes?: string;
  bills: DemoBill[];
  /** Days ago requested, follow-up and received (null: still waiting). */
  request?: { kind: RecordsRequestKind; requested: number; followUp: number; received: number | null };
}

interface DemoCaseMoney {
  policies: Array<{ insurer: string; insured: 'defendant' | 'plaintiff'; coverage: CoverageType; number: string; perPerson?: number; perOccurrence?: number; adjuster?: string; claim?: string; status: ClaimStatus; reported?: number }>;
  treatments: DemoTreatment[];
  /** Bills by provider name (all of its bills). */
  liens: Array<{ holder: string; type: LienType; claimed: number; reduction?: number; final?: number; status: LienStatus; billsOf: string[] }>;
  costs: Array<{ daysAgo: number; category: CostCategory; payee: string; description?: string; amount: number; reimbursable?: boolean }>;
  damages: Array<{ kind: DamageKind; description?: string; employer?: string; from?: number; to?: number; rate?: number; unit?: RateUnit; units?: number; amount?: number; paidBy?: string }>;
}

/** The money of the demo's first case (a truck accident at the demand stage) and its third (settled). */
const DEMO_CASE_MONEY: Array<[matterIndex: number, DemoCaseMoney]> = [
  [
    0,
    {
      policies: [
        { insurer: 'Gulf States Mutual Insurance', insured: 'defendant', coverage: CoverageType.BODILY_INJURY_LIABILITY, number: 'CA-88231-TX', perPerson: 1_000_000, perOccurrence: 2_000_000, adjuster: 'Helen Park', claim: 'GSM-24-118734', status: ClaimStatus.ACCEPTED, reported: 115 },
        { insurer: 'Gulf States Mutual Insurance', insured: 'defendant', coverage: CoverageType.UMBRELLA, number: 'UMB-40917', perPerson: 5_000_000, perOccurrence: 5_000_000, adjuster: 'Helen Park', claim: 'GSM-24-118734', status: ClaimStatus.OPEN, reported: 115 },
        { insurer: 'Lakeside Casualty Company', insured: 'plaintiff', coverage: CoverageType.PIP, number: 'PA-2231907', perPerson: 10_000, perOccurrence: 10_000, adjuster: 'Tom Reilly', claim: 'LCC-55102', status: ClaimStatus.ACCEPTED, reported: 118 },
        { insurer: 'Blue Cross Blue Shield of Texas', insured: 'plaintiff', coverage: CoverageType.HEALTH, number: 'BCX-771-20-4410', status: ClaimStatus.OPEN },
      ],
      treatments: [
        { provider: 'Travis County EMS', first: 120, last: 120, status: TreatmentStatus.RELEASED, notes: 'Ambulance from the scene to the ER.', bills: [{ from: 120, billed: 1_850, health: 1_120, adjusted: 300 }] },
        {
          provider: "St. David's Medical Center", first: 120, last: 119, status: TreatmentStatus.RELEASED, notes: 'Emergency room; CT of the cervical spine.',
          bills: [{ from: 120, to: 119, billed: 14_725.4, health: 6_210, adjusted: 3_500 }],
          request: { kind: RecordsRequestKind.BOTH, requested: 60, followUp: 30, received: 41 },
        },
        {
          provider: 'Austin Radiology Associates', first: 100, last: 100, status: TreatmentStatus.RELEASED, notes: 'MRI, lumbar spine: L4-L5 herniation.',
          bills: [{ from: 100, billed: 3_200, pip: 2_500 }],
          request: { kind: RecordsRequestKind.RECORDS, requested: 5, followUp: -25, received: null },
        },
        {
          provider: 'Capitol Spine & Rehab', first: 105, last: 5, status: TreatmentStatus.TREATING, notes: 'Physical therapy three times a week; under a letter of protection.',
          bills: [{ from: 105, to: 60, billed: 4_860 }, { from: 59, to: 5, billed: 3_240 }],
          // Asked a month ago, nothing yet: the follow-up job gives the case's paralegal a task.
          request: { kind: RecordsRequestKind.BOTH, requested: 30, followUp: 10, received: null },
        },
      ],
      liens: [
        { holder: 'Blue Cross Blue Shield of Texas', type: LienType.ERISA_PLAN, claimed: 7_330, reduction: 2_443.33, status: LienStatus.NEGOTIATING, billsOf: ['Travis County EMS', "St. David's Medical Center"] },
        { holder: 'Capitol Spine & Rehab', type: LienType.LETTER_OF_PROTECTION, claimed: 8_100, status: LienStatus.ASSERTED, billsOf: ['Capitol Spine & Rehab'] },
      ],
      costs: [
        { daysAgo: 90, category: CostCategory.FILING_FEE, payee: 'Travis County District Clerk', description: 'Original petition', amount: 350 },
        { daysAgo: 85, category: CostCategory.SERVICE_OF_PROCESS, payee: 'Lone Star Process Servers', description: 'Service on Lone Star Freight LLC', amount: 95 },
        { daysAgo: 40, category: CostCategory.MEDICAL_RECORDS, payee: "St. David's Medical Center", description: 'Certified records and bills', amount: 126.5 },
        { daysAgo: 39, category: CostCategory.POSTAGE_AND_COPIES, payee: 'USPS', description: 'Certified mail, records requests', amount: 18.4, reimbursable: false },
        { daysAgo: 30, category: CostCategory.EXPERT, payee: 'Accident Reconstruction Partners', description: 'Retainer: crash reconstruction', amount: 2_500 },
      ],
      damages: [
        { kind: DamageKind.LOST_WAGES, employer: 'H-E-B Distribution Center', description: 'Off work on doctor’s orders', from: 120, to: 60, rate: 24.5, unit: RateUnit.HOUR, units: 320 },
        { kind: DamageKind.PROPERTY_DAMAGE, description: 'Repair estimate, 2018 Honda Civic', amount: 6_412.75, paidBy: 'Lakeside Casualty Company' },
        { kind: DamageKind.OTHER, description: 'Rental car while the Civic was repaired', amount: 840 },
      ],
    },
  ],
  [
    2,
    {
      policies: [{ insurer: 'Blue Cross Blue Shield of Texas', insured: 'plaintiff', coverage: CoverageType.HEALTH, number: 'BCX-902-11-3381', status: ClaimStatus.CLOSED }],
      treatments: [
        {
          provider: "St. David's Medical Center", first: 700, last: 640, status: TreatmentStatus.RELEASED, notes: 'Fractured tibia: surgery and follow-up visits.',
          bills: [{ from: 700, to: 697, billed: 22_400, health: 9_800, adjusted: 4_100 }],
          request: { kind: RecordsRequestKind.BOTH, requested: 600, followUp: 570, received: 580 },
        },
      ],
      liens: [{ holder: 'Blue Cross Blue Shield of Texas', type: LienType.ERISA_PLAN, claimed: 9_800, reduction: 3_266.67, final: 6_533.33, status: LienStatus.FINAL, billsOf: ["St. David's Medical Center"] }],
      costs: [
        { daysAgo: 400, category: CostCategory.FILING_FEE, payee: 'Travis County District Clerk', amount: 350 },
        { daysAgo: 70, category: CostCategory.OTHER, payee: 'Central Texas Mediation Services', description: 'Half of the mediator’s fee', amount: 1_200 },
      ],
      damages: [{ kind: DamageKind.LOST_WAGES, employer: 'Capitol Transit (self-employed rideshare)', description: 'Eight weeks unable to drive', from: 700, to: 644, amount: 4_200 }],
    },
  ],
];

/** Believable insurance, treatment, bills, liens, costs and damages on the demo firm's cases. */
export async function seedDemoDamages(manager: EntityManager, firmId: string, matterIds: string[], contacts: Map<string, string>, paralegalId: string): Promise<void> {
  const contact = (name: string) => {
    const id = contacts.get(name);
    if (!id) throw new Error(`No demo contact ${name}`);
    return id;
  };
  for (const [index, money] of DEMO_CASE_MONEY) {
    const matterId = matterIds[index]!;
    const owner = { firmId, matterId };
    const parties = await manager.getRepository(Party).find({ where: { matterId }, order: { position: 'ASC' } });
    const partyOf = (side: 'defendant' | 'plaintiff') => parties.find((party) => party.category === (side === 'defendant' ? PartyCategory.DEFENDANT : PartyCategory.PLAINTIFF))?.id ?? null;
    for (const policy of money.policies) {
      await manager.getRepository(InsurancePolicy).insert({
        ...owner, insurerId: contact(policy.insurer), insuredPartyId: partyOf(policy.insured), coverage: policy.coverage, policyNumber: policy.number,
        perPersonLimitCents: policy.perPerson === undefined ? null : cents(policy.perPerson), perOccurrenceLimitCents: policy.perOccurrence === undefined ? null : cents(policy.perOccurrence),
        adjusterId: policy.adjuster ? contact(policy.adjuster) : null, claimNumber: policy.claim ?? null, claimStatus: policy.status,
        reportedOn: policy.reported === undefined ? null : isoDay(policy.reported), notes: null,
      });
    }
    const billsByProvider = new Map<string, string[]>();
    for (const care of money.treatments) {
      const { identifiers } = await manager.getRepository(Treatment).insert({
        ...owner, plaintiffPartyId: partyOf('plaintiff')!, providerId: contact(care.provider), firstVisitOn: isoDay(care.first),
        lastVisitOn: care.last === undefined ? null : isoDay(care.last), status: care.status, notes: care.notes ?? null,
      });
      const treatmentId = String(identifiers[0]!.id);
      const billIds: string[] = [];
      for (const bill of care.bills) {
        const inserted = await manager.getRepository(MedicalBill).insert({
          ...owner, treatmentId, serviceFrom: isoDay(bill.from), serviceTo: bill.to === undefined ? null : isoDay(bill.to), billedCents: cents(bill.billed),
          healthPaidCents: cents(bill.health ?? 0), pipPaidCents: cents(bill.pip ?? 0), adjustedCents: cents(bill.adjusted ?? 0), documentId: null,
        });
        billIds.push(String(inserted.identifiers[0]!.id));
      }
      billsByProvider.set(care.provider, billIds);
      if (care.request) {
        await manager.getRepository(RecordsRequest).insert({
          ...owner, treatmentId, kind: care.request.kind, requestedOn: isoDay(care.request.requested), followUpOn: isoDay(care.request.followUp),
          receivedOn: care.request.received === null ? null : isoDay(care.request.received), documentId: null, requestedById: paralegalId, followUpTaskId: null,
        });
      }
    }
    for (const lien of money.liens) {
      const { identifiers } = await manager.getRepository(Lien).insert({
        ...owner, lienholderId: contact(lien.holder), type: lien.type, claimedCents: cents(lien.claimed),
        reductionRequestedCents: lien.reduction === undefined ? null : cents(lien.reduction), finalCents: lien.final === undefined ? null : cents(lien.final),
        status: lien.status, letterDocumentId: null, notes: null,
      });
      const lienId = String(identifiers[0]!.id);
      const billIds = lien.billsOf.flatMap((provider) => billsByProvider.get(provider) ?? []);
      if (billIds.length) await manager.getRepository(LienBill).insert(billIds.map((billId) => ({ firmId, lienId, billId })));
    }
    for (const cost of money.costs) {
      await manager.getRepository(CaseCost).insert({
        ...owner, incurredOn: isoDay(cost.daysAgo), category: cost.category, payee: cost.payee, description: cost.description ?? null,
        amountCents: cents(cost.amount), receiptDocumentId: null, reimbursable: cost.reimbursable ?? true, recordedById: paralegalId,
      });
    }
    for (const damage of money.damages) {
      const byRate = damage.rate !== undefined && damage.units !== undefined;
      await manager.getRepository(EconomicDamage).insert({
        ...owner, kind: damage.kind, description: damage.description ?? null, employer: damage.employer ?? null,
        periodFrom: damage.from === undefined ? null : isoDay(damage.from), periodTo: damage.to === undefined ? null : isoDay(damage.to),
        rateCents: byRate ? cents(damage.rate!) : null, rateUnit: byRate ? damage.unit! : null, unitsThousandths: byRate ? damage.units! * 1000 : null,
        amountCents: byRate ? Math.round(cents(damage.rate!) * damage.units!) : cents(damage.amount ?? 0), paidBy: damage.paidBy ?? null, documentId: null,
      });
    }
  }
}
