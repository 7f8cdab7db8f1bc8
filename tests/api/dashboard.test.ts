import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The home dashboard for the signed-in user: the Tasks and Invoices cards, Tasks Assigned By Me,
 * My Cases and Cases With Overdue Status, each checked against data made here.
 */
const SUMMARY = '{ dashboard { openTasks overdueTasks tasksDueToday unpaidInvoices { count amountCents overdueCount } } }';
const ASSIGNED_BY_ME = `query($me: ID!, $page: Int, $pageSize: Int) {
  tasks(assignedById: $me, open: true, sortBy: DUE_DATE, sortDirection: ASC, page: $page, pageSize: $pageSize) {
    totalCount items { title dueDate matter { name } assignees { id } }
  }
}`;
const CASES = `query($staffId: ID, $overdue: Boolean, $page: Int, $pageSize: Int) {
  matters(staffId: $staffId, overdue: $overdue, sortBy: NEXT_TASK_DUE, sortDirection: ASC, page: $page, pageSize: $pageSize) {
    totalCount items { name overdueTaskCount nextTask { title dueDate assignees { id } } }
  }
}`;
const INVOICE_SUMMARY = '{ invoiceSummary { unpaid { count amountCents } overdue { count amountCents } } }';

/** YYYY-MM-DD, `days` from today (the test database runs in UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Summary {
  openTasks: number;
  overdueTasks: number;
  tasksDueToday: number;
  unpaidInvoices: { count: number; amountCents: number; overdueCount: number } | null;
}
interface CaseItem {
  name: string;
  overdueTaskCount: number;
  nextTask: { title: string; dueDate: string | null; assignees: Array<{ id: string }> } | null;
}

let server: TestServer;
let me: UserRow;
let paralegal: UserRow;
let a: ApiClient;
let p: ApiClient;
let s: ApiClient;
let admin: ApiClient;
let other: ApiClient;
let otherUser: UserRow;

async function ok<T>(api: ApiClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await api.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data!;
}
const summaryOf = async (api: ApiClient) => (await ok<{ dashboard: Summary }>(api, SUMMARY)).dashboard;
const casesOf = async (api: ApiClient, variables: Record<string, unknown>) =>
  (await ok<{ matters: { totalCount: number; items: CaseItem[] } }>(api, CASES, { pageSize: 5, ...variables })).matters;

async function matter(api: ApiClient, input: Record<string, unknown>): Promise<string> {
  return (await ok<{ createMatter: { id: string } }>(api, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { input })).createMatter.id;
}
async function task(api: ApiClient, input: Record<string, unknown>, done = false): Promise<string> {
  const id = (await ok<{ createTask: { id: string } }>(api, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { input })).createTask.id;
  if (done) await ok(api, 'mutation($input: MoveTaskInput!) { moveTask(input: $input) { id } }', { input: { id, column: 'DONE' } });
  return id;
}

let m1: string;
let m2: string;

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  const firm = await createFirm(server.db);
  me = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  paralegal = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Priya', lastName: 'Shah' });
  const staff = await createUser(server.db, { firm, role: 'STAFF' });
  const otherFirm = await createFirm(server.db);
  otherUser = await createUser(server.db, { firm: otherFirm, role: 'FIRM_ADMIN' });
  [a, p, s, admin, other] = await Promise.all([
    server.signedIn(me),
    server.signedIn(paralegal),
    server.signedIn(staff),
    server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' })),
    server.signedIn(otherUser),
  ]);

  // M1: I am on its staff; M2: the paralegal's case.
  m1 = await matter(a, { name: 'Whitfield v. Lone Star', staffIds: [me.id] });
  m2 = await matter(a, { name: 'Reyes v. Metro Transit', staffIds: [paralegal.id] });

  // Tasks I asked for.
  await task(a, { title: 'Send retainer', assigneeIds: [paralegal.id], dueDate: day(3), matterId: m2 });
  await task(a, { title: 'Call adjuster', assigneeIds: [me.id, paralegal.id], dueDate: day(1), matterId: m1 });
  await task(a, { title: 'Draft memo', assigneeIds: [me.id] });
  await task(a, { title: 'File motion', assigneeIds: [paralegal.id], dueDate: day(-2), matterId: m2 }, true);
  await task(a, { title: 'Unassigned note' });
  // Tasks the paralegal asked for.
  await task(p, { title: 'Review records', assigneeIds: [me.id], dueDate: day(-1), matterId: m1 });
  await task(p, { title: 'Prep deposition', assigneeIds: [me.id], dueDate: day(0) });
  await task(p, { title: 'Old task', assigneeIds: [me.id], dueDate: day(-5) }, true);
  await task(p, { title: 'Overdue for Priya', assigneeIds: [paralegal.id], dueDate: day(-3), matterId: m2 });

  // A case only firm admins may open, with an overdue task for me and one the paralegal asked me to do.
  const restricted = await matter(admin, { name: 'Sealed settlement', permission: 'SPECIFIC_USERS', userIds: [], staffIds: [] });
  await server.db.query(
    `INSERT INTO tasks (firm_id, matter_id, title, due_date, "column", position, priority, requester_id, version)
     VALUES ($1, $2, 'Sealed filing', $3, 'IN_QUEUE', 1000, 'NORMAL', $4, 1) RETURNING id`,
    [firm.id, restricted, day(-4), me.id],
  ).then(({ rows }) => server.db.query('INSERT INTO task_assignees (firm_id, task_id, user_id) SELECT firm_id, id, unnest(ARRAY[$2, $3]::uuid[]) FROM tasks WHERE id = $1', [rows[0].id, me.id, paralegal.id]));

  // Invoices on M1: one unpaid, one overdue, one paid in full.
  const clientId = (await ok<{ createContact: { id: string } }>(a, 'mutation { createContact(input: { kind: PERSON, firstName: "Dana", lastName: "Whitfield" }) { id } }')).createContact.id;
  const invoice = async (dueDate: string, rateCents: number) =>
    (
      await ok<{ createInvoice: { id: string; version: number } }>(a, 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id version } }', {
        input: { clientId, matterId: m1, dueDate, lines: [{ description: 'Work', quantity: '1', rateCents }] },
      })
    ).createInvoice;
  await invoice(day(30), 10_000);
  await invoice(day(-1), 5_050);
  const paid = await invoice(day(10), 7_000);
  await ok(a, 'mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { id } }', {
    input: { invoiceId: paid.id, version: paid.version, amountCents: 7_000, paidOn: day(0), method: 'CHECK' },
  });
});

afterAll(async () => {
  await server.stop();
});

describe('dashboard', () => {
  it('counts my open tasks, the overdue ones and those due today, without done tasks or cases I may not open', async () => {
    expect(await summaryOf(a)).toMatchObject({ openTasks: 4, overdueTasks: 1, tasksDueToday: 1 });
    // The paralegal: Send retainer, Call adjuster, Overdue for Priya (Sealed filing is on a case they may not open).
    expect(await summaryOf(p)).toMatchObject({ openTasks: 3, overdueTasks: 1, tasksDueToday: 0 });
  });

  it('shows the unpaid balance and count of invoices to billing roles, nothing to staff', async () => {
    const figures = { count: 2, amountCents: 15_050, overdueCount: 1 };
    expect((await summaryOf(a)).unpaidInvoices).toEqual(figures);
    expect((await summaryOf(p)).unpaidInvoices).toEqual(figures);
    const cards = (await ok<{ invoiceSummary: { unpaid: { count: number; amountCents: number }; overdue: { count: number; amountCents: number } } }>(a, INVOICE_SUMMARY)).invoiceSummary;
    expect(cards.unpaid.amountCents + cards.overdue.amountCents).toBe(figures.amountCents);

    const staff = await summaryOf(s);
    expect(staff.unpaidInvoices).toBeNull();
    expect(staff.openTasks).toBe(0);
    expect(errorCode(await s.request(INVOICE_SUMMARY))).toBe('FORBIDDEN');
  });

  it("follows the firm's choice to let staff see billing", async () => {
    const save = 'mutation($input: UpdateFirmPermissionsInput!) { updateFirmPermissions(input: $input) { version } }';
    const choices = { paralegalsSeeBilling: true, attorneysManageBilling: true, staffExportLists: true };
    const saved = await ok<{ updateFirmPermissions: { version: number } }>(admin, save, { input: { version: 0, ...choices, staffSeeBilling: true } });
    expect((await summaryOf(s)).unpaidInvoices).toEqual({ count: 2, amountCents: 15_050, overdueCount: 1 });
    await ok(admin, save, { input: { version: saved.updateFirmPermissions.version, ...choices, staffSeeBilling: false } });
    expect((await summaryOf(s)).unpaidInvoices).toBeNull();
  });

  it('lists the open tasks I gave to others, soonest due first, paged', async () => {
    const list = (await ok<{ tasks: { totalCount: number; items: Array<{ title: string; dueDate: string; matter: { name: string } | null }> } }>(a, ASSIGNED_BY_ME, { me: me.id }))
      .tasks;
    expect(list.totalCount).toBe(2);
    expect(list.items.map((t) => [t.title, t.dueDate, t.matter?.name])).toEqual([
      ['Call adjuster', day(1), 'Whitfield v. Lone Star'],
      ['Send retainer', day(3), 'Reyes v. Metro Transit'],
    ]);
    const second = (await ok<{ tasks: { totalCount: number; items: Array<{ title: string }> } }>(a, ASSIGNED_BY_ME, { me: me.id, page: 2, pageSize: 1 })).tasks;
    expect([second.totalCount, second.items.map((t) => t.title)]).toEqual([2, ['Send retainer']]);
    // The paralegal gave me three tasks, two still open (Old task is done).
    const theirs = (await ok<{ tasks: { items: Array<{ title: string }> } }>(p, ASSIGNED_BY_ME, { me: paralegal.id })).tasks.items.map((t) => t.title);
    expect(theirs).toEqual(['Review records', 'Prep deposition']);
  });

  it('lists my cases with their next open task and who it is assigned to', async () => {
    const mine = await casesOf(a, { staffId: me.id });
    expect(mine.totalCount).toBe(1);
    expect(mine.items[0]).toEqual({ name: 'Whitfield v. Lone Star', overdueTaskCount: 1, nextTask: { title: 'Review records', dueDate: day(-1), assignees: [{ id: me.id }] } });
    expect((await casesOf(p, { staffId: paralegal.id })).items.map((m) => m.name)).toEqual(['Reyes v. Metro Transit']);
  });

  it('lists cases with overdue tasks, most overdue first, with the earliest overdue task, and leaves out cases I may not open', async () => {
    const overdue = await casesOf(a, { overdue: true });
    expect(overdue.items.map((m) => [m.name, m.nextTask?.title, m.nextTask?.dueDate])).toEqual([
      ['Reyes v. Metro Transit', 'Overdue for Priya', day(-3)],
      ['Whitfield v. Lone Star', 'Review records', day(-1)],
    ]);
    expect(overdue.items[0]!.nextTask!.assignees).toEqual([{ id: paralegal.id }]);
    // The firm admin opens the sealed case too: it is the most overdue.
    expect((await casesOf(admin, { overdue: true })).items.map((m) => m.name)).toEqual(['Sealed settlement', 'Reyes v. Metro Transit', 'Whitfield v. Lone Star']);
    // Page 2 of 1 row each.
    expect((await casesOf(a, { overdue: true, page: 2, pageSize: 1 })).items.map((m) => m.name)).toEqual(['Whitfield v. Lone Star']);
  });

  it('shows another firm nothing of this one', async () => {
    expect(await summaryOf(other)).toEqual({ openTasks: 0, overdueTasks: 0, tasksDueToday: 0, unpaidInvoices: { count: 0, amountCents: 0, overdueCount: 0 } });
    expect((await ok<{ tasks: { totalCount: number } }>(other, ASSIGNED_BY_ME, { me: me.id })).tasks.totalCount).toBe(0);
    expect((await casesOf(other, { staffId: me.id })).totalCount).toBe(0);
    expect((await casesOf(other, { overdue: true })).totalCount).toBe(0);
    // Their own figures stay theirs.
    expect((await casesOf(other, { staffId: otherUser.id })).totalCount).toBe(0);
  });

  it('is for firm staff only', async () => {
    const client = await createUser(server.db, { firm: await createFirm(server.db), role: 'CLIENT' });
    expect(errorCode(await (await server.signedIn(client)).request(SUMMARY))).toBe('FORBIDDEN');
    const platform = await createUser(server.db, { role: 'PLATFORM_ADMIN' });
    expect(errorCode(await (await server.signedIn(platform)).request(SUMMARY))).toBe('FORBIDDEN');
    const anonymous = await server.signedIn(me);
    await anonymous.signOut();
    expect(errorCode(await anonymous.request(SUMMARY))).toBe('UNAUTHENTICATED');
  });

  it('refuses a malformed user id in the filters', async () => {
    expect(errorCode(await a.request(ASSIGNED_BY_ME, { me: 'nobody' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await a.request(CASES, { staffId: 'nobody' }))).toBe('BAD_USER_INPUT');
  });
});
