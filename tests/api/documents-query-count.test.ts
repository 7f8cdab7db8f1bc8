import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

/**
 * A page of the Documents screen (folders with their item counts and case, documents with their
 * uploader and case) costs the same number of SQL statements for 5 cards as for 40.
 */
const LIST = `query($matterId: ID, $pageSize: Int, $search: String) {
  documents(matterId: $matterId, pageSize: $pageSize, search: $search) {
    totalCount
    items {
      __typename
      ... on DocumentFolder { id name itemCount matter { name } createdBy { fullName } }
      ... on Document { id title size previewUrl downloadUrl uploadedBy { fullName } matter { name number } snippet { text highlighted } }
    }
  }
}`;

let server: TestServer;
let client: ApiClient;
let matterId: string;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  const user = await createUser(server.db, { firm, role: 'STAFF' });
  client = await server.signedIn(user);
  const matter = await client.request<{ createMatter: { id: string } }>('mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', {
    input: { name: 'Count v. Queries', folders: ['Medical Records', 'Police Report'] },
  });
  matterId = matter.data!.createMatter.id;
  for (let i = 0; i < 40; i += 1) {
    const form = new FormData();
    form.set('matterId', matterId);
    form.set('file', new Blob([`Treatment note ${i}: physical therapy session`]), `note-${i}.txt`);
    const response = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: client.cookie! }, body: form });
    expect(response.status).toBe(201);
  }
});

afterAll(async () => {
  await server.stop();
});

async function statementsFor(pageSize: number, search: string | null): Promise<number> {
  return countStatements(server, async () => {
    const response = await client.request<{ documents: { items: unknown[] } }>(LIST, { matterId, pageSize, search });
    expect(response.errors).toBeUndefined();
    expect(response.data!.documents.items).toHaveLength(pageSize);
  });
}

it('lists 40 folders and documents in as many statements as 5', async () => {
  const five = await statementsFor(5, null);
  const forty = await statementsFor(40, null);
  expect(five).toBeGreaterThan(0);
  expect(forty).toBe(five);
});

it('searches with snippets in as many statements for 40 results as for 5', async () => {
  const five = await statementsFor(5, 'therapy');
  const forty = await statementsFor(40, 'therapy');
  expect(forty).toBe(five);
});
