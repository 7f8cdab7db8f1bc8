/**
 * A case's damages through the API (issue 22): insurance policies and the Case list's insurance
 * columns; treatment, records requests (late ones become the paralegal's task), bills and the
 * medical specials with their CSV and PDF; liens over bills; case costs billed as invoice expense
 * lines (one invoice per cost, also at once); lost wages and the damages summary; roles (staff
 * read facts without amounts, clients nothing); every field error at once; live events and
 * Recent Activity; a case the viewer may not open. (Other firms: the isolation sweep, which
 * creates these records too.)
 */
import { ApiClient, create, errorCode, fieldsOf, ok } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let server: TestServer;
let admin: ApiClient;
let attorney: ApiClient;
let paralegal: ApiClient;
let paralegalRow: UserRow;
let staff: ApiClient;
let outsider: ApiClient;
let clientUser: ApiClient;
let matterId: string;
let sealedId: string;
let clientContact: string;
let plaintiffParty: string;
let defendantParty: string;
let insurer: string;
let healthPlan: string;
let adjuster: string;
let hospital: string;
let chiropractor: string;


const CONTACT = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }';
const PARTY = 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }';
const ADD_POLICY = 'mutation($input: AddInsurancePolicyInput!) { addInsurancePolicy(input: $input) { id version } }';
const UPDATE_POLICY = 'mutation($input: UpdateInsurancePolicyInput!) { updateInsurancePolicy(input: $input) { id version claimStatus } }';
const POLICIES = `query($m: ID!) { insurancePolicies(matterId: $m) { totalCount items {
  id coverage policyNumber perPersonLimitCents perOccurrenceLimitCents claimNumber claimStatus reportedOn
  insurer { name } insured { contact { name } } adjuster { name } } } }`;
const ADD_TREATMENT = 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id version } }';
const ADD_REQUEST = 'mutation($input: AddRecordsRequestInput!) { addRecordsRequest(input: $input) { id version followUpTaskId } }';
const ADD_BILL = 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id version outstandingCents } }';
const ADD_LIEN = 'mutation($input: AddLienInput!) { addLien(input: $input) { id version } }';
const ADD_COST = 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id version } }';
const UPDATE_COST = 'mutation($input: UpdateCaseCostInput!) { updateCaseCost(input: $input) { id version } }';
const ADD_DAMAGE = 'mutation($input: AddEconomicDamageInput!) { addEconomicDamage(input: $input) { id version amountCents } }';
const SPECIALS = `query($m: ID!) { medicalSpecials(matterId: $m) { billedCents paidCents adjustedCents outstandingCents
  providers { provider { name } billCount billedCents paidCents adjustedCents outstandingCents firstServiceOn lastServiceOn } } }`;
const DAMAGES = `query($m: ID!) { caseDamages(matterId: $m) { medicalBilledCents medicalOutstandingCents liensClaimedCents liensExpectedCents
  lostWagesCents propertyDamageCents otherDamagesCents totalEconomicCents } }`;
const CREATE_INVOICE = 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id totalCents lines { description amountCents costId utbmsExpenseCode } } }';

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  const firm = await createFirm(server.db, { name: 'Damages & Partners' });
  const adminRow = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  const attorneyRow = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Alma', lastName: 'Reyes' });
  paralegalRow = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Parker' });
  const staffRow = await createUser(server.db, { firm, role: 'STAFF' });
  const outsiderRow = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Otto', lastName: 'Outside' });
  const clientRow = await createUser(server.db, { firm, role: 'CLIENT' });
  [admin, attorney, paralegal, staff, outsider, clientUser] = (await Promise.all(
    [adminRow, attorneyRow, paralegalRow, staffRow, outsiderRow, clientRow].map((row) => server.signedIn(row)),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
  clientContact = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Maria', lastName: 'Gonzalez' })).id;
  const driver = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Derek', lastName: 'Driver' })).id;
  insurer = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Gulf States Mutual' })).id;
  healthPlan = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Bluebonnet Health Plan' })).id;
  adjuster = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Janet', lastName: 'Adjuster' })).id;
  hospital = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Memorial Hermann Hospital' })).id;
  chiropractor = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Carl', lastName: 'Chiro' })).id;
  matterId = (
    await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id version } }', {
      name: 'Gonzalez v. Driver',
      clientId: clientContact,
      staffIds: [attorneyRow.id, paralegalRow.id],
      permission: 'SPECIFIC_USERS',
      userIds: [attorneyRow.id, paralegalRow.id, staffRow.id],
    })
  ).id;
  plaintiffParty = (await create(admin, PARTY, { matterId, category: 'PLAINTIFF', contactId: clientContact })).id;
  defendantParty = (await create(admin, PARTY, { matterId, category: 'DEFENDANT', contactId: driver })).id;
  sealedId = (await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Sealed v. Other', clientId: clientContact, permission: 'SPECIFIC_USERS', userIds: [] })).id;
});

afterAll(async () => {
  await server.stop();
});

describe('insurance', () => {
  let liability: { id: string; version: number };

  it('adds a liability policy with insurer, insured, limits and adjuster, and lists it', async () => {
    liability = await create(paralegal, ADD_POLICY, {
      matterId,
      insurerId: insurer,
      insuredPartyId: defendantParty,
      coverage: 'BODILY_INJURY_LIABILITY',
      policyNumber: ' AUTO-4471 ',
      perPersonLimitCents: 3_000_000,
      perOccurrenceLimitCents: 6_000_000,
      adjusterId: adjuster,
      claimNumber: 'CLM-99',
      reportedOn: utcDay(-30),
    });
    await create(paralegal, ADD_POLICY, { matterId, insurerId: healthPlan, insuredPartyId: plaintiffParty, coverage: 'HEALTH' });
    const { insurancePolicies } = await ok<{ insurancePolicies: { totalCount: number; items: Array<Record<string, unknown>> } }>(attorney, POLICIES, { m: matterId });
    expect(insurancePolicies.totalCount).toBe(2);
    expect(insurancePolicies.items[0]).toMatchObject({
      coverage: 'BODILY_INJURY_LIABILITY',
      policyNumber: 'AUTO-4471',
      perPersonLimitCents: 3_000_000,
      perOccurrenceLimitCents: 6_000_000,
      claimNumber: 'CLM-99',
      claimStatus: 'OPEN',
      insurer: { name: 'Gulf States Mutual' },
      insured: { contact: { name: 'Derek Driver' } },
      adjuster: { name: 'Janet Adjuster' },
    });
  });

  it('answers every field error at once and saves nothing', async () => {
    const response = await paralegal.request(ADD_POLICY, {
      input: {
        matterId,
        insurerId: adjuster,
        adjusterId: insurer,
        coverage: 'PIP',
        perPersonLimitCents: 500_000,
        perOccurrenceLimitCents: 100_000,
        reportedOn: utcDay(5),
      },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(response)).sort()).toEqual(['adjusterId', 'insurerId', 'perOccurrenceLimitCents', 'reportedOn']);
    const negative = await paralegal.request(ADD_POLICY, { input: { matterId, insurerId: insurer, coverage: 'PIP', perPersonLimitCents: -1, perOccurrenceLimitCents: 10_000_000_000_000 } });
    expect(Object.keys(fieldsOf(negative)).sort()).toEqual(['perOccurrenceLimitCents', 'perPersonLimitCents']);
    const fraction = await paralegal.request(ADD_POLICY, { input: { matterId, insurerId: insurer, coverage: 'PIP', perPersonLimitCents: 10.5 } });
    expect(errorCode(fraction)).toBe('BAD_USER_INPUT');
    expect((await ok<{ insurancePolicies: { totalCount: number } }>(admin, POLICIES, { m: matterId })).insurancePolicies.totalCount).toBe(2);
  });

  it('edits with the version seen; an edit over an older version is a CONFLICT', async () => {
    const input = { id: liability.id, insurerId: insurer, insuredPartyId: defendantParty, coverage: 'BODILY_INJURY_LIABILITY', policyNumber: 'AUTO-4471', claimStatus: 'ACCEPTED', adjusterId: adjuster };
    const edited = (await ok<{ updateInsurancePolicy: { version: number; claimStatus: string } }>(attorney, UPDATE_POLICY, { input: { ...input, version: liability.version } }))
      .updateInsurancePolicy;
    expect(edited).toMatchObject({ version: liability.version + 1, claimStatus: 'ACCEPTED' });
    const stale = await paralegal.request(UPDATE_POLICY, { input: { ...input, version: liability.version, claimStatus: 'DENIED' } });
    expect(errorCode(stale)).toBe('CONFLICT');
    liability = { id: liability.id, version: edited.version };
  });

  it("fills the Case list's insurance columns: the defendants' liability insurer and the plaintiff's own, sortable and searchable", async () => {
    const LIST = 'query($s: String, $by: MatterSort) { matters(search: $s, sortBy: $by, pageSize: 50) { items { id defendantInsurance plaintiffInsurance } } }';
    const { matters } = await ok<{ matters: { items: Array<{ id: string; defendantInsurance: string | null; plaintiffInsurance: string | null }> } }>(admin, LIST, { s: 'Gulf States' });
    expect(matters.items).toEqual([{ id: matterId, defendantInsurance: 'Gulf States Mutual', plaintiffInsurance: 'Bluebonnet Health Plan' }]);
    const sorted = await ok<{ matters: { items: Array<{ id: string; defendantInsurance: string | null }> } }>(admin, LIST, { by: 'DEFENDANT_INSURANCE' });
    expect(sorted.matters.items.map((m) => m.defendantInsurance)).toContain('Gulf States Mutual');
    const csv = await (await fetch(`${server.url}/api/export/matters?search=Gulf`, { headers: { cookie: admin.cookie! } })).text();
    expect(csv).toContain('Gulf States Mutual');
  });

  it('lets staff read the policy without its limits, and change nothing; clients see none of it', async () => {
    const { insurancePolicies } = await ok<{ insurancePolicies: { items: Array<Record<string, unknown>> } }>(staff, POLICIES, { m: matterId });
    expect(insurancePolicies.items[0]).toMatchObject({ policyNumber: 'AUTO-4471', perPersonLimitCents: null, perOccurrenceLimitCents: null, insurer: { name: 'Gulf States Mutual' } });
    expect(errorCode(await staff.request(ADD_POLICY, { input: { matterId, insurerId: insurer, coverage: 'PIP' } }))).toBe('FORBIDDEN');
    expect(errorCode(await clientUser.request(POLICIES, { m: matterId }))).toBe('FORBIDDEN');
  });

  it("refuses someone the case's permission leaves out, reading or writing", async () => {
    expect(errorCode(await outsider.request(POLICIES, { m: matterId }))).toBe('NOT_FOUND');
    expect(errorCode(await outsider.request(ADD_POLICY, { input: { matterId, insurerId: insurer, coverage: 'PIP' } }))).toBe('NOT_FOUND');
    const remove = await outsider.request('mutation($id: ID!) { removeInsurancePolicy(id: $id) }', { id: liability.id });
    expect(errorCode(remove)).toBe('NOT_FOUND');
    expect(errorCode(await attorney.request(POLICIES, { m: sealedId }))).toBe('NOT_FOUND');
  });
});

describe('medical: treatment, requests, bills and specials', () => {
  let hospitalCare: { id: string; version: number };
  let chiroCare: { id: string; version: number };
  let erBill: { id: string; version: number };

  it('adds treatment per plaintiff and provider, refusing a last visit before the first and a provider of the wrong case', async () => {
    hospitalCare = await create(paralegal, ADD_TREATMENT, { matterId, plaintiffPartyId: plaintiffParty, providerId: hospital, firstVisitOn: utcDay(-90), lastVisitOn: utcDay(-60), status: 'RELEASED' });
    chiroCare = await create(paralegal, ADD_TREATMENT, { matterId, plaintiffPartyId: plaintiffParty, providerId: chiropractor, firstVisitOn: utcDay(-80) });
    const bad = await paralegal.request(ADD_TREATMENT, { input: { matterId, plaintiffPartyId: defendantParty, providerId: hospital, firstVisitOn: utcDay(-10), lastVisitOn: utcDay(-20) } });
    expect(fieldsOf(bad)).toEqual({ plaintiffPartyId: expect.any(String), lastVisitOn: 'The last visit cannot be before the first.' });
  });

  it('adds bills, derives each outstanding balance, and refuses payments above the amount billed', async () => {
    erBill = await create(paralegal, ADD_BILL, { matterId, treatmentId: hospitalCare.id, serviceFrom: utcDay(-90), serviceTo: utcDay(-88), billedCents: 1_250_000, healthPaidCents: 400_000, pipPaidCents: 250_000, adjustedCents: 100_000 });
    expect((erBill as unknown as { outstandingCents: number }).outstandingCents).toBe(500_000);
    await create(paralegal, ADD_BILL, { matterId, treatmentId: hospitalCare.id, serviceFrom: utcDay(-70), billedCents: 80_000 });
    await create(paralegal, ADD_BILL, { matterId, treatmentId: chiroCare.id, serviceFrom: utcDay(-80), serviceTo: utcDay(-20), billedCents: 345_050, healthPaidCents: 45_050 });
    const over = await paralegal.request(ADD_BILL, { input: { matterId, treatmentId: chiroCare.id, serviceFrom: utcDay(-5), serviceTo: utcDay(-6), billedCents: 10_000, healthPaidCents: 8_000, pipPaidCents: 3_000 } });
    expect(errorCode(over)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(over)).sort()).toEqual(['adjustedCents', 'serviceTo']);
    const negative = await paralegal.request(ADD_BILL, { input: { matterId, treatmentId: chiroCare.id, serviceFrom: utcDay(-5), billedCents: -100 } });
    expect(Object.keys(fieldsOf(negative))).toEqual(['billedCents']);
  });

  it('totals the medical specials per provider and for the case, to the cent', async () => {
    const { medicalSpecials } = await ok<{ medicalSpecials: Record<string, unknown> & { providers: Array<Record<string, unknown>> } }>(attorney, SPECIALS, { m: matterId });
    expect(medicalSpecials).toMatchObject({ billedCents: 1_675_050, paidCents: 695_050, adjustedCents: 100_000, outstandingCents: 880_000 });
    // Providers in the order they first treated.
    expect(medicalSpecials.providers).toEqual([
      { provider: { name: 'Memorial Hermann Hospital' }, billCount: 2, billedCents: 1_330_000, paidCents: 650_000, adjustedCents: 100_000, outstandingCents: 580_000, firstServiceOn: utcDay(-90), lastServiceOn: utcDay(-70) },
      { provider: { name: 'Carl Chiro' }, billCount: 1, billedCents: 345_050, paidCents: 45_050, adjustedCents: 0, outstandingCents: 300_000, firstServiceOn: utcDay(-80), lastServiceOn: utcDay(-20) },
    ]);
    const hidden = (await ok<{ medicalSpecials: Record<string, unknown> }>(staff, SPECIALS, { m: matterId })).medicalSpecials;
    expect(hidden).toMatchObject({ billedCents: null, outstandingCents: null });
  });

  it('exports the bills as CSV and the specials as a one-page PDF; staff without billing get neither', async () => {
    const csv = await fetch(`${server.url}/api/export/matters/${matterId}/medical-bills`, { headers: { cookie: attorney.cookie! } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Carl Chiro');
    expect(lines.join('\n')).toContain('12500.00');
    const pdf = await fetch(`${server.url}/api/matters/${matterId}/medical-specials.pdf`, { headers: { cookie: attorney.cookie! } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${server.url}/api/export/matters/${matterId}/medical-bills`, { headers: { cookie: staff.cookie! } })).status).toBe(403);
    expect((await fetch(`${server.url}/api/matters/${matterId}/medical-specials.pdf`, { headers: { cookie: outsider.cookie! } })).status).toBe(404);
  });

  it("turns a request not received by its follow-up date into a task for the case's paralegal, on their dashboard", async () => {
    const bad = await paralegal.request(ADD_REQUEST, { input: { matterId, treatmentId: chiroCare.id, kind: 'BOTH', requestedOn: utcDay(-10), followUpOn: utcDay(-12) } });
    expect(fieldsOf(bad)).toEqual({ followUpOn: 'The follow-up date cannot be before the request.' });
    const before = (await ok<{ dashboard: { openTasks: number } }>(paralegal, '{ dashboard { openTasks } }')).dashboard.openTasks;
    // Asked for long ago and still not here: late as soon as it is recorded.
    const late = await create<{ id: string; version: number; followUpTaskId: string | null }>(attorney, ADD_REQUEST, {
      matterId,
      treatmentId: hospitalCare.id,
      kind: 'RECORDS',
      requestedOn: utcDay(-40),
      followUpOn: utcDay(-10),
    });
    expect(late.followUpTaskId).toEqual(expect.any(String));
    // Not late yet: no task.
    const pending = await create<{ id: string; followUpTaskId: string | null }>(attorney, ADD_REQUEST, { matterId, treatmentId: chiroCare.id, kind: 'BILLS', requestedOn: utcDay(-1), followUpOn: utcDay(20) });
    expect(pending.followUpTaskId).toBeNull();
    const TASKS = 'query($a: ID!, $m: ID!) { tasks(assigneeId: $a, matterId: $m, open: true) { items { id title priority dueDate } } }';
    const tasks = (await ok<{ tasks: { items: Array<{ id: string; title: string; priority: string; dueDate: string }> } }>(paralegal, TASKS, { a: paralegalRow.id, m: matterId })).tasks.items;
    expect(tasks).toEqual([{ id: late.followUpTaskId, title: 'Follow up: records from Memorial Hermann Hospital', priority: 'HIGH', dueDate: utcDay(0) }]);
    expect((await ok<{ dashboard: { openTasks: number } }>(paralegal, '{ dashboard { openTasks } }')).dashboard.openTasks).toBe(before + 1);
    // Its version moved with the task; saving it received (with that version) works, and makes no second task.
    const REQUESTS = 'query($m: ID!) { recordsRequests(matterId: $m) { items { id version receivedOn overdue followUpTaskId } } }';
    const listed = (await ok<{ recordsRequests: { items: Array<{ id: string; version: number; overdue: boolean }> } }>(attorney, REQUESTS, { m: matterId })).recordsRequests.items;
    const row = listed.find((request) => request.id === late.id)!;
    expect(row.overdue).toBe(true);
    const received = await ok<{ updateRecordsRequest: { receivedOn: string; overdue: boolean } }>(
      attorney,
      'mutation($input: UpdateRecordsRequestInput!) { updateRecordsRequest(input: $input) { receivedOn overdue } }',
      { input: { id: late.id, version: row.version, treatmentId: hospitalCare.id, kind: 'RECORDS', requestedOn: utcDay(-40), followUpOn: utcDay(-10), receivedOn: utcDay(0) } },
    );
    expect(received.updateRecordsRequest).toEqual({ receivedOn: utcDay(0), overdue: false });
    expect((await ok<{ tasks: { items: unknown[] } }>(paralegal, TASKS, { a: paralegalRow.id, m: matterId })).tasks.items).toHaveLength(1);
  });

  it('removing a provider removes its bills and requests', async () => {
    const dental = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Smile Dental' })).id;
    const care = await create(paralegal, ADD_TREATMENT, { matterId, plaintiffPartyId: plaintiffParty, providerId: dental });
    await create(paralegal, ADD_BILL, { matterId, treatmentId: care.id, serviceFrom: utcDay(-3), billedCents: 999 });
    expect((await ok<{ removeTreatment: boolean }>(paralegal, 'mutation($id: ID!) { removeTreatment(id: $id) }', { id: care.id })).removeTreatment).toBe(true);
    const { medicalSpecials } = await ok<{ medicalSpecials: { billedCents: number } }>(attorney, SPECIALS, { m: matterId });
    expect(medicalSpecials.billedCents).toBe(1_675_050);
  });

  describe('liens', () => {
    it('records a Medicare lien over bills of the case, totals claimed and final, and refuses a bill of another case', async () => {
      const medicare = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Medicare (CMS)' })).id;
      const lien = await create(paralegal, ADD_LIEN, { matterId, lienholderId: medicare, type: 'MEDICARE', claimedCents: 420_000, billIds: [erBill.id] });
      await create(paralegal, ADD_LIEN, { matterId, lienholderId: healthPlan, type: 'ERISA_PLAN', claimedCents: 100_000, reductionRequestedCents: 33_333, finalCents: 66_667, status: 'FINAL' });
      const LIENS = 'query($m: ID!) { liens(matterId: $m) { items { type claimedCents finalCents lienholder { name } billIds } } lienTotals(matterId: $m) { count claimedCents finalCents expectedCents } }';
      const data = await ok<{ liens: { items: Array<Record<string, unknown>> }; lienTotals: Record<string, number> }>(attorney, LIENS, { m: matterId });
      expect(data.liens.items).toEqual(expect.arrayContaining([{ type: 'MEDICARE', claimedCents: 420_000, finalCents: null, lienholder: { name: 'Medicare (CMS)' }, billIds: [erBill.id] }]));
      expect(data.lienTotals).toEqual({ count: 2, claimedCents: 520_000, finalCents: 66_667, expectedCents: 486_667 });

      const otherCase = (await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Other v. Case', clientId: clientContact })).id;
      const otherPlaintiff = (await create(admin, PARTY, { matterId: otherCase, category: 'PLAINTIFF', contactId: clientContact })).id;
      const otherCare = await create(admin, ADD_TREATMENT, { matterId: otherCase, plaintiffPartyId: otherPlaintiff, providerId: hospital });
      const otherBill = await create(admin, ADD_BILL, { matterId: otherCase, treatmentId: otherCare.id, serviceFrom: utcDay(-3), billedCents: 5_000 });
      const wrong = await paralegal.request(ADD_LIEN, { input: { matterId, lienholderId: medicare, type: 'MEDICARE', claimedCents: 10, billIds: [otherBill.id], finalCents: 20, status: 'PAID' } });
      expect(Object.keys(fieldsOf(wrong)).sort()).toEqual(['billIds', 'finalCents']);
      expect(lien.version).toBe(1);
    });
  });
});

describe('case costs and invoices', () => {
  let filing: { id: string; version: number };
  let records: { id: string; version: number };

  it('records costs, filters by category and totals them; a future date and a zero amount are refused together', async () => {
    filing = await create(paralegal, ADD_COST, { matterId, incurredOn: utcDay(-20), category: 'FILING_FEE', payee: 'Harris County District Clerk', amountCents: 35_000 });
    records = await create(paralegal, ADD_COST, { matterId, incurredOn: utcDay(-15), category: 'MEDICAL_RECORDS', payee: 'Memorial Hermann Hospital', description: 'Certified records', amountCents: 12_575 });
    await create(paralegal, ADD_COST, { matterId, incurredOn: utcDay(-2), category: 'POSTAGE_AND_COPIES', payee: 'USPS', amountCents: 1_250, reimbursable: false });
    const bad = await paralegal.request(ADD_COST, { input: { matterId, incurredOn: utcDay(3), category: 'OTHER', payee: '  ', amountCents: 0 } });
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['amountCents', 'incurredOn', 'payee']);
    const COSTS = 'query($m: ID!, $c: CostCategory) { caseCosts(matterId: $m, category: $c) { totalCount items { payee amountCents billed } } caseCostTotals(matterId: $m, category: $c) { count totalCents reimbursableCents unbilledCents } }';
    const all = await ok<{ caseCosts: { totalCount: number }; caseCostTotals: Record<string, number> }>(attorney, COSTS, { m: matterId });
    expect(all.caseCostTotals).toEqual({ count: 3, totalCents: 48_825, reimbursableCents: 47_575, unbilledCents: 48_825 });
    const fees = await ok<{ caseCosts: { items: Array<{ payee: string }> } }>(attorney, COSTS, { m: matterId, c: 'FILING_FEE' });
    expect(fees.caseCosts.items).toEqual([{ payee: 'Harris County District Clerk', amountCents: 35_000, billed: false }]);
    const csv = await (await fetch(`${server.url}/api/export/matters/${matterId}/costs`, { headers: { cookie: attorney.cookie! } })).text();
    expect(csv).toContain('Harris County District Clerk');
    expect(csv).toContain('350.00');
  });

  it('bills costs as expense lines with their UTBMS codes; LEDES exports them as E lines', async () => {
    const invoice = await create<{ id: string; totalCents: number; lines: Array<Record<string, unknown>> }>(admin, CREATE_INVOICE, {
      clientId: clientContact,
      matterId,
      dueDate: utcDay(30),
      description: 'Costs advanced',
      lines: [
        { description: 'Review of records', quantity: '1.5', rateCents: 30_000, utbmsTaskCode: 'L110', utbmsActivityCode: 'A104' },
        { description: '', quantity: '1', rateCents: 1, costId: filing.id },
      ],
    });
    expect(invoice.lines[1]).toEqual({ description: 'Filing Fee: Harris County District Clerk', amountCents: 35_000, costId: filing.id, utbmsExpenseCode: 'E112' });
    expect(invoice.totalCents).toBe(45_000 + 35_000);
    const ledes = await (await fetch(`${server.url}/api/export/invoices/ledes?ids=${invoice.id}`, { headers: { cookie: admin.cookie! } })).text();
    const line = ledes.split(/\r?\n/).find((l) => l.includes('Harris County'))!;
    expect(line.split('|')).toEqual(expect.arrayContaining(['E', 'E112', '350.00']));
    // A billed cost is what its invoice says.
    const edit = await paralegal.request(UPDATE_COST, { input: { id: filing.id, version: filing.version, incurredOn: utcDay(-20), category: 'FILING_FEE', payee: 'Clerk', amountCents: 1 } });
    expect(errorCode(edit)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(edit)).toEqual({ id: 'This cost is on an invoice and cannot be changed. Remove it from the invoice first.' });
    expect(errorCode(await paralegal.request('mutation($id: ID!) { removeCaseCost(id: $id) }', { id: filing.id }))).toBe('BAD_USER_INPUT');
    const billed = await ok<{ caseCosts: { items: Array<{ payee: string; billed: boolean; invoiceId: string | null }> } }>(
      attorney,
      'query($m: ID!) { caseCosts(matterId: $m, unbilled: false) { items { payee billed invoiceId } } }',
      { m: matterId },
    );
    expect(billed.caseCosts.items).toEqual([{ payee: 'Harris County District Clerk', billed: true, invoiceId: invoice.id }]);
  });

  it('puts a cost on one invoice only, also when two invoices take it at once', async () => {
    const attempt = () =>
      admin.request(CREATE_INVOICE, { input: { clientId: clientContact, matterId, dueDate: utcDay(30), lines: [{ description: '', quantity: '1', rateCents: 1, costId: records.id }] } });
    const outcomes = (await Promise.all(Array.from({ length: 6 }, attempt))).map((response) => (response.errors ? errorCode(response) : 'OK'));
    expect(outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'BAD_USER_INPUT')).toHaveLength(5);
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM invoice_lines WHERE cost_id = $1', [records.id]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a cost of another case on an invoice', async () => {
    const elsewhere = (await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Elsewhere v. Else', clientId: clientContact })).id;
    const response = await admin.request(CREATE_INVOICE, { input: { clientId: clientContact, matterId: elsewhere, dueDate: utcDay(30), lines: [{ description: '', quantity: '1', rateCents: 1, costId: filing.id }] } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});

describe('lost wages, other damages and the damages summary', () => {
  it('computes lost wages from a rate and the units lost, half up to the cent, and sums the case', async () => {
    const wages = await create<{ amountCents: number }>(paralegal, ADD_DAMAGE, {
      matterId,
      kind: 'LOST_WAGES',
      employer: 'H-E-B',
      periodFrom: utcDay(-90),
      periodTo: utcDay(-60),
      rateCents: 2_333,
      rateUnit: 'HOUR',
      unitsThousandths: 160_500,
    });
    expect(wages.amountCents).toBe(374_447); // 23.33 × 160.5 = 3744.465 → 3744.47
    await create(paralegal, ADD_DAMAGE, { matterId, kind: 'PROPERTY_DAMAGE', description: 'Repair estimate, 2019 Camry', amountCents: 612_000, paidBy: 'Gulf States Mutual' });
    const bad = await paralegal.request(ADD_DAMAGE, { input: { matterId, kind: 'OTHER', periodFrom: utcDay(-1), periodTo: utcDay(-5) } });
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['amountCents', 'periodTo']);
    const { caseDamages } = await ok<{ caseDamages: Record<string, number> }>(attorney, DAMAGES, { m: matterId });
    expect(caseDamages).toEqual({
      medicalBilledCents: 1_675_050,
      medicalOutstandingCents: 880_000,
      liensClaimedCents: 520_000,
      liensExpectedCents: 486_667,
      lostWagesCents: 374_447,
      propertyDamageCents: 612_000,
      otherDamagesCents: 0,
      totalEconomicCents: 1_675_050 + 374_447 + 612_000,
    });
    expect((await ok<{ caseDamages: Record<string, number | null> }>(staff, DAMAGES, { m: matterId })).caseDamages.totalEconomicCents).toBeNull();
  });
});

describe("the firm's choice to let staff see billing", () => {
  it('shows staff the amounts once the firm allows it', async () => {
    const save = 'mutation($input: UpdateFirmPermissionsInput!) { updateFirmPermissions(input: $input) { version } }';
    const choices = { paralegalsSeeBilling: true, attorneysManageBilling: true, staffExportLists: true };
    const saved = await ok<{ updateFirmPermissions: { version: number } }>(admin, save, { input: { version: 0, ...choices, staffSeeBilling: true } });
    expect((await ok<{ caseDamages: Record<string, number | null> }>(staff, DAMAGES, { m: matterId })).caseDamages.medicalBilledCents).toBe(1_675_050);
    expect((await fetch(`${server.url}/api/export/matters/${matterId}/costs`, { headers: { cookie: staff.cookie! } })).status).toBe(200);
    await ok(admin, save, { input: { version: saved.updateFirmPermissions.version, ...choices, staffSeeBilling: false } });
    expect((await ok<{ caseDamages: Record<string, number | null> }>(staff, DAMAGES, { m: matterId })).caseDamages.medicalBilledCents).toBeNull();
  });
});

describe('live and on the record', () => {
  it("tells everyone on the case at once, and writes each change on the case's Recent Activity", async () => {
    const heard = subscribe(server.wsUrl, attorney.cookie!, 'subscription($m: ID!) { caseRecordEvents(matterId: $m) { kind change recordId matterId } }', { m: matterId }, (data) => data.caseRecordEvents as Record<string, string>);
    const shut = subscribe(server.wsUrl, outsider.cookie!, 'subscription($m: ID!) { caseRecordEvents(matterId: $m) { kind } }', { m: matterId }, (data) => data);
    await settle(500);
    const cost = await create(paralegal, ADD_COST, { matterId, incurredOn: utcDay(-1), category: 'EXPERT', payee: 'Dr. Accident Reconstruction', amountCents: 250_000 });
    const events = await heard.waitFor(1);
    expect(events[0]).toEqual({ kind: 'COST', change: 'ADDED', recordId: cost.id, matterId });
    expect(shut.items).toEqual([]);
    expect((shut.errors.flat() as Array<{ extensions?: { code?: string } }>).map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    heard.dispose();
    shut.dispose();
    const ACTIVITY = 'query($m: ID!) { matterActivity(matterId: $m, pageSize: 100) { items { summary actor { lastName } } } }';
    const summaries = (await ok<{ matterActivity: { items: Array<{ summary: string }> } }>(attorney, ACTIVITY, { m: matterId })).matterActivity.items.map((entry) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Added the Bodily Injury Liability policy AUTO-4471',
        'Added a cost: Expert, $2,500.00 to Dr. Accident Reconstruction',
        'Nothing received from Memorial Hermann Hospital by ' + utcDay(-10) + ': a follow-up task was added',
      ]),
    );
  });
});
