import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { errorCode, type ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

const SEARCH = `query($query: String!, $first: Int) {
  search(query: $query, first: $first) {
    query
    tasks { ...group }
    cases { ...group }
    contacts { ...group }
    documents { ...group }
  }
}
fragment group on SearchGroup {
  kind
  totalCount
  items {
    kind id matterId date email avatarUrl score
    title { text matches { start length } }
    detail { text matches { start length } }
    snippet { text matches { start length } }
    people { id fullName avatarUrl }
  }
}`;

interface Range {
  start: number;
  length: number;
}
interface Highlighted {
  text: string;
  matches: Range[];
}
interface Hit {
  kind: string;
  id: string;
  matterId: string | null;
  date: string | null;
  email: string | null;
  title: Highlighted;
  detail: Highlighted | null;
  snippet: Highlighted | null;
  people: Array<{ id: string; fullName: string }>;
  score: number;
}
interface Group {
  kind: string;
  totalCount: number;
  items: Hit[];
}
interface Results {
  query: string;
  tasks: Group;
  cases: Group;
  contacts: Group;
  documents: Group;
}

let server: TestServer;
let firmA: FirmRow;
let attorney: UserRow;
let paralegal: UserRow;
let a: ApiClient; // attorney of firm A, on the restricted case
let outsider: ApiClient; // paralegal of firm A, not on the restricted case
let firmAdmin: ApiClient;
let b: ApiClient; // firm B's admin
let clientUser: ApiClient;
let platform: ApiClient;
const ids: Record<string, string> = {};

async function mutate<T>(user: ApiClient, query: string, input: Record<string, unknown>): Promise<T> {
  const response = await user.request<Record<string, T>>(query, { input });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0]!;
}

const createContact = (user: ApiClient, input: Record<string, unknown>) =>
  mutate<{ id: string }>(user, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', input);
const createMatter = (user: ApiClient, input: Record<string, unknown>) =>
  mutate<{ id: string }>(user, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', input);
const createTask = (user: ApiClient, input: Record<string, unknown>) =>
  mutate<{ id: string }>(user, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', input);

async function upload(user: ApiClient, matterId: string | null, name: string, text: string): Promise<string> {
  const form = new FormData();
  if (matterId) form.set('matterId', matterId);
  form.set('file', new Blob([text]), name);
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: user.cookie! }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function search(user: ApiClient, query: string, first?: number): Promise<Results> {
  const response = await user.request<{ search: Results }>(SEARCH, { query, first });
  expect(response.errors).toBeUndefined();
  return response.data!.search;
}

const titles = (group: Group) => group.items.map((item) => item.title.text);
const marked = (text: Highlighted) => text.matches.map((range) => text.text.slice(range.start, range.start + range.length));
const everything = (results: Results) => [results.tasks, results.cases, results.contacts, results.documents].flatMap((group) => group.items);

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  attorney = await createUser(server.db, { firm: firmA, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  paralegal = await createUser(server.db, { firm: firmA, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Lee' });
  [a, outsider, firmAdmin, b, clientUser, platform] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(paralegal),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'CLIENT' })),
    server.signedIn(await createUser(server.db, { role: 'PLATFORM_ADMIN' })),
  ]);

  ids.whitfield = (await createContact(a, { kind: 'PERSON', firstName: 'Priscilla', lastName: 'Whitfield', email: 'p.whitfield@example.com' })).id;
  ids.robert = (await createContact(a, { kind: 'PERSON', firstName: 'Robert', lastName: 'Johnson', email: 'rj@example.com', organization: 'Acme Freight' })).id;
  ids.johnson = (await createMatter(a, { name: 'Johnson v. Acme Freight', staffIds: [attorney.id, paralegal.id] })).id;
  ids.johnsen = (await createMatter(a, { name: 'Johnsen Estate Planning' })).id;
  ids.grocery = (await createMatter(a, { name: 'Slip at Grocery Store', clientId: ids.whitfield })).id;
  ids.sealed = (await createMatter(a, { name: 'Zephyr Holdings v. Quill', permission: 'SPECIFIC_USERS', userIds: [attorney.id] })).id;

  ids.records = (await createTask(a, { title: 'Request medical records', description: 'Ask Dr. Okafor for the MRI report', matterId: ids.johnson, assigneeIds: [paralegal.id], dueDate: '2030-01-15' })).id;
  ids.sealedTask = (await createTask(a, { title: 'Draft Zephyr settlement memo', matterId: ids.sealed })).id;

  ids.deposition = await upload(a, ids.johnson, 'deposition-notes.txt', 'Deposition of the crane operator: he saw the forklift reverse without a spotter.');
  ids.sealedDoc = await upload(a, ids.sealed, 'terms.txt', 'Confidential zephyr settlement figures.');
});

afterAll(async () => {
  await server.stop();
});

describe('what it finds', () => {
  it('puts the exact name before a look-alike, and finds a misspelled case name', async () => {
    const exact = await search(outsider, 'Johnson');
    expect(titles(exact.cases)).toEqual(['Johnson v. Acme Freight', 'Johnsen Estate Planning']);
    expect(exact.cases.items[0]!.score).toBeGreaterThan(exact.cases.items[1]!.score);
    expect(exact.cases.totalCount).toBe(2);

    const typo = await search(outsider, 'Jonson');
    expect(titles(typo.cases)[0]).toBe('Johnson v. Acme Freight');
    const hit = typo.cases.items[0]!;
    expect(hit.kind).toBe('CASES');
    expect(hit.matterId).toBe(ids.johnson);
    expect(marked(hit.title)).toEqual(['Johnson']);
    expect(hit.people.map((person) => person.fullName).sort()).toEqual(['Avery Stone', 'Pat Lee']);
    expect(hit.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(titles(typo.contacts)).toContain('Robert Johnson');
  });

  it('finds as you type, from the first letters of a word', async () => {
    const results = await search(outsider, 'grocer');
    expect(titles(results.cases)).toEqual(['Slip at Grocery Store']);
    expect(marked(results.cases.items[0]!.title)).toEqual(['Grocer']);
  });

  it('finds a case by its client, even misspelled', async () => {
    const results = await search(outsider, 'Whitfeld');
    expect(titles(results.cases)).toEqual(['Slip at Grocery Store']);
    expect(results.cases.items[0]!.detail!.text).toContain('Priscilla Whitfield');
    expect(titles(results.contacts)).toEqual(['Priscilla Whitfield']);
    expect(results.contacts.items[0]!.email).toBe('p.whitfield@example.com');
  });

  it('finds contacts by email and organization', async () => {
    expect(titles((await search(outsider, 'rj@example.com')).contacts)[0]).toBe('Robert Johnson');
    expect(titles((await search(outsider, 'acme freight')).contacts)).toEqual(['Robert Johnson']);
  });

  it('finds tasks by their description, with the case and assignees', async () => {
    const results = await search(outsider, 'okafor');
    expect(results.tasks.items).toHaveLength(1);
    const task = results.tasks.items[0]!;
    expect(task).toMatchObject({ id: ids.records, matterId: ids.johnson, date: '2030-01-15' });
    expect(task.detail!.text).toBe('Johnson v. Acme Freight');
    expect(task.people.map((person) => person.fullName)).toEqual(['Pat Lee']);
  });

  it("finds a document by the words in its text, with the matching words marked in plain text", async () => {
    const results = await search(outsider, 'crane operator');
    expect(results.documents.items.map((item) => item.id)).toEqual([ids.deposition]);
    const document = results.documents.items[0]!;
    expect(document.title.text).toBe('deposition-notes.txt');
    expect(document.snippet!.text).toContain('Deposition of the crane operator');
    expect(marked(document.snippet!).map((word) => word.toLowerCase())).toEqual(['crane', 'operator']);
    expect(document.snippet!.text).not.toMatch(/[<>\u27e6\u27e7]/);
    expect(document.people.map((person) => person.fullName)).toEqual(['Avery Stone']);
  });

  it('returns text as it is stored: markup in a name stays text', async () => {
    await createContact(a, { kind: 'COMPANY', companyName: '<b>Bold</b> Imaging & Co' });
    const results = await search(outsider, 'bold imaging');
    expect(results.contacts.items[0]!.title.text).toBe('<b>Bold</b> Imaging & Co');
    expect(marked(results.contacts.items[0]!.title)).toEqual(['Bold', 'Imaging']);
  });

  it('gives empty groups for a blank query and refuses an overlong one', async () => {
    const blank = await search(outsider, '   ');
    expect(blank.query).toBe('');
    expect(everything(blank)).toEqual([]);
    const punctuation = await search(outsider, '%_\\');
    expect(everything(punctuation)).toEqual([]);
    const long = await outsider.request(SEARCH, { query: 'x'.repeat(201) });
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(errorCode(await outsider.request('query { search(query: "johnson", first: 51) { query } }'))).toBe('BAD_USER_INPUT');
  });
});

describe('who sees what', () => {
  it("hides a restricted case, its tasks and its documents from a user not on it", async () => {
    const hidden = await search(outsider, 'zephyr');
    expect(everything(hidden)).toEqual([]);
    expect(hidden.cases.totalCount).toBe(0);

    for (const user of [a, firmAdmin]) {
      const shown = await search(user, 'zephyr');
      expect(shown.cases.items.map((item) => item.id)).toEqual([ids.sealed]);
      expect(shown.tasks.items.map((item) => item.id)).toEqual([ids.sealedTask]);
      expect(shown.documents.items.map((item) => item.id)).toEqual([ids.sealedDoc]);
    }
  });

  it("shows another firm nothing of firm A's", async () => {
    for (const query of ['Johnson', 'Jonson', 'zephyr', 'crane', 'Whitfield', 'okafor', 'example.com']) {
      const results = await search(b, query);
      expect(everything(results)).toEqual([]);
      expect([results.tasks, results.cases, results.contacts, results.documents].map((group) => group.totalCount)).toEqual([0, 0, 0, 0]);
    }
  });

  it('is for firm staff only: the platform admin and clients are refused', async () => {
    expect(errorCode(await platform.request(SEARCH, { query: 'Johnson' }))).toBe('FORBIDDEN');
    expect(errorCode(await clientUser.request(SEARCH, { query: 'Johnson' }))).toBe('FORBIDDEN');
  });
});

describe('cost', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i += 1) {
      const matter = await createMatter(a, { name: `Bulkhead Matter ${i}`, staffIds: [attorney.id] });
      await createTask(a, { title: `Bulkhead task ${i}`, matterId: matter.id, assigneeIds: [attorney.id, paralegal.id] });
      await createContact(a, { kind: 'PERSON', firstName: 'Bulkhead', lastName: `Person${i}`, email: `bulkhead${i}@example.com` });
      await upload(a, matter.id, `bulkhead-${i}.txt`, `Bulkhead inspection report number ${i}.`);
    }
  });

  it('runs as many SQL statements for 12 results a tab as for 2', async () => {
    const statementsFor = (first: number) =>
      countStatements(server, async () => {
        const results = await search(outsider, 'bulkhead', first);
        for (const group of [results.tasks, results.cases, results.contacts, results.documents]) {
          expect(group.totalCount).toBe(12);
          expect(group.items).toHaveLength(first);
        }
      });
    const two = await statementsFor(2);
    const twelve = await statementsFor(12);
    expect(two).toBeGreaterThan(0);
    expect(twelve).toBe(two);
  });
});
