import type { Browser, Page } from 'playwright-core';
import { chooseOption as choose, launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

/** YYYY-MM-DD of the day two years before `offset` days from today (UTC): a 2-year statute ends `offset` days from now. */
const twoYearsBefore = (offset: number) => {
  const now = new Date();
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return new Date(Date.UTC(end.getUTCFullYear() - 2, end.getUTCMonth(), end.getUTCDate())).toISOString().slice(0, 10);
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true', TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '500', DAILY_REMINDER_INTERVAL_MS: '500' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/intakeWizard', { timezoneId: 'UTC' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('statute of limitations', () => {
  it('warns at intake and on the case, lists it at risk, reminds, and stops once the complaint is filed', async () => {
    await choose(page.getByRole('combobox', { name: 'Case Type' }), 'Car Accident', 'Car');
    await page.getByRole('tab', { name: 'Plaintiff' }).click();
    await page.getByLabel('Last Name', { exact: true }).fill('Okafor');
    await page.getByLabel('First Name', { exact: true }).fill('Ada');
    await choose(page.getByRole('combobox', { name: 'State', exact: true }).last(), 'Texas', 'Texas');
    await page.getByLabel('Start Date', { exact: true }).fill(twoYearsBefore(20));
    const warning = page.getByRole('alert').filter({ hasText: 'The statute of limitations is near' });
    await warning.getByText(/20 days left/).waitFor();
    await screenshot(page, 'deadlines-00-intake-warning');

    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.waitForURL((url) => url.pathname === '/cases/caseDetail');
    const caseUrl = page.url();
    await page.getByRole('tabpanel', { name: 'Summary' }).getByRole('alert').filter({ hasText: 'Statute of limitations' }).getByText(/20 days left/).waitFor();
    // The reminder job tells the responsible people at once (the 30-day stage is already reached).
    await page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await screenshot(page, 'deadlines-01-case-summary');

    await page.goto(`${server.url}/cases/statutes`);
    const row = page.getByRole('table', { name: 'Statutes at risk' }).getByRole('row', { name: /Ada Okafor/ });
    await row.getByText('20 days left').waitFor();
    await screenshot(page, 'deadlines-02-at-risk');

    await page.goto(caseUrl);
    await page.getByRole('tab', { name: 'Deadlines' }).click();
    const card = page.getByRole('region', { name: 'Statute of limitations: Whole case' });
    await card.getByText(/\+ 2 years \(Texas, Car Accident\)/).waitFor();
    await card.getByRole('button', { name: 'Record complaint filed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record complaint filed' });
    await dialog.getByLabel('Note').fill('Travis County District Court');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText(/Reminders have stopped/).waitFor();
    await screenshot(page, 'deadlines-03-filed');

    await page.goto(`${server.url}/cases/statutes`);
    await page.getByText('No statute of limitations within 180 days.').waitFor();
  });
});
