/**
 * Resets the database to the demo: drops every table, runs the migrations, seeds the demo firm.
 * `npm run seed` (embedded database), or with DATABASE_URL: `npm run seed -- --yes`.
 */
import 'reflect-metadata';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { asSystem, scopeConnections } from '../db/scope';
import { openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { ENTITIES } from '../modules';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl && !process.argv.includes('--yes')) {
    throw new Error('This erases everything in DATABASE_URL and seeds the demo. Run again with --yes to confirm.');
  }
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger);
  const dataSource = createDataSource({ url: database.url, entities: ENTITIES });
  try {
    await dataSource.initialize();
    scopeConnections(dataSource);
    await asSystem(async () => {
      await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await dataSource.runMigrations({ transaction: 'all' });
      await dataSource.transaction((manager) => seedDemo(manager));
    });
    process.stdout.write(`Demo reset. Sign in with any of these (password ${DEMO_PASSWORD}):\n`);
    for (const user of DEMO_USERS) process.stdout.write(`  ${user.email}\n`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
