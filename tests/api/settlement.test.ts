/**
 * From demand to settlement through the API (issue 23): the firm's default fee agreement and a
 * case's own, its stage from the Deadlines tab; the negotiation log with its response deadline on
 * the calendar and the summary; a settlement, its statement computed to the cent, finalized
 * (attorneys and firm admins only, once under simultaneous requests), locked in the database,
 * versioned, signed, as a PDF; liens larger than the recovery refused or reduced pro rata; a
 * settlement shared between two plaintiffs; roles, every field error at once, another firm and a
 * case the viewer may not open. (Every id against another firm: the isolation sweep.)
 */
import { ApiClient, create, errorCode, fieldsOf, ok } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** "Nov 16, 2026", as the server writes a day for people. */
const usDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

let server: TestServer;
let admin: ApiClient;
let attorney: ApiClient;
let paralegal: ApiClient;
let staff: ApiClient;
let outsider: ApiClient;
let otherFirm: ApiClient;
let clientUser: ApiClient;
let paralegalId: string;
let matterId: string;
let sealedId: string;
let plaintiff: string;
let policy: string;
let treatment: string;
let insurer: string;

const rows = async <T>(sql: string, params: unknown[]): Promise<T[]> => (await server.db.query(sql, params)).rows as T[];

const CONTACT = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }';
const PARTY = 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }';
const MATTER = 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }';
const DEFAULTS = 'query { firmFeeDefaults { version terms { kind basis flatCents tiers { stage upToCents rate } } } }';
const SAVE_DEFAULTS = 'mutation($input: SaveFirmFeeDefaultsInput!) { saveFirmFeeDefaults(input: $input) { version terms { tiers { stage rate } } } }';
const CASE_FEE = 'query($m: ID!) { caseFeeAgreement(matterId: $m) { agreement { id version signedOn } terms { kind basis tiers { stage rate } } stage stageReason currentRate } }';
const SAVE_FEE = 'mutation($input: SaveFeeAgreementInput!) { saveFeeAgreement(input: $input) { id version terms { tiers { stage upToCents rate } } } }';
const ADD_NEGOTIATION = 'mutation($input: AddNegotiationInput!) { addNegotiation(input: $input) { id version amountCents responseDueOn } }';
const UPDATE_NEGOTIATION = 'mutation($input: UpdateNegotiationInput!) { updateNegotiation(input: $input) { id version responseDueOn } }';
const NEGOTIATIONS = 'query($m: ID!) { negotiations(matterId: $m) { totalCount items { id kind amountCents happenedOn responseDueOn policyId } } }';
const SUMMARY = 'query($m: ID!) { negotiationSummary(matterId: $m) { currentDemandCents bestOfferCents gapCents nextResponseDueOn entries } }';
const FIGURES = `figures { grossCents stage feeDescription basis feeBaseCents computedFeeCents feeCents costsCents liensCents billsCents othersCents deductionsCents netCents shortfallCents roundingNote
  lines { key kind description source baseCents amountCents included reducible procurementReduction note } }`;
const STATEMENT = `id version revision state plaintiffName current supersededAt signedOn finalizedAt feeOverrideCents ${FIGURES}`;
const RECORD = `mutation($input: RecordSettlementInput!) { recordSettlement(input: $input) { id version amountCents shares { plaintiffPartyId amountCents } statements { ${STATEMENT} } } }`;
const SETTLEMENTS = `query($m: ID!) { settlements(matterId: $m) { totalCount items { id amountCents statements { ${STATEMENT} } } } }`;
const UPDATE_STATEMENT = `mutation($input: UpdateStatementInput!) { updateSettlementStatement(input: $input) { ${STATEMENT} } }`;
const FINALIZE = `mutation($id: ID!, $v: Int!) { finalizeSettlementStatement(id: $id, version: $v) { ${STATEMENT} } }`;
const REVISE = `mutation($id: ID!) { reviseSettlementStatement(id: $id) { ${STATEMENT} } }`;
const SIGN = `mutation($input: SignStatementInput!) { signSettlementStatement(input: $input) { ${STATEMENT} } }`;
const STATEMENT_BY_ID = `query($id: ID!) { settlementStatement(id: $id) { ${STATEMENT} } }`;

interface Line {
  key: string;
  kind: string;
  description: string;
  source: string;
  baseCents: number | null;
  amountCents: number | null;
  included: boolean;
  reducible: boolean;
  note: string | null;
}
interface Figures {
  grossCents: number;
  stage: string;
  feeDescription: string;
  feeCents: number;
  costsCents: number;
  liensCents: number;
  billsCents: number;
  othersCents: number;
  deductionsCents: number;
  netCents: number;
  shortfallCents: number;
  lines: Line[];
}
interface Statement {
  id: string;
  version: number;
  revision: number;
  state: string;
  plaintiffName: string | null;
  current: boolean;
  supersededAt: string | null;
  figures: Figures;
}

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  const firm = await createFirm(server.db, { name: 'Settle & Partners' });
  const adminRow = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  const attorneyRow = await createUser(server.db, {
    firm,
    role: 'ATTORNEY',
    firstName: 'Alma',
    lastName: 'Reyes',
  });
  const paralegalRow = await createUser(server.db, {
    firm,
    role: 'PARALEGAL',
    firstName: 'Pat',
    lastName: 'Parker',
  });
  paralegalId = paralegalRow.id;
  const staffRow = await createUser(server.db, { firm, role: 'STAFF' });
  const outsiderRow = await createUser(server.db, {
    firm,
    role: 'ATTORNEY',
    firstName: 'Otto',
    lastName: 'Outside',
  });
  const clientRow = await createUser(server.db, { firm, role: 'CLIENT' });
  const other = await createFirm(server.db, { name: 'Elsewhere LLP' });
  [admin, attorney, paralegal, staff, outsider, clientUser, otherFirm] = (await Promise.all(
    [adminRow, attorneyRow, paralegalRow, staffRow, outsiderRow, clientRow, await createUser(server.db, { firm: other, role: 'FIRM_ADMIN' })].map((row) => server.signedIn(row)),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
  const client = (
    await create(admin, CONTACT, {
      kind: 'PERSON',
      firstName: 'Maria',
      lastName: 'Gonzalez',
    })
  ).id;
  const driver = (
    await create(admin, CONTACT, {
      kind: 'PERSON',
      firstName: 'Derek',
      lastName: 'Driver',
    })
  ).id;
  insurer = (
    await create(admin, CONTACT, {
      kind: 'COMPANY',
      companyName: 'Gulf States Mutual',
    })
  ).id;
  const hospital = (
    await create(admin, CONTACT, {
      kind: 'COMPANY',
      companyName: 'Memorial Hospital',
    })
  ).id;
  matterId = (
    await create(admin, MATTER, {
      name: 'Gonzalez v. Driver',
      clientId: client,
      staffIds: [attorneyRow.id, paralegalRow.id],
      permission: 'SPECIFIC_USERS',
      userIds: [attorneyRow.id, paralegalRow.id, staffRow.id],
    })
  ).id;
  sealedId = (
    await create(admin, MATTER, {
      name: 'Sealed v. Other',
      permission: 'SPECIFIC_USERS',
      userIds: [],
    })
  ).id;
  // The client of a case is its plaintiff.
  plaintiff = (await rows<{ id: string }>(`SELECT id FROM matter_parties WHERE matter_id = $1 AND category = 'PLAINTIFF'`, [matterId]))[0]!.id;
  const defendant = (
    await create(admin, PARTY, {
      matterId,
      category: 'DEFENDANT',
      contactId: driver,
    })
  ).id;
  policy = (
    await create(paralegal, 'mutation($input: AddInsurancePolicyInput!) { addInsurancePolicy(input: $input) { id } }', {
      matterId,
      insurerId: insurer,
      insuredPartyId: defendant,
      coverage: 'BODILY_INJURY_LIABILITY',
      perPersonLimitCents: 10_000_000,
    })
  ).id;
  treatment = (
    await create(paralegal, 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', { matterId, plaintiffPartyId: plaintiff, providerId: hospital })
  ).id;
});

afterAll(async () => {
  await server.stop();
});

describe('fee agreements', () => {
  it("starts every firm at one third before suit, 40 % after filing, 45 % on appeal; a firm admin sets the firm's own, with every error at once", async () => {
    const { firmFeeDefaults } = await ok<{
      firmFeeDefaults: {
        version: number;
        terms: { tiers: Array<{ stage: string; rate: string }> };
      };
    }>(paralegal, DEFAULTS);
    expect(firmFeeDefaults.version).toBe(0);
    expect(firmFeeDefaults.terms.tiers.map((tier) => `${tier.stage} ${tier.rate}`)).toEqual(['PRE_SUIT 1/3', 'FILED 40', 'APPEAL 45']);

    const bad = await admin.request(SAVE_DEFAULTS, {
      input: {
        terms: {
          kind: 'MIXED',
          tiers: [
            { stage: 'FILED', rate: 'forty' },
            { stage: 'FILED', upToCents: 100, rate: '120' },
          ],
        },
      },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(bad)).toMatchObject({
      'terms.tiers.0.rate': expect.stringMatching(/percentage/),
      'terms.tiers.1.rate': expect.stringMatching(/percentage/),
      'terms.tiers': 'Give the percentage before suit is filed.',
      'terms.flatCents': 'Enter the flat fee.',
    });
    expect(
      errorCode(
        await paralegal.request(SAVE_DEFAULTS, {
          input: {
            terms: {
              kind: 'CONTINGENCY',
              tiers: [{ stage: 'PRE_SUIT', rate: '30' }],
            },
          },
        }),
      ),
    ).toBe('FORBIDDEN');

    const saved = await create<{ version: number }>(admin, SAVE_DEFAULTS, {
      terms: {
        kind: 'CONTINGENCY',
        tiers: [
          { stage: 'PRE_SUIT', rate: '33.33' },
          { stage: 'FILED', rate: '40' },
        ],
      },
    });
    expect(saved.version).toBe(1);
    // Saved over a version someone else already changed: CONFLICT, nothing written.
    expect(
      errorCode(
        await admin.request(SAVE_DEFAULTS, {
          input: {
            version: null,
            terms: {
              kind: 'CONTINGENCY',
              tiers: [{ stage: 'PRE_SUIT', rate: '25' }],
            },
          },
        }),
      ),
    ).toBe('CONFLICT');
    const { firmFeeDefaults: reread } = await ok<{
      firmFeeDefaults: { terms: { tiers: Array<{ rate: string }> } };
    }>(attorney, DEFAULTS);
    expect(reread.terms.tiers.map((tier) => tier.rate)).toEqual(['33.33', '40']);
    // Another firm keeps the built-in terms.
    const { firmFeeDefaults: theirs } = await ok<{
      firmFeeDefaults: { version: number };
    }>(otherFirm, DEFAULTS);
    expect(theirs.version).toBe(0);
  });

  it("gives a new case the firm's terms of the day it opens, keeps them when the defaults change, and moves to 'after filing' when the complaint is filed", async () => {
    // The case opened before the firm saved its own terms: the built-in ones, its own from then on.
    const opened = await ok<{
      caseFeeAgreement: {
        agreement: { id: string; version: number };
        stage: string;
        stageReason: string;
        currentRate: string;
      };
    }>(attorney, CASE_FEE, { m: matterId });
    expect(opened.caseFeeAgreement).toMatchObject({
      stage: 'PRE_SUIT',
      stageReason: 'No complaint filed (Deadlines tab)',
      currentRate: '1/3 of the gross recovery',
    });
    const newer = (
      await create(admin, MATTER, {
        name: 'Newer v. Case',
        permission: 'EVERYONE',
      })
    ).id;
    expect(
      (
        await ok<{
          caseFeeAgreement: {
            currentRate: string;
            terms: { tiers: Array<{ rate: string }> };
          };
        }>(attorney, CASE_FEE, { m: newer })
      ).caseFeeAgreement,
    ).toMatchObject({
      currentRate: '33.33 % of the gross recovery',
      terms: { tiers: [{ rate: '33.33' }, { rate: '40' }] },
    });

    const first = opened.caseFeeAgreement.agreement;
    const tiers = (filed: string) => [
      { stage: 'FILED', rate: filed },
      { stage: 'PRE_SUIT', rate: '33.33' },
    ];
    // Two people save over the same version at once: one wins, the other is told.
    const racing = await Promise.all(
      ['35', '36'].map((rate) =>
        paralegal.request(SAVE_FEE, {
          input: {
            matterId,
            version: first.version,
            terms: { kind: 'CONTINGENCY', tiers: tiers(rate) },
          },
        }),
      ),
    );
    expect(racing.filter((response) => !response.errors)).toHaveLength(1);
    expect(racing.filter((response) => errorCode(response) === 'CONFLICT')).toHaveLength(1);
    const saved = await create<{
      version: number;
      terms: { tiers: Array<{ stage: string; rate: string }> };
    }>(attorney, SAVE_FEE, {
      matterId,
      version: first.version + 1,
      signedOn: utcDay(-60),
      notes: 'Signed at intake',
      terms: { kind: 'CONTINGENCY', basis: 'GROSS', tiers: tiers('40') },
    });
    expect(saved.terms.tiers.map((tier) => `${tier.stage} ${tier.rate}`)).toEqual(['PRE_SUIT 33.33', 'FILED 40']);

    expect(
      errorCode(
        await staff.request(SAVE_FEE, {
          input: {
            matterId,
            version: saved.version,
            terms: { kind: 'FLAT', flatCents: 100 },
          },
        }),
      ),
    ).toBe('FORBIDDEN');
    const future = await attorney.request(SAVE_FEE, {
      input: {
        matterId,
        version: saved.version,
        signedOn: utcDay(5),
        terms: { kind: 'HOURLY' },
      },
    });
    expect(fieldsOf(future)).toMatchObject({
      signedOn: 'The signing date cannot be in the future.',
      'terms.hourlyRateCents': 'Enter the hourly rate.',
    });

    await ok(attorney, 'mutation($input: StatuteSatisfiedInput!) { recordComplaintFiled(input: $input) { satisfiedOn } }', { input: { matterId, filedOn: utcDay(-10) } });
    const after = await ok<{
      caseFeeAgreement: {
        agreement: { signedOn: string };
        stage: string;
        stageReason: string;
        currentRate: string;
      };
    }>(paralegal, CASE_FEE, { m: matterId });
    expect(after.caseFeeAgreement).toMatchObject({
      stage: 'FILED',
      stageReason: `Complaint filed on ${usDay(utcDay(-10))}`,
      currentRate: '40 % of the gross recovery',
      agreement: { signedOn: utcDay(-60) },
    });
    expect(errorCode(await outsider.request(CASE_FEE, { m: matterId }))).toBe('NOT_FOUND');
    expect(errorCode(await otherFirm.request(CASE_FEE, { m: matterId }))).toBe('NOT_FOUND');
    expect(errorCode(await clientUser.request(CASE_FEE, { m: matterId }))).toBe('FORBIDDEN');
  });
});

describe('negotiations', () => {
  it('logs a policy-limits demand with its response deadline on the calendar for the case staff, then an offer; the summary shows the gap', async () => {
    const demand = await create<{
      id: string;
      version: number;
      responseDueOn: string;
    }>(attorney, ADD_NEGOTIATION, {
      matterId,
      happenedOn: utcDay(-5),
      kind: 'POLICY_LIMITS_DEMAND',
      policyId: policy,
      amountCents: 10_000_000,
      responseDueOn: utcDay(3),
      notes: 'Thirty days to accept',
    });
    const [event] = await rows<Record<string, unknown>>(
      'SELECT e.id, e.title, e.priority, e.all_day, e.reminder_minutes, e.starts_at FROM calendar_events e JOIN negotiation_entries n ON n.calendar_event_id = e.id WHERE n.id = $1',
      [demand.id],
    );
    expect(event).toMatchObject({
      title: 'Response due: Policy-Limits Demand $100,000.00 (Gonzalez v. Driver)',
      priority: 'HIGH',
      all_day: true,
      reminder_minutes: 7 * 24 * 60,
    });
    const attendees = await rows<{ user_id: string }>('SELECT user_id FROM calendar_event_attendees WHERE event_id = $1', [event!.id]);
    expect(attendees.map((row) => row.user_id)).toContain(paralegalId);
    const [notice] = await rows<{ message: string }>(`SELECT message FROM notifications WHERE user_id = $1 AND message LIKE '%Response due%'`, [paralegalId]);
    expect(notice?.message).toContain('Policy-Limits Demand');

    // Moved: the same entry moves; cleared: it goes.
    const moved = await create<{ version: number }>(attorney, UPDATE_NEGOTIATION, {
      id: demand.id,
      version: demand.version,
      happenedOn: utcDay(-5),
      kind: 'POLICY_LIMITS_DEMAND',
      policyId: policy,
      amountCents: 10_000_000,
      responseDueOn: utcDay(6),
    });
    const [movedEvent] = await rows<{ starts_at: Date }>('SELECT starts_at FROM calendar_events WHERE id = $1', [event!.id]);
    expect(movedEvent!.starts_at.toISOString().slice(0, 10)).toBe(utcDay(6));

    await create(paralegal, ADD_NEGOTIATION, {
      matterId,
      happenedOn: utcDay(-2),
      kind: 'OFFER',
      policyId: policy,
      amountCents: 2_500_000,
      responseDueOn: utcDay(12),
    });
    await create(paralegal, ADD_NEGOTIATION, {
      matterId,
      happenedOn: utcDay(-1),
      kind: 'COUNTER_OFFER',
      policyId: policy,
      amountCents: 4_000_000,
    });
    const { negotiationSummary } = await ok<{
      negotiationSummary: Record<string, unknown>;
    }>(attorney, SUMMARY, { m: matterId });
    expect(negotiationSummary).toEqual({
      currentDemandCents: 10_000_000,
      bestOfferCents: 4_000_000,
      gapCents: 6_000_000,
      nextResponseDueOn: utcDay(6),
      entries: 3,
    });
    const { negotiations } = await ok<{
      negotiations: { totalCount: number; items: Array<{ kind: string }> };
    }>(paralegal, NEGOTIATIONS, { m: matterId });
    expect(negotiations.items.map((item) => item.kind)).toEqual(['COUNTER_OFFER', 'OFFER', 'POLICY_LIMITS_DEMAND']);

    // Staff read the log without amounts; clients and other firms nothing.
    const forStaff = await ok<{
      negotiations: { items: Array<{ amountCents: number | null }> };
      negotiationSummary: { gapCents: number | null };
    }>(staff, `query($m: ID!) { negotiations(matterId: $m) { items { amountCents } } negotiationSummary(matterId: $m) { gapCents } }`, { m: matterId });
    expect(forStaff.negotiations.items.every((item) => item.amountCents === null)).toBe(true);
    expect(forStaff.negotiationSummary.gapCents).toBeNull();
    expect(errorCode(await clientUser.request(NEGOTIATIONS, { m: matterId }))).toBe('FORBIDDEN');
    expect(errorCode(await otherFirm.request(NEGOTIATIONS, { m: matterId }))).toBe('NOT_FOUND');
    expect(errorCode(await outsider.request(SUMMARY, { m: matterId }))).toBe('NOT_FOUND');
    expect(moved.version).toBe(demand.version + 1);
  });

  it('answers every field error at once and saves nothing', async () => {
    const otherPolicy = (
      await create(paralegal, 'mutation($input: AddInsurancePolicyInput!) { addInsurancePolicy(input: $input) { id } }', {
        matterId: sealedId,
        insurerId: insurer,
        coverage: 'HEALTH',
      }).catch(() => null)
    )?.id;
    const bad = await paralegal.request(ADD_NEGOTIATION, {
      input: {
        matterId,
        happenedOn: utcDay(2),
        kind: 'DEMAND',
        amountCents: 0,
        responseDueOn: utcDay(1),
        notes: 'x'.repeat(5001),
        policyId: otherPolicy ?? policy,
      },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(bad)).toMatchObject({
      amountCents: 'Enter an amount of more than 0.',
      notes: 'The notes can be at most 5,000 characters.',
      happenedOn: 'The date cannot be in the future.',
      responseDueOn: 'The response cannot be due before the demand or offer.',
    });
    const { negotiationSummary } = await ok<{
      negotiationSummary: { entries: number };
    }>(attorney, SUMMARY, { m: matterId });
    expect(negotiationSummary.entries).toBe(3);
  });
});

describe('settlement statements', () => {
  let settlementId: string;
  let draft: Statement;
  let costKey: string;

  beforeAll(async () => {
    const cost = await create<{ id: string }>(paralegal, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId,
      incurredOn: utcDay(-20),
      category: 'FILING_FEE',
      payee: 'County Clerk',
      amountCents: 35_000,
    });
    costKey = `cost:${cost.id}`;
    await create(paralegal, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId,
      incurredOn: utcDay(-19),
      category: 'EXPERT',
      payee: 'Dr. Expert',
      amountCents: 250_000,
    });
    await create(paralegal, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId,
      incurredOn: utcDay(-19),
      category: 'OTHER',
      payee: 'Not reimbursable',
      amountCents: 9_999,
      reimbursable: false,
    });
    const bill = await create<{ id: string }>(paralegal, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', {
      matterId,
      treatmentId: treatment,
      serviceFrom: utcDay(-90),
      billedCents: 1_200_000,
      healthPaidCents: 200_000,
    });
    await create(paralegal, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', {
      matterId,
      treatmentId: treatment,
      serviceFrom: utcDay(-80),
      billedCents: 300_001,
    });
    const healthPlan = (
      await create(admin, CONTACT, {
        kind: 'COMPANY',
        companyName: 'Bluebonnet Health',
      })
    ).id;
    await create(paralegal, 'mutation($input: AddLienInput!) { addLien(input: $input) { id } }', {
      matterId,
      lienholderId: healthPlan,
      type: 'ERISA_PLAN',
      claimedCents: 200_000,
      billIds: [bill.id],
    });
  });

  it('records a settlement and computes its draft statement to the cent: 40 % after filing, reimbursable unbilled costs, liens, bills not covered by a lien', async () => {
    const bad = await paralegal.request(RECORD, {
      input: {
        matterId,
        amountCents: -5,
        settledOn: utcDay(3),
        policyId: sealedId,
      },
    });
    expect(fieldsOf(bad)).toMatchObject({
      amountCents: expect.any(String),
      settledOn: 'The date cannot be in the future.',
      policyId: "Choose a policy of this case's Insurance tab.",
    });

    const settlement = await create<{
      id: string;
      shares: unknown[];
      statements: Statement[];
    }>(paralegal, RECORD, {
      matterId,
      amountCents: 5_000_001,
      settledOn: utcDay(-1),
      policyId: policy,
      terms: 'Full release',
    });
    settlementId = settlement.id;
    expect(settlement.shares).toEqual([{ plaintiffPartyId: plaintiff, amountCents: 5_000_001 }]);
    expect(settlement.statements).toHaveLength(1);
    draft = settlement.statements[0]!;
    const f = draft.figures;
    expect(draft).toMatchObject({
      state: 'DRAFT',
      revision: 1,
      plaintiffName: 'Maria Gonzalez',
      current: true,
    });
    expect(f.stage).toBe('FILED');
    expect(f.feeDescription).toContain('40 % of the gross recovery');
    expect(f.feeCents).toBe(2_000_000); // 40 % of $50,000.01 = $20,000.004 → $20,000.00
    expect(f.costsCents).toBe(285_000); // the two reimbursable costs, not the other
    expect(f.liensCents).toBe(200_000);
    const bills = f.lines.filter((line) => line.kind === 'MEDICAL_BILL');
    // The first is covered by the lien: offered, left out.
    expect(bills.map((line) => [line.baseCents, line.amountCents, line.included])).toEqual([
      [1_000_000, 0, false],
      [300_001, 300_001, true],
    ]);
    expect(f.billsCents).toBe(300_001);
    expect(f.netCents).toBe(5_000_001 - 2_000_000 - 285_000 - 200_000 - 300_001);
    expect(f.deductionsCents + f.netCents).toBe(f.grossCents);
    expect(f.lines.find((line) => line.key === costKey)).toMatchObject({
      description: 'Filing Fee: County Clerk',
      source: `Costs tab, ${utcDay(-20)}`,
      included: true,
    });
    expect(f.lines.find((line) => line.kind === 'LIEN')).toMatchObject({
      reducible: true,
      source: 'Liens tab, claimed (not final)',
    });
  });

  it('takes a draft’s choices: a cost left out, a lien reduced for its share of fee and costs, another deduction, the fee edited with a reason', async () => {
    const lien = draft.figures.lines.find((line) => line.kind === 'LIEN')!;
    const noReason = await paralegal.request(UPDATE_STATEMENT, {
      input: {
        id: draft.id,
        version: draft.version,
        excluded: [],
        procurement: [],
        others: [{ description: '', amountCents: 0 }],
        feeOverrideCents: 1_500_000,
        reduceProRata: false,
      },
    });
    expect(fieldsOf(noReason)).toMatchObject({
      feeOverrideReason: 'Say why the fee differs from the agreement.',
      'others.0.description': 'Say what the deduction is.',
      'others.0.amountCents': 'Enter an amount of more than 0.',
    });

    // Every line not named in `excluded` is in: the bill the lien covers, left out by default, can be ticked in…
    const covered = draft.figures.lines.find((line) => line.kind === 'MEDICAL_BILL' && !line.included)!;
    const ticked = await create<Statement>(paralegal, UPDATE_STATEMENT, { id: draft.id, version: draft.version, excluded: [], procurement: [], others: [], reduceProRata: false });
    expect(ticked.figures.lines.find((line) => line.key === covered.key)).toMatchObject({ included: true, amountCents: 1_000_000 });
    expect(ticked.figures.billsCents).toBe(1_300_001);
    // …and out again.
    const edited = await create<Statement>(paralegal, UPDATE_STATEMENT, {
      id: draft.id,
      version: ticked.version,
      excluded: [costKey, covered.key],
      procurement: [lien.key],
      others: [{ description: 'Medical records copies', amountCents: 4_250 }],
      reduceProRata: false,
    });
    const f = edited.figures;
    expect(f.costsCents).toBe(250_000);
    // 200,000 × (1 − (2,000,000 + 250,000) ÷ 5,000,001) = 109,999.98 → 110,000
    expect(f.lines.find((line) => line.key === lien.key)).toMatchObject({
      amountCents: 110_000,
      note: expect.stringContaining('common fund'),
    });
    expect(f.othersCents).toBe(4_250);
    expect(f.netCents).toBe(5_000_001 - 2_000_000 - 250_000 - 110_000 - 300_001 - 4_250);
    draft = edited;
    // Saved: it comes back on a new read.
    const { settlementStatement } = await ok<{
      settlementStatement: Statement;
    }>(attorney, STATEMENT_BY_ID, { id: draft.id });
    expect(settlementStatement.figures.netCents).toBe(f.netCents);
  });

  it('lets only attorneys and firm admins finalize, once under simultaneous requests; the case staff are told; the statement is locked in the database', async () => {
    expect(errorCode(await paralegal.request(FINALIZE, { id: draft.id, v: draft.version }))).toBe('FORBIDDEN');
    expect(errorCode(await staff.request(FINALIZE, { id: draft.id, v: draft.version }))).toBe('FORBIDDEN');
    const racing = await Promise.all([
      attorney.request<{ finalizeSettlementStatement: Statement }>(FINALIZE, {
        id: draft.id,
        v: draft.version,
      }),
      admin.request<{ finalizeSettlementStatement: Statement }>(FINALIZE, {
        id: draft.id,
        v: draft.version,
      }),
    ]);
    const won = racing.filter((response) => !response.errors);
    expect(won).toHaveLength(1);
    const finalized = won[0]!.data!.finalizeSettlementStatement;
    expect(finalized).toMatchObject({ state: 'FINALIZED', current: true });
    expect(finalized.figures.netCents).toBe(draft.figures.netCents);

    const [notice] = await rows<{ message: string; link: string }>(`SELECT message, link FROM notifications WHERE user_id = $1 AND type = 'SETTLEMENT'`, [paralegalId]);
    expect(notice).toMatchObject({
      link: `/cases/caseDetail?id=${matterId}&tab=settlement`,
    });
    expect(notice!.message).toContain('finalized the settlement statement of Maria Gonzalez (version 1): net to client $');

    // The case changes; the finalized figures do not.
    await create(paralegal, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId,
      incurredOn: utcDay(-1),
      category: 'POSTAGE_AND_COPIES',
      payee: 'Late copies',
      amountCents: 1_000,
    });
    const { settlementStatement } = await ok<{
      settlementStatement: Statement;
    }>(attorney, STATEMENT_BY_ID, { id: draft.id });
    expect(settlementStatement.figures).toEqual(finalized.figures);
    const locked = await paralegal.request(UPDATE_STATEMENT, {
      input: {
        id: draft.id,
        version: finalized.version,
        excluded: [],
        procurement: [],
        others: [],
        reduceProRata: false,
      },
    });
    expect(locked.errors?.[0]?.message).toBe('A finalized statement is locked: make a new version to change it.');
    // Not even the database owner can change or delete it.
    await expect(server.db.query(`UPDATE settlement_statements SET fee_override_cents = 1, fee_override_reason = 'x' WHERE id = $1`, [draft.id])).rejects.toThrow(/locked/);
    await expect(server.db.query('DELETE FROM settlement_statements WHERE id = $1', [draft.id])).rejects.toThrow(/kept/);
    expect(errorCode(await paralegal.request('mutation($id: ID!) { removeSettlement(id: $id) }', { id: settlementId }))).toBe('BAD_USER_INPUT');
    draft = finalized;
  });

  it('makes a new version of a finalized statement; finalizing it supersedes the first, which stays visible; the client signs the current one', async () => {
    const { reviseSettlementStatement: second } = await ok<{
      reviseSettlementStatement: Statement;
    }>(paralegal, REVISE, { id: draft.id });
    expect(second).toMatchObject({ revision: 2, state: 'DRAFT' });
    expect(errorCode(await paralegal.request(REVISE, { id: draft.id }))).toBe('BAD_USER_INPUT'); // one draft at a time
    expect(second.figures.costsCents).toBe(251_000); // the late cost is in the new version
    const { finalizeSettlementStatement: final2 } = await ok<{
      finalizeSettlementStatement: Statement;
    }>(attorney, FINALIZE, { id: second.id, v: second.version });
    const { settlements } = await ok<{
      settlements: { items: Array<{ statements: Statement[] }> };
    }>(paralegal, SETTLEMENTS, { m: matterId });
    expect(settlements.items[0]!.statements.map((statement) => [statement.revision, statement.state, statement.current])).toEqual([
      [2, 'FINALIZED', true],
      [1, 'FINALIZED', false],
    ]);

    const old = await attorney.request(SIGN, {
      input: { id: draft.id, version: draft.version + 1, signedOn: utcDay(0) },
    });
    expect(old.errors?.[0]?.message).toMatch(/later version replaced/);
    const future = await attorney.request(SIGN, {
      input: { id: final2.id, version: final2.version, signedOn: utcDay(4) },
    });
    expect(fieldsOf(future)).toMatchObject({
      signedOn: 'The signing date cannot be in the future.',
    });
    const { signSettlementStatement: signed } = await ok<{
      signSettlementStatement: Statement & { signedOn: string };
    }>(attorney, SIGN, {
      input: { id: final2.id, version: final2.version, signedOn: utcDay(0) },
    });
    expect(signed).toMatchObject({ state: 'SIGNED', signedOn: utcDay(0) });
    expect(signed.figures).toEqual(final2.figures);
  });

  it('serves the statement as a PDF to who may see amounts, and to no one else', async () => {
    const { settlements } = await ok<{
      settlements: { items: Array<{ statements: Statement[] }> };
    }>(attorney, SETTLEMENTS, { m: matterId });
    const current = settlements.items[0]!.statements[0]!;
    const pdf = await fetch(`${server.url}/api/settlement-statements/${current.id}/pdf`, { headers: { cookie: attorney.cookie! } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${server.url}/api/settlement-statements/${current.id}/pdf`, { headers: { cookie: staff.cookie! } })).status).toBe(403);
    expect((await fetch(`${server.url}/api/settlement-statements/${current.id}/pdf`, { headers: { cookie: outsider.cookie! } })).status).toBe(404);
    expect((await fetch(`${server.url}/api/settlement-statements/${current.id}/pdf`, { headers: { cookie: otherFirm.cookie! } })).status).toBe(404);
    expect(errorCode(await otherFirm.request(STATEMENT_BY_ID, { id: current.id }))).toBe('NOT_FOUND');
    const forStaff = await ok<{ settlementStatement: Statement }>(staff, STATEMENT_BY_ID, { id: current.id });
    expect(forStaff.settlementStatement.figures.netCents).toBeNull();
    expect(forStaff.settlementStatement.figures.lines.every((line) => line.amountCents === null)).toBe(true);
  });

  it('refuses to finalize liens larger than what is left, with the shortfall; reduced pro rata, the client nets zero, never less', async () => {
    const medicare = (
      await create(admin, CONTACT, {
        kind: 'COMPANY',
        companyName: 'Medicare (CMS)',
      })
    ).id;
    const small = await create<{ id: string; statements: Statement[] }>(attorney, RECORD, {
      matterId,
      amountCents: 300_000,
      settledOn: utcDay(0),
      terms: 'UM claim',
    });
    let statement = small.statements[0]!;
    const hospitalLien = await create<{ id: string }>(paralegal, 'mutation($input: AddLienInput!) { addLien(input: $input) { id } }', {
      matterId,
      lienholderId: medicare,
      type: 'HOSPITAL_LIEN',
      claimedCents: 400_000,
      finalCents: 380_000,
    });
    statement = (
      await ok<{ settlementStatement: Statement }>(attorney, STATEMENT_BY_ID, {
        id: statement.id,
      })
    ).settlementStatement;
    // The first settlement's statement already pays the ERISA lien, a bill and two costs: offered, but left out here.
    const paid = statement.figures.lines.filter((line) => line.source.includes('already paid'));
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((line) => !line.included)).toBe(true);
    expect(statement.figures.lines.find((line) => line.key === `lien:${hospitalLien.id}`)).toMatchObject({ included: true, amountCents: 380_000 });
    expect(statement.figures.feeCents).toBe(120_000);
    // The filing fee left out of the first settlement's statement is still owed: fee 120,000 + cost 35,000 + lien 380,000 − 300,000.
    expect(statement.figures.costsCents).toBe(35_000);
    expect(statement.figures.shortfallCents).toBe(235_000);
    const refused = await attorney.request(FINALIZE, {
      id: statement.id,
      v: statement.version,
    });
    expect(refused.errors?.[0]?.message).toBe(
      'Liens, bills and deductions exceed what is left after the fee and costs by $2,350.00: reduce them, leave some out, or reduce pro rata.',
    );

    const reduced = await create<Statement>(attorney, UPDATE_STATEMENT, {
      id: statement.id,
      version: statement.version,
      excluded: statement.figures.lines.filter((line) => line.kind !== 'FEE' && line.kind !== 'OTHER' && !line.included).map((line) => line.key), // as the screen sends it
      procurement: [],
      others: [],
      reduceProRata: true,
    });
    expect(reduced.figures).toMatchObject({
      netCents: 0,
      shortfallCents: 0,
      liensCents: 145_000,
    });
    const { finalizeSettlementStatement } = await ok<{
      finalizeSettlementStatement: Statement;
    }>(attorney, FINALIZE, { id: reduced.id, v: reduced.version });
    expect(finalizeSettlementStatement.figures.netCents).toBe(0);
  });
});

describe('a settlement shared between plaintiffs', () => {
  it('splits the gross by largest remainder, gives each plaintiff a statement with their own bills and a share of the costs', async () => {
    const [husband, wife, clinic] = await Promise.all([
      create(admin, CONTACT, {
        kind: 'PERSON',
        firstName: 'Hal',
        lastName: 'Hill',
      }),
      create(admin, CONTACT, {
        kind: 'PERSON',
        firstName: 'Wren',
        lastName: 'Hill',
      }),
      create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Hill Clinic' }),
    ]);
    const caseId = (
      await create(admin, MATTER, {
        name: 'Hill v. Truck',
        clientId: husband.id,
        permission: 'EVERYONE',
      })
    ).id;
    const hal = (await rows<{ id: string }>(`SELECT id FROM matter_parties WHERE matter_id = $1`, [caseId]))[0]!.id; // the client: the case's plaintiff
    const wren = (
      await create(admin, PARTY, {
        matterId: caseId,
        category: 'OTHER_PLAINTIFF',
        contactId: wife.id,
      })
    ).id;
    const wrenCare = (
      await create(paralegal, 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', { matterId: caseId, plaintiffPartyId: wren, providerId: clinic.id })
    ).id;
    await create(paralegal, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', {
      matterId: caseId,
      treatmentId: wrenCare,
      serviceFrom: utcDay(-30),
      billedCents: 50_000,
    });
    await create(paralegal, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId: caseId,
      incurredOn: utcDay(-20),
      category: 'FILING_FEE',
      payee: 'Clerk',
      amountCents: 10_001,
    });

    const wrong = await attorney.request(RECORD, {
      input: {
        matterId: caseId,
        amountCents: 100_001,
        settledOn: utcDay(0),
        shares: [{ plaintiffPartyId: hal, amountCents: 50_000 }],
      },
    });
    expect(fieldsOf(wrong)).toMatchObject({
      shares: "The shares add up to $500.00, not the settlement's $1,000.01.",
    });

    const settled = await create<{
      shares: Array<{ plaintiffPartyId: string; amountCents: number }>;
      statements: Statement[];
    }>(attorney, RECORD, {
      matterId: caseId,
      amountCents: 100_001,
      settledOn: utcDay(0),
    });
    expect(settled.shares).toEqual([
      { plaintiffPartyId: hal, amountCents: 50_001 },
      { plaintiffPartyId: wren, amountCents: 50_000 },
    ]);
    const byName = Object.fromEntries(settled.statements.map((statement) => [statement.plaintiffName, statement.figures]));
    expect(Object.keys(byName).sort()).toEqual(['Hal Hill', 'Wren Hill']);
    expect(byName['Hal Hill']!.grossCents).toBe(50_001);
    expect(byName['Hal Hill']!.billsCents).toBe(0);
    expect(byName['Wren Hill']!.billsCents).toBe(50_000);
    // The $100.01 cost is shared as the settlement is: 5,001 and 5,000.
    expect(byName['Hal Hill']!.costsCents + byName['Wren Hill']!.costsCents).toBe(10_001);
    expect(byName['Hal Hill']!.costsCents).toBe(5_001);
    for (const figures of Object.values(byName) as Figures[]) expect(figures.deductionsCents + figures.netCents).toBe(figures.grossCents);
  });
});

describe('live and on the record', () => {
  it("tells everyone on the case at once, and writes each step on the case's Recent Activity", async () => {
    const heard = subscribe(server.wsUrl, paralegal.cookie!, 'subscription($m: ID!) { caseRecordEvents(matterId: $m) { kind change recordId } }', { m: matterId }, (data) => data.caseRecordEvents as Record<string, string>);
    const shut = subscribe(server.wsUrl, outsider.cookie!, 'subscription($m: ID!) { caseRecordEvents(matterId: $m) { kind } }', { m: matterId }, (data) => data);
    await settle(500);
    const offer = await create(attorney, ADD_NEGOTIATION, { matterId, happenedOn: utcDay(0), kind: 'OFFER', policyId: policy, amountCents: 4_500_000 });
    const events = await heard.waitFor(1);
    expect(events[0]).toEqual({ kind: 'NEGOTIATION', change: 'ADDED', recordId: offer.id });
    expect(shut.items).toEqual([]);
    heard.dispose();
    shut.dispose();
    const ACTIVITY = 'query($m: ID!) { matterActivity(matterId: $m, pageSize: 100) { items { summary } } }';
    const summaries = (await ok<{ matterActivity: { items: Array<{ summary: string }> } }>(paralegal, ACTIVITY, { m: matterId })).matterActivity.items.map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Recorded an offer of $45,000.00',
        `Recorded a policy-limits demand of $100,000.00, response due ${utcDay(3)}`,
        `Recorded a settlement of $50,000.01 on ${utcDay(-1)}`,
        expect.stringMatching(/^Finalized the settlement statement of Maria Gonzalez \(version 1\): net to client \$/),
        `Recorded the client's signature of the settlement statement (version 2) on ${utcDay(0)}`,
      ]),
    );
  });
});

describe('the dashboard and the case list', () => {
  const DUE = 'query { demandsAwaitingResponse { id kind amountCents responseDueOn matterId matterName } negotiationResponsesDue { id kind amountCents responseDueOn matterId } }';
  const LIST = 'query($sort: MatterSort!) { matters(sortBy: $sort, sortDirection: DESC, pageSize: 100) { items { id name demandCents bestOfferCents } } }';

  it("lists demands awaiting an answer and answers due this week, of the cases one may open, until they are answered", async () => {
    const sealed = (await create(admin, MATTER, { name: 'Due v. Soon', permission: 'SPECIFIC_USERS', userIds: [] })).id;
    const open = (await create(admin, MATTER, { name: 'Open v. Demand', permission: 'EVERYONE' })).id;
    const demand = await create(admin, ADD_NEGOTIATION, { matterId: open, happenedOn: utcDay(-20), kind: 'DEMAND', amountCents: 7_500_000, responseDueOn: utcDay(3) });
    await create(admin, ADD_NEGOTIATION, { matterId: sealed, happenedOn: utcDay(-20), kind: 'DEMAND', amountCents: 1_000_000, responseDueOn: utcDay(2) });
    await create(admin, ADD_NEGOTIATION, { matterId: open, happenedOn: utcDay(-40), kind: 'OFFER', amountCents: 500_000 });

    const seen = await ok<{ demandsAwaitingResponse: Array<{ id: string; matterId: string; amountCents: number }>; negotiationResponsesDue: Array<{ id: string; responseDueOn: string }> }>(attorney, DUE);
    expect(seen.demandsAwaitingResponse.map((row) => row.id)).toContain(demand.id);
    expect(seen.demandsAwaitingResponse.find((row) => row.id === demand.id)).toMatchObject({ kind: 'DEMAND', amountCents: 7_500_000, responseDueOn: utcDay(3), matterName: 'Open v. Demand' });
    expect(seen.negotiationResponsesDue.map((row) => row.id)).toContain(demand.id);
    expect([...seen.demandsAwaitingResponse, ...seen.negotiationResponsesDue].some((row) => (row as { matterId: string }).matterId === sealed)).toBe(false);
    const forStaff = await ok<{ demandsAwaitingResponse: Array<{ amountCents: number | null }> }>(staff, DUE);
    expect(forStaff.demandsAwaitingResponse.every((row) => row.amountCents === null)).toBe(true);
    expect((await ok<{ demandsAwaitingResponse: unknown[] }>(otherFirm, DUE)).demandsAwaitingResponse).toEqual([]);

    // Answered: off both lists.
    await create(admin, ADD_NEGOTIATION, { matterId: open, happenedOn: utcDay(0), kind: 'COUNTER_OFFER', amountCents: 2_000_000 });
    const after = await ok<{ demandsAwaitingResponse: Array<{ id: string }>; negotiationResponsesDue: Array<{ id: string }> }>(attorney, DUE);
    expect(after.demandsAwaitingResponse.map((row) => row.id)).not.toContain(demand.id);
    expect(after.negotiationResponsesDue.map((row) => row.id)).not.toContain(demand.id);

    // The Case list's Demand and Best Offer, sortable by who may see amounts.
    const { matters } = await ok<{ matters: { items: Array<{ name: string; demandCents: number | null; bestOfferCents: number | null }> } }>(attorney, LIST, { sort: 'DEMAND' });
    expect(matters.items[0]).toMatchObject({ name: 'Gonzalez v. Driver', demandCents: 10_000_000, bestOfferCents: 4_500_000 });
    expect(matters.items[1]).toMatchObject({ name: 'Open v. Demand', demandCents: 7_500_000, bestOfferCents: 2_000_000 });
    const byOffer = await ok<{ matters: { items: Array<{ name: string }> } }>(attorney, LIST, { sort: 'BEST_OFFER' });
    expect(byOffer.matters.items.slice(0, 2).map((row) => row.name)).toEqual(['Gonzalez v. Driver', 'Open v. Demand']);
    expect(errorCode(await staff.request(LIST, { sort: 'DEMAND' }))).toBe('FORBIDDEN');
    const staffList = await ok<{ matters: { items: Array<{ demandCents: number | null }> } }>(staff, LIST, { sort: 'NAME' });
    expect(staffList.matters.items.every((row) => row.demandCents === null)).toBe(true);
  });
});
