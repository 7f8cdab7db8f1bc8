/**
 * The damages journey (issue 22): a paralegal adds a liability policy with an adjuster, two
 * providers with bills and a Medicare lien, and records a request that is already late (its
 * follow-up task appears); an attorney watching the case's Summary sees its damages change live,
 * and the Case list's Defendant Insurance column shows the insurer.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let server: TestServer;
let browser: Browser;
let paralegal: Page;
let attorney: Page;
let caseUrl: string;

const damagesFigure = (label: string): Locator => attorney.getByTestId('case-damages').getByLabel(label, { exact: true });

async function make(api: ApiClient, query: string, input: Record<string, unknown>): Promise<string> {
  const response = await api.request<Record<string, { id: string }>>(query, { input });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data)[0]!.id;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true', TIME_ZONE: 'UTC' }), launchChromium()]);
  // The case has its defendant and the insurer's people are in the contacts (set up as the firm admin).
  const admin = new ApiClient(`${server.url}/graphql`);
  await admin.signIn('admin@demo.matterhorn.law', 'matterhorn-demo');
  const matterId = (await server.db.query("SELECT id FROM matters WHERE name LIKE 'Bell%'")).rows[0].id as string;
  const CONTACT = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }';
  const store = await make(admin, CONTACT, { kind: 'COMPANY', companyName: 'Fresh Foods Market' });
  await make(admin, CONTACT, { kind: 'COMPANY', companyName: 'Harbor Mutual Insurance' });
  await make(admin, CONTACT, { kind: 'PERSON', firstName: 'Nora', lastName: 'Quinn' });
  await make(admin, 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', { matterId, category: 'DEFENDANT', contactId: store, role: 'Defendant' });
  caseUrl = `/cases/caseDetail?id=${matterId}`;
  [paralegal, attorney] = await Promise.all([
    openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/'),
    openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/'),
  ]);
  await attorney.goto(`${server.url}${caseUrl}&tab=summary`);
  await damagesFigure('Medical specials billed').getByText('$0.00').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('damages journey', () => {
  it('adds a liability policy of the defendant with its limits and adjuster', async () => {
    await paralegal.goto(`${server.url}${caseUrl}&tab=insurance`);
    await paralegal.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = paralegal.getByRole('dialog', { name: 'Add Policy' });
    await chooseOption(dialog.getByRole('combobox', { name: 'Insurer' }), 'Harbor Mutual Insurance (company)', 'Harbor');
    await chooseOption(dialog.getByRole('combobox', { name: 'Insured' }), 'Fresh Foods Market (Defendant)');
    await chooseOption(dialog.getByRole('combobox', { name: 'Coverage' }), 'Bodily Injury Liability');
    await dialog.getByLabel('Policy Number').fill('CGL-20931');
    await dialog.getByLabel('Per-Person Limit').fill('30,000');
    await dialog.getByLabel('Per-Occurrence Limit').fill('60000.00');
    await chooseOption(dialog.getByRole('combobox', { name: 'Adjuster' }), 'Nora Quinn', 'Nora');
    await dialog.getByLabel('Claim Number').fill('HM-7781');
    await screenshot(paralegal, 'damages-01-policy-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = paralegal.getByRole('table', { name: 'Insurance policies' }).getByRole('row').filter({ hasText: 'Harbor Mutual Insurance' });
    await row.getByText('Nora Quinn').waitFor();
    await row.getByText('$30,000.00', { exact: false }).waitFor();
    await row.getByText('HM-7781').waitFor();
  });

  it('adds two providers with their bills; the attorney sees the damages change live', async () => {
    await paralegal.getByRole('tab', { name: 'Medical' }).click();
    for (const [provider, search, billed] of [
      ["St. David's Medical Center (company)", 'David', '4,250.00'],
      ['Austin Radiology Associates (company)', 'Radiology', '1800'],
    ] as const) {
      await paralegal.getByRole('button', { name: 'Add Treatment' }).click();
      const treatment = paralegal.getByRole('dialog', { name: 'Add Treatment' });
      await chooseOption(treatment.getByRole('combobox', { name: 'Plaintiff' }), 'Marcus Bell (Plaintiff)');
      await chooseOption(treatment.getByRole('combobox', { name: 'Provider' }), provider, search);
      await treatment.getByLabel('First Visit').fill(utcDay(-20));
      await treatment.getByRole('button', { name: 'Save' }).click();
      await treatment.waitFor({ state: 'detached' });

      await paralegal.getByRole('button', { name: 'Add Bill' }).click();
      const bill = paralegal.getByRole('dialog', { name: 'Add Bill' });
      await chooseOption(bill.getByRole('combobox', { name: 'Provider' }), `${provider.replace(' (company)', '')} — Marcus Bell`);
      await bill.getByLabel('Service From').fill(utcDay(-20));
      await bill.getByRole('textbox', { name: /^Billed/ }).fill(billed);
      await bill.getByRole('button', { name: 'Save' }).click();
      await bill.waitFor({ state: 'detached' });
    }
    await paralegal.getByRole('table', { name: 'Medical specials' }).getByText('$6,050.00').first().waitFor();
    await damagesFigure('Medical specials billed').getByText('$6,050.00').waitFor();
    await damagesFigure('Total economic damages').getByText('$6,050.00').waitFor();
    await screenshot(paralegal, 'damages-02-medical');
  });

  it("records a request already past its follow-up: marked overdue, and a task for the case's paralegal", async () => {
    await paralegal.getByRole('button', { name: 'Request Records' }).click();
    const dialog = paralegal.getByRole('dialog', { name: 'Request Records' });
    await chooseOption(dialog.getByRole('combobox', { name: 'Provider' }), "St. David's Medical Center — Marcus Bell");
    await dialog.getByLabel('Requested On').fill(utcDay(-40));
    await dialog.getByLabel('Follow Up On').fill(utcDay(-10));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await paralegal.getByRole('table', { name: 'Records requests' }).getByTestId('overdue').waitFor();
    await paralegal.getByRole('tab', { name: 'Tasks' }).click();
    await paralegal.getByText("Follow up: records and bills from St. David's Medical Center").first().waitFor();
    await screenshot(paralegal, 'damages-03-follow-up-task');
  });

  it('adds a Medicare lien over a bill; the summary counts it', async () => {
    await paralegal.goto(`${server.url}${caseUrl}&tab=medical&subTab=liens`);
    await paralegal.getByRole('button', { name: 'Add Lien' }).click();
    const dialog = paralegal.getByRole('dialog', { name: 'Add Lien' });
    await chooseOption(dialog.getByRole('combobox', { name: 'Lienholder' }), 'Medicare (CMS) (company)', 'Medicare');
    await chooseOption(dialog.getByRole('combobox', { name: 'Type' }), 'Medicare');
    await dialog.getByLabel('Amount Claimed').fill('2,100.00');
    await dialog.getByLabel('Bills Covered').click();
    await paralegal.getByRole('option', { name: /^St\. David's Medical Center/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await paralegal.getByRole('table', { name: 'Liens' }).getByText('Medicare (CMS)').waitFor();
    await damagesFigure('Liens claimed').getByText('$2,100.00').waitFor();
    await screenshot(paralegal, 'damages-04-liens');
    await screenshot(attorney, 'damages-05-summary');
  });

  it("shows the insurer in the Case list's Defendant Insurance column", async () => {
    await attorney.goto(`${server.url}/caseBrowse`);
    const row = attorney.getByRole('row').filter({ hasText: 'Bell – Slip and Fall' });
    await row.getByText('Harbor Mutual Insurance').waitFor();
    await screenshot(attorney, 'damages-06-case-list');
  });
});
