import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const NOTE = 'id version type body createdAt author { id fullName }';
const LIST = `query($m: ID!, $sortBy: NoteSort, $dir: SortDirection, $page: Int, $pageSize: Int, $search: String) {
  matterNotes(matterId: $m, sortBy: $sortBy, sortDirection: $dir, page: $page, pageSize: $pageSize, search: $search) { totalCount items { ${NOTE} } } }`;
const ADD = `mutation($input: AddMatterNoteInput!) { addMatterNote(input: $input) { ${NOTE} } }`;
const UPDATE = `mutation($input: UpdateNoteInput!) { updateNote(input: $input) { ${NOTE} } }`;

interface NoteData {
  id: string;
  version: number;
  type: string;
  body: string;
  author: { id: string; fullName: string } | null;
}

let server: TestServer;
let attorney: ApiClient;
let paralegal: ApiClient;
let admin: ApiClient;
let other: ApiClient;
let matterId: string;

const add = async (api: ApiClient, body: string, type = 'General') => {
  const response = await api.request<{ addMatterNote: NoteData }>(ADD, { input: { matterId, body, type } });
  expect(response.errors).toBeUndefined();
  return response.data!.addMatterNote;
};
const list = async (api: ApiClient, variables: Record<string, unknown> = {}) =>
  (await api.request<{ matterNotes: { totalCount: number; items: NoteData[] } }>(LIST, { m: matterId, ...variables })).data!.matterNotes;

beforeAll(async () => {
  server = await startTestServer();
  const firm = await createFirm(server.db);
  [attorney, paralegal, admin, other] = await Promise.all([
    server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' })),
    server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Lee' })),
    server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  matterId = (await attorney.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Okafor v. Lone Star" }) { id number } }')).data!.createMatter.id;
});

afterAll(async () => {
  await server.stop();
});

describe('case notes', () => {
  it('adds notes with their type and author, newest first, sorted and paged, and shows them in Recent Activity', async () => {
    await add(attorney, 'Called the adjuster; claim number 77-1.', 'Phone Call');
    await add(paralegal, 'Requested records from St. David’s.', 'Letter');
    await add(attorney, 'Client meeting: "pain 7/10", still treating.', 'Meeting');
    const newest = await list(attorney);
    expect(newest.totalCount).toBe(3);
    expect(newest.items.map((n) => n.type)).toEqual(['Meeting', 'Letter', 'Phone Call']);
    expect(newest.items[1]!.author!.fullName).toBe('Pat Lee');
    expect((await list(attorney, { sortBy: 'TYPE', dir: 'ASC' })).items.map((n) => n.type)).toEqual(['Letter', 'Meeting', 'Phone Call']);
    expect((await list(attorney, { pageSize: 2, page: 2 })).items.map((n) => n.type)).toEqual(['Phone Call']);
    expect((await list(attorney, { search: 'adjuster' })).items).toHaveLength(1);
    const activity = await attorney.request<{ matterActivity: { items: Array<{ summary: string }> } }>('query($m: ID!) { matterActivity(matterId: $m) { items { summary } } }', { m: matterId });
    expect(activity.data!.matterActivity.items.map((a) => a.summary)).toContain('Added a meeting note: Client meeting: "pain 7/10", still treating.');
    const blank = await attorney.request(ADD, { input: { matterId, body: '' } });
    expect(blank.errors![0]!.extensions!.fields).toEqual([{ field: 'body', messages: ['Write the note.'] }]);
  });

  it('lets its author (or a firm admin) edit over the version and delete; others may not', async () => {
    const note = await add(paralegal, 'Draft: call back Friday');
    const edited = await paralegal.request<{ updateNote: NoteData }>(UPDATE, { input: { id: note.id, version: note.version, body: 'Call back Friday at 10', type: 'Phone Call' } });
    expect(edited.data!.updateNote).toMatchObject({ body: 'Call back Friday at 10', type: 'Phone Call' });
    expect(errorCode(await paralegal.request(UPDATE, { input: { id: note.id, version: note.version, body: 'stale' } }))).toBe('CONFLICT');
    expect(errorCode(await attorney.request(UPDATE, { input: { id: note.id, version: edited.data!.updateNote.version, body: 'not mine' } }))).toBe('FORBIDDEN');
    expect(errorCode(await attorney.request('mutation($id: ID!) { deleteNote(id: $id) }', { id: note.id }))).toBe('FORBIDDEN');
    expect((await admin.request('mutation($id: ID!) { deleteNote(id: $id) }', { id: note.id })).data).toEqual({ deleteNote: true });
    expect((await list(attorney, { search: 'Friday' })).totalCount).toBe(0);
  });

  it('keeps notes to the case’s people and firm, and exports them as CSV', async () => {
    expect(errorCode(await other.request(LIST, { m: matterId }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request(ADD, { input: { matterId, body: 'x' } }))).toBe('NOT_FOUND');
    const [first] = (await list(attorney)).items;
    expect(errorCode(await other.request('mutation($id: ID!) { deleteNote(id: $id) }', { id: first!.id }))).toBe('NOT_FOUND');
    const sealed = (await admin.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Sealed", permission: SPECIFIC_USERS, userIds: [] }) { id } }')).data!.createMatter.id;
    await admin.request(ADD, { input: { matterId: sealed, body: 'Privileged strategy' } });
    expect(errorCode(await paralegal.request(LIST, { m: sealed }))).toBe('NOT_FOUND');

    const csv = await fetch(`${server.url}/api/export/matters/${matterId}/notes`, { headers: { cookie: attorney.cookie! } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel
    const text = bytes.toString('utf8');
    expect(text).toContain('Date,Staff,Note,Type');
    expect(text).toContain('"Client meeting: ""pain 7/10"", still treating.",Meeting');
    expect(text).toContain('Requested records from St. David’s.');
    expect((await fetch(`${server.url}/api/export/matters/${matterId}/notes`, { headers: { cookie: other.cookie! } })).status).toBe(404);
  });
});
