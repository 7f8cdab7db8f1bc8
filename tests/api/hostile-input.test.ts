/**
 * Every mutation of the committed schema, called by a signed-in firm admin with hostile input:
 * wrong types, empty values, 1 MB strings, unicode edge cases, SQL and HTML injection. Whatever
 * is refused must be refused as the caller's mistake: never INTERNAL_SERVER_ERROR, never a 5xx.
 * Generated from schema.graphql, so a new mutation is covered the day it is added. The REST
 * routes get the same treatment from the server's route table: hostile path ids, query strings
 * and multipart file names on every route, and stored names that reach a response header.
 */
import { getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { parse as parseDisposition } from 'content-disposition';
import { createFirm, createUser, type UserRow } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { png } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';
import { createRecords, make, operation, restQueryNames, restRoutes, schema, type RestRoute } from '../support/sweep';
const mutations = Object.values(schema.getMutationType()!.getFields());

/** Sign-in and sign-out change the session under the test; the rest is fair game. */
const SKIPPED = new Set(['logout']);

type Strategy = 'wrongType' | 'empty' | 'huge' | 'unicode' | 'sql' | 'html';
const STRATEGIES: Strategy[] = ['wrongType', 'empty', 'huge', 'unicode', 'sql', 'html'];

const HOSTILE_TEXT: Record<Exclude<Strategy, 'wrongType' | 'empty'>, string> = {
  huge: 'x'.repeat(1024 * 1024),
  // NUL, a lone surrogate, right-to-left override, zero-width joiner, combining marks, emoji, a BOM.
  unicode: 'a\u0000b \ud800 \u202egnp.exe \u200d Z\u0351\u0363\u0364 👩‍⚖️ \ufeff',
  sql: "'; DROP TABLE users; -- \" OR 1=1 /*",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
};

/** A value of `type` made hostile by `strategy` (objects get every field, lists one element). */
function hostile(type: GraphQLInputType, strategy: Strategy, depth = 0, texts = HOSTILE_TEXT): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return strategy === 'empty' ? [] : [hostile(nullable.ofType, strategy, depth + 1, texts)];
  if (isInputObjectType(nullable)) {
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(nullable.getFields()).map((field) => [field.name, hostile(field.type, strategy, depth + 1, texts)]));
  }
  if (isEnumType(nullable)) return strategy === 'wrongType' ? 'NOT_A_VALUE' : nullable.getValues()[0]!.value;
  if (isScalarType(nullable)) {
    const numeric = nullable.name === 'Int' || nullable.name === 'Float';
    if (strategy === 'wrongType') return numeric ? 'ten' : nullable.name === 'Boolean' ? 'yes' : 12345;
    if (strategy === 'empty') return numeric ? 0 : nullable.name === 'Boolean' ? false : '';
    if (numeric) return nullable.name === 'Int' ? 2147483647 : 1e308;
    if (nullable.name === 'Boolean') return true;
    return texts[strategy];
  }
  return null;
}

let server: TestServer;
let api: ApiClient;
let admin: UserRow;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES_PER_EMAIL: '100000', LOGIN_MAX_FAILURES_PER_IP: '100000' });
  const firm = await createFirm(server.db);
  admin = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  api = await server.signedIn(admin);
});

afterAll(async () => {
  await server.stop();
});

/** The server's own error lines (level 50), to show beside a failure. */
const serverErrors = () =>
  `${server
    .output()
    .split('\n')
    .filter((line) => /"level":50/.test(line))
    .slice(-8)
    .map((line) => {
      const { msg, err } = JSON.parse(line) as { msg: string; err?: { message?: string } };
      return `${msg}: ${err?.message?.slice(0, 200)}`;
    })
    .join('\n')}\n`;

describe('hostile input on every mutation', () => {
  it('covers the schema', () => {
    expect(mutations.length).toBeGreaterThan(50);
  });

  it.each(STRATEGIES)('%s: answered as the caller’s mistake, never an internal error', async (strategy) => {
    const failures: string[] = [];
    for (const field of mutations) {
      if (SKIPPED.has(field.name)) continue;
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, hostile(arg.type, strategy)]));
      const response = await api.request(operation('mutation', field, { selection: '__typename' }), variables);
      const codes = (response.errors ?? []).map((error) => error.extensions?.code);
      if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
        failures.push(`${field.name}: HTTP ${response.status} ${JSON.stringify(response.errors?.map((error) => error.message))}`);
      }
      // Every argument given a value that cannot be right must not pass silently either.
      if (strategy === 'wrongType' && field.args.some((arg) => isNonNullType(arg.type)) && !response.errors) {
        failures.push(`${field.name}: accepted wrong types`);
      }
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 600_000);

  it('logs none of the values sent: no client data in the log, and no megabyte lines', () => {
    // A refused statement's error carries every parameter; the logger drops them and cuts texts short.
    // (Logged whole, this sweep wrote 130 MB, and the server stalled writing it.)
    const longest = Math.max(...server.output().split('\n').map((line) => line.length));
    expect(longest).toBeLessThan(20_000);
    expect(server.output()).not.toContain(HOSTILE_TEXT.sql);
  });
});

describe('hostile arguments on every query', () => {
  const queries = Object.values(schema.getQueryType()!.getFields()).filter((field) => field.args.length > 0);
  /**
   * A query's many text arguments at 1 MB each would pass the 2 MB body limit (refused whole, 413,
   * before any resolver runs); 64 KB is far past every text limit and keeps each request under it.
   */
  const texts = { ...HOSTILE_TEXT, huge: 'x'.repeat(64 * 1024) };

  it('covers the schema', () => {
    expect(queries.length).toBeGreaterThan(30);
  });

  it.each(STRATEGIES)('%s: answered as the caller’s mistake, never an internal error', async (strategy) => {
    const failures: string[] = [];
    for (const field of queries) {
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, hostile(arg.type, strategy, 0, texts)]));
      const response = await api.request(operation('query', field, { selection: '__typename' }), variables);
      const codes = (response.errors ?? []).map((error) => error.extensions?.code);
      if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
        failures.push(`${field.name}: HTTP ${response.status} ${JSON.stringify(response.errors?.map((error) => error.message))}`);
      }
      if (codes.includes('GRAPHQL_VALIDATION_FAILED')) failures.push(`${field.name}: invalid sweep operation: ${response.errors?.[0]?.message}`);
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('hostile cursors on every subscription', () => {
  const cursored = Object.values(schema.getSubscriptionType()!.getFields()).filter((field) => field.args.some((arg) => arg.name === 'after'));
  /** No event cursor: past a bigint, negative, not a whole number, padded, empty. */
  const HOSTILE_CURSORS = ['99999999999999999999999', '9223372036854775808', '-1', '1.5', '1e3', ' 1', '0x10', '', 'abc', '1\u0000'];
  /** A subscription's variables with `after`: a case of the firm for the ones about one case. */
  let matterId: string;
  const variables = (field: (typeof cursored)[number], after: string) =>
    Object.fromEntries(field.args.map((arg) => [arg.name, arg.name === 'after' ? after : matterId]));
  beforeAll(async () => {
    matterId = (await createRecords(api, 'Cursor')).matter;
  });

  it('covers the subscriptions', () => {
    expect(cursored.length).toBeGreaterThanOrEqual(5);
  });

  it.each(HOSTILE_CURSORS)('after %j: refused as BAD_USER_INPUT, never an internal error', async (after) => {
    const collectors = cursored.map((field) => ({ field: field.name, collector: subscribe(server.wsUrl, api.cookie!, operation('subscription', field), variables(field, after), (data) => data) }));
    try {
      // Every refusal arrives (a loaded machine may take more than a moment), then nothing else.
      const deadline = Date.now() + 15_000;
      while (collectors.some(({ collector }) => collector.errors.length === 0) && Date.now() < deadline) await settle(100);
      await settle(300);
      // graphql-ws reports an operation's errors as a list (an `error` message) or inside a result.
      const codes = collectors.map(({ field, collector }) => [
        field,
        collector.errors.flat().map((error) => (error as { extensions?: { code?: string } }).extensions?.code ?? JSON.stringify(error)),
      ]);
      expect(codes).toEqual(collectors.map(({ field }) => [field, ['BAD_USER_INPUT']]));
    } finally {
      for (const { collector } of collectors) collector.dispose();
    }
  });

  it('takes the largest cursor there can be, and the first', async () => {
    const collectors = ['9223372036854775807', '0'].flatMap((after) => cursored.map((field) => subscribe(server.wsUrl, api.cookie!, operation('subscription', field), variables(field, after), (data) => data)));
    try {
      await settle(500);
      expect(collectors.flatMap((collector) => collector.errors)).toEqual([]);
    } finally {
      for (const collector of collectors) collector.dispose();
    }
  });
});

/** Path ids that are no ids: refused as not found (404) or as a bad request (400), never a 5xx. */
const HOSTILE_IDS = [
  'not-a-uuid',
  '-'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  '%00',
  'a%00b',
  '%0D%0AX-Injected:%201',
  "'%3B%20DROP%20TABLE%20users%3B--",
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%80%AEgnp.exe',
  '%F0%9F%91%A9%E2%80%8D%E2%9A%96%EF%B8%8F',
  'x'.repeat(4000),
  '99999999999999999999999',
];

/** Query-string values (already percent-encoded) and shapes a handler might not expect. */
const HOSTILE_QUERY: Array<(name: string) => string> = [
  (name) => `${name}=%00`,
  (name) => `${name}=a%00b`,
  (name) => `${name}=%0D%0AX-Injected:%201`,
  (name) => `${name}=%ED%A0%80`,
  (name) => `${name}=%FF%FE`,
  (name) => `${name}='%3B%20DROP%20TABLE%20users%3B--`,
  (name) => `${name}=-1`,
  (name) => `${name}=99999999999999999999999`,
  (name) => `${name}=${'x'.repeat(4000)}`,
  (name) => `${name}=a&${name}=b`,
  (name) => `${name}[key]=value`,
  (name) => `${name}=%2C%2C%2C`,
];

/** A multipart/form-data body written by hand, so file names can hold what browsers would escape. */
function multipart(parts: Array<{ name: string; value: string } | { name: string; filenameParam: string; data: Buffer; type?: string }>): { body: Blob; headers: Record<string, string> } {
  const boundary = '----matterhorn-hostile-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; ${part.filenameParam}\r\nContent-Type: ${part.type ?? 'text/plain'}\r\n\r\n`, 'utf8'));
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Blob([new Uint8Array(Buffer.concat(chunks))]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** File name parameters: raw control characters, encoded ones (RFC 5987 `filename*`), quotes, non-Latin-1, very long. */
const HOSTILE_FILENAMES = [
  'filename="a\u0000b.txt"',
  "filename*=UTF-8''a%00b.txt",
  "filename*=UTF-8''a%0D%0AContent-Type%3A%20text%2Fhtml.txt",
  'filename="a%0D%0Ab.txt"',
  'filename="\\"quoted\\" name.txt"',
  'filename="日本語 Ünïcødé 👩‍⚖️.txt"',
  "filename*=UTF-8''%ED%A0%80.txt",
  "filename*=UTF-8''%FF%FE.txt",
  'filename="..\\\\..\\\\windows\\\\win.ini.txt"',
  'filename="../../etc/passwd.txt"',
  `filename="${'n'.repeat(5000)}.txt"`,
  'filename=""',
  'filename="\u202egnp.exe.txt"',
];

/** Form fields of the uploads given values no form would send. */
const HOSTILE_FIELDS: Array<Record<string, string>> = [
  { matterId: 'not-a-uuid' },
  { matterId: '\u0000' },
  { folderId: 'not-a-uuid' },
  { folderId: '99999999999999999999999' },
  { title: 'a\u0000b' },
  { title: '\r\nX-Injected: 1' },
  { receivedDate: '99999-99-99' },
  { receivedDate: '2024-02-30' },
  { receivedDate: '\u0000' },
  { category: '\u0000' },
  { category: 'x'.repeat(5000) },
];

describe('hostile input on every REST route', () => {
  const routes = restRoutes();
  const queryNames = restQueryNames();
  const own: Record<string, string> = {};

  /** The route with every parameter filled with one of the admin's own records (or `override` for one parameter). */
  function urlOf(route: string, override?: { param: string; value: string }): string {
    const ownFor = (param: string) => {
      if (param === 'file') return own.avatarFile!;
      if (param === 'token') return own.feedToken!;
      if (route.startsWith('/api/invoices/')) return own.invoice!;
      if (route.includes('/matters/')) return own.matter!;
      if (route.startsWith('/api/contacts/')) return own.contact!;
      if (route.startsWith('/api/users/')) return own.user!;
      if (route.startsWith('/api/files/')) return own.document!;
      if (route.startsWith('/api/calendar/events/')) return own.event!;
      if (route.startsWith('/api/settlement-statements/')) return own.statement!;
      if (route.startsWith('/api/trust/ledgers/')) return own.trustLedger!;
      if (route.startsWith('/api/trust/accounts/')) return own.trustAccount!;
      if (route.startsWith('/api/trust/reconciliations/')) return own.trustReconciliation!;
      throw new Error(`No record of the firm for ${route}`);
    };
    const url = server.url + route.replace(/:(\w+)/g, (_, param: string) => (override?.param === param ? override.value : ownFor(param)));
    // The LEDES export exports the invoices it is given.
    return route === '/api/export/invoices/ledes' ? `${url}?ids=${own.invoice}` : url;
  }

  const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  /** A request of `method` with a body the route accepts (an image for PUT, a text file for POST). */
  function requestOf(method: RestRoute['method']): RequestInit {
    const headers: Record<string, string> = { cookie: api.cookie! };
    if (method === 'PUT') return { method, headers: { ...headers, 'content-type': 'image/png' }, body: new Uint8Array(png(256, 256)) };
    if (method === 'POST') {
      const form = multipart([
        { name: 'matterId', value: own.matter! },
        { name: 'file', filenameParam: 'filename="note.eml"', data: Buffer.from('Subject: x\r\n\r\nhello\r\n') },
      ]);
      return { method, headers: { ...headers, ...form.headers }, body: form.body };
    }
    return { method, headers };
  }

  beforeAll(async () => {
    Object.assign(own, await createRecords(api, 'Hostile'), { user: admin.id });
    const upload = multipart([
      { name: 'matterId', value: own.matter! },
      { name: 'file', filenameParam: 'filename="exhibit.txt"', data: Buffer.from('An exhibit.\n') },
    ]);
    const uploaded = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: api.cookie!, ...upload.headers }, body: upload.body });
    expect(uploaded.status).toBe(201);
    own.document = ((await uploaded.json()) as { id: string }).id;
    const avatar = await fetch(`${server.url}/api/me/avatar`, { method: 'PUT', headers: { cookie: api.cookie!, 'content-type': 'image/png' }, body: new Uint8Array(png(64, 64)) });
    own.avatarFile = ((await avatar.json()) as { avatarUrl: string }).avatarUrl.split('/').pop()!;
    const feed = await api.request<{ resetCalendarFeed: { url: string } }>('mutation { resetCalendarFeed { url } }');
    own.feedToken = feed.data!.resetCalendarFeed.url.match(/\/([^/]+)\.ics$/)![1]!;
  }, 60_000);

  it('covers the route table and the query strings the handlers read', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    expect(routes.filter(({ method }) => method === 'POST').length).toBeGreaterThanOrEqual(2);
    expect(queryNames).toEqual(expect.arrayContaining(['search', 'ids', 'sortBy', 'category']));
  });

  it('answers every route with its own records (the sweeps below would prove nothing otherwise)', async () => {
    const failures: string[] = [];
    for (const { method, route } of routes) {
      if (method !== 'GET') continue;
      const response = await fetch(urlOf(route), requestOf(method));
      if (response.status !== 200 && !(route.endsWith('/photo') && response.status === 404)) failures.push(`${method} ${route}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('path ids: a value that is no id is not found (404) or a bad request (400), never a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, route } of routes) {
      for (const [, param] of route.matchAll(/:(\w+)/g)) {
        for (const value of HOSTILE_IDS) {
          const response = await fetch(urlOf(route, { param: param!, value }), requestOf(method));
          await response.arrayBuffer();
          if (response.status !== 404 && response.status !== 400) failures.push(`${method} ${route} ${param}=${value.slice(0, 40)}: ${response.status}`);
        }
      }
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 300_000);

  it('query strings: NUL bytes, broken UTF-8, arrays, objects and huge values are never a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, route } of routes) {
      if (method !== 'GET') continue;
      for (const name of queryNames) {
        for (const query of HOSTILE_QUERY) {
          const response = await fetch(withQuery(urlOf(route), query(name)), requestOf(method));
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${method} ${route}?${query(name).slice(0, 60)}: ${response.status}`);
        }
      }
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 600_000);

  it('uploads: hostile file names and form fields are stored safely or refused, never a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, route } of routes) {
      if (method !== 'POST') continue;
      const file = (filenameParam: string) => ({ name: 'file', filenameParam, data: Buffer.from('Received in full.\n') });
      const bodies = [
        ...HOSTILE_FILENAMES.map((filenameParam) => ({ label: filenameParam.slice(0, 60), parts: [{ name: 'matterId', value: own.matter! }, file(filenameParam)] })),
        ...HOSTILE_FIELDS.map((fields) => ({
          label: JSON.stringify(fields).slice(0, 60),
          parts: [...Object.entries({ matterId: own.matter!, ...fields }).map(([name, value]) => ({ name, value })), file('filename="fields.txt"')],
        })),
      ];
      for (const { label, parts } of bodies) {
        const form = multipart(parts);
        const response = await fetch(urlOf(route), { method, headers: { cookie: api.cookie!, ...form.headers }, body: form.body });
        const text = await response.text();
        if (response.status >= 500) failures.push(`${method} ${route} ${label}: ${response.status} ${text.slice(0, 100)}`);
        if (response.status === 201 && route === '/api/files') {
          // A stored document downloads under a name that is one header line.
          const { id } = JSON.parse(text) as { id: string };
          const download = await fetch(`${server.url}/api/files/${id}`, { headers: { cookie: api.cookie! } });
          await download.arrayBuffer();
          if (download.status !== 200) failures.push(`download of ${label}: ${download.status}`);
        }
      }
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 300_000);

  it('names that reach a header (case numbers, titles) are sent as RFC 6266 file names, whatever they hold', async () => {
    const number = 'Nº 2024/7 — 日本 "Zoë"; x';
    const matter = await make<{ id: string; number: string }>(api, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id number } }', { name: 'Header v. Name', number });
    expect(matter.number).toBe(number);
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET' && r.route.startsWith('/api/export/matters/:id/'))) {
      const response = await fetch(urlOf(route.route).replace(own.matter!, matter.id), { headers: { cookie: api.cookie! } });
      await response.arrayBuffer();
      const header = response.headers.get('content-disposition');
      const name = header ? parseDisposition(header).parameters.filename : undefined;
      if (response.status !== 200 || !name?.startsWith(`${number}-`)) failures.push(`${route.route}: ${response.status} ${header}`);
    }
    // A line break in a case number never splits the header.
    const broken = await fetch(`${server.url}/api/export/matters/${(await make<{ id: string }>(api, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Line v. Break', number: 'Nº 7\r\nX-Injected: 1' })).id}/notes`, {
      headers: { cookie: api.cookie! },
    });
    await broken.arrayBuffer();
    if (broken.status !== 200 || broken.headers.get('x-injected') !== null) failures.push(`a line break in a case number: ${broken.status}`);
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  });
});
