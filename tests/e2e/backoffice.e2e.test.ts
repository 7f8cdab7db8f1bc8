import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let platform: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  // Some AI usage today, so the panel and the chart have something to show.
  await server.db.query(
    `INSERT INTO ai_usage (firm_id, user_id, day, words)
     SELECT firm_id, id, CURRENT_DATE, 640 FROM users WHERE email = 'attorney@demo.matterhorn.law'`,
  );
  platform = await openSignedIn(browser, server.url, 'platform@demo.matterhorn.law', '/');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the back office', () => {
  it("shows the platform admin's dashboard with real figures", async () => {
    const firms = platform.getByRole('group', { name: 'Total Firms' });
    await firms.getByText('1', { exact: true }).waitFor();
    // The demo firm was created moments ago: one more than this time yesterday.
    await firms.getByText('+1 since yesterday').waitFor();
    const ai = platform.getByRole('group', { name: 'AI usage' });
    await ai.getByText('640', { exact: true }).waitFor();
    await platform.getByRole('table', { name: 'Top 5 Active Firms' }).getByText('Summit Injury Law LLP').waitFor();
    await platform.getByRole('region', { name: 'Usage of the Ai monthly' }).locator('.recharts-bar-rectangle path').first().waitFor();
    await screenshot(platform, 'backoffice-00-dashboard');
    await platform.getByRole('link', { name: 'See all' }).click();
    await platform.waitForURL((url) => url.pathname === '/firms');
    await platform.getByRole('table', { name: 'Firms' }).getByText('Summit Injury Law LLP').waitFor();
  });

  it('creates a firm with its first admin, who sets a password with the link and lands in their firm', async () => {
    await platform.goto(`${server.url}/firms`);
    await platform.getByRole('button', { name: 'Add Firm' }).click();
    const dialog = platform.getByRole('dialog', { name: 'Add Firm' });
    await dialog.getByLabel('Firm Name').fill('Kestrel Law Group');
    await dialog.getByLabel('Firm Email').fill('hello@kestrel.example');
    await dialog.getByLabel('Firm Phone').fill('512 555 0142');
    await dialog.getByLabel('First Name').fill('Kim');
    await dialog.getByLabel('Last Name').fill('Kestrel');
    await dialog.getByLabel('Admin Email').fill('kim@kestrel.example');
    await dialog.getByRole('button', { name: 'Add Firm' }).click();

    const created = platform.getByRole('dialog', { name: 'Firm created' });
    const link = created.getByLabel('Invitation link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/invitation\?token=[A-Za-z0-9_-]+$/);
    await created.getByRole('button', { name: 'Copy link' }).waitFor();
    await screenshot(platform, 'backoffice-01-invitation-link');
    await created.getByRole('button', { name: 'Done' }).click();
    const row = platform.getByRole('row').filter({ hasText: 'Kestrel Law Group' });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();

    // The admin opens the link in a browser of their own.
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await admin.goto(url);
    await admin.getByText('Welcome, Kim').waitFor();
    await admin.getByLabel('New password').fill('kestrel admin password');
    await admin.getByLabel('Repeat the password').fill('kestrel admin password');
    await admin.getByRole('button', { name: 'Set password and sign in' }).click();
    await admin.waitForURL((location) => location.pathname === '/');
    // Signed in as the firm's admin: the firm navigation, not the back office.
    await admin.getByRole('link', { name: 'Intake Wizard' }).waitFor();
    expect(await admin.getByRole('link', { name: 'Firms' }).count()).toBe(0);
    await screenshot(admin, 'backoffice-02-new-admin-home');
    await admin.context().close();
  });

  it('suspends a firm: its people are signed out at once', async () => {
    const attorney = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/tasks');
    await platform.goto(`${server.url}/firms`);
    await platform.getByRole('button', { name: 'Actions for Summit Injury Law LLP' }).click();
    await platform.getByRole('menuitem', { name: 'Suspend' }).click();
    // It asks first, naming what happens.
    const confirm = platform.getByRole('dialog', { name: 'Suspend Summit Injury Law LLP?' });
    await confirm.getByText(/signed out at once/).waitFor();
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await platform.getByRole('tab', { name: 'Suspended' }).click();
    await platform.getByRole('table', { name: 'Firms' }).getByText('Summit Injury Law LLP').waitFor();
    // The attorney's open tab is told its session ended and returns to sign-in.
    await attorney.waitForURL((url) => url.pathname === '/signin', { timeout: 15_000 });
    // The sign-in page says why.
    await attorney.getByText("Your firm's account is suspended. Please contact Matterhorn support.").waitFor();
    await attorney.screenshot({ path: 'test-results/e2e/signed-out-firm-suspended.png' });
    await attorney.context().close();

    await platform.getByRole('button', { name: 'Actions for Summit Injury Law LLP' }).click();
    await platform.getByRole('menuitem', { name: 'Activate' }).click();
    await platform.getByText('No suspended firms found').waitFor();
  });
});
