/**
 * Development only (not in `npm run bench`): the case list's first requests after a quiet spell,
 * the app as users run it (its pool keeps its connections open while idle: DATABASE_POOL_MIN_IDLE)
 * against the app closing idle connections after 10 s (node-postgres' default, the app's before),
 * on a generated firm, in alternating order.
 *
 *   npx jest --config tests/jest.bench.config.cjs --testMatch '<rootDir>/bench/idle.dev.ts'
 *
 * IDLE_SCALE (default 0.25), IDLE_ROUNDS (default 6), IDLE_QUIET_MS (default 15000): each round
 * waits that long with both servers idle, then sends each one request, then 10 at once, then 10
 * more, and reports the first's time and the slowest of each ten.
 */
import { PRODUCTION_NODE_ARGS, spawnServer } from '../support/server';
import { CASE_LIST } from './queries';
import { productionEnv, smallFirmFixture } from './small-firm';
import { median } from './stats';

const SCALE = Number(process.env.IDLE_SCALE ?? '0.25');
const ROUNDS = Number(process.env.IDLE_ROUNDS ?? '6');
const QUIET_MS = Number(process.env.IDLE_QUIET_MS ?? '15000');
const PAGES = 20;
const log = (line: string) => process.stdout.write(`${line}\n`);

describe(`The case list after ${QUIET_MS / 1000} s idle (scale ${SCALE})`, () => {
  const firm = smallFirmFixture(SCALE, log);

  it('first requests after a quiet spell', async () => {
    const { small, children } = firm;
    const env = productionEnv(small);
    const apps: Array<{ name: string; port: number }> = [];
    for (const [name, extra] of [
      ['keeps idle connections', {}],
      ['closes them after 10 s', { DATABASE_POOL_MIN_IDLE: '0' }],
    ] as const) {
      const server = await spawnServer({ ...env, ...extra }, { nodeArgs: PRODUCTION_NODE_ARGS });
      children.push(server.child);
      apps.push({ name, port: server.port });
    }
    const request = async (port: number, page: number) => {
      const start = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: small.cookie },
        body: JSON.stringify({ query: CASE_LIST, variables: { page } }),
      });
      const body = await response.text();
      if (!body.includes('"totalCount"')) throw new Error(body);
      return performance.now() - start;
    };
    const slowestOf10 = async (port: number) => Math.max(...(await Promise.all(Array.from({ length: 10 }, (_, n) => request(port, 1 + (n % PAGES))))));
    // Warm: every connection of the pool opened and every statement prepared.
    for (const { port } of apps) for (let n = 0; n < 10; n += 1) await slowestOf10(port);

    const results = new Map(apps.map(({ name }) => [name, { first: [] as number[], ten: [] as number[], tenMore: [] as number[] }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      for (const { name, port } of round % 2 ? [...apps].reverse() : apps) {
        const first = await request(port, 1);
        const ten = await slowestOf10(port);
        const tenMore = await slowestOf10(port);
        const kept = results.get(name)!;
        kept.first.push(first);
        kept.ten.push(ten);
        kept.tenMore.push(tenMore);
        log(`round ${round + 1}, ${name}: first ${first.toFixed(1)} ms; 10 at once: slowest ${ten.toFixed(1)} ms; 10 more: slowest ${tenMore.toFixed(1)} ms`);
      }
    }
    for (const [name, { first, ten, tenMore }] of results) {
      log(`${name} (median of ${ROUNDS}): first ${median(first).toFixed(1)} ms; 10 at once: slowest ${median(ten).toFixed(1)} ms; 10 more: slowest ${median(tenMore).toFixed(1)} ms`);
    }
  }, 3_600_000);
});
