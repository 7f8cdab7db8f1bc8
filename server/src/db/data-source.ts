import path from 'node:path';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import type { Logger } from '../logger';
import { entities } from './entities';
import { SnakeNamingStrategy } from './naming-strategy';

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
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

/** The one TypeORM data source. Schema changes only through the committed migrations; never `synchronize`. */
export function createDataSource({ url, poolSize = 10, logger, onPoolError }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
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
    // Every statement is logged at LOG_LEVEL=trace (the tests count them to catch N+1 queries).
    ...(logger
      ? { logger: typeormLogger(logger), logging: logger.level === 'trace' ? ('all' as const) : (['error', 'warn', 'migration'] as const) }
      : { logging: false }),
  });
}
