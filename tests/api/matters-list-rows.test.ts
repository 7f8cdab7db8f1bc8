import { createFirm, createUser, type UserRow } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

/**
 * The case list's one-statement path (server/src/modules/matters/matter.list-rows.ts) answers
 * exactly what the general path (the entities and their loaders) answers: the same cases, in the
 * same order, with the same client, staff, next task, next event and overdue count, for every
 * filter and sort, for a firm admin and for an attorney who may not open every case.
 */
const ROW_FIELDS = `id name number status priority stage caseType createdAt updatedAt version statusDays
  client { id name primaryPhone photoUrl email } staff { id firstName lastName fullName avatarUrl }
  nextTask { id title dueDate } nextEvent { id title startsAt allDay } overdueTaskCount`;
const args = `$page: Int, $pageSize: Int, $sortBy: MatterSort, $sortDirection: SortDirection, $status: MatterStatus, $search: String,
  $staffId: ID, $contactId: ID, $overdue: Boolean`;
const passed = `page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection, status: $status, search: $search,
  staffId: $staffId, contactId: $contactId, overdue: $overdue`;
// The same rows; asking for `court` too (not served by the one statement) takes the general path.
const FAST = `query(${args}) { matters(${passed}) { totalCount page pageSize items { ${ROW_FIELDS} } } }`;
const GENERAL = `query(${args}) { matters(${passed}) { totalCount page pageSize items { ${ROW_FIELDS} court } } }`;

type Row = Record<string, unknown> & { court?: unknown };
type ListAnswer = { matters: { totalCount: number; page: number; pageSize: number; items: Row[] } };

let server: TestServer;
let admin: ApiClient;
let attorney: ApiClient;
let attorneyUser: UserRow;
let paralegalUser: UserRow;
let clientId: string;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  const adminUser = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  attorneyUser = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Ada', lastName: 'Quinn' });
  paralegalUser = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Ben', lastName: 'Ortiz' });
  admin = await server.signedIn(adminUser);
  attorney = await server.signedIn(attorneyUser);

  const contact = await admin.request<{ createContact: { id: string } }>('mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', {
    input: { kind: 'PERSON', firstName: 'Nora', lastName: 'Vance', email: 'nora@example.com' },
  });
  expect(contact.errors).toBeUndefined();
  clientId = contact.data!.createContact.id;

  const statuses = ['PENDING', 'IN_PROGRESS', 'COMPLETED'];
  const priorities = ['LOW', 'NORMAL', 'HIGH'];
  for (let i = 0; i < 12; i += 1) {
    const restricted = i % 4 === 3;
    const created = await admin.request<{ createMatter: { id: string } }>('mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', {
      input: {
        name: `${['Vance', 'Ortiz', 'Quinn'][i % 3]} v. Carrier ${String.fromCharCode(75 - i)}`,
        caseType: i % 2 ? 'Car Accident' : 'Slip and Fall',
        stage: i % 3 ? 'Treatment' : null,
        priority: priorities[i % 3],
        clientId: i % 5 === 4 ? null : clientId,
        staffIds: i % 3 === 2 ? [] : i % 2 ? [attorneyUser.id, paralegalUser.id] : [paralegalUser.id, attorneyUser.id],
        permission: restricted ? 'SPECIFIC_USERS' : 'EVERYONE',
        userIds: restricted && i === 3 ? [attorneyUser.id] : restricted ? [paralegalUser.id] : undefined,
      },
    });
    expect(created.errors).toBeUndefined();
    const matterId = created.data!.createMatter.id;
    if (i % 3 === 1) {
      const status = await admin.request('mutation($input: UpdateMatterInput!) { updateMatter(input: $input) { id } }', {
        input: { id: matterId, version: 1, status: statuses[(i % 2) + 1] },
      });
      expect(status.errors).toBeUndefined();
    }
    // Tasks: overdue, due later, undated, and done (never the next task).
    const tasks = [
      { title: `Overdue ${i}`, dueDate: day(-3 - i), include: i % 2 === 0 },
      { title: `Later ${i}`, dueDate: day(5 + i), include: i % 3 !== 2 },
      { title: `Undated ${i}`, dueDate: null, include: i % 4 === 1 },
      { title: `Done ${i}`, dueDate: day(-30), include: true, column: 'DONE' },
    ];
    for (const task of tasks.filter((t) => t.include)) {
      const made = await admin.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
        input: { matterId, title: task.title, dueDate: task.dueDate, column: task.column },
      });
      expect(made.errors).toBeUndefined();
    }
    // Events: past, an all-day event today (not over until the day ends), and a future one.
    const events = [
      { title: `Past ${i}`, startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 2 * DAY + 3_600_000), allDay: false, include: true },
      { title: `Today ${i}`, startsAt: new Date(`${day(0)}T00:00:00Z`), endsAt: new Date(`${day(0)}T00:00:00Z`), allDay: true, include: i % 3 === 0 },
      { title: `Hearing ${i}`, startsAt: new Date(Date.now() + (i + 1) * DAY), endsAt: new Date(Date.now() + (i + 1) * DAY + 3_600_000), allDay: false, include: i % 2 === 1 },
    ];
    for (const event of events.filter((e) => e.include)) {
      const made = await admin.request('mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
        input: { matterId, title: event.title, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString(), allDay: event.allDay },
      });
      expect(made.errors).toBeUndefined();
    }
  }
}, 120_000);

afterAll(async () => {
  await server.stop();
});

async function both(api: ApiClient, variables: Record<string, unknown>): Promise<[ListAnswer['matters'], ListAnswer['matters']]> {
  const [fast, general] = await Promise.all([api.request<ListAnswer>(FAST, variables), api.request<ListAnswer>(GENERAL, variables)]);
  expect(fast.errors).toBeUndefined();
  expect(general.errors).toBeUndefined();
  const generalPage = general.data!.matters;
  return [fast.data!.matters, { ...generalPage, items: generalPage.items.map(({ court: _court, ...row }) => row) }];
}

const cases: Array<[string, Record<string, unknown>]> = [
  ['the default list', {}],
  ['by name, ascending', { sortBy: 'NAME', sortDirection: 'ASC' }],
  ['by name, descending, second page of five', { sortBy: 'NAME', sortDirection: 'DESC', page: 2, pageSize: 5 }],
  ['by status days', { sortBy: 'STATUS_DAYS', sortDirection: 'ASC' }],
  ['by next task due', { sortBy: 'NEXT_TASK_DUE', sortDirection: 'ASC' }],
  ['by staff', { sortBy: 'STAFF', sortDirection: 'DESC' }],
  ['by priority', { sortBy: 'PRIORITY', sortDirection: 'ASC' }],
  ['one status', { status: 'IN_PROGRESS' }],
  ['a search by client name', { search: 'nora' }],
  ['a search by case name', { search: 'carrier k' }],
  ['one member of staff', { staffId: 'ATTORNEY' }],
  ['one contact', { contactId: 'CLIENT' }],
  ['overdue only', { overdue: true }],
  ['a page past the end', { page: 9, pageSize: 5 }],
];

describe.each([
  ['a firm admin', () => admin],
  ['an attorney who may not open every case', () => attorney],
])('%s', (_who, api) => {
  it.each(cases)('%s: the same answer from one statement as from the entities', async (_name, given) => {
    const variables = { ...given, staffId: given.staffId && attorneyUser.id, contactId: given.contactId && clientId };
    const [fast, general] = await both(api(), variables);
    expect(fast).toEqual(general);
  });
});

describe('a request asking for a few fields (a case picker, the benchmark)', () => {
  const FEW = 'id name number statusDays client { name } staff { fullName } nextEvent { startsAt }';
  const query = (fields: string) => `query($pageSize: Int) { matters(pageSize: $pageSize, sortBy: NAME, sortDirection: ASC) { totalCount items { ${fields} } } }`;

  it('gets the same answer as the general path, and the statement reads only the columns asked', async () => {
    // The earlier tests' log lines reach us first (a busy machine can hold them back).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = server.output().length;
    const fast = await attorney.request<ListAnswer>(query(FEW), { pageSize: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = server
      .output()
      .slice(before)
      .split('\n')
      // This request's page statement: sorted by name (the earlier tests' are not).
      .filter((line) => line.includes('json_agg(json_build_object') && /ORDER BY \W*matter\W*\.\W*name\W* ASC/.test(line))
      .join('\n');
    const general = await attorney.request<ListAnswer>(query(`${FEW} court`), { pageSize: 50 });
    expect(fast.errors).toBeUndefined();
    expect(fast.data!.matters.items).toEqual(general.data!.matters.items.map(({ court: _court, ...row }) => row));
    expect(fast.data!.matters.totalCount).toBe(11);
    // The page's statement builds the JSON of what was asked: no phone, photo, email, avatar or task.
    expect(logged).toMatch(/json_agg\(json_build_object\('id', m\.id, 'name', m\.name, 'number', m\.number, 'statusChangedAt', m\.status_changed_at, 'client'/);
    expect(logged).not.toMatch(/primary_phone|photo_url|avatar_url|case_type|FROM tasks task/);
  });
});

it('lists every case the viewer may open, with the parts filled in', async () => {
  const [asAdmin] = await both(admin, { pageSize: 50 });
  const [asAttorney] = await both(attorney, { pageSize: 50 });
  expect(asAdmin.totalCount).toBe(12);
  // Three restricted cases: one lists the attorney, one has them on its staff (staff may open their cases), one neither.
  expect(asAttorney.totalCount).toBe(11);
  const rows = asAdmin.items as Array<{ staff: Array<{ fullName: string }>; nextTask: { title: string } | null; nextEvent: { title: string } | null; overdueTaskCount: number; client: { name: string } | null }>;
  expect(rows.some((row) => row.staff.map((s) => s.fullName).join() === 'Ada Quinn,Ben Ortiz')).toBe(true);
  expect(rows.some((row) => row.staff.map((s) => s.fullName).join() === 'Ben Ortiz,Ada Quinn')).toBe(true);
  expect(rows.some((row) => row.nextTask?.title.startsWith('Overdue'))).toBe(true);
  // Undated tasks come after dated ones: next only on the case with no other open task.
  expect(rows.filter((row) => row.nextTask?.title.startsWith('Undated'))).toHaveLength(1);
  expect(rows.some((row) => row.nextEvent?.title.startsWith('Today'))).toBe(true);
  expect(rows.every((row) => !row.nextEvent?.title.startsWith('Past'))).toBe(true);
  expect(rows.filter((row) => row.overdueTaskCount === 1)).toHaveLength(6);
  expect(rows.filter((row) => row.client === null)).toHaveLength(2);
});

it('reads a page of the case list in one statement, for 5 rows as for 50', async () => {
  const statements = (pageSize: number) =>
    countStatements(server, async () => {
      const response = await attorney.request<ListAnswer>(FAST, { pageSize });
      expect(response.errors).toBeUndefined();
    });
  const general = await countStatements(server, async () => {
    expect((await attorney.request<ListAnswer>(GENERAL, { pageSize: 50 })).errors).toBeUndefined();
  });
  const five = await statements(5);
  // The page and the session's lookup, on a connection already in the firm's scope: no switching
  // to the system scope to read the session and back (AuthService.resolveSession).
  expect(five).toBeLessThanOrEqual(2);
  expect(await statements(50)).toBe(five);
  expect(general).toBeGreaterThan(five + 3);
});

it('reads the fields asked again when a variable changes them (the same document, compiled once)', async () => {
  const query = `query($withEmail: Boolean!, $withStaff: Boolean!) { matters(pageSize: 50, sortBy: NAME, sortDirection: ASC) {
    items { id client { name email @include(if: $withEmail) } staff @include(if: $withStaff) { fullName } } } }`;
  type Answer = { matters: { items: Array<{ client: { name: string; email?: string | null } | null; staff?: Array<{ fullName: string }> }> } };
  for (const [withEmail, withStaff] of [[false, false], [true, true], [false, true], [true, false]] as const) {
    const answer = await attorney.request<Answer>(query, { withEmail, withStaff });
    expect(answer.errors).toBeUndefined();
    const withClient = answer.data!.matters.items.filter((row) => row.client);
    expect(withClient.length).toBeGreaterThan(0);
    for (const row of withClient) {
      expect(row.client!.name).toBe('Nora Vance');
      if (withEmail) expect(row.client!.email).toBe('nora@example.com');
      else expect(row.client).not.toHaveProperty('email');
    }
    expect(answer.data!.matters.items.every((row) => (withStaff ? Array.isArray(row.staff) : !('staff' in row)))).toBe(true);
  }
});
