import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let admin: Page;
let link: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  admin = await openSignedIn(browser, server.url, 'admin@demo.matterhorn.law', '/roles', { permissions: ['clipboard-read', 'clipboard-write'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('firm administration journey', () => {
  it('the firm admin adds a paralegal and copies the invitation link', async () => {
    await admin.getByRole('heading', { name: 'Roles' }).waitFor();
    await admin.getByRole('table', { name: 'Firm users' }).getByText('admin@demo.matterhorn.law').waitFor();
    await admin.getByRole('button', { name: 'Add Role' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Firm User' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('Paralegal');
    expect(await dialog.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Active');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Priya');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Nair');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('(555) 010-0177');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('priya.nair@demo.matterhorn.law');
    await dialog.getByRole('button', { name: 'Add User' }).click();

    const invitation = admin.getByRole('dialog', { name: 'Invitation link' });
    await invitation.getByText('No mail server is configured: send this link to the user.').waitFor();
    await admin.waitForTimeout(700); // the dialog's fade-in
    await screenshot(admin, 'firm-admin-01-invitation-link');
    await invitation.getByRole('button', { name: 'Copy link' }).click();
    await invitation.getByRole('button', { name: 'Copied' }).waitFor();
    link = await admin.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.url.replace('127.0.0.1', '(127\\.0\\.0\\.1|localhost)')}/invitation\\?token=[\\w-]+$`));
    await invitation.getByRole('button', { name: 'Done' }).click();

    const row = admin.getByRole('table', { name: 'Firm users' }).getByRole('row').filter({ hasText: 'priya.nair@demo.matterhorn.law' });
    await row.getByText('Invited').waitFor();
    await row.getByText('Active').waitFor();
  });

  it('the paralegal opens the link in a fresh browser, chooses a password and is signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Welcome, Priya' }).waitFor();
    await page.getByLabel('New password').fill('priya-chooses-a-long-one');
    await page.getByLabel('Repeat the password').fill('priya-chooses-a-long-one');
    await screenshot(page, 'firm-admin-02-choose-password');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/Priya/).first().waitFor();
    await screenshot(page, 'firm-admin-03-signed-in-as-paralegal');
    // A paralegal has no firm administration.
    await page.goto(`${server.url}/roles`);
    await page.getByRole('heading', { name: "This page isn't available to your account" }).waitFor();

    // The link worked once.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await again.getByRole('alert').getByText('This invitation link was already used. Sign in with the password you chose.').waitFor();
    await context.close();
  });

  it('the admin sees the paralegal active without the Invited hint, and Delete asks with the exact text', async () => {
    await admin.reload();
    const row = admin.getByRole('table', { name: 'Firm users' }).getByRole('row').filter({ hasText: 'priya.nair@demo.matterhorn.law' });
    await row.getByText('Active').waitFor();
    expect(await row.getByText('Invited').count()).toBe(0);
    await row.getByRole('button', { name: 'Actions for Priya Nair' }).click();
    await admin.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete Role' });
    await confirm.getByText('Are you sure, you want to delete this role? This action cannot be undone.').waitFor();
    await admin.waitForTimeout(700);
    await screenshot(admin, 'firm-admin-04-delete-role');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });
});
