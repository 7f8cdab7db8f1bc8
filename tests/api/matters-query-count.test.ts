import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

/**
 * A page of the case lists with client, staff and computed columns costs the same number of SQL
 * statements for 5 cases as for 50 (DataLoader batching). The server logs every statement at
 * LOG_LEVEL=trace; the test counts them.
 */
const LIST = `query($pageSize: Int) {
  matters(pageSize: $pageSize, sortBy: DEFENDANT) {
    totalCount
    items { id number name statusDays defendantName defendantInsurance plaintiffInsurance client { name primaryPhone caseCount } staff { fullName } nextTask { title dueDate } }
  }
}`;

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  const user = await createUser(server.db, { firm, role: 'PARALEGAL' });
  client = await server.signedIn(user);
  for (let i = 0; i < 50; i += 1) {
    const intake = await client.request<{ intake: { id: string } }>('mutation($input: IntakeInput!) { intake(input: $input) { id } }', {
      input: { caseType: 'Car Accident', plaintiff: { kind: 'PERSON', firstName: `Client${i}`, lastName: 'Sample', phones: [{ type: 'Mobile', number: `+1512555${1000 + i}` }] } },
    });
    expect(intake.errors).toBeUndefined();
    const matterId = intake.data!.intake.id;
    await client.request('mutation($m: ID!, $u: ID!) { addMatterStaff(matterId: $m, userId: $u) { id } }', { m: matterId, u: user.id });
    await client.request('mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', {
      input: { matterId, category: 'DEFENDANT', role: 'Defendant', newContact: { kind: 'COMPANY', companyName: `Carrier ${i}` } },
    });
  }
});

afterAll(async () => {
  await server.stop();
});

async function statementsFor(pageSize: number): Promise<number> {
  return countStatements(server, async () => {
    const response = await client.request<{ matters: { items: Array<{ staff: unknown[]; defendantName: string }> } }>(LIST, { pageSize });
    expect(response.errors).toBeUndefined();
    expect(response.data!.matters.items).toHaveLength(pageSize);
    expect(response.data!.matters.items.every((m) => m.staff.length === 1 && m.defendantName)).toBe(true);
  });
}

it('lists 50 cases with client, staff and computed columns in as many statements as 5', async () => {
  const five = await statementsFor(5);
  const fifty = await statementsFor(50);
  expect(five).toBeGreaterThan(0);
  expect(fifty).toBe(five);
});
