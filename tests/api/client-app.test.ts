import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../support/server';

/** A GET with exactly these headers, the body as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built web client as the server sends it', () => {
  const script = 'console.log("Matterhorn");\n'.repeat(300);
  const INDEX = '<!doctype html><title>Matterhorn</title><div id="root"></div>';
  const SIGN_IN = `<!doctype html><title>Matterhorn</title><div id="root"><form><label>Email</label>${'<p>Sign in</p>'.repeat(100)}</form></div>`;
  let base: string;
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    // A client build as `npm run build -w client` leaves it: assets with their Brotli and gzip copies.
    base = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-dist-'));
    dist = path.join(base, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(base, 'secret.txt'), 'top secret');
    await writeFile(path.join(base, 'secret.txt.br'), brotliCompressSync('top secret'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync(INDEX));
    await writeFile(path.join(dist, 'signin.html'), SIGN_IN);
    await writeFile(path.join(dist, 'signin.html.br'), brotliCompressSync(SIGN_IN));
    await writeFile(path.join(dist, 'signin.html.gz'), gzipSync(SIGN_IN));
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    await writeFile(path.join(dist, 'assets', 'small-4d5e6f.js'), 'export {};');
    server = await startTestServer({ CLIENT_DIST_DIR: dist });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(base, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await get(`${server.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip copy when Brotli is not accepted', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(`${server.url}/assets/app-1a2b3c.js`, { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('sends the file as it is to a client that accepts no compression, and files without copies as they are', async () => {
    const plain = await get(`${server.url}/assets/app-1a2b3c.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);

    const small = await get(`${server.url}/assets/small-4d5e6f.js`, { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export {};');
  });

  it('serves nothing outside the build, and the app page for client routes', async () => {
    for (const attempt of ['/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await get(`${server.url}${attempt}`, { 'accept-encoding': 'br' });
      // Not the secret's Brotli copy: at most the app's page (its own Brotli copy) or a refusal.
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body).toString() : response.body.toString();
      expect(body).not.toContain('top secret');
      if (response.headers['content-encoding']) expect(body).toBe(INDEX);
    }
    expect((await get(`${server.url}/assets/missing-000000.js`, { 'accept-encoding': 'br' })).status).toBe(404);
    const page = await get(`${server.url}/cases`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
  });

  it('sends sign in rendered (the build writes it), compressed and revalidated, unless it says why a session ended', async () => {
    for (const url of ['/signin', '/signin?next=%2Fcases%3Ftab%3Dopen']) {
      const page = await get(`${server.url}${url}`, { 'accept-encoding': 'gzip, br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(page.body).toString()).toBe(SIGN_IN);
    }
    expect(gunzipSync((await get(`${server.url}/signin`, { 'accept-encoding': 'gzip' })).body).toString()).toBe(SIGN_IN);
    expect((await get(`${server.url}/signin`)).body.toString()).toBe(SIGN_IN);
    // The notice of a session that ended is drawn by the browser: the plain page, which it renders whole.
    const signedOut = await get(`${server.url}/signin?signedOut=expired`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(signedOut.body).toString()).toBe(INDEX);
    // A build from before sign in was rendered: the app's page there too.
    await rename(path.join(dist, 'signin.html'), path.join(dist, 'signin.html.old'));
    try {
      expect(brotliDecompressSync((await get(`${server.url}/signin`, { 'accept-encoding': 'br' })).body).toString()).toBe(INDEX);
    } finally {
      await rename(path.join(dist, 'signin.html.old'), path.join(dist, 'signin.html'));
    }
    // Every other page is the app's page (its compressed copy too).
    const other = await get(`${server.url}/cases`, { 'accept-encoding': 'br' });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(other.body).toString()).toBe(INDEX);
  });
});
