/**
 * Letter templates and a demand's package through the API (issue 23): firm admins keep templates in
 * text or Word with merge fields (unknown fields refused at once, previewed filled for a case); a
 * package assembles the cover letter, the medical specials summary and the chosen PDFs and images in
 * their order into one PDF, kept as a document of the case and linked to the demand; other firms and
 * cases the user may not open get nothing.
 */
import { PDFDocument } from 'pdf-lib';
import { docx, jpg, pdf, png } from '../fixtures/documents';
import { createFirm, createUser } from '../support/factories';
import { ApiClient, create, errorCode, fieldsOf, ok } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: ApiClient;
let attorney: ApiClient;
let paralegal: ApiClient;
let otherFirm: ApiClient;
let matterId: string;
let demandId: string;
let textTemplate: string;


async function upload(api: ApiClient, name: string, data: Buffer, matter: string | null): Promise<string> {
  const form = new FormData();
  if (matter) form.set('matterId', matter);
  form.set('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: api.cookie! }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const CREATE_TEMPLATE = 'mutation($input: CreateDocumentTemplateInput!) { createDocumentTemplate(input: $input) { id version name body documentId } }';
const PREVIEW = 'query($input: DemandLetterPreviewInput!) { demandLetterPreview(input: $input) }';
const ASSEMBLE = 'mutation($input: AssembleDemandPackageInput!) { assembleDemandPackage(input: $input) { id version packageDocument { id title contentType } } }';

const LETTER = [
  '{today}',
  '',
  'Dear {adjuster.name}:',
  'Re: Your insured {insured.name}; our client {client.name}; claim {claim.number}; policy {policy.number}',
  'We demand the policy limit of {demand.amount}. Medical specials: {damages.medicalBilled}. Please answer by {demand.responseDue}.',
  'Sincerely, {attorney.name}, {firm.name}. Braces: {{not a field}}',
].join('\n');

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC' });
  const firm = await createFirm(server.db, { name: 'Demand & Partners' });
  const adminRow = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  const attorneyRow = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Alma', lastName: 'Reyes' });
  const paralegalRow = await createUser(server.db, { firm, role: 'PARALEGAL' });
  [admin, attorney, paralegal, otherFirm] = (await Promise.all(
    [adminRow, attorneyRow, paralegalRow, await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })].map((row) => server.signedIn(row)),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient];
  const CONTACT = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }';
  const client = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Maria', lastName: 'Gonzalez' })).id;
  const driver = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Derek', lastName: 'Driver' })).id;
  const insurer = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Gulf States Mutual' })).id;
  const adjuster = (await create(admin, CONTACT, { kind: 'PERSON', firstName: 'Janet', lastName: 'Adjuster' })).id;
  const hospital = (await create(admin, CONTACT, { kind: 'COMPANY', companyName: 'Memorial Hospital' })).id;
  matterId = (await create(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Gonzalez v. Driver', clientId: client, staffIds: [attorneyRow.id, paralegalRow.id], permission: 'EVERYONE' })).id;
  const plaintiff = ((await server.db.query(`SELECT id FROM matter_parties WHERE matter_id = $1`, [matterId])).rows as Array<{ id: string }>)[0]!.id;
  const defendant = (await create(admin, 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', { matterId, category: 'DEFENDANT', contactId: driver })).id;
  const policy = (
    await create(paralegal, 'mutation($input: AddInsurancePolicyInput!) { addInsurancePolicy(input: $input) { id } }', {
      matterId, insurerId: insurer, insuredPartyId: defendant, coverage: 'BODILY_INJURY_LIABILITY', policyNumber: 'AUTO-4471', claimNumber: 'CLM-99', adjusterId: adjuster, perPersonLimitCents: 10_000_000,
    })
  ).id;
  const treatment = (await create(paralegal, 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', { matterId, plaintiffPartyId: plaintiff, providerId: hospital })).id;
  await create(paralegal, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', { matterId, treatmentId: treatment, serviceFrom: '2026-03-02', billedCents: 1_500_001 });
  demandId = (
    await create(attorney, 'mutation($input: AddNegotiationInput!) { addNegotiation(input: $input) { id } }', {
      matterId, happenedOn: '2026-11-20', kind: 'POLICY_LIMITS_DEMAND', policyId: policy, amountCents: 10_000_000, responseDueOn: '2026-12-20',
    })
  ).id;
});

afterAll(async () => {
  await server.stop();
});

describe('letter templates', () => {
  it('are kept by firm admins, with every unknown merge field refused at once', async () => {
    const { templateMergeFields } = await ok<{ templateMergeFields: Array<{ key: string }> }>(paralegal, 'query { templateMergeFields { key description example } }');
    expect(templateMergeFields.map((field) => field.key)).toEqual(expect.arrayContaining(['client.name', 'case.number', 'insurer.name', 'claim.number', 'damages.total', 'today']));

    const bad = await admin.request(CREATE_TEMPLATE, { input: { name: '', body: 'Dear {clinet.name}, {damages.totl}' } });
    expect(fieldsOf(bad)).toEqual({ name: 'Name the template.', body: 'Unknown merge fields {clinet.name}, {damages.totl}: use the fields listed beside the editor.' });
    expect(fieldsOf(await admin.request(CREATE_TEMPLATE, { input: { name: 'Empty' } }))).toEqual({ body: 'Write the text, or upload a Word (DOCX) template.' });
    expect(errorCode(await paralegal.request(CREATE_TEMPLATE, { input: { name: 'Mine', body: 'Hello' } }))).toBe('FORBIDDEN');

    textTemplate = (await create(admin, CREATE_TEMPLATE, { name: 'Policy limits demand', body: LETTER })).id;
    expect(fieldsOf(await admin.request(CREATE_TEMPLATE, { input: { name: 'Policy limits demand', body: 'Again' } }))).toEqual({ name: 'There is already a template named "Policy limits demand".' });
    const { documentTemplates } = await ok<{ documentTemplates: { items: Array<{ name: string }> } }>(paralegal, 'query { documentTemplates { totalCount items { id name body } } }');
    expect(documentTemplates.items.map((template) => template.name)).toEqual(['Policy limits demand']);
    expect((await ok<{ documentTemplates: { totalCount: number } }>(otherFirm, 'query { documentTemplates { totalCount } }')).documentTemplates.totalCount).toBe(0);
  });

  it('fills a template with the case and the demand for a preview, also text not yet saved', async () => {
    const { demandLetterPreview } = await ok<{ demandLetterPreview: string }>(paralegal, PREVIEW, { input: { negotiationId: demandId, templateId: textTemplate } });
    expect(demandLetterPreview).toContain('Dear Janet Adjuster:');
    expect(demandLetterPreview).toContain('Re: Your insured Derek Driver; our client Maria Gonzalez; claim CLM-99; policy AUTO-4471');
    expect(demandLetterPreview).toContain('We demand the policy limit of $100,000.00. Medical specials: $15,000.01. Please answer by December 20, 2026.');
    expect(demandLetterPreview).toContain('Sincerely, Alma Reyes, Demand & Partners. Braces: {not a field}');
    const unsaved = await ok<{ demandLetterPreview: string }>(admin, PREVIEW, { input: { matterId, body: 'Case {case.name} for {client.name}' } });
    expect(unsaved.demandLetterPreview).toBe('Case Gonzalez v. Driver for Maria Gonzalez');
    expect(errorCode(await otherFirm.request(PREVIEW, { input: { negotiationId: demandId, templateId: textTemplate } }))).toBe('NOT_FOUND');
    expect(errorCode(await otherFirm.request(PREVIEW, { input: { matterId, body: '{client.name}' } }))).toBe('NOT_FOUND');
  });

  it('takes a Word template with the same fields, and refuses a Word file naming unknown ones or a file that is not Word', async () => {
    const word = await upload(admin, 'demand.docx', docx(['Dear {adjuster.name},', 'Our client {client.name} demands {demand.amount}.']), null);
    const saved = await create<{ documentId: string; body: string | null }>(admin, CREATE_TEMPLATE, { name: 'Word demand', documentId: word });
    expect(saved).toMatchObject({ documentId: word, body: null });
    const unknown = await upload(admin, 'bad.docx', docx(['Dear {adjustor.name}']), null);
    expect(fieldsOf(await admin.request(CREATE_TEMPLATE, { input: { name: 'Bad', documentId: unknown } }))).toEqual({ documentId: 'Unknown merge field {adjustor.name}: use the fields listed beside the editor.' });
    const notWord = await upload(admin, 'letter.pdf', pdf(['Dear {client.name}']), null);
    expect(fieldsOf(await admin.request(CREATE_TEMPLATE, { input: { name: 'Not word', documentId: notWord } }))).toEqual({ documentId: 'Upload the template as a Word document (.docx).' });
    const { demandLetterPreview } = await ok<{ demandLetterPreview: string }>(attorney, PREVIEW, { input: { negotiationId: demandId, templateId: (saved as unknown as { id: string }).id } });
    expect(demandLetterPreview).toBe('Dear Janet Adjuster,\n\nOur client Maria Gonzalez demands $100,000.00.');
  });
});

describe('the demand package', () => {
  it('assembles the cover letter, the specials and the chosen documents in order into one PDF of the case, linked to the demand', async () => {
    const records = await upload(paralegal, 'records.pdf', pdf(['Hospital record page one', 'Hospital record page two']), matterId);
    const photo = await upload(paralegal, 'photo.png', png(400, 300), matterId);
    const broken = await upload(paralegal, 'broken.jpg', jpg(), matterId);
    const word = await upload(paralegal, 'notes.docx', docx(['Internal notes']), matterId);

    const refused = await paralegal.request(ASSEMBLE, { input: { negotiationId: demandId, templateId: textTemplate, includeSpecials: true, documentIds: [records, word] } });
    expect(fieldsOf(refused)).toEqual({ documentIds: '"notes.docx" is not a PDF or an image: only those go in a package.' });
    const unreadable = await paralegal.request(ASSEMBLE, { input: { negotiationId: demandId, includeSpecials: false, documentIds: [broken] } });
    expect(fieldsOf(unreadable)).toEqual({ documentIds: 'These could not be read: "broken.jpg". Open them to check, or leave them out.' });

    const { assembleDemandPackage } = await ok<{ assembleDemandPackage: { packageDocument: { id: string; title: string; contentType: string } } }>(paralegal, ASSEMBLE, {
      input: { negotiationId: demandId, templateId: textTemplate, includeSpecials: true, documentIds: [records, photo] },
    });
    const stored = assembleDemandPackage.packageDocument;
    expect(stored).toMatchObject({ title: 'Demand package - Policy-Limits Demand ' + new Date().toISOString().slice(0, 10), contentType: 'application/pdf' });

    const download = await fetch(`${server.url}/api/files/${stored.id}`, { headers: { cookie: attorney.cookie! } });
    expect(download.status).toBe(200);
    const assembled = await PDFDocument.load(Buffer.from(await download.arrayBuffer()));
    expect(assembled.getPageCount()).toBe(1 + 1 + 2 + 1); // letter, specials, the two record pages, the photo
    // The package's text, as the document search reads it: the letter first, the specials, then the records in order.
    const text = ((await server.db.query('SELECT text_content FROM documents WHERE id = $1', [stored.id])).rows as Array<{ text_content: string }>)[0]!.text_content;
    const at = (needle: string) => text.indexOf(needle);
    expect(at('Dear Janet Adjuster')).toBeGreaterThanOrEqual(0);
    expect(at('Maria Gonzalez')).toBeGreaterThanOrEqual(0);
    expect(at('$15,000.01')).toBeGreaterThan(at('Dear Janet Adjuster'));
    expect(at('Medical Specials Summary')).toBeGreaterThan(at('Dear Janet Adjuster'));
    expect(at('Hospital record page one')).toBeGreaterThan(at('Medical Specials Summary'));
    expect(at('Hospital record page two')).toBeGreaterThan(at('Hospital record page one'));

    expect(errorCode(await otherFirm.request(ASSEMBLE, { input: { negotiationId: demandId, templateId: textTemplate, includeSpecials: true, documentIds: [] } }))).toBe('NOT_FOUND');
    expect((await fetch(`${server.url}/api/files/${stored.id}`, { headers: { cookie: otherFirm.cookie! } })).status).toBe(404);
  });
});
