import type { Config } from '../../config';
import type { AiSource, AiToolTurn } from './ai.entity';

/** A turn of the conversation as the OpenAI chat format has it (tool calls and their results included). */
export interface ChatTurn {
  role: 'user' | 'assistant' | 'system' | 'tool';
  content: string;
  /** assistant: the tools it called before answering. */
  toolCalls?: Array<{ id: string; name: string; arguments: string }>;
  /** tool: the call this is the result of. */
  toolCallId?: string;
}

/** A tool offered to the model (the OpenAI tools format's function, parameters as JSON Schema). */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** The tools a reply may use, run as the asking user (their firm, their cases). */
export interface ToolBox {
  definitions: ToolDefinition[];
  /** Runs a tool with the model's arguments (a JSON text); never throws: a bad call gets its message. */
  call(name: string, args: string): Promise<{ content: string; sources: AiSource[] }>;
}

export interface ProviderReply {
  text: string;
  /** The tools called while writing it, with their results. */
  toolTurns: AiToolTurn[];
  /** What the tools' results came from. */
  sources: AiSource[];
}

/** An AI service answering AI Chat. `onToken` receives the reply as it is written; the promise, all of it. */
export interface AiProvider {
  /** For firm admins' Settings: the model answering. */
  readonly model: string;
  reply(turns: ChatTurn[], onToken: (token: string) => void, options: { signal?: AbortSignal; tools?: ToolBox }): Promise<ProviderReply>;
}

/** Rounds of tool calls a reply may take; then the model is asked once more without tools, so it answers. */
const MAX_TOOL_ROUNDS = 5;
/** How much of an error answer's body goes into the error (what the service said, e.g. "model not found"). */
const ERROR_EXCERPT_CHARS = 300;
/** How long the rest of an error answer's body is waited for. */
const ERROR_EXCERPT_WAIT_MS = 1000;

/** A message as the chat completions API takes it. */
type ApiMessage =
  | { role: 'user' | 'system' | 'assistant'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }> }
  | { role: 'tool'; tool_call_id: string; content: string };

type ToolCall = { id: string; name: string; arguments: string };

/** One server-sent event of a streamed answer. */
interface StreamChunk {
  choices?: Array<{
    delta?: {
      content?: string | null;
      tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }>;
    };
    finish_reason?: string | null;
  }>;
  error?: { message?: string };
}

/** An OpenAI-compatible chat completions API, streamed (server-sent events), calling the tools it is given. */
export class OpenAiCompatibleProvider implements AiProvider {
  constructor(private readonly options: { baseUrl: string; apiKey: string | undefined; model: string }) {}

  get model(): string {
    return this.options.model;
  }

  async reply(turns: ChatTurn[], onToken: (token: string) => void, { signal, tools }: { signal?: AbortSignal; tools?: ToolBox } = {}): Promise<ProviderReply> {
    const messages = turns.map(toApiMessage);
    const toolBox = tools?.definitions.length ? tools : undefined;
    const toolTurns: AiToolTurn[] = [];
    const sources: AiSource[] = [];
    let text = '';
    for (let round = 0; ; round++) {
      const offered = round < MAX_TOOL_ROUNDS ? toolBox : undefined;
      const answer = await this.complete(messages, offered?.definitions, onToken, signal);
      text += answer.text;
      if (!offered || answer.toolCalls.length === 0) return { text, toolTurns, sources };
      messages.push(toApiMessage({ role: 'assistant', content: answer.text, toolCalls: answer.toolCalls }));
      for (const call of answer.toolCalls) {
        const result = await offered.call(call.name, call.arguments);
        signal?.throwIfAborted();
        toolTurns.push({ ...call, result: result.content });
        messages.push(toApiMessage({ role: 'tool', toolCallId: call.id, content: result.content }));
        for (const source of result.sources) {
          if (!sources.some((known) => known.kind === source.kind && known.id === source.id)) sources.push(source);
        }
      }
    }
  }

  /** One request: the answer's text (streamed to `onToken`) and the tools it calls, gathered from their pieces. */
  private async complete(messages: ApiMessage[], tools: ToolDefinition[] | undefined, onToken: (token: string) => void, signal: AbortSignal | undefined) {
    const response = await fetch(`${this.options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        messages,
        stream: true,
        ...(tools ? { tools: tools.map((tool) => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } })) } : {}),
      }),
      signal,
    });
    if (!response.ok || !response.body) {
      const said = await excerpt(response, signal);
      signal?.throwIfAborted();
      const redacted = this.options.apiKey ? said.replaceAll(this.options.apiKey, '[key]') : said;
      throw new Error(`The AI service answered ${response.status}${redacted ? `: ${redacted}` : ''}`);
    }
    let text = '';
    const calls: ToolCall[] = [];
    const answer = () => ({ text, toolCalls: calls.filter(Boolean).map((call, index) => ({ ...call, id: call.id || `call_${index}` })) });
    for await (const data of eventData(response.body)) {
      if (data === '[DONE]') return answer();
      const chunk = parseChunk(data);
      if (chunk.error) throw new Error(`The AI service failed while answering: ${chunk.error.message ?? 'no reason given'}`);
      const choice = chunk.choices?.[0];
      const token = choice?.delta?.content;
      if (token) {
        text += token;
        onToken(token);
      }
      // A call comes in pieces: its id and name first, then its arguments a fragment at a time.
      for (const [position, piece] of (choice?.delta?.tool_calls ?? []).entries()) {
        const call = (calls[piece.index ?? position] ??= { id: '', name: '', arguments: '' });
        if (piece.id) call.id = piece.id;
        if (piece.function?.name) call.name = piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
      }
      if (choice?.finish_reason) return answer();
    }
    throw new Error('The AI service stopped before finishing its answer');
  }
}

/**
 * The data of each server-sent event as it arrives (lines split across chunks joined; comments, keep-alives and
 * other fields skipped). When the reading stops, early or on an error, the rest of the stream is let go.
 * An abort of the request's signal fails the read with its reason.
 */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const data = line.startsWith('data:') ? line.slice(5).trim() : '';
        if (data) yield data;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** A turn in the chat completions format. */
function toApiMessage(turn: ChatTurn): ApiMessage {
  if (turn.role === 'tool') return { role: 'tool', tool_call_id: turn.toolCallId ?? '', content: turn.content };
  if (turn.role === 'assistant' && turn.toolCalls?.length) {
    return {
      role: 'assistant',
      content: turn.content || null,
      tool_calls: turn.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
    };
  }
  return { role: turn.role, content: turn.content };
}

function parseChunk(data: string): StreamChunk {
  try {
    return JSON.parse(data) as StreamChunk;
  } catch {
    throw new Error('The AI service sent an event that is not JSON');
  }
}

/** The start of an error answer's body, on one line; no more is read, and no longer than a moment (or the caller) allows. */
async function excerpt(response: Response, signal: AbortSignal | undefined): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const stop = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(stop, ERROR_EXCERPT_WAIT_MS);
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let said = '';
  try {
    while (said.length < ERROR_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      said += decoder.decode(value, { stream: true });
    }
  } catch {
    // What the service said is only a courtesy; the status is the error.
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
    await reader.cancel().catch(() => undefined);
  }
  return said.replace(/\s+/g, ' ').trim().slice(0, ERROR_EXCERPT_CHARS);
}

/** The configured AI service; null when none is (the built-in assistant answers). */
export function createAiProvider(config: Config['ai']): AiProvider | null {
  return config.provider === 'openai' ? new OpenAiCompatibleProvider(config) : null;
}
