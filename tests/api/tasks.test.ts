import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe, type Collector } from '../support/ws';

const TASK = 'id version title column position priority dueDate estimateMinutes matterId assignees { id } requester { id }';
const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { ${TASK} } }`;
const MOVE = `mutation($input: MoveTaskInput!) { moveTask(input: $input) { ${TASK} } }`;
const LIST = `query($column: TaskColumn, $matterId: ID, $pageSize: Int) { tasks(column: $column, matterId: $matterId, pageSize: $pageSize) { totalCount items { id title position column } } }`;

interface TaskData {
  id: string;
  version: number;
  title: string;
  column: string;
  position: number;
}

let server: TestServer;
let attorney: UserRow;
let paralegal: UserRow;
let a: ApiClient;
let p: ApiClient;
let b: ApiClient;
const collectors: Array<Collector<{ taskId: string; change: string }>> = [];

const create = async (api: ApiClient, input: Record<string, unknown>) => {
  const response = await api.request<{ createTask: TaskData }>(CREATE, { input });
  expect(response.errors).toBeUndefined();
  return response.data!.createTask;
};
const column = async (api: ApiClient, name: string) =>
  (await api.request<{ tasks: { items: TaskData[] } }>(LIST, { column: name, pageSize: 100 })).data!.tasks.items.map((t) => t.title);

beforeAll(async () => {
  server = await startTestServer();
  const firm = await createFirm(server.db);
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  paralegal = await createUser(server.db, { firm, role: 'PARALEGAL' });
  [a, p, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(paralegal),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
});

afterAll(async () => {
  for (const collector of collectors) collector.dispose();
  await server.stop();
});

/** One consistent order: every task of a column has its own place. */
function expectStrictlyIncreasing(positions: number[]): void {
  positions.forEach((position, i) => {
    if (i > 0) expect(position).toBeGreaterThan(positions[i - 1]!);
  });
}

describe('tasks', () => {
  it('adds tasks at the end of their column with every field, and notifies the assignee', async () => {
    const task = await create(a, {
      title: '  Request police report  ', description: 'From APD', dueDate: '2026-12-01', priority: 'URGENT', estimateMinutes: 45, type: 'Records', assigneeIds: [paralegal.id],
    });
    expect(task).toMatchObject({ title: 'Request police report', column: 'IN_QUEUE', position: 0, priority: 'URGENT', dueDate: '2026-12-01', estimateMinutes: 45, assignees: [{ id: paralegal.id }], requester: { id: attorney.id } });
    for (const title of ['Call the adjuster', 'Draft demand letter', 'Order medical records']) await create(a, { title });
    expect(await column(a, 'IN_QUEUE')).toEqual(['Request police report', 'Call the adjuster', 'Draft demand letter', 'Order medical records']);
    const notes = await p.request<{ notifications: { items: Array<{ type: string; message: string; link: string }> } }>('{ notifications { items { type message link } } }');
    expect(notes.data!.notifications.items).toEqual([{ type: 'TASK', message: 'Avery Stone assigned you "Request police report" (due 2026-12-01)', link: '/tasks' }]);
    expect((await a.request(CREATE, { input: { title: '   ' } })).errors![0]!.extensions!.fields).toEqual([{ field: 'title', messages: ['Enter the task name.'] }]);
  });

  it('moves a card between and within columns, and others see it live', async () => {
    const live = subscribe<{ taskId: string; change: string }>(server.wsUrl, p.cookie!, 'subscription { taskEvents { cursor taskId change } }', {}, (d) => d.taskEvents as { taskId: string; change: string });
    collectors.push(live);
    await settle();
    const tasks = (await a.request<{ tasks: { items: TaskData[] } }>(LIST, { column: 'IN_QUEUE', pageSize: 100 })).data!.tasks.items;
    const [police, call, draft, order] = tasks;
    await a.request(MOVE, { input: { id: draft!.id, column: 'DONE' } });
    await a.request(MOVE, { input: { id: order!.id, column: 'IN_QUEUE', beforeId: police!.id } });
    expect(await column(a, 'IN_QUEUE')).toEqual(['Order medical records', 'Request police report', 'Call the adjuster']);
    expect(await column(a, 'DONE')).toEqual(['Draft demand letter']);
    const [moved] = await live.waitFor(1);
    expect(moved).toMatchObject({ taskId: draft!.id, change: 'MOVED' });
    void call;
  });

  it('keeps one consistent order when many moves happen at once', async () => {
    const extra: TaskData[] = [];
    for (let i = 0; i < 10; i += 1) extra.push(await create(a, { title: `Task ${i}` }));
    const moves = extra.map((task, i) =>
      (i % 2 ? a : p).request(MOVE, { input: { id: task.id, column: i % 3 === 0 ? 'IN_PROGRESS' : 'IN_QUEUE', beforeId: extra[(i + 3) % extra.length]!.id } }),
    );
    const results = await Promise.all(moves);
    for (const result of results) expect(result.errors).toBeUndefined();
    for (const name of ['IN_QUEUE', 'IN_PROGRESS', 'NEED_REVISION', 'DONE']) {
      const rows = (await a.request<{ tasks: { items: TaskData[] } }>(LIST, { column: name, pageSize: 100 })).data!.tasks.items;
      expectStrictlyIncreasing(rows.map((t) => t.position));
    }
    const total = (await a.request<{ tasks: { totalCount: number } }>(LIST, { pageSize: 100 })).data!.tasks.totalCount;
    expect(total).toBe(14);
  });

  it("hides a restricted case's tasks from whoever may not open the case, and another firm's entirely", async () => {
    const secret = await a.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Sealed", permission: SPECIFIC_USERS, userIds: [] }) { id } }');
    const matterId = secret.data!.createMatter.id;
    const hidden = await create(a, { title: 'Sealed filing', matterId });
    expect((await a.request<{ tasks: { totalCount: number } }>(LIST, { matterId })).data!.tasks.totalCount).toBe(1);
    await create(a, { title: 'Later filing', matterId, dueDate: '2027-03-01' });
    await create(a, { title: 'Undated filing', matterId });
    const next = await a.request<{ matter: { nextTask: { title: string } } }>('query($id: ID!) { matter(id: $id) { nextTask { title } } }', { id: matterId });
    expect(next.data!.matter.nextTask.title).toBe('Later filing');
    expect((await p.request<{ tasks: { items: TaskData[] } }>(LIST, { pageSize: 100 })).data!.tasks.items.map((t) => t.title)).not.toContain('Sealed filing');
    expect(errorCode(await p.request('query($id: ID!) { task(id: $id) { id } }', { id: hidden.id }))).toBe('NOT_FOUND');
    expect(errorCode(await p.request(MOVE, { input: { id: hidden.id, column: 'DONE' } }))).toBe('NOT_FOUND');
    expect((await p.request(CREATE, { input: { title: 'x', matterId } })).errors![0]!.extensions!.fields).toEqual([{ field: 'matterId', messages: ['Choose one of your cases.'] }]);
    expect((await b.request<{ tasks: { totalCount: number } }>(LIST, {})).data!.tasks.totalCount).toBe(0);
    expect(errorCode(await b.request('mutation($id: ID!) { deleteTask(id: $id) }', { id: hidden.id }))).toBe('NOT_FOUND');
  });

  it('keeps the order when one gap is split until its precision runs out (the column is renumbered)', async () => {
    const top = await create(a, { title: 'Gap top', column: 'NEED_REVISION' });
    const second = await create(a, { title: 'Gap bottom', column: 'NEED_REVISION' });
    // Each move lands just above "Gap bottom", halving the same gap: 70 halvings exhaust a double.
    const movers: TaskData[] = [];
    for (let i = 0; i < 70; i += 1) {
      const mover = await create(a, { title: `Mover ${i}` });
      const moved = await a.request(MOVE, { input: { id: mover.id, column: 'NEED_REVISION', beforeId: second.id } });
      expect(moved.errors).toBeUndefined();
      movers.push(mover);
    }
    const rows = (await a.request<{ tasks: { items: TaskData[] } }>(LIST, { column: 'NEED_REVISION', pageSize: 100 })).data!.tasks.items;
    expectStrictlyIncreasing(rows.map((t) => t.position));
    expect(rows.map((t) => t.title).filter((title) => title.startsWith('Gap') || title.startsWith('Mover'))).toEqual([
      'Gap top',
      ...movers.map((_, i) => `Mover ${i}`),
      'Gap bottom',
    ]);
    await Promise.all([...movers, top, second].map((task) => a.request('mutation($id: ID!) { deleteTask(id: $id) }', { id: task.id })));
  });

  it('edits over the version and deletes; the rest of the column keeps its order', async () => {
    const [first] = (await a.request<{ tasks: { items: TaskData[] } }>(LIST, { column: 'IN_QUEUE', pageSize: 100 })).data!.tasks.items;
    const full = await a.request<{ task: TaskData }>(`query($id: ID!) { task(id: $id) { ${TASK} } }`, { id: first!.id });
    const edited = await a.request<{ updateTask: TaskData }>(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { ${TASK} } }`, {
      input: { id: first!.id, version: full.data!.task.version, title: 'Renamed', priority: 'LOW' },
    });
    expect(edited.data!.updateTask).toMatchObject({ title: 'Renamed', priority: 'LOW' });
    const stale = await a.request(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }`, { input: { id: first!.id, version: full.data!.task.version, title: 'Again' } });
    expect(errorCode(stale)).toBe('CONFLICT');
    await a.request('mutation($id: ID!) { deleteTask(id: $id) }', { id: first!.id });
    const rows = (await a.request<{ tasks: { items: TaskData[] } }>(LIST, { column: 'IN_QUEUE', pageSize: 100 })).data!.tasks.items;
    expect(rows.map((t) => t.id)).not.toContain(first!.id);
    expectStrictlyIncreasing(rows.map((t) => t.position));
  });

  it('searches titles and descriptions in any case, as typed (% and _ are letters), within the firm', async () => {
    await create(a, { title: 'Schedule the DEPOSITION of Dr. Ávila' });
    await create(a, { title: 'Call the adjuster', description: 'Ask about the deposition transcript' });
    await create(a, { title: 'Settle at 100% of limits' });
    await create(a, { title: 'Review file_index' });
    await create(b, { title: 'Another firm: deposition prep' });
    const search = async (api: ApiClient, text: string) =>
      (await api.request<{ tasks: { totalCount: number; items: TaskData[] } }>('query($s: String) { tasks(search: $s, pageSize: 50) { totalCount items { title } } }', { s: text }))
        .data!.tasks.items.map((t) => t.title)
        .sort();
    expect(await search(a, 'deposit')).toEqual(['Call the adjuster', 'Schedule the DEPOSITION of Dr. Ávila']);
    expect(await search(a, 'ávila')).toEqual(['Schedule the DEPOSITION of Dr. Ávila']);
    expect(await search(a, '100%')).toEqual(['Settle at 100% of limits']);
    expect(await search(a, 'e_i')).toEqual(['Review file_index']);
    expect(await search(a, 'TRANSCRIPT')).toEqual(['Call the adjuster']);
    expect(await search(b, 'deposit')).toEqual(['Another firm: deposition prep']);
  });

  it("marks a case with an open task past due for 'Cases With Overdue Status', not one whose late task is complete", async () => {
    const newCase = async (name: string) => (await a.request<{ createMatter: { id: string } }>('mutation($n: String!) { createMatter(input: { name: $n }) { id } }', { n: name })).data!.createMatter.id;
    const [late, onTime, finished] = await Promise.all([newCase('Late case'), newCase('On-time case'), newCase('Finished case')]);
    await create(a, { title: 'Answer interrogatories', matterId: late, dueDate: '2020-01-10' });
    await create(a, { title: 'Answer more interrogatories', matterId: late, dueDate: '2020-01-11' });
    await create(a, { title: 'Deposition prep', matterId: onTime, dueDate: '2999-01-01' });
    const done = await create(a, { title: 'File notice', matterId: finished, dueDate: '2020-01-10' });
    await a.request(MOVE, { input: { id: done.id, column: 'DONE' } });
    const OVERDUE = '{ matters(overdue: true, pageSize: 100) { totalCount items { name overdueTaskCount } } }';
    const flagged = await a.request<{ matters: { items: Array<{ name: string; overdueTaskCount: number }> } }>(OVERDUE);
    expect(flagged.data!.matters.items).toEqual([{ name: 'Late case', overdueTaskCount: 2 }]);
    expect((await b.request<{ matters: { totalCount: number } }>(OVERDUE)).data!.matters.totalCount).toBe(0);
  });
});
