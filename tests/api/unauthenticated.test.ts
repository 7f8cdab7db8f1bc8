/**
 * Fail closed: every root field of the committed schema, called without a session, answers
 * UNAUTHENTICATED ("You need to sign in."), except the named public operations (signing in and
 * out, `me`, an invitation link's page and acceptance). Generated from schema.graphql, so a field
 * added tomorrow is checked tomorrow. Subscriptions need a session to open the socket at all.
 */
import { ApiClient } from '../support/graphql';
import { ROOT, startTestServer, type TestServer } from '../support/server';
import { operation, schema, valueFor } from '../support/sweep';
import { wsClient } from '../support/ws';
import path from 'node:path';

const { PUBLIC_OPERATIONS } = require(path.join(ROOT, 'server', 'dist', 'graphql', 'public-operations.js')) as { PUBLIC_OPERATIONS: ReadonlySet<string> };

const ANY_ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('without a session', () => {
  it('names exactly the public operations', () => {
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(['Mutation.acceptInvitation', 'Mutation.login', 'Mutation.logout', 'Query.invitation', 'Query.me']);
  });

  it.each([
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const)('every %s answers UNAUTHENTICATED unless it is public', async (kind, root) => {
    const anonymous = new ApiClient(server.graphqlUrl);
    const open: string[] = [];
    const fields = Object.values(root.getFields());
    expect(fields.length).toBeGreaterThan(kind === 'query' ? 30 : 60);
    for (const field of fields) {
      const name = `${root.name}.${field.name}`;
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, ANY_ID)]));
      const response = await anonymous.request(operation(kind, field), variables);
      const refused = response.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED' && error.message === 'You need to sign in.') ?? false;
      if (PUBLIC_OPERATIONS.has(name)) {
        if (refused) open.push(`${name} is public but asks for a session`);
      } else if (!refused || response.data?.[field.name] != null) {
        open.push(`${name}: ${JSON.stringify(response.errors?.[0] ?? response.data).slice(0, 200)}`);
      }
    }
    expect(open).toEqual([]);
  }, 300_000);

  it('cannot open the subscription socket (every subscription needs it)', async () => {
    expect(Object.keys(schema.getSubscriptionType()!.getFields()).length).toBeGreaterThanOrEqual(5);
    const { client, closed } = wsClient(server.wsUrl, '');
    const failure = new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { sessionEnded { reason } }' }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
    });
    const error = await failure;
    expect(error).not.toBeNull();
    await client.dispose();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
});
