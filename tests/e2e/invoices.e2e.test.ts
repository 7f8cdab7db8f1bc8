import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let number: string;

const card = (name: string) => page.getByRole('group', { name: `${name} invoices`, exact: true });
/** Waits until a card shows this amount and count. */
async function expectCard(name: string, amount: string, count: string): Promise<void> {
  await card(name).getByText(amount, { exact: true }).waitFor();
  await card(name).getByText(count, { exact: true }).waitFor();
}
const rowOf = (invoice: string): Locator => page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoice });

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true', TIME_ZONE: 'UTC' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/invoice', { acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('invoices journey', () => {
  it("starts from the demo invoices' cards", async () => {
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    await expectCard('Paid', '$3,112.50', '1 invoice');
    await expectCard('Unpaid', '$3,462.50', '2 invoices');
    await expectCard('Overdue', '$1,125.00', '1 invoice');
    await screenshot(page, 'invoices-01-list');
  });

  it('creates an invoice with two lines and an attachment for a demo client and their case, from Create New', async () => {
    const file = path.join(os.tmpdir(), `engagement-${Date.now()}.txt`);
    await writeFile(file, 'Engagement letter: hourly rates $300 (attorney) and $200 (paralegal).');
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Create Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toBe('?create=1');

    await dialog.locator('input[type="file"]').setInputFiles(file);
    const client = dialog.getByRole('combobox', { name: 'Client Name' });
    await client.click();
    await client.fill('Bell');
    await page.getByRole('option', { name: 'Marcus Bell', exact: true }).click();
    const caseName = dialog.getByRole('combobox', { name: 'Case Name' });
    await caseName.click();
    await page.getByRole('option', { name: /Bell – Slip and Fall$/ }).click();

    await dialog.getByLabel('Line 1 description').fill('Draft demand letter');
    // The ABA codes, found by code or by name.
    await chooseOption(dialog.getByRole('combobox', { name: 'Line 1 UTBMS task code' }), 'L120 Analysis/Strategy', 'L120');
    await chooseOption(dialog.getByRole('combobox', { name: 'Line 1 UTBMS activity code' }), 'A103 Draft/revise', 'draft');
    await dialog.getByLabel('Line 1 quantity').fill('2.5');
    await dialog.getByLabel('Line 1 rate').fill('300');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await dialog.getByLabel('Line 2 description').fill('Review medical records');
    await dialog.getByLabel('Line 2 quantity').fill('1.25');
    await dialog.getByLabel('Line 2 rate').fill('200');
    // Each fee line names who did the work: the attorney writing it, unless another is chosen.
    expect(await dialog.getByRole('textbox', { name: 'Line 1 timekeeper' }).or(dialog.getByRole('combobox', { name: 'Line 1 timekeeper' })).inputValue()).toBe('Jordan Reyes');
    await chooseOption(dialog.getByRole('combobox', { name: 'Line 2 timekeeper' }), 'Priya Shah', 'Priya');
    await dialog.getByLabel('Invoice Amount').getByText('Invoice Amount: $1,000.00').waitFor();
    await screenshot(page, 'invoices-02-create-dialog');

    // Escape with all this typed asks first; Stay keeps it.
    await dialog.getByLabel('Line 2 description').click();
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'invoices-02b-leave-without-saving');
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Line 2 description').inputValue()).toBe('Review medical records');

    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notice = await page.getByText(/^Invoice INV-\d{4}-\d{4} was created\.$/).textContent();
    number = /INV-\d{4}-\d{4}/.exec(notice ?? '')![0];
    expect(number).toMatch(/-0005$/);
    await rowOf(number).getByText('Marcus Bell').waitFor();
    await rowOf(number).getByText('$1,000.00').waitFor();
    await expectCard('Unpaid', '$4,462.50', '3 invoices');

    // The attachment is kept as a document of the case and shown with the invoice.
    await rowOf(number).getByRole('button', { name: `View ${number}` }).click();
    const details = page.getByRole('dialog', { name: `Invoice ${number}` });
    await details.getByRole('link', { name: path.basename(file) }).waitFor();
    expect(await details.getByRole('table', { name: 'Lines' }).getByRole('row').count()).toBe(3);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
  });

  it('pays part, then the rest, and the Unpaid and Paid cards follow', async () => {
    await rowOf(number).getByRole('button', { name: `Pay Now ${number}` }).click();
    let dialog = page.getByRole('dialog', { name: `Record a payment on ${number}` });
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    expect(await amount.inputValue()).toBe('1000.00');
    await amount.fill('400');
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('Check 2001');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(number).getByText('$600.00').waitFor();
    await expectCard('Unpaid', '$4,062.50', '3 invoices');
    await expectCard('Paid', '$3,112.50', '1 invoice');

    // More than the balance: the server refuses, and says why.
    await rowOf(number).getByRole('button', { name: `Pay Now ${number}` }).click();
    dialog = page.getByRole('dialog', { name: `Record a payment on ${number}` });
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('700');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('The balance due is $600.00; a payment cannot exceed it.').waitFor();
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('600');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await rowOf(number).getByText('Clear').waitFor();
    await expectCard('Paid', '$4,112.50', '2 invoices');
    await expectCard('Unpaid', '$3,462.50', '2 invoices');
    await screenshot(page, 'invoices-03-paid');
  });

  it('exports LEDES 1998B of the selected invoice', async () => {
    await rowOf(number).getByRole('checkbox', { name: `Select invoice ${number}` }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export LEDES (1)' }).click()]);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('LEDES1998B[]');
    expect(lines[1]!.split('|')).toHaveLength(24);
    const records = lines.slice(2).map((line) => line.replace(/\[\]$/, '').split('|'));
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record[1]).toBe(number);
      expect(record[4]).toBe('1000.00');
    }
    expect(records.map((record) => record[12])).toEqual(['750.00', '250.00']);
    // TIMEKEEPER_ID, TIMEKEEPER_NAME and TIMEKEEPER_CLASSIFICATION of who did each line.
    expect(records.map((record) => [record[17]!.length > 0, record[21], record[22]])).toEqual([[true, 'Reyes, Jordan', 'AS'], [true, 'Shah, Priya', 'LA']]);
    await screenshot(page, 'invoices-04-exported');
  });
});
