import 'reflect-metadata';
import { ConfigError, loadConfig, type Config } from './config';
import { appConnectionUrl, warnIfRoleBypassesSecurity } from './db/app-role';
import { createDataSource } from './db/data-source';
import { asSystem, NESTED_CONNECTION_WARNING, reportConnectionsTakenInTransactions, scopeConnections } from './db/scope';
import { openDatabase, type Database } from './db/database';
import { startApp } from './app';
import { createLogger, type Logger } from './logger';
import { ENTITIES } from './modules';
import { DEMO_PASSWORD, DEMO_USERS, hasAnyUser, hasDemoUsers, seedDemo } from './seed/demo';
import { ensurePlatformAdmin } from './seed/platform-admin';
import type { DataSource } from 'typeorm';

const ROLE_LABELS: Record<string, string> = {
  PLATFORM_ADMIN: 'platform admin',
  FIRM_ADMIN: 'firm admin',
  ATTORNEY: 'attorney',
  PARALEGAL: 'paralegal',
  STAFF: 'staff',
  CLIENT: 'client',
};

async function prepareData(dataSource: DataSource, config: Config, logger: Logger): Promise<void> {
  if (config.seedDemo && !(await hasAnyUser(dataSource))) {
    await dataSource.transaction((manager) => seedDemo(manager));
    logger.info('Demo firm and users created');
  }
  if (config.platformAdmin && (await ensurePlatformAdmin(dataSource, config.platformAdmin))) {
    logger.info({ email: config.platformAdmin.email }, 'First platform admin created');
  }
  if (!(await hasAnyUser(dataSource))) {
    logger.warn('There are no users yet: set PLATFORM_ADMIN_EMAIL and PLATFORM_ADMIN_PASSWORD to create the first one.');
  }
}

function banner(url: string, config: Config, demo: boolean): string {
  const lines = ['', `  Matterhorn is running at ${url}`];
  if (config.graphiql) lines.push(`  GraphQL playground:       ${url}/graphiql`);
  if (demo) {
    lines.push('', `  Demo sign-ins (password: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.email.padEnd(32)} ${ROLE_LABELS[user.role]}`);
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let database: Database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    process.stderr.write(`Matterhorn could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  let stopping = false;
  const pool = {
    poolSize: config.databasePoolSize,
    minIdle: config.databasePoolMinIdle,
    logger,
    onPoolError: (error: unknown) => {
      if (!stopping) logger.warn({ err: error }, 'A database connection failed; the pool will reconnect');
    },
  };
  // Migrations run as the database's owner; the app then connects as a role that row-level
  // security applies to (db/app-role.ts).
  const owner = createDataSource({ url: database.url, entities: ENTITIES, ...pool, poolSize: 1 });
  let dataSource = owner;

  let stopServer: () => Promise<void> = async () => {};
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    try {
      await stopServer();
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await owner.initialize();
    scopeConnections(owner);
    const appUrl = await asSystem(async () => {
      await owner.runMigrations({ transaction: 'all' });
      return appConnectionUrl(owner, database.url, config, logger);
    });
    await owner.destroy();
    dataSource = createDataSource({ url: appUrl, entities: ENTITIES, ...pool });
    await dataSource.initialize();
    scopeConnections(dataSource);
    if (config.env === 'test') {
      reportConnectionsTakenInTransactions(dataSource, (stack) => logger.warn({ stack }, NESTED_CONNECTION_WARNING));
    }
    await warnIfRoleBypassesSecurity(dataSource, logger);
    await asSystem(() => prepareData(dataSource, config, logger));
    // Not in the system scope: requests must not inherit it (each starts with none; http/server.ts).
    const server = await startApp(config, dataSource, logger);
    stopServer = server.close;
    process.stdout.write(banner(server.url, config, await asSystem(() => hasDemoUsers(dataSource))));
    logger.info({ url: server.url, port: server.port }, 'Server ready');
  } catch (error) {
    logger.fatal({ err: error }, 'Matterhorn could not start');
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
    process.exit(1);
  }
}

void main();
