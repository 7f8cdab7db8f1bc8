import { parse as parseDisposition } from 'content-disposition';
import { mkdtemp, readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { errorCode, type ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { doc, docx, exe, jpg, pdf, png } from '../fixtures/documents';

/** Small enough that the size test sends little, large enough for every fixture. */
const MAX_BYTES = 256 * 1024;

const LIST = `query($matterId: ID, $folderId: ID, $kind: DocumentListKind, $search: String, $page: Int, $pageSize: Int, $sortBy: DocumentSort, $sortDirection: SortDirection) {
  documents(matterId: $matterId, folderId: $folderId, kind: $kind, search: $search, page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {
    totalCount
    items {
      __typename
      ... on DocumentFolder { id name category parentId matterId itemCount }
      ... on Document { id title contentType size receivedDate category folderId matterId snippet { text highlighted } uploadedBy { fullName } matter { name } }
    }
  }
}`;
const CREATE_FOLDER = 'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id name category parentId matterId version } }';
const MOVE_FOLDER = 'mutation($id: ID!, $parentId: ID) { moveFolder(id: $id, parentId: $parentId) { id parentId } }';
const MOVE_DOCUMENT = 'mutation($id: ID!, $folderId: ID) { moveDocument(id: $id, folderId: $folderId) { id folderId } }';
const PATH = 'query($folderId: ID!) { folderPath(folderId: $folderId) { name } }';

interface Listed {
  documents: { totalCount: number; items: Array<Record<string, unknown> & { __typename: string; id: string }> };
}

let server: TestServer;
let dataDir: string;
let firmA: FirmRow;
let attorney: UserRow;
let a: ApiClient;
let outsider: ApiClient; // a paralegal of firm A, not on the restricted case
let client: ApiClient; // a CLIENT of firm A
let b: ApiClient; // firm B's admin
let matterId: string;
let restrictedId: string;

async function createMatter(user: ApiClient, input: Record<string, unknown>): Promise<{ id: string; folders: Array<{ id: string; name: string }> }> {
  const response = await user.request<{ createMatter: { id: string; folders: Array<{ id: string; name: string }> } }>(
    'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id folders { id name } } }',
    { input },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createMatter;
}

async function upload(
  user: ApiClient | null,
  file: { name: string; data: Buffer },
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([new Uint8Array(file.data)]), file.name);
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { ...(user ? { cookie: user.cookie! } : {}), ...headers }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function list(user: ApiClient, variables: Record<string, unknown>): Promise<Listed['documents']> {
  const response = await user.request<Listed>(LIST, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.documents;
}

const BOUNDARY = 'matterhorn-test-boundary';

/** The start of a multipart upload written by hand: its fields, then the file part's header. */
function multipartHead(fields: Record<string, string>, fileName: string): string {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
}

/** An upload by attorney A whose body the test writes itself, when it likes. */
function uploadByHand(contentLength: number) {
  const url = new URL(`${server.url}/api/files`);
  return httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { cookie: a.cookie!, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(contentLength) },
  });
}

/** Every file the storage holds for firm A, finished or not. */
async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'files', firmA.id, 'documents'));
  } catch {
    return [];
  }
}

async function rowCount(): Promise<number> {
  const { rows } = await server.db.query<{ count: string }>('SELECT count(*) FROM documents WHERE firm_id = $1', [firmA.id]);
  return Number(rows[0]!.count);
}

const get = (user: ApiClient | null, url: string) => fetch(`${server.url}${url}`, { headers: user ? { cookie: user.cookie! } : {} });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'matterhorn-documents-'));
  server = await startTestServer({ FILE_MAX_BYTES: String(MAX_BYTES), DATA_DIR: dataDir });
  firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  attorney = await createUser(server.db, { firm: firmA, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  [a, outsider, client, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'PARALEGAL' })),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'CLIENT' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  matterId = (await createMatter(a, { name: 'Alvarez v. Lone Star Freight' })).id;
  restrictedId = (await createMatter(a, { name: 'Sealed v. Settlement', permission: 'SPECIFIC_USERS', userIds: [attorney.id] })).id;
});

afterAll(async () => {
  await server.stop();
});

describe('upload', () => {
  const allowed: Array<[string, () => Buffer, string]> = [
    ['police-report.pdf', () => pdf(['Austin Police Department crash report']), 'application/pdf'],
    ['letter.docx', () => docx(['Letter of representation to the carrier']), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['old-letter.doc', () => doc(), 'application/msword'],
    ['scene.jpg', () => jpg(), 'image/jpeg'],
    ['bumper.png', () => png(8, 8), 'image/png'],
    ['notes.txt', () => Buffer.from('Client called about the ER visit.\nFollow up Monday.\n'), 'text/plain'],
  ];

  it.each(allowed)('stores %s with the type found in its content', async (name, make, contentType) => {
    const data = make();
    const before = await storedFiles();
    const { status, body } = await upload(a, { name, data }, { matterId, title: `Exhibit ${name}`, receivedDate: '2026-01-15', category: 'medical records' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: `Exhibit ${name}`, originalName: name, contentType, size: data.length, receivedDate: '2026-01-15', category: 'Medical Records', matterId, folderId: null });
    expect((await storedFiles()).length).toBe(before.length + 1);
    const download = await get(a, `/api/files/${body.id as string}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);
  });

  it('refuses a program renamed to .pdf and an HTML page, keeping nothing', async () => {
    const [rows, files] = [await rowCount(), await storedFiles()];
    for (const file of [
      { name: 'invoice.pdf', data: exe() },
      { name: 'page.html', data: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>') },
      { name: 'page.txt', data: Buffer.from('<html><body>hi</body></html>') },
      { name: 'archive.docx', data: Buffer.concat([docx(['x']).subarray(0, 4), Buffer.alloc(200, 1)]) },
    ]) {
      const { status, body } = await upload(a, file, { matterId });
      expect({ name: file.name, status, error: body.error }).toEqual({
        name: file.name,
        status: 415,
        error: 'Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.',
      });
    }
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses a file over FILE_MAX_BYTES with the limit in the message, keeping nothing', async () => {
    const [rows, files] = [await rowCount(), await storedFiles()];
    const { status, body } = await upload(a, { name: 'huge.txt', data: Buffer.alloc(MAX_BYTES + 1000, 'a') }, { matterId });
    expect(status).toBe(413);
    expect(body.error).toBe('The file is larger than the 256 KB limit.');
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
    const limit = await a.request<{ documentUploadLimit: number }>('{ documentUploadLimit }');
    expect(limit.data!.documentUploadLimit).toBe(MAX_BYTES);
  });

  it('leaves no file and no row when the client goes away mid-upload', async () => {
    const [rows, files] = [await rowCount(), await storedFiles()];
    const head = multipartHead({ matterId }, 'big.txt');
    const req = uploadByHand(head.length + 200_000 + 100);
    req.on('error', () => {});
    req.write(head);
    req.write(Buffer.alloc(100_000, 'b'));
    // The first part reached the storage (a partial file exists), then the connection drops.
    for (let i = 0; i < 50 && (await storedFiles()).length === files.length; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect((await storedFiles()).length).toBe(files.length + 1);
    req.destroy();
    for (let i = 0; i < 50 && (await storedFiles()).length !== files.length; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await storedFiles()).toEqual(files);
    expect(await rowCount()).toBe(rows);
  });

  it('checks the case, the folder, the category, the session, the role and the origin', async () => {
    const file = { name: 'a.txt', data: Buffer.from('text') };
    expect((await upload(outsider, file, { matterId: restrictedId })).status).toBe(404);
    expect((await upload(b, file, { matterId })).status).toBe(404);
    expect((await upload(client, file, { matterId })).status).toBe(403);
    expect((await upload(null, file, { matterId })).status).toBe(401);
    expect((await upload(a, file, { matterId }, { origin: 'https://evil.example' })).status).toBe(403);
    const badCategory = await upload(a, file, { matterId, category: 'Recipes' });
    expect(badCategory).toMatchObject({ status: 422, body: { fields: [{ field: 'category', messages: ['Choose one of the document categories.'] }] } });
    const future = await upload(a, file, { matterId, receivedDate: '2999-01-01' });
    expect(future.status).toBe(422);
  });


  it('lets a client still sending its file read the refusal instead of a broken connection', async () => {
    // The received date is refused as soon as the file starts; the file keeps arriving for a while
    // (a slow connection). The answer waits for the body, so the client reads the message.
    const head = multipartHead({ matterId, receivedDate: '2999-01-01' }, 'slow.txt');
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(10_000, 'c'));
    const req = uploadByHand(head.length + 100_000 + tail.length);
    const broken = new Promise<Error>((resolve) => req.on('error', resolve));
    const answered = new Promise<{ status: number; body: Record<string, unknown> }>((resolve) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as Record<string, unknown> }));
      });
    });
    // The whole body is sent, as a browser does, before the exchange counts as done.
    const sent = (async () => {
      req.write(head);
      for (const chunk of chunks) {
        await new Promise((r) => setTimeout(r, 25));
        if (req.destroyed) throw new Error('The server closed the connection while the file was being sent.');
        await new Promise<void>((resolve, reject) => req.write(chunk, (error) => (error ? reject(error) : resolve())));
      }
      await new Promise<void>((resolve) => req.end(tail, resolve));
    })();
    const answer = await Promise.race([Promise.all([answered, sent]).then(([answer]) => answer), broken.then((error) => Promise.reject(error))]);
    expect(answer).toMatchObject({ status: 422, body: { fields: [{ field: 'receivedDate' }] } });
  });
  it('keeps firm-wide documents (no case), which every member of staff sees', async () => {
    const { status, body } = await upload(a, { name: 'firm-policy.txt', data: Buffer.from('Retention policy for closed files') });
    expect(status).toBe(201);
    expect(body.matterId).toBeNull();
    const top = await list(outsider, { search: 'retention' });
    expect(top.items.map((item) => item.title)).toEqual(['firm-policy.txt']);
  });
});

describe('download and preview', () => {
  let pdfId: string;
  let docxId: string;
  let restrictedDocId: string;

  beforeAll(async () => {
    pdfId = (await upload(a, { name: 'Bill – ER "visit".pdf', data: pdf(['Emergency room bill']) }, { matterId })).body.id as string;
    docxId = (await upload(a, { name: 'memo.docx', data: docx(['Memo']) }, { matterId })).body.id as string;
    restrictedDocId = (await upload(a, { name: 'sealed.txt', data: Buffer.from('Confidential settlement terms') }, { matterId: restrictedId })).body.id as string;
  });

  it('downloads as an attachment with a safe name, and previews with a policy that runs nothing', async () => {
    const download = await get(a, `/api/files/${pdfId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const disposition = parseDisposition(download.headers.get('content-disposition')!);
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('Bill – ER "visit".pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^[\x20-\x7e]+$/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/(^|; )sandbox(;|$)/);

    const preview = await get(a, `/api/files/${pdfId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');

    const text = await get(a, `/api/files/${restrictedDocId}/preview`);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-security-policy')).toContain('sandbox');
    expect(await text.text()).toBe('Confidential settlement terms');

    expect((await get(a, `/api/files/${docxId}/preview`)).status).toBe(415);
  });

  it('serves a PDF that runs JavaScript when opened, but never as a page: downloads and previews are attachments in a sandbox', async () => {
    const scripted = await upload(a, { name: 'scripted.pdf', data: pdf(['Opens an alert'], { script: "app.alert('pdf script ran')" }) }, { matterId });
    expect(scripted.status).toBe(201);
    for (const url of [`/api/files/${scripted.body.id}`, `/api/files/${scripted.body.id}/preview`]) {
      const response = await get(a, url);
      expect(response.status).toBe(200);
      expect(parseDisposition(response.headers.get('content-disposition')!).type).toBe('attachment');
      const policy = response.headers.get('content-security-policy')!.split(/;\s*/);
      expect(policy).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]));
      expect(policy.join(' ')).not.toMatch(/allow-scripts|object-src 'self'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).includes('/JavaScript')).toBe(true);
    }
    // Images and text are still shown in the page (inline), in the same sandbox.
    const text = await get(a, `/api/files/${restrictedDocId}/preview`);
    expect(parseDisposition(text.headers.get('content-disposition')!).type).toBe('inline');
  });

  it('answers 404 to another firm and to staff without access to the case, 403 to a client, 401 without a session', async () => {
    for (const url of [`/api/files/${pdfId}`, `/api/files/${pdfId}/preview`]) expect((await get(b, url)).status).toBe(404);
    expect((await get(outsider, `/api/files/${restrictedDocId}`)).status).toBe(404);
    expect((await get(outsider, `/api/files/${pdfId}`)).status).toBe(200);
    expect((await get(client, `/api/files/${pdfId}`)).status).toBe(403);
    expect((await get(null, `/api/files/${pdfId}`)).status).toBe(401);
    expect((await get(a, '/api/files/not-an-id')).status).toBe(404);
    // The storage key is never an address: only ids are.
    const { rows } = await server.db.query<{ storage_key: string }>('SELECT storage_key FROM documents WHERE id = $1', [pdfId]);
    expect((await get(a, `/api/files/${encodeURIComponent(rows[0]!.storage_key)}`)).status).toBe(404);
    expect(errorCode(await b.request(LIST, { matterId }))).toBe('NOT_FOUND');
    expect(errorCode(await outsider.request(LIST, { matterId: restrictedId }))).toBe('NOT_FOUND');
    const everything = await list(outsider, { search: 'settlement' });
    expect(everything.items.map((item) => item.title)).not.toContain('sealed.txt');
  });
});

describe('search', () => {
  it('finds a pdf by a word inside it, with the word highlighted, and a title despite a typo', async () => {
    await upload(a, { name: 'records.pdf', data: pdf(['Summary of treatment', 'The radiologist noted a herniated disc at L4']) }, { matterId, title: 'Medical Records Summary' });
    const found = await list(a, { matterId, search: 'herniated' });
    expect(found.totalCount).toBe(1);
    expect(found.items[0]).toMatchObject({ title: 'Medical Records Summary', uploadedBy: { fullName: 'Avery Stone' }, matter: { name: 'Alvarez v. Lone Star Freight' } });
    const snippet = found.items[0]!.snippet as Array<{ text: string; highlighted: boolean }>;
    expect(snippet.find((part) => part.highlighted)?.text).toBe('herniated');
    expect(snippet.map((part) => part.text).join('')).toContain('radiologist noted a herniated disc');

    const typo = await list(a, { matterId, search: 'Medcal Recrds' });
    expect(typo.items[0]?.title).toBe('Medical Records Summary');
    expect((await list(a, { matterId, search: 'carrier' })).items.map((item) => item.title)).toEqual(['Exhibit letter.docx']);
  });

  it('lists categories from the firm list, searched on the server', async () => {
    const response = await a.request<{ documentCategories: string[] }>('query($s: String) { documentCategories(search: $s) }', { s: 'med' });
    expect(response.data!.documentCategories).toEqual(['Medical Records', 'Medical Bills']);
    const all = await a.request<{ documentCategories: string[] }>('{ documentCategories }');
    expect(all.data!.documentCategories).toContain('Police Report');
  });
});

describe('folders', () => {
  it("shows a case's opening folders as its top-level folders", async () => {
    const matter = await createMatter(a, { name: 'Folders v. Case', folders: ['Medical Records', 'Police Report'] });
    const top = await list(a, { matterId: matter.id, kind: 'FOLDERS', sortBy: 'NAME', sortDirection: 'ASC' });
    expect(top.items.map((item) => [item.__typename, item.name])).toEqual([
      ['DocumentFolder', 'Medical Records'],
      ['DocumentFolder', 'Police Report'],
    ]);
    expect(matter.folders.map((f) => f.id).sort()).toEqual(top.items.map((item) => item.id).sort());
  });

  it('nests folders with a breadcrumb, moves them without loops, and deletes only empty ones', async () => {
    const create = async (name: string, parentId?: string) => {
      const response = await a.request<{ createFolder: { id: string; matterId: string } }>(CREATE_FOLDER, {
        input: { name, matterId: parentId ? undefined : matterId, parentId, category: 'Medical Records' },
      });
      expect(response.errors).toBeUndefined();
      return response.data!.createFolder;
    };
    const treatment = await create('Treatment');
    const hospital = await create('Hospital', treatment.id);
    const er = await create('ER', hospital.id);
    expect(er.matterId).toBe(matterId);

    const duplicate = await a.request(CREATE_FOLDER, { input: { name: 'hospital', parentId: treatment.id } });
    expect(duplicate.errors![0]!.extensions!.fields).toEqual([{ field: 'name', messages: ['A folder named "hospital" is already there.'] }]);

    const crumbs = await a.request<{ folderPath: Array<{ name: string }> }>(PATH, { folderId: er.id });
    expect(crumbs.data!.folderPath.map((f) => f.name)).toEqual(['Treatment', 'Hospital', 'ER']);

    for (const target of [er.id, hospital.id, treatment.id]) {
      const loop = await a.request(MOVE_FOLDER, { id: treatment.id, parentId: target });
      expect(loop.errors![0]!.extensions!.fields).toEqual([{ field: 'parentId', messages: ['A folder cannot be moved into itself or one of its sub-folders.'] }]);
    }

    const file = await upload(a, { name: 'er-bill.pdf', data: pdf(['ER bill']) }, { folderId: er.id });
    expect(file.body).toMatchObject({ matterId, folderId: er.id });
    const inside = await list(a, { folderId: hospital.id });
    expect(inside.items.map((item) => [item.name, item.itemCount])).toEqual([['ER', 1]]);

    const moved = await a.request<{ moveFolder: { parentId: string | null } }>(MOVE_FOLDER, { id: er.id, parentId: null });
    expect(moved.data!.moveFolder.parentId).toBeNull();
    expect((await a.request<{ folderPath: Array<{ name: string }> }>(PATH, { folderId: er.id })).data!.folderPath.map((f) => f.name)).toEqual(['ER']);

    // Another case's folder is no place for this case's folder or document.
    const other = await createMatter(a, { name: 'Other v. Case', folders: ['Elsewhere'] });
    expect(errorCode(await a.request(MOVE_FOLDER, { id: hospital.id, parentId: other.folders[0]!.id }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await a.request(MOVE_DOCUMENT, { id: file.body.id, folderId: other.folders[0]!.id }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await b.request(MOVE_DOCUMENT, { id: file.body.id, folderId: null }))).toBe('NOT_FOUND');

    const notEmpty = await a.request('mutation($id: ID!) { deleteFolder(id: $id) }', { id: er.id });
    expect(notEmpty.errors![0]!.message).toBe('"ER" is not empty. Move or delete what is in it first.');
    const out = await a.request<{ moveDocument: { folderId: string | null } }>(MOVE_DOCUMENT, { id: file.body.id, folderId: treatment.id });
    expect(out.data!.moveDocument.folderId).toBe(treatment.id);
    expect((await a.request<{ deleteFolder: boolean }>('mutation($id: ID!) { deleteFolder(id: $id) }', { id: er.id })).data!.deleteFolder).toBe(true);

    const renamed = await a.request<{ renameFolder: { name: string; version: number } }>(
      'mutation($id: ID!, $name: String!, $version: Int!) { renameFolder(id: $id, name: $name, version: $version) { name version } }',
      { id: hospital.id, name: 'Hospital Records', version: 1 },
    );
    expect(renamed.data!.renameFolder).toEqual({ name: 'Hospital Records', version: 2 });
    const stale = await a.request('mutation($id: ID!, $name: String!, $version: Int!) { renameFolder(id: $id, name: $name, version: $version) { name } }', {
      id: hospital.id,
      name: 'Again',
      version: 1,
    });
    expect(errorCode(stale)).toBe('CONFLICT');

    const activity = await a.request<{ matterActivity: { items: Array<{ summary: string }> } }>(
      'query($m: ID!) { matterActivity(matterId: $m, pageSize: 50) { items { summary } } }',
      { m: matterId },
    );
    const summaries = activity.data!.matterActivity.items.map((item) => item.summary);
    expect(summaries).toEqual(expect.arrayContaining([
      'Created the folder "ER" in "Hospital"',
      'Uploaded "er-bill.pdf" to "ER"',
      'Moved the folder "ER" to the top level',
      'Moved the document "er-bill.pdf" to "Treatment"',
      'Deleted the folder "ER"',
      'Renamed the folder "Hospital" to "Hospital Records"',
    ]));
  });

  it('filters one level by kind and sorts by name', async () => {
    const level = await list(a, { matterId, sortBy: 'NAME', sortDirection: 'ASC', pageSize: 100 });
    const kinds = level.items.map((item) => item.__typename);
    expect(kinds.indexOf('Document')).toBeGreaterThan(kinds.lastIndexOf('DocumentFolder'));
    const documents = await list(a, { matterId, kind: 'DOCUMENTS', sortBy: 'NAME', sortDirection: 'ASC', pageSize: 100 });
    const titles = documents.items.map((item) => String(item.title));
    const descending = await list(a, { matterId, kind: 'DOCUMENTS', sortBy: 'NAME', sortDirection: 'DESC', pageSize: 100 });
    expect(descending.items.map((item) => String(item.title))).toEqual([...titles].reverse());
    expect(titles[0]!.toLowerCase() <= titles[titles.length - 1]!.toLowerCase()).toBe(true);
    expect(documents.items.every((item) => item.__typename === 'Document' && item.folderId === null)).toBe(true);
    const paged = await list(a, { matterId, kind: 'DOCUMENTS', pageSize: 2, page: 2 });
    expect(paged.totalCount).toBe(documents.totalCount);
    expect(paged.items).toHaveLength(2);
  });
});

describe('rename and delete', () => {
  it('renames over the version, and deleting removes the stored file too', async () => {
    const { body } = await upload(a, { name: 'draft.txt', data: Buffer.from('draft') }, { matterId });
    const renamed = await a.request<{ renameDocument: { title: string; version: number } }>(
      'mutation($id: ID!, $name: String!, $version: Int!) { renameDocument(id: $id, name: $name, version: $version) { title version } }',
      { id: body.id, name: 'Final Demand Letter', version: 1 },
    );
    expect(renamed.data!.renameDocument).toEqual({ title: 'Final Demand Letter', version: 2 });
    const { rows } = await server.db.query<{ storage_key: string }>('SELECT storage_key FROM documents WHERE id = $1', [body.id]);
    const stored = path.basename(rows[0]!.storage_key);
    expect(await storedFiles()).toContain(stored);

    expect(errorCode(await b.request('mutation($id: ID!) { deleteDocument(id: $id) }', { id: body.id }))).toBe('NOT_FOUND');
    const deleted = await a.request<{ deleteDocument: boolean }>('mutation($id: ID!) { deleteDocument(id: $id) }', { id: body.id });
    expect(deleted.data!.deleteDocument).toBe(true);
    expect(await storedFiles()).not.toContain(stored);
    expect((await get(a, `/api/files/${body.id as string}`)).status).toBe(404);
  });
});
