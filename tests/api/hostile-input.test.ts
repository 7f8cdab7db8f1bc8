/**
 * Every mutation of the committed schema, called by a signed-in firm admin with hostile input:
 * wrong types, empty values, 1 MB strings, unicode edge cases, SQL and HTML injection. Whatever
 * is refused must be refused as the caller's mistake: never INTERNAL_SERVER_ERROR, never a 5xx.
 * Generated from schema.graphql, so a new mutation is covered the day it is added. Every query
 * with arguments gets the same, and every subscription's cursor hostile values.
 */
import { getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';
import { operation, schema } from '../support/sweep';
const mutations = Object.values(schema.getMutationType()!.getFields());

/** Sign-in and sign-out change the session under the test; the rest is fair game. */
const SKIPPED = new Set(['logout']);

type Strategy = 'wrongType' | 'empty' | 'huge' | 'unicode' | 'sql' | 'html';
const STRATEGIES: Strategy[] = ['wrongType', 'empty', 'huge', 'unicode', 'sql', 'html'];

const HOSTILE_TEXT: Record<Exclude<Strategy, 'wrongType' | 'empty'>, string> = {
  huge: 'x'.repeat(1024 * 1024),
  // NUL, a lone surrogate, right-to-left override, zero-width joiner, combining marks, emoji, a BOM.
  unicode: 'a\u0000b \ud800 \u202egnp.exe \u200d Z\u0351\u0363\u0364 👩‍⚖️ \ufeff',
  sql: "'; DROP TABLE users; -- \" OR 1=1 /*",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)>',
};

/** A value of `type` made hostile by `strategy` (objects get every field, lists one element). */
function hostile(type: GraphQLInputType, strategy: Strategy, depth = 0): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return strategy === 'empty' ? [] : [hostile(nullable.ofType, strategy, depth + 1)];
  if (isInputObjectType(nullable)) {
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(nullable.getFields()).map((field) => [field.name, hostile(field.type, strategy, depth + 1)]));
  }
  if (isEnumType(nullable)) return strategy === 'wrongType' ? 'NOT_A_VALUE' : nullable.getValues()[0]!.value;
  if (isScalarType(nullable)) {
    const numeric = nullable.name === 'Int' || nullable.name === 'Float';
    if (strategy === 'wrongType') return numeric ? 'ten' : nullable.name === 'Boolean' ? 'yes' : 12345;
    if (strategy === 'empty') return numeric ? 0 : nullable.name === 'Boolean' ? false : '';
    if (numeric) return nullable.name === 'Int' ? 2147483647 : 1e308;
    if (nullable.name === 'Boolean') return true;
    return HOSTILE_TEXT[strategy];
  }
  return null;
}

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES_PER_EMAIL: '100000', LOGIN_MAX_FAILURES_PER_IP: '100000' });
  const firm = await createFirm(server.db);
  api = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
});

afterAll(async () => {
  await server.stop();
});

/** The server's own error lines (level 50), to show beside a failure. */
const serverErrors = () =>
  `${server
    .output()
    .split('\n')
    .filter((line) => /"level":50/.test(line))
    .slice(-8)
    .map((line) => {
      const { msg, err } = JSON.parse(line) as { msg: string; err?: { message?: string } };
      return `${msg}: ${err?.message?.slice(0, 200)}`;
    })
    .join('\n')}\n`;

describe('hostile input on every mutation', () => {
  it('covers the schema', () => {
    expect(mutations.length).toBeGreaterThan(50);
  });

  it.each(STRATEGIES)('%s: answered as the caller’s mistake, never an internal error', async (strategy) => {
    const failures: string[] = [];
    for (const field of mutations) {
      if (SKIPPED.has(field.name)) continue;
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, hostile(arg.type, strategy)]));
      const response = await api.request(operation('mutation', field, { selection: '__typename' }), variables);
      const codes = (response.errors ?? []).map((error) => error.extensions?.code);
      if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
        failures.push(`${field.name}: HTTP ${response.status} ${JSON.stringify(response.errors?.map((error) => error.message))}`);
      }
      // Every argument given a value that cannot be right must not pass silently either.
      if (strategy === 'wrongType' && field.args.some((arg) => isNonNullType(arg.type)) && !response.errors) {
        failures.push(`${field.name}: accepted wrong types`);
      }
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('hostile arguments on every query', () => {
  const queries = Object.values(schema.getQueryType()!.getFields()).filter((field) => field.args.length > 0);

  it('covers the schema', () => {
    expect(queries.length).toBeGreaterThan(30);
  });

  it.each(STRATEGIES)('%s: answered as the caller’s mistake, never an internal error', async (strategy) => {
    const failures: string[] = [];
    for (const field of queries) {
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, hostile(arg.type, strategy)]));
      const response = await api.request(operation('query', field, { selection: '__typename' }), variables);
      const codes = (response.errors ?? []).map((error) => error.extensions?.code);
      if (response.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
        failures.push(`${field.name}: HTTP ${response.status} ${JSON.stringify(response.errors?.map((error) => error.message))}`);
      }
      if (codes.includes('GRAPHQL_VALIDATION_FAILED')) failures.push(`${field.name}: invalid sweep operation: ${response.errors?.[0]?.message}`);
    }
    if (failures.length) process.stdout.write(serverErrors());
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('hostile cursors on every subscription', () => {
  const cursored = Object.values(schema.getSubscriptionType()!.getFields()).filter((field) => field.args.some((arg) => arg.name === 'after'));
  /** No event cursor: past a bigint, negative, not a whole number, padded, empty. */
  const HOSTILE_CURSORS = ['99999999999999999999999', '9223372036854775808', '-1', '1.5', '1e3', ' 1', '0x10', '', 'abc', '1\u0000'];

  it('covers the subscriptions', () => {
    expect(cursored.length).toBeGreaterThanOrEqual(5);
  });

  it.each(HOSTILE_CURSORS)('after %j: refused as BAD_USER_INPUT, never an internal error', async (after) => {
    const collectors = cursored.map((field) => ({ field: field.name, collector: subscribe(server.wsUrl, api.cookie!, operation('subscription', field), { after }, (data) => data) }));
    try {
      await settle(500);
      // graphql-ws reports an operation's errors as a list (an `error` message) or inside a result.
      const codes = collectors.map(({ field, collector }) => [
        field,
        collector.errors.flat().map((error) => (error as { extensions?: { code?: string } }).extensions?.code ?? JSON.stringify(error)),
      ]);
      expect(codes).toEqual(collectors.map(({ field }) => [field, ['BAD_USER_INPUT']]));
    } finally {
      for (const { collector } of collectors) collector.dispose();
    }
  });

  it('takes the largest cursor there can be, and the first', async () => {
    const collectors = ['9223372036854775807', '0'].flatMap((after) => cursored.map((field) => subscribe(server.wsUrl, api.cookie!, operation('subscription', field), { after }, (data) => data)));
    try {
      await settle(500);
      expect(collectors.flatMap((collector) => collector.errors)).toEqual([]);
    } finally {
      for (const collector of collectors) collector.dispose();
    }
  });
});
