import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { png, pngHeader } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';

const CONTACT_FIELDS = `id version kind name firstName lastName email primaryPhone dateOfBirth active ssnMasked
  phones { type number ext canText isPrimary } addresses { addressType address1 city state zip useOrgAddress }`;
const CREATE = `mutation($input: CreateContactInput!) { createContact(input: $input) { ${CONTACT_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateContactInput!) { updateContact(input: $input) { ${CONTACT_FIELDS} } }`;
const GET = `query($id: ID!) { contact(id: $id) { ${CONTACT_FIELDS} } }`;
const LIST = `query($kind: ContactKind, $search: String, $sortBy: ContactSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {
  contacts(kind: $kind, search: $search, sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {
    totalCount items { id name primaryPhone }
  }
}`;
const REVEAL = 'mutation($id: ID!) { revealContactIdentifier(id: $id, identifier: SSN) }';
const CONFLICTS = 'query($name: String!) { conflictCheck(name: $name) { similarity contact { id name } } }';

interface ContactData {
  id: string;
  version: number;
  name: string;
  primaryPhone: string | null;
  ssnMasked: string | null;
  phones: Array<{ number: string; isPrimary: boolean }>;
}

let server: TestServer;
let attorneyA: UserRow;
let staffA: UserRow;
let adminB: UserRow;
let a: ApiClient;
let b: ApiClient;

const dana = {
  kind: 'PERSON',
  prefix: 'Ms.',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'Dana.Whitfield@Example.com',
  dateOfBirth: '1984-06-02',
  ssn: '123-45-6789',
  phones: [
    { type: 'Mobile', number: '(212) 555-0123', canText: true, isPrimary: false },
    { type: 'Work', number: '212.555.0199', ext: '12', isPrimary: true },
  ],
  addresses: [{ addressType: 'Home', address1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' }],
};

async function create(client: ApiClient, input: Record<string, unknown>) {
  return client.request<{ createContact: ContactData }>(CREATE, { input });
}

beforeAll(async () => {
  server = await startTestServer();
  const firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  attorneyA = await createUser(server.db, { firm: firmA, role: 'ATTORNEY' });
  staffA = await createUser(server.db, { firm: firmA, role: 'STAFF' });
  adminB = await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' });
  [a, b] = await Promise.all([server.signedIn(attorneyA), server.signedIn(adminB)]);
});

afterAll(async () => {
  await server.stop();
});

describe('contacts', () => {
  let danaId: string;

  it('saves a person with an address and two phones, normalising what it stores', async () => {
    const response = await create(a, dana);
    expect(response.errors).toBeUndefined();
    const contact = response.data!.createContact;
    danaId = contact.id;
    expect(contact).toMatchObject({
      kind: 'PERSON',
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      primaryPhone: '+12125550199',
      ssnMasked: '•••• 6789',
      version: 1,
      addresses: [{ addressType: 'Home', address1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701', useOrgAddress: false }],
      phones: [
        { type: 'Mobile', number: '+12125550123', ext: null, canText: true, isPrimary: false },
        { type: 'Work', number: '+12125550199', ext: '12', canText: false, isPrimary: true },
      ],
    });
    const reread = await a.request<{ contact: ContactData }>(GET, { id: danaId });
    expect(reread.data!.contact).toEqual(contact);
  });

  it('stores identifiers encrypted, never in clear', async () => {
    const { rows } = await server.db.query('SELECT ssn_encrypted, ssn_last4 FROM contacts WHERE id = $1', [danaId]);
    expect(rows[0].ssn_encrypted).toMatch(/^v1:/);
    expect(rows[0].ssn_encrypted).not.toContain('6789');
    expect(rows[0].ssn_last4).toBe('6789');
  });

  it('reveals an identifier to an attorney and records it in the audit trail; staff may not', async () => {
    const revealed = await a.request<{ revealContactIdentifier: string }>(REVEAL, { id: danaId });
    expect(revealed.data).toEqual({ revealContactIdentifier: '123-45-6789' });
    const { rows } = await server.db.query(
      "SELECT actor_id, summary FROM activity_entries WHERE subject_id = $1 AND action = 'contact.identifier_revealed'",
      [danaId],
    );
    expect(rows).toEqual([{ actor_id: attorneyA.id, summary: 'Revealed the SSN of Dana Whitfield' }]);
    const staff = await server.signedIn(staffA);
    expect(errorCode(await staff.request(REVEAL, { id: danaId }))).toBe('FORBIDDEN');
  });

  it('rejects bad input with a message at each field, and saves nothing', async () => {
    const before = Number((await server.db.query('SELECT count(*) FROM contacts')).rows[0].count);
    const response = await create(a, {
      kind: 'PERSON',
      firstName: 'Robin',
      email: 'robin@',
      ssn: '000-12-3456',
      dateOfBirth: '2999-01-01',
      dateOfDeath: '1990-01-01',
      phones: [{ type: 'Mobile', number: '12' }],
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const fields = Object.fromEntries(
      (response.errors![0]!.extensions!.fields as Array<{ field: string; messages: string[] }>).map((f) => [f.field, f.messages]),
    );
    expect(fields).toMatchObject({ email: ['Enter a valid email address.'], ssn: ['Enter a valid SSN, like 123-45-6789.'] });
    const semantic = await create(a, { kind: 'PERSON', firstName: 'Robin', dateOfBirth: '2999-01-01', phones: [{ type: 'Mobile', number: '12' }] });
    const semanticFields = (semantic.errors![0]!.extensions!.fields as Array<{ field: string }>).map((f) => f.field);
    expect(semanticFields).toEqual(['dateOfBirth', 'phones.0.number']);
    const noName = await create(a, { kind: 'COMPANY', email: 'info@acme.example' });
    expect(noName.errors![0]!.extensions!.fields).toEqual([{ field: 'companyName', messages: ['Enter the company name.'] }]);
    expect(Number((await server.db.query('SELECT count(*) FROM contacts')).rows[0].count)).toBe(before);
  });

  it('lists, pages, sorts and finds contacts by a misspelled name, email or phone', async () => {
    for (const [firstName, lastName] of [['Marcus', 'Oyelaran'], ['Priyanka', 'Raman'], ['Walter', 'Keene']]) {
      await create(a, { kind: 'PERSON', firstName, lastName });
    }
    await create(a, { kind: 'COMPANY', companyName: 'Lone Star Mutual Insurance', email: 'claims@lonestar.example' });
    const people = await a.request<{ contacts: { totalCount: number; items: Array<{ name: string }> } }>(LIST, {
      kind: 'PERSON',
      sortDirection: 'DESC',
      pageSize: 2,
    });
    expect(people.data!.contacts.totalCount).toBe(4);
    expect(people.data!.contacts.items.map((c) => c.name)).toEqual(['Walter Keene', 'Priyanka Raman']);
    const find = async (search: string) =>
      (await a.request<{ contacts: { items: Array<{ name: string }> } }>(LIST, { search })).data!.contacts.items.map((c) => c.name);
    expect(await find('Dana Whitfeild')).toEqual(['Dana Whitfield']);
    expect(await find('lonestar.example')).toEqual(['Lone Star Mutual Insurance']);
    expect(await find('555-0199')).toEqual(['Dana Whitfield']);
    const companies = await a.request<{ contacts: { totalCount: number } }>(LIST, { kind: 'COMPANY' });
    expect(companies.data!.contacts.totalCount).toBe(1);
  });

  it('warns of possible conflicts: similar names, most similar first', async () => {
    const response = await a.request<{ conflictCheck: Array<{ similarity: number; contact: { name: string } }> }>(CONFLICTS, {
      name: 'Dana Whitfeld',
    });
    expect(response.data!.conflictCheck[0]!.contact.name).toBe('Dana Whitfield');
    expect(response.data!.conflictCheck[0]!.similarity).toBeGreaterThan(0.4);
  });

  it('saves over the version it started from; a stale save answers CONFLICT', async () => {
    const first = await a.request<{ updateContact: ContactData }>(UPDATE, {
      input: { id: danaId, version: 1, nickName: 'Dee', phones: [{ type: 'Home', number: '+1 512 555 0142' }] },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateContact).toMatchObject({ version: 2, primaryPhone: '+15125550142', ssnMasked: '•••• 6789' });
    const stale = await a.request(UPDATE, { input: { id: danaId, version: 1, firstName: 'Danielle' } });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors![0]!.message).toMatch(/changed by someone else/);
    const reread = await a.request<{ contact: { name: string; version: number } }>(GET, { id: danaId });
    expect(reread.data!.contact).toMatchObject({ name: 'Dana Whitfield', version: 2 });
  });

  it("never shows or changes another firm's contacts", async () => {
    expect(errorCode(await b.request(GET, { id: danaId }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request(UPDATE, { input: { id: danaId, version: 2, firstName: 'X' } }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request('mutation($id: ID!) { deleteContact(id: $id) }', { id: danaId }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request(REVEAL, { id: danaId }))).toBe('NOT_FOUND');
    const list = await b.request<{ contacts: { totalCount: number } }>(LIST, { search: 'Dana' });
    expect(list.data!.contacts.totalCount).toBe(0);
    const conflicts = await b.request<{ conflictCheck: unknown[] }>(CONFLICTS, { name: 'Dana Whitfield' });
    expect(conflicts.data!.conflictCheck).toEqual([]);
    const platform = await server.signedIn(await createUser(server.db, { role: 'PLATFORM_ADMIN' }));
    expect(errorCode(await platform.request(LIST))).toBe('FORBIDDEN');
  });

  it('deletes a contact: gone from lists and by id', async () => {
    const response = await a.request('mutation($id: ID!) { deleteContact(id: $id) }', { id: danaId });
    expect(response.data).toEqual({ deleteContact: true });
    expect(errorCode(await a.request(GET, { id: danaId }))).toBe('NOT_FOUND');
    const list = await a.request<{ contacts: { items: Array<{ name: string }> } }>(LIST, { search: 'Whitfield' });
    expect(list.data!.contacts.items).toEqual([]);
  });
});

describe('contacts export', () => {
  const exportUrl = (query = '') => `${server.url}/api/export/contacts${query}`;

  it("downloads a CSV of the current filter, Excel-ready and safe from formulas, with only the firm's contacts", async () => {
    await create(a, { kind: 'PERSON', firstName: 'Zoë', lastName: 'Ångström, Jr', email: 'zoe@example.com', phones: [{ type: 'Mobile', number: '2125550111' }], addresses: [{ address1: '1 "Quoted" Way', city: 'Austin', state: 'TX' }] });
    await create(a, { kind: 'PERSON', firstName: '=HYPERLINK("x")', lastName: 'Injected' });
    await create(b, { kind: 'PERSON', firstName: 'Other', lastName: 'Firm' });
    const response = await fetch(exportUrl('?kind=PERSON&search=Zo%C3%AB'), { headers: { cookie: a.cookie! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Name,Type,Prefix,First Name/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Zoë Ångström, Jr",People');
    expect(lines[1]).toContain('"1 ""Quoted"" Way",,Austin');
    expect(lines[1]).toContain('(212) 555-0111');

    const all = new TextDecoder().decode(await (await fetch(exportUrl(), { headers: { cookie: a.cookie! } })).arrayBuffer());
    expect(all).toContain(`"'=HYPERLINK(""x"") Injected"`);
    expect(all).not.toContain('Other Firm');
  });

  it('needs a firm session', async () => {
    expect((await fetch(exportUrl())).status).toBe(401);
    const platform = await server.signedIn(await createUser(server.db, { role: 'PLATFORM_ADMIN' }));
    expect((await fetch(exportUrl(), { headers: { cookie: platform.cookie! } })).status).toBe(403);
  });
});

describe('contact roles, websites and photo', () => {
  let contactId: string;
  const photoUrl = () => `${server.url}/api/contacts/${contactId}/photo`;
  const upload = (client: ApiClient, body: Buffer, type = 'image/png') =>
    fetch(photoUrl(), { method: 'PUT', headers: { cookie: client.cookie!, 'content-type': type }, body: new Uint8Array(body) });

  beforeAll(async () => {
    const response = await a.request<{ createContact: { id: string; roles: string[]; websites: string[] } }>(
      'mutation($input: CreateContactInput!) { createContact(input: $input) { id roles websites } }',
      { input: { kind: 'COMPANY', companyName: 'Gulf Coast Imaging', roles: ['Medical Provider', ' Vendor ', 'Vendor'], websites: ['gulfcoastimaging.example'] } },
    );
    expect(response.data!.createContact).toMatchObject({ roles: ['Medical Provider', 'Vendor'], websites: ['gulfcoastimaging.example'] });
    contactId = response.data!.createContact.id;
  });

  it('refuses a website that is not one', async () => {
    const response = await a.request('mutation($input: UpdateContactInput!) { updateContact(input: $input) { id } }', {
      input: { id: contactId, version: 1, websites: ['not a site'] },
    });
    expect(response.errors![0]!.extensions!.fields).toEqual([{ field: 'websites', messages: ['Enter a web address like example.com.'] }]);
  });

  it('takes a PNG or JPG of at least 256 x 256 and says why otherwise', async () => {
    const small = await upload(a, png(200, 300));
    expect(small.status).toBe(422);
    expect(await small.json()).toEqual({ error: 'The photo must be at least 256 × 256 pixels; this one is 200 × 300.' });
    const renamed = await upload(a, Buffer.from('MZ\x90\x00 this is a Windows program, not a picture'));
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toEqual({ error: 'Upload a PNG or JPG image.' });
    const gif = await upload(a, png(300, 300), 'image/gif');
    expect(gif.status).toBe(415);
    // A few bytes claiming 60000 x 60000 pixels: every browser showing it would decode gigabytes.
    const huge = await upload(a, pngHeader(60000, 60000));
    expect(huge.status).toBe(422);
    expect(await huge.json()).toEqual({ error: 'The photo can be at most 4096 × 4096 pixels; this one is 60000 × 60000. Make it smaller and upload it again.' });
    expect((await upload(a, pngHeader(4097, 300))).status).toBe(422);

    const good = await upload(a, png(256, 320));
    expect(good.status).toBe(200);
    const { photoUrl: url, version } = (await good.json()) as { photoUrl: string; version: number };
    expect(url).toMatch(new RegExp(`^/api/contacts/${contactId}/photo\\?v=`));
    expect(version).toBe(2);
    const reread = await a.request<{ contact: { photoUrl: string } }>('query($id: ID!) { contact(id: $id) { photoUrl } }', { id: contactId });
    expect(reread.data!.contact.photoUrl).toBe(url);

    const image = await fetch(`${server.url}${url}`, { headers: { cookie: a.cookie! } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png(256, 320))).toBe(true);
  });

  it("keeps the photo from anyone outside the contact's firm", async () => {
    expect((await fetch(photoUrl())).status).toBe(401);
    expect((await fetch(photoUrl(), { headers: { cookie: b.cookie! } })).status).toBe(404);
    expect((await upload(b, png(300, 300))).status).toBe(404);
  });
});
