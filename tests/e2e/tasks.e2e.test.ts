import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let attorney: Page;
let paralegal: Page;

const signedIn = (email: string, next: string) => openSignedIn(browser, server.url, email, next, { viewport: { width: 1440, height: 950 } });

const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, column: string, title: string) => lane(page, column).getByRole('button', { name: title, exact: true });

/** Drags with the mouse in small steps, as a person would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 30, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 40, { steps: 20 });
  await page.mouse.up();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  [attorney, paralegal] = await Promise.all([signedIn('attorney@demo.matterhorn.law', '/tasks'), signedIn('paralegal@demo.matterhorn.law', '/tasks')]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the task board', () => {
  it('moves a card to Complete by dragging: it stays there after a reload and moves live in a second browser', async () => {
    await card(attorney, 'In Queue', 'Call client about treatment').waitFor();
    await card(paralegal, 'In Queue', 'Call client about treatment').waitFor();
    await screenshot(attorney, 'tasks-00-board');

    await drag(attorney, card(attorney, 'In Queue', 'Call client about treatment'), lane(attorney, 'Complete'));
    await card(attorney, 'Complete', 'Call client about treatment').waitFor();
    // The other person's board follows without a reload.
    await card(paralegal, 'Complete', 'Call client about treatment').waitFor();
    expect(await card(paralegal, 'In Queue', 'Call client about treatment').count()).toBe(0);
    await screenshot(paralegal, 'tasks-01-moved-live');

    await attorney.reload();
    await card(attorney, 'Complete', 'Call client about treatment').waitFor();
    expect(await card(attorney, 'In Queue', 'Call client about treatment').count()).toBe(0);
  });

  it('moves a card with the keyboard', async () => {
    const moving = card(attorney, 'Need Revision', 'Review deposition transcript');
    await moving.focus();
    // Space lifts it (it says so), the arrow takes it to the next column on the left, Space drops it.
    await attorney.keyboard.press('Space');
    const lifted = '[aria-roledescription="sortable"][aria-pressed="true"]';
    await attorney.locator(`${lifted}[aria-label="Review deposition transcript"]`).waitFor();
    await attorney.keyboard.press('ArrowLeft');
    await lane(attorney, 'In Progress').locator(lifted).waitFor();
    await attorney.keyboard.press('Space');
    await attorney.locator(lifted).waitFor({ state: 'detached' });
    await card(attorney, 'In Progress', 'Review deposition transcript').waitFor();
    await card(paralegal, 'In Progress', 'Review deposition transcript').waitFor();
  });

  it('adds a task inline and opens it to add an assignee', async () => {
    await lane(attorney, 'In Progress').getByRole('button', { name: 'Create New Task in In Progress' }).click();
    await attorney.getByRole('textbox', { name: 'New task in In Progress' }).fill('  Prepare exhibit binder  ');
    await attorney.keyboard.press('Enter');
    const added = card(attorney, 'In Progress', 'Prepare exhibit binder');
    await added.waitFor();
    await added.getByText('Today').waitFor();
    await added.click();
    const dialog = attorney.getByRole('dialog', { name: 'Edit Task' });
    await dialog.getByRole('combobox', { name: 'Assignees' }).click();
    await attorney.getByRole('option', { name: 'Priya Shah (Paralegal)' }).click();
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Priya hears of it at once: the bell rings and her board shows the new task.
    await paralegal.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread', exact: true }).waitFor();
    await card(paralegal, 'In Progress', 'Prepare exhibit binder').getByLabel('Assigned to Priya Shah').waitFor();
    await screenshot(paralegal, 'tasks-02-assigned');
  });
});
