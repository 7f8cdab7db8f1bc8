import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot, signIn } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let attorney: Page;
let client: Page;

async function signedIn(email: string, next: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${server.url}/signin?next=${encodeURIComponent(next)}`);
  await signIn(page, email, 'matterhorn-demo');
  await page.waitForURL((url) => url.pathname === next);
  return page;
}

/** The bell in the top bar (the side navigation also has a Notifications link). */
const bell = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

/** A message in the open conversation (not its preview in the list). */
const inThread = (page: Page, text: string) => page.getByLabel('Messages', { exact: true }).getByText(text, { exact: true });

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  [attorney, client] = await Promise.all([signedIn('attorney@demo.matterhorn.law', '/message'), signedIn('client@demo.matterhorn.law', '/message')]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('messages between an attorney and a client', () => {
  it('chat live in both directions, with unread counts, without a reload', async () => {
    await attorney.getByLabel('Search Contacts').fill('Chris');
    await attorney.getByRole('button', { name: 'Chris Walker' }).click();
    await attorney.waitForURL((url) => url.searchParams.has('c'));
    await attorney.getByText('Online').or(attorney.getByText(/Last seen/)).first().waitFor();
    await attorney.getByLabel('Message', { exact: true }).fill('Hello Chris, your MRI results arrived.');
    await attorney.keyboard.press('Enter');

    // The client, already on /message (their latest conversation open), sees it arrive live in the
    // attorney's conversation, unread with the one from before (the demo's history), and opens it.
    const fromAttorney = client.getByRole('listitem', { name: 'Jordan Reyes, 2 unread' });
    await fromAttorney.waitFor();
    await fromAttorney.click();
    await inThread(client, 'Hello Chris, your MRI results arrived.').waitFor();
    await inThread(client, 'Please do not give a recorded statement. Refer them to me; I will send them a letter of representation today.').waitFor();
    await client.getByRole('listitem', { name: 'Jordan Reyes' }).waitFor();

    // The attorney steps out of the conversation; the client's reply shows as unread, live.
    await attorney.goto(`${server.url}/message`);
    await client.getByLabel('Message', { exact: true }).fill('   ');
    expect(await client.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await client.getByLabel('Message', { exact: true }).fill('Thank you! What are the next steps?');
    await client.getByRole('button', { name: 'Send' }).click();
    const unread = attorney.getByRole('listitem', { name: 'Chris Walker, 1 unread' });
    await unread.waitFor();
    await screenshot(attorney, 'messages-00-unread');
    await unread.click();
    await inThread(attorney, 'Thank you! What are the next steps?').waitFor();
    await attorney.getByText('Today', { exact: true }).waitFor();
    await attorney.getByRole('listitem', { name: 'Chris Walker' }).waitFor();
    await screenshot(attorney, 'messages-01-attorney');
    await screenshot(client, 'messages-02-client');
  });

  it('rings the bell without a reload when a message arrives elsewhere', async () => {
    await attorney.goto(`${server.url}/contacts`);
    await attorney.getByRole('heading', { name: 'Contacts', level: 2 }).waitFor();
    await bell(attorney, 'Notifications').waitFor();
    await client.getByLabel('Message', { exact: true }).fill('One more question about the bills.');
    await client.keyboard.press('Enter');
    await bell(attorney, 'Notifications, 1 unread').waitFor();
    await attorney.getByText('New message from Chris Walker: One more question about the bills.').first().waitFor();
    await screenshot(attorney, 'messages-03-bell');
    await bell(attorney, 'Notifications, 1 unread').click();
    await attorney.waitForURL((url) => url.pathname === '/notifications');
    const row = attorney.getByRole('table', { name: 'Notifications' }).getByRole('row', { name: /One more question about the bills/ });
    await row.getByRole('button', { name: 'Actions for New message from Chris Walker: One more question about the bills.' }).click();
    await attorney.getByRole('menuitem', { name: 'Open' }).click();
    await attorney.waitForURL((url) => url.pathname === '/message');
    await inThread(attorney, 'One more question about the bills.').waitFor();
    await bell(attorney, 'Notifications').waitFor();
  });

  it('keeps the client to their messages', async () => {
    await client.goto(`${server.url}/contacts`);
    await client.getByRole('heading', { name: "This page isn't available to your account" }).waitFor();
    await client.goto(`${server.url}/message`);
    await inThread(client, 'Thank you! What are the next steps?').waitFor();
  });
});
