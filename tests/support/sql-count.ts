import type { TestServer } from './server';

/**
 * Background work that is not part of the request measured: the session's periodic "last seen"
 * update and the live-update listener reading the event log.
 */
const BACKGROUND = /UPDATE \W*sessions\W|FROM events\b/;

/**
 * How many SQL statements the server ran for `action` (it must run with LOG_LEVEL=trace, which
 * logs every statement).
 */
export async function countStatements(server: TestServer, action: () => Promise<void>): Promise<number> {
  const before = server.output().length;
  await action();
  // Let the log lines of the request reach us.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return server
    .output()
    .slice(before)
    .split('\n')
    .filter((line) => line.includes('"msg":"sql"') && !BACKGROUND.test(line)).length;
}
