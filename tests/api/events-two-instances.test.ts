import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { ApiClient } from '../support/graphql';
import { createFirm, createUser, PASSWORD, type UserRow } from '../support/factories';
import { spawnServer, startTestServer, stopProcess, type TestServer } from '../support/server';
import { settle, subscribe, type Collector } from '../support/ws';

/**
 * Two server processes on one database: every one of 1,000 messages sent through either instance
 * reaches subscribers on both, none lost or repeated, also when a subscriber's socket drops
 * mid-stream and resumes from its cursor, and when its instance is killed and it resumes on the
 * other one (the session cookie works on both).
 */
const EVENTS = 'subscription($after: String) { messageEvents(after: $after) { cursor type message { id body } } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
const TOTAL = 1000;

interface Event {
  cursor: string;
  type: string;
  message: { id: string; body: string } | null;
}

let a: TestServer;
let b: { child: ChildProcess; url: string; wsUrl: string };
let attorney: UserRow;
let clientUser: UserRow;
const collectors: Array<Collector<Event>> = [];

async function signIn(graphqlUrl: string, user: UserRow): Promise<ApiClient> {
  const api = new ApiClient(graphqlUrl);
  const response = await api.signIn(user.email, PASSWORD);
  if (response.errors) throw new Error(response.errors[0]!.message);
  return api;
}

beforeAll(async () => {
  a = await startTestServer();
  const second = await spawnServer({ DATABASE_URL: a.databaseUrl });
  b = { child: second.child, url: `http://127.0.0.1:${second.port}`, wsUrl: `ws://127.0.0.1:${second.port}/graphql` };
  const firm = await createFirm(a.db);
  attorney = await createUser(a.db, { firm, role: 'ATTORNEY' });
  clientUser = await createUser(a.db, { firm, role: 'CLIENT' });
});

afterAll(async () => {
  for (const collector of collectors) collector.dispose();
  if (b) await stopProcess(b.child);
  await a.stop();
});

function listen(wsUrl: string, cookie: string, after?: string) {
  const collector = subscribe<Event>(wsUrl, cookie, EVENTS, after ? { after } : {}, (data) => data.messageEvents as Event);
  collectors.push(collector);
  return collector;
}

it(`delivers all ${TOTAL} messages sent through two instances to every subscriber, once each and in order, across drops and a killed instance`, async () => {
  const [attorneyOnA, attorneyOnB, clientOnB] = await Promise.all([
    signIn(`${a.url}/graphql`, attorney),
    signIn(`${b.url}/graphql`, attorney),
    signIn(`${b.url}/graphql`, clientUser),
  ]);
  const started = await attorneyOnA.request<{ startConversation: { id: string } }>('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: clientUser.id });
  const conversationId = started.data!.startConversation.id;

  const onA = listen(a.wsUrl, attorneyOnA.cookie!);
  let onB = listen(b.wsUrl, clientOnB.cookie!);
  await settle(500);

  const ids = Array.from({ length: TOTAL }, () => randomUUID());
  const received: Event[] = [];
  let dropped = false;
  let killed = false;
  // Ten senders at a time, alternating instances. Halfway, the client's socket on B drops and it
  // resumes on B; at three quarters, B is killed and the client resumes on A.
  for (let start = 0; start < TOTAL; start += 10) {
    await Promise.all(
      ids.slice(start, start + 10).map((id, offset) => {
        const sender = !killed && (start + offset) % 2 === 0 ? attorneyOnB : attorneyOnA;
        return sender.request(SEND, { input: { id, conversationId, body: `message ${start + offset}` } });
      }),
    );
    if (!dropped && start >= TOTAL / 2) {
      dropped = true;
      await onB.waitFor(1);
      received.push(...onB.items);
      onB.drop();
      onB = listen(b.wsUrl, clientOnB.cookie!, received.at(-1)!.cursor);
    } else if (!killed && start >= (TOTAL * 3) / 4) {
      killed = true;
      await onB.waitFor(1);
      received.push(...onB.items);
      onB.drop();
      await stopProcess(b.child, 'SIGKILL');
      onB = listen(a.wsUrl, clientOnB.cookie!, received.at(-1)!.cursor);
    }
  }

  const fromA = await onA.waitFor(TOTAL, 60_000);
  const fromB = [...received, ...(await onB.waitFor(TOTAL - received.length, 60_000))];
  await settle(1000);
  for (const events of [fromA, [...received, ...onB.items]]) {
    expect(events).toHaveLength(TOTAL);
    expect(new Set(events.map((e) => e.message!.id)).size).toBe(TOTAL);
    expect(new Set(events.map((e) => e.message!.id))).toEqual(new Set(ids));
    const cursors = events.map((e) => BigInt(e.cursor));
    for (let i = 1; i < cursors.length; i += 1) expect(cursors[i]! > cursors[i - 1]!).toBe(true);
  }
  expect(fromB).toHaveLength(TOTAL);
}, 180_000);
