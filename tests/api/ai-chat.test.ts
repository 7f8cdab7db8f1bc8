import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { subscribe, settle, type Collector } from '../support/ws';

const EVENTS = 'subscription { aiEvents { cursor type chatId messageId token message { id role content status } } }';
const SEND = 'mutation($input: SendAiMessageInput!) { sendAiMessage(input: $input) { id chatId role content } }';
const CHATS = '{ aiChats { totalCount items { id title } } }';

interface AiEvent {
  type: 'MESSAGE' | 'TOKEN' | 'DONE';
  chatId: string;
  messageId: string | null;
  token: string | null;
  message: { id: string; role: string; content: string; status: string } | null;
}

const collectors: Array<Collector<AiEvent>> = [];
const listen = (server: TestServer, api: ApiClient) => {
  const collector = subscribe<AiEvent>(server.wsUrl, api.cookie!, EVENTS, {}, (data) => data.aiEvents as AiEvent);
  collectors.push(collector);
  return collector;
};
const untilDone = async (collector: Collector<AiEvent>) => {
  const deadline = Date.now() + 15_000;
  while (!collector.items.some((e) => e.type === 'DONE')) {
    if (Date.now() > deadline) throw new Error(`No reply: ${JSON.stringify(collector.items)}`);
    await settle(100);
  }
  return collector.items;
};

afterAll(() => {
  for (const collector of collectors) collector.dispose();
});

describe('AI chat with the built-in assistant', () => {
  let server: TestServer;
  let a: ApiClient;
  let other: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    const firm = await createFirm(server.db);
    [a, other, b] = await Promise.all([
      server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY' })),
      server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' })),
      server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'ATTORNEY' })),
    ]);
  });

  afterAll(async () => {
    await server.stop();
  });

  it('starts a chat with the first message, replies after about a second, and keeps it', async () => {
    const live = listen(server, a);
    await settle();
    const started = Date.now();
    const sent = await a.request<{ sendAiMessage: { id: string; chatId: string } }>(SEND, { input: { id: randomUUID(), content: '  What is the statute of limitations for a car accident in Texas?  ' } });
    expect(sent.errors).toBeUndefined();
    const { chatId } = sent.data!.sendAiMessage;
    const events = await untilDone(live);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const done = events.find((e) => e.type === 'DONE')!;
    expect(done.message).toMatchObject({ role: 'ASSISTANT', status: 'COMPLETE' });
    expect(done.message!.content).toContain('What is the statute of limitations');
    // Configuration is for firm admins in Settings, never in a reply.
    expect(done.message!.content).not.toMatch(/AI_PROVIDER|AI_BASE_URL|Connect an/);
    const admin = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
    expect((await admin.request<{ aiModel: string | null }>('{ aiModel }')).data).toEqual({ aiModel: null });

    const chats = await a.request<{ aiChats: { items: Array<{ id: string; title: string }> } }>(CHATS);
    expect(chats.data!.aiChats.items).toEqual([{ id: chatId, title: 'What is the statute of limitations for a car accident in Tex' }]);
    const history = await a.request<{ aiChatMessages: Array<{ role: string; status: string }> }>('query($c: ID!) { aiChatMessages(chatId: $c) { role status } }', { c: chatId });
    expect(history.data!.aiChatMessages).toEqual([{ role: 'USER', status: 'COMPLETE' }, { role: 'ASSISTANT', status: 'COMPLETE' }]);
    const usage = await server.db.query('SELECT sum(words)::int AS words FROM ai_usage');
    expect(usage.rows[0].words).toBeGreaterThan(10);
  });

  it("refuses a message id a colleague's or another firm's message has, the same way, saying nothing more", async () => {
    const taken = (await server.db.query("SELECT id FROM ai_messages WHERE role = 'USER' LIMIT 1")).rows[0].id as string;
    const colleague = await other.request(SEND, { input: { id: taken, content: 'hi' } });
    const elsewhere = await b.request(SEND, { input: { id: taken, content: 'hi' } });
    expect(errorCode(colleague)).toBe('CONFLICT');
    expect(elsewhere.errors).toEqual(colleague.errors);
    expect(JSON.stringify(elsewhere)).not.toMatch(/constraint|pkey|firm|duplicate|exists/i);
    expect((await b.request<{ aiChats: { totalCount: number } }>(CHATS)).data!.aiChats.totalCount).toBe(0);
  });

  it('refuses a blank message, renames and deletes a chat, and keeps chats private', async () => {
    expect((await a.request(SEND, { input: { id: randomUUID(), content: '   ' } })).errors![0]!.extensions!.fields).toEqual([{ field: 'content', messages: ['Write a message.'] }]);
    const chats = await a.request<{ aiChats: { items: Array<{ id: string }> } }>(CHATS);
    const chatId = chats.data!.aiChats.items[0]!.id;
    for (const stranger of [other, b]) {
      expect((await stranger.request<{ aiChats: { totalCount: number } }>(CHATS)).data!.aiChats.totalCount).toBe(0);
      expect(errorCode(await stranger.request('query($c: ID!) { aiChatMessages(chatId: $c) { id } }', { c: chatId }))).toBe('NOT_FOUND');
      expect(errorCode(await stranger.request(SEND, { input: { id: randomUUID(), chatId, content: 'hi' } }))).toBe('NOT_FOUND');
      expect(errorCode(await stranger.request('mutation($id: ID!) { deleteAiChat(id: $id) }', { id: chatId }))).toBe('NOT_FOUND');
    }
    const renamed = await a.request<{ renameAiChat: { title: string } }>('mutation($id: ID!) { renameAiChat(input: { id: $id, title: "Texas limitations" }) { title } }', { id: chatId });
    expect(renamed.data!.renameAiChat.title).toBe('Texas limitations');
    expect((await a.request('mutation($id: ID!) { deleteAiChat(id: $id) }', { id: chatId })).data).toEqual({ deleteAiChat: true });
    expect((await a.request<{ aiChats: { totalCount: number } }>(CHATS)).data!.aiChats.totalCount).toBe(0);
  });
});

describe('AI chat with an OpenAI-compatible service', () => {
  let service: Server;
  let server: TestServer;
  let a: ApiClient;
  let received: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }>; authorization?: string } = {};
  const TOKENS = ['The ', 'limitation ', 'period ', 'is ', 'two ', 'years.'];

  beforeAll(async () => {
    // A small local server speaking the chat completions protocol, streaming a reply token by token.
    service = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', async () => {
        received = { ...JSON.parse(body), authorization: req.headers.authorization };
        if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const token of TOKENS) {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: token } }] })}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    server = await startTestServer({ AI_PROVIDER: 'openai', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
    a = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'PARALEGAL' }));
  });

  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => service.close(resolve));
  });

  it('streams the tokens to the browser as they arrive and saves the whole reply', async () => {
    const live = listen(server, a);
    await settle();
    const sent = await a.request<{ sendAiMessage: { chatId: string } }>(SEND, { input: { id: randomUUID(), content: 'How long do I have to sue?' } });
    const events = await untilDone(live);
    expect(received).toMatchObject({ model: 'test-model', stream: true, authorization: 'Bearer test-key', messages: [{ role: 'user', content: 'How long do I have to sue?' }] });
    const tokens = events.filter((e) => e.type === 'TOKEN');
    expect(tokens.length).toBeGreaterThan(2);
    expect(tokens.map((e) => e.token).join('')).toBe(TOKENS.join(''));
    // Firm admins see which model answers (Settings); nobody else is told.
    const admin = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
    expect((await admin.request<{ aiModel: string | null }>('{ aiModel }')).data).toEqual({ aiModel: 'test-model' });
    expect((await a.request('{ aiModel }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(events.find((e) => e.type === 'DONE')!.message!.content).toBe('The limitation period is two years.');
    const history = await a.request<{ aiChatMessages: Array<{ content: string }> }>('query($c: ID!) { aiChatMessages(chatId: $c) { content } }', { c: sent.data!.sendAiMessage.chatId });
    expect(history.data!.aiChatMessages.map((m) => m.content)).toEqual(['How long do I have to sue?', 'The limitation period is two years.']);

    // The next question carries the conversation so far.
    await a.request(SEND, { input: { id: randomUUID(), chatId: sent.data!.sendAiMessage.chatId, content: 'And for a minor?' } });
    await settle(300);
    expect(received.messages).toEqual([
      { role: 'user', content: 'How long do I have to sue?' },
      { role: 'assistant', content: 'The limitation period is two years.' },
      { role: 'user', content: 'And for a minor?' },
    ]);
  });
});
