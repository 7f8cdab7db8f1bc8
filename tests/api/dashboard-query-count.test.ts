import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

/**
 * The dashboard's lists cost the same number of SQL statements for a page of 5 as for 50: each row's
 * case, next task, assignees and requester come through DataLoaders, never one query per row.
 */
const QUERIES = {
  assignedByMe: `query($me: ID!, $pageSize: Int!) { list: tasks(assignedById: $me, open: true, sortBy: DUE_DATE, pageSize: $pageSize) {
    totalCount items { id title description dueDate matter { id name number } requester { fullName } assignees { id fullName avatarUrl } }
  } }`,
  myCases: `query($me: ID!, $pageSize: Int!) { list: matters(staffId: $me, sortBy: NEXT_TASK_DUE, sortDirection: ASC, pageSize: $pageSize) {
    totalCount items { id number name overdueTaskCount nextTask { id title description dueDate assignees { id fullName } } }
  } }`,
  overdueCases: `query($pageSize: Int!) { list: matters(overdue: true, sortBy: NEXT_TASK_DUE, sortDirection: ASC, pageSize: $pageSize) {
    totalCount items { id number name overdueTaskCount nextTask { id title description dueDate assignees { id fullName } } }
  } }`,
  caseLists: `query($pageSize: Int!) { list: matters(pageSize: $pageSize) {
    totalCount items { id name stage priority client { name primaryPhone photoUrl } nextTask { title dueDate } overdueTaskCount nextEvent { title startsAt } }
  } }`,
};

type Page = { totalCount: number; items: unknown[] };

let server: TestServer;
let client: ApiClient;
let meId: string;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  const me = await createUser(server.db, { firm, role: 'ATTORNEY' });
  const paralegal = await createUser(server.db, { firm, role: 'PARALEGAL' });
  meId = me.id;
  client = await server.signedIn(me);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 50; i += 1) {
    const created = await client.request<{ createMatter: { id: string } }>('mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', {
      input: { name: `Case ${i}`, staffIds: [me.id] },
    });
    expect(created.errors).toBeUndefined();
    const task = await client.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { title: `Task ${i}`, description: 'Call the adjuster', dueDate: yesterday, matterId: created.data!.createMatter.id, assigneeIds: [paralegal.id, me.id] },
    });
    expect(task.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await server.stop();
});

async function statementsFor(query: string, pageSize: number): Promise<number> {
  return countStatements(server, async () => {
    const response = await client.request<{ list?: Page }>(query, query.includes('$me') ? { me: meId, pageSize } : { pageSize });
    expect(response.errors).toBeUndefined();
    if (response.data!.list) {
      expect(response.data!.list.totalCount).toBe(50);
      expect(response.data!.list.items).toHaveLength(pageSize);
    }
  });
}

it.each(Object.keys(QUERIES) as Array<keyof typeof QUERIES>)('reads %s for 50 rows in as many statements as for 5', async (name) => {
  const five = await statementsFor(QUERIES[name], 5);
  const fifty = await statementsFor(QUERIES[name], 50);
  expect(five).toBeGreaterThan(0);
  expect(fifty).toBe(five);
});
