/**
 * Where the time of a case-list request goes under load (issue 29): starts the compiled server
 * under `node --cpu-prof`, warms it up, loads it with the case-list query (autocannon, a closed
 * loop, random pages 1 to 20), stops it (SIGINT: the server shuts down and calls process.exit,
 * at which V8 writes the profile) and reads the shares of the measured stretch (cpu-profile.ts).
 */
import type autocannon from 'autocannon';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_NODE_ARGS, spawnServer, stopProcess } from '../support/server';
import { profileShares, topContributors, type CpuProfile } from './cpu-profile';
import { CASE_LIST } from './queries';
import { closedLoop } from './rounds';

/** The pages the load reads: page 1 to 20 of the case list. */
const PAGES = 20;

export interface ProfileOptions {
  /** The (migrated, filled) database, as its owner: the server connects as the app's role itself. */
  databaseUrl: string;
  /** A `matterhorn_session=…` cookie of a signed-in user. */
  cookie: string;
  /** How long the measured (profiled) load lasts. */
  seconds: number;
  connections: number;
  /** Seconds of the same load before it, not counted (default 5). */
  warmupSeconds?: number;
  /** More environment for the server (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
}

export interface CaseListProfile {
  /** profileShares of the measured stretch only (not start-up, warm-up or shutdown). */
  shares: Record<string, number>;
  /** What "other" is made of (package or frame, % of non-idle time). */
  other: Array<[string, number]>;
  rps: number;
  /** Failed connections, timeouts, statuses other than 200 and GraphQL errors. */
  errors: number;
  /** The profile file, left in place for a closer look (Chrome DevTools, speedscope). */
  profilePath: string;
}

/** The system's monotonic clock in µs: the clock of a CPU profile's timestamps. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** The newest .cpuprofile in `dir`. */
async function newestProfile(dir: string): Promise<string> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile')).map((name) => path.join(dir, name));
  if (!files.length) throw new Error(`No .cpuprofile in ${dir}: did the server exit normally?`);
  const times = await Promise.all(files.map(async (file) => (await stat(file)).mtimeMs));
  return files[times.indexOf(Math.max(...times))]!;
}

export async function profileCaseList({ databaseUrl, cookie, seconds, connections, warmupSeconds = 5, env = {} }: ProfileOptions): Promise<CaseListProfile> {
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-cpu-prof-'));
  const server = await spawnServer({ DATABASE_URL: databaseUrl, ...env }, { nodeArgs: [...PRODUCTION_NODE_ARGS, '--cpu-prof', '--cpu-prof-dir', profileDir] });
  let window: { fromUs: number; toUs: number };
  let load: Awaited<ReturnType<typeof closedLoop>>;
  let exitCode: number | null;
  try {
    const randomPage = () => 1 + Math.floor(Math.random() * PAGES);
    const options = (duration: number): autocannon.Options => ({
      url: `http://127.0.0.1:${server.port}/graphql`,
      connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ query: CASE_LIST, variables: { page: randomPage() } }) }) }],
    });
    await closedLoop(options(warmupSeconds), 0);
    const fromUs = nowUs();
    load = await closedLoop(options(seconds), 0);
    window = { fromUs, toUs: nowUs() };
  } finally {
    exitCode = await stopProcess(server.child, 'SIGINT');
  }
  if (exitCode !== 0) throw new Error(`The profiled server exited with code ${exitCode}:\n${server.output().slice(-4000)}`);
  const profilePath = await newestProfile(profileDir);
  const profile = JSON.parse(await readFile(profilePath, 'utf8')) as CpuProfile;
  return {
    shares: profileShares(profile, window),
    other: topContributors(profile, 'other', 8, window),
    rps: load.rps,
    errors: load.errors,
    profilePath,
  };
}
