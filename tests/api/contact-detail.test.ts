import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const CREATE = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id version name otherEmails } }';
const UPDATE = 'mutation($input: UpdateContactInput!) { updateContact(input: $input) { id version otherEmails } }';
const RELATED = `query($contactId: ID!, $page: Int, $pageSize: Int) {
  relatedContacts(contactId: $contactId, page: $page, pageSize: $pageSize) { totalCount items { name kind } }
}`;
const NOTES = `query($contactId: ID!, $page: Int, $pageSize: Int) {
  contactNotes(contactId: $contactId, page: $page, pageSize: $pageSize) { totalCount items { id type body createdAt author { fullName } } }
}`;
const ADD_NOTE = 'mutation($input: AddContactNoteInput!) { addContactNote(input: $input) { id type body author { fullName } } }';
const DELETE_NOTE = 'mutation($id: ID!) { deleteNote(id: $id) }';

let server: TestServer;
let attorney: UserRow;
let a: ApiClient;
let paralegal: ApiClient;
let admin: ApiClient;
let b: ApiClient;

async function create(input: Record<string, unknown>): Promise<string> {
  const response = await a.request<{ createContact: { id: string } }>(CREATE, { input });
  expect(response.errors).toBeUndefined();
  return response.data!.createContact.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const firmA = await createFirm(server.db, { name: 'Alpha Injury Law' });
  attorney = await createUser(server.db, { firm: firmA, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  [a, paralegal, admin, b] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'PARALEGAL' })),
    server.signedIn(await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
});

afterAll(async () => {
  await server.stop();
});

describe('related contacts', () => {
  it("lists a company's people and a person's company and colleagues, by organization name", async () => {
    const company = await create({ kind: 'COMPANY', companyName: 'Lone Star Freight' });
    const driver = await create({ kind: 'PERSON', firstName: 'Rudy', lastName: 'Marsh', organization: 'lone star freight' });
    await create({ kind: 'PERSON', firstName: 'Ana', lastName: 'Cruz', organization: 'Lone Star Freight' });
    await create({ kind: 'PERSON', firstName: 'Solo', lastName: 'Person' });

    const ofCompany = await a.request<{ relatedContacts: { totalCount: number; items: Array<{ name: string }> } }>(RELATED, { contactId: company });
    expect(ofCompany.data!.relatedContacts).toEqual({ totalCount: 2, items: [{ name: 'Ana Cruz', kind: 'PERSON' }, { name: 'Rudy Marsh', kind: 'PERSON' }] });
    const ofDriver = await a.request<{ relatedContacts: { items: Array<{ name: string }> } }>(RELATED, { contactId: driver });
    expect(ofDriver.data!.relatedContacts.items).toEqual([
      { name: 'Lone Star Freight', kind: 'COMPANY' },
      { name: 'Ana Cruz', kind: 'PERSON' },
    ]);
    const paged = await a.request<{ relatedContacts: { totalCount: number; items: unknown[] } }>(RELATED, { contactId: company, pageSize: 1, page: 2 });
    expect(paged.data!.relatedContacts).toEqual({ totalCount: 2, items: [{ name: 'Rudy Marsh', kind: 'PERSON' }] });

    expect(errorCode(await b.request(RELATED, { contactId: company }))).toBe('NOT_FOUND');
  });
});

describe('other emails', () => {
  it('keeps extra email addresses, lower-cased, and refuses ones that are not', async () => {
    const id = await create({ kind: 'PERSON', lastName: 'Mailer', otherEmails: ['Work@Example.com'] });
    const bad = await a.request(UPDATE, { input: { id, version: 1, otherEmails: ['home@example.com', 'nope'] } });
    expect(bad.errors![0]!.extensions!.fields).toEqual([{ field: 'otherEmails', messages: ['Enter valid email addresses.'] }]);
    const good = await a.request<{ updateContact: { otherEmails: string[] } }>(UPDATE, {
      input: { id, version: 1, otherEmails: ['home@example.com', 'Work@Example.com'] },
    });
    expect(good.data!.updateContact).toMatchObject({ version: 2, otherEmails: ['home@example.com', 'work@example.com'] });
  });
});

describe('contact notes', () => {
  let contactId: string;
  let noteId: string;

  beforeAll(async () => {
    contactId = await create({ kind: 'PERSON', firstName: 'Noted', lastName: 'Client' });
  });

  it('adds notes with their author and lists them newest first, paged', async () => {
    const first = await a.request<{ addContactNote: { id: string } }>(ADD_NOTE, {
      input: { contactId, type: 'Phone Call', body: '  Called about the MRI results.  ' },
    });
    expect(first.data!.addContactNote).toMatchObject({ type: 'Phone Call', body: 'Called about the MRI results.', author: { fullName: 'Avery Stone' } });
    noteId = first.data!.addContactNote.id;
    await a.request(ADD_NOTE, { input: { contactId, body: 'Prefers email.' } });

    const list = await a.request<{ contactNotes: { totalCount: number; items: Array<{ body: string; type: string }> } }>(NOTES, { contactId, pageSize: 1 });
    expect(list.data!.contactNotes.totalCount).toBe(2);
    expect(list.data!.contactNotes.items).toEqual([expect.objectContaining({ body: 'Prefers email.', type: 'General' })]);

    const activity = await server.db.query(
      "SELECT summary FROM activity_entries WHERE subject_id = $1 AND action = 'contact.note_added'",
      [contactId],
    );
    expect(activity.rows).toHaveLength(2);
  });

  it('refuses an empty note', async () => {
    const response = await a.request(ADD_NOTE, { input: { contactId, body: '' } });
    expect(response.errors![0]!.extensions!.fields).toEqual([{ field: 'body', messages: ['Write the note.'] }]);
  });

  it("lets only the author or a firm admin delete a note, and never another firm's", async () => {
    expect(errorCode(await b.request(NOTES, { contactId }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request(ADD_NOTE, { input: { contactId, body: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await b.request(DELETE_NOTE, { id: noteId }))).toBe('NOT_FOUND');
    expect(errorCode(await paralegal.request(DELETE_NOTE, { id: noteId }))).toBe('FORBIDDEN');
    expect((await admin.request(DELETE_NOTE, { id: noteId })).data).toEqual({ deleteNote: true });
    const list = await a.request<{ contactNotes: { totalCount: number } }>(NOTES, { contactId });
    expect(list.data!.contactNotes.totalCount).toBe(1);
  });
});
