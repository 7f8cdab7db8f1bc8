import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'paralegal@demo.matterhorn.law', '/tasks');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('search anything', () => {
  it('opens with Ctrl+K, finds a case by a misspelled client name and opens it with Enter', async () => {
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: 'Where would you like to go?' });
    await box.waitFor();
    await box.pressSequentially('Alvares', { delay: 40 });

    // The case of Maria Alvarez, though her name was misspelled, with the matching word marked.
    const listbox = page.getByRole('listbox', { name: 'Cases' });
    const row = listbox.getByRole('option', { name: /Alvarez v\. Lone Star Freight LLC/ });
    // A slow machine may first show the answer to what was typed so far ("Alva"): wait for the whole word's.
    await row.locator('mark').filter({ hasText: /^Alvarez$/ }).first().waitFor();
    await expect(row.locator('mark').first().textContent()).resolves.toBe('Alvarez');
    await expect(row.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tab', { name: /Cases/ }).getAttribute('aria-selected')).resolves.toBe('true');
    await screenshot(page, 'search-modal');

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cases/caseDetail');
    await page.getByText('Alvarez v. Lone Star Freight LLC').first().waitFor();
    await box.waitFor({ state: 'detached' });
    await screenshot(page, 'search-opened-case');
  });

  it("opens with '/' outside a field, and Escape closes it", async () => {
    await page.locator('body').click({ position: { x: 700, y: 20 } });
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Where would you like to go?' });
    await box.waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  });
});
