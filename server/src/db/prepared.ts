import { createHash } from 'node:crypto';
import type { PoolClient, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a statement as a prepared statement that each pooled connection keeps (named by a hash of
 * its text), so PostgreSQL parses, rewrites and plans it once per connection instead of on every
 * request. For a large statement that runs with the same text again and again: planning the case
 * list's page, with the row-level security policies of six tables, took about as long as running
 * it. The text must take every varying value as a parameter.
 *
 * The connection comes from TypeORM's pool, in the request's scope (scope.ts); the statement is
 * logged as TypeORM logs its own (the tests count them).
 */
export async function queryPrepared<T extends QueryResultRow>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  dataSource.logger.logQuery(text, values);
  const driver = dataSource.driver as PostgresDriver;
  const [client, release] = (await driver.obtainMasterConnection()) as [PoolClient, () => void];
  try {
    const name = `matterhorn_${createHash('sha1').update(text).digest('hex')}`;
    return (await client.query<T>({ name, text, values })).rows;
  } finally {
    release();
  }
}
