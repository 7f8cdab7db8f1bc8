// A PostgreSQL of its own for tests that stop and restart the database under a running server:
// `node embedded-postgres-process.mjs <dataDir> <port>` starts it (the server's own starter),
// prints {"url": …} on one line, and stops it on SIGTERM. (Jest's test environment cannot load
// embedded-postgres, an ES module, itself.)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require('../../server/dist/db/embedded.js');
const [dataDir, port] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const database = await startEmbeddedPostgres(dataDir, Number(port), quiet);
process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);
process.on('SIGTERM', () => {
  database.stop().finally(() => process.exit(0));
});
setInterval(() => {}, 1 << 30);
