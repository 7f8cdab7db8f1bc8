import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { createRecords } from '../support/sweep';
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

  it('starts a chat with the first message, streams the reply and keeps it', async () => {
    const live = listen(server, a);
    await settle();
    const sent = await a.request<{ sendAiMessage: { id: string; chatId: string } }>(SEND, { input: { id: randomUUID(), content: '  What is the statute of limitations for a car accident in Texas?  ' } });
    expect(sent.errors).toBeUndefined();
    const { chatId } = sent.data!.sendAiMessage;
    const events = await untilDone(live);
    const done = events.find((e) => e.type === 'DONE')!;
    expect(done.message).toMatchObject({ role: 'ASSISTANT', status: 'COMPLETE' });
    // The built-in assistant answers from the firm's records: here its limitation rules.
    expect(done.message!.content).toMatch(/^Under your firm's limitation rules:\n• Texas, any case type without its own rule: 2 years from the incident \(Tex\. Civ\. Prac\. & Rem\. Code § 16\.003\)/);
    expect(done.message!.content).toContain('Case types with their own rule in Texas: Medical Malpractice, Product Liability, Wrongful Death.');
    expect(events.filter((e) => e.type === 'TOKEN').map((e) => e.token).join('')).toBe(done.message!.content);
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
  let stranger: ApiClient;
  let records: Awaited<ReturnType<typeof createRecords>>;
  /** What each request to the service carried, in order. */
  let requests: Array<{ model?: string; stream?: boolean; tools?: Array<{ function: { name: string } }>; messages: Array<Record<string, unknown>>; authorization?: string }> = [];
  /** How the service answers the next requests, one script each (then the default: the tokens). */
  let scripts: Array<(res: ServerResponse) => Promise<void> | void> = [];
  const TOKENS = ['The ', 'limitation ', 'period ', 'is ', 'two ', 'years.'];
  const event = (res: ServerResponse, delta: Record<string, unknown>, finish: string | null = null) =>
    res.write(`data: ${JSON.stringify({ choices: [{ delta, finish_reason: finish }] })}\n\n`);
  const streamTokens = async (res: ServerResponse, tokens: string[]) => {
    for (const token of tokens) {
      event(res, { content: token });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    res.end('data: [DONE]\n\n');
  };
  /** The model calls one tool, its arguments streamed in two pieces. */
  const callTool = (name: string, args: Record<string, unknown>) => (res: ServerResponse) => {
    const json = JSON.stringify(args);
    event(res, { tool_calls: [{ index: 0, id: `call_${name}`, type: 'function', function: { name, arguments: json.slice(0, 5) } }] });
    event(res, { tool_calls: [{ index: 0, function: { arguments: json.slice(5) } }] }, 'tool_calls');
    res.end('data: [DONE]\n\n');
  };
  const lastReply = async (api: ApiClient, chatId: string) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const messages = await api.request<{ aiChatMessages: Array<{ role: string; content: string; status: string; sources: Array<{ kind: string; id: string }> }> }>(
        'query($c: ID!) { aiChatMessages(chatId: $c) { role content status sources { kind id } } }',
        { c: chatId },
      );
      const last = messages.data!.aiChatMessages.at(-1)!;
      if (last.role === 'ASSISTANT' && last.status !== 'STREAMING') return last;
      if (Date.now() > deadline) throw new Error('No reply');
      await settle(100);
    }
  };
  const ask = async (api: ApiClient, content: string, extra: Record<string, unknown> = {}) => {
    const sent = await api.request<{ sendAiMessage: { chatId: string } }>(SEND, { input: { id: randomUUID(), content, ...extra } });
    if (sent.errors) throw new Error(JSON.stringify(sent.errors));
    return { chatId: sent.data!.sendAiMessage.chatId, reply: await lastReply(api, sent.data!.sendAiMessage.chatId) };
  };

  beforeAll(async () => {
    // A small local server speaking the chat completions protocol, streamed, as scripted.
    service = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', async () => {
        if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
        requests.push({ ...JSON.parse(body), authorization: req.headers.authorization });
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const script = scripts.shift();
        if (script) await script(res);
        else await streamTokens(res, TOKENS);
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    server = await startTestServer({ AI_PROVIDER: 'openai', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' });
    const firm = await createFirm(server.db);
    const admin = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
    records = await createRecords(admin, 'Yarrow');
    a = await server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' }));
    stranger = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
  });

  beforeEach(() => {
    requests = [];
    scripts = [];
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
    const [first] = requests;
    expect(first).toMatchObject({ model: 'test-model', stream: true, authorization: 'Bearer test-key' });
    // The instructions first (who asks, today), then the question; the tools offered as functions.
    expect(first!.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining("Answer from the firm's records only") });
    expect(first!.messages.slice(1)).toEqual([{ role: 'user', content: 'How long do I have to sue?' }]);
    expect(first!.tools!.map((t) => t.function.name)).toEqual(expect.arrayContaining(['find_cases', 'statute_of_limitations', 'tasks_due', 'insurance_policies', 'medical_bills', 'find_documents', 'read_document']));
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
    requests = [];
    await ask(a, 'And for a minor?', { chatId: sent.data!.sendAiMessage.chatId });
    expect(requests[0]!.messages.slice(1)).toEqual([
      { role: 'user', content: 'How long do I have to sue?' },
      { role: 'assistant', content: 'The limitation period is two years.' },
      { role: 'user', content: 'And for a minor?' },
    ]);
  });

  it("calls the tools as the asking user, answers from their results with their sources, and keeps the calls for the next question", async () => {
    scripts = [callTool('insurance_policies', { case: 'Yarrow' }), (res) => streamTokens(res, ['PIP ', 'policy ', 'Yarrow-P.'])];
    const { chatId, reply } = await ask(a, 'What policies does the Yarrow case have?');
    expect(reply).toMatchObject({ status: 'COMPLETE', content: 'PIP policy Yarrow-P.' });
    // The second request carries the call and its result (the firm's own policy).
    const second = requests[1]!.messages;
    expect(second.at(-2)).toEqual({ role: 'assistant', content: null, tool_calls: [{ id: 'call_insurance_policies', type: 'function', function: { name: 'insurance_policies', arguments: '{"case":"Yarrow"}' } }] });
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_insurance_policies', content: expect.stringContaining('"policyNumber":"Yarrow-P"') });
    expect(reply.sources).toEqual(expect.arrayContaining([{ kind: 'CASE', id: records.matter }, { kind: 'POLICY', id: records.policy }]));

    // A later question: the earlier call and result are part of the conversation.
    await ask(a, 'And its number again?', { chatId });
    const later = requests[2]!.messages;
    expect(later.slice(1)).toEqual([
      { role: 'user', content: 'What policies does the Yarrow case have?' },
      expect.objectContaining({ role: 'assistant', tool_calls: [expect.objectContaining({ id: 'call_insurance_policies' })] }),
      expect.objectContaining({ role: 'tool', tool_call_id: 'call_insurance_policies' }),
      { role: 'assistant', content: 'PIP policy Yarrow-P.' },
      { role: 'user', content: 'And its number again?' },
    ]);
  });

  it("never gives the model another firm's records: the same call from another firm finds no case", async () => {
    scripts = [callTool('insurance_policies', { case: 'Yarrow' }), (res) => streamTokens(res, ['No ', 'such ', 'case.'])];
    const { reply } = await ask(stranger, 'What policies does the Yarrow case have?');
    const result = requests[1]!.messages.at(-1)!;
    expect(result).toMatchObject({ role: 'tool', content: JSON.stringify({ error: 'No case you may open matches "Yarrow".' }) });
    expect(JSON.stringify(requests)).not.toContain('Yarrow-P');
    expect(reply.sources).toEqual([]);
    // Nor by the case's id.
    requests = [];
    scripts = [callTool('case_summary', { case: records.matter }), (res) => streamTokens(res, ['No.'])];
    await ask(stranger, 'summarize it');
    expect(requests[1]!.messages.at(-1)).toMatchObject({ content: JSON.stringify({ error: 'No case of yours has this id.' }) });
  });

  it('tells the model the case a chat was opened from and the attached documents’ text', async () => {
    const form = new FormData();
    form.set('matterId', records.matter);
    form.set('file', new Blob([Buffer.from('Witness statement: the light was red for the truck.')]), 'Witness statement.txt');
    const stored = (await (await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: a.cookie! }, body: form })).json()) as { id: string };
    await ask(a, 'What did the witness say?', { matterId: records.matter, documentIds: [stored.id] });
    const system = String(requests[0]!.messages[0]!.content);
    expect(system).toContain(`This chat is about the case Yarrow v. Acme`);
    expect(system).toContain('Attached document "Witness statement.txt"');
    expect(system).toContain('the light was red for the truck');
  });

  it('an error in the middle of the stream ends the reply as failed, keeping nothing half-written', async () => {
    scripts = [
      (res) => {
        event(res, { content: 'The limitation ' });
        setTimeout(() => res.destroy(), 200);
      },
    ];
    const { reply } = await ask(a, 'How long?');
    expect(reply).toMatchObject({ status: 'FAILED', content: 'The assistant could not answer just now. Please try again.' });
    requests = [];
    scripts = [(res) => void res.end(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`)];
    expect((await ask(a, 'How long?')).reply.status).toBe('FAILED');
  });

  it('a service that does not finish in AI_TIMEOUT_MS fails the reply, and the connection is closed', async () => {
    let closed = false;
    scripts = [
      (res) => {
        event(res, { content: 'Thinking' });
        res.on('close', () => (closed = true));
      },
    ];
    const started = Date.now();
    const { reply } = await ask(a, 'Take your time');
    expect(reply.status).toBe('FAILED');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(8000);
    await settle(200);
    expect(closed).toBe(true);
  });
});
