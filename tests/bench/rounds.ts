/**
 * Comparing servers fairly on a shared machine: each is measured in every round, for the same
 * time, in an order rotated from round to round (round 1: a, b, c; round 2: b, c, a; …), and each
 * figure is the median over the rounds. Whatever else the machine does then weighs on every server
 * alike, rather than on whichever happened to run during it.
 */
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { percentiles, type Percentiles } from './stats';

export interface Contender<T> {
  name: string;
  run(): Promise<T>;
}

/** `items` turned left by `by` places. */
export function rotated<T>(items: readonly T[], by: number): T[] {
  const shift = items.length ? by % items.length : 0;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** Every contender's results, one per round, by name. `onRun` hears each as it ends (for the log). */
export async function inRounds<T>(contenders: ReadonlyArray<Contender<T>>, rounds: number, onRun?: (name: string, round: number, result: T) => void): Promise<Map<string, T[]>> {
  const results = new Map(contenders.map((contender) => [contender.name, [] as T[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const contender of rotated(contenders, round)) {
      const result = await contender.run();
      results.get(contender.name)!.push(result);
      onRun?.(contender.name, round + 1, result);
    }
  }
  return results;
}

/** The 1, 5 and 15 minute load averages, for the log and the results' header. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export interface ClosedLoopResult extends Percentiles {
  rps: number;
  errors: number;
  /** The server process's CPU time (user and system) per answered request, when its pid was given. */
  cpuMsPerRequest?: number;
}

/** CPU time used so far by a process of this machine (user + system, from /proc), in ms. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** Linux reports process times in clock ticks of USER_HZ, 100 a second on every architecture Node runs on. */
const CLOCK_TICKS = 100;

/**
 * A closed loop (autocannon: each connection sends its next request when the last is answered)
 * after `warmupSeconds` of the same load not measured. Keeps every response time, so p95 is exact
 * (autocannon reports p97.5). Errors: failed connections, timeouts, statuses other than 200, and
 * GraphQL errors in a body.
 */
export async function closedLoop(options: autocannon.Options, warmupSeconds: number, serverPid?: number): Promise<ClosedLoopResult> {
  const latencies: number[] = [];
  let bad = 0;
  const requests = (options.requests ?? [{}]).map((request) => ({
    ...request,
    onResponse: (_status: number, body: string) => {
      if (body.includes('"errors":')) bad += 1;
    },
  }));
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const cpuBefore = serverPid ? await cpuMsOf(serverPid) : 0;
  const instance = autocannon({ ...options, requests });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) bad += 1;
    latencies.push(responseTime);
  });
  const result = await instance;
  const cpuMsPerRequest = serverPid ? ((await cpuMsOf(serverPid)) - cpuBefore) / latencies.length : undefined;
  return { rps: result.requests.average, errors: result.errors + result.timeouts + bad, ...percentiles(latencies), cpuMsPerRequest };
}
