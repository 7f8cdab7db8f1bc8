import type { Config } from '../../config';

export interface ChatTurn {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

/** Where replies come from. `onToken` receives the reply as it is written; the promise, all of it. */
export interface AiProvider {
  /** For firm admins' Settings: the model answering, null for the built-in assistant. */
  readonly model: string | null;
  reply(turns: ChatTurn[], onToken: (token: string) => void, signal?: AbortSignal): Promise<string>;
}

export const SIMULATED_DELAY_MS = 1000;

/** The local stand-in (spec: answers after one second): says what it would do with the question. */
export class SimulatedProvider implements AiProvider {
  readonly model = null;

  async reply(turns: ChatTurn[], onToken: (token: string) => void): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_DELAY_MS));
    const question = [...turns].reverse().find((turn) => turn.role === 'user')?.content ?? '';
    // How to connect a service is said to firm admins in Settings (Firm Profile), never in a reply.
    const text = `This is the built-in assistant, which runs without an AI service. You asked: "${question.slice(0, 300)}".`;
    onToken(text);
    return text;
  }
}

interface StreamChunk {
  choices?: Array<{ delta?: { content?: string | null } }>;
}

/** An OpenAI-compatible chat completions API, streamed (server-sent events). */
export class OpenAiCompatibleProvider implements AiProvider {
  constructor(private readonly options: { baseUrl: string; apiKey: string | undefined; model: string }) {}

  get model(): string {
    return this.options.model;
  }

  async reply(turns: ChatTurn[], onToken: (token: string) => void, signal?: AbortSignal): Promise<string> {
    const response = await fetch(`${this.options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.options.model, messages: turns, stream: true }),
      signal,
    });
    if (!response.ok || !response.body) throw new Error(`The AI service answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    let text = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return text;
        const token = (JSON.parse(data) as StreamChunk).choices?.[0]?.delta?.content;
        if (token) {
          text += token;
          onToken(token);
        }
      }
    }
    return text;
  }
}

export function createAiProvider(config: Config['ai']): AiProvider {
  return config.provider === 'openai' ? new OpenAiCompatibleProvider(config) : new SimulatedProvider();
}
