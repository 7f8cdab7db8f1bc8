import { createHash } from 'node:crypto';
import type { PoolClient, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

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
/** Names by statement text: the few statements run this way (a list's filter combinations) are hashed once, not on every request. */
const names = new Map<string, string>();
const MAX_NAMES = 1000;
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `matterhorn_${createHash('sha1').update(text).digest('hex')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

export async function queryPrepared<T extends QueryResultRow>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  dataSource.logger.logQuery(text, values);
  const driver = dataSource.driver as PostgresDriver;
  const [client, release] = (await driver.obtainMasterConnection()) as [PoolClient, () => void];
  try {
    return await runNamed<T>(client, text, values);
  } finally {
    release();
  }
}

/**
 * The same inside a transaction (`dataSource.transaction(manager => …)`), on its connection: for a
 * statement that depends on the transaction's local settings.
 */
export async function queryPreparedIn<T extends QueryResultRow>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner as PostgresQueryRunner | undefined;
  if (!runner?.isTransactionActive) throw new Error('queryPreparedIn runs in a transaction');
  manager.connection.logger.logQuery(text, values);
  return runNamed<T>((await runner.connect()) as PoolClient, text, values);
}

/** The statement by its name on this connection (PostgreSQL prepares it on the first use there). */
async function runNamed<T extends QueryResultRow>(client: PoolClient, text: string, values: unknown[]): Promise<T[]> {
  return (await client.query<T>({ name: statementName(text), text, values })).rows;
}
