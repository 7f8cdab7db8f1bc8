import { randomUUID } from 'node:crypto';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe, type Collector } from '../support/ws';

const EVENTS = 'subscription($after: String) { notificationEvents(after: $after) { cursor notification { id type message link readAt } } }';
const LIST = 'query($type: NotificationType) { notifications(type: $type) { totalCount items { id type message link readAt } } }';
const COUNT = '{ unreadNotificationCount }';

interface NotificationEvent {
  cursor: string;
  notification: { id: string; type: string; message: string; link: string | null };
}

let server: TestServer;
let attorney: UserRow;
let clientUser: UserRow;
let a: ApiClient;
let client: ApiClient;
let paralegal: ApiClient;
let b: ApiClient;
let conversationId: string;
const open: Array<Collector<NotificationEvent>> = [];

const listen = (api: ApiClient, after?: string) => {
  const collector = subscribe<NotificationEvent>(server.wsUrl, api.cookie!, EVENTS, after ? { after } : {}, (data) => data.notificationEvents as NotificationEvent);
  open.push(collector);
  return collector;
};
const send = (body: string) =>
  a.request('mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }', { input: { id: randomUUID(), conversationId, body } });
const unread = async (api: ApiClient) => (await api.request<{ unreadNotificationCount: number }>(COUNT)).data!.unreadNotificationCount;

beforeAll(async () => {
  server = await startTestServer();
  const firm = await createFirm(server.db);
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  clientUser = await createUser(server.db, { firm, role: 'CLIENT' });
  [a, client, paralegal, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(clientUser),
    server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  const started = await a.request<{ startConversation: { id: string } }>('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: clientUser.id });
  conversationId = started.data!.startConversation.id;
});

afterAll(async () => {
  for (const collector of open) collector.dispose();
  await server.stop();
});

describe('notifications', () => {
  let firstCursor: string;

  it('pushes a message notification live to its recipient only', async () => {
    const clientLive = listen(client);
    const others = [listen(paralegal), listen(b), listen(a)];
    await settle();
    await send('Your deposition is confirmed for Monday.');
    const [event] = await clientLive.waitFor(1);
    expect(event!.notification).toMatchObject({
      type: 'MESSAGE',
      message: 'New message from Avery Stone: Your deposition is confirmed for Monday.',
      link: `/message?c=${conversationId}`,
    });
    firstCursor = event!.cursor;
    await settle(500);
    for (const other of others) expect(other.items).toHaveLength(0);
    expect(await unread(client)).toBe(1);
    expect(await unread(paralegal)).toBe(0);
  });

  it('does not notify someone who has the conversation open', async () => {
    await client.request('mutation($c: ID!) { viewConversation(conversationId: $c, viewing: true) }', { c: conversationId });
    await send('Seen live, no notification.');
    await settle(500);
    expect(await unread(client)).toBe(1);
    await client.request('mutation($c: ID!) { viewConversation(conversationId: $c, viewing: false) }', { c: conversationId });
    await send('Away again.');
    expect(await unread(client)).toBe(2);
  });

  it('replays the ones missed after a cursor', async () => {
    const replay = listen(client, firstCursor);
    const [missed] = await replay.waitFor(1);
    expect(missed!.notification.message).toBe('New message from Avery Stone: Away again.');
  });

  it('lists by kind, marks read and unread, marks all read, deletes; only your own', async () => {
    const messages = await client.request<{ notifications: { totalCount: number; items: Array<{ id: string; readAt: string | null }> } }>(LIST, { type: 'MESSAGE' });
    expect(messages.data!.notifications.totalCount).toBe(2);
    expect((await client.request<{ notifications: { totalCount: number } }>(LIST, { type: 'INVOICE' })).data!.notifications.totalCount).toBe(0);
    const [newest, oldest] = messages.data!.notifications.items;
    const read = await client.request<{ markNotificationRead: { readAt: string | null } }>('mutation($id: ID!) { markNotificationRead(id: $id) { readAt } }', { id: newest!.id });
    expect(read.data!.markNotificationRead.readAt).not.toBeNull();
    expect(await unread(client)).toBe(1);
    await client.request('mutation($id: ID!) { markNotificationRead(id: $id, read: false) { readAt } }', { id: newest!.id });
    expect(await unread(client)).toBe(2);
    expect((await client.request<{ markAllNotificationsRead: number }>('mutation { markAllNotificationsRead }')).data!.markAllNotificationsRead).toBe(2);
    expect(await unread(client)).toBe(0);

    for (const stranger of [paralegal, b]) {
      expect(errorCode(await stranger.request('mutation($id: ID!) { markNotificationRead(id: $id) { id } }', { id: oldest!.id }))).toBe('NOT_FOUND');
      expect(errorCode(await stranger.request('mutation($id: ID!) { deleteNotification(id: $id) }', { id: oldest!.id }))).toBe('NOT_FOUND');
      expect((await stranger.request<{ notifications: { totalCount: number } }>(LIST, {})).data!.notifications.totalCount).toBe(0);
    }
    expect((await client.request('mutation($id: ID!) { deleteNotification(id: $id) }', { id: oldest!.id })).data).toEqual({ deleteNotification: true });
    expect((await client.request<{ notifications: { totalCount: number } }>(LIST, {})).data!.notifications.totalCount).toBe(1);
  });

  it('reads the message notifications of a conversation when it is read', async () => {
    await send('Read me in the conversation.');
    expect(await unread(client)).toBe(1);
    await client.request('mutation($c: ID!) { markConversationRead(conversationId: $c) { id } }', { c: conversationId });
    expect(await unread(client)).toBe(0);
  });

  it('answers carry the live cursor: subscribing from it later replays what happened in between', async () => {
    const loaded = await client.request(COUNT);
    const cursor = loaded.extensions?.liveCursor;
    expect(cursor).toMatch(/^\d+$/);
    await send('Sent while the screen was still connecting.');
    const late = listen(client, cursor as string);
    const [event] = await late.waitFor(1);
    expect(event!.notification.message).toBe('New message from Avery Stone: Sent while the screen was still connecting.');
    await settle(300);
    expect(late.items).toHaveLength(1);
    expect(BigInt((await client.request(COUNT)).extensions!.liveCursor as string)).toBeGreaterThanOrEqual(BigInt(event!.cursor));
  });

  it("are per firm: another firm's activity never moves them, and a firm's own cursors have no gaps", async () => {
    const before = (await b.request(COUNT)).extensions!.liveCursor as string;
    // Firm A is busy; firm B's cursor, in answers and in its events, says nothing of it.
    for (let i = 0; i < 5; i += 1) await send(`Busy ${i}`);
    await settle(300);
    expect((await b.request(COUNT)).extensions!.liveCursor).toBe(before);
    const bLive = listen(b, before);
    // One event: the new task on firm B's board.
    const task = await b.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { input: { title: 'Firm B work' } });
    expect(task.errors).toBeUndefined();
    // The next cursor firm B sees is one more than before: no trace of firm A's events in between.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(BigInt((await b.request(COUNT)).extensions!.liveCursor as string)).toBe(BigInt(before) + 1n);
    expect(bLive.items).toEqual([]);
    // Signed-out answers carry no cursor at all.
    const anonymous = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { id } }' }) });
    expect(((await anonymous.json()) as { extensions?: Record<string, unknown> }).extensions?.liveCursor).toBeUndefined();
  });
});
