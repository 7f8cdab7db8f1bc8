/**
 * axe-core on every route, as the role that uses it: no serious or critical violation of WCAG 2.1
 * A/AA. Each route is opened, given a moment to load its data, then analysed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSignedIn } from '../support/browser';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
const ids = { matter: '', contact: '' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  const api: ApiClient = await server.signedIn({ email: 'attorney@demo.matterhorn.law' }, 'matterhorn-demo');
  const cases = await api.request<{ matters: { items: Array<{ id: string; client: { id: string } | null }> } }>('{ matters(pageSize: 1) { items { id client { id } } } }');
  ids.matter = cases.data!.matters.items[0]!.id;
  ids.contact = cases.data!.matters.items[0]!.client!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function seriousViolations(page: Page): Promise<string[]> {
  // Let lazy routes, queries and transitions settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

const FIRM_ROUTES = [
  '/',
  '/intakeWizard',
  '/caseBrowse',
  '/contactlist',
  '/cases',
  () => `/cases/caseDetail?id=${ids.matter}&tab=summary`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=deadlines`,
  '/cases/addCase',
  () => `/cases/caseDetails?id=${ids.matter}`,
  '/officeCalendar',
  '/tasks',
  '/contacts',
  () => `/contactsPage?id=${ids.contact}`,
  '/invoice',
  '/ai-chat',
  '/message',
  '/notifications',
  '/document',
  '/cases/statutes',
  '/settings/deadlines',
];

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('the sign-in page', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/signin`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('every route of firm work, as an attorney', async () => {
    const page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/');
    const found: string[] = [];
    for (const route of FIRM_ROUTES) {
      const url = typeof route === 'function' ? route() : route;
      await page.goto(`${server.url}${url}`);
      for (const violation of await seriousViolations(page)) found.push(`${url}: ${violation}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 300_000);

  it('the administration routes, as a firm admin and as the platform admin', async () => {
    const found: string[] = [];
    const admin = await openSignedIn(browser, server.url, 'admin@demo.matterhorn.law', '/');
    for (const url of ['/roles', '/settings/permissions', '/settings/workflows']) {
      await admin.goto(`${server.url}${url}`);
      for (const violation of await seriousViolations(admin)) found.push(`${url}: ${violation}`);
    }
    await admin.context().close();
    const platform = await openSignedIn(browser, server.url, 'platform@demo.matterhorn.law', '/');
    for (const url of ['/', '/firms', '/attorneys', '/paralegals']) {
      await platform.goto(`${server.url}${url}`);
      for (const violation of await seriousViolations(platform)) found.push(`${url} (platform): ${violation}`);
    }
    await platform.context().close();
    expect(found).toEqual([]);
  }, 300_000);
});
