/**
 * Development check of the PostGraphile server against the app (jest.dev.config.cjs): a generated
 * firm (DEV_SCALE, default 0.06: 1,200 cases, over 20 pages of 50 for an attorney), the app and
 * PostGraphile on the same database, the same pages compared, and (DEV_LOAD=1) a short autocannon
 * run of each at 10 connections.
 */
import autocannon from 'autocannon';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { createTestDatabase, ROOT, spawnServer, stopProcess } from '../../support/server';
import { BENCH_PASSWORD, generateFirm } from '../generate';

const SCALE = Number(process.env.DEV_SCALE ?? '0.06');
const LOAD_SECONDS = Number(process.env.DEV_LOAD_SECONDS ?? '10');
const HERE = __dirname;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** matterhorn_app's URL on the owner's database, as the app derives it (server/src/db/app-role.ts). */
function appRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.password = createHmac('sha256', decodeURIComponent(url.password)).update(`matterhorn_app@${url.host}`).digest('base64url');
  url.username = 'matterhorn_app';
  return url.toString();
}

/** Starts server.mjs; resolves with its port once it prints that it listens. */
function startPostgraphile(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(HERE, 'server.mjs')], { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /postgraphile listening on (\d+)/.exec(output);
      if (ready) resolve({ child, port: Number(ready[1]) });
      // With DEBUG=@dataplan/pg:PgExecutor:explain, the statements and their plans.
      if (process.env.DEV_SERVER_LOG) void appendFile(process.env.DEV_SERVER_LOG, chunk);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}:\n${output}`)));
  });
}

/** The queries of queries.mjs (jest on Node 20 cannot import an ES module: it prints them). */
async function queries(): Promise<Record<'APP_CASE_LIST' | 'CASES_BY_OFFSET' | 'CASES_AFTER_CURSOR', string>> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(HERE, 'queries.mjs')]);
  return JSON.parse(stdout) as Record<'APP_CASE_LIST' | 'CASES_BY_OFFSET' | 'CASES_AFTER_CURSOR', string>;
}

async function post(url: string, body: unknown, cookie?: string): Promise<{ data?: Record<string, unknown>; errors?: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
}

describe(`PostGraphile next to the app (scale ${SCALE})`, () => {
  let db: Pool;
  let app: { child: ChildProcess; port: number };
  let postgraphile: { child: ChildProcess; port: number };
  let cookie: string;
  let appUrl: string;
  let pgUrl: string;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    db = new Pool({ connectionString: databaseUrl, max: 2 });
    app = await spawnServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' });
    const { hashPassword } = (await import(path.join(ROOT, 'server', 'dist', 'modules', 'auth', 'password.js'))) as { hashPassword(password: string): Promise<string> };
    const firm = await generateFirm(db, { scale: SCALE, hash: await hashPassword(BENCH_PASSWORD) });
    await db.query(await readFile(path.join(HERE, 'schema.sql'), 'utf8'));
    const { rows } = await db.query<{ id: string; restricted: string; visible: string }>(
      `SELECT u.id,
              (SELECT count(*) FROM matters m WHERE m.firm_id = u.firm_id AND m.permission <> 'EVERYONE'
                 AND NOT EXISTS (SELECT 1 FROM matter_access a WHERE a.matter_id = m.id AND a.user_id = u.id)) AS restricted,
              (SELECT count(*) FROM matters m WHERE m.firm_id = u.firm_id AND (m.permission = 'EVERYONE'
                 OR EXISTS (SELECT 1 FROM matter_access a WHERE a.matter_id = m.id AND a.user_id = u.id))) AS visible
       FROM users u WHERE u.email = $1`,
      [firm.attorneys[0]],
    );
    log(`Attorney ${firm.attorneys[0]}: ${rows[0]!.visible} cases visible, ${rows[0]!.restricted} restricted from them`);
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, now(), now(), now() + interval '12 hours')`, [
      createHash('sha256').update(token).digest('hex'),
      rows[0]!.id,
    ]);
    cookie = `matterhorn_session=${token}`;
    postgraphile = await startPostgraphile(appRoleUrl(databaseUrl));
    appUrl = `http://127.0.0.1:${app.port}/graphql`;
    pgUrl = `http://127.0.0.1:${postgraphile.port}/graphql`;
  }, 600_000);

  afterAll(async () => {
    if (postgraphile) await stopProcess(postgraphile.child);
    if (app) await stopProcess(app.child);
    await db?.end();
  });

  it('prints its schema (DEV_SCHEMA_OUT)', async () => {
    if (!process.env.DEV_SCHEMA_OUT) return;
    const { buildClientSchema, getIntrospectionQuery, printSchema } = await import('graphql');
    const { data } = await post(pgUrl, { query: getIntrospectionQuery() });
    await writeFile(process.env.DEV_SCHEMA_OUT, printSchema(buildClientSchema(data as never)));
  });

  it('lists the same cases as the app on pages 1, 2 and 20 (offset and cursor)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(HERE, 'check.mjs'), pgUrl, cookie, appUrl]);
    const pages = JSON.parse(stdout) as Record<string, Record<string, { ids: string[]; totalCount: number }>>;
    for (const [paging, byPage] of Object.entries(pages)) {
      log(`${paging}: ${Object.entries(byPage).map(([page, { ids, totalCount }]) => `page ${page} ${ids.length} ids of ${totalCount}, first ${ids[0]}`).join('; ')}`);
    }
    expect(pages.app!['20']!.ids).toHaveLength(50);
  }, 120_000);

  it('shows the same client, staff, next task and next event on page 20', async () => {
    const { APP_CASE_LIST, CASES_BY_OFFSET } = await queries();
    type Row = { id: string; client: { id: string } | null; nextTask: { id: string } | null; nextEvent: { id: string } | null };
    const related = (row: Row, staff: Array<{ id: string }>) => [row.id, row.client?.id, staff.map((member) => member.id).join(), row.nextTask?.id, row.nextEvent?.id];
    const app = await post(appUrl, { query: APP_CASE_LIST, variables: { page: 20 } }, cookie);
    const ours = await post(pgUrl, { query: CASES_BY_OFFSET, variables: { offset: 950 } }, cookie);
    const appRows = (app.data!.matters as { items: Array<Row & { staff: Array<{ id: string }> }> }).items;
    const ourRows = (ours.data!.allCases as { nodes: Array<Row & { staff: { nodes: Array<{ member: { id: string } }> } }> }).nodes;
    expect(ourRows.map((row) => related(row, row.staff.nodes.map((node) => node.member)))).toEqual(appRows.map((row) => related(row, row.staff)));
    log(`page 20: ${appRows.filter((row) => row.nextTask).length} next tasks, ${appRows.filter((row) => row.nextEvent).length} next events`);
  });

  it('shows nothing without a session', async () => {
    const { CASES_BY_OFFSET } = await queries();
    for (const request of [undefined, 'matterhorn_session=not-a-session']) {
      const body = await post(pgUrl, { query: CASES_BY_OFFSET, variables: { offset: 0 } }, request);
      expect(body).toEqual({ data: { allCases: { totalCount: 0, nodes: [] } } });
    }
  });

  const loadIt = process.env.DEV_LOAD ? it : it.skip;
  loadIt('serves the page under load (rough numbers)', async () => {
    const { APP_CASE_LIST, CASES_AFTER_CURSOR, CASES_BY_OFFSET } = await queries();
    // The cursor ending each page, walking from the first.
    const cursors: Array<string | null> = [null];
    for (let page = 1; page < 20; page += 1) {
      const { data } = await post(pgUrl, { query: CASES_AFTER_CURSOR, variables: { after: cursors[page - 1] } }, cookie);
      cursors.push((data!.allCases as { pageInfo: { endCursor: string } }).pageInfo.endCursor);
    }
    const runs: Array<[string, string, unknown]> = [2, 20].flatMap((page): Array<[string, string, unknown]> => [
      [`app, page ${page}`, appUrl, { query: APP_CASE_LIST, variables: { page } }],
      [`PostGraphile offset, page ${page}`, pgUrl, { query: CASES_BY_OFFSET, variables: { offset: (page - 1) * 50 } }],
      [`PostGraphile cursor, page ${page}`, pgUrl, { query: CASES_AFTER_CURSOR, variables: { after: cursors[page - 1] } }],
    ]);
    for (const [label, url, body] of runs) {
      const options = { url, method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body), connections: 10 };
      await autocannon({ ...options, duration: 3 });
      const latencies: number[] = [];
      const instance = autocannon({ ...options, duration: LOAD_SECONDS });
      instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
      const result = await instance;
      latencies.sort((a, b) => a - b);
      const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!.toFixed(1);
      log(`${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, errors ${result.errors + result.timeouts + result.non2xx}`);
    }
  }, 300_000);
});
