/**
 * Queries and mutations over HTTP run compiled (graphql-jit) once a document has run
 * GRAPHQL_COMPILE_AFTER_RUNS times with graphql-js (server/src/graphql/compiled-executor.ts). Here
 * with the default, 2: the first two answers come from graphql-js, the later ones from the compiled
 * document, and a user must not be able to tell them apart: the same JSON, the same errors and
 * HTTP statuses, the same scoping. (Every other API and browser test runs with 0, compiled at once.)
 */
import { CASE_LIST } from '../bench/queries';
import { ApiClient, type GraphQLResponse } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const DEMO_PASSWORD = 'matterhorn-demo';
const RUNS = 5;

let server: TestServer;
let attorney: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true', GRAPHQL_COMPILE_AFTER_RUNS: '2' });
  attorney = new ApiClient(server.graphqlUrl);
  const signedIn = await attorney.signIn('attorney@demo.matterhorn.law', DEMO_PASSWORD);
  expect(signedIn.errors).toBeUndefined();
}, 120_000);

afterAll(async () => {
  await server.stop();
});

/** The same request RUNS times: status and body of each (the live cursor may move between them, so it is left out). */
async function repeated(api: ApiClient, query: string, variables?: Record<string, unknown>) {
  const answers: Array<Pick<GraphQLResponse, 'status' | 'data' | 'errors'>> = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { status, data, errors } = await api.request(query, variables);
    answers.push({ status, data, errors });
  }
  return answers;
}

describe('a document run before and after it is compiled', () => {
  it('answers the case list the same, field for field', async () => {
    const answers = await repeated(attorney, CASE_LIST, { page: 1 });
    expect(answers[0]!.errors).toBeUndefined();
    const { matters } = answers[0]!.data as { matters: { totalCount: number; items: Array<{ name: string; client: unknown; staff: unknown[] }> } };
    expect(matters.totalCount).toBeGreaterThan(0);
    expect(matters.items.some((item) => item.client !== null && item.staff.length > 0)).toBe(true);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('answers a union (a level of documents: folders and files) the same', async () => {
    // A case whose top level holds a folder and a file.
    const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM matters WHERE permission = 'EVERYONE' AND deleted_at IS NULL ORDER BY number LIMIT 1`);
    const matterId = rows[0]!.id;
    await server.db.query(`INSERT INTO document_folders (firm_id, matter_id, parent_id, name, version) SELECT firm_id, id, NULL, 'Compiled check', 1 FROM matters WHERE id = $1`, [matterId]);
    await server.db.query(
      `INSERT INTO documents (firm_id, matter_id, folder_id, title, original_name, content_type, size, storage_key, version)
       SELECT firm_id, id, NULL, 'Top-level note', 'note.txt', 'text/plain', 4, 'compiled-executor-check', 1 FROM matters WHERE id = $1`,
      [matterId],
    );
    const query = `query Entries($matterId: ID) { documents(matterId: $matterId, pageSize: 50) { totalCount items { __typename
      ... on DocumentFolder { id name }
      ... on Document { id title } } } }`;
    const answers = await repeated(attorney, query, { matterId });
    expect(answers[0]!.errors).toBeUndefined();
    const items = (answers[0]!.data as { documents: { items: Array<{ __typename: string }> } }).documents.items;
    expect(new Set(items.map((item) => item.__typename))).toEqual(new Set(['Document', 'DocumentFolder']));
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it("answers a resolver's error with the same message, code and path", async () => {
    const answers = await repeated(attorney, 'query One($id: ID!) { matter(id: $id) { id name } }', { id: '00000000-0000-4000-8000-000000000000' });
    expect(answers[0]).toMatchObject({ status: 200, data: null, errors: [{ message: 'The case was not found.', path: ['matter'], extensions: { code: 'NOT_FOUND' } }] });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('refuses variables of the wrong type with 400 BAD_USER_INPUT, every time', async () => {
    const answers = await repeated(attorney, CASE_LIST, { page: 'two' });
    expect(answers[0]).toMatchObject({ status: 400, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(answers[0]!.errors![0]!.message).toMatch(/^Variable "\$page" got invalid value "two"/);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('keeps a user out of what they may not see: without a session, and from another firm', async () => {
    const anonymous = await repeated(new ApiClient(server.graphqlUrl), CASE_LIST, { page: 1 });
    for (const answer of anonymous) expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The same document, now compiled, for someone of another firm: none of the demo firm's cases.
    const demoIds = new Set(((await attorney.request(CASE_LIST, { page: 1 })).data as { matters: { items: Array<{ id: string }> } }).matters.items.map((item) => item.id));
    const outsider = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
    for (const answer of await repeated(outsider, CASE_LIST, { page: 1 })) {
      expect(answer.errors).toBeUndefined();
      const items = (answer.data as { matters: { items: Array<{ id: string }> } }).matters.items;
      expect(items.filter((item) => demoIds.has(item.id))).toEqual([]);
    }
  });

  it('runs a mutation compiled as before: each run writes once and answers its own row', async () => {
    const mutation = `mutation Add($input: CreateTaskInput!) { createTask(input: $input) { id title column } }`;
    const titles = Array.from({ length: RUNS }, (_, run) => `Compiled executor check ${run}`);
    const created: Array<{ id: string; title: string; column: string }> = [];
    for (const title of titles) {
      const response = await attorney.request<{ createTask: { id: string; title: string; column: string } }>(mutation, { input: { title } });
      expect(response.errors).toBeUndefined();
      created.push(response.data!.createTask);
    }
    expect(created.map((task) => task.title)).toEqual(titles);
    expect(new Set(created.map((task) => task.id)).size).toBe(RUNS);
    const { rows } = await server.db.query<{ count: string }>('SELECT count(*) FROM tasks WHERE title LIKE $1', ['Compiled executor check %']);
    expect(Number(rows[0]!.count)).toBe(RUNS);
  });
});
