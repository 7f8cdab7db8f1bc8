import path from 'node:path';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import type { Logger } from '../logger';
import { SnakeNamingStrategy } from './naming-strategy';

export interface DataSourceOptions {
  url: string;
  /** The entities (the composition root's list: modules.ts). */
  entities: readonly (abstract new (...args: never) => unknown)[];
  poolSize?: number;
  /** Connections kept open while idle, at most `poolSize` (default none: each closes after 10 s idle). */
  minIdle?: number;
  logger?: Logger;
  /** Idle pool connections dropped by the server (e.g. PostgreSQL restarting); the pool reconnects. */
  onPoolError?: (error: unknown) => void;
}

function typeormLogger(logger: Logger): TypeOrmLogger {
  return {
    logQuery: (query) => logger.trace({ query }, 'sql'),
    logQueryError: (error, query) => logger.debug({ err: error, query }, 'sql error'),
    logQuerySlow: (time, query) => logger.warn({ time, query }, 'slow sql'),
    logSchemaBuild: (message) => logger.debug(message),
    logMigration: (message) => logger.info(message),
    log: (level, message) => (level === 'warn' ? logger.warn(message) : logger.debug(message)),
  };
}

/** How long a pooled connection serves before it is replaced. */
const CONNECTION_LIFETIME_SECONDS = 30 * 60;

/** The one TypeORM data source. Schema changes only through the committed migrations; never `synchronize`. */
export function createDataSource({ url, entities, poolSize = 10, minIdle = 0, logger, onPoolError }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities],
    migrations: [path.join(__dirname, 'migrations', '*.js')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize,
    maxQueryExecutionTime: 1000,
    applicationName: 'matterhorn',
    poolErrorHandler: onPoolError ?? (() => {}),
    // Planner settings of the app's connections (sent when each connects, so they need no
    // privilege on the server):
    // - random_page_cost 1.1: a firm's working set is in memory or on SSD, where reading a page at
    //   random costs about what reading the next one does. With the default (4, for spinning
    //   disks) PostgreSQL counts the case list's 18,000 rows from the table (7 ms) rather than
    //   from the index holding them (2.5 ms).
    // - plan_cache_mode force_generic_plan: prepared statements (db/prepared.ts, the only ones the
    //   app makes; it has no PL/pgSQL) are planned once, not again for each set of parameters.
    // Connections (node-postgres' pool):
    // - min: kept open while idle. A new connection costs its sign-in (SCRAM), a new database
    //   process, and each prepared statement planned again with cold caches, so the first request
    //   after a quiet spell would pay tens of milliseconds where a warm connection answers at once.
    // - maxLifetimeSeconds: each connection replaced after 30 minutes (released first), so a
    //   database process never grows for the life of the server.
    extra: {
      options: '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan',
      min: Math.min(minIdle, poolSize),
      maxLifetimeSeconds: CONNECTION_LIFETIME_SECONDS,
    },
    // Every statement is logged at LOG_LEVEL=trace (the tests count them to catch N+1 queries).
    ...(logger
      ? { logger: typeormLogger(logger), logging: logger.level === 'trace' ? ('all' as const) : (['error', 'warn', 'migration'] as const) }
      : { logging: false }),
  });
}
