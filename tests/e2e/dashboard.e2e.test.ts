import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The attorney's own figures, asked of the database and the invoice summary directly. */
async function expectedFigures(): Promise<{ open: number; overdue: number; unpaidCents: number; unpaidCount: number }> {
  const { rows } = await server.db.query<{ open: number; overdue: number }>(
    `SELECT count(*)::int AS open, (count(*) FILTER (WHERE t.due_date < CURRENT_DATE))::int AS overdue
     FROM tasks t JOIN task_assignees a ON a.task_id = t.id JOIN users u ON u.id = a.user_id
     WHERE u.email = 'attorney@demo.matterhorn.law' AND t."column" <> 'DONE'`,
  );
  const summary = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ invoiceSummary { unpaid { count amountCents } overdue { count amountCents } } }' }),
    });
    return (await response.json()).data.invoiceSummary as { unpaid: { count: number; amountCents: number }; overdue: { count: number; amountCents: number } };
  });
  return {
    open: rows[0]!.open,
    overdue: rows[0]!.overdue,
    unpaidCents: summary.unpaid.amountCents + summary.overdue.amountCents,
    unpaidCount: summary.unpaid.count + summary.overdue.count,
  };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/', { viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the home dashboard', () => {
  it("shows the attorney's own figures and lists", async () => {
    const expected = await expectedFigures();
    expect(expected.open).toBeGreaterThan(0);
    expect(expected.unpaidCount).toBeGreaterThan(0);

    // Each card is named by what it shows: its label, figure, caption and note.
    const tasks = page.getByRole('link', { name: new RegExp(`^Tasks ${expected.open} open tasks? assigned to you`) });
    await tasks.getByText(String(expected.open), { exact: true }).waitFor();
    await tasks.getByText(`${expected.overdue} overdue`).waitFor();
    const invoices = page.getByRole('link', { name: `Invoices ${money(expected.unpaidCents)} unpaid across ${expected.unpaidCount} invoice${expected.unpaidCount === 1 ? '' : 's'}`, exact: false });
    await invoices.getByText(money(expected.unpaidCents)).waitFor();

    // The demo attorney asked for tasks others do, works on the demo cases, and one of them has an overdue task.
    await page.getByRole('table', { name: 'Tasks Assigned By Me' }).getByText('Request police report').waitFor();
    await page.getByRole('table', { name: 'My Cases' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('table', { name: 'Cases With Overdue Status' }).getByText('Order medical records').waitFor();
    await page.getByRole('table', { name: 'Case Lists' }).getByRole('row').nth(1).waitFor();
    // Today's Event: the month's days (a group named by the month).
    await page.getByRole('group', { name: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date()) }).waitFor();
    await screenshot(page, 'dashboard-00-attorney');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: /^Tasks \d+ open/ }).waitFor();
    await screenshot(page, 'dashboard-01-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('opens the case of an overdue row from its action icon', async () => {
    const overdue = page.getByRole('table', { name: 'Cases With Overdue Status' });
    const row = overdue.getByRole('row').filter({ hasText: 'Order medical records' });
    await row.getByRole('button', { name: /^Open case / }).click();
    await page.waitForURL((url) => url.pathname === '/cases/caseDetail');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens the upload dialog from Quick Access', async () => {
    await page.getByRole('region', { name: 'Quick Access' }).getByRole('link', { name: /Upload Document/ }).click();
    await page.waitForURL((url) => url.pathname === '/document');
    await page.getByRole('dialog', { name: 'Upload Document' }).waitFor();
    await screenshot(page, 'dashboard-02-upload-from-quick-access');
  });

  it('opens the search modal from Search Anything', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('region', { name: 'Quick Access' }).getByRole('button', { name: /Search Anything/ }).click();
    await page.getByPlaceholder('Where would you like to go?').waitFor();
  });
});
