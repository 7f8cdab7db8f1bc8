import { ApiClient, errorCode } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';

let server: TestServer;
let admin: UserRow;

beforeAll(async () => {
  server = await startTestServer({ QUERY_MAX_DEPTH: '3', QUERY_MAX_ALIASES: '3', QUERY_MAX_COMPLEXITY: '40' });
  admin = await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' });
});

afterAll(async () => {
  await server.stop();
});

const signedIn = () => server.signedIn(admin);

describe('query limits', () => {
  it('refuses a query deeper than the limit', async () => {
    const client = await signedIn();
    expect((await client.request('{ firmUsers { items { firm { name } } } }')).errors?.[0]?.message).toMatch(/depth/i);
    expect((await client.request('{ me { firm { name } } }')).errors).toBeUndefined();
  });

  it('refuses alias-heavy queries', async () => {
    const client = await signedIn();
    const response = await client.request('{ a: me { id } b: me { id } c: me { id } d: me { id } }');
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses a query whose cost (rows per page x fields) is over the limit', async () => {
    const client = await signedIn();
    const costly = await client.request('{ firmUsers(pageSize: 100) { items { id email fullName } } }');
    expect(costly.status).toBe(400);
    expect(errorCode(costly)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(costly.errors?.[0]?.message).toMatch(/too complex/);
    const cheap = await client.request('{ firmUsers(pageSize: 5) { items { id email } } }');
    expect(cheap.errors).toBeUndefined();
  });

  it('estimates the same document anew for other variables (costs are kept per document and variables)', async () => {
    const client = await signedIn();
    const query = 'query Users($size: Int!) { firmUsers(pageSize: $size) { items { id email fullName } } }';
    // Alternating, twice over: the cost kept for one page size is never the other's.
    for (let round = 0; round < 2; round += 1) {
      const costly = await client.request(query, { size: 100 });
      expect(costly.status).toBe(400);
      expect(costly.errors?.[0]?.message).toMatch(/too complex/);
      expect((await client.request(query, { size: 5 })).errors).toBeUndefined();
    }
  });

  it('estimates a document with long variables (not kept) as it does any other', async () => {
    const client = await signedIn();
    const query = 'query Users($size: Int!, $search: String) { firmUsers(pageSize: $size, search: $search) { items { id email fullName } } }';
    const search = 'x'.repeat(3_000);
    for (let round = 0; round < 2; round += 1) {
      expect((await client.request(query, { size: 100, search })).errors?.[0]?.message).toMatch(/too complex/);
      expect((await client.request(query, { size: 5, search })).errors?.[0]?.message ?? '').not.toMatch(/too complex/);
    }
  });
});

describe('batched requests', () => {
  it('are refused whole: several operations in one POST run none of them', async () => {
    const client = await signedIn();
    const { version } = (await client.request<{ me: { version: number } }>('{ me { version } }')).data!.me;
    const rename = (name: string) => ({ query: 'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { firstName } }', variables: { input: { firstName: name, lastName: 'Admin', version } } });
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie! },
      body: JSON.stringify([rename('Batched'), { query: '{ me { id } }' }]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/batching/i);
    const me = await client.request<{ me: { firstName: string } }>('{ me { firstName } }');
    expect(me.data?.me.firstName).not.toBe('Batched');
    // The control: the same operation on its own does change the name.
    const alone = await client.request<{ updateMyProfile: { firstName: string } }>(rename('Batched').query, rename('Batched').variables);
    expect(alone.data?.updateMyProfile.firstName).toBe('Batched');
  });
});

describe('variables of the wrong shape', () => {
  it("are the caller's mistake (BAD_USER_INPUT, 400), never an internal error", async () => {
    const client = await signedIn();
    const wrongType = await client.request('query Q($size: Int!) { firmUsers(pageSize: $size) { totalCount } }', { size: 'ten' });
    expect(wrongType.status).toBe(400);
    expect(errorCode(wrongType)).toBe('BAD_USER_INPUT');
    expect(wrongType.errors?.[0]?.message).toMatch(/Int cannot represent/);
    const missingField = await client.request('mutation S($input: SendMessageInput!) { sendMessage(input: $input) { id } }', {
      input: { conversationId: 'x', body: 'hello' },
    });
    expect(errorCode(missingField)).toBe('BAD_USER_INPUT');
    expect(missingField.errors?.[0]?.message).toMatch(/"id" of required type/);
  });
});

describe('CSRF prevention', () => {
  it('refuses a simple cross-site POST (text/plain) and a GET without a preflight header', async () => {
    const client = await signedIn();
    const form = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: client.cookie! },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(form.status).toBe(400);
    const get = await fetch(`${server.graphqlUrl}?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { cookie: client.cookie! },
    });
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/CSRF/);
    // The session survived both.
    expect((await client.request('{ me { id } }')).data).toEqual({ me: { id: admin.id } });
  });
});

describe('the /graphql endpoint over HTTP (answered before the app\'s router)', () => {
  /** The headers every answer of the app carries (helmet's), as a page gets them. */
  const SECURITY_HEADERS = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];
  const post = (url: string, body: string, cookie?: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body });

  it('answers with the security headers of every other answer, and no X-Powered-By', async () => {
    const client = await signedIn();
    const page = await fetch(`${server.url}/cases`);
    const answer = await post(server.graphqlUrl, JSON.stringify({ query: '{ me { id } }' }), client.cookie!);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({ me: { id: admin.id } });
    for (const name of SECURITY_HEADERS) {
      expect([name, answer.headers.get(name)]).toEqual([name, page.headers.get(name)]);
      expect(answer.headers.get(name)).toBeTruthy();
    }
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses a body that is not JSON (400) or over 2 MB (413) with a message, and the session goes on', async () => {
    const client = await signedIn();
    const garbled = await post(server.graphqlUrl, '{"query": "{ me { id } }"', client.cookie!);
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toEqual({ error: 'The request could not be read.' });
    const huge = await post(server.graphqlUrl, JSON.stringify({ query: '{ me { id } }', variables: { text: 'x'.repeat(2.1 * 1024 * 1024) } }), client.cookie!);
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBeTruthy();
    expect((await client.request('{ me { id } }')).data).toEqual({ me: { id: admin.id } });
  });

  it('answers the same at /graphql/ and with a query string, and refuses a signed-out caller there too', async () => {
    const client = await signedIn();
    for (const url of [`${server.graphqlUrl}/`, `${server.graphqlUrl}?from=test`]) {
      const answer = await post(url, JSON.stringify({ query: '{ me { id } }' }), client.cookie!);
      expect([url, answer.status]).toEqual([url, 200]);
      expect((await answer.json()).data).toEqual({ me: { id: admin.id } });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const url of [server.graphqlUrl, `${server.graphqlUrl}/`]) {
      const signedOut = await post(url, JSON.stringify({ query: '{ matters { totalCount } }' }));
      expect([url, errorCode(await signedOut.json())]).toEqual([url, 'UNAUTHENTICATED']);
    }
  });
});

describe('errors outside development', () => {
  it('carry no stack traces', async () => {
    const response = await new ApiClient(server.graphqlUrl).request('{ nope }');
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(response)).not.toMatch(/stacktrace|at \w+ \(/);
  });

  it('hide internal failures (no SQL, no stack) behind a generic message', async () => {
    const client = await signedIn();
    await server.db.query('ALTER TABLE firms RENAME TO firms_moved');
    try {
      const response = await client.request('{ me { firm { name } } }');
      const text = JSON.stringify(response);
      expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
      expect(response.errors?.[0]?.message).toBe('Something went wrong on our side. Please try again.');
      expect(text).not.toMatch(/relation|firms|SELECT|stacktrace/i);
    } finally {
      await server.db.query('ALTER TABLE firms_moved RENAME TO firms');
    }
    expect((await client.request('{ me { id } }')).data).toEqual({ me: { id: admin.id } });
  });
});

describe('the GraphQL playground', () => {
  it('is served by the app itself at /graphiql outside production', async () => {
    const page = await fetch(`${server.url}/graphiql`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="graphiql"/);
  });

  it('is off in production, with introspection', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    try {
      expect((await fetch(`${production.url}/graphiql`)).status).toBe(404);
      const introspection = await new ApiClient(production.graphqlUrl).request('{ __schema { queryType { name } } }');
      expect(errorCode(introspection)).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      await production.stop();
    }
  });

  it('gives away no field, argument or type names in production, over HTTP or WebSocket (no "Did you mean")', async () => {
    const TYPOS = ['{ mee { id } }', '{ me { fulName } }', '{ matters(pageSze: 1) { totalCount } }', 'query { ...F } fragment F on Quer { me { id } }'];
    const suggestions = async (url: string, cookie?: string) => {
      const messages: string[] = [];
      for (const query of TYPOS) {
        const response = await new ApiClient(url, cookie ? { cookie } : {}).request(query);
        expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
        messages.push(...(response.errors ?? []).map((error) => error.message));
      }
      return messages;
    };
    // Outside production the suggestions help whoever writes a query.
    expect((await suggestions(server.graphqlUrl)).filter((message) => /Did you mean/.test(message))).toHaveLength(TYPOS.length);

    const production = await startTestServer({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') });
    try {
      const user = await createUser(production.db, { firm: await createFirm(production.db), role: 'ATTORNEY' });
      const signedInClient = await production.signedIn(user);
      const overHttp = [...(await suggestions(production.graphqlUrl)), ...(await suggestions(production.graphqlUrl, signedInClient.cookie))];
      expect(overHttp).toHaveLength(TYPOS.length * 2);
      expect(overHttp.filter((message) => /Did you mean/.test(message))).toEqual([]);

      const overWebSocket = [...TYPOS, 'subscription { notificationEvnts { cursor } }', '{ __schema { types { name } } }'].map((query) =>
        subscribe(production.wsUrl, signedInClient.cookie!, query, {}, (data) => data),
      );
      try {
        await settle(500);
        const errors = overWebSocket.flatMap((collector) => collector.errors.flat() as Array<{ message: string; extensions?: { code?: string } }>);
        expect(overWebSocket.flatMap((collector) => collector.items)).toEqual([]);
        expect(overWebSocket.every((collector) => collector.errors.length > 0)).toBe(true);
        expect(errors.filter((error) => /Did you mean/.test(error.message))).toEqual([]);
        expect(new Set(errors.map((error) => error.extensions?.code))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      } finally {
        for (const collector of overWebSocket) collector.dispose();
      }
    } finally {
      await production.stop();
    }
  });
});
