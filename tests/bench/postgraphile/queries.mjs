// The case list page as GraphQL queries: the app's (server/src/modules/matters) and PostGraphile's
// (server.mjs, over schema.sql), asking for the same fields of the same 50 cases.

export const PAGE_SIZE = 50;

/** The app's case list page (as tests/bench/large-firm.bench.ts asks it): name A–Z, then newest, then id. */
export const APP_CASE_LIST = `query BenchCases($page: Int) {
  matters(page: $page, pageSize: 50, sortBy: NAME, sortDirection: ASC) {
    totalCount
    items { id name number status priority stage createdAt
      client { id name }
      staff { id fullName }
      nextTask { id title dueDate }
      nextEvent { id title startsAt }
    }
  }
}`;

/**
 * The fields of each case, as PostGraphile names them, aliased to the app's names: with the amber
 * preset `id` is the global Node id and a table's own `id` column is `rowId`. Staff in the case's
 * order, as the app lists them.
 */
const CASE_FIELDS = `id: rowId name number status priority stage createdAt
      client { id: rowId name }
      staff(orderBy: POSITION_ASC) { nodes { member { id: rowId fullName } } }
      nextTask { id: rowId title dueDate }
      nextEvent { id: rowId title startsAt }`;

/** The app's order: name, then newest first, then id. */
const ORDER = '[NAME_ASC, CREATED_AT_DESC, ROW_ID_ASC]';

/** Page N by offset: variables `{ offset: (N - 1) * 50 }` (`offsetVariables`). */
export const CASES_BY_OFFSET = `query PgCasesByOffset($offset: Int!) {
  allCases(first: 50, offset: $offset, orderBy: ${ORDER}) {
    totalCount
    nodes { ${CASE_FIELDS} }
  }
}`;

/** The page after a cursor: variables `{ after: <endCursor of the previous page> }` (null: the first page). */
export const CASES_AFTER_CURSOR = `query PgCasesAfterCursor($after: Cursor) {
  allCases(first: 50, after: $after, orderBy: ${ORDER}) {
    totalCount
    pageInfo { endCursor hasNextPage }
    nodes { ${CASE_FIELDS} }
  }
}`;

/** The variables of CASES_BY_OFFSET for page `page` (from 1). */
export const offsetVariables = (page) => ({ offset: (page - 1) * PAGE_SIZE });

// `node queries.mjs` prints the queries as JSON, for code that cannot import an ES module (the
// benchmark's TypeScript runs as CommonJS under jest, which on Node 20 cannot load .mjs files).
if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify({ PAGE_SIZE, APP_CASE_LIST, CASES_BY_OFFSET, CASES_AFTER_CURSOR }));
}
