import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { startEmbeddedPostgres } from './embedded';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
  logger.info({ dataDir: path.join(config.dataDir, 'postgres') }, 'Embedded PostgreSQL started');
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
