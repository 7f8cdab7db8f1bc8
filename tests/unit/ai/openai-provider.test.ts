/** The OpenAI-compatible provider against a local stand-in of the chat completions API (node:http, never a real service). */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiCompatibleProvider, type ChatTurn, type ToolBox } from '../../../server/src/modules/ai/ai-provider';
import type { AiSource, AiSourceKind } from '../../../server/src/modules/ai/ai.entity';

const API_KEY = 'sk-test-0123456789-secret';
const MODEL = 'test-model';

interface StubRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** How the stand-in answers one request; `closed` settles when the client lets the connection go. */
type Answer = (res: ServerResponse, request: StubRequest, closed: Promise<void>) => void | Promise<void>;

const stub = {
  server: undefined as unknown as Server,
  baseUrl: '',
  requests: [] as StubRequest[],
  answers: [] as Answer[],
  responses: [] as ServerResponse[],
  closed: [] as Array<Promise<void>>,
};

/** The stand-in answers the n-th request with the n-th answer (the last one answers any further requests). */
function answerWith(...answers: Answer[]) {
  stub.answers = answers;
}

beforeAll(async () => {
  stub.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
    stub.responses.push(res);
    stub.closed.push(closed);
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method, url: req.url, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> };
      stub.requests.push(request);
      const answer = stub.answers[Math.min(stub.requests.length - 1, stub.answers.length - 1)];
      res.setHeader('connection', 'close');
      void answer?.(res, request, closed);
    });
  });
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}/v1`;
});

afterEach(() => {
  // Answers the client gave up on are left open by the stand-in: close them (and only them, so no connection is cut under a later test).
  for (const res of stub.responses) if (!res.writableFinished) res.destroy();
  stub.responses = [];
  stub.requests = [];
  stub.answers = [];
  stub.closed = [];
});

afterAll(async () => {
  stub.server.closeAllConnections();
  await new Promise((resolve) => stub.server.close(resolve));
});

const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

const content = (text: string) => ({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] });
const finish = (reason: 'stop' | 'tool_calls') => ({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: reason }] });
/** A piece of a tool call as OpenAI streams it: id, type and name first, then the arguments in fragments. */
const toolPiece = (index: number, piece: { id?: string; name?: string; arguments: string }) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  choices: [
    {
      index: 0,
      delta: {
        tool_calls: [{ index, ...(piece.id ? { id: piece.id, type: 'function' } : {}), function: { ...(piece.name ? { name: piece.name } : {}), arguments: piece.arguments } }],
      },
      finish_reason: null,
    },
  ],
});

/** Streams the events one write at a time, then `[DONE]`. */
function streamed(...events: unknown[]): Answer {
  return async (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const event of events) {
      res.write(`data: ${JSON.stringify(event)}\n\n`);
      await pause();
    }
    res.end('data: [DONE]\n\n');
  };
}

/** Resolves once the connection has closed, or rejects after `ms`. */
function closedWithin(closed: Promise<void> | undefined, ms: number) {
  return Promise.race([closed, pause(ms).then(() => Promise.reject(new Error(`the connection was still open after ${ms} ms`)))]);
}

const provider = () => new OpenAiCompatibleProvider({ baseUrl: stub.baseUrl, apiKey: API_KEY, model: MODEL });
const collector = () => {
  const tokens: string[] = [];
  return { tokens, onToken: (token: string) => void tokens.push(token) };
};

const BELL: AiSource = { kind: 'CASE' as AiSourceKind, id: 'case-bell', label: 'Bell v. Harmon (2026-0002)', matterId: 'case-bell', day: null };
const STATUTE: AiSource = { kind: 'STATUTE' as AiSourceKind, id: 'case-bell', label: 'Statute of limitations', matterId: 'case-bell', day: null };
const TASK: AiSource = { kind: 'TASK' as AiSourceKind, id: 'task-1', label: 'Call the adjuster', matterId: 'case-bell', day: '2026-11-02' };

const FIND_CASE = { name: 'find_case', description: 'Finds a case by name or number.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } };
const CASE_TASKS = { name: 'case_tasks', description: 'The open tasks of a case.', parameters: { type: 'object', properties: { caseId: { type: 'string' } }, required: ['caseId'] } };
const TOOLS_SENT = [FIND_CASE, CASE_TASKS].map((tool) => ({ type: 'function', function: tool }));

/** A tool box like the server's: known tools answer from `results`, any other name gets an error text back. */
function toolBox(results: Record<string, { content: string; sources: AiSource[] }>) {
  const call = jest.fn(async (name: string, _args: string) => results[name] ?? { content: `There is no tool named "${name}".`, sources: [] });
  return { box: { definitions: [FIND_CASE, CASE_TASKS], call } satisfies ToolBox, call };
}

const QUESTION: ChatTurn[] = [
  { role: 'system', content: 'You are the assistant in Matterhorn.' },
  { role: 'user', content: 'When does the statute run on Bell?' },
];
const QUESTION_SENT = [
  { role: 'system', content: 'You are the assistant in Matterhorn.' },
  { role: 'user', content: 'When does the statute run on Bell?' },
];

describe('a streamed answer', () => {
  it('hands each token on as it arrives and returns the whole text', async () => {
    const { tokens, onToken } = collector();
    let firstTokenSeen!: () => void;
    const firstToken = new Promise<void>((resolve) => (firstTokenSeen = resolve));
    answerWith(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`);
      res.write(`data: ${JSON.stringify(content('The statute '))}\n\n`);
      // The rest is written only once the first token has reached the caller: nothing waits for the end.
      await firstToken;
      res.write(`data: ${JSON.stringify(content('runs on '))}\n\n`);
      await pause();
      res.write(`data: ${JSON.stringify(content('2027-03-01.'))}\n\n`);
      res.end(`data: ${JSON.stringify(finish('stop'))}\n\ndata: [DONE]\n\n`);
    });

    const reply = await provider().reply(QUESTION, (token) => {
      onToken(token);
      firstTokenSeen();
    }, {});

    expect(tokens).toEqual(['The statute ', 'runs on ', '2027-03-01.']);
    expect(reply).toEqual({ text: 'The statute runs on 2027-03-01.', toolTurns: [], sources: [] });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ model: MODEL, messages: QUESTION_SENT, stream: true });
  });

  it('sends earlier tool calls and their results in the chat format, and no key when none is set', async () => {
    answerWith(streamed(content('Nothing new.'), finish('stop')));
    const turns: ChatTurn[] = [
      ...QUESTION,
      { role: 'assistant', content: '', toolCalls: [{ id: 'call_old', name: 'find_case', arguments: '{"query":"Bell"}' }] },
      { role: 'tool', toolCallId: 'call_old', content: 'Bell v. Harmon (2026-0002)' },
      { role: 'assistant', content: 'On 2027-03-01.' },
      { role: 'user', content: 'Anything new?' },
    ];

    const reply = await new OpenAiCompatibleProvider({ baseUrl: stub.baseUrl, apiKey: undefined, model: MODEL }).reply(turns, () => undefined, { tools: { definitions: [], call: jest.fn() } });

    expect(reply.text).toBe('Nothing new.');
    expect(stub.requests[0]?.headers.authorization).toBeUndefined();
    // A box without tools offers none.
    expect(stub.requests[0]?.body).toEqual({
      model: MODEL,
      stream: true,
      messages: [
        ...QUESTION_SENT,
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_old', type: 'function', function: { name: 'find_case', arguments: '{"query":"Bell"}' } }] },
        { role: 'tool', tool_call_id: 'call_old', content: 'Bell v. Harmon (2026-0002)' },
        { role: 'assistant', content: 'On 2027-03-01.' },
        { role: 'user', content: 'Anything new?' },
      ],
    });
  });

  it('joins lines split across network chunks, a character split in its bytes and a last line without a line end included', async () => {
    const { tokens, onToken } = collector();
    const line = Buffer.from(`data: ${JSON.stringify(content('Café Bell'))}\n\n`);
    const cut = line.indexOf(Buffer.from('é')) + 1; // between the two bytes of "é"
    answerWith(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(line.subarray(0, cut));
      await pause(30);
      res.write(line.subarray(cut));
      await pause(30);
      res.write('data: [DO');
      await pause(30);
      res.end('NE]'); // the last line without a line end
    });

    const reply = await provider().reply(QUESTION, onToken, {});

    expect(tokens).toEqual(['Café Bell']);
    expect(reply.text).toBe('Café Bell');
  });

  it('reads CRLF line ends, empty keep-alives, comments and event names', async () => {
    const { tokens, onToken } = collector();
    answerWith(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': OPENROUTER PROCESSING\r\n\r\n');
      res.write('data:\r\n\r\n');
      res.write(`event: message\r\ndata:${JSON.stringify(content('Two'))}\r\n\r\n`);
      await pause();
      res.write(`data: ${JSON.stringify(content(' lines'))}\r\n\r\n`);
      res.end(`data: ${JSON.stringify(finish('stop'))}\r\n\r\ndata: [DONE]\r\n\r\n`);
    });

    const reply = await provider().reply(QUESTION, onToken, {});

    expect(tokens).toEqual(['Two', ' lines']);
    expect(reply.text).toBe('Two lines');
  });
  it('ends the answer at its finish reason, even when [DONE] does not follow, and lets the connection go', async () => {
    answerWith((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify(content('Done.'))}\n\ndata: ${JSON.stringify(finish('stop'))}\n\n`); // and the stand-in keeps the stream open
    });

    await expect(provider().reply(QUESTION, () => undefined, {})).resolves.toEqual({ text: 'Done.', toolTurns: [], sources: [] });
    await closedWithin(stub.closed[0], 1000);
  });
});

describe('tool calls', () => {
  it('gathers a call streamed in pieces, runs it, sends its result back and streams the answer', async () => {
    const { tokens, onToken } = collector();
    const { box, call } = toolBox({ find_case: { content: '{"id":"case-bell","statute":"2027-03-01"}', sources: [BELL, STATUTE, BELL] } });
    answerWith(
      streamed(
        { choices: [{ index: 0, delta: { role: 'assistant', content: null }, finish_reason: null }] },
        toolPiece(0, { id: 'call_abc', name: 'find_case', arguments: '' }),
        toolPiece(0, { arguments: '{"qu' }),
        toolPiece(0, { arguments: 'ery":"Be' }),
        toolPiece(0, { arguments: 'll"}' }),
        finish('tool_calls'),
      ),
      streamed(content('The statute runs '), content('on 2027-03-01.'), finish('stop')),
    );

    const reply = await provider().reply(QUESTION, onToken, { tools: box });

    expect(call.mock.calls).toEqual([['find_case', '{"query":"Bell"}']]);
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[0]?.body).toEqual({ model: MODEL, messages: QUESTION_SENT, stream: true, tools: TOOLS_SENT });
    expect(stub.requests[1]?.body).toEqual({
      model: MODEL,
      stream: true,
      tools: TOOLS_SENT,
      messages: [
        ...QUESTION_SENT,
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_abc', type: 'function', function: { name: 'find_case', arguments: '{"query":"Bell"}' } }] },
        { role: 'tool', tool_call_id: 'call_abc', content: '{"id":"case-bell","statute":"2027-03-01"}' },
      ],
    });
    expect(tokens).toEqual(['The statute runs ', 'on 2027-03-01.']);
    expect(reply).toEqual({
      text: 'The statute runs on 2027-03-01.',
      toolTurns: [{ id: 'call_abc', name: 'find_case', arguments: '{"query":"Bell"}', result: '{"id":"case-bell","statute":"2027-03-01"}' }],
      sources: [BELL, STATUTE],
    });
  });

  it('runs two calls of one round in order, keeping the text written before them', async () => {
    const { tokens, onToken } = collector();
    const { box, call } = toolBox({
      find_case: { content: 'Bell v. Harmon', sources: [BELL] },
      case_tasks: { content: 'Call the adjuster (2026-11-02)', sources: [TASK, BELL] },
    });
    answerWith(
      streamed(
        content('Let me look. '),
        toolPiece(0, { id: 'call_1', name: 'find_case', arguments: '{"query":' }),
        toolPiece(1, { id: 'call_2', name: 'case_tasks', arguments: '{"caseId":' }),
        toolPiece(0, { arguments: '"Bell"}' }),
        toolPiece(1, { arguments: '"case-bell"}' }),
        finish('tool_calls'),
      ),
      streamed(content('Call the adjuster by 2026-11-02.'), finish('stop')),
    );

    const reply = await provider().reply(QUESTION, onToken, { tools: box });

    expect(call.mock.calls).toEqual([
      ['find_case', '{"query":"Bell"}'],
      ['case_tasks', '{"caseId":"case-bell"}'],
    ]);
    expect(stub.requests[1]?.body.messages).toEqual([
      ...QUESTION_SENT,
      {
        role: 'assistant',
        content: 'Let me look. ',
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'find_case', arguments: '{"query":"Bell"}' } },
          { id: 'call_2', type: 'function', function: { name: 'case_tasks', arguments: '{"caseId":"case-bell"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'Bell v. Harmon' },
      { role: 'tool', tool_call_id: 'call_2', content: 'Call the adjuster (2026-11-02)' },
    ]);
    expect(tokens).toEqual(['Let me look. ', 'Call the adjuster by 2026-11-02.']);
    expect(reply).toEqual({
      text: 'Let me look. Call the adjuster by 2026-11-02.',
      toolTurns: [
        { id: 'call_1', name: 'find_case', arguments: '{"query":"Bell"}', result: 'Bell v. Harmon' },
        { id: 'call_2', name: 'case_tasks', arguments: '{"caseId":"case-bell"}', result: 'Call the adjuster (2026-11-02)' },
      ],
      sources: [BELL, TASK],
    });
  });

  it('passes a tool the box does not have to the box, and its error back to the model', async () => {
    const { box, call } = toolBox({});
    answerWith(
      streamed(toolPiece(0, { id: 'call_x', name: 'delete_case', arguments: '{}' }), finish('tool_calls')),
      streamed(content('I cannot do that.'), finish('stop')),
    );

    const reply = await provider().reply(QUESTION, () => undefined, { tools: box });

    expect(call.mock.calls).toEqual([['delete_case', '{}']]);
    expect(stub.requests[1]?.body.messages).toContainEqual({ role: 'tool', tool_call_id: 'call_x', content: 'There is no tool named "delete_case".' });
    expect(reply.text).toBe('I cannot do that.');
  });

  it('stops offering tools after five rounds of calls, so the model answers', async () => {
    const { box, call } = toolBox({ find_case: { content: 'Bell v. Harmon', sources: [BELL] } });
    let calls = 0;
    // A model that calls a tool whenever it may.
    answerWith((res, request, closed) => {
      const answer = request.body.tools
        ? streamed(toolPiece(0, { id: `call_${++calls}`, name: 'find_case', arguments: '{"query":"Bell"}' }), finish('tool_calls'))
        : streamed(content('Bell v. Harmon is open.'), finish('stop'));
      return answer(res, request, closed);
    });

    const reply = await provider().reply(QUESTION, () => undefined, { tools: box });

    expect(stub.requests).toHaveLength(6);
    expect(stub.requests.slice(0, 5).map((request) => request.body.tools)).toEqual(Array(5).fill(TOOLS_SENT));
    expect(stub.requests[5]?.body).not.toHaveProperty('tools');
    // The last request still carries every call made and its result.
    expect(stub.requests[5]?.body.messages).toHaveLength(QUESTION_SENT.length + 5 * 2);
    expect(call).toHaveBeenCalledTimes(5);
    expect(reply.text).toBe('Bell v. Harmon is open.');
    expect(reply.toolTurns.map((turn) => turn.id)).toEqual(['call_1', 'call_2', 'call_3', 'call_4', 'call_5']);
    expect(reply.sources).toEqual([BELL]);
  });
});

describe('failures', () => {
  it('rejects when the connection breaks mid-stream, after handing on what came', async () => {
    const { tokens, onToken } = collector();
    let firstTokenSeen!: () => void;
    const firstToken = new Promise<void>((resolve) => (firstTokenSeen = resolve));
    answerWith(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify(content('The statute '))}\n\n`);
      await firstToken;
      res.socket?.destroy();
    });

    await expect(
      provider().reply(QUESTION, (token) => {
        onToken(token);
        firstTokenSeen();
      }, {}),
    ).rejects.toThrow();
    expect(tokens).toEqual(['The statute ']);
  });

  it('rejects when the stream ends without finishing the answer', async () => {
    answerWith(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify(content('The statute '))}\n\n`);
    });

    await expect(provider().reply(QUESTION, () => undefined, {})).rejects.toThrow('stopped before finishing');
  });

  it('rejects on an error event, naming it', async () => {
    answerWith(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify(content('The '))}\n\n`);
      res.end(`data: ${JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } })}\n\n`);
    });

    await expect(provider().reply(QUESTION, () => undefined, {})).rejects.toThrow('overloaded');
  });

  it('rejects on an event that is not JSON, and lets the connection go', async () => {
    answerWith((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"choices": [\n\n'); // and the stand-in keeps the stream open
    });

    await expect(provider().reply(QUESTION, () => undefined, {})).rejects.toThrow('not JSON');
    await closedWithin(stub.closed[0], 1000);
  });

  it('rejects on an error status, naming it and never the key', async () => {
    answerWith((res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}`, type: 'invalid_request_error' } }));
    });

    const failure = provider().reply(QUESTION, () => undefined, {});

    await expect(failure).rejects.toThrow('500');
    await expect(failure).rejects.toThrow('Incorrect API key provided');
    await expect(failure).rejects.not.toThrow(API_KEY);
  });

  it('rejects on an error status whose body never ends, and lets the connection go', async () => {
    answerWith((res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.write('busy');
    });
    const started = Date.now();

    await expect(provider().reply(QUESTION, () => undefined, {})).rejects.toThrow('503');
    expect(Date.now() - started).toBeLessThan(2000);
    await closedWithin(stub.closed[0], 1000);
  });

  it.each<[string, Answer]>([
    ['never answers', () => undefined],
    [
      'stops mid-stream',
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify(content('The statute '))}\n\n`);
      },
    ],
  ])('gives up promptly when the caller aborts, and closes the connection: the service %s', async (_case, answer) => {
    answerWith(answer);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const started = Date.now();

    await expect(provider().reply(QUESTION, () => undefined, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1000);
    await closedWithin(stub.closed[0], 1000);
  });

  it('rejects with the caller’s reason when it times out', async () => {
    answerWith(() => undefined);

    await expect(provider().reply(QUESTION, () => undefined, { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
