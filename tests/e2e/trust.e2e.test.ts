/**
 * The trust journey (issue 24), in Chromium: an attorney deposits the settlement check of a
 * finalized statement into the IOLTA account, disburses the fee, the lien and the client's net from
 * the statement, reconciles the month against the bank's CSV (ticking the old retainer the bank
 * had all along), closes it when the three balances agree, and downloads the reconciliation's PDF,
 * whose text carries the balances the screen showed. A paralegal reads but records nothing; staff
 * do not see Trust Accounting at all.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let attorney: Page;
let admin: ApiClient;
let matterId: string;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** The text of a PDF as the server reads documents (kept as a document of the case, then read back). */
async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.set('matterId', matterId);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const uploaded = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: admin.cookie! }, body: form });
  const { id } = (await uploaded.json()) as { id: string };
  return (await server.db.query('SELECT text_content FROM documents WHERE id = $1', [id])).rows[0].text_content as string;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true', TIME_ZONE: 'UTC' }), launchChromium()]);
  admin = new ApiClient(`${server.url}/graphql`);
  await admin.signIn('admin@demo.matterhorn.law', 'matterhorn-demo');
  // The demo's settled pedestrian case: its statement (gross $48,000.00, net $20,716.67) finalized by the firm admin.
  matterId = (await server.db.query("SELECT id FROM matters WHERE name LIKE 'Brooks%'")).rows[0].id as string;
  const { rows } = await server.db.query(`SELECT id, version FROM settlement_statements WHERE matter_id = $1`, [matterId]);
  const finalized = await admin.request('mutation($id: ID!, $v: Int!) { finalizeSettlementStatement(id: $id, version: $v) { id } }', { id: rows[0].id, v: rows[0].version });
  expect(finalized.errors).toBeUndefined();
  attorney = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('trust journey', () => {
  it('deposits the settlement check of the finalized statement', async () => {
    await attorney.goto(`${server.url}/cases/caseDetail?id=${matterId}&tab=settlement`);
    const bar = attorney.getByTestId('statement-trust');
    await bar.getByRole('button', { name: 'Deposit to Trust' }).click();
    const dialog = attorney.getByRole('dialog', { name: 'Record Deposit' });
    const account = dialog.getByRole('textbox', { name: 'Account' }).or(dialog.getByRole('combobox', { name: 'Account' })).first();
    // The firm's accounts load with the dialog, which then chooses the only one: decide once they have.
    await dialog.getByPlaceholder('Loading…').waitFor({ state: 'hidden' });
    if (!(await account.inputValue())) await chooseOption(account, 'IOLTA Trust Account (****4821)');
    expect(await dialog.getByLabel('Amount').inputValue()).toMatch(/^\$?48,?000\.00$/); // the statement's gross
    await dialog.getByLabel('Payer').fill('Lone Star Casualty');
    await dialog.getByLabel('Reference').fill('CHK 88120');
    await screenshot(attorney, 'trust-01-deposit');
    await dialog.getByRole('button', { name: 'Record Deposit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bar.getByText(/Paid from trust: paid 0 of/).waitFor();
  });

  it("disburses the fee, the lien and the client's net from the statement", async () => {
    const bar = attorney.getByTestId('statement-trust');
    await bar.getByRole('button', { name: 'Disburse' }).click();
    const dialog = attorney.getByRole('dialog', { name: 'Disburse from Trust' });
    await dialog.getByRole('checkbox', { name: "Select Attorney's fee" }).check();
    await dialog.getByRole('checkbox', { name: /^Select .*lien/ }).first().check();
    await dialog.getByRole('checkbox', { name: 'Select Net to the client' }).check();
    await dialog.getByRole('textbox', { name: "Check or transfer number for Attorney's fee" }).fill('TRF-301');
    await dialog.getByRole('textbox', { name: /^Check or transfer number for .*lien/ }).first().fill('1042');
    await dialog.getByRole('textbox', { name: 'Check or transfer number for Net to the client' }).fill('1043');
    await dialog.getByText('3 selected: $46,450.00').waitFor(); // $19,200.00 + $6,533.33 + $20,716.67
    await screenshot(attorney, 'trust-02-disburse');
    await dialog.getByRole('button', { name: 'Pay Selected' }).click();
    await dialog.getByText(/Paid .*1043/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await bar.getByText(/Paid from trust: paid 3 of 5/).waitFor();
    // The case's Trust sub-tab: what is left, the costs ($1,550.00) and the demo's old retainer ($1,500.00).
    await attorney.getByRole('tablist', { name: 'Settlement and trust' }).getByRole('tab', { name: 'Trust' }).click();
    await attorney.getByText('$3,050.00').first().waitFor();
    await screenshot(attorney, 'trust-03-case-trust');
  });

  it("reconciles the month against the bank's CSV and closes it when the three balances agree", async () => {
    await attorney.goto(`${server.url}/trust?tab=reconciliations`);
    await attorney.getByRole('button', { name: 'Start Reconciliation' }).click();
    const start = attorney.getByRole('dialog', { name: 'Start Reconciliation' });
    await start.getByLabel('Month').fill(month);
    await start.getByRole('button', { name: 'Start' }).click();
    await start.waitFor({ state: 'detached' });
    const view = attorney.getByRole('region', { name: `Reconciliation of ${monthName}` });
    await view.waitFor();
    const csv = [
      'Date,Description,Amount,Check Number,Balance',
      `${today},DEPOSIT LONE STAR CASUALTY,"48,000.00",,"49,500.00"`,
      `${today},TRANSFER TO OPERATING,"-19,200.00",TRF-301,"30,300.00"`,
      `${today},CHECK 1042,"-6,533.33",1042,"23,766.67"`,
      `${today},CHECK 1043,"-20,716.67",1043,"3,050.00"`,
    ].join('\n');
    await view.getByLabel('Bank CSV file').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await view.getByRole('table', { name: 'Bank statement lines' }).getByText('CHECK 1043').waitFor();
    // The bank has held the old retainer for months; it was never reconciled, so it waits as a deposit in transit until ticked.
    await view.getByText('Not balanced').waitFor();
    await screenshot(attorney, 'trust-04-reconciliation-unbalanced');
    // Ticking saves at once; the box shows the saved state.
    const retainer = view.getByRole('checkbox', { name: /Cleared: .*Client retainer check/ });
    await retainer.click();
    await view.getByText('Balanced', { exact: true }).waitFor();
    expect(await retainer.isChecked()).toBe(true);
    await view.getByRole('region', { name: 'Adjusted bank balance' }).getByText('$3,050.00', { exact: true }).waitFor();
    await view.getByRole('region', { name: 'Trust journal' }).getByText('$3,050.00', { exact: true }).waitFor();
    await view.getByRole('region', { name: 'Client ledgers' }).getByText('$3,050.00', { exact: true }).waitFor();
    await screenshot(attorney, 'trust-05-reconciliation-balanced');
    await view.getByRole('button', { name: 'Close Reconciliation' }).click();
    await attorney.getByRole('dialog', { name: 'Close reconciliation' }).getByRole('button', { name: 'Close Reconciliation' }).click();
    const pdfLink = view.getByRole('link', { name: 'Download PDF' });
    await pdfLink.waitFor();
    await screenshot(attorney, 'trust-06-reconciliation-closed');

    const response = await attorney.request.get(new URL((await pdfLink.getAttribute('href'))!, server.url).toString());
    expect(response.status()).toBe(200);
    const bytes = Buffer.from(await response.body());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes, 'reconciliation.pdf');
    expect(text).toContain('Three-Way Trust Reconciliation');
    expect(text).toContain('Summit Injury Law LLP');
    expect(text).toContain('All three agree');
    expect(text).toContain('$3,050.00');
    expect(text).toContain('This report is permanent.');
    // Kept beside the screenshots, to look at.
    writeFileSync(path.join(ARTIFACTS, 'trust-reconciliation.pdf'), bytes);
  });

  it('lets a paralegal read the journal but record nothing, and shows staff no Trust Accounting', async () => {
    const paralegal = await openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/trust');
    await paralegal.getByRole('tab', { name: 'Journal' }).click();
    await paralegal.getByRole('table', { name: 'Trust journal' }).getByText('Lone Star Casualty').first().waitFor();
    expect(await paralegal.getByRole('button', { name: 'Record Deposit' }).count()).toBe(0);
    expect(await paralegal.getByRole('button', { name: /^Reverse/ }).count()).toBe(0);
    await screenshot(paralegal, 'trust-07-paralegal-journal');
    const staff = await openSignedIn(browser, server.url, 'staff@demo.matterhorn.law', '/trust');
    await staff.getByText("This page isn't available to your account").waitFor();
    expect(await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trust Accounting' }).count()).toBe(0);
  });
});
