/**
 * Stored hostile strings are shown as text, never run: a contact, a case, a task, a note and an
 * event whose names carry markup that would execute if any screen injected HTML, then every
 * screen that shows them, in a real Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

// At most 100 characters: it must fit a contact's first name.
const PAYLOAD = `Hostile <img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload=alert(1)>`;

let server: TestServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
const dialogs: string[] = [];
const ids = { contact: '', matter: '' };

async function create<T>(query: string, input: Record<string, unknown>): Promise<T> {
  const response = await api.request<Record<string, T>>(query, { input });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data)[0]!;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  api = await server.signedIn({ email: 'attorney@demo.matterhorn.law' }, 'matterhorn-demo');
  ids.contact = (await create<{ id: string }>('mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: PAYLOAD, lastName: 'Zed' })).id;
  ids.matter = (await create<{ id: string }>('mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: PAYLOAD, clientId: ids.contact, description: PAYLOAD })).id;
  await create('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { title: PAYLOAD, description: PAYLOAD, matterId: ids.matter });
  await create('mutation($input: AddMatterNoteInput!) { addMatterNote(input: $input) { id } }', { matterId: ids.matter, body: PAYLOAD });
  // Noon today: on today's calendar whatever the time of the run (an hour from now is tomorrow after 23:00).
  const start = new Date();
  start.setHours(12, 0, 0, 0);
  await create('mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
    title: PAYLOAD,
    matterId: ids.matter,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/');
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const executed = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);

describe('stored hostile strings', () => {
  it.each([
    ['dashboard', () => '/'],
    ['contacts', () => '/contacts'],
    ['contact list', () => '/contactlist'],
    ['contact', () => `/contactsPage?id=${ids.contact}`],
    ['cases', () => '/cases'],
    ['case browse', () => '/caseBrowse'],
    ['case summary', () => `/cases/caseDetail?id=${ids.matter}&tab=summary`],
    ['case notes', () => `/cases/caseDetail?id=${ids.matter}&tab=notes`],
    ['case tasks', () => `/cases/caseDetail?id=${ids.matter}&tab=tasks`],
    ['tasks', () => '/tasks'],
    ['calendar', () => '/officeCalendar'],
  ])('are shown as text on %s', async (name, url) => {
    await page.goto(`${server.url}${url()}`);
    await page.getByText('Hostile <img', { exact: false }).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(await executed()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    await screenshot(page, `hostile-${name.replace(/ /g, '-')}`);
  });

  it('are shown as text in the search modal', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The dashboard arrives drawn by the server: it listens for keys once the app has taken it over.
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: 'Where would you like to go?' });
    await box.waitFor();
    await box.fill('Hostile');
    await page.getByRole('option', { name: /Hostile <img/ }).first().waitFor();
    expect(await executed()).toBe(0);
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  });
});
