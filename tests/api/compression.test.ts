/**
 * /graphql answers over 1 KiB are compressed for a client that accepts it (a phone on a slow
 * network waits for every byte); smaller ones, and answers to a client that does not, are not.
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { CASE_LIST } from '../bench/queries';
import { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let attorney: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  attorney = new ApiClient(server.graphqlUrl);
  expect((await attorney.signIn('attorney@demo.matterhorn.law', 'matterhorn-demo')).errors).toBeUndefined();
}, 120_000);

afterAll(async () => {
  await server.stop();
});

/** A POST to /graphql as the attorney, read as the bytes sent (no decompression on the way). */
function post(body: unknown, headers: Record<string, string> = {}): Promise<{ encoding: string | undefined; vary: string | undefined; etag: string | undefined; bytes: Buffer }> {
  const url = new URL(server.graphqlUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', cookie: attorney.cookie!, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, etag: res.headers.etag, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('compressed /graphql answers', () => {
  it('sends a case list page gzip-compressed to a client that accepts it, the same JSON once opened', async () => {
    const page = { query: CASE_LIST, variables: { page: 1 } };
    const plain = await post(page);
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const compressed = await post(page, { 'accept-encoding': 'gzip' });
    expect(compressed.encoding).toBe('gzip');
    expect(compressed.vary).toMatch(/accept-encoding/i);
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 2);
    const opened = JSON.parse(gunzipSync(compressed.bytes).toString('utf8')) as { data: { matters: { items: unknown[] } } };
    expect(opened.data.matters.items.length).toBeGreaterThan(0);
    expect(opened).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('hashes no answer for an ETag (each is one user\'s, never revalidated)', async () => {
    expect((await post({ query: CASE_LIST, variables: { page: 1 } })).etag).toBeUndefined();
    const exported = await fetch(`${server.url}/api/export/matters`, { headers: { cookie: attorney.cookie! } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('etag')).toBeNull();
  });

  it('leaves a small answer as it is', async () => {
    const small = await post({ query: '{ me { id } }' }, { 'accept-encoding': 'gzip, br' });
    expect(small.encoding).toBeUndefined();
    expect((JSON.parse(small.bytes.toString('utf8')) as { data: { me: { id: string } } }).data.me.id).toBeTruthy();
  });
});
