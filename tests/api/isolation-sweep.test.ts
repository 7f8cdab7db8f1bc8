/**
 * The isolation sweep, generated from schema.graphql (tests/support/sweep.ts): every query and
 * mutation that takes an id (as an argument or inside its input) is called by a firm B admin with
 * each id of firm A's records, and by a firm B paralegal with the ids of a firm B case they may
 * not open. Nothing of those records may come back (no record, no name), and no mutation may
 * succeed. row-level-security.test.ts runs the firm B part again with the services' own firm
 * checks defeated.
 */
import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { subscribe } from '../support/ws';
import { createRecords, make, operation, restRoutes, schema, sweepLeaks, sweptFields, takesId, valueFor } from '../support/sweep';

const MARKER = 'Zebrafish';
const RESTRICTED = 'Quokka';

let server: TestServer;
let a: ApiClient;
let b: ApiClient;
let paralegalB: ApiClient;
const foreignIds: Record<string, string> = {};
const restrictedIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ QUERY_MAX_DEPTH: '20', QUERY_MAX_COMPLEXITY: '1000000', QUERY_MAX_ALIASES: '100' });
  const firmA = await createFirm(server.db, { name: `${MARKER} Law` });
  const firmB = await createFirm(server.db);
  const adminA = await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN', firstName: MARKER });
  a = await server.signedIn(adminA);
  b = await server.signedIn(await createUser(server.db, { firm: firmB, role: 'FIRM_ADMIN' }));
  paralegalB = await server.signedIn(await createUser(server.db, { firm: firmB, role: 'PARALEGAL' }));
  restrictedIds.matter = (
    await make<{ id: string }>(b, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: `${RESTRICTED} sealed`, permission: 'SPECIFIC_USERS', userIds: [] })
  ).id;
  restrictedIds.task = (await make<{ id: string }>(b, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { title: `${RESTRICTED} task`, matterId: restrictedIds.matter })).id;
  restrictedIds.note = (await make<{ id: string }>(b, 'mutation($input: AddMatterNoteInput!) { addMatterNote(input: $input) { id } }', { matterId: restrictedIds.matter, body: `${RESTRICTED} note` })).id;
  Object.assign(foreignIds, await createRecords(a, MARKER), { user: adminA.id });
  const form = new FormData();
  form.set('matterId', foreignIds.matter!);
  form.set('title', `${MARKER} exhibit`);
  form.set('file', new Blob([`${MARKER} statement`]), `${MARKER}.txt`);
  const uploaded = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: a.cookie! }, body: form });
  expect(uploaded.status).toBe(201);
  foreignIds.document = ((await uploaded.json()) as { id: string }).id;
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe.each([
  ['query', schema.getQueryType()!],
  ['mutation', schema.getMutationType()!],
] as const)('every %s that takes an id', (kind, root) => {
  it('covers the schema', () => {
    expect(sweptFields(kind).length).toBeGreaterThan(kind === 'query' ? 10 : 30);
  });

  it("gives firm B nothing of firm A's records, and a paralegal nothing of a case they may not open", async () => {
    const leaks = [...(await sweepLeaks(kind, 'firm B', b, foreignIds, MARKER)), ...(await sweepLeaks(kind, 'paralegal', paralegalB, restrictedIds, RESTRICTED))];
    expect(leaks).toEqual([]);
    if (kind === 'query') {
      // The same generated operations do show firm A its own records: the sweep would see a leak.
      for (const [field, id] of [['matter', foreignIds.matter], ['task', foreignIds.task], ['contact', foreignIds.contact], ['invoice', foreignIds.invoice]] as const) {
        const own = await a.request<Record<string, unknown>>(operation('query', root.getFields()[field]!), { id });
        expect(JSON.stringify(own.data)).toContain(MARKER);
      }
    }
    // Firm A's records are all still there, unchanged by firm B's attempts.
    const check = await a.request<{ matter: { name: string }; task: { title: string }; contact: { name: string } }>(
      'query($m: ID!, $t: ID!, $c: ID!) { matter(id: $m) { name } task(id: $t) { title } contact(id: $c) { name } }',
      { m: foreignIds.matter, t: foreignIds.task, c: foreignIds.contact },
    );
    expect(check.data).toEqual({ matter: { name: `${MARKER} v. Acme` }, task: { title: `${MARKER} task` }, contact: { name: `${MARKER} Client` } });
  }, 600_000);
});

/**
 * The REST routes (files, exports, photos, calendar files), read from the server's route table:
 * each route with a parameter is called by firm B with every id of firm A's records, and must
 * refuse (4xx) without any of them; the list exports and firm B's calendar feed hold none of them.
 */
describe('files, exports and calendar feeds', () => {
  const routes = restRoutes();
  const withIds = routes.filter(({ route }) => route.includes(':'));
  const lists = routes.filter(({ method, route }) => method === 'GET' && route.startsWith('/api/export/') && !route.includes(':'));

  function body(method: string): { body?: BodyInit; headers: Record<string, string> } {
    if (method === 'GET') return { headers: {} };
    const form = new FormData();
    form.set('matterId', foreignIds.matter!);
    form.set('file', new Blob(['x']), 'x.eml');
    return method === 'PUT' ? { body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), headers: { 'content-type': 'image/png' } } : { body: form, headers: {} };
  }

  it('covers the route table', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(10);
    expect(lists.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses firm B every route with firm A's ids, and its exports and feed hold nothing of firm A", async () => {
    const leaks: string[] = [];
    for (const { method, route } of withIds) {
      for (const [name, id] of Object.entries(foreignIds)) {
        const url = server.url + route.replace(/:id/g, id).replace(/:file/g, 'picture.png');
        const request = body(method);
        const response = await fetch(url, { method, headers: { cookie: b.cookie!, ...request.headers }, body: request.body });
        const text = await response.text();
        if (response.status < 400 || response.status >= 500 || text.includes(MARKER) || text.includes(id)) leaks.push(`${method} ${route} (${name}): ${response.status} ${text.slice(0, 120)}`);
      }
    }
    for (const { route } of lists) {
      const response = await fetch(`${server.url}${route}?ids=${foreignIds.invoice}`, { headers: { cookie: b.cookie! } });
      const text = await response.text();
      if (response.status >= 500 || text.includes(MARKER) || text.includes(foreignIds.matter!)) leaks.push(`GET ${route}: ${response.status} ${text.slice(0, 120)}`);
    }
    const feed = await b.request<{ resetCalendarFeed: { url: string } }>('mutation { resetCalendarFeed { url } }');
    const ics = await fetch(new URL(new URL(feed.data!.resetCalendarFeed.url).pathname, server.url));
    expect(ics.status).toBe(200);
    if ((await ics.text()).includes(MARKER)) leaks.push("firm B's calendar feed shows firm A");
    expect(leaks).toEqual([]);
    // The control: firm A gets its own document and case export.
    const own = await fetch(`${server.url}/api/files/${foreignIds.document}`, { headers: { cookie: a.cookie! } });
    expect(await own.text()).toContain(MARKER);
  }, 300_000);
});

/**
 * Each subscription replays from a cursor: firm B replaying from the very start hears nothing of
 * firm A; one that takes a case's id is refused firm A's case.
 */
describe('subscriptions', () => {
  it("replay nothing of firm A's events to firm B, even from the first cursor", async () => {
    const subscriptions = Object.values(schema.getSubscriptionType()!.getFields()).filter((field) => field.args.some((arg) => arg.name === 'after'));
    expect(subscriptions.length).toBeGreaterThanOrEqual(4);
    const takingIds = subscriptions.filter((field) => field.args.some((arg) => arg.name !== 'after' && takesId(arg.type)));
    expect(takingIds.map((field) => field.name)).toEqual(['caseRecordEvents']);
    const collectors = subscriptions.map((field) =>
      subscribe(
        server.wsUrl,
        b.cookie!,
        operation('subscription', field),
        Object.fromEntries(field.args.map((arg) => [arg.name, arg.name === 'after' ? '0' : valueFor(arg.type, foreignIds.matter!)])),
        (data) => JSON.stringify(data),
      ),
    );
    // Firm A keeps working meanwhile: a new task and an event go out live.
    await a.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { input: { title: `${MARKER} live task`, matterId: foreignIds.matter } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      expect(collectors.flatMap((collector) => collector.items).filter((item) => item.includes(MARKER))).toEqual([]);
      const refused = subscriptions.map((field, index) => [field.name, collectors[index]!.errors.flat().map((error) => (error as { extensions?: { code?: string } }).extensions?.code)]);
      expect(refused).toEqual(subscriptions.map((field) => [field.name, takingIds.includes(field) ? ['NOT_FOUND'] : []]));
    } finally {
      for (const collector of collectors) collector.dispose();
    }
  });
});
