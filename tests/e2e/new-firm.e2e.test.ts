/**
 * A firm's first day: the platform admin creates the firm, its admin accepts the invitation,
 * opens a case and adds a paralegal, who accepts theirs, signs in and finds the case by a
 * misspelled name.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens an invitation link in a fresh browser and chooses a password; the page is signed in. */
async function acceptInvitation(link: string, firstName: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await page.goto(link);
  await page.getByRole('heading', { name: `Welcome, ${firstName}` }).waitFor();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/** The GraphQL API with the page's own session, as the app itself calls it. */
async function callApi<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) })).json(),
    [query, variables] as const,
  );
  const { data, errors } = body as { data?: T; errors?: unknown };
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
}

describe("a new firm's first day", () => {
  let firmAdmin: Page;

  it('the platform admin creates the firm and its admin accepts the invitation', async () => {
    const platform = await openSignedIn(browser, server.url, 'platform@demo.matterhorn.law', '/firms');
    await platform.getByRole('button', { name: 'Add Firm' }).click();
    const dialog = platform.getByRole('dialog', { name: 'Add Firm' });
    await dialog.getByLabel('Firm Name').fill('Kestrel Law Group');
    await dialog.getByLabel('Firm Email').fill('hello@kestrel.example');
    await dialog.getByLabel('Firm Phone').fill('512 555 0142');
    await dialog.getByLabel('First Name').fill('Kim');
    await dialog.getByLabel('Last Name').fill('Kestrel');
    await dialog.getByLabel('Admin Email').fill('kim@kestrel.example');
    await dialog.getByRole('button', { name: 'Add Firm' }).click();
    const link = await platform.getByRole('dialog', { name: 'Firm created' }).getByLabel('Invitation link').inputValue();
    await platform.context().close();

    firmAdmin = await acceptInvitation(link, 'Kim', 'kestrel admin password');
    await firmAdmin.getByRole('link', { name: 'Intake Wizard' }).waitFor();
    await screenshot(firmAdmin, 'new-firm-01-admin-home');
  });

  it('the admin opens a case and adds a paralegal, who accepts the invitation', async () => {
    const { createContact } = await callApi<{ createContact: { id: string } }>(firmAdmin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', {
      input: { kind: 'PERSON', firstName: 'Margaret', lastName: 'Okonkwo' },
    });
    await callApi(firmAdmin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', {
      input: { name: 'Okonkwo v. Harbor Freight', clientId: createContact.id },
    });

    await firmAdmin.goto(`${server.url}/roles`);
    await firmAdmin.getByRole('button', { name: 'Add Role' }).click();
    const dialog = firmAdmin.getByRole('dialog', { name: 'Add Firm User' });
    expect(await dialog.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('Paralegal');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Pat');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Quill');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('pat@kestrel.example');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    const invitation = firmAdmin.getByRole('dialog', { name: 'Invitation link' });
    await invitation.getByText('No mail server is configured: send this link to the user.').waitFor();
    const link = await invitation.getByLabel('Sign-in link').inputValue();
    expect(link).toMatch(/\/invitation\?token=[\w-]+$/);

    const paralegal = await acceptInvitation(link, 'Pat', 'pat chooses a long password');
    await paralegal.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await paralegal.getByText(/Pat/).first().waitFor();

    // Search anything, with the client's name misspelled.
    await paralegal.keyboard.press('Control+K');
    const box = paralegal.getByRole('combobox', { name: 'Where would you like to go?' });
    await box.waitFor();
    await box.pressSequentially('Okonkwu', { delay: 40 });
    const row = paralegal.getByRole('listbox', { name: 'Cases' }).getByRole('option', { name: /Okonkwo v\. Harbor Freight/ });
    await row.waitFor();
    await screenshot(paralegal, 'new-firm-02-paralegal-search');
    await paralegal.keyboard.press('Enter');
    await paralegal.waitForURL((url) => url.pathname === '/cases/caseDetail');
    await paralegal.getByText('Okonkwo v. Harbor Freight').first().waitFor();
    // Nothing of the demo firm is found from the new one.
    await paralegal.keyboard.press('Control+K');
    await paralegal.getByRole('combobox', { name: 'Where would you like to go?' }).pressSequentially('Alvarez', { delay: 20 });
    await paralegal.getByText(/No \w+ match “Alvarez”/).first().waitFor();
    await paralegal.context().close();
  });
});
