import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const PARTY_FIELDS = 'id version category role primaryLabel groupName comment primaryComment relatedPartyId contact { id name primaryPhone }';
const ADD = `mutation($input: AddPartyInput!) { addParty(input: $input) { ${PARTY_FIELDS} } }`;
const UPDATE = `mutation($input: UpdatePartyInput!) { updateParty(input: $input) { ${PARTY_FIELDS} } }`;
const LIST = `query($matterId: ID!, $category: PartyCategory!, $page: Int, $pageSize: Int) {
  parties(matterId: $matterId, category: $category, page: $page, pageSize: $pageSize) { totalCount items { ${PARTY_FIELDS} } }
}`;
const INCIDENT = `mutation($input: UpdateIncidentInput!) { updateIncident(input: $input) { version incident {
  state date liabilityCode comments facts mergedFacts accidentTiming previousAttorney injuryLocation propertyOwner reportedIncident } } }`;

interface PartyData {
  id: string;
  version: number;
  role: string | null;
  primaryLabel: string | null;
  contact: { id: string; name: string };
}

let server: TestServer;
let firmA: FirmRow;
let attorney: UserRow;
let a: ApiClient;
let b: ApiClient;
let matterId: string;
let matterVersion: number;

async function newContact(client: ApiClient, firstName: string, lastName: string): Promise<string> {
  const response = await client.request<{ createContact: { id: string } }>(
    'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }',
    { input: { kind: 'PERSON', firstName, lastName } },
  );
  return response.data!.createContact.id;
}

beforeAll(async () => {
  server = await startTestServer();
  firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  attorney = await createUser(server.db, { firm: firmA, role: 'ATTORNEY' });
  [a, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  const created = await a.request<{ createMatter: { id: string; version: number } }>(
    'mutation { createMatter(input: { name: "Cruz v. Lone Star Freight", number: "PI-7" }) { id version } }',
  );
  matterId = created.data!.createMatter.id;
  matterVersion = created.data!.createMatter.version;
});

afterAll(async () => {
  await server.stop();
});

describe('parties', () => {
  let defendant: PartyData;
  let witness: PartyData;

  it('adds an existing contact as defendant and a new one as witness, and lists them per sub-tab', async () => {
    const freightId = await newContact(a, 'Rudy', 'Marsh');
    const added = await a.request<{ addParty: PartyData }>(ADD, {
      input: { matterId, category: 'DEFENDANT', contactId: freightId, role: 'Defendant', primaryLabel: 'Primary Defendant', groupName: 'Trucking' },
    });
    expect(added.errors).toBeUndefined();
    defendant = added.data!.addParty;
    const created = await a.request<{ addParty: PartyData }>(ADD, {
      input: {
        matterId, category: 'NON_PARTY_CONTACT', role: 'Witness', primaryLabel: 'Key Witness', comment: 'Saw the crash',
        newContact: { kind: 'PERSON', firstName: 'Grace', lastName: 'Okafor', phones: [{ type: 'Mobile', number: '214 555 0173' }] },
      },
    });
    expect(created.errors).toBeUndefined();
    witness = created.data!.addParty;
    expect(witness.contact).toMatchObject({ name: 'Grace Okafor', primaryPhone: '+12145550173' });

    const defendants = await a.request<{ parties: { totalCount: number; items: PartyData[] } }>(LIST, { matterId, category: 'DEFENDANT' });
    expect(defendants.data!.parties.items).toEqual([expect.objectContaining({ role: 'Defendant', primaryLabel: 'Primary Defendant', contact: expect.objectContaining({ name: 'Rudy Marsh' }) })]);
    const matter = await a.request<{ matter: { defendantName: string } }>('query($id: ID!) { matter(id: $id) { defendantName } }', { id: matterId });
    expect(matter.data!.matter.defendantName).toBe('Rudy Marsh');
  });

  it('pages a long party list', async () => {
    for (let i = 0; i < 12; i += 1) {
      await a.request(ADD, { input: { matterId, category: 'PLAINTIFF_CONTACT', role: 'Medical Provider', newContact: { kind: 'COMPANY', companyName: `Clinic ${String(i).padStart(2, '0')}` } } });
    }
    const page2 = await a.request<{ parties: { totalCount: number; items: PartyData[] } }>(LIST, { matterId, category: 'PLAINTIFF_CONTACT', page: 2, pageSize: 10 });
    expect(page2.data!.parties.totalCount).toBe(12);
    expect(page2.data!.parties.items.map((p) => p.contact.name)).toEqual(['Clinic 10', 'Clinic 11']);
  });

  it('refuses a party without a contact, or with both, or with a bad new contact, saving nothing', async () => {
    const neither = await a.request(ADD, { input: { matterId, category: 'DEFENDANT' } });
    expect(neither.errors![0]!.extensions!.fields).toEqual([{ field: 'contactId', messages: ['Choose a contact or enter a new one.'] }]);
    const bad = await a.request(ADD, { input: { matterId, category: 'DEFENDANT', newContact: { kind: 'PERSON', email: 'future@example.com', dateOfBirth: '2999-01-01', lastName: 'Future' } } });
    expect(bad.errors![0]!.extensions!.fields).toEqual([{ field: 'newContact.dateOfBirth', messages: ['The date of birth cannot be in the future.'] }]);
  });

  it('edits a party over its version and removes one, each in Recent Activity', async () => {
    const edited = await a.request<{ updateParty: PartyData }>(UPDATE, { input: { id: defendant.id, version: defendant.version, primaryLabel: 'Co-Defendant' } });
    expect(edited.data!.updateParty).toMatchObject({ primaryLabel: 'Co-Defendant', version: defendant.version + 1 });
    expect(errorCode(await a.request(UPDATE, { input: { id: defendant.id, version: defendant.version, role: 'X' } }))).toBe('CONFLICT');
    expect((await a.request('mutation($id: ID!) { removeParty(id: $id) }', { id: witness.id })).data).toEqual({ removeParty: true });
    const activity = await a.request<{ matterActivity: { items: Array<{ summary: string }> } }>(
      'query($matterId: ID!) { matterActivity(matterId: $matterId, pageSize: 100) { items { summary } } }',
      { matterId },
    );
    expect(activity.data!.matterActivity.items.map((i) => i.summary)).toEqual(
      expect.arrayContaining(['Added Rudy Marsh as defendant', 'Added Grace Okafor as non-party contact', 'Edited Rudy Marsh (defendant)', 'Removed Grace Okafor as non-party contact']),
    );
  });

  it('shows, in the conflict check, the cases and sides a similar name appears on', async () => {
    const response = await a.request<{ conflictCheck: Array<{ contact: { name: string }; appearances: Array<{ category: string; matter: { number: string } }> }> }>(
      '{ conflictCheck(name: "Rudy Marsch") { contact { name } appearances { category role matter { number name } } } }',
    );
    expect(response.data!.conflictCheck[0]).toMatchObject({ contact: { name: 'Rudy Marsh' }, appearances: [{ category: 'DEFENDANT', matter: { number: 'PI-7' } }] });
  });

  it("keeps another firm out of the case's parties", async () => {
    expect(errorCode(await b.request(LIST, { matterId, category: 'DEFENDANT' }))).toBe('NOT_FOUND');
    const theirContact = await newContact(b, 'Their', 'Contact');
    expect(errorCode(await b.request(ADD, { input: { matterId, category: 'DEFENDANT', contactId: theirContact } }))).toBe('NOT_FOUND');
    const foreign = await a.request(ADD, { input: { matterId, category: 'DEFENDANT', contactId: theirContact } });
    expect(foreign.errors![0]!.extensions!.fields).toEqual([{ field: 'contactId', messages: ['Choose a contact from your contacts.'] }]);
    expect(errorCode(await b.request(UPDATE, { input: { id: defendant.id, version: 2, role: 'X' } }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request('mutation($id: ID!) { removeParty(id: $id) }', { id: defendant.id }))).toBe('NOT_FOUND');
  });

  it('exports a party sub-tab as CSV', async () => {
    const response = await fetch(`${server.url}/api/export/matters/${matterId}/parties?category=DEFENDANT`, { headers: { cookie: a.cookie! } });
    expect(response.headers.get('content-disposition')).toMatch(/PI-7-defendants-/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual(['Name,Role,Phone Number,Primary,Group,Email,Comment,Primary Comment', 'Rudy Marsh,Defendant,,Co-Defendant,Trucking,,,']);
  });
});

describe('incident and questionnaire', () => {
  it('saves the incident tab and reads it back', async () => {
    const response = await a.request<{ updateIncident: { version: number; incident: Record<string, unknown> } }>(INCIDENT, {
      input: {
        matterId, version: matterVersion, state: 'Texas', date: '2026-09-30', liabilityCode: 'Clear Liability', comments: 'Police report filed',
        facts: 'Truck drifted lanes', mergedFacts: 'Truck drifted lanes; driver cited', accidentTiming: 'TWO_WEEKS_TO_TWO_YEARS',
        previousAttorney: false, injuryLocation: 'ROAD', propertyOwner: 'TxDOT, I-35 at 6th St', reportedIncident: true,
      },
    });
    expect(response.errors).toBeUndefined();
    matterVersion = response.data!.updateIncident.version;
    const reread = await a.request<{ matter: { incident: Record<string, unknown> } }>(
      'query($id: ID!) { matter(id: $id) { incident { state date accidentTiming previousAttorney injuryLocation propertyOwner reportedIncident } } }',
      { id: matterId },
    );
    expect(reread.data!.matter.incident).toEqual({
      state: 'Texas', date: '2026-09-30', accidentTiming: 'TWO_WEEKS_TO_TWO_YEARS', previousAttorney: false, injuryLocation: 'ROAD',
      propertyOwner: 'TxDOT, I-35 at 6th St', reportedIncident: true,
    });
    expect(errorCode(await a.request(INCIDENT, { input: { matterId, version: matterVersion - 1, state: 'Ohio' } }))).toBe('CONFLICT');
    expect(errorCode(await b.request(INCIDENT, { input: { matterId, version: matterVersion, state: 'Ohio' } }))).toBe('NOT_FOUND');
  });
});

describe('staff and timeline', () => {
  it('adds up to 10 staff, refuses the 11th and other firms’ people, and removes one', async () => {
    const people: UserRow[] = [];
    for (let i = 0; i < 11; i += 1) people.push(await createUser(server.db, { firm: firmA, role: i % 2 ? 'PARALEGAL' : 'STAFF', firstName: `Member${i}` }));
    for (const person of people.slice(0, 10)) {
      const response = await a.request('mutation($m: ID!, $u: ID!) { addMatterStaff(matterId: $m, userId: $u) { id } }', { m: matterId, u: person.id });
      expect(response.errors).toBeUndefined();
    }
    const eleventh = await a.request('mutation($m: ID!, $u: ID!) { addMatterStaff(matterId: $m, userId: $u) { id } }', { m: matterId, u: people[10]!.id });
    expect(eleventh.errors![0]!.extensions!.fields).toEqual([{ field: 'userId', messages: ['A case can have at most 10 staff.'] }]);
    const outsider = await createUser(server.db, { firm: await createFirm(server.db), role: 'ATTORNEY' });
    const foreign = await a.request('mutation($m: ID!, $u: ID!) { addMatterStaff(matterId: $m, userId: $u) { id } }', { m: matterId, u: outsider.id });
    expect(foreign.errors![0]!.extensions!.fields).toEqual([{ field: 'userId', messages: ['Choose an active member of your firm.'] }]);
    const removed = await a.request<{ removeMatterStaff: { staff: Array<{ firstName: string }> } }>(
      'mutation($m: ID!, $u: ID!) { removeMatterStaff(matterId: $m, userId: $u) { staff { firstName } } }',
      { m: matterId, u: people[0]!.id },
    );
    expect(removed.data!.removeMatterStaff.staff).toHaveLength(9);
    expect(removed.data!.removeMatterStaff.staff[0]!.firstName).toBe('Member1');
  });

  it('keeps an editable timeline in date order', async () => {
    const add = (title: string, date: string, time?: string) =>
      a.request<{ addTimelineEntry: { id: string; version: number } }>(
        'mutation($m: ID!, $input: TimelineEntryInput!) { addTimelineEntry(matterId: $m, input: $input) { id version } }',
        { m: matterId, input: { title, date, time } },
      );
    const demand = await add('Demand letter sent', '2026-11-20', '10:00');
    await add('Accident', '2026-09-30');
    const badTime = await add('Call', '2026-11-21', '25:00');
    expect(badTime.errors![0]!.extensions!.fields).toEqual([{ field: 'time', messages: ['Use a time like 09:30.'] }]);
    await a.request('mutation($id: ID!, $v: Int!, $input: TimelineEntryInput!) { updateTimelineEntry(id: $id, version: $v, input: $input) { id } }', {
      id: demand.data!.addTimelineEntry.id, v: demand.data!.addTimelineEntry.version, input: { title: 'Demand letter sent to insurer', date: '2026-11-20', time: '10:30' },
    });
    const timeline = await a.request<{ matter: { timeline: Array<{ title: string; date: string; time: string | null }> } }>(
      'query($id: ID!) { matter(id: $id) { timeline { title date time } } }',
      { id: matterId },
    );
    expect(timeline.data!.matter.timeline).toEqual([
      { title: 'Accident', date: '2026-09-30', time: null },
      { title: 'Demand letter sent to insurer', date: '2026-11-20', time: '10:30' },
    ]);
    expect(errorCode(await b.request('mutation($id: ID!) { removeTimelineEntry(id: $id) }', { id: demand.data!.addTimelineEntry.id }))).toBe('NOT_FOUND');
  });
});
