/**
 * The case list page's GraphQL queries, written once in postgraphile/queries.mjs: the app's and
 * PostGraphile's (by offset and after a cursor). Read through `node`, because jest's CommonJS on
 * Node 20 cannot import an ES module.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const QUERIES = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'postgraphile', 'queries.mjs')], { encoding: 'utf8' })) as {
  APP_CASE_LIST: string;
  CASES_BY_OFFSET: string;
  CASES_AFTER_CURSOR: string;
};

/** The app's case list page: 50 cases by name with client, staff, next task and next event (variables: `page`). */
export const CASE_LIST = QUERIES.APP_CASE_LIST;
/** PostGraphile's same page by offset (variables: `offset`) and after a cursor (variables: `after`). */
export const POSTGRAPHILE = { CASES_BY_OFFSET: QUERIES.CASES_BY_OFFSET, CASES_AFTER_CURSOR: QUERIES.CASES_AFTER_CURSOR };
