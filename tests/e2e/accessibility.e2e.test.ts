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
const ids = { matter: '', contact: '', settled: '' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ SEED_DEMO: 'true' }), launchChromium()]);
  const api: ApiClient = await server.signedIn({ email: 'attorney@demo.matterhorn.law' }, 'matterhorn-demo');
  const cases = await api.request<{ matters: { items: Array<{ id: string; client: { id: string } | null }> } }>('{ matters(pageSize: 1) { items { id client { id } } } }');
  ids.matter = cases.data!.matters.items[0]!.id;
  ids.contact = cases.data!.matters.items[0]!.client!.id;
  // The settled case: its statement in draft (the Settlement tab's statement table).
  ids.settled = (await server.db.query("SELECT id FROM matters WHERE name LIKE 'Brooks%'")).rows[0].id as string;
  // Whatever the demo's dates: today's calendar has an event of every colour, and two at the same
  // time (the week's '+1 more' link).
  const at = (hour: number, minutes = 60) => {
    const start = new Date();
    start.setUTCHours(hour, 0, 0, 0);
    return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + minutes * 60_000).toISOString() };
  };
  const events = [
    { title: 'Blue intake call', color: 'blue', ...at(9) },
    { title: 'Green records review', color: 'green', ...at(11) },
    { title: 'Red filing deadline', color: 'red', ...at(13) },
    { title: 'Overlapping deposition', color: 'green', ...at(15) },
    { title: 'Overlapping mediation', color: 'blue', ...at(15, 30) },
  ];
  for (const input of events) {
    const created = await api.request('mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', { input: { ...input, matterId: ids.matter } });
    expect(created.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function seriousViolations(page: Page): Promise<string[]> {
  // Let lazy routes, queries and transitions settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // A notification still fading in is judged as it will be shown, not half transparent.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.mantine-Notification-root')).every((el) => {
          for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
          return true;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * The keyboard on the current page: Tab walks through every control in the tab order and each
 * shows a visible focus indicator (its outline, shadow, border or background changes), and nothing
 * is an action for the mouse only (an element with a pointer cursor that no key can reach).
 */
async function keyboardProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // Styles are compared at once: no transition may still be on its way.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const controls = await page.evaluate(() => {
    const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="combobox"]';
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[aria-hidden="true"], [inert]');
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}.${String(el.className).split(' ')[0] ?? ''} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`;
    let n = 0;
    const inTabOrder: Array<{ id: string; name: string }> = [];
    const radioGroups = new Set<string>();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE))) {
      if (!visible(el) || el.tabIndex < 0 || (el as HTMLButtonElement).disabled) continue;
      // A radio group is one Tab stop (its checked radio); arrows move within it.
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        const group = el.name || el.closest('[role="radiogroup"]')?.id || '';
        const checked = group ? document.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`) : null;
        if ((checked && checked !== el) || (!checked && radioGroups.has(group))) continue;
        radioGroups.add(group);
      }
      el.dataset.kb = String((n += 1));
      inTabOrder.push({ id: el.dataset.kb, name: describe(el) });
    }
    // How each control looks unfocused: the element and the field around it (inputs show their
    // focus on their wrapper).
    const look = (el: HTMLElement) =>
      [el, el.parentElement, el.parentElement?.parentElement]
        .filter((node): node is HTMLElement => !!node)
        .map((node) => {
          const s = getComputedStyle(node);
          return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor, s.textDecorationLine].join('|');
        })
        .join('/');
    (document.activeElement as HTMLElement | null)?.blur();
    const looks: Record<string, string> = {};
    for (const { id } of inTabOrder) looks[id] = look(document.querySelector<HTMLElement>(`[data-kb="${id}"]`)!);
    Object.assign(window, { kbLooks: looks, kbLook: look });
    // Pointer-only: looks clickable, yet neither it nor anything around it can take the focus.
    const pointerOnly: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (!visible(el) || getComputedStyle(el).cursor !== 'pointer') continue;
      // The outermost clickable element only (its children inherit the cursor).
      if (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') continue;
      if (el.closest(FOCUSABLE) || el.closest('label') || el.querySelector(FOCUSABLE) || el.querySelector('label')) continue;
      // FullCalendar's day cells: a mouse shortcut for New Event, which takes the date by keyboard.
      if (el.matches('.fc-day')) continue;
      pointerOnly.push(describe(el));
    }
    return { inTabOrder, pointerOnly };
  });
  const problems = controls.pointerOnly.map((name) => `mouse only: ${name}`);
  const reached = new Set<string>();
  const noRing: string[] = [];
  // Round the page once: until the focus comes back to where it started (or far too many steps).
  let first: string | null = null;
  for (let step = 0; step < controls.inTabOrder.length * 3 + 20; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const id = el.dataset.kb ?? null;
      const plain = id ? (window as unknown as { kbLooks: Record<string, string> }).kbLooks[id] : undefined;
      const focused = (window as unknown as { kbLook: (node: HTMLElement) => string }).kbLook(el);
      return { id, visible: focused !== plain };
    });
    if (!focus?.id) continue;
    if (focus.id === first) break;
    first ??= focus.id;
    if (reached.has(focus.id)) continue; // the next part of the same field (a date's month, day, year)
    reached.add(focus.id);
    if (!focus.visible) noRing.push(controls.inTabOrder.find((control) => control.id === focus.id)!.name);
  }
  for (const control of controls.inTabOrder) if (!reached.has(control.id)) problems.push(`not reached by Tab: ${control.name}`);
  for (const name of noRing) problems.push(`no visible focus: ${name}`);
  return problems;
}

const FIRM_ROUTES = [
  '/',
  '/intakeWizard',
  '/caseBrowse',
  '/contactlist',
  '/cases',
  () => `/cases/caseDetail?id=${ids.matter}&tab=summary`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=deadlines`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=insurance`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=medical`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=medical&subTab=liens`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=medical&subTab=damages`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=costs`,
  () => `/cases/caseDetail?id=${ids.matter}&tab=settlement`,
  () => `/cases/caseDetail?id=${ids.settled}&tab=settlement`,
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
    expect(await keyboardProblems(page)).toEqual([]);
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

  it('every route of firm work by keyboard: all controls reached by Tab, with a visible focus, none for the mouse only', async () => {
    const page = await openSignedIn(browser, server.url, 'attorney@demo.matterhorn.law', '/');
    const found: string[] = [];
    for (const route of FIRM_ROUTES) {
      const url = typeof route === 'function' ? route() : route;
      await page.goto(`${server.url}${url}`);
      for (const problem of await keyboardProblems(page)) found.push(`${url}: ${problem}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 600_000);

  it('the administration routes, as a firm admin and as the platform admin (axe and keyboard)', async () => {
    const found: string[] = [];
    const admin = await openSignedIn(browser, server.url, 'admin@demo.matterhorn.law', '/');
    for (const url of ['/roles', '/settings/permissions', '/settings/workflows', '/settings/fee-agreement', '/settings/templates']) {
      await admin.goto(`${server.url}${url}`);
      for (const violation of await seriousViolations(admin)) found.push(`${url}: ${violation}`);
      for (const problem of await keyboardProblems(admin)) found.push(`${url}: ${problem}`);
    }
    await admin.context().close();
    const platform = await openSignedIn(browser, server.url, 'platform@demo.matterhorn.law', '/');
    for (const url of ['/', '/firms', '/attorneys', '/paralegals']) {
      await platform.goto(`${server.url}${url}`);
      for (const violation of await seriousViolations(platform)) found.push(`${url} (platform): ${violation}`);
      for (const problem of await keyboardProblems(platform)) found.push(`${url} (platform): ${problem}`);
    }
    await platform.context().close();
    expect(found).toEqual([]);
  }, 300_000);
});
