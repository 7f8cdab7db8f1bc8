import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { ROOT, startTestServer, type TestServer } from '../support/server';

/**
 * Signed-in pages drawn by the server (server/src/http/drawn-pages.ts with the client build's
 * renderer): what each person's page carries, and when the browser draws it instead.
 */
const ZONE = 'America/Chicago';
const place = (timeZone = ZONE, locale = 'en-US') => `mh_zone=${encodeURIComponent(timeZone)}; mh_locale=${locale}`;
const CREATE = 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }';
const HOSTILE = 'Brooks v. Freight </script><script>alert(1)</script><!--';

interface Page {
  status: number;
  cacheControl: string | null;
  html: string;
  /** The answers the page was drawn from, as main.tsx reads them; null when the browser draws it. */
  state: { cache: Record<string, unknown>; liveCursor: string | null } | null;
}

describe('signed-in pages drawn on the server', () => {
  let server: TestServer;
  let admin: ApiClient;
  let colleague: ApiClient;
  let other: ApiClient;
  let caseId: string;

  async function open(path: string, cookie: string | undefined): Promise<Page> {
    const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie, accept: 'text/html' } : { accept: 'text/html' } });
    const html = await response.text();
    const state = /<script type="application\/json" id="drawn-state">([^<]*)<\/script>/.exec(html);
    return { status: response.status, cacheControl: response.headers.get('cache-control'), html, state: state ? JSON.parse(state[1]!) : null };
  }

  beforeAll(async () => {
    // The renderer is part of the client build (npm test builds it first).
    expect(existsSync(path.join(ROOT, 'client', 'dist-server', 'prerender.mjs'))).toBe(true);
    server = await startTestServer();
    const firm = await createFirm(server.db, { name: 'Whitfield Injury Law' });
    const otherFirm = await createFirm(server.db, { name: 'Elsewhere LLP' });
    admin = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN', firstName: 'Dana' }));
    colleague = await server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Colin' }));
    other = await server.signedIn(await createUser(server.db, { firm: otherFirm, role: 'FIRM_ADMIN', firstName: 'Olga' }));
    const created = await admin.request<{ createMatter: { id: string } }>(CREATE, { input: { name: HOSTILE, number: 'PI-100', stage: 'Demand' } });
    expect(created.errors).toBeUndefined();
    caseId = created.data!.createMatter.id;
    const secret = await admin.request(CREATE, { input: { name: 'Confidential settlement', number: 'PI-200', permission: 'SPECIFIC_USERS', userIds: [] } });
    expect(secret.errors).toBeUndefined();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('sends the case list drawn with the person’s cases and the answers it was drawn from, never cached', async () => {
    const page = await open('/cases', `${admin.cookie}; ${place()}`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('private, no-store');
    expect(page.html).toMatch(/<div id="root" inert>.+Confidential settlement/s);
    expect(page.html).toMatch(/Welcome, (<!-- -->)?Dana/);
    // What people typed is text in the markup and data in the state, never markup of its own.
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('Brooks v. Freight &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    expect(page.html.match(/<script/g)).toHaveLength(2);
    expect(JSON.stringify(page.state!.cache)).toContain(JSON.stringify(HOSTILE));
    expect(page.state!.liveCursor).toMatch(/^\d+$/);
  });

  it('draws a case for those who may open it, and nobody else’s', async () => {
    const mine = await open(`/cases/caseDetail?id=${caseId}`, `${admin.cookie}; ${place()}`);
    expect(mine.state).not.toBeNull();
    expect(mine.html).toContain('PI-100');

    // A colleague without access to the confidential case does not get it in their list.
    const colleagues = await open('/cases', `${colleague.cookie}; ${place()}`);
    expect(colleagues.state).not.toBeNull();
    expect(colleagues.html).toContain('PI-100');
    expect(colleagues.html).not.toContain('Confidential settlement');

    // Another firm: its own (empty) list; the first firm's case is not drawn (its query is refused,
    // so the browser draws the page and says so itself).
    const theirs = await open('/cases', `${other.cookie}; ${place()}`);
    expect(theirs.state).not.toBeNull();
    expect(theirs.html).toMatch(/Welcome, (<!-- -->)?Olga/);
    expect(theirs.html).not.toMatch(/PI-100|Brooks v\. Freight|Confidential/);
    const theirCase = await open(`/cases/caseDetail?id=${caseId}`, `${other.cookie}; ${place()}`);
    expect(theirCase.state).toBeNull();
    expect(theirCase.html).toContain('<div id="root"></div>');
    expect(theirCase.html).not.toMatch(/PI-100|Brooks v\. Freight/);
  });

  it('draws times in the browser’s own time zone', async () => {
    // 25 hours apart: never the same day.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const page = await open('/', `${admin.cookie}; ${place(timeZone)}`);
      const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(new Date());
      expect(page.state).not.toBeNull();
      expect(page.html).toContain(`>${today}<`);
    }
  });

  it('leaves the page to the browser without a session, without its time zone, or for a page not drawn ahead', async () => {
    for (const [path, cookie] of [
      ['/cases', undefined],
      ['/cases', place()],
      ['/cases', 'matterhorn_session=not-a-session; ' + place()],
      ['/cases', admin.cookie],
      ['/cases', `${admin.cookie}; ${place('Mars/Olympus_Mons')}`],
      ['/cases', `${admin.cookie}; ${place(ZONE, 'not a locale')}`],
      ['/settings/firm', `${admin.cookie}; ${place()}`],
      ['/no-such-page', `${admin.cookie}; ${place()}`],
    ] as const) {
      const page = await open(path, cookie);
      expect([path, cookie, page.status, page.state]).toEqual([path, cookie, 200, null]);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).not.toMatch(/PI-100|Confidential/);
    }
    // Sign in stays the page the build drew (no one's data).
    const signIn = await open('/signin', `${admin.cookie}; ${place()}`);
    expect(signIn.state).toBeNull();
    expect(signIn.html).toContain('<div id="root" inert>');
  });
});
