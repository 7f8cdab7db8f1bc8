import { SET_SCOPE_SQL } from '../../server/src/db/scope';
import type { TestServer } from './server';

/**
 * Background work that is not part of the request measured: the session's periodic "last seen"
 * update and the live-update listener reading the event log.
 */
const BACKGROUND = /UPDATE \W*sessions\W|FROM events\b/;

/**
 * Putting a pooled connection in the firm's scope (server/src/db/scope.ts). Whether a request's
 * connection needs it depends on what last ran there (background work in another scope, another
 * firm's request), not on the request or how many rows it reads, so it is not counted: a CI run
 * once saw it in all three runs of one request and in none of another's.
 */
const SCOPE_SETTING = `"query":${JSON.stringify(SET_SCOPE_SQL)}`;

/**
 * How many SQL statements the server ran for `action` (it must run with LOG_LEVEL=trace, which
 * logs every statement). Background work can only add statements, so the action runs three times
 * and the fewest count: an N+1 query shows in every run.
 */
export async function countStatements(server: TestServer, action: () => Promise<void>): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run += 1) counts.push(await countOnce(server, action));
  return Math.min(...counts);
}

async function countOnce(server: TestServer, action: () => Promise<void>): Promise<number> {
  const before = server.output().length;
  await action();
  // Let the log lines of the request reach us.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return server
    .output()
    .slice(before)
    .split('\n')
    .filter((line) => line.includes('"msg":"sql"') && !BACKGROUND.test(line) && !line.includes(SCOPE_SETTING)).length;
}
