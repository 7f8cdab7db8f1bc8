import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that sends the session cookie (and an Origin, if given) like a browser tab. */
export function wsClient(url: string, cookie: string, origin?: string): { client: Client; closed: Promise<number>; sockets: WebSocket[] } {
  let onClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    onClosed = resolve;
  });
  const sockets: WebSocket[] = [];
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, ...(origin ? { origin } : {}) } });
      sockets.push(this);
    }
  }
  const client = createClient({
    url,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    on: { closed: (event) => onClosed((event as { code: number }).code) },
  });
  return { client, closed, sockets };
}

/** A running subscription that collects what it receives, with a way to wait for more. */
export interface Collector<T> {
  items: T[];
  errors: unknown[];
  /** Resolves once `count` items have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
  /** Drops the connection abruptly, as a network failure would. */
  drop(): void;
  dispose(): void;
}

export function subscribe<T>(url: string, cookie: string, query: string, variables: Record<string, unknown> = {}, pick: (data: Record<string, unknown>) => T): Collector<T> {
  const { client, sockets } = wsClient(url, cookie);
  const items: T[] = [];
  const errors: unknown[] = [];
  let waiters: Array<() => void> = [];
  const wake = () => {
    const current = waiters;
    waiters = [];
    for (const waiter of current) waiter();
  };
  const unsubscribe = client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) items.push(pick(result.data));
        wake();
      },
      error: (error) => {
        errors.push(error);
        wake();
      },
      complete: () => wake(),
    },
  );
  return {
    items,
    errors,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (items.length < count) {
        if (Date.now() > deadline) throw new Error(`Got ${items.length} of ${count} events; errors: ${JSON.stringify(errors)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return items;
    },
    drop() {
      for (const socket of sockets) socket.terminate();
    },
    dispose() {
      unsubscribe();
      void client.dispose();
    },
  };
}

/** Waits until the server has the subscription running (the socket is open and a moment has passed). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
