import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

/**
 * A page of contacts with their phones and addresses costs the same number of SQL statements
 * whether it holds 5 contacts or 50 (DataLoader batching, no N+1). The server logs every
 * statement at LOG_LEVEL=trace; the test counts them.
 */
const LIST = `query($pageSize: Int) {
  contacts(pageSize: $pageSize) { totalCount items { id name phones { number } addresses { city } } }
}`;

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  client = await server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' }));
  for (let i = 0; i < 50; i += 1) {
    const response = await client.request('mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', {
      input: {
        kind: 'PERSON',
        firstName: `Person${i}`,
        lastName: 'Sample',
        phones: [{ type: 'Mobile', number: `+1512555${String(1000 + i)}` }],
        addresses: [{ city: 'Austin', address1: `${i} Main St` }],
      },
    });
    expect(response.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await server.stop();
});

async function statementsFor(pageSize: number): Promise<number> {
  return countStatements(server, async () => {
    const response = await client.request<{ contacts: { items: unknown[] } }>(LIST, { pageSize });
    expect(response.data!.contacts.items).toHaveLength(pageSize);
  });
}

it('lists 50 contacts with phones and addresses in as many statements as 5', async () => {
  const five = await statementsFor(5);
  const fifty = await statementsFor(50);
  expect(five).toBeGreaterThan(0);
  expect(fifty).toBe(five);
});
