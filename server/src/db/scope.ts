import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Whose rows the database lets a statement see: the second wall behind the services' own firm
 * checks. Every firm-owned table has a row-level security policy on `app.firm_id` / `app.scope`
 * (migration RowLevelSecurity), and the app connects as a role that cannot bypass it.
 *
 * - `firm`: one firm's rows (every request of a firm member);
 * - `platform`: the back office's tables of every firm (firms, users, sessions, invitations, AI
 *   usage), never case data;
 * - `system`: everything, for work that is not one firm's request (reading the session cookie,
 *   signing in, invitation and calendar-feed links, reminders, the live-update listener, start-up);
 * - `none`: nothing firm-owned (a request before anyone is known, or code that lost its scope:
 *   it fails closed).
 */
export type DatabaseScope = { kind: 'firm'; firmId: string } | { kind: 'platform' } | { kind: 'system' } | { kind: 'none' };

const SYSTEM_SCOPE: DatabaseScope = { kind: 'system' };
export const NO_SCOPE: DatabaseScope = { kind: 'none' };

interface ScopeHolder {
  scope: DatabaseScope;
}

const storage = new AsyncLocalStorage<ScopeHolder>();

/** Runs `work` (and everything it starts) in `scope`; the caller's scope is untouched. */
export function runInScope<T>(scope: DatabaseScope, work: () => T): T {
  return storage.run({ scope }, work);
}

/** Runs `work` with every firm's rows visible: only for the system tasks listed above. */
export function asSystem<T>(work: () => T): T {
  return runInScope(SYSTEM_SCOPE, work);
}

/**
 * Starts a request in the `none` scope; once the session cookie says who is asking,
 * `setRequestScope` narrows or widens it for the rest of that request.
 */
export function runRequest<T>(work: () => T): T {
  return runInScope(NO_SCOPE, work);
}

/** Changes the scope of the current request (see `runRequest`), e.g. after signing in. */
export function setRequestScope(scope: DatabaseScope): void {
  const holder = storage.getStore();
  if (!holder) throw new Error('setRequestScope outside a request');
  holder.scope = scope;
}

export function currentScope(): DatabaseScope {
  return storage.getStore()?.scope ?? NO_SCOPE;
}

/** The settings the policies read, for a scope. */
function settingsOf(scope: DatabaseScope): [firmId: string, kind: string] {
  switch (scope.kind) {
    case 'firm':
      return [scope.firmId, 'firm'];
    case 'none':
      return ['', ''];
    default:
      return ['', scope.kind];
  }
}

/** The statement that puts a connection in a scope (session-level: it outlives any transaction). */
export const SET_SCOPE_SQL = "SELECT set_config('app.firm_id', $1, false), set_config('app.scope', $2, false)";

/**
 * Puts every connection TypeORM takes from its pool into the scope of the code taking it. The
 * setting is per connection (not per transaction) and is sent only when it differs from what
 * the connection already has, so a firm's requests cost no extra round trip once its
 * connections are warm.
 */
export function scopeConnections(dataSource: DataSource): void {
  const driver = dataSource.driver as PostgresDriver;
  const applied = new WeakMap<PoolClient, string>();
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = async () => {
    const [client, release] = (await obtain()) as [PoolClient, (error?: unknown) => void];
    const parameters = settingsOf(currentScope());
    const key = parameters.join('|');
    if (!applied.has(client)) {
      // A connection dropped between the pool handing it out and TypeORM listening to it (e.g. while
      // the scope is set) must not crash the process: the failed query reports it to the caller.
      client.on('error', () => undefined);
      applied.set(client, '');
    }
    if (applied.get(client) !== key) {
      // A round trip like any statement: logged as one (the tests count them).
      dataSource.logger.logQuery(SET_SCOPE_SQL, parameters);
      try {
        await client.query(SET_SCOPE_SQL, parameters);
      } catch (error) {
        release(error);
        throw error;
      }
      applied.set(client, key);
    }
    return [client, release];
  };
}

/** An async iterator whose every step runs in `scope` (subscriptions: each event is resolved later). */
export function scopeIterator<T>(iterable: AsyncIterable<T>, scope: DatabaseScope): AsyncIterableIterator<T> {
  const inner = iterable[Symbol.asyncIterator]();
  return {
    next: (...args) => runInScope(scope, () => inner.next(...args)),
    return: (value?: unknown) => runInScope(scope, () => inner.return?.(value) ?? Promise.resolve({ done: true, value: undefined })),
    throw: (error?: unknown) => runInScope(scope, () => inner.throw?.(error) ?? Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncIterableIterator<T>;
}

const insideTransaction = new AsyncLocalStorage<true>();

/** What test builds log for such a connection; the test harness fails the file that caused one. */
export const NESTED_CONNECTION_WARNING = 'Connection taken inside a transaction';

/**
 * Reports every pool connection taken by code running inside a transaction (test builds: a warning
 * with the stack, which the tests treat as a failure). Such code holds one connection and waits for
 * another: with as many simultaneous transactions as the pool has connections, each waits forever
 * for a connection the others hold. Inside a transaction, use its manager only.
 */
export function reportConnectionsTakenInTransactions(dataSource: DataSource, report: (stack: string) => void): void {
  const manager = dataSource.manager;
  type Work = (m: EntityManager) => Promise<unknown>;
  const transaction = manager.transaction.bind(manager) as (isolation: unknown, work?: Work) => Promise<unknown>;
  manager.transaction = ((isolationOrWork: unknown, maybeWork?: Work) => {
    const work = (typeof isolationOrWork === 'function' ? isolationOrWork : maybeWork) as Work;
    const watched: Work = (m) => insideTransaction.run(true, () => work(m));
    return typeof isolationOrWork === 'function' ? transaction(watched) : transaction(isolationOrWork, watched);
  }) as typeof manager.transaction;
  const driver = dataSource.driver as PostgresDriver;
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = () => {
    if (insideTransaction.getStore()) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const stack = new Error(NESTED_CONNECTION_WARNING).stack ?? '';
      Error.stackTraceLimit = limit;
      report(stack);
    }
    return obtain();
  };
}
