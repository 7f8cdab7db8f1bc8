/**
 * Who did the work on an invoice's lines (issue 25): each fee line names its timekeeper, a person of
 * the invoice's firm; each person has a LEDES classification that firm admins set (else the role's);
 * the LEDES export carries both.
 */
import { ledes1998BProblems, parseLedes1998B } from '../unit/invoices/ledes-validator';
import { create, errorCode, fieldsOf, ok, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const LINES = 'lines { description costId timekeeperId timekeeper { id fullName ledesClassification } }';
const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id version ${LINES} } }`;
const UPDATE = `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { id version ${LINES} } }`;
const UPDATE_USER = 'mutation($input: UpdateFirmUserInput!) { updateFirmUser(input: $input) { id version timekeeperClassification ledesClassification } }';
const PERSON = 'query { firmUsers(pageSize: 100) { items { id version firstName lastName role status timekeeperClassification ledesClassification } } }';
const REFUSED = 'Choose a person of your firm as the timekeeper.';

interface Line {
  description: string;
  costId: string | null;
  timekeeperId: string | null;
  timekeeper: { id: string; fullName: string; ledesClassification: string } | null;
}
interface Person {
  id: string;
  version: number;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
  timekeeperClassification: string | null;
  ledesClassification: string;
}

let server: TestServer;
let firm: FirmRow;
let admin: ApiClient;
let dana: UserRow;
let ben: UserRow;
let luis: UserRow;
let asDana: ApiClient;
let asLuis: ApiClient;
let outsider: UserRow;
let portalClient: UserRow;
let matterId: string;
let clientId: string;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const fee = (description: string, extra: Record<string, unknown> = {}) => ({ description, quantity: '1', rateCents: 25_000, ...extra });
const invoiceOf = (api: ApiClient, lines: unknown[]) =>
  create<{ id: string; version: number; lines: Line[] }>(api, CREATE, { clientId, matterId, dueDate: day(30), lines });
const exported = async (api: ApiClient, ...ids: string[]) => {
  const response = await fetch(`${server.url}/api/export/invoices/ledes?ids=${ids.join(',')}`, { headers: { cookie: api.cookie! } });
  expect(response.status).toBe(200);
  return response.text();
};
const person = async (id: string) => (await ok<{ firmUsers: { items: Person[] } }>(admin, PERSON)).firmUsers.items.find((p) => p.id === id)!;
const classify = (api: ApiClient, who: Person, timekeeperClassification: string | null) =>
  api.request<{ updateFirmUser: Person }>(UPDATE_USER, {
    input: { id: who.id, version: who.version, firstName: who.firstName, lastName: who.lastName, role: who.role, status: who.status, timekeeperClassification },
  });

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  firm = await createFirm(server.db);
  const other = await createFirm(server.db);
  [dana, ben, luis, outsider, portalClient] = await Promise.all([
    createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Dana', lastName: 'Whitfield' }),
    createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Ben', lastName: 'Okafor' }),
    createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Luis', lastName: 'Ortega' }),
    createUser(server.db, { firm: other, role: 'ATTORNEY', firstName: 'Olga', lastName: 'Outside' }),
    createUser(server.db, { firm, role: 'CLIENT', firstName: 'Carla', lastName: 'Client' }),
  ]);
  [admin, asDana, asLuis] = await Promise.all([
    server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN', firstName: 'Ada', lastName: 'Admin' })),
    server.signedIn(dana),
    server.signedIn(luis),
  ]);
  // The case's staff: a paralegal first, then Ben (its first attorney), then Dana.
  matterId = (await create<{ id: string }>(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Reyes v. Coastal', staffIds: [luis.id, ben.id, dana.id] })).id;
  clientId = (await create<{ id: string }>(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: 'Rosa', lastName: 'Reyes' })).id;
});

afterAll(async () => {
  await server.stop();
});

describe('invoice line timekeepers', () => {
  it("saves each line's timekeeper and gives it back; a fee line without one is the writer's (an attorney), an expense line has none", async () => {
    const cost = await create<{ id: string }>(asDana, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId, incurredOn: day(-3), category: 'FILING_FEE', payee: 'Travis County Clerk', amountCents: 35_000,
    });
    const invoice = await invoiceOf(asDana, [fee('Records review', { timekeeperId: luis.id }), fee('Demand letter'), { description: '', quantity: '1', rateCents: 0, costId: cost.id }]);
    expect(invoice.lines.map((l) => [l.description, l.timekeeperId, l.timekeeper?.fullName ?? null, l.timekeeper?.ledesClassification ?? null])).toEqual([
      ['Records review', luis.id, 'Luis Ortega', 'LA'],
      ['Demand letter', dana.id, 'Dana Whitfield', 'AS'],
      ['Filing Fee: Travis County Clerk', null, null, null],
    ]);
    const read = await ok<{ invoice: { lines: Line[] } }>(asLuis, `query($id: ID!) { invoice(id: $id) { ${LINES} } }`, { id: invoice.id });
    expect(read.invoice.lines.map((l) => l.timekeeper?.id ?? null)).toEqual([luis.id, dana.id, null]);

    // Lines given again replace them, with the timekeepers they name.
    const updated = await create<{ lines: Line[] }>(asDana, UPDATE, { id: invoice.id, version: invoice.version, lines: [fee('Records review', { timekeeperId: ben.id })] });
    expect(updated.lines.map((l) => l.timekeeper?.fullName)).toEqual(['Ben Okafor']);
  });

  it("bills a firm admin's fee line without a timekeeper to the case's first attorney", async () => {
    const invoice = await invoiceOf(admin, [fee('Case review')]);
    expect(invoice.lines[0]!.timekeeper).toEqual({ id: ben.id, fullName: 'Ben Okafor', ledesClassification: 'AS' });
  });

  it("refuses another firm's person, or a client, as a timekeeper, at the line's field, and saves nothing", async () => {
    const before = Number((await server.db.query('SELECT count(*) FROM invoices WHERE firm_id = $1', [firm.id])).rows[0].count);
    const foreign = await asDana.request(CREATE, { input: { clientId, matterId, dueDate: day(30), lines: [fee('Research'), fee('Drafting', { timekeeperId: outsider.id }), fee('Call', { timekeeperId: portalClient.id })] } });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(foreign)).toEqual({ 'lines.1.timekeeperId': REFUSED, 'lines.2.timekeeperId': REFUSED });
    expect(JSON.stringify(foreign)).not.toContain('Outside');
    expect(Number((await server.db.query('SELECT count(*) FROM invoices WHERE firm_id = $1', [firm.id])).rows[0].count)).toBe(before);

    const invoice = await invoiceOf(asDana, [fee('Research')]);
    const edit = await asDana.request(UPDATE, { input: { id: invoice.id, version: invoice.version, lines: [fee('Research', { timekeeperId: outsider.id })] } });
    expect(fieldsOf(edit)).toEqual({ 'lines.0.timekeeperId': REFUSED });
    const kept = await ok<{ invoice: { version: number; lines: Line[] } }>(asDana, `query($id: ID!) { invoice(id: $id) { version ${LINES} } }`, { id: invoice.id });
    expect(kept.invoice.version).toBe(invoice.version);
    expect(kept.invoice.lines.map((l) => l.timekeeperId)).toEqual([dana.id]);
  });
});

describe('timekeeper classifications', () => {
  it('come from the role until a firm admin sets one; the LEDES export carries what was set', async () => {
    const invoice = await invoiceOf(asDana, [fee('Deposition prep'), fee('Exhibit index', { timekeeperId: luis.id })]);
    const classifications = async () =>
      parseLedes1998B(await exported(asDana, invoice.id)).records.map((r) => [r.TIMEKEEPER_NAME, r.TIMEKEEPER_CLASSIFICATION]);
    expect(await classifications()).toEqual([['Whitfield, Dana', 'AS'], ['Ortega, Luis', 'LA']]);

    const partner = await classify(admin, await person(dana.id), 'PT');
    expect(partner.errors).toBeUndefined();
    expect(partner.data!.updateFirmUser).toMatchObject({ timekeeperClassification: 'PT', ledesClassification: 'PT' });
    await classify(admin, await person(luis.id), 'OT');
    const text = await exported(asDana, invoice.id);
    expect(ledes1998BProblems(text)).toEqual([]);
    expect(await classifications()).toEqual([['Whitfield, Dana', 'PT'], ['Ortega, Luis', 'OT']]);

    // An edit that leaves it out keeps it; null gives the role's back.
    const current = await person(dana.id);
    const renamed = await admin.request<{ updateFirmUser: Person }>(UPDATE_USER, {
      input: { id: current.id, version: current.version, firstName: 'Dana', lastName: 'Whitfield', phone: '512-555-0100', role: 'ATTORNEY', status: 'ACTIVE' },
    });
    expect(renamed.data!.updateFirmUser.timekeeperClassification).toBe('PT');
    expect((await classify(admin, await person(luis.id), null)).data!.updateFirmUser).toMatchObject({ timekeeperClassification: null, ledesClassification: 'LA' });
    expect(await classifications()).toEqual([['Whitfield, Dana', 'PT'], ['Ortega, Luis', 'LA']]);

    // A person added with one has it from the start.
    const added = await ok<{ addFirmUser: { user: { timekeeperClassification: string; ledesClassification: string } } }>(
      admin,
      'mutation($input: AddFirmUserInput!) { addFirmUser(input: $input) { user { timekeeperClassification ledesClassification } } }',
      { input: { firstName: 'Omar', lastName: 'Counsel', email: `omar-${Date.now()}@example.com`, role: 'ATTORNEY', timekeeperClassification: 'OC' } },
    );
    expect(added.addFirmUser.user).toEqual({ timekeeperClassification: 'OC', ledesClassification: 'OC' });
  });

  it('cannot be set by anyone but a firm admin of the person’s firm', async () => {
    const before = await person(ben.id);
    expect(errorCode(await classify(asDana, before, 'PT'))).toBe('FORBIDDEN');
    expect(errorCode(await classify(asLuis, before, 'PT'))).toBe('FORBIDDEN');
    const otherAdmin = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
    expect(errorCode(await classify(otherAdmin, before, 'PT'))).toBe('NOT_FOUND');
    // Not through one's own profile either: the input has no such field.
    const own = await asDana.request('mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id } }', {
      input: { version: 1, firstName: 'Dana', lastName: 'Whitfield', timekeeperClassification: 'PT' },
    });
    expect(own.errors).toBeDefined();
    expect(await person(ben.id)).toMatchObject({ version: before.version, timekeeperClassification: null, ledesClassification: 'AS' });
  });
});
