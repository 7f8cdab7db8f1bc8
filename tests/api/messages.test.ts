import { randomUUID } from 'node:crypto';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe, type Collector } from '../support/ws';

const EVENTS = `subscription($after: String) { messageEvents(after: $after) {
  cursor type conversationId readerId message { id body senderId conversationId createdAt } } }`;
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body senderId createdAt } }';
const CONVERSATIONS = '{ conversations { totalCount items { id unreadCount lastMessage { body } other { id fullName } } } }';

interface MessageEvent {
  cursor: string;
  type: 'MESSAGE' | 'READ';
  conversationId: string;
  readerId: string | null;
  message: { id: string; body: string; senderId: string } | null;
}

let server: TestServer;
let attorney: UserRow;
let clientUser: UserRow;
let a: ApiClient;
let client: ApiClient;
let paralegal: ApiClient;
let b: ApiClient;
let conversationId: string;
let firmB: FirmRow;
const open: Array<Collector<MessageEvent>> = [];

function events(api: ApiClient, after?: string): Collector<MessageEvent> {
  const collector = subscribe<MessageEvent>(server.wsUrl, api.cookie!, EVENTS, after ? { after } : {}, (data) => data.messageEvents as MessageEvent);
  open.push(collector);
  return collector;
}

const send = (api: ApiClient, body: string, id: string = randomUUID()) =>
  api.request<{ sendMessage: { id: string; body: string } }>(SEND, { input: { id, conversationId, body } });

beforeAll(async () => {
  server = await startTestServer();
  const firm = await createFirm(server.db, { name: 'Alpha Injury Law' });
  firmB = await createFirm(server.db);
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  clientUser = await createUser(server.db, { firm, role: 'CLIENT', firstName: 'Chris', lastName: 'Walker' });
  [a, client, paralegal, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(clientUser),
    server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' })),
    server.signedIn(await createUser(server.db, { firm: firmB, role: 'FIRM_ADMIN' })),
  ]);
});

afterAll(async () => {
  for (const collector of open) collector.dispose();
  await server.stop();
});

describe('direct messages', () => {
  it('lets staff open a conversation with a client, but not a client start one', async () => {
    const started = await a.request<{ startConversation: { id: string } }>('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: clientUser.id });
    expect(started.errors).toBeUndefined();
    conversationId = started.data!.startConversation.id;
    const again = await a.request<{ startConversation: { id: string } }>('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: clientUser.id });
    expect(again.data!.startConversation.id).toBe(conversationId);
    expect(errorCode(await client.request('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: attorney.id }))).toBe('FORBIDDEN');
  });

  it('delivers a message live to both sides, once even when the send is retried', async () => {
    const clientEvents = events(client);
    const attorneyEvents = events(a);
    const outsider = events(paralegal);
    const otherFirm = events(b);
    await settle();
    const id = randomUUID();
    const first = await send(a, '  Hello Chris, we received your records.  ', id);
    expect(first.data!.sendMessage.body).toBe('Hello Chris, we received your records.');
    const retry = await send(a, 'Hello Chris, we received your records.', id);
    expect(retry.data!.sendMessage.id).toBe(id);

    const [received] = await clientEvents.waitFor(1);
    expect(received).toMatchObject({ type: 'MESSAGE', conversationId, message: { id, body: 'Hello Chris, we received your records.', senderId: attorney.id } });
    await attorneyEvents.waitFor(1);
    await settle(500);
    expect(clientEvents.items).toHaveLength(1);
    expect(outsider.items).toHaveLength(0);
    expect(otherFirm.items).toHaveLength(0);
    const rows = await server.db.query('SELECT count(*)::int AS n FROM messages WHERE id = $1', [id]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses a blank message and a message id taken by someone else', async () => {
    expect((await send(a, '   ')).errors![0]!.extensions!.fields).toEqual([{ field: 'body', messages: ['Write a message.'] }]);
    const taken = (await server.db.query('SELECT id FROM messages LIMIT 1')).rows[0].id as string;
    expect(errorCode(await send(client, 'Hi', taken))).toBe('CONFLICT');
  });

  it("refuses a message id another firm's message has, exactly as one taken in the firm, and saying nothing more", async () => {
    const taken = (await server.db.query('SELECT id, body FROM messages LIMIT 1')).rows[0] as { id: string; body: string };
    const inFirm = await send(client, 'Hi', taken.id);
    const colleague = await createUser(server.db, { firm: firmB, role: 'ATTORNEY' });
    const started = await b.request<{ startConversation: { id: string } }>('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: colleague.id });
    const elsewhere = await b.request(SEND, { input: { id: taken.id, conversationId: started.data!.startConversation.id, body: 'Hi' } });
    expect(errorCode(elsewhere)).toBe('CONFLICT');
    expect(elsewhere.errors).toEqual(inFirm.errors);
    expect(JSON.stringify(elsewhere)).not.toMatch(/constraint|pkey|firm|duplicate|exists/i);
    // Firm A's message is as it was, and firm B has none.
    expect((await server.db.query('SELECT body, firm_id FROM messages WHERE id = $1', [taken.id])).rows).toEqual([expect.objectContaining({ body: taken.body })]);
    expect((await server.db.query('SELECT count(*)::int AS n FROM conversations WHERE id = $1 AND last_message_at IS NOT NULL', [started.data!.startConversation.id])).rows[0].n).toBe(0);
  });

  it('counts unread messages and clears them with a read receipt both sides see', async () => {
    const attorneyEvents = events(a);
    await settle();
    const before = await client.request<{ conversations: { items: Array<{ unreadCount: number; lastMessage: { body: string }; other: { fullName: string } }> } }>(CONVERSATIONS);
    expect(before.data!.conversations.items).toEqual([
      expect.objectContaining({ unreadCount: 1, lastMessage: { body: 'Hello Chris, we received your records.' }, other: expect.objectContaining({ fullName: 'Avery Stone' }) }),
    ]);
    await client.request('mutation($c: ID!) { markConversationRead(conversationId: $c) { id } }', { c: conversationId });
    const [receipt] = await attorneyEvents.waitFor(1);
    expect(receipt).toMatchObject({ type: 'READ', conversationId, readerId: clientUser.id });
    const after = await client.request<{ conversations: { items: Array<{ unreadCount: number }> } }>(CONVERSATIONS);
    expect(after.data!.conversations.items[0]!.unreadCount).toBe(0);
  });

  it('replays what a dropped socket missed, in order and once, then goes on live', async () => {
    const first = events(client);
    await settle();
    await send(a, 'before the drop');
    const [seen] = await first.waitFor(1);
    first.drop();
    for (const body of ['missed 1', 'missed 2', 'missed 3']) await send(a, body);
    const resumed = events(client, seen!.cursor);
    await resumed.waitFor(3);
    await send(client, 'after the reconnect');
    const all = await resumed.waitFor(4);
    expect(all.map((e) => e.message?.body)).toEqual(['missed 1', 'missed 2', 'missed 3', 'after the reconnect']);
    const cursors = all.map((e) => BigInt(e.cursor));
    expect([...cursors].sort((x, y) => (x < y ? -1 : 1))).toEqual(cursors);
  });

  it("loses nothing when the server's listening connection to the database is cut", async () => {
    const live = events(client);
    await settle();
    const cut = await server.db.query("SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'matterhorn-events'");
    expect(cut.rows.length).toBeGreaterThan(0);
    await send(a, 'sent while the listener reconnects');
    const [event] = await live.waitFor(1, 20_000);
    expect(event!.message!.body).toBe('sent while the listener reconnects');
  });

  it('pages back through history', async () => {
    for (let i = 0; i < 32; i += 1) await send(a, `note ${i}`);
    const HISTORY = 'query($c: ID!, $before: ID) { conversationMessages(conversationId: $c, before: $before, pageSize: 30) { hasMore items { id body } } }';
    const latest = await client.request<{ conversationMessages: { hasMore: boolean; items: Array<{ id: string; body: string }> } }>(HISTORY, { c: conversationId });
    expect(latest.data!.conversationMessages.items).toHaveLength(30);
    expect(latest.data!.conversationMessages.items.at(-1)!.body).toBe('note 31');
    expect(latest.data!.conversationMessages.hasMore).toBe(true);
    const older = await client.request<{ conversationMessages: { hasMore: boolean; items: Array<{ body: string }> } }>(HISTORY, {
      c: conversationId,
      before: latest.data!.conversationMessages.items[0]!.id,
    });
    expect(older.data!.conversationMessages.items.at(-1)!.body).toBe('note 1');
    expect(older.data!.conversationMessages.hasMore).toBe(false);
  });

  it('keeps everyone else out of the conversation', async () => {
    for (const api of [paralegal, b]) {
      expect(errorCode(await api.request('query($id: ID!) { conversation(id: $id) { id } }', { id: conversationId }))).toBe('NOT_FOUND');
      expect(errorCode(await send(api, 'let me in'))).toBe('NOT_FOUND');
      expect(errorCode(await api.request('query($c: ID!) { conversationMessages(conversationId: $c) { hasMore } }', { c: conversationId }))).toBe('NOT_FOUND');
    }
  });

  it('refuses a client everything but their messages', async () => {
    expect(errorCode(await client.request('{ contacts { totalCount } }'))).toBe('FORBIDDEN');
    expect(errorCode(await client.request('{ matters { totalCount } }'))).toBe('FORBIDDEN');
    expect(errorCode(await client.request('{ firmUsers { totalCount } }'))).toBe('FORBIDDEN');
    expect(errorCode(await client.request('{ messageRecipients { totalCount } }'))).toBe('FORBIDDEN');
    expect((await fetch(`${server.url}/api/export/contacts`, { headers: { cookie: client.cookie! } })).status).toBe(403);
    expect((await client.request<{ conversations: { totalCount: number } }>(CONVERSATIONS)).data!.conversations.totalCount).toBe(1);
  });
});
