// One embedded PostgreSQL cluster for the whole test run (the server's own starter, from its
// build); every test file gets a fresh database in it and its own server process.
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  if (globalThis.__matterhornPostgres) return;
  const { startEmbeddedPostgres } = require('../../server/dist/db/embedded.js');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-test-'));
  const quiet = { info() {}, warn() {}, error() {}, debug() {} };
  const database = await startEmbeddedPostgres(dataDir, await freePort(), quiet);
  globalThis.__matterhornPostgres = { database, dataDir };
  process.env.MATTERHORN_TEST_DATABASE_URL = database.url;
  // The servers' own data folder (encryption key, files) for this run, outside the project.
  process.env.MATTERHORN_TEST_DATA_DIR = path.join(dataDir, 'app-data');
}
