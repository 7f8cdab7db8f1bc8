import { parse } from 'csv-parse/sync';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { eml } from '../fixtures/emails';

const EMAIL = 'id version description category subCategory reviewed sentAt fromAddress toAddresses direction origin bodyText attachmentCount attachmentDocumentIds reviewedBy { id }';
const LIST = `query($m: ID!, $sortBy: EmailSort, $dir: SortDirection, $search: String) { matterEmails(matterId: $m, sortBy: $sortBy, sortDirection: $dir, search: $search) { totalCount items { ${EMAIL} } } }`;

interface EmailData {
  id: string;
  version: number;
  description: string;
  category: string | null;
  reviewed: boolean;
  sentAt: string;
  fromAddress: string;
  toAddresses: string;
  direction: string;
  origin: string;
  bodyText: string | null;
  attachmentCount: number;
  attachmentDocumentIds: string[];
}

/** A small real PDF (one page, the word "Lumbar"), so the attachment passes the content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 20 100 Td (Lumbar MRI) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let server: TestServer;
let attorney: ApiClient;
let other: ApiClient;
let matterId: string;

async function upload(api: ApiClient, files: Array<{ name: string; content: string | Buffer }>, target = matterId) {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]), file.name);
  const response = await fetch(`${server.url}/api/matters/${target}/emails`, { method: 'POST', body: form, headers: { cookie: api.cookie! } });
  return {
    status: response.status,
    body: (await response.json()) as { outcomes?: Array<{ file: string; emailId: string | null; problem: string | null; skippedAttachments?: Array<{ fileName: string; problem: string }> }>; error?: string },
  };
}
const list = async (variables: Record<string, unknown> = {}) => (await attorney.request<{ matterEmails: { totalCount: number; items: EmailData[] } }>(LIST, { m: matterId, ...variables })).data!.matterEmails;

beforeAll(async () => {
  server = await startTestServer();
  const firm = await createFirm(server.db);
  attorney = await server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY', email: 'avery@summit-law.example' }));
  other = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
  matterId = (await attorney.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Okafor v. Lone Star" }) { id } }')).data!.createMatter.id;
});

afterAll(async () => {
  await server.stop();
});

describe('case emails', () => {
  it('imports .eml files (once per message), with direction from the firm’s domain, and lists them', async () => {
    const inbound = eml({ id: 'a1', subject: 'Claim 77-1: recorded statement', from: 'Dana Adjuster <dana@lonestar-ins.example>', to: 'avery@summit-law.example', text: 'Please call me about the statement.' });
    const outbound = eml({ id: 'a2', subject: 'Letter of representation', from: 'Avery Stone <avery@summit-law.example>', to: 'dana@lonestar-ins.example', text: 'We represent Ada Okafor.' });
    const first = await upload(attorney, [{ name: 'statement.eml', content: inbound }, { name: 'lor.eml', content: outbound }, { name: 'notes.txt', content: 'hello' }]);
    expect(first.status).toBe(201);
    expect(first.body.outcomes!.map((o) => [o.file, o.emailId !== null, o.problem])).toEqual([
      ['statement.eml', true, null],
      ['lor.eml', true, null],
      ['notes.txt', false, 'Only .eml files can be imported here.'],
    ]);
    const again = await upload(attorney, [{ name: 'statement.eml', content: inbound }]);
    expect(again.status).toBe(422);
    expect(again.body.outcomes![0]!.problem).toBe('This email is already filed on the case.');

    const emails = await list({ sortBy: 'DESCRIPTION', dir: 'ASC' });
    expect(emails.totalCount).toBe(2);
    expect(emails.items.map((e) => [e.description, e.direction, e.origin])).toEqual([
      ['Claim 77-1: recorded statement', 'INBOUND', 'IMPORTED'],
      ['Letter of representation', 'OUTBOUND', 'IMPORTED'],
    ]);
    expect(emails.items[0]).toMatchObject({ fromAddress: 'Dana Adjuster <dana@lonestar-ins.example>', toAddresses: 'avery@summit-law.example', sentAt: '2026-11-10T20:30:00.000Z', bodyText: 'Please call me about the statement.' });
    expect((await list({ search: 'represent' })).items.map((e) => e.description)).toEqual(['Letter of representation']);
    const bad = await upload(attorney, [{ name: 'broken.eml', content: Buffer.from([0, 1, 2, 3]) }]);
    expect(bad.body.outcomes![0]!.problem).toBe('This file could not be read as an email (.eml).');
  });

  it('files each email of a batch on its own: one carrying NUL characters is filed without them, and the others are filed too', async () => {
    const mail = (id: string, subject: string, text: string) => eml({ id, subject, from: 'Dana Adjuster <dana@lonestar-ins.example>', to: 'avery@summit-law.example', text });
    const batch = await upload(attorney, [
      { name: 'before.eml', content: mail('n0', 'Adjuster call notes', 'Called about the estimate.') },
      { name: 'scanned.eml', content: mail('n1', 'Scanned\u0000 estimate', 'Page one\u0000 page two') },
      { name: 'after.eml', content: mail('n2', 'Estimate follow-up', 'Any news?') },
    ]);
    expect(batch.status).toBe(201);
    expect(batch.body.outcomes!.map((o) => [o.file, o.emailId !== null, o.problem])).toEqual([
      ['before.eml', true, null],
      ['scanned.eml', true, null],
      ['after.eml', true, null],
    ]);
    const scanned = (await list({ search: 'Scanned' })).items;
    expect(scanned.map((e) => [e.description, e.bodyText])).toEqual([['Scanned estimate', 'Page one page two']]);
  });

  it('files an email whose attachment has too many distinct words for search, keeping less of that text', async () => {
    // Hyphenated words of four different parts (each a word of its own too): a tsvector over PostgreSQL's 1 MB.
    const word = (n: number) => Array.from({ length: 4 }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** i) % 26))).join('');
    const words = Array.from({ length: 26_000 }, (_, n) => [0, 1, 2, 3].map((part) => word((n * 4 + part) * 7)).join('-')).join(' ');
    const result = await upload(attorney, [
      { name: 'glossary.eml', content: eml({ id: 'w1', subject: 'Glossary', from: 'dana@lonestar-ins.example', to: 'avery@summit-law.example', text: 'Attached.', attachment: { name: 'glossary.txt', content: Buffer.from(words), type: 'text/plain' } }) },
      { name: 'note.eml', content: eml({ id: 'w2', subject: 'Glossary note', from: 'dana@lonestar-ins.example', to: 'avery@summit-law.example', text: 'See the glossary.' }) },
    ]);
    expect(result.body.outcomes!.map((o) => [o.file, o.problem])).toEqual([
      ['glossary.eml', null],
      ['note.eml', null],
    ]);
    const { rows } = await server.db.query<{ length: number }>("SELECT length(text_content) AS length FROM documents WHERE original_name = 'glossary.txt'");
    expect(rows.map((row) => row.length)).toEqual([50_000]);
  });

  it('records an email by hand, files its category, marks it reviewed, and exports the tab as CSV that reads back', async () => {
    const recorded = await attorney.request<{ recordEmail: EmailData }>(`mutation($input: RecordEmailInput!) { recordEmail(input: $input) { ${EMAIL} } }`, {
      input: { matterId, description: 'Phone follow-up, "urgent", Müller', fromAddress: 'José Müller <jose@example.com>', toAddresses: 'avery@summit-law.example', sentAt: '2026-11-12T16:00:00.000Z', direction: 'INBOUND', category: 'Medical' },
    });
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data!.recordEmail).toMatchObject({ origin: 'RECORDED', category: 'Medical', reviewed: false });
    const blank = await attorney.request('mutation($input: RecordEmailInput!) { recordEmail(input: $input) { id } }', {
      input: { matterId, description: ' ', fromAddress: 'x', sentAt: '2026-11-12T16:00:00.000Z', direction: 'INBOUND' },
    });
    expect(blank.errors![0]!.extensions!.fields).toEqual([{ field: 'description', messages: ['Enter the subject.'] }]);
    const email = recorded.data!.recordEmail;
    const filed = await attorney.request<{ updateEmail: EmailData }>(`mutation($input: UpdateEmailInput!) { updateEmail(input: $input) { ${EMAIL} } }`, { input: { id: email.id, version: email.version, subCategory: 'Records' } });
    expect(filed.data!.updateEmail).toMatchObject({ category: 'Medical', subCategory: 'Records' });
    expect(errorCode(await attorney.request(`mutation($input: UpdateEmailInput!) { updateEmail(input: $input) { id } }`, { input: { id: email.id, version: email.version, category: 'x' } }))).toBe('CONFLICT');
    const reviewed = await attorney.request<{ setEmailReviewed: EmailData & { reviewedBy: { id: string } } }>(`mutation($id: ID!) { setEmailReviewed(id: $id, reviewed: true) { ${EMAIL} } }`, { id: email.id });
    expect(reviewed.data!.setEmailReviewed.reviewed).toBe(true);
    expect(reviewed.data!.setEmailReviewed.reviewedBy).not.toBeNull();

    const response = await fetch(`${server.url}/api/export/matters/${matterId}/emails`, { headers: { cookie: attorney.cookie! } });
    const rows: string[][] = parse(Buffer.from(await response.arrayBuffer()), { bom: true });
    expect(rows[0]).toEqual(['Description', 'Category', 'Review', 'Sub-Category', 'Date', 'From', 'Direction', 'To', 'Origin', 'Attachments']);
    expect(rows.find((r) => r[0] === 'Phone follow-up, "urgent", Müller')).toEqual([
      'Phone follow-up, "urgent", Müller', 'Medical', 'Reviewed', 'Records', '2026-11-12 16:00', 'José Müller <jose@example.com>', 'Inbound', 'avery@summit-law.example', 'Recorded', '0',
    ]);
  });

  it("keeps an email's attachments as the case's documents, found by their content; refused types are skipped, not filed", async () => {
    const withPdf = eml({
      id: 'b1', subject: 'MRI report', from: 'records@capital-imaging.example', to: 'avery@summit-law.example', text: 'Attached.',
      attachment: { name: 'mri-report.pdf', content: PDF, type: 'application/pdf' },
    });
    const withExe = eml({
      id: 'b2', subject: 'Invoice', from: 'billing@unknown.example', to: 'avery@summit-law.example', text: 'Open the attachment.',
      attachment: { name: 'invoice.pdf', content: Buffer.from('MZ\x90\x00 this is not a pdf'), type: 'application/pdf' },
    });
    const result = await upload(attorney, [{ name: 'mri.eml', content: withPdf }, { name: 'invoice.eml', content: withExe }]);
    expect(result.status).toBe(201);
    const [mri, invoice] = result.body.outcomes!;
    expect(mri!.skippedAttachments).toEqual([]);
    expect(invoice!.skippedAttachments).toEqual([{ fileName: 'invoice.pdf', problem: 'Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.' }]);
    const email = (await list({ search: 'MRI report' })).items[0]!;
    expect(email.attachmentCount).toBe(1);
    const found = await attorney.request<{ documents: { items: Array<{ id: string; title: string }> } }>(
      'query($m: ID!) { documents(matterId: $m, search: "Lumbar") { items { ... on Document { id title } } } }',
      { m: matterId },
    );
    expect(found.data!.documents.items.map((d) => d.id)).toEqual(email.attachmentDocumentIds);
    const download = await fetch(`${server.url}/api/files/${email.attachmentDocumentIds[0]}`, { headers: { cookie: attorney.cookie! } });
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('keeps another firm out', async () => {
    expect(errorCode(await other.request(LIST, { m: matterId }))).toBe('NOT_FOUND');
    const [first] = (await list()).items;
    expect(errorCode(await other.request(`mutation($id: ID!) { setEmailReviewed(id: $id, reviewed: true) { id } }`, { id: first!.id }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request('mutation($id: ID!) { deleteEmail(id: $id) }', { id: first!.id }))).toBe('NOT_FOUND');
    expect((await upload(other, [{ name: 'x.eml', content: eml({ id: 'z', subject: 'x', from: 'a@b.example', to: 'c@d.example', text: 'x' }) }])).status).toBe(404);
    expect((await fetch(`${server.url}/api/export/matters/${matterId}/emails`, { headers: { cookie: other.cookie! } })).status).toBe(404);
    const foreign = await fetch(`${server.url}/api/matters/${matterId}/emails`, { method: 'POST', body: new FormData(), headers: { cookie: attorney.cookie!, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});
