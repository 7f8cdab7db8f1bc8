import WebSocket from 'ws';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { wsClient as connect } from '../support/ws';

const wsClient = (cookie: string, origin?: string) => connect(server.wsUrl, cookie, origin);

let server: TestServer;
let user: UserRow;

beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.db, { firm: await createFirm(server.db), role: 'ATTORNEY' });
});

afterAll(async () => {
  await server.stop();
});

/** Opens a raw WebSocket and resolves with the HTTP status of a refused upgrade, or 101. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

const signedInCookie = () => server.signedIn(user);

describe('the WebSocket at /graphql', () => {
  it('refuses a socket without a session cookie', async () => {
    expect(await upgradeStatus({})).toBe(401);
  });

  it('refuses a socket with an unknown or ended session', async () => {
    expect(await upgradeStatus({ cookie: 'matterhorn_session=forged-token' })).toBe(401);
    const api = await signedInCookie();
    const cookie = api.cookie!;
    await api.signOut();
    expect(await upgradeStatus({ cookie })).toBe(401);
  });

  it('refuses a socket opened from another origin, even with a valid cookie', async () => {
    const api = await signedInCookie();
    expect(await upgradeStatus({ cookie: api.cookie!, origin: 'https://evil.example' })).toBe(403);
    const host = new URL(server.url).host;
    expect(await upgradeStatus({ cookie: api.cookie!, origin: `http://${host}` })).toBe(101);
  });

  it('answers operations for the signed-in user over the socket', async () => {
    const api = await signedInCookie();
    const { client } = wsClient(api.cookie!);
    try {
      const result = await new Promise((resolve, reject) => {
        client.subscribe({ query: '{ me { email } }' }, { next: resolve, error: reject, complete: () => {} });
      });
      expect(result).toEqual({ data: { me: { email: user.email } } });
    } finally {
      await client.dispose();
    }
  });

  it('tells every open tab when its session ends, then closes their sockets', async () => {
    const api = await signedInCookie();
    const { client, closed } = wsClient(api.cookie!);
    const events: unknown[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.subscribe(
        { query: 'subscription { sessionEnded { reason } }' },
        { next: (value) => events.push(value), error: reject, complete: () => {} },
      );
    });
    await subscribed;
    // Give the server a moment to register the subscription before the session ends.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await api.signOut();
    expect(await closed).toBe(4401);
    expect(events).toEqual([{ data: { sessionEnded: { reason: 'SIGNED_OUT' } } }]);
  });

  it('applies the same validation and limits as HTTP', async () => {
    const api = await signedInCookie();
    const { client } = wsClient(api.cookie!);
    try {
      const errors = await new Promise<Array<{ message: string; extensions: { code: string } }>>((resolve) => {
        client.subscribe({ query: '{ nope }' }, { next: () => {}, error: (e) => resolve(e as never), complete: () => {} });
      });
      expect(errors[0]).toMatchObject({
        message: 'Cannot query field "nope" on type "Query".',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    } finally {
      await client.dispose();
    }
  });
  it('caps the operations one socket has open at 50: one more is refused with an error, and ending one frees its place', async () => {
    const api = await signedInCookie();
    const { client } = wsClient(api.cookie!);
    /** A subscription, and what became of it: its errors, or 'open' when none came within 2 s. */
    const open = () => {
      let end = () => {};
      const outcome = new Promise<unknown>((resolve) => {
        end = client.subscribe({ query: 'subscription { sessionEnded { reason } }' }, { next: () => {}, error: resolve, complete: () => {} });
        setTimeout(() => resolve('open'), 2000);
      });
      return { outcome, end };
    };
    try {
      const fifty = Array.from({ length: 50 }, open);
      const extra = open();
      expect(await extra.outcome).toEqual([
        expect.objectContaining({
          message: 'This connection already has 50 operations open; end one before starting another.',
          extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
        }),
      ]);
      expect(await Promise.all(fifty.map((subscription) => subscription.outcome))).toEqual(fifty.map(() => 'open'));
      fifty[0]!.end();
      expect(await open().outcome).toBe('open');
    } finally {
      await client.dispose();
    }
  });
});
