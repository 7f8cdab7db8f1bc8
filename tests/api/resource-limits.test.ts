import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { cpuSeconds, peakMemoryDuring } from '../support/usage';
import { docxBomb, pdf } from '../fixtures/documents';

/**
 * What one staff user's upload may cost the server, measured on the running process (Linux /proc):
 * a zip bomb or a slow file gets no text instead of the server's memory and CPU.
 */

const MB = 1024 * 1024;
/**
 * What reading one document's text may add to the server's peak memory here: a worker thread
 * (its heap, mammoth) and a bounded part of the file. Without the limits a docx whose XML
 * inflates to 200 MB took the server up by more than 700 MB.
 */
const TEXT_PEAK_BOUND_MB = 150;

let server: TestServer;
let api: ApiClient;
let matterId: string;

async function signedInWithCase(target: TestServer): Promise<{ api: ApiClient; matterId: string }> {
  const user = await createUser(target.db, { firm: await createFirm(target.db), role: 'ATTORNEY' });
  const client = await target.signedIn(user);
  const created = await client.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Reyes v. Gulf Freight" }) { id } }');
  return { api: client, matterId: created.data!.createMatter.id };
}

async function uploadDocument(target: TestServer, user: ApiClient, name: string, data: Buffer, caseId: string) {
  const form = new FormData();
  form.set('matterId', caseId);
  form.set('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${target.url}/api/files`, { method: 'POST', headers: { cookie: user.cookie! }, body: form });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: string } };
}

const textOf = async (target: TestServer, id: string) =>
  (await target.db.query<{ text_content: string | null }>('SELECT text_content FROM documents WHERE id = $1', [id])).rows[0]?.text_content;

beforeAll(async () => {
  server = await startTestServer();
  ({ api, matterId } = await signedInWithCase(server));
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

  it('stops reading a file at the time limit (the work ends, not just the wait) and keeps it without text', async () => {
    const slow = await startTestServer({ TEXT_EXTRACTION_TIMEOUT_MS: '500' });
    try {
      const { api: user, matterId: caseId } = await signedInWithCase(slow);
      // pdf.js takes seconds over 3,000 pages.
      const transcript = pdf(Array.from({ length: 3000 }, (_, page) => `Page ${page + 1} of the deposition of Dr. Okafor.`));
      const started = Date.now();
      const { status, body } = await uploadDocument(slow, user, 'deposition.pdf', transcript, caseId);
      expect(status).toBe(201);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await textOf(slow, body.id!)).toBeNull();
      expect(slow.output()).toMatch(/Reading its text took over 0.5 s; stopped/);
      // The reading really stopped: the idle server spends next to no CPU afterwards.
      const cpu = cpuSeconds(slow.pid);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(cpuSeconds(slow.pid) - cpu).toBeLessThan(0.3);
    } finally {
      await slow.stop();
    }
  });
});
