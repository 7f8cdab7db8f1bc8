/**
 * An open-loop load: requests leave at even intervals whatever the server answers (rate r: one
 * every 1000/r ms), the way people using the app arrive. Each latency runs from the request's
 * scheduled time, not from when a socket took it: a server that falls behind makes the requests
 * queued behind it late, and that wait counts (no coordinated omission, which a closed loop such
 * as autocannon's has: it sends the next request only when an answer came back).
 *
 * The client holds at most `connections` sockets. A request is shed (counted, not sent) when
 * `maxOutstanding` are already waiting or in flight when its time comes, or when it waited more
 * than `maxLagMs` past its time for a socket: the client does not pile up an unbounded queue.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentiles, type Percentiles } from './stats';

export interface PacedRequest {
  /** Path and query, e.g. `/graphql` (default: the URL's). */
  path?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  durationMs: number;
  /** Sent first at the same rate, not measured (JIT, caches, pooled connections). */
  warmupMs?: number;
  /** The n-th request of the run (n from 0, warm-up included). */
  request: (n: number) => PacedRequest;
  /** Sockets, and so requests in flight, at most (default 16). */
  connections?: number;
  /** Requests waiting or in flight beyond which the next ones are shed (default 4 × connections). */
  maxOutstanding?: number;
  /** A request that could not be sent this long after its time is shed (default 1000 ms). */
  maxLagMs?: number;
  /** An answer taking longer than this from its scheduled time is an error (default 10 s). */
  timeoutMs?: number;
  /** Whether an answer is an error besides a status other than 200 (default: a GraphQL `errors` key). */
  isError?: (body: string) => boolean;
}

export interface PacedResult extends Percentiles {
  rate: number;
  /** Requests scheduled in the measured part. */
  scheduled: number;
  sent: number;
  completed: number;
  shed: number;
  errors: number;
  /** Latency of each completed request, from its scheduled time, in ms. */
  latencies: number[];
  /** When the measured part began (Date.now()), and each request later than 100 ms: its scheduled time from then, and its latency (ms). */
  measuredFrom: number;
  late: Array<{ at: number; latency: number }>;
  /** What the measured part's first error was (its status and the start of its body, or the socket's error), for looking into it. */
  firstError?: string;
}

const GRAPHQL_ERRORS = (body: string) => body.includes('"errors":');

interface Outcome {
  kind: 'completed' | 'error' | 'shed';
  latency: number;
  scheduledAt: number;
}

/** Runs the paced load and resolves when every request sent has been answered (or has failed). */
export async function paced(options: PacedOptions): Promise<PacedResult> {
  const { rate, durationMs, warmupMs = 0, connections = 16, maxLagMs = 1_000, timeoutMs = 10_000, isError = GRAPHQL_ERRORS } = options;
  const maxOutstanding = options.maxOutstanding ?? 4 * connections;
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const warmupSlots = Math.round((warmupMs / 1000) * rate);
  const total = warmupSlots + Math.round((durationMs / 1000) * rate);

  const outcomes: Array<Promise<Outcome>> = [];
  let outstanding = 0;
  let firstError: string | undefined;

  const send = (n: number, scheduledAt: number): Promise<Outcome> => {
    // Errors of the warm-up are not counted, so not described either.
    const noteError = (what: string) => {
      if (n >= warmupSlots) firstError ??= what.slice(0, 500);
    };
    if (outstanding >= maxOutstanding || performance.now() - scheduledAt > maxLagMs) return Promise.resolve({ kind: 'shed', latency: 0, scheduledAt });
    outstanding += 1;
    const { path = target.pathname + target.search, method = 'GET', headers = {}, body } = options.request(n);
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const settle = (kind: Outcome['kind']) => {
        if (settled) return;
        settled = true;
        outstanding -= 1;
        clearTimeout(timer);
        resolve({ kind, latency: performance.now() - scheduledAt, scheduledAt });
      };
      const request = http.request({ host: target.hostname, port: target.port, path, method, headers, agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const ok = response.statusCode === 200 && !isError(text);
          if (!ok) noteError(`${response.statusCode}: ${text}`);
          settle(ok ? 'completed' : 'error');
        });
        response.on('error', (error) => {
          noteError(String(error));
          settle('error');
        });
      });
      const timer = setTimeout(() => {
        noteError(`no answer in ${timeoutMs} ms`);
        settle('error');
        request.destroy();
      }, timeoutMs);
      // Queued in the agent until a socket is free: too late by then, it is shed instead of sent.
      request.on('socket', () => {
        if (performance.now() - scheduledAt > maxLagMs) {
          settle('shed');
          request.destroy();
        }
      });
      request.on('error', (error) => {
        if (!settled) noteError(String(error));
        settle('error');
      });
      request.end(body);
    });
  };

  const started = performance.now();
  const measuredFrom = Date.now() + warmupSlots * interval;
  await new Promise<void>((resolve) => {
    let next = 0;
    // Every slot whose time has come is sent, each with its own scheduled time (a late timer
    // sends several at once; their latencies still count from when they were due).
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        outcomes.push(send(next, started + next * interval));
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
    };
    tick();
  });
  const measured = (await Promise.all(outcomes)).slice(warmupSlots);
  agent.destroy();

  const latencies = measured.filter((outcome) => outcome.kind === 'completed').map((outcome) => outcome.latency);
  const count = (kind: Outcome['kind']) => measured.filter((outcome) => outcome.kind === kind).length;
  return {
    rate,
    scheduled: measured.length,
    sent: measured.length - count('shed'),
    completed: latencies.length,
    shed: count('shed'),
    errors: count('error'),
    latencies,
    measuredFrom,
    firstError,
    late: measured.filter((outcome) => outcome.latency > 100).map((outcome) => ({ at: outcome.scheduledAt - started - warmupSlots * interval, latency: outcome.latency })),
    ...percentiles(latencies),
  };
}

/**
 * Where a paced run fell behind, for its log: its requests later than 100 ms in stretches (a gap
 * of more than 200 ms ends one), each from and to when they were due in the measured part, and
 * the first error, if any. `since` follows each stretch's times (e.g. how long the server had run).
 */
export function describeLate(result: PacedResult, since = ''): string[] {
  const stretches: Array<{ from: number; to: number; count: number; worst: number }> = [];
  for (const { at, latency } of [...result.late].sort((a, b) => a.at - b.at)) {
    const last = stretches.at(-1);
    if (last && at - last.to <= 200) Object.assign(last, { to: at, count: last.count + 1, worst: Math.max(last.worst, latency) });
    else stretches.push({ from: at, to: at, count: 1, worst: latency });
  }
  return [
    ...(result.firstError ? [`first error: ${result.firstError}`] : []),
    ...stretches.map(({ from, to, count, worst }) => `late from ${from.toFixed(0)} to ${to.toFixed(0)} ms into the round${since}: ${count} requests, worst ${worst.toFixed(0)} ms`),
  ];
}
