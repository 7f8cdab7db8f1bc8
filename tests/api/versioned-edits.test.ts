/**
 * Optimistic concurrency under real concurrency: for every mutation that takes the version its
 * editor saw, ten simultaneous edits over the same version leave exactly one winner; the nine
 * others answer CONFLICT, the version moves by exactly one, and the stored value is the winner's.
 */
import { ApiClient, errorCode, type GraphQLResponse } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { createRecords, make } from '../support/sweep';

let server: TestServer;
let firm: FirmRow;
let admin: ApiClient;
let records: Awaited<ReturnType<typeof createRecords>>;

const EDITS = 10;

beforeAll(async () => {
  server = await startTestServer();
  firm = await createFirm(server.db, { name: 'Concurrent Edits LLP' });
  const adminRow = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  admin = await server.signedIn(adminRow);
  records = await createRecords(admin, 'Race');
});

afterAll(async () => {
  await server.stop();
});

/** The version and the edited column of one row, read straight from the database. */
async function stored(table: string, column: string, id: string): Promise<{ version: number; value: unknown }> {
  const { rows } = await server.db.query(`SELECT version, ${column} AS value FROM ${table} WHERE id = $1`, [id]);
  if (!rows[0]) throw new Error(`${table} ${id} is gone`);
  return { version: Number(rows[0].version), value: rows[0].value };
}

/**
 * Sends `EDITS` edits at once, each over `version` with its own value, and checks that exactly one
 * was accepted and that the row holds its value at the next version.
 */
async function race(
  read: () => Promise<{ version: number; value: unknown }>,
  edit: (i: number, version: number) => Promise<GraphQLResponse<unknown>>,
  expected: (i: number) => unknown,
): Promise<void> {
  const before = await read();
  const responses = await Promise.all(Array.from({ length: EDITS }, (_, i) => edit(i, before.version)));
  const outcomes = responses.map((response) => (response.errors ? errorCode(response) : 'OK'));
  expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1);
  expect(outcomes.filter((code) => code === 'CONFLICT')).toHaveLength(EDITS - 1);
  const winner = outcomes.indexOf('OK');
  const after = await read();
  expect(after.version).toBe(before.version + 1);
  expect(after.value).toEqual(expected(winner));
}

const mutate = (api: ApiClient, query: string) => (variables: Record<string, unknown>) => api.request(query, variables);

describe('ten simultaneous edits over one version: exactly one wins', () => {
  it('updateNote', async () => {
    const send = mutate(admin, 'mutation($input: UpdateNoteInput!) { updateNote(input: $input) { id } }');
    await race(
      () => stored('notes', 'body', records.note),
      (i, version) => send({ input: { id: records.note, version, body: `Note edit ${i}` } }),
      (i) => `Note edit ${i}`,
    );
  });

  it('updateEmail', async () => {
    const email = await make<{ id: string }>(admin, 'mutation($input: RecordEmailInput!) { recordEmail(input: $input) { id } }', {
      matterId: records.matter,
      description: 'Letter to the adjuster',
      direction: 'OUTBOUND',
      fromAddress: 'office@example.com',
      toAddresses: 'adjuster@example.com',
      sentAt: '2026-11-02T10:00:00.000Z',
    });
    const send = mutate(admin, 'mutation($input: UpdateEmailInput!) { updateEmail(input: $input) { id } }');
    await race(
      () => stored('case_emails', 'description', email.id),
      (i, version) => send({ input: { id: email.id, version, description: `Email edit ${i}` } }),
      (i) => `Email edit ${i}`,
    );
  });

  it('updateTimelineEntry', async () => {
    const added = await admin.request<{ addTimelineEntry: { id: string } }>(
      'mutation($matterId: ID!, $input: TimelineEntryInput!) { addTimelineEntry(matterId: $matterId, input: $input) { id } }',
      { matterId: records.matter, input: { title: 'Police report requested', date: '2026-10-01' } },
    );
    const id = added.data!.addTimelineEntry.id;
    const send = mutate(admin, 'mutation($id: ID!, $version: Int!, $input: TimelineEntryInput!) { updateTimelineEntry(id: $id, version: $version, input: $input) { id } }');
    await race(
      () => stored('matter_timeline_entries', 'title', id),
      (i, version) => send({ id, version, input: { title: `Timeline edit ${i}`, date: '2026-10-01' } }),
      (i) => `Timeline edit ${i}`,
    );
  });

  it('updateMyProfile', async () => {
    const row = await createUser(server.db, { firm, role: 'PARALEGAL' });
    const me = await server.signedIn(row);
    const send = mutate(me, 'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }');
    await race(
      () => stored('users', 'first_name', row.id),
      (i, version) => send({ input: { version, firstName: `Profile${i}`, lastName: 'Paralegal' } }),
      (i) => `Profile${i}`,
    );
  });

  it('updateFirmUser', async () => {
    const staff: UserRow = await createUser(server.db, { firm, role: 'STAFF' });
    const send = mutate(admin, 'mutation($input: UpdateFirmUserInput!) { updateFirmUser(input: $input) { id } }');
    await race(
      () => stored('users', 'first_name', staff.id),
      (i, version) => send({ input: { id: staff.id, version, firstName: `Staff${i}`, lastName: 'Member', role: 'STAFF', status: 'ACTIVE' } }),
      (i) => `Staff${i}`,
    );
  });

  it('updateMatter', async () => {
    const send = mutate(admin, 'mutation($input: UpdateMatterInput!) { updateMatter(input: $input) { id } }');
    await race(
      () => stored('matters', 'description', records.matter),
      (i, version) => send({ input: { id: records.matter, version, description: `Case edit ${i}` } }),
      (i) => `Case edit ${i}`,
    );
  });

  it('updateIncident', async () => {
    const send = mutate(admin, 'mutation($input: UpdateIncidentInput!) { updateIncident(input: $input) { id } }');
    await race(
      () => stored('matters', 'incident_comments', records.matter),
      (i, version) => send({ input: { matterId: records.matter, version, comments: `Incident edit ${i}` } }),
      (i) => `Incident edit ${i}`,
    );
  });

  it('updateParty', async () => {
    const party = await make<{ id: string }>(admin, 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', {
      matterId: records.matter,
      category: 'DEFENDANT',
      newContact: { kind: 'COMPANY', companyName: 'Acme Freight' },
    });
    const send = mutate(admin, 'mutation($input: UpdatePartyInput!) { updateParty(input: $input) { id } }');
    await race(
      () => stored('matter_parties', 'role', party.id),
      (i, version) => send({ input: { id: party.id, version, role: `Role edit ${i}` } }),
      (i) => `Role edit ${i}`,
    );
  });

  it('updateTask', async () => {
    const send = mutate(admin, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }');
    await race(
      () => stored('tasks', 'title', records.task),
      (i, version) => send({ input: { id: records.task, version, title: `Task edit ${i}` } }),
      (i) => `Task edit ${i}`,
    );
  });

  it('updateCalendarEvent', async () => {
    const send = mutate(admin, 'mutation($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { id } }');
    await race(
      () => stored('calendar_events', 'title', records.event),
      (i, version) => send({ input: { id: records.event, version, title: `Event edit ${i}` } }),
      (i) => `Event edit ${i}`,
    );
  });

  it('moveCalendarEvent', async () => {
    const send = mutate(admin, 'mutation($input: MoveCalendarEventInput!) { moveCalendarEvent(input: $input) { id } }');
    const startOf = (i: number) => new Date(Date.UTC(2026, 11, 3 + i, 15)).toISOString();
    const endOf = (i: number) => new Date(Date.UTC(2026, 11, 3 + i, 16)).toISOString();
    await race(
      async () => {
        const row = await stored('calendar_events', 'starts_at', records.event);
        return { version: row.version, value: (row.value as Date).toISOString() };
      },
      (i, version) => send({ input: { id: records.event, version, startsAt: startOf(i), endsAt: endOf(i) } }),
      startOf,
    );
  });

  it('updateContact', async () => {
    const send = mutate(admin, 'mutation($input: UpdateContactInput!) { updateContact(input: $input) { id } }');
    await race(
      () => stored('contacts', 'occupation', records.contact),
      (i, version) => send({ input: { id: records.contact, version, occupation: `Occupation ${i}` } }),
      (i) => `Occupation ${i}`,
    );
  });

  it('updateInvoice', async () => {
    const send = mutate(admin, 'mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { id } }');
    await race(
      () => stored('invoices', 'description', records.invoice),
      (i, version) => send({ input: { id: records.invoice, version, description: `Invoice edit ${i}` } }),
      (i) => `Invoice edit ${i}`,
    );
  });

  it('recordPayment (one payment recorded over the balance seen)', async () => {
    const send = mutate(admin, 'mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { id } }');
    await race(
      async () => {
        const row = await stored('invoices', 'id', records.invoice);
        const { rows } = await server.db.query('SELECT count(*)::int AS n FROM invoice_payments WHERE invoice_id = $1', [records.invoice]);
        return { version: row.version, value: rows[0].n };
      },
      (i, version) => send({ input: { invoiceId: records.invoice, version, amountCents: 100 + i, method: 'CHECK', paidOn: '2026-11-20' } }),
      () => 1,
    );
  });

  it('renameFolder', async () => {
    const folder = await make<{ id: string }>(admin, 'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }', {
      matterId: records.matter,
      name: 'Race folder',
    });
    const send = mutate(admin, 'mutation($id: ID!, $version: Int!, $name: String!) { renameFolder(id: $id, version: $version, name: $name) { id } }');
    await race(
      () => stored('document_folders', 'name', folder.id),
      (i, version) => send({ id: folder.id, version, name: `Folder ${i}` }),
      (i) => `Folder ${i}`,
    );
  });

  it('renameDocument', async () => {
    const form = new FormData();
    form.set('matterId', records.matter);
    form.set('file', new Blob([new TextEncoder().encode('Medical records request')]), 'request.txt');
    const uploaded = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: admin.cookie! }, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const send = mutate(admin, 'mutation($id: ID!, $version: Int!, $name: String!) { renameDocument(id: $id, version: $version, name: $name) { id } }');
    await race(
      () => stored('documents', 'title', id),
      (i, version) => send({ id, version, name: `Document ${i}` }),
      (i) => `Document ${i}`,
    );
  });

  it('updateWorkflowTemplate', async () => {
    const steps = [{ title: 'Request police report', dueOffsetDays: 3 }];
    const template = await make<{ id: string }>(admin, 'mutation($input: WorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { id } }', {
      name: 'Race workflow',
      trigger: 'MANUAL',
      steps,
    });
    const send = mutate(admin, 'mutation($input: UpdateWorkflowTemplateInput!) { updateWorkflowTemplate(input: $input) { id } }');
    await race(
      () => stored('workflow_templates', 'name', template.id),
      (i, version) => send({ input: { id: template.id, version, name: `Workflow ${i}`, trigger: 'MANUAL', steps } }),
      (i) => `Workflow ${i}`,
    );
  });

  it('saveDeadlineChainTemplate', async () => {
    const steps = [{ label: 'Answer due', amount: 21, unit: 'DAYS', service: 'NONE' }];
    const send = mutate(admin, 'mutation($input: DeadlineChainTemplateInput!) { saveDeadlineChainTemplate(input: $input) { id } }');
    const created = await send({ input: { name: 'Race chain', triggerLabel: 'Complaint served', steps } });
    const id = (created.data as { saveDeadlineChainTemplate: { id: string } }).saveDeadlineChainTemplate.id;
    await race(
      () => stored('deadline_chain_templates', 'name', id),
      (i, version) => send({ input: { id, version, name: `Chain ${i}`, triggerLabel: 'Complaint served', steps } }),
      (i) => `Chain ${i}`,
    );
  });

  it('updateFirmPermissions (the first save and a later one)', async () => {
    const send = mutate(admin, 'mutation($input: UpdateFirmPermissionsInput!) { updateFirmPermissions(input: $input) { version } }');
    const read = async () => {
      const { rows } = await server.db.query('SELECT version, staff_export_lists AS value FROM firm_role_permissions WHERE firm_id = $1', [firm.id]);
      return { version: rows[0] ? Number(rows[0].version) : 0, value: rows[0]?.value ?? null };
    };
    const choices = (i: number) => ({ paralegalsSeeBilling: true, staffSeeBilling: false, attorneysManageBilling: true, staffExportLists: i % 2 === 0 });
    await race(read, (i, version) => send({ input: { version, ...choices(i) } }), (i) => i % 2 === 0);
    await race(read, (i, version) => send({ input: { version, ...choices(i + 1) } }), (i) => (i + 1) % 2 === 0);
  });
});

describe("a case's money records: ten simultaneous edits over one version", () => {
  let company: string;
  beforeAll(async () => {
    company = (await server.db.query('SELECT insurer_id FROM insurance_policies WHERE id = $1', [records.policy])).rows[0].insurer_id;
  });

  it('updateInsurancePolicy', async () => {
    const send = mutate(admin, 'mutation($input: UpdateInsurancePolicyInput!) { updateInsurancePolicy(input: $input) { id } }');
    await race(
      () => stored('insurance_policies', 'claim_number', records.policy),
      (i, version) => send({ input: { id: records.policy, version, insurerId: company, coverage: 'PIP', claimNumber: `CL-${i}` } }),
      (i) => `CL-${i}`,
    );
  });

  it('updateTreatment', async () => {
    const send = mutate(admin, 'mutation($input: UpdateTreatmentInput!) { updateTreatment(input: $input) { id } }');
    await race(
      () => stored('medical_treatments', 'notes', records.treatment),
      (i, version) => send({ input: { id: records.treatment, version, plaintiffPartyId: records.plaintiff, providerId: company, notes: `Visit ${i}` } }),
      (i) => `Visit ${i}`,
    );
  });

  it('updateRecordsRequest', async () => {
    const send = mutate(admin, 'mutation($input: UpdateRecordsRequestInput!) { updateRecordsRequest(input: $input) { id } }');
    await race(
      () => stored('medical_records_requests', "to_char(follow_up_on, 'YYYY-MM-DD')", records.recordsRequest),
      (i, version) => send({ input: { id: records.recordsRequest, version, treatmentId: records.treatment, kind: 'BILLS', requestedOn: '2026-01-10', followUpOn: `2026-03-1${i}` } }),
      (i) => `2026-03-1${i}`,
    );
  });

  it('updateMedicalBill', async () => {
    const send = mutate(admin, 'mutation($input: UpdateMedicalBillInput!) { updateMedicalBill(input: $input) { id } }');
    await race(
      () => stored('medical_bills', 'billed_cents::int', records.bill),
      (i, version) => send({ input: { id: records.bill, version, treatmentId: records.treatment, serviceFrom: '2026-01-05', billedCents: 300_000 + i } }),
      (i) => 300_000 + i,
    );
  });

  it('updateLien', async () => {
    const send = mutate(admin, 'mutation($input: UpdateLienInput!) { updateLien(input: $input) { id } }');
    await race(
      () => stored('medical_liens', 'claimed_cents::int', records.lien),
      (i, version) => send({ input: { id: records.lien, version, lienholderId: company, type: 'MEDICARE', claimedCents: 130_000 + i } }),
      (i) => 130_000 + i,
    );
  });

  it('updateCaseCost', async () => {
    const send = mutate(admin, 'mutation($input: UpdateCaseCostInput!) { updateCaseCost(input: $input) { id } }');
    await race(
      () => stored('case_costs', 'payee', records.cost),
      (i, version) => send({ input: { id: records.cost, version, incurredOn: '2026-01-07', category: 'FILING_FEE', payee: `Clerk ${i}`, amountCents: 43_500 } }),
      (i) => `Clerk ${i}`,
    );
  });

  it('updateEconomicDamage', async () => {
    const send = mutate(admin, 'mutation($input: UpdateEconomicDamageInput!) { updateEconomicDamage(input: $input) { id } }');
    await race(
      () => stored('economic_damages', 'employer', records.damage),
      (i, version) => send({ input: { id: records.damage, version, kind: 'LOST_WAGES', employer: `Employer ${i}`, amountCents: 320_000 } }),
      (i) => `Employer ${i}`,
    );
  });

  it('updateNegotiation', async () => {
    const send = mutate(admin, 'mutation($input: UpdateNegotiationInput!) { updateNegotiation(input: $input) { id } }');
    await race(
      () => stored('negotiation_entries', 'notes', records.negotiation),
      (i, version) => send({ input: { id: records.negotiation, version, happenedOn: '2026-02-01', kind: 'POLICY_LIMITS_DEMAND', policyId: records.policy, amountCents: 1_000_000, notes: `Demand ${i}` } }),
      (i) => `Demand ${i}`,
    );
  });

  it('updateSettlement', async () => {
    const send = mutate(admin, 'mutation($input: UpdateSettlementInput!) { updateSettlement(input: $input) { id } }');
    await race(
      () => stored('settlements', 'terms', records.settlement),
      (i, version) => send({ input: { id: records.settlement, version, amountCents: 900_000, settledOn: '2026-03-01', terms: `Terms ${i}` } }),
      (i) => `Terms ${i}`,
    );
  });

  it('updateSettlementStatement', async () => {
    const send = mutate(admin, 'mutation($input: UpdateStatementInput!) { updateSettlementStatement(input: $input) { id } }');
    await race(
      () => stored('settlement_statements', "choices->'others'->0->>'description'", records.statement),
      (i, version) => send({ input: { id: records.statement, version, excluded: [], procurement: [], others: [{ description: `Deduction ${i}`, amountCents: 100 }], reduceProRata: false } }),
      (i) => `Deduction ${i}`,
    );
  });

  it('updateTrustAccount', async () => {
    const send = mutate(admin, 'mutation($input: UpdateTrustAccountInput!) { updateTrustAccount(input: $input) { id } }');
    await race(
      () => stored('trust_accounts', 'bank_name', records.trustAccount),
      (i, version) => send({ input: { id: records.trustAccount, version, name: 'Race IOLTA', bankName: `Bank ${i}`, accountLast4: '4321' } }),
      (i) => `Bank ${i}`,
    );
  });

  it('saveTrustReconciliation', async () => {
    const send = mutate(admin, 'mutation($input: SaveReconciliationInput!) { saveTrustReconciliation(input: $input) { id } }');
    await race(
      () => stored('trust_reconciliations', 'statement_balance_cents', records.trustReconciliation),
      (i, version) => send({ input: { id: records.trustReconciliation, version, statementBalanceCents: i } }),
      (i) => String(i),
    );
  });

  it('closeTrustReconciliation (the month balances: the bank saw nothing yet, the deposit is in transit)', async () => {
    const { rows } = await server.db.query('SELECT version FROM trust_reconciliations WHERE id = $1', [records.trustReconciliation]);
    await admin.request('mutation($input: SaveReconciliationInput!) { saveTrustReconciliation(input: $input) { id } }', {
      input: { id: records.trustReconciliation, version: Number(rows[0].version), statementBalanceCents: 0 },
    });
    const send = mutate(admin, 'mutation($id: ID!, $v: Int!) { closeTrustReconciliation(id: $id, version: $v) { id } }');
    await race(
      () => stored('trust_reconciliations', 'state', records.trustReconciliation),
      (_, version) => send({ id: records.trustReconciliation, v: version }),
      () => 'CLOSED',
    );
  });
});

describe('the back office: ten simultaneous edits over one version', () => {
  let platform: ApiClient;
  beforeAll(async () => {
    platform = await server.signedIn(await createUser(server.db, { role: 'PLATFORM_ADMIN' }));
  });

  it('updateFirm', async () => {
    const other = await createFirm(server.db, { name: 'Backoffice Race LLP' });
    const send = mutate(platform, 'mutation($input: UpdateFirmInput!) { updateFirm(input: $input) { id } }');
    await race(
      () => stored('firms', 'name', other.id),
      (i, version) => send({ input: { id: other.id, version, name: `Firm edit ${i}`, status: 'ACTIVE' } }),
      (i) => `Firm edit ${i}`,
    );
  });

  it('updateBackOfficePerson', async () => {
    const attorney = await createUser(server.db, { firm, role: 'ATTORNEY' });
    const send = mutate(platform, 'mutation($input: UpdateBackOfficePersonInput!) { updateBackOfficePerson(input: $input) { id } }');
    await race(
      () => stored('users', 'first_name', attorney.id),
      (i, version) => send({ input: { id: attorney.id, version, firstName: `Attorney${i}`, lastName: 'Person', status: 'ACTIVE' } }),
      (i) => `Attorney${i}`,
    );
  });
});
