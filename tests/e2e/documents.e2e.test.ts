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

  it('previews a PDF that runs JavaScript when opened: drawn in the page, its script never runs, and opened directly it downloads', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const scripted = pdf(['Scripted exhibit: the page text still shows.', 'Second page of the exhibit.'], { script: "app.alert('pdf script ran')" });
    // Uploaded from the page itself (same origin, its session), as the upload dialog would.
    const id = await page.evaluate(async (bytes) => {
      const form = new FormData();
      form.set('title', 'Scripted exhibit');
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'scripted.pdf');
      const response = await fetch('/api/files', { method: 'POST', body: form });
      return ((await response.json()) as { id: string }).id;
    }, [...scripted]);
    await page.getByLabel('Search documents').fill('');
    await page.reload();
    const card = page.getByRole('listitem', { name: 'Scripted exhibit' });
    await card.getByRole('button', { name: 'Actions for Scripted exhibit' }).click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    const modal = page.getByRole('dialog', { name: 'Scripted exhibit' });
    const canvas = modal.getByRole('img', { name: 'Page 1 of 2 of Scripted exhibit' });
    await canvas.waitFor();
    // Drawn: the canvas holds dark pixels (the text), not just a white page.
    await page.waitForFunction(() => {
      const drawn = document.querySelector<HTMLCanvasElement>('[role="dialog"] canvas');
      const pixels = drawn?.getContext('2d')?.getImageData(0, 0, drawn.width, drawn.height).data;
      let dark = 0;
      for (let i = 0; pixels && i < pixels.length; i += 4) if (pixels[i]! < 128 && pixels[i + 3]! > 0) dark += 1;
      return dark > 200;
    });
    await screenshot(page, 'documents-04-pdf-preview');
    expect(await modal.locator('iframe, embed, object').count()).toBe(0);
    await modal.getByRole('button', { name: '2' }).click();
    await modal.getByRole('img', { name: 'Page 2 of 2 of Scripted exhibit' }).waitFor();
    await page.keyboard.press('Escape');

    // Opened as a page of its own (a link, the address typed in), the preview is a download.
    const direct = await page.context().newPage();
    direct.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const [download] = await Promise.all([direct.waitForEvent('download'), direct.goto(`${server.url}/api/files/${id}/preview`).catch(() => null)]);
    expect(download.suggestedFilename()).toBe('scripted.pdf');
    await direct.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(dialogs).toEqual([]);
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
