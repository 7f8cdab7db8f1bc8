import type { ChildProcess } from 'node:child_process';
import { ApiClient } from '../support/graphql';
import { createFirm, createUser, PASSWORD, type UserRow } from '../support/factories';
import { spawnServer, startTestServer, stopProcess, type TestServer } from '../support/server';
import { settle, subscribe, wsClient } from '../support/ws';

/** Signing out through one instance ends the session's live connections on every instance. */
let a: TestServer;
let b: { child: ChildProcess; graphqlUrl: string; wsUrl: string };
let user: UserRow;

beforeAll(async () => {
  a = await startTestServer();
  const second = await spawnServer({ DATABASE_URL: a.databaseUrl });
  b = { child: second.child, graphqlUrl: `http://127.0.0.1:${second.port}/graphql`, wsUrl: `ws://127.0.0.1:${second.port}/graphql` };
  user = await createUser(a.db, { firm: await createFirm(a.db), role: 'ATTORNEY' });
});

afterAll(async () => {
  if (b) await stopProcess(b.child);
  await a.stop();
});

it('tells the tabs on the other instance, then closes their sockets', async () => {
  const api = new ApiClient(`${a.url}/graphql`);
  await api.signIn(user.email, PASSWORD);
  const ended = subscribe<{ reason: string }>(b.wsUrl, api.cookie!, 'subscription { sessionEnded { reason } }', {}, (data) => data.sessionEnded as { reason: string });
  const other = wsClient(b.wsUrl, api.cookie!);
  const unsubscribe = other.client.subscribe({ query: 'subscription { messageEvents { cursor } }' }, { next: () => {}, error: () => {}, complete: () => {} });
  await settle(500);

  await api.signOut();
  const [notice] = await ended.waitFor(1);
  expect(notice).toEqual({ reason: 'SIGNED_OUT' });
  expect(await other.closed).toBe(4401);
  unsubscribe();
  ended.dispose();
});
