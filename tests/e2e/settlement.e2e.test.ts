/**
 * The settlement journey (issue 23), in Chromium: an attorney sets a 33.33 % / 40 % fee agreement,
 * sends a policy-limits demand with a demand package assembled from the firm's template, the
 * medical specials and a record of the case (the PDF's letter names the client and the medical
 * total, the record's pages follow), records an offer, then a settlement after the complaint is
 * filed, and finalizes the statement (40 % applies); the statement's PDF carries the net the screen
 * shows. A paralegal prepares but cannot finalize.
 */
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { pdf } from '../fixtures/documents';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let server: TestServer;
let browser: Browser;
let attorney: Page;
let paralegal: Page;
let admin: ApiClient;
let matterId: string;
let caseUrl: string;

async function make(api: ApiClient, query: string, input: Record<string, unknown>): Promise<string> {
  const response = await api.request<Record<string, { id: string }>>(query, { input });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data)[0]!.id;
}

/** The text of a PDF as the server reads documents (kept as a document of the case, then read back). */
async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.set('matterId', matterId);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const uploaded = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: admin.cookie! }, body: form });
  const { id } = (await uploaded.json()) as { id: string };
  return (await server.db.query('SELECT text_content FROM documents WHERE id = $1', [id])).rows[0].text_content as string;
}

async function download(page: Page, url: string): Promise<Buffer> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true', TIME_ZONE: 'UTC' }), launchChromium()]);
  admin = new ApiClient(`${server.url}/graphql`);
  await admin.signIn('admin@demo.matterhorn.law', 'matterhorn-demo');
  // The slip-and-fall case: the store's insurer, a hospital bill and the hospital's records (set up as the firm admin).
  matterId = (await server.db.query("SELECT id FROM matters WHERE name LIKE 'Bell%'")).rows[0].id as string;
  const CONTACT = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }';
  const store = await make(admin, CONTACT, { kind: 'COMPANY', companyName: 'Fresh Foods Market' });
  const insurer = await make(admin, CONTACT, { kind: 'COMPANY', companyName: 'Harbor Mutual Insurance' });
  const adjuster = await make(admin, CONTACT, { kind: 'PERSON', firstName: 'Nora', lastName: 'Quinn' });
  const hospital = await make(admin, CONTACT, { kind: 'COMPANY', companyName: 'Seton Medical Center' });
  const defendant = await make(admin, 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', { matterId, category: 'DEFENDANT', contactId: store, role: 'Defendant' });
  await make(admin, 'mutation($input: AddInsurancePolicyInput!) { addInsurancePolicy(input: $input) { id } }', {
    matterId, insurerId: insurer, insuredPartyId: defendant, coverage: 'BODILY_INJURY_LIABILITY', policyNumber: 'CGL-20931', perPersonLimitCents: 10_000_000, adjusterId: adjuster, claimNumber: 'HM-7781',
  });
  const plaintiff = (await server.db.query(`SELECT id FROM matter_parties WHERE matter_id = $1 AND category = 'PLAINTIFF'`, [matterId])).rows[0].id as string;
  const care = await make(admin, 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', { matterId, plaintiffPartyId: plaintiff, providerId: hospital });
  await make(admin, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', { matterId, treatmentId: care, serviceFrom: utcDay(-90), billedCents: 1_842_517 });
  const form = new FormData();
  form.set('matterId', matterId);
  form.set('title', 'Seton records');
  form.set('file', new Blob([new Uint8Array(pdf(['Seton emergency department record', 'Seton discharge summary']))]), 'seton-records.pdf');
  expect((await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: admin.cookie! }, body: form })).status).toBe(201);
  caseUrl = `${server.url}/cases/caseDetail?id=${matterId}&tab=settlement`;
  [attorney, paralegal] = await Promise.all([
    openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/'),
    openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/'),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('settlement journey', () => {
  it('sets a 33.33 % before suit, 40 % after filing fee agreement', async () => {
    await attorney.goto(caseUrl);
    await attorney.getByRole('button', { name: 'Edit the fee agreement' }).click();
    const dialog = attorney.getByRole('dialog', { name: /Fee Agreement/ });
    await dialog.getByLabel('Before suit', { exact: true }).fill('33.33');
    await dialog.getByLabel('After filing', { exact: true }).fill('40');
    await dialog.getByLabel('On appeal', { exact: true }).fill('');
    await dialog.getByLabel('Signed on').fill(utcDay(-100));
    await screenshot(attorney, 'settlement-01-fee-agreement');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await attorney.getByText('33.33 % of the gross recovery').first().waitFor();
  });

  it('sends a policy-limits demand with its response deadline, and assembles its demand package', async () => {
    await attorney.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = attorney.getByRole('dialog', { name: /Demand or Offer|Add/ });
    await dialog.getByLabel('Date').fill(utcDay(0));
    await chooseOption(dialog.getByRole('combobox', { name: 'Kind' }), 'Policy-Limits Demand');
    await chooseOption(dialog.getByRole('combobox', { name: 'Other side' }), 'Harbor Mutual Insurance (Bodily Injury Liability, claim HM-7781)');
    await dialog.getByLabel('Amount').fill('100,000');
    await dialog.getByLabel('Response due').fill(utcDay(30));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const demand = attorney.getByRole('listitem', { name: /Policy-Limits Demand of/ });
    await demand.getByText('$100,000.00').waitFor();
    await screenshot(attorney, 'settlement-02-demand');

    // The package: the firm's "Policy limits demand" letter (previewed), the specials, the hospital's records.
    await demand.getByRole('button', { name: 'Demand Package' }).click();
    const pack = attorney.getByRole('dialog', { name: 'Demand Package' });
    await chooseOption(pack.getByRole('combobox', { name: 'Cover letter' }), 'Policy limits demand');
    await pack.getByRole('button', { name: 'Preview' }).click();
    await pack.getByText(/Dear Nora Quinn:/).waitFor();
    await pack.getByText(/Our client: Marcus Bell/).waitFor();
    await pack.getByRole('checkbox', { name: 'Medical specials summary' }).isChecked();
    await pack.getByRole('checkbox', { name: 'Seton records' }).check();
    await screenshot(attorney, 'settlement-03-demand-package');
    await pack.getByRole('button', { name: 'Assemble' }).click();
    await pack.waitFor({ state: 'detached' });
    const link = demand.getByRole('link', { name: 'Demand package' });
    const bytes = await download(attorney, new URL((await link.getAttribute('href'))!, server.url).toString());
    const assembled = await PDFDocument.load(bytes);
    // The letter (one page or two), the specials summary, then the record's two pages.
    expect(assembled.getPageCount()).toBeGreaterThanOrEqual(4);
    const text = await pdfText(bytes, 'package.pdf');
    const at = (needle: string) => text.indexOf(needle);
    expect(at('Dear Nora Quinn:')).toBeGreaterThanOrEqual(0);
    expect(at('Our client: Marcus Bell')).toBeGreaterThan(at('Dear Nora Quinn') - 400);
    expect(at('$18,425.17')).toBeGreaterThan(at('Dear Nora Quinn:')); // the medical specials in the letter
    expect(at('Medical Specials Summary')).toBeGreaterThan(at('Dear Nora Quinn:'));
    expect(at('Seton emergency department record')).toBeGreaterThan(at('Medical Specials Summary'));
    expect(at('Seton discharge summary')).toBeGreaterThan(at('Seton emergency department record'));
  });

  it('records an offer; the summary shows the gap', async () => {
    await attorney.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = attorney.getByRole('dialog', { name: /Demand or Offer|Add/ });
    await dialog.getByLabel('Date').fill(utcDay(0));
    await chooseOption(dialog.getByRole('combobox', { name: 'Kind' }), 'Offer');
    await chooseOption(dialog.getByRole('combobox', { name: 'Other side' }), 'Harbor Mutual Insurance (Bodily Injury Liability, claim HM-7781)');
    await dialog.getByLabel('Amount').fill('62,500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await attorney.getByText('$37,500.00').first().waitFor(); // the gap
  });

  it('records the complaint as filed, then a settlement; a paralegal prepares the draft but cannot finalize', async () => {
    await attorney.getByRole('tab', { name: 'Deadlines' }).click();
    const card = attorney.getByRole('region', { name: /Statute of limitations/ }).first();
    await card.getByRole('button', { name: 'Record complaint filed' }).click();
    const filed = attorney.getByRole('dialog', { name: 'Record complaint filed' });
    await filed.getByRole('button', { name: 'Save' }).click();
    await filed.waitFor({ state: 'detached' });

    await attorney.getByRole('tab', { name: 'Settlement' }).click();
    await attorney.getByText(/After filing/).first().waitFor();
    await attorney.getByRole('button', { name: 'Record Settlement' }).click();
    const dialog = attorney.getByRole('dialog', { name: /Settlement/ });
    await dialog.getByLabel('Amount').fill('85,000');
    await dialog.getByLabel('Date').fill(utcDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const statement = attorney.getByRole('region', { name: /Settlement statement of .*, version 1/ });
    await statement.getByLabel('Gross settlement').getByText('$85,000.00').waitFor();
    await statement.getByText(/40 % of the gross recovery/).first().waitFor();

    await paralegal.goto(caseUrl);
    const seen = paralegal.getByRole('region', { name: /Settlement statement of .*, version 1/ });
    await seen.getByText('Prepare the draft; an attorney finalizes it.').waitFor();
    expect(await seen.getByRole('button', { name: 'Finalize' }).count()).toBe(0);
    await screenshot(paralegal, 'settlement-04-paralegal-draft');
  });

  it('finalizes the statement at 40 %; the PDF carries the net on the screen', async () => {
    const statement = attorney.getByRole('region', { name: /Settlement statement of .*, version 1/ });
    // 40 % of $85,000.00 = $34,000.00; the hospital bill $18,425.17 is still owed.
    await statement.getByText('$34,000.00').first().waitFor();
    const net = (await statement.getByLabel('Net to client').textContent())!.trim();
    expect(net).toBe('$32,574.83');
    await statement.getByRole('button', { name: 'Finalize' }).click();
    const confirm = attorney.getByRole('dialog', { name: 'Finalize statement' });
    await confirm.getByRole('button', { name: 'Finalize' }).click();
    await statement.getByText('Finalized', { exact: true }).waitFor();
    await screenshot(attorney, 'settlement-05-finalized');

    const href = await statement.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const bytes = await download(attorney, new URL(href!, server.url).toString());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes, 'statement.pdf');
    expect(text).toContain('Settlement Statement');
    expect(text).toContain('Summit Injury Law LLP');
    expect(text).toContain('Net to client');
    expect(text).toContain(net);
    expect(text).toContain('$34,000.00');
    expect(text).toMatch(/Client: Marcus Bell/);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});

describe('around the firm', () => {
  it("lists the demands awaiting an answer on the dashboard, and a firm admin's templates in Settings", async () => {
    await attorney.goto(`${server.url}/`);
    const awaiting = attorney.getByRole('table', { name: 'Demands Awaiting Response' });
    await awaiting.getByRole('row', { name: /Alvarez v. Lone Star Freight LLC/ }).getByText('$1,000,000.00').waitFor();
    await attorney.getByRole('table', { name: 'Responses Due This Week' }).getByRole('row', { name: /Alvarez/ }).waitFor();
    await screenshot(attorney, 'settlement-06-dashboard');

    const firmAdmin = await openSignedIn(browser, server.url, 'admin@demo.matterhorn.law', '/settings/templates');
    await firmAdmin.getByRole('table', { name: 'Templates' }).getByRole('row', { name: /Policy limits demand/ }).click();
    const dialog = firmAdmin.getByRole('dialog', { name: 'Edit Template' });
    await dialog.getByRole('button', { name: 'Insert {claim.number}' }).waitFor();
    await screenshot(firmAdmin, 'settlement-07-template');
    await firmAdmin.context().close();
  });

  it('shows staff the negotiation and the statement without amounts, and nothing to change', async () => {
    const staff = await openSignedIn(browser, server.url, 'staff@demo.matterhorn.law', '/');
    await staff.goto(caseUrl);
    const statement = staff.getByRole('region', { name: /Settlement statement of .*, version 1/ });
    await statement.getByText('Finalized', { exact: true }).waitFor();
    expect((await statement.getByLabel('Net to client').textContent())!.trim()).toBe('—');
    await staff.getByRole('listitem', { name: /Policy-Limits Demand of/ }).getByText('—').first().waitFor();
    for (const name of ['Add', 'Record Settlement', 'Edit the fee agreement', 'Demand Package', 'New Version']) expect(await staff.getByRole('button', { name, exact: true }).count()).toBe(0);
    await screenshot(staff, 'settlement-08-staff');
    await staff.context().close();
  });
});
