/**
 * Development only (not in `npm run bench`): the case list at a closed-loop load, the app against
 * the same-work server in alternating rounds on a small firm, and optionally a second build or
 * Node flags of the app (to try a change before the long benchmark).
 *
 *   npx jest --config tests/jest.bench.config.cjs --testMatch '<rootDir>/bench/compare.dev.ts'
 *
 * COMPARE_SCALE (default 0.25), COMPARE_CONNECTIONS (default 50), COMPARE_ROUNDS (default 5),
 * COMPARE_SECONDS (default 10). COMPARE_B_MAIN: another build's main.js (e.g. server/dist-b/main.js,
 * a copy of server/dist kept under server/ so its packages resolve); COMPARE_B_NODE_ARGS: Node
 * flags for that second app (space separated); COMPARE_B_ENV: its environment over the first's
 * (`NAME=value` pairs, space separated). Both in production mode with `npm start`'s Node flags
 * (the second's unless COMPARE_B_NODE_ARGS is given), as the benchmark runs the app.
 * Each round also prints each server's own process CPU a page (from /proc), and their medians.
 * The paced test: the same servers at COMPARE_RATE requests/s (default 100), open loop, as the
 * benchmark paces them (`-t paced`). The last test: the server memory of 2,000 idle subscribers (as the benchmark measures it) for
 * the app and the second app (`-t subscribers` to run it alone).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PRODUCTION_NODE_ARGS, spawnServer, stopProcess } from '../support/server';
import { CASE_LIST } from './queries';
import { describeLate, paced, type PacedResult } from './paced';
import { closedLoop, inRounds, loadAverage, type ClosedLoopResult } from './rounds';
import { appRoleUrl, productionEnv, sessionCookies, smallFirmFixture } from './small-firm';
import { readFile } from 'node:fs/promises';
import { settle, wsClient } from '../support/ws';
import { median } from './stats';

const SCALE = Number(process.env.COMPARE_SCALE ?? '0.25');
const CONNECTIONS = Number(process.env.COMPARE_CONNECTIONS ?? '50');
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? '5');
const SECONDS = Number(process.env.COMPARE_SECONDS ?? '10');
const B_MAIN = process.env.COMPARE_B_MAIN;
const B_NODE_ARGS = process.env.COMPARE_B_NODE_ARGS?.split(' ').filter(Boolean);
/** Environment of the second app over the first's (e.g. `REMINDER_INTERVAL_MS=3600000`); a value may hold `=`. */
const B_ENV = Object.fromEntries(
  (process.env.COMPARE_B_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const HAS_B = Boolean(B_MAIN || B_NODE_ARGS || process.env.COMPARE_B_ENV);
/** How the second app is started: its build, and its Node flags (`npm start`'s unless COMPARE_B_NODE_ARGS), with `extra` flags. */
const bOptions = (extra: string[] = []) => ({ script: B_MAIN ? path.resolve(B_MAIN) : undefined, nodeArgs: [...(B_NODE_ARGS ?? PRODUCTION_NODE_ARGS), ...extra] });
const PAGES = 20;
const log = (line: string) => process.stdout.write(`${line}\n`);

function startSameWork(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'same-work-server.mjs'), appRoleUrl(databaseUrl)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`same-work-server.mjs exited with code ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /listening on (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}/` });
    });
  });
}

describe(`The case list, the app against the same work (scale ${SCALE}, ${CONNECTIONS} connections)`, () => {
  const firm = smallFirmFixture(SCALE, log);
  const { children } = firm;

  it('in rounds', async () => {
    const small = firm.small;
    const env = productionEnv(small);
    const app = await spawnServer(env, { nodeArgs: PRODUCTION_NODE_ARGS });
    children.push(app.child);
    const urls: Array<[string, string, number]> = [['app', `http://127.0.0.1:${app.port}/graphql`, app.child.pid!]];
    if (HAS_B) {
      const b = await spawnServer({ ...env, ...B_ENV }, bOptions());
      children.push(b.child);
      urls.push(['app b', `http://127.0.0.1:${b.port}/graphql`, b.child.pid!]);
    }
    const sameWork = await startSameWork(small.databaseUrl);
    children.push(sameWork.child);
    urls.push(['same-work', sameWork.url, sameWork.child.pid!]);
    const load = (url: string): autocannon.Options => ({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: small.cookie },
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ query: CASE_LIST, variables: { page: 1 + Math.floor(Math.random() * PAGES) } }) }) }],
    });
    const results = await inRounds<ClosedLoopResult>(
      urls.map(([name, url, pid]) => ({ name, run: () => closedLoop(load(url), 3, pid) })),
      ROUNDS,
      (name, round, result) =>
        log(`round ${round}, ${name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)}, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors, its process ${result.cpuMsPerRequest!.toFixed(2)} ms CPU a page (load ${loadAverage()})`),
    );
    const byHand = results.get('same-work')!;
    for (const [name] of urls.slice(0, -1)) {
      const ratios = results.get(name)!.map((run, n) => run.rps / byHand[n]!.rps);
      log(`${name} / same work: ${median(ratios).toFixed(3)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`);
    }
    for (const [name] of urls) log(`${name}: ${median(results.get(name)!.map((run) => run.cpuMsPerRequest!)).toFixed(2)} ms of its process's CPU a page (median of the rounds)`);
    if (results.has('app b')) {
      const ratios = results.get('app b')!.map((run, n) => run.rps / results.get('app')![n]!.rps);
      log(`app b / app: ${median(ratios).toFixed(3)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`);
    }
    for (const runs of results.values()) expect(runs.every((run) => run.errors === 0)).toBe(true);
  }, 3_600_000);

  it('2,000 idle subscribers: server memory each', async () => {
    const small = firm.small;
    const env = productionEnv(small);
    const { rows } = await small.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'CLIENT' ORDER BY email LIMIT 2000`);
    const cookies = await sessionCookies(small.db, Array.from({ length: 2000 }, (_, n) => rows[n % rows.length]!.id));
    const variants: Array<[string, { script?: string; nodeArgs?: string[] }]> = [['app', { nodeArgs: PRODUCTION_NODE_ARGS }]];
    if (HAS_B) variants.push(['app b', bOptions()]);
    for (const [name, options] of variants) {
      const server = await spawnServer(name === 'app b' ? { ...env, ...B_ENV } : env, options);
      const rss = async () => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${server.child.pid}/status`, 'utf8'))?.[1]);
      await settle(3_000);
      const before = await rss();
      const clients: Array<{ dispose(): void }> = [];
      for (const cookie of cookies) {
        clients.push(
          await new Promise((resolve) => {
            const { client } = wsClient(`ws://127.0.0.1:${server.port}/graphql`, cookie);
            client.on('connected', () => resolve({ dispose: () => void client.dispose() }));
            client.subscribe({ query: 'subscription BenchMessages { messageEvents { type message { id conversationId } } }' }, { next: () => {}, error: () => {}, complete: () => {} });
          }),
        );
      }
      await settle(3_000);
      const after = await rss();
      log(`${name}: ${((after - before) / cookies.length).toFixed(1)} KiB each (RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MiB)`);
      for (const client of clients) client.dispose();
      await stopProcess(server.child);
    }
  }, 600_000);

  it('paced', async () => {
    const rate = Number(process.env.COMPARE_RATE ?? '100');
    const traceGc = process.env.COMPARE_TRACE_GC ? ['--trace-gc'] : [];
    const small = firm.small;
    const env = productionEnv(small);
    const started = Date.now();
    const spawnedAt = [Date.now()];
    const app = await spawnServer(env, { nodeArgs: [...PRODUCTION_NODE_ARGS, ...traceGc] });
    children.push(app.child);
    const urls: Array<[string, string, number]> = [['app', `http://127.0.0.1:${app.port}/graphql`, app.child.pid!]];
    const outputs = [app.output];
    if (HAS_B) {
      spawnedAt.push(Date.now());
      const b = await spawnServer({ ...env, ...B_ENV }, bOptions(traceGc));
      children.push(b.child);
      urls.push(['app b', `http://127.0.0.1:${b.port}/graphql`, b.child.pid!]);
      outputs.push(b.output);
    }
    const sameWork = await startSameWork(small.databaseUrl);
    children.push(sameWork.child);
    urls.push(['same-work', sameWork.url, sameWork.child.pid!]);
    await inRounds<PacedResult>(
      urls.map(([name, url]) => ({
        name,
        run: () =>
          paced({
            url,
            rate,
            durationMs: SECONDS * 1000,
            warmupMs: 3000,
            connections: 32,
            maxOutstanding: 128,
            request: (n) => ({ method: 'POST', headers: { 'content-type': 'application/json', cookie: small.cookie }, body: JSON.stringify({ query: CASE_LIST, variables: { page: 1 + (n % PAGES) } }) }),
          }),
      })),
      ROUNDS,
      (name, round, result) => {
        log(`paced ${rate}/s, round ${round}, ${name} (ended ${Date.now() - started} ms after start): p50 ${result.p50.toFixed(1)}, p95 ${result.p95.toFixed(1)}, p99 ${result.p99.toFixed(1)} ms, ${result.shed} shed, ${result.errors} errors (load ${loadAverage()})`);
        const server = urls.findIndex(([n]) => n === name);
        const since = server < spawnedAt.length ? ` (${result.measuredFrom - spawnedAt[server]!} ms after that server was started)` : '';
        for (const line of describeLate(result, since)) log(`  ${line}`);
      },
    );
    if (traceGc.length) outputs.forEach((output, n) => log(`\n${urls[n]![0]}'s output:\n${output()}`));
  }, 3_600_000);
});
