import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { chooseOption, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let caseUrl: string;
let caseNumber: string;

/** Opens a Mantine select (by its input) and picks an option, typing first to narrow a long list. */
const choose = chooseOption;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/intakeWizard', { acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('cases journey', () => {
  it('takes in a new case with its plaintiff and referral, then opens it', async () => {
    await choose(page.getByRole('combobox', { name: 'Case Type' }), 'Car Accident', 'Car');
    await page.getByLabel('Facts', { exact: true }).fill('Rear-ended at a red light on Lamar Blvd.');

    await page.getByRole('tab', { name: 'Plaintiff' }).click();
    expect(new URL(page.url()).searchParams.get('subTab')).toBe('plaintiff');
    await page.getByLabel('Last Name', { exact: true }).fill('Nguyen');
    await page.getByLabel('First Name', { exact: true }).fill('Linh');
    await page.getByLabel('Address 1', { exact: true }).fill('500 Lamar Blvd');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('Email', { exact: true }).fill('linh.nguyen@example.com');
    await page.getByLabel('Start Date', { exact: true }).fill('2026-10-20');
    await page.getByRole('checkbox', { name: 'Serious Injury' }).check();

    await page.getByRole('tab', { name: 'Referral Source' }).click();
    await choose(page.getByRole('combobox', { name: 'Source Of Advertisment' }), 'Google Ads');
    await choose(page.getByRole('combobox', { name: 'Source Name' }), 'Former Client');
    await screenshot(page, 'cases-01-intake-referral');

    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.waitForURL((url) => url.pathname === '/cases/caseDetail');
    caseUrl = page.url().split('?')[0]! + `?id=${new URL(page.url()).searchParams.get('id')}`;
    await page.getByRole('heading', { name: 'Linh Nguyen – Car Accident' }).waitFor();
    caseNumber = (await page.getByText(/^Case No\. /).textContent())!.match(/Case No\. (\S+)/)![1]!;
    expect(caseNumber).toMatch(/^\d{4}-\d{4}$/);
    await page.getByText('Rear-ended at a red light on Lamar Blvd.').waitFor();
    await screenshot(page, 'cases-02-new-case-summary');
  });

  it('finds the case in the Case list', async () => {
    await page.goto(`${server.url}/caseBrowse`);
    await page.getByLabel('Search cases').fill('Nguyen');
    const row = page.getByRole('table', { name: 'Case list' }).getByRole('row', { name: new RegExp(caseNumber) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Car Accident');
    await row.getByRole('link', { name: caseNumber }).click();
    await page.waitForURL((url) => url.pathname === '/caseBrowse/caseDetail');
    await page.getByRole('heading', { name: 'Linh Nguyen – Car Accident' }).waitFor();
  });

  it('adds a defendant from the contacts and a new witness', async () => {
    await page.getByRole('tab', { name: 'Defendant', exact: true }).click();
    await page.getByRole('button', { name: 'Add New Defendant' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Defendant' });
    await choose(dialog.getByRole('combobox', { name: 'Contact' }), 'Lone Star Freight LLC (company)', 'Lone Star');
    await dialog.getByRole('combobox', { name: 'Primary' }).fill('Primary Defendant');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Defendant' }).getByText('Lone Star Freight LLC').waitFor();

    await page.getByRole('tab', { name: 'Non-Party Contacts' }).click();
    expect(new URL(page.url()).searchParams.get('subTab')).toBe('nonPartyContacts');
    await page.getByRole('button', { name: 'Add Non-Party Contact' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Non-Party Contact' });
    await dialog.getByText('New contact').click();
    await dialog.getByLabel('First Name', { exact: true }).fill('Omar');
    await dialog.getByLabel('Last Name', { exact: true }).fill('Haddad');
    await dialog.getByLabel('Comment', { exact: true }).fill('Saw the collision from the bus stop');
    await screenshot(page, 'cases-03-add-witness');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Non-Party Contacts' }).getByText('Omar Haddad').waitFor();
  });

  it('fills the questionnaire, and after a reload everything is still there', async () => {
    await page.getByRole('tab', { name: 'Incident' }).click();
    await page.getByRole('radio', { name: 'More than two weeks and less than two years' }).check();
    await page.getByRole('radiogroup', { name: 'Did the client have a previous attorney?' }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radio', { name: 'Road' }).check();
    await page.getByLabel('Who owns the property, and what is its address?').fill('City of Austin, Lamar Blvd at 5th St');
    await page.getByRole('radiogroup', { name: 'Did the client report the incident?' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();

    await page.reload();
    expect(await page.getByRole('radio', { name: 'More than two weeks and less than two years' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Road' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Who owns the property, and what is its address?').inputValue()).toBe('City of Austin, Lamar Blvd at 5th St');
    expect(await page.getByLabel('Incident Date').inputValue()).toBe('2026-10-20');
    await screenshot(page, 'cases-04-incident-after-reload');

    await page.goto(`${caseUrl}&tab=defendant`);
    await page.getByRole('table', { name: 'Defendant' }).getByText('Primary Defendant').waitFor();
    await page.goto(`${caseUrl}&tab=summary`);
    await page.getByText(/added Omar Haddad as non-party contact/).waitFor();
    await page.getByText(/added Lone Star Freight LLC as defendant/).waitFor();
    await screenshot(page, 'cases-05-summary-activity');
  });

  it('exports the selected case from the Case list as CSV', async () => {
    await page.goto(`${server.url}/caseBrowse`);
    await page.getByRole('checkbox', { name: `Select case ${caseNumber}` }).check();
    const exportLink = page.getByRole('link', { name: 'Export 1 selected' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toMatch(/^Case No,Case Name,Incident Date,Status Days,Defendant,/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${caseNumber},Linh Nguyen – Car Accident,2026-10-20,0,Lone Star Freight LLC,`);
  });
});
