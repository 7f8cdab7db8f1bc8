/**
 * Development only (not in `npm run bench`): where the case list's allocations come from. The app
 * serves the page at 50 connections on a small firm while V8's sampling heap profiler (over the
 * inspector) records every allocation, the ones collected since included; prints KiB per request
 * by function, self and inclusive, and leaves the profile in /tmp/alloc.heapprofile (Chrome
 * DevTools opens it).
 *
 *   npx jest --config tests/jest.bench.config.cjs --testMatch '<rootDir>/bench/alloc.dev.ts'
 *
 * ALLOC_CONNS (default 50) and ALLOC_SECONDS (default 8): the load. ALLOC_PROMOTED=1 leaves out what
 * the young generation's collections freed: what is left outlived them (promoted, then freed by a
 * full collection, or still alive), the objects that make the old generation grow under load.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { PRODUCTION_NODE_ARGS, spawnServer, stopProcess } from '../support/server';
import { CASE_LIST } from './queries';
import { closedLoop } from './rounds';
import { buildSmallFirm, type SmallFirm } from './small-firm';

const log = (line: string) => process.stdout.write(`${line}\n`);
const SECONDS = Number(process.env.ALLOC_SECONDS ?? 8);
interface Node { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: Node[] }
describe('alloc', () => {
  let small: SmallFirm;
  beforeAll(async () => { small = await buildSmallFirm(0.25, log); }, 900_000);
  afterAll(async () => { await small?.db.end(); });
  it('allocation sampling under load', async () => {
    const env = { DATABASE_URL: small.databaseUrl, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    const app = await spawnServer(env, { nodeArgs: [...PRODUCTION_NODE_ARGS, '--inspect=127.0.0.1:9239'] });
    const list = (await (await fetch('http://127.0.0.1:9239/json/list')).json()) as Array<{ webSocketDebuggerUrl: string }>;
    const ws = new WebSocket(list[0]!.webSocketDebuggerUrl);
    await new Promise((r) => ws.once('open', r));
    let id = 0;
    const pending = new Map<number, (value: Record<string, unknown>) => void>();
    ws.on('message', (data) => { const m = JSON.parse(data.toString()); if (m.id && pending.has(m.id)) { pending.get(m.id)!(m.result ?? m.error); pending.delete(m.id); } });
    const send = (method: string, params: object = {}) => new Promise<Record<string, unknown>>((resolve) => { id += 1; pending.set(id, resolve); ws.send(JSON.stringify({ id, method, params })); });
    const opts = (duration: number): autocannon.Options => ({ url: `http://127.0.0.1:${app.port}/graphql`, connections: Number(process.env.ALLOC_CONNS ?? 50), duration, method: 'POST', headers: { 'content-type': 'application/json', cookie: small.cookie },
      requests: [{ setupRequest: (r: autocannon.Request) => ({ ...r, body: JSON.stringify({ query: CASE_LIST, variables: { page: 1 + Math.floor(Math.random() * 20) } }) }) }] });
    await closedLoop(opts(8), 0);
    await send('HeapProfiler.enable');
    await send('HeapProfiler.startSampling', { samplingInterval: 8192, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !process.env.ALLOC_PROMOTED });
    const r = await closedLoop(opts(SECONDS), 0);
    const { profile } = (await send('HeapProfiler.stopSampling')) as { profile: { head: Node } };
    const requests = r.rps * SECONDS;
    await writeFile('/tmp/alloc.heapprofile', JSON.stringify(profile));
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    let total = 0;
    const walk = (node: Node, stack: string[]) => {
      const f = node.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*\/server\/dist\//, 'app/')}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + node.selfSize);
      total += node.selfSize;
      const seen = new Set(stack);
      if (!seen.has(key)) stack = [...stack, key];
      for (const k of stack) incl.set(k, (incl.get(k) ?? 0) + node.selfSize);
      for (const c of node.children) walk(c, stack);
    };
    walk(profile.head, []);
    log(`rps ${r.rps.toFixed(0)}; sampled allocation ${(total / requests / 1024).toFixed(0)} KiB per request`);
    log('-- self');
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) log(`${(v / requests / 1024).toFixed(1).padStart(7)} KiB  ${k}`);
    log('-- inclusive');
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) log(`${(v / requests / 1024).toFixed(1).padStart(7)} KiB  ${k}`);
    ws.close();
    await stopProcess(app.child);
  }, 3_600_000);
});
