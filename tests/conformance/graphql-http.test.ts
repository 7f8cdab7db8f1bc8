import { auditServer } from 'graphql-http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('GraphQL over HTTP (graphql-http audit of the live server)', () => {
  it('passes every MUST', async () => {
    const results = await auditServer({ url: server.graphqlUrl });
    const failedMusts = results.filter((r) => r.status !== 'ok' && r.name.startsWith('MUST'));
    expect(failedMusts.map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`)).toEqual([]);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });
});
