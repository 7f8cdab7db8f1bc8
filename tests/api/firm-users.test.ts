import { ApiClient, errorCode } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const FIRM_USERS = `query FirmUsers($page: Int, $pageSize: Int, $role: Role, $status: UserStatus, $search: String) {
  firmUsers(page: $page, pageSize: $pageSize, role: $role, status: $status, search: $search) {
    totalCount page pageSize
    items { id email fullName role status firm { id name } }
  }
}`;

interface FirmUsersData {
  firmUsers: {
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{ id: string; email: string; fullName: string; role: string; status: string; firm: { id: string; name: string } }>;
  };
}

let server: TestServer;
let firmA: FirmRow;
let firmB: FirmRow;
let adminA: UserRow;
let adminB: UserRow;
const usersA: UserRow[] = [];

const signedIn = (user: UserRow) => server.signedIn(user);

beforeAll(async () => {
  server = await startTestServer();
  firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  firmB = await createFirm(server.db, { name: 'Bravo Legal' });
  adminA = await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN', firstName: 'Ada', lastName: 'Admin' });
  usersA.push(adminA);
  const people: Array<[string, string, 'ATTORNEY' | 'PARALEGAL' | 'STAFF' | 'CLIENT']> = [
    ['Bea', 'Barrister', 'ATTORNEY'],
    ['Cal', 'Counsel', 'ATTORNEY'],
    ['Dee', 'Docket', 'PARALEGAL'],
    ['Eli', 'Errand', 'STAFF'],
    ['Fay', 'Filer', 'STAFF'],
    ['Gus', 'Client', 'CLIENT'],
  ];
  for (const [firstName, lastName, role] of people) {
    usersA.push(await createUser(server.db, { firm: firmA, role, firstName, lastName }));
  }
  usersA.push(await createUser(server.db, { firm: firmA, role: 'STAFF', firstName: 'Hal', lastName: 'Hiatus', status: 'SUSPENDED' }));
  await createUser(server.db, { firm: firmA, role: 'STAFF', firstName: 'Ivy', lastName: 'Gone', status: 'DELETED' });
  adminB = await createUser(server.db, { firm: firmB, role: 'FIRM_ADMIN', firstName: 'Bob', lastName: 'Bravo' });
  await createUser(server.db, { firm: firmB, role: 'ATTORNEY', firstName: 'Zed', lastName: 'Zulu' });
});

afterAll(async () => {
  await server.stop();
});

describe('firmUsers', () => {
  it("lists the signed-in user's firm, by last name, without deleted users", async () => {
    const response = await (await signedIn(adminA)).request<FirmUsersData>(FIRM_USERS);
    expect(response.errors).toBeUndefined();
    const { firmUsers } = response.data!;
    expect(firmUsers.totalCount).toBe(8);
    expect(firmUsers.items.map((u) => u.fullName)).toEqual([
      'Ada Admin',
      'Bea Barrister',
      'Gus Client',
      'Cal Counsel',
      'Dee Docket',
      'Eli Errand',
      'Fay Filer',
      'Hal Hiatus',
    ]);
    expect(new Set(firmUsers.items.map((u) => u.firm.id))).toEqual(new Set([firmA.id]));
  });

  it('pages in SQL: totalCount counts every page', async () => {
    const client = await signedIn(adminA);
    const page1 = await client.request<FirmUsersData>(FIRM_USERS, { page: 1, pageSize: 3 });
    const page3 = await client.request<FirmUsersData>(FIRM_USERS, { page: 3, pageSize: 3 });
    expect(page1.data!.firmUsers).toMatchObject({ totalCount: 8, page: 1, pageSize: 3 });
    expect(page1.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Ada Admin', 'Bea Barrister', 'Gus Client']);
    expect(page3.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Fay Filer', 'Hal Hiatus']);
  });

  it('filters by role, status and a name or email search', async () => {
    const client = await signedIn(adminA);
    const attorneys = await client.request<FirmUsersData>(FIRM_USERS, { role: 'ATTORNEY' });
    expect(attorneys.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Bea Barrister', 'Cal Counsel']);
    const suspended = await client.request<FirmUsersData>(FIRM_USERS, { status: 'SUSPENDED' });
    expect(suspended.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Hal Hiatus']);
    const deleted = await client.request<FirmUsersData>(FIRM_USERS, { status: 'DELETED' });
    expect(deleted.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Ivy Gone']);
    const search = await client.request<FirmUsersData>(FIRM_USERS, { search: 'dee dock' });
    expect(search.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Dee Docket']);
    const wildcard = await client.request<FirmUsersData>(FIRM_USERS, { search: '%' });
    expect(wildcard.data!.firmUsers.totalCount).toBe(0);
  });

  it('never shows another firm: firm B sees only its own people, whatever it asks', async () => {
    const client = await signedIn(adminB);
    const all = await client.request<FirmUsersData>(FIRM_USERS, { pageSize: 100 });
    expect(all.data!.firmUsers.items.map((u) => u.fullName)).toEqual(['Bob Bravo', 'Zed Zulu']);
    const searchForA = await client.request<FirmUsersData>(FIRM_USERS, { search: 'Barrister' });
    expect(searchForA.data!.firmUsers).toMatchObject({ totalCount: 0, items: [] });
    const idsOfA = new Set(usersA.map((u) => u.id));
    expect(all.data!.firmUsers.items.some((u) => idsOfA.has(u.id))).toBe(false);
  });

  it('is open to every firm role but not to clients, the platform admin or visitors', async () => {
    for (const role of ['ATTORNEY', 'PARALEGAL', 'STAFF'] as const) {
      const user = usersA.find((u) => u.role === role)!;
      const response = await (await signedIn(user)).request<FirmUsersData>(FIRM_USERS);
      expect(response.data!.firmUsers.totalCount).toBe(8);
    }
    const client = usersA.find((u) => u.role === 'CLIENT')!;
    expect(errorCode(await (await signedIn(client)).request(FIRM_USERS))).toBe('FORBIDDEN');
    const platform = await createUser(server.db, { role: 'PLATFORM_ADMIN' });
    expect(errorCode(await (await signedIn(platform)).request(FIRM_USERS))).toBe('FORBIDDEN');
    const visitor = await new ApiClient(server.graphqlUrl).request(FIRM_USERS);
    expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
    expect(visitor.data).toBeNull();
  });

  it('rejects a page size over 100 and a page below 1, naming the fields', async () => {
    const response = await (await signedIn(adminA)).request(FIRM_USERS, { page: 0, pageSize: 500 });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'page', messages: ['page must be 1 or more.'] },
      { field: 'pageSize', messages: ['pageSize must be between 1 and 100.'] },
    ]);
  });
});

describe('me', () => {
  it('returns the platform admin without a firm', async () => {
    const platform = await createUser(server.db, { role: 'PLATFORM_ADMIN', email: 'ops@matterhorn.example' });
    const response = await (await signedIn(platform)).request('{ me { email role firm { id } } }');
    expect(response.data).toEqual({ me: { email: 'ops@matterhorn.example', role: 'PLATFORM_ADMIN', firm: null } });
  });
});
