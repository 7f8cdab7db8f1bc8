import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { cpuSeconds, peakMemoryDuring } from '../support/usage';
import { mkdtemp, readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { docxBomb, pdf } from '../fixtures/documents';
import { largeEml } from '../fixtures/emails';

/**
 * What one staff user's upload may cost the server, measured on the running process (Linux /proc):
 * a zip bomb or a slow file gets no text instead of the server's memory and CPU.
 */

const MB = 1024 * 1024;
/**
 * What reading one document's text may add to the server's peak memory here: a worker thread
 * (its heap, mammoth) and a bounded part of the file (about 20 MB here). Without the limits a
 * docx whose XML inflates to 200 MB took the server up by 3.7 GB.
 */
const TEXT_PEAK_BOUND_MB = 150;

let server: TestServer;
let dataDir: string;
let firmId: string;
let api: ApiClient;
let matterId: string;

async function signedInWithCase(target: TestServer): Promise<{ api: ApiClient; matterId: string; firmId: string }> {
  const firm = await createFirm(target.db);
  const client = await target.signedIn(await createUser(target.db, { firm, role: 'ATTORNEY' }));
  const created = await client.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Reyes v. Gulf Freight" }) { id } }');
  return { api: client, matterId: created.data!.createMatter.id, firmId: firm.id };
}

/** The .eml files an import keeps in the storage while it runs: none once it has answered. */
async function importsLeftInStorage(): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'files', firmId, 'email-imports'));
  } catch {
    return [];
  }
}

async function uploadDocument(target: TestServer, user: ApiClient, name: string, data: Buffer, caseId: string) {
  const form = new FormData();
  form.set('matterId', caseId);
  form.set('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${target.url}/api/files`, { method: 'POST', headers: { cookie: user.cookie! }, body: form });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
}

/**
 * What importing a batch of .eml files may add to the server's peak memory: they are written to
 * the storage as they arrive and parsed one at a time, their attachments streamed to storage (about
 * 60 MB here). Without that, four 24 MB emails took the server up by 315 MB (all held at once, twice over).
 */
const EML_PEAK_BOUND_MB = 128;

async function importEmails(target: TestServer, user: ApiClient, caseId: string, files: Array<{ name: string; content: string }>) {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${target.url}/api/matters/${caseId}/emails`, { method: 'POST', body: form, headers: { cookie: user.cookie! } });
  return { status: response.status, body: (await response.json()) as { outcomes?: Array<{ file: string; emailId: string | null; problem: string | null }>; error?: string } };
}

/**
 * POSTs a multipart body as the parts are written (chunked: no Content-Length, or a declared one),
 * and answers as soon as the server does; whatever is left is not sent.
 */
function postStreamed(url: string, cookie: string, parts: Buffer[], declaredLength?: number): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=b0undary', ...(declaredLength ? { 'content-length': String(declaredLength) } : {}) },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as { error?: string } });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for (const part of parts) {
        if (answered) return;
        if (!req.write(part)) await new Promise((resolve) => req.once('drain', resolve));
      }
      if (!declaredLength) req.end();
    })();
  });
}

const multipartFile = (name: string, content: string) =>
  Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: message/rfc822\r\n\r\n${content}\r\n`);

const emailCount = async (target: TestServer, caseId: string) =>
  Number((await target.db.query<{ count: string }>('SELECT count(*) FROM case_emails WHERE matter_id = $1', [caseId])).rows[0]!.count);

const textOf = async (target: TestServer, id: string) =>
  (await target.db.query<{ text_content: string | null }>('SELECT text_content FROM documents WHERE id = $1', [id])).rows[0]?.text_content;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-limits-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  ({ api, matterId, firmId } = await signedInWithCase(server));
});

afterAll(async () => {
  await server.stop();
});

describe('reading documents for search', () => {
  it.each([
    ['declares its real size', undefined],
    ['declares 4 KB (a forged header)', 4096],
  ])('stores a docx whose XML inflates to 200 MB and %s without its text, within bounded memory', async (_case, declaredBytes) => {
    const bomb = await docxBomb('Zanzibar', 200 * MB, declaredBytes);
    expect(bomb.length).toBeLessThan(2 * MB);
    const { growth, result } = await peakMemoryDuring(server.pid, () => uploadDocument(server, api, 'bomb.docx', bomb, matterId));

    expect(result.status).toBe(201);
    expect(growth).toBeLessThan(TEXT_PEAK_BOUND_MB);
    const id = result.body.id!;
    expect(await textOf(server, id)).toBeNull();
    // Still a document of the case: listed, and downloaded as it came.
    const listed = await api.request<{ documents: { items: Array<{ id?: string }> } }>('query($m: ID!) { documents(matterId: $m) { items { ... on Document { id } } } }', { m: matterId });
    expect(listed.data!.documents.items.map((item) => item.id)).toContain(id);
    const download = await fetch(`${server.url}/api/files/${id}`, { headers: { cookie: api.cookie! } });
    expect(Buffer.from(await download.arrayBuffer()).equals(bomb)).toBe(true);
    // And the log says why it has no text.
    expect(server.output()).toMatch(/"fileName":"bomb.docx".*"msg":"Could not read the text of a document; it is stored without it"/);
    expect(server.output()).toMatch(declaredBytes ? /too many bytes in the stream/ : /Its parts inflate to more than 16 MB/);
  });

  it('reads one file at a time, and stops one at the time limit (the work ends, not just the wait), keeping it without text', async () => {
    const slow = await startTestServer({ TEXT_EXTRACTION_TIMEOUT_MS: '500' });
    try {
      const { api: user, matterId: caseId } = await signedInWithCase(slow);
      // pdf.js takes seconds over 3,000 pages.
      const transcript = pdf(Array.from({ length: 3000 }, (_, page) => `Page ${page + 1} of the deposition of Dr. Okafor.`));
      const started = Date.now();
      const answered: number[] = [];
      const uploads = await Promise.all(
        [1, 2, 3].map(async (volume) => {
          const upload = await uploadDocument(slow, user, `deposition-volume-${volume}.pdf`, transcript, caseId);
          answered.push(Date.now() - started);
          return upload;
        }),
      );
      expect(uploads.map((upload) => upload.status)).toEqual([201, 201, 201]);
      for (const upload of uploads) expect(await textOf(slow, upload.body.id!)).toBeNull();
      const stopped = slow.output().split('\n').filter((line) => /Reading its text took over 0.5 s; stopped/.test(line));
      expect(stopped.map((line) => line.match(/deposition-volume-\d\.pdf/)![0]).sort()).toEqual(['deposition-volume-1.pdf', 'deposition-volume-2.pdf', 'deposition-volume-3.pdf']);
      // Read one after the other: the last waited for the two before it (in parallel, all would answer in about 0.5 s).
      answered.sort((a, b) => a - b);
      expect(answered[2]).toBeGreaterThan(1500);
      expect(answered[2]).toBeLessThan(6000);
      // The reading really stopped: the idle server spends next to no CPU afterwards.
      const cpu = cpuSeconds(slow.pid);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(cpuSeconds(slow.pid) - cpu).toBeLessThan(0.3);
    } finally {
      await slow.stop();
    }
  });
});

describe('importing .eml files', () => {
  it('files four 24 MB emails with their attachments within bounded memory', async () => {
    const files = ['m1', 'm2', 'm3', 'm4'].map((id) => ({ name: `${id}.eml`, content: largeEml(id, 24 * MB) }));
    expect(files.every((file) => file.content.length > 23 * MB && file.content.length < 25 * MB)).toBe(true);
    const { growth, result } = await peakMemoryDuring(server.pid, () => importEmails(server, api, matterId, files));

    expect(result.status).toBe(201);
    expect(result.body.outcomes!.map((outcome) => [outcome.file, outcome.problem])).toEqual(files.map((file) => [file.name, null]));
    expect(growth).toBeLessThan(EML_PEAK_BOUND_MB);
    const { rows } = await server.db.query<{ description: string; attachment_count: number; size: string }>(
      `SELECT e.description, e.attachment_count, d.size FROM case_emails e JOIN case_email_attachments a ON a.email_id = e.id JOIN documents d ON d.id = a.document_id
       WHERE e.matter_id = $1 ORDER BY e.description`,
      [matterId],
    );
    expect(rows.map((row) => [row.description, row.attachment_count])).toEqual(['m1', 'm2', 'm3', 'm4'].map((id) => [`Billing ledger ${id}`, 1]));
    expect(rows.every((row) => Number(row.size) > 17 * MB)).toBe(true);
    expect(await importsLeftInStorage()).toEqual([]);
  });

  it('refuses a request larger than 100 MB in all (413), declared or not, and files nothing of it', async () => {
    const before = await emailCount(server, matterId);
    const declared = await postStreamed(`${server.url}/api/matters/${matterId}/emails`, api.cookie!, [multipartFile('a.eml', 'Subject: x\r\n\r\nx')], 101 * MB);
    expect(declared).toEqual({ status: 413, body: { error: 'An import can carry at most 100 MB of email files; send fewer at a time.' } });

    // Five emails under the per-file cap, sent without a Content-Length: refused once past 100 MB.
    const parts = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => multipartFile(`${id}.eml`, largeEml(id, 24 * MB)));
    const chunked = await postStreamed(`${server.url}/api/matters/${matterId}/emails`, api.cookie!, [...parts, Buffer.from('--b0undary--\r\n')]);
    expect(chunked).toEqual({ status: 413, body: { error: 'An import can carry at most 100 MB of email files; send fewer at a time.' } });
    expect(await emailCount(server, matterId)).toBe(before);
    expect(await importsLeftInStorage()).toEqual([]);
    expect(server.output()).toMatch(/"msg":"Email import refused"/);
  });

  it('answers a file over the 25 MB cap with its own outcome and files the others', async () => {
    const { status, body } = await importEmails(server, api, matterId, [
      { name: 'huge.eml', content: largeEml('h1', 26 * MB) },
      { name: 'small.eml', content: largeEml('s1', 1 * MB) },
    ]);
    expect(status).toBe(201);
    expect(body.outcomes!.map((outcome) => [outcome.file, outcome.emailId !== null, outcome.problem])).toEqual([
      ['huge.eml', false, 'An email file can be at most 25 MB.'],
      ['small.eml', true, null],
    ]);
  });
});
