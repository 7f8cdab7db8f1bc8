import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { pdf } from '../fixtures/documents';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

/** A pdf with a word inside it and enough pages (about 1.5 MB) for the progress of its upload to show. */
const report = (() => {
  const filler = 'Treatment notes continue on the following page. '.repeat(40);
  return pdf(['Emergency room visit: the attending physician diagnosed a lumbosacral sprain.', ...Array.from({ length: 600 }, () => filler)]);
})();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/document', { acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('documents journey', () => {
  it('uploads a pdf through the dialog, with its progress bar showing', async () => {
    const file = path.join(os.tmpdir(), `er-report-${Date.now()}.pdf`);
    await writeFile(file, report);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();

    await page.getByRole('button', { name: 'Add Document' }).click();
    await page.getByRole('menuitem', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByLabel('File Name').fill('ER Report – Alvarez');
    const matter = dialog.getByLabel('Matter');
    await matter.click();
    await matter.fill('Alvarez');
    await page.getByRole('option', { name: /Alvarez v\. Lone Star Freight LLC$/ }).click();
    await chooseOption(dialog.getByLabel('Category'), 'Medical Records', 'Medical');

    // A slow connection, so the bar is seen on its way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const bar = page.getByRole('progressbar', { name: 'ER Report – Alvarez upload progress' });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await screenshot(page, 'documents-01-upload-progress');
    await page.getByRole('group', { name: 'Upload of ER Report – Alvarez' }).getByText('Uploaded').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByRole('listitem', { name: 'ER Report – Alvarez' }).waitFor();
    await screenshot(page, 'documents-02-uploaded');
  });

  it('finds the pdf by a word inside it', async () => {
    await page.getByLabel('Search documents').fill('lumbosacral');
    const card = page.getByRole('listitem', { name: 'ER Report – Alvarez' });
    await card.getByLabel('Matching text in ER Report – Alvarez').waitFor();
    expect(await card.locator('mark').first().textContent()).toBe('lumbosacral');
    expect(await page.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'documents-03-found-by-content');
  });

  it('downloads the same bytes', async () => {
    const card = page.getByRole('listitem', { name: 'ER Report – Alvarez' });
    await card.getByRole('button', { name: 'Actions for ER Report – Alvarez' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^er-report-\d+\.pdf$/);
    const saved = await download.path();
    expect((await readFile(saved)).equals(report)).toBe(true);
  });
});
