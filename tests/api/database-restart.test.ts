/**
 * The database stops dead (immediate shutdown, mid-write) under a stream of writes and comes
 * back: requests fail cleanly while it is down (503, SERVICE_UNAVAILABLE, no internals), the same
 * server process serves again once it is back, and every write it acknowledged is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { createFirm, createUser, PASSWORD } from '../support/factories';
import { ApiClient } from '../support/graphql';
import { ROOT, spawnServer, stopProcess } from '../support/server';

/** Starts the test's own PostgreSQL in a child process (see embedded-postgres-process.mjs). */
async function startDatabase(dataDir: string, port: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'tests', 'support', 'embedded-postgres-process.mjs'), dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)));
  });
  return { url, process: child };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const CREATE = 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }';

it('survives a database restart under writes, losing no acknowledged write', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-restart-'));
  const port = await freePort();
  let database = await startDatabase(dataDir, port);
  const { child, port: appPort } = await spawnServer({ DATABASE_URL: database.url });
  const db = new Pool({ connectionString: database.url, max: 1 });
  try {
    const user = await createUser(db, { firm: await createFirm(db), role: 'ATTORNEY' });
    await db.end();
    const api = new ApiClient(`http://127.0.0.1:${appPort}/graphql`);
    await api.signIn(user.email, PASSWORD);

    const acknowledged: string[] = [];
    const failures: Array<{ status: number; code: string | undefined; message: string }> = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const response = await api.request<{ createTask: { id: string } }>(CREATE, { input: { title: `Write ${n++}` } }).catch((error: Error) => ({
          status: 0,
          data: undefined,
          errors: [{ message: error.message, extensions: { code: 'NETWORK' } }],
        }));
        if (response.data?.createTask) acknowledged.push(response.data.createTask.id);
        else failures.push({ status: response.status, code: response.errors?.[0]?.extensions?.code as string | undefined, message: response.errors?.[0]?.message ?? '' });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const writers = Array.from({ length: 4 }, writer);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Immediate shutdown (SIGQUIT to the postmaster): no checkpoint, connections cut mid-write.
    const pid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGQUIT');
    const acknowledgedBeforeOutage = acknowledged.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const failuresDuringOutage = failures.length;

    database.process.kill('SIGKILL');
    database = await startDatabase(dataDir, port);
    const deadline = Date.now() + 30_000;
    const afterRestart = acknowledged.length;
    while (acknowledged.length < afterRestart + 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    stop = true;
    await Promise.all(writers);

    expect(acknowledgedBeforeOutage).toBeGreaterThan(0);
    expect(failuresDuringOutage).toBeGreaterThan(0);
    // The same server process writes again.
    expect(acknowledged.length).toBeGreaterThanOrEqual(afterRestart + 20);
    // Failing cleanly: the database is named as the cause, nothing internal leaks.
    for (const failure of failures) {
      expect(failure).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(failure.message).not.toMatch(/ECONNREFUSED|terminat|postgres|sql/i);
    }
    // Every acknowledged write survived the crash.
    const check = new Pool({ connectionString: database.url, max: 1 });
    const { rows } = await check.query<{ count: string }>('SELECT count(*) FROM tasks WHERE id = ANY($1)', [acknowledged]);
    await check.end();
    expect(Number(rows[0]!.count)).toBe(acknowledged.length);
  } finally {
    await stopProcess(child);
    await stopProcess(database.process);
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
