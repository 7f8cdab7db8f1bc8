import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const INVOICE = 'id version attachment { id title originalName }';
const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE} } }`;
const UPDATE = `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { ${INVOICE} } }`;
const GET = `query($id: ID!) { invoice(id: $id) { ${INVOICE} } }`;

interface InvoiceData {
  id: string;
  version: number;
  attachment: { id: string; title: string; originalName: string } | null;
}

let server: TestServer;
let attorney: ApiClient;
let paralegal: ApiClient;
let other: ApiClient;
let matterId: string;
let secondMatterId: string;
let clientId: string;
let otherMatterId: string;
let otherClientId: string;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const lines = [{ description: 'Drafting', quantity: '1', rateCents: 10000 }];

/** POST /api/files, the way the Create Invoice dialog stores its file. */
async function upload(user: ApiClient, matter: string, name: string, text: string): Promise<string> {
  const form = new FormData();
  form.set('matterId', matter);
  form.set('file', new Blob([text], { type: 'text/plain' }), name);
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: user.cookie! }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function create(user: ApiClient, input: Record<string, unknown>) {
  return user.request<{ createInvoice: InvoiceData }>(CREATE, { input: { clientId, matterId, dueDate: day(30), lines, ...input } });
}

async function setup(user: ApiClient) {
  const matter = async (name: string) => (await user.request<{ createMatter: { id: string } }>(`mutation { createMatter(input: { name: "${name}" }) { id } }`)).data!.createMatter.id;
  const contact = (await user.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Ada", lastName: "Okafor" }) { id } }')).data!
    .createContact.id;
  return { first: await matter('Okafor v. Lone Star'), second: await matter('Okafor v. Reyes'), contact };
}

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  const firm = await createFirm(server.db);
  [attorney, paralegal, other] = await Promise.all([
    server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY' })),
    server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  ({ first: matterId, second: secondMatterId, contact: clientId } = await setup(attorney));
  ({ first: otherMatterId, contact: otherClientId } = await setup(other));
});

afterAll(async () => {
  await server.stop();
});

describe('the attachment of an invoice', () => {
  it("keeps a file uploaded to the invoice's case and shows it to billing readers, who can download it", async () => {
    const documentId = await upload(attorney, matterId, 'engagement-letter.txt', 'Engagement letter: hourly rate 250.');
    const created = await create(attorney, { attachmentDocumentId: documentId });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createInvoice.attachment).toEqual({ id: documentId, title: 'engagement-letter.txt', originalName: 'engagement-letter.txt' });

    const read = await paralegal.request<{ invoice: InvoiceData }>(GET, { id: created.data!.createInvoice.id });
    expect(read.data!.invoice.attachment?.id).toBe(documentId);
    const download = await fetch(`${server.url}/api/files/${documentId}`, { headers: { cookie: paralegal.cookie! } });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Engagement letter: hourly rate 250.');
  });

  it("refuses a document of another case, of no case, or of another firm, with the same message", async () => {
    const elsewhere = await upload(attorney, secondMatterId, 'other-case.txt', 'Another case');
    const firmWide = await (async () => {
      const form = new FormData();
      form.set('file', new Blob(['Firm policy'], { type: 'text/plain' }), 'policy.txt');
      const response = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: attorney.cookie! }, body: form });
      return ((await response.json()) as { id: string }).id;
    })();
    const otherFirms = await upload(other, otherMatterId, 'their-letter.txt', 'Not yours');
    for (const attachmentDocumentId of [elsewhere, firmWide, otherFirms]) {
      const refused = await create(attorney, { attachmentDocumentId });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.extensions!.fields).toEqual([{ field: 'attachmentDocumentId', messages: ["Attach a document of the invoice's case."] }]);
    }
  });

  it("the second firm can neither attach the first firm's document nor see it through the invoice", async () => {
    const documentId = await upload(attorney, matterId, 'statement.txt', 'Statement of account');
    const created = await create(attorney, { attachmentDocumentId: documentId });
    const invoiceId = created.data!.createInvoice.id;

    const theirs = await other.request(CREATE, {
      input: { clientId: otherClientId, matterId: otherMatterId, dueDate: day(30), lines, attachmentDocumentId: documentId },
    });
    expect(errorCode(theirs)).toBe('BAD_USER_INPUT');
    const read = await other.request(GET, { id: invoiceId });
    expect(errorCode(read)).toBe('NOT_FOUND');
    const download = await fetch(`${server.url}/api/files/${documentId}`, { headers: { cookie: other.cookie! } });
    expect(download.status).toBe(404);

    // Their own invoice pointing at our document through an update is refused too.
    const own = await other.request<{ createInvoice: InvoiceData }>(CREATE, { input: { clientId: otherClientId, matterId: otherMatterId, dueDate: day(30), lines } });
    const update = await other.request(UPDATE, { input: { id: own.data!.createInvoice.id, version: own.data!.createInvoice.version, attachmentDocumentId: documentId } });
    expect(errorCode(update)).toBe('BAD_USER_INPUT');
  });

  it('is replaced or removed on edit, must follow the invoice to another case, and goes when its document is deleted', async () => {
    const first = await upload(attorney, matterId, 'first.txt', 'First');
    const second = await upload(attorney, matterId, 'second.txt', 'Second');
    const created = (await create(attorney, { attachmentDocumentId: first })).data!.createInvoice;

    const replaced = await attorney.request<{ updateInvoice: InvoiceData }>(UPDATE, { input: { id: created.id, version: created.version, attachmentDocumentId: second } });
    expect(replaced.data!.updateInvoice.attachment?.title).toBe('second.txt');

    // Moving the invoice to another case while its file stays with this one: refused.
    const moved = await attorney.request(UPDATE, { input: { id: created.id, version: replaced.data!.updateInvoice.version, matterId: secondMatterId } });
    expect(errorCode(moved)).toBe('BAD_USER_INPUT');

    const removed = await attorney.request<{ updateInvoice: InvoiceData }>(UPDATE, {
      input: { id: created.id, version: replaced.data!.updateInvoice.version, attachmentDocumentId: null },
    });
    expect(removed.data!.updateInvoice.attachment).toBeNull();

    const again = await attorney.request<{ updateInvoice: InvoiceData }>(UPDATE, {
      input: { id: created.id, version: removed.data!.updateInvoice.version, attachmentDocumentId: first },
    });
    expect(again.data!.updateInvoice.attachment?.id).toBe(first);
    const deleted = await attorney.request('mutation($id: ID!) { deleteDocument(id: $id) }', { id: first });
    expect(deleted.errors).toBeUndefined();
    const read = await attorney.request<{ invoice: InvoiceData }>(GET, { id: created.id });
    expect(read.data!.invoice.attachment).toBeNull();
  });

  it('paralegals cannot attach a file (billing is read-only for them)', async () => {
    const documentId = await upload(paralegal, matterId, 'paralegal.txt', 'Draft');
    const refused = await create(paralegal, { attachmentDocumentId: documentId });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});
