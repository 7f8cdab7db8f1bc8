/**
 * A generated firm (generate.ts) in a fresh test database, for the development scripts (*.dev.ts):
 * the server's first start migrates the database, then the firm is written and one attorney gets a
 * session, as large-firm.bench.ts does it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Pool } from 'pg';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase, ROOT, spawnServer, stopProcess } from '../support/server';
import { BENCH_PASSWORD, generateFirm, type GeneratedFirm } from './generate';

export interface SmallFirm {
  /** The database, as its owner. */
  databaseUrl: string;
  db: Pool;
  firm: GeneratedFirm;
  attorneyId: string;
  /** `matterhorn_session=…` of that attorney. */
  cookie: string;
}

/** Sessions written straight into the database (an argon2 sign-in per socket would dominate the setup). */
export async function sessionCookies(db: Pool, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at)
     SELECT id, user_id, now(), now(), now() + interval '12 hours' FROM unnest($1::text[], $2::uuid[]) AS s(id, user_id)`,
    [tokens.map((token) => createHash('sha256').update(token).digest('hex')), userIds],
  );
  return tokens.map((token) => `matterhorn_session=${token}`);
}

/** The URL the app connects with: its role, whose password derives from the owner's (server/src/db/app-role.ts). */
export function appRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.password = createHmac('sha256', decodeURIComponent(url.password)).update(`matterhorn_app@${url.host}`).digest('base64url');
  url.username = 'matterhorn_app';
  return url.toString();
}

export async function buildSmallFirm(scale: number, log: (line: string) => void = () => {}): Promise<SmallFirm> {
  const databaseUrl = await createTestDatabase();
  const db = new Pool({ connectionString: databaseUrl, max: 4 });
  // The first start migrates the empty database (and creates the app's role).
  const server = await spawnServer({ DATABASE_URL: databaseUrl });
  await stopProcess(server.child);
  const { hashPassword } = (await import(path.join(ROOT, 'server', 'dist', 'modules', 'auth', 'password.js'))) as { hashPassword(password: string): Promise<string> };
  const firm = await generateFirm(db, { scale, hash: await hashPassword(BENCH_PASSWORD), log });
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [firm.attorneys[0]]);
  const attorneyId = rows[0]!.id;
  return { databaseUrl, db, firm, attorneyId, cookie: (await sessionCookies(db, [attorneyId]))[0]! };
}

/**
 * A generated firm for a development script's tests: built before them, closed after, with the
 * processes they start on it (`children`) stopped first.
 */
export function smallFirmFixture(scale: number, log: (line: string) => void): { readonly small: SmallFirm; children: ChildProcess[] } {
  let small: SmallFirm | undefined;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    small = await buildSmallFirm(scale, log);
  }, 900_000);
  afterAll(async () => {
    for (const child of children) await stopProcess(child);
    await small?.db.end();
  });
  return {
    get small() {
      if (!small) throw new Error('The firm is built before the tests run');
      return small;
    },
    children,
  };
}

/** The app's environment on that firm as the benchmark runs it: production mode, a fresh data key. */
export const productionEnv = (small: SmallFirm) => ({ DATABASE_URL: small.databaseUrl, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
