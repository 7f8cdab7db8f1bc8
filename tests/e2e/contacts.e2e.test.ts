import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot, signIn } from '../support/browser';
import { png } from '../support/images';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await page.goto(`${server.url}/signin?next=%2Fcontactlist`);
  await signIn(page, 'paralegal@demo.matterhorn.law', 'matterhorn-demo');
  await page.waitForURL((url) => url.pathname === '/contactlist');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contacts journey', () => {
  it('adds a person with an address and two phones through the five tabs', async () => {
    await page.getByRole('button', { name: 'Add New Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
    await dialog.getByLabel('Last Name', { exact: true }).fill('Whitfield');
    await dialog.getByLabel('First Name', { exact: true }).fill('Dana');
    await dialog.getByRole('tab', { name: 'Address' }).click();
    await dialog.getByLabel('Address 1', { exact: true }).fill('12 Elm St');
    await dialog.getByLabel('City', { exact: true }).fill('Austin');
    await dialog.getByLabel('State', { exact: true }).fill('TX');
    await dialog.getByRole('tab', { name: 'Miscellaneous' }).click();
    await dialog.getByLabel('SSN', { exact: true }).fill('123-45-6789');
    await dialog.getByRole('tab', { name: 'Phones' }).click();
    await dialog.getByLabel('Phone 1 number', { exact: true }).fill('212 555 0123');
    await dialog.getByRole('button', { name: 'Add Phone' }).click();
    await dialog.getByLabel('Phone 2 number', { exact: true }).fill('(512) 555-0142');
    await screenshot(page, 'contacts-01-add-new-contact-phones');
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Contact list' }).getByRole('row', { name: /Dana Whitfield/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('(212) 555-0123');
    expect(await row.textContent()).toContain('Austin, TX');
    await screenshot(page, 'contacts-02-contact-list');
  });

  it('finds the person by a misspelled name', async () => {
    await page.goto(`${server.url}/contacts`);
    await page.getByLabel('Search contacts').fill('Dana Whitfeild');
    const table = page.getByRole('table', { name: 'People' });
    await table.getByText('Dana Whitfield').waitFor();
    await screenshot(page, 'contacts-03-typo-search');
  });

  it('opens the person, changes the SSN and sees it masked after a reload', async () => {
    await page.getByRole('table', { name: 'People' }).getByText('Dana Whitfield').click();
    await page.waitForURL((url) => url.pathname === '/contactsPage');
    const ssn = page.getByLabel('SSN', { exact: true });
    expect(await ssn.inputValue()).toBe('•••• 6789');
    await page.getByRole('button', { name: 'Change SSN' }).click();
    await page.getByLabel('SSN', { exact: true }).fill('456-78-9012');
    await page.getByRole('tab', { name: 'Other Detail' }).click();
    await page.getByLabel('Occupation', { exact: true }).fill('Nurse');
    expect(new URL(page.url()).searchParams.get('subTab')).toBe('otherDetail');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    await screenshot(page, 'contacts-04-contact-detail-saved');

    await page.reload();
    expect(await page.getByLabel('Occupation', { exact: true }).inputValue()).toBe('Nurse');
    await page.getByRole('tab', { name: 'Contact Individual' }).click();
    expect(await page.getByLabel('SSN', { exact: true }).inputValue()).toBe('•••• 9012');
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.waitForFunction(() => (document.querySelector('input[aria-description="Shown in clear"]') as HTMLInputElement | null)?.value === '456-78-9012');
  });

  it('adds a company with a logo, refusing one that is too small', async () => {
    await page.goto(`${server.url}/contacts`);
    await page.locator('label').filter({ hasText: /^Company$/ }).click();
    await page.getByRole('button', { name: 'Add Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    const small = path.join(os.tmpdir(), 'matterhorn-small-logo.png');
    const good = path.join(os.tmpdir(), 'matterhorn-logo.png');
    await writeFile(small, png(120, 120));
    await writeFile(good, png(300, 300));
    const chooser = async (file: string) => {
      const [fileChooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Upload Logo' }).click()]);
      await fileChooser.setFiles(file);
    };
    await chooser(small);
    await dialog.getByText('The photo must be at least 256 × 256 pixels; this one is 120 × 120.').waitFor();
    await chooser(good);
    await dialog.getByText('At least 256 × 256 px, PNG or JPG.').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Gulf Coast Imaging');
    await dialog.getByRole('button', { name: 'Save Company' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const logo = page.getByRole('table', { name: 'Companies' }).locator('img').first();
    await logo.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await logo.elementHandle());
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await screenshot(page, 'contacts-05-company-with-logo');
  });

  it('exports the contact list as a CSV that reads back', async () => {
    await page.goto(`${server.url}/contactlist`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toMatch(/^Name,Type,/);
    expect(rows.find((row) => row.startsWith('Dana Whitfield,People'))).toContain('(212) 555-0123');
    expect(rows.find((row) => row.startsWith('Gulf Coast Imaging,Company'))).toBeDefined();
  });
});
