import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { PASSWORD } from './factories';
import { ApiClient } from './graphql';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'server', 'dist', 'main.js');
/** Node's flags for the app as `npm start` and the Docker image run it (tests/unit/node-flags.test.ts keeps them alike). */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=32'];
/**
 * The reminder jobs (calendar reminders, statute-of-limitations reminders, overdue invoices) held
 * off for an hour unless a test sets their intervals: with the defaults their first round comes 30 s
 * after start, at a moment that depends on the machine's speed, and writes notifications (a toast,
 * a count on the bell) into whatever test is running then.
 */
const REMINDERS_HELD_OFF = { REMINDER_INTERVAL_MS: String(3_600_000), DAILY_REMINDER_INTERVAL_MS: String(3_600_000) };

export interface TestServer {
  /** A browser-like API client already signed in as this user (factories' password by default). */
  signedIn(user: { email: string }, password?: string): Promise<ApiClient>;
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  databaseUrl: string;
  /** Direct SQL on the server's database, for arranging what the API cannot (yet) do. */
  db: Pool;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** The server's process id (to read its memory from /proc). */
  pid: number;
  stop(): Promise<number | null>;
}

function clusterUrl(): URL {
  const url = process.env.MATTERHORN_TEST_DATABASE_URL;
  if (!url) throw new Error('MATTERHORN_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup).');
  return new URL(url);
}

/** A fresh, empty database in the test cluster. */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: clusterUrl().toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = clusterUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: clusterUrl().toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const running = new Set<ChildProcess>();

/**
 * Stops every server a test file started and did not stop itself (a failed assertion can skip a
 * test's own cleanup); a left-over process would keep jest from exiting.
 */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

/**
 * Starts `node server/dist/main.js` (or `options.script`, e.g. `npm start`'s; with `nodeEnv: null`
 * no NODE_ENV at all; `nodeArgs` before the script, e.g. --cpu-prof); resolves when it logs
 * "Server ready", rejects if it exits first.
 */
export function spawnServer(
  env: Record<string, string>,
  options: { script?: string; nodeEnv?: string | null; nodeArgs?: string[] } = {},
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: options.nodeEnv === undefined ? 'test' : (options.nodeEnv ?? undefined),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...(process.env.MATTERHORN_TEST_DATA_DIR ? { DATA_DIR: process.env.MATTERHORN_TEST_DATA_DIR } : {}),
    ...env,
  };
  if (childEnv.NODE_ENV === undefined) delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script ?? SERVER_MAIN], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.once('exit', (code, signal) => {
    running.delete(child);
    // A server that died on its own (not stopped by a test) says why, for the failures that follow.
    if (code !== 0 && code !== null && signal === null) process.stderr.write(`Server exited with code ${code}:\n${output.slice(-4000)}\n`);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/"port":(\d+),"msg":"Server ready"/);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, port: Number(ready[1]), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill(signal);
  });
}

/**
 * A server process on a fresh database of its own (migrated at start). Options are environment
 * variables, e.g. `{ SEED_DEMO: 'true' }` or tighter limits.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const databaseUrl = await createTestDatabase();
  // Documents are compiled on their first run (not their third, as by default): the tests check what the compiled executor answers.
  const { child, port, output } = await spawnServer({ DATABASE_URL: databaseUrl, GRAPHQL_COMPILE_AFTER_RUNS: '0', ...REMINDERS_HELD_OFF, ...env });
  const url = `http://127.0.0.1:${port}`;
  const db = new Pool({ connectionString: databaseUrl, max: 2 });
  // Pool.end() resolves before its connections have closed; one still closing when the database is
  // dropped (WITH FORCE) gets "terminating connection", which must not fail whichever test runs next.
  db.on('error', () => undefined);
  const graphqlUrl = `${url}/graphql`;
  return {
    url,
    graphqlUrl,
    async signedIn(user, password = PASSWORD) {
      const client = new ApiClient(graphqlUrl);
      const response = await client.signIn(user.email, password);
      if (response.errors) throw new Error(`Could not sign in as ${user.email}: ${response.errors[0]?.message}`);
      return client;
    },
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    databaseUrl,
    db,
    output,
    pid: child.pid!,
    async stop() {
      const code = await stopProcess(child);
      await db.end();
      await dropTestDatabase(databaseUrl);
      // Code inside a transaction took a second pool connection: under load (as many simultaneous
      // transactions as connections) every one of them waits forever. The server logs each (test builds).
      const nested = output()
        .split('\n')
        .filter((line) => line.includes('Connection taken inside a transaction'));
      if (nested.length) throw new Error(`A pool connection was taken inside a transaction:\n${nested.slice(0, 3).join('\n')}`);
      return code;
    },
  };
}
