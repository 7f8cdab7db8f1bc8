import { createFirm, createUser } from '../support/factories';
import { ok } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The app's database connections stay open while it is idle (DATABASE_POOL_MIN_IDLE, by default the
 * pool's size): node-postgres closes an idle connection after 10 s, and the next request would pay
 * for a new one (its sign-in, a new database process, every prepared statement planned again).
 * `DATABASE_POOL_MIN_IDLE=0` restores closing them.
 */
const CASES = 'query($page: Int) { matters(page: $page, pageSize: 5) { totalCount items { id name } } }';
/** node-postgres' idle timeout (10 s) and a margin. */
const QUIET_MS = 11_500;

let keeps: TestServer;
let closes: TestServer;

beforeAll(async () => {
  [keeps, closes] = await Promise.all([startTestServer(), startTestServer({ DATABASE_POOL_MIN_IDLE: '0' })]);
});

afterAll(async () => {
  await Promise.all([keeps?.stop(), closes?.stop()]);
});

/** The app's pooled connections to the server's database (the event bus listens on one of its own). */
async function appConnections(server: TestServer): Promise<number> {
  const { rows } = await server.db.query<{ count: string }>(
    `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'matterhorn'`,
  );
  return Number(rows[0]!.count);
}

/** Several simultaneous requests, so the pool opens several connections. */
async function busy(server: TestServer): Promise<number> {
  const firm = await createFirm(server.db);
  const api = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(Array.from({ length: 12 }, (_, page) => ok(api, CASES, { page: page + 1 })));
  }
  return appConnections(server);
}

it('keeps its connections open through a quiet spell, and closes them after one when told to', async () => {
  const [kept, closed] = await Promise.all([busy(keeps), busy(closes)]);
  expect(kept).toBeGreaterThan(1);
  expect(closed).toBeGreaterThan(1);
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  expect(await appConnections(keeps)).toBe(kept);
  expect(await appConnections(closes)).toBe(0);
}, 60_000);
