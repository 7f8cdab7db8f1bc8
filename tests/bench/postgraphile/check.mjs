// Reads pages of the case list from PostGraphile (offset and cursor paging) and from the app, as
// ids and totals, so the benchmark can check all three list the same cases. As a command:
//
//   node tests/bench/postgraphile/check.mjs <postgraphile /graphql URL> <cookie> [<app /graphql URL>] [pages, default 1,2,20]
//
// prints the pages as JSON ({ offset, cursor, app? }: page number -> { ids, totalCount }); with the
// app's URL it also compares them and exits with 1 (naming the differences) when they differ.
import { pathToFileURL } from 'node:url';
import { APP_CASE_LIST, CASES_AFTER_CURSOR, CASES_BY_OFFSET, offsetVariables } from './queries.mjs';

export const CHECKED_PAGES = [1, 2, 20];

/** POSTs a GraphQL query with the cookie; its `data`, or throws on HTTP or GraphQL errors. */
async function graphql(url, cookie, query, variables) {
  const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await response.json().catch(() => ({ errors: [{ message: `HTTP ${response.status}, not JSON` }] }));
  if (!response.ok || body.errors) throw new Error(`${url}: ${JSON.stringify(body.errors ?? response.status)}`);
  return body.data;
}

const summary = (connection, nodes) => ({ ids: nodes.map((node) => node.id), totalCount: connection.totalCount });

/**
 * PostGraphile's pages (numbers from 1): `offset` reads each page by its offset, `cursor` walks
 * from the first page, each after the previous page's endCursor, up to the last page asked.
 */
export async function postgraphilePages(url, cookie, pages = CHECKED_PAGES) {
  const offset = {};
  for (const page of pages) {
    const { allCases } = await graphql(url, cookie, CASES_BY_OFFSET, offsetVariables(page));
    offset[page] = summary(allCases, allCases.nodes);
  }
  const cursor = {};
  let after = null;
  for (let page = 1; page <= Math.max(...pages); page += 1) {
    const { allCases } = await graphql(url, cookie, CASES_AFTER_CURSOR, { after });
    if (pages.includes(page)) cursor[page] = summary(allCases, allCases.nodes);
    after = allCases.pageInfo.endCursor;
    if (!allCases.pageInfo.hasNextPage) break;
  }
  return { offset, cursor };
}

/** The app's pages, the same way. */
export async function appPages(url, cookie, pages = CHECKED_PAGES) {
  const result = {};
  for (const page of pages) {
    const { matters } = await graphql(url, cookie, APP_CASE_LIST, { page });
    result[page] = summary(matters, matters.items);
  }
  return result;
}

/** The differences between the app's pages and PostGraphile's (none: an empty list). */
export function differences(app, postgraphile) {
  const found = [];
  for (const [paging, pages] of Object.entries(postgraphile)) {
    for (const [page, expected] of Object.entries(app)) {
      const actual = pages[page];
      if (!actual) found.push(`${paging} page ${page}: missing`);
      else if (actual.totalCount !== expected.totalCount) found.push(`${paging} page ${page}: totalCount ${actual.totalCount}, the app ${expected.totalCount}`);
      else if (actual.ids.join() !== expected.ids.join()) found.push(`${paging} page ${page}: other ids or order than the app's`);
    }
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [postgraphileUrl, cookie, appUrl, pageList] = process.argv.slice(2);
  if (!postgraphileUrl) {
    console.error('Usage: node check.mjs <postgraphile /graphql URL> <cookie> [<app /graphql URL>] [pages, e.g. 1,2,20]');
    process.exit(2);
  }
  const pages = pageList ? pageList.split(',').map(Number) : CHECKED_PAGES;
  const result = await postgraphilePages(postgraphileUrl, cookie, pages);
  if (appUrl) result.app = await appPages(appUrl, cookie, pages);
  console.log(JSON.stringify(result));
  const found = result.app ? differences(result.app, { offset: result.offset, cursor: result.cursor }) : [];
  if (found.length) {
    console.error(found.join('\n'));
    process.exit(1);
  }
}
