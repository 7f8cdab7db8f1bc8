import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const MATTER_FIELDS = `id version number name status statusDays caseType caseGroup facts stage court permission accessUserIds
  client { id name } incident { state date facts seriousInjury injuredPlaintiffId }
  referral { advertisingSource lawFirm sourceName relationship otherComments }
  statusHistory { fromStatus toStatus changedAt } folders { name }`;
const INTAKE = `mutation($input: IntakeInput!) { intake(input: $input) { ${MATTER_FIELDS} } }`;
const CREATE = `mutation($input: CreateMatterInput!) { createMatter(input: $input) { ${MATTER_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateMatterInput!) { updateMatter(input: $input) { ${MATTER_FIELDS} } }`;
const GET = `query($id: ID!) { matter(id: $id) { ${MATTER_FIELDS} } }`;
const LIST = `query($status: MatterStatus, $search: String, $sortBy: MatterSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int, $contactId: ID) {
  matters(status: $status, search: $search, sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize, contactId: $contactId) {
    totalCount items { id number name status defendantName }
  }
}`;
const ACTIVITY = 'query($matterId: ID!) { matterActivity(matterId: $matterId) { totalCount items { action summary actor { fullName } } } }';

interface MatterData {
  id: string;
  version: number;
  number: string;
  name: string;
  status: string;
  client: { id: string; name: string } | null;
  statusHistory: Array<{ fromStatus: string | null; toStatus: string }>;
}
type ListData = { matters: { totalCount: number; items: Array<{ id: string; number: string; name: string; status: string; defendantName: string | null }> } };

let server: TestServer;
let attorney: UserRow;
let otherAttorney: UserRow;
let a: ApiClient;
let a2: ApiClient;
let admin: ApiClient;
let b: ApiClient;

const intakeInput = (lastName = 'Alvarez') => ({
  caseGroup: 'Personal Injury',
  caseType: 'Car Accident',
  caseSubType: 'Rear-end',
  facts: 'Rear-ended at a red light on Congress Ave.',
  plaintiff: {
    kind: 'PERSON',
    firstName: 'Maria',
    lastName,
    gender: 'FEMALE',
    email: 'maria@example.com',
    dateOfBirth: '1988-04-12',
    ssn: '123-45-6789',
    language: 'Spanish',
    comments: 'Prefers text messages',
    addresses: [{ addressType: 'Home', address1: '418 Congress Ave', city: 'Austin', county: 'Travis', state: 'Texas', zip: '78701', country: 'United States' }],
  },
  incident: { state: 'Texas', date: '2026-10-01', facts: 'Other driver ran the light.', seriousInjury: true, otherInjuries: 'Whiplash' },
  referral: { advertisingSource: 'Google Ads', advertisingComments: 'Search ad', lawFirm: 'Hawthorne & Pike', attorney: 'Laura Kim', sourceName: 'Former Client', relationship: 'Friend', otherComments: 'Sister of a client' },
});

async function intake(client: ApiClient, input: Record<string, unknown> = intakeInput()) {
  const response = await client.request<{ intake: MatterData }>(INTAKE, { input });
  expect(response.errors).toBeUndefined();
  return response.data!.intake;
}

beforeAll(async () => {
  server = await startTestServer();
  const firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  attorney = await createUser(server.db, { firm: firmA, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  otherAttorney = await createUser(server.db, { firm: firmA, role: 'ATTORNEY', firstName: 'Blake', lastName: 'Moss' });
  [a, a2, admin, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(otherAttorney),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
});

afterAll(async () => {
  await server.stop();
});

describe('intake', () => {
  it('creates the case, the plaintiff contact with every detail, the plaintiff party and the referral source at once', async () => {
    const matter = await intake(a);
    expect(matter).toMatchObject({
      number: `${new Date().getFullYear()}-0001`,
      name: 'Maria Alvarez – Car Accident',
      status: 'PENDING',
      statusDays: 0,
      caseType: 'Car Accident',
      caseGroup: 'Personal Injury',
      facts: 'Rear-ended at a red light on Congress Ave.',
      client: { name: 'Maria Alvarez' },
      incident: { state: 'Texas', date: '2026-10-01', facts: 'Other driver ran the light.', seriousInjury: true },
      referral: { advertisingSource: 'Google Ads', lawFirm: 'Hawthorne & Pike', sourceName: 'Former Client', relationship: 'Friend', otherComments: 'Sister of a client' },
      statusHistory: [{ fromStatus: null, toStatus: 'PENDING' }],
    });
    expect((matter as unknown as { incident: { injuredPlaintiffId: string } }).incident.injuredPlaintiffId).toBe(matter.client!.id);
    const contact = await a.request<{ contact: Record<string, unknown> }>(
      'query($id: ID!) { contact(id: $id) { name email language comments dateOfBirth ssnMasked addresses { city county state } } }',
      { id: matter.client!.id },
    );
    expect(contact.data!.contact).toMatchObject({
      email: 'maria@example.com', language: 'Spanish', comments: 'Prefers text messages', dateOfBirth: '1988-04-12', ssnMasked: '•••• 6789',
      addresses: [{ city: 'Austin', county: 'Travis', state: 'Texas' }],
    });
    const parties = await a.request<{ parties: { items: Array<{ role: string; primaryLabel: string; contact: { name: string } }> } }>(
      'query($matterId: ID!) { parties(matterId: $matterId, category: PLAINTIFF) { items { role primaryLabel contact { name } } } }',
      { matterId: matter.id },
    );
    expect(parties.data!.parties.items).toEqual([{ role: 'Plaintiff', primaryLabel: 'Primary Plaintiff', contact: { name: 'Maria Alvarez' } }]);
    const activity = await a.request<{ matterActivity: { items: Array<{ summary: string; actor: { fullName: string } }> } }>(ACTIVITY, { matterId: matter.id });
    expect(activity.data!.matterActivity.items[0]).toMatchObject({ summary: expect.stringContaining('from the intake'), actor: { fullName: 'Avery Stone' } });
  });

  it('shows every missing or bad field at once and saves nothing', async () => {
    const before = await server.db.query('SELECT (SELECT count(*) FROM matters) AS matters, (SELECT count(*) FROM contacts) AS contacts');
    const input = intakeInput();
    const response = await a.request(INTAKE, {
      input: { ...input, caseType: '', plaintiff: { kind: 'PERSON', email: 'not-an-email' }, incident: { date: '2999-01-01' } },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const fields = (response.errors![0]!.extensions!.fields as Array<{ field: string }>).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['caseType', 'plaintiff.email']));
    const lastName = await a.request(INTAKE, { input: { ...input, plaintiff: { kind: 'PERSON' } } });
    expect(lastName.errors![0]!.extensions!.fields).toEqual([{ field: 'plaintiff.lastName', messages: ['Enter a first or last name.'] }]);
    const future = await a.request(INTAKE, { input: { ...input, incident: { date: '2999-01-01' } } });
    expect(future.errors![0]!.extensions!.fields).toEqual([{ field: 'incident.date', messages: ['The incident date cannot be in the future.'] }]);
    const after = await server.db.query('SELECT (SELECT count(*) FROM matters) AS matters, (SELECT count(*) FROM contacts) AS contacts');
    expect(after.rows).toEqual(before.rows);
  });

  it('leaves nothing behind when it fails halfway through', async () => {
    const before = await server.db.query('SELECT (SELECT count(*) FROM matters) AS matters, (SELECT count(*) FROM contacts) AS contacts');
    // The plaintiff party is written after the contact and the case: make that step fail.
    await server.db.query(`CREATE FUNCTION fail_party() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_party BEFORE INSERT ON matter_parties FOR EACH ROW EXECUTE FUNCTION fail_party();`);
    try {
      const response = await a.request(INTAKE, { input: intakeInput('Halfway') });
      expect(response.errors![0]!.message).not.toMatch(/disk full|matter_parties/);
    } finally {
      await server.db.query('DROP TRIGGER fail_party ON matter_parties; DROP FUNCTION fail_party();');
    }
    const after = await server.db.query('SELECT (SELECT count(*) FROM matters) AS matters, (SELECT count(*) FROM contacts) AS contacts');
    expect(after.rows).toEqual(before.rows);
    const contacts = await a.request<{ contacts: { totalCount: number } }>('{ contacts(search: "Halfway") { totalCount } }');
    expect(contacts.data!.contacts.totalCount).toBe(0);
  });
});

describe('cases', () => {
  let open: MatterData;
  let restricted: MatterData;

  beforeAll(async () => {
    const client = await a.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Ethan", lastName: "Brooks" }) { id } }');
    const created = await a.request<{ createMatter: MatterData }>(CREATE, {
      input: {
        name: 'Brooks v. Lone Star Freight', number: 'PI-100', clientId: client.data!.createContact.id, court: 'Travis County District Court',
        practiceArea: 'Personal Injury', stage: 'Demand', description: 'Truck collision', folders: ['Medical Records', 'Police Report', 'Medical Records'],
      },
    });
    expect(created.errors).toBeUndefined();
    open = created.data!.createMatter;
    const secret = await a.request<{ createMatter: MatterData }>(CREATE, {
      input: { name: 'Confidential settlement', number: 'PI-200', permission: 'SPECIFIC_USERS', userIds: [] },
    });
    restricted = secret.data!.createMatter;
  });

  it('saves Add New Case with its client (as plaintiff), folders and permission', async () => {
    expect(open).toMatchObject({ number: 'PI-100', court: 'Travis County District Court', stage: 'Demand', permission: 'EVERYONE', client: { name: 'Ethan Brooks' } });
    expect((open as unknown as { folders: Array<{ name: string }> }).folders).toEqual([{ name: 'Medical Records' }, { name: 'Police Report' }]);
    expect((restricted as unknown as { accessUserIds: string[] }).accessUserIds).toEqual([attorney.id]);
    const duplicate = await a.request(CREATE, { input: { name: 'Another', number: 'PI-100' } });
    expect(duplicate.errors![0]!.extensions!.fields).toEqual([{ field: 'number', messages: ['Another case already has this number.'] }]);
    const nameless = await a.request(CREATE, { input: { name: '' } });
    expect(nameless.errors![0]!.extensions!.fields).toEqual([{ field: 'name', messages: ['Enter the case name.'] }]);
  });

  it('hides a Specific User case from everyone else in the firm, but not from firm admins', async () => {
    const mine = await a.request<ListData>(LIST, { search: 'Confidential' });
    expect(mine.data!.matters.totalCount).toBe(1);
    const theirs = await a2.request<ListData>(LIST, {});
    expect(theirs.data!.matters.items.map((m) => m.number)).not.toContain('PI-200');
    expect(errorCode(await a2.request(GET, { id: restricted.id }))).toBe('NOT_FOUND');
    expect(errorCode(await a2.request(UPDATE, { input: { id: restricted.id, version: restricted.version, stage: 'X' } }))).toBe('NOT_FOUND');
    expect(errorCode(await a2.request(ACTIVITY, { matterId: restricted.id }))).toBe('NOT_FOUND');
    const exported = await fetch(`${server.url}/api/export/matters`, { headers: { cookie: a2.cookie! } });
    expect(await exported.text()).not.toContain('Confidential');
    expect((await fetch(`${server.url}/api/export/matters/${restricted.id}/parties`, { headers: { cookie: a2.cookie! } })).status).toBe(404);
    const adminView = await admin.request<{ matter: { name: string } }>(GET, { id: restricted.id });
    expect(adminView.data!.matter.name).toBe('Confidential settlement');

    const opened = await a.request<{ updateMatter: MatterData }>(UPDATE, { input: { id: restricted.id, version: restricted.version, userIds: [attorney.id, otherAttorney.id] } });
    expect(opened.errors).toBeUndefined();
    restricted = opened.data!.updateMatter;
    expect((await a2.request<{ matter: { name: string } }>(GET, { id: restricted.id })).data!.matter.name).toBe('Confidential settlement');
  });

  it("never shows or changes another firm's cases", async () => {
    expect(errorCode(await b.request(GET, { id: open.id }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request(UPDATE, { input: { id: open.id, version: open.version, stage: 'X' } }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request('mutation($id: ID!) { deleteMatter(id: $id) }', { id: open.id }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request(ACTIVITY, { matterId: open.id }))).toBe('NOT_FOUND');
    expect((await b.request<ListData>(LIST, {})).data!.matters.totalCount).toBe(0);
    expect((await fetch(`${server.url}/api/export/matters/${open.id}/parties`, { headers: { cookie: b.cookie! } })).status).toBe(404);
    const clientLink = await b.request(CREATE, { input: { name: 'Theirs', clientId: open.client!.id } });
    expect(clientLink.errors![0]!.extensions!.fields).toEqual([{ field: 'clientId', messages: ['Choose a client from your contacts.'] }]);
  });

  it('moves a case through its statuses, recording each change with its date and in the activity', async () => {
    const moved = await a.request<{ updateMatter: MatterData }>(UPDATE, { input: { id: open.id, version: open.version, status: 'IN_PROGRESS', stage: 'Litigation' } });
    expect(moved.errors).toBeUndefined();
    const done = await a.request<{ updateMatter: MatterData }>(UPDATE, { input: { id: open.id, version: moved.data!.updateMatter.version, status: 'COMPLETED' } });
    const back = await a.request<{ updateMatter: MatterData }>(UPDATE, { input: { id: open.id, version: done.data!.updateMatter.version, status: 'IN_PROGRESS' } });
    open = back.data!.updateMatter;
    expect(open.statusHistory.map((c) => [c.fromStatus, c.toStatus])).toEqual([
      [null, 'PENDING'], ['PENDING', 'IN_PROGRESS'], ['IN_PROGRESS', 'COMPLETED'], ['COMPLETED', 'IN_PROGRESS'],
    ]);
    const activity = await a.request<{ matterActivity: { items: Array<{ summary: string }> } }>(ACTIVITY, { matterId: open.id });
    expect(activity.data!.matterActivity.items.map((i) => i.summary)).toEqual(
      expect.arrayContaining(['Moved the case from Pending to In Progress', 'Changed the stage', 'Moved the case from Completed to In Progress']),
    );
  });

  it('answers CONFLICT to a save over an older version', async () => {
    const stale = await a2.request(UPDATE, { input: { id: open.id, version: open.version - 1, court: 'Somewhere else' } });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect((await a.request<{ matter: { court: string } }>(GET, { id: open.id })).data!.matter.court).toBe('Travis County District Court');
  });

  it('filters by status, searches by name, number or party, sorts and pages', async () => {
    await intake(a, intakeInput('Zimmer'));
    const inProgress = await a.request<ListData>(LIST, { status: 'IN_PROGRESS' });
    expect(inProgress.data!.matters.items.map((m) => m.number)).toEqual(['PI-100']);
    expect((await a.request<ListData>(LIST, { search: 'zimmer' })).data!.matters.totalCount).toBe(1);
    expect((await a.request<ListData>(LIST, { search: 'PI-2' })).data!.matters.totalCount).toBe(1);
    const byName = await a.request<ListData>(LIST, { sortBy: 'NAME', sortDirection: 'ASC', pageSize: 2 });
    expect(byName.data!.matters.totalCount).toBe(4);
    expect(byName.data!.matters.items.map((m) => m.name)).toEqual(['Brooks v. Lone Star Freight', 'Confidential settlement']);
    const page2 = await a.request<ListData>(LIST, { sortBy: 'NAME', sortDirection: 'ASC', pageSize: 2, page: 2 });
    expect(page2.data!.matters.items.map((m) => m.name)).toEqual(['Maria Alvarez – Car Accident', 'Maria Zimmer – Car Accident']);
    for (const sortBy of ['NUMBER', 'INCIDENT_DATE', 'STATUS_DAYS', 'DEFENDANT', 'DEFENDANT_INSURANCE', 'PLAINTIFF_INSURANCE', 'STATUS', 'TYPE', 'STAFF', 'STAGE', 'PRIORITY']) {
      const sorted = await a.request<ListData>(LIST, { sortBy, sortDirection: 'DESC' });
      expect(sorted.errors).toBeUndefined();
      expect(sorted.data!.matters.totalCount).toBe(4);
    }
  });

  it("finds a case by its client's or a party's name, in any case, and not by another firm's contacts", async () => {
    const client = (await a.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Quincy", lastName: "Oduya" }) { id } }')).data!
      .createContact.id;
    const matter = (await a.request<{ createMatter: { id: string } }>('mutation($c: ID) { createMatter(input: { name: "Opaque name", clientId: $c }) { id } }', { c: client })).data!
      .createMatter.id;
    const party = await a.request('mutation($m: ID!) { addParty(input: { matterId: $m, category: DEFENDANT, newContact: { kind: PERSON, firstName: "Harlan", lastName: "Fretwell" } }) { id } }', {
      m: matter,
    });
    expect(party.errors).toBeUndefined();
    const found = async (api: ApiClient, search: string) => (await api.request<ListData>(LIST, { search })).data!.matters.items.map((m) => m.name);
    expect(await found(a, 'ODUYA')).toEqual(['Opaque name']);
    expect(await found(a, 'fretw')).toEqual(['Opaque name']);
    expect(await found(a, 'opaque')).toEqual(['Opaque name']);
    expect(await found(b, 'oduya')).toEqual([]);
    await a.request('mutation($id: ID!) { deleteMatter(id: $id) }', { id: matter });
  });

  it('exports the selected rows or the whole filter as CSV', async () => {
    const all = await fetch(`${server.url}/api/export/matters?sortBy=NUMBER&sortDirection=ASC`, { headers: { cookie: a.cookie! } });
    expect(all.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await all.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Case No,Case Name,Incident Date,Status Days,Defendant,Defendant Insurance,Plaintiff Insurance,Status,Type,All Staff,Client,Case Group,Stage,Court,Opened');
    expect(lines).toHaveLength(5);
    const selected = await fetch(`${server.url}/api/export/matters?ids=${open.id}`, { headers: { cookie: a.cookie! } });
    const selectedLines = (await selected.text()).trim().split('\r\n');
    expect(selectedLines).toHaveLength(2);
    expect(selectedLines[1]).toMatch(/^PI-100,Brooks v\. Lone Star Freight,/);
    expect((await fetch(`${server.url}/api/export/matters`)).status).toBe(401);
  });

  it('deletes a case (gone everywhere) and lets a firm admin restore it', async () => {
    expect((await a.request('mutation($id: ID!) { deleteMatter(id: $id) }', { id: open.id })).data).toEqual({ deleteMatter: true });
    expect(errorCode(await a.request(GET, { id: open.id }))).toBe('NOT_FOUND');
    expect((await a.request<ListData>(LIST, { search: 'Brooks' })).data!.matters.totalCount).toBe(0);
    expect(errorCode(await a.request('mutation($id: ID!) { restoreMatter(id: $id) { id } }', { id: open.id }))).toBe('FORBIDDEN');
    const restored = await admin.request<{ restoreMatter: { name: string } }>('mutation($id: ID!) { restoreMatter(id: $id) { name } }', { id: open.id });
    expect(restored.data!.restoreMatter.name).toBe('Brooks v. Lone Star Freight');
    expect((await a.request<ListData>(LIST, { search: 'Brooks' })).data!.matters.totalCount).toBe(1);
  });

  it("counts a contact's cases and lists them (related cases)", async () => {
    const contactId = open.client!.id;
    const count = await a.request<{ contact: { caseCount: number } }>('query($id: ID!) { contact(id: $id) { caseCount } }', { id: contactId });
    expect(count.data!.contact.caseCount).toBe(1);
    const related = await a.request<ListData>(LIST, { contactId });
    expect(related.data!.matters.items.map((m) => m.number)).toEqual(['PI-100']);
  });
});

describe('select lists', () => {
  const LISTS = 'query($keys: [OptionListKey!]) { optionLists(keys: $keys) { key values customized } }';

  it('ships US defaults, lets a firm admin change them for the firm only, and back', async () => {
    const defaults = await a.request<{ optionLists: Array<{ key: string; values: string[]; customized: boolean }> }>(LISTS, { keys: ['STATES', 'CASE_TYPES'] });
    const states = defaults.data!.optionLists.find((l) => l.key === 'STATES')!;
    expect(states.values).toContain('Texas');
    expect(states.customized).toBe(false);
    expect(errorCode(await a.request('mutation { setOptionList(input: { key: CASE_TYPES, values: ["X"] }) { key } }'))).toBe('FORBIDDEN');
    const set = await admin.request<{ setOptionList: { values: string[]; customized: boolean } }>(
      'mutation { setOptionList(input: { key: CASE_TYPES, values: [" Car Accident ", "Dog Bite", "Car Accident", ""] }) { values customized } }',
    );
    expect(set.data!.setOptionList).toEqual({ values: ['Car Accident', 'Dog Bite'], customized: true });
    const otherFirm = await b.request<{ optionLists: Array<{ values: string[] }> }>(LISTS, { keys: ['CASE_TYPES'] });
    expect(otherFirm.data!.optionLists[0]!.values.length).toBeGreaterThan(2);
    const reset = await admin.request<{ setOptionList: { customized: boolean } }>('mutation { setOptionList(input: { key: CASE_TYPES, values: null }) { customized } }');
    expect(reset.data!.setOptionList.customized).toBe(false);
  });
});
