/**
 * Development only (not in `npm run bench`, whose testMatch is *.bench.ts): profiles the case list
 * under load on a small firm and prints where the time goes.
 *
 *   npx jest --config tests/jest.bench.config.cjs --testMatch '<rootDir>/bench/profile.dev.ts'
 *
 * PROFILE_SCALE (default 0.05), PROFILE_SECONDS (default 20), PROFILE_CONNECTIONS (default 10).
 * PROFILE_NODE_ENV (default test, as the tests and the benchmark start the server): with
 * `production` the server gets the key the test servers keep in their data folder. It matters:
 * outside production graphql-js' instanceOf (every type check of execute) also looks for a second
 * copy of graphql: its own frames alone were some 4 % of the CPU time in a run at scale 0.05.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatShares } from './cpu-profile';
import { profileCaseList } from './profile-case-list';
import { buildSmallFirm, type SmallFirm } from './small-firm';

const SCALE = Number(process.env.PROFILE_SCALE ?? '0.05');
const SECONDS = Number(process.env.PROFILE_SECONDS ?? '20');
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? '10');
const NODE_ENV = process.env.PROFILE_NODE_ENV ?? 'test';
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The server's environment for NODE_ENV: production wants the data encryption key given. */
async function serverEnv(): Promise<Record<string, string>> {
  if (NODE_ENV !== 'production') return { NODE_ENV };
  const key = await readFile(path.join(process.env.MATTERHORN_TEST_DATA_DIR!, 'data-encryption.key'), 'utf8');
  return { NODE_ENV, DATA_ENCRYPTION_KEY: key.trim() };
}

describe(`The case list under load, profiled (scale ${SCALE}, NODE_ENV ${NODE_ENV})`, () => {
  let small: SmallFirm;

  beforeAll(async () => {
    small = await buildSmallFirm(SCALE, log);
  }, 600_000);

  afterAll(async () => {
    await small?.db.end();
  });

  it(`shares of the CPU time at ${CONNECTIONS} connections`, async () => {
    const result = await profileCaseList({ databaseUrl: small.databaseUrl, cookie: small.cookie, seconds: SECONDS, connections: CONNECTIONS, env: await serverEnv() });
    log(`\n${CONNECTIONS} connections, ${SECONDS} s: ${result.rps.toFixed(0)} req/s, ${result.errors} errors; profile: ${result.profilePath}\n`);
    log(formatShares(result.shares));
    log(`\n"other" is mostly: ${result.other.map(([name, share]) => `${name} ${share.toFixed(1)} %`).join(', ')}\n`);
    expect(result.errors).toBe(0);
    expect(result.rps).toBeGreaterThan(0);
  }, (SECONDS + 90) * 1000);
});
