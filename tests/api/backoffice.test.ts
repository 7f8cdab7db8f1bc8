import { ApiClient, errorCode, type GraphQLResponse } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type Role, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { wsClient } from '../support/ws';

const TOTALS = `{ backOfficeTotals { firms { total yesterday } attorneys { total yesterday } paralegals { total yesterday } } }`;
const AI_USAGE = `query($period: AiUsagePeriod!) { backOfficeAiUsage(period: $period) { period words from to } }`;
const AI_SERIES = `query($range: AiUsageRange!) { backOfficeAiUsageSeries(range: $range) { range points { label start words } } }`;
const TOP = `{ backOfficeTopFirms { activeMembers aiWords firm { id name status totalMembers } } }`;
const FIRMS = `query($status: BackOfficeStatus, $search: String, $sortBy: FirmSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {
  backOfficeFirms(status: $status, search: $search, sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { id name email phone status totalMembers version }
  }
}`;
const PEOPLE = `query($role: BackOfficeRole!, $status: BackOfficeStatus, $search: String, $sortBy: PersonSort, $sortDirection: SortDirection, $page: Int, $pageSize: Int) {
  backOfficePeople(role: $role, status: $status, search: $search, sortBy: $sortBy, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {
    totalCount items { id fullName email phone status role version firm { id name status } }
  }
}`;
const SET_PERSON_STATUS = `mutation($id: ID!, $version: Int!, $status: BackOfficeStatus!) { setBackOfficePersonStatus(id: $id, version: $version, status: $status) { id status version } }`;
const UPDATE_PERSON = `mutation($input: UpdateBackOfficePersonInput!) { updateBackOfficePerson(input: $input) { id firstName lastName fullName phone status version } }`;
const DELETE_PERSON = `mutation($id: ID!, $version: Int!) { deleteBackOfficePerson(id: $id, version: $version) }`;
const SET_FIRM_STATUS = `mutation($id: ID!, $version: Int!, $status: BackOfficeStatus!) { setFirmStatus(id: $id, version: $version, status: $status) { id status version } }`;
const UPDATE_FIRM = `mutation($input: UpdateFirmInput!) { updateFirm(input: $input) { id name email phone status version totalMembers } }`;
const DELETE_FIRM = `mutation($id: ID!, $version: Int!) { deleteFirm(id: $id, version: $version) }`;
const CREATE_FIRM = `mutation($input: CreateFirmInput!) {
  createFirm(input: $input) { invitationUrl invitationExpiresAt admin { id email role status fullName firm { id name } } firm { id name email phone status totalMembers } }
}`;
/** Something only a signed-in firm member may read: answers UNAUTHENTICATED once the session is gone. */
const FIRM_QUERY = '{ firmUsers { totalCount } }';

interface Figure {
  total: number;
  yesterday: number;
}
interface FirmItem {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
  totalMembers: number;
  version: number;
}
interface PersonItem {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  status: string;
  role: string;
  version: number;
  firm: { id: string; name: string; status: string };
}

let server: TestServer;
let platform: ApiClient;
let today: string;
const firms: Record<string, FirmRow> = {};
const people: Record<string, UserRow> = {};

const sql = (text: string, params: unknown[] = []) => server.db.query(text, params);
const ago = (column: 'created_at' | 'last_sign_in_at' | 'last_seen_at', table: 'firms' | 'users', id: string, interval: string) =>
  sql(`UPDATE ${table} SET ${column} = now() - $2::interval WHERE id = $1`, [id, interval]);

async function firm(key: string, name: string, createdAgo: string | null, status: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE') {
  firms[key] = await createFirm(server.db, { name, status });
  if (createdAgo) await ago('created_at', 'firms', firms[key]!.id, createdAgo);
  return firms[key]!;
}

async function person(
  key: string,
  firmKey: string,
  role: Role,
  name: string,
  options: { createdAgo?: string; status?: 'ACTIVE' | 'SUSPENDED' | 'DELETED'; signedInAgo?: string; seenAgo?: string } = {},
) {
  const [firstName, lastName] = name.split(' ');
  people[key] = await createUser(server.db, { firm: firms[firmKey]!, role, firstName, lastName, status: options.status, email: `${key}@backoffice.test` });
  const id = people[key]!.id;
  if (options.createdAgo) await ago('created_at', 'users', id, options.createdAgo);
  if (options.signedInAgo) await ago('last_sign_in_at', 'users', id, options.signedInAgo);
  if (options.seenAgo) await ago('last_seen_at', 'users', id, options.seenAgo);
  return people[key]!;
}

/** The data the request answered, failing with the server's message when it did not. */
function ok<T>(response: GraphQLResponse<T>): T {
  if (response.errors) throw new Error(`${response.errors[0]?.message} (${errorCode(response)})`);
  return response.data!;
}

const listFirms = async (variables: Record<string, unknown> = {}) =>
  ok(await platform.request<{ backOfficeFirms: { totalCount: number; page: number; pageSize: number; items: FirmItem[] } }>(FIRMS, variables)).backOfficeFirms;
const listPeople = async (variables: Record<string, unknown>) =>
  ok(await platform.request<{ backOfficePeople: { totalCount: number; items: PersonItem[] } }>(PEOPLE, variables)).backOfficePeople;
const totals = async () => ok(await platform.request<{ backOfficeTotals: { firms: Figure; attorneys: Figure; paralegals: Figure } }>(TOTALS)).backOfficeTotals;
const versionOf = async (table: 'users' | 'firms', id: string) => (await sql(`SELECT version FROM ${table} WHERE id = $1`, [id])).rows[0].version as number;

/** YYYY-MM-DD `days` before the database's today. */
function dayBefore(days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Words recorded `daysAgo` days before today: 2^i for the i-th, so every sum tells which days it holds. */
const USAGE_DAYS_AGO = [0, 1, 3, 8, 20, 40, 200, 400];

beforeAll(async () => {
  server = await startTestServer();
  today = (await sql(`SELECT to_char(CURRENT_DATE, 'YYYY-MM-DD') AS today`)).rows[0].today;

  // Firms (see the figures test for what each one is for).
  await firm('alpha', 'Alpha Injury Law', '10 days');
  await firm('bravo', 'Bravo Legal', null);
  await firm('cedar', 'Cedar Counsel', '10 days', 'SUSPENDED');
  await firm('dune', 'Dune Partners', '20 days');
  await sql(`UPDATE firms SET status = 'DELETED', deleted_at = now() - interval '2 days' WHERE id = $1`, [firms.dune!.id]);
  await firm('elm', 'Elm Advocates', '10 days');
  await firm('fern', 'Fern Firm', null);
  await firm('grove', 'Grove Law', '10 days');
  await firm('hale', 'Hale Law', '10 days');
  await firm('ivy', 'Ivy Law', '10 days');
  await firm('juniper', 'Juniper Law', '10 days');

  // Alpha: 6 members (admin, 2 attorneys, 2 paralegals, staff), 3 active in the last 30 days.
  await person('alphaAdmin', 'alpha', 'FIRM_ADMIN', 'Ada Alpha', { createdAgo: '10 days', signedInAgo: '2 days' });
  await person('amy', 'alpha', 'ATTORNEY', 'Amy Archer', { createdAgo: '10 days', seenAgo: '1 hour' });
  await person('ben', 'alpha', 'ATTORNEY', 'Ben Brief');
  await person('pia', 'alpha', 'PARALEGAL', 'Pia Plead', { createdAgo: '10 days' });
  await person('quin', 'alpha', 'PARALEGAL', 'Quin Quash', { createdAgo: '10 days', status: 'SUSPENDED', signedInAgo: '1 hour' });
  await person('alphaStaff', 'alpha', 'STAFF', 'Sam Staff', { createdAgo: '10 days', signedInAgo: '29 days' });
  await person('alphaClient', 'alpha', 'CLIENT', 'Cleo Client', { createdAgo: '10 days', signedInAgo: '1 hour' });
  await person('gone', 'alpha', 'ATTORNEY', 'Gus Gone', { createdAgo: '5 days', status: 'DELETED' });
  await sql(`UPDATE users SET deleted_at = now() - interval '2 hours' WHERE id = $1`, [people.gone!.id]);
  // Deleted elsewhere (the Roles page) without a deletion time: its last change counts.
  await person('goneEarlier', 'alpha', 'ATTORNEY', 'Gil Gone', { createdAgo: '10 days', status: 'DELETED' });
  await sql(`UPDATE users SET updated_at = now() - interval '3 days' WHERE id = $1`, [people.goneEarlier!.id]);
  await person('rex', 'alpha', 'PARALEGAL', 'Rex Recent', { createdAgo: '10 days', status: 'DELETED' });
  await sql(`UPDATE users SET deleted_at = now() - interval '30 minutes' WHERE id = $1`, [people.rex!.id]);

  // Bravo (new today): 4 members, 3 active.
  await person('bravoAdmin', 'bravo', 'FIRM_ADMIN', 'Bo Bravo', { signedInAgo: '1 hour' });
  await person('dan', 'bravo', 'ATTORNEY', 'Dan Docket', { signedInAgo: '1 day' });
  await person('eve', 'bravo', 'ATTORNEY', 'Eve Estop', { status: 'SUSPENDED', signedInAgo: '1 hour' });
  await person('pat', 'bravo', 'PARALEGAL', 'Pat Parley', { seenAgo: '3 days' });

  // Cedar (suspended): its active attorney still counts and is listed, the firm is not in the top 5.
  await person('cedarAdmin', 'cedar', 'FIRM_ADMIN', 'Ced Cedar', { createdAgo: '10 days', signedInAgo: '1 hour' });
  await person('cora', 'cedar', 'ATTORNEY', 'Cora Court', { createdAgo: '3 days', signedInAgo: '1 hour' });
  await person('ray', 'cedar', 'PARALEGAL', 'Ray Recent', { createdAgo: '10 days', status: 'DELETED' });
  await sql(`UPDATE users SET deleted_at = now() - interval '10 minutes' WHERE id = $1`, [people.ray!.id]);
  // Dune (deleted 2 days ago) and Elm (deleted below, an hour ago): their people no longer count.
  await person('duneAttorney', 'dune', 'ATTORNEY', 'Dee Dune', { createdAgo: '20 days' });
  await person('elmAttorney', 'elm', 'ATTORNEY', 'Eli Elm', { createdAgo: '10 days' });
  await sql(`UPDATE firms SET status = 'DELETED', deleted_at = now() - interval '1 hour' WHERE id = $1`, [firms.elm!.id]);
  await person('fernAttorney', 'fern', 'ATTORNEY', 'Fay Fern');

  // Grove and Hale: 2 active staff each; Ivy: 1 active with many AI words; Juniper: nobody active for 40 days.
  for (const [key, count] of [['grove', 2], ['hale', 2], ['ivy', 1]] as const) {
    for (let i = 0; i < count; i += 1) await person(`${key}${i}`, key, 'STAFF', `${key} Member${i}`, { createdAgo: '10 days', signedInAgo: '3 days' });
  }
  await person('juniper0', 'juniper', 'STAFF', 'Juno Member', { createdAgo: '10 days', signedInAgo: '40 days' });

  // AI words: Alpha on several days back (2^i words), Bravo 500 and Ivy 1000 today, Juniper 5000 long ago.
  for (const [i, daysAgo] of USAGE_DAYS_AGO.entries()) {
    await sql('INSERT INTO ai_usage (firm_id, user_id, day, words) VALUES ($1, $2, $3, $4)', [firms.alpha!.id, people.amy!.id, dayBefore(daysAgo), 2 ** i]);
  }
  await sql('INSERT INTO ai_usage (firm_id, user_id, day, words) VALUES ($1, $2, CURRENT_DATE, 500)', [firms.bravo!.id, people.dan!.id]);
  await sql('INSERT INTO ai_usage (firm_id, user_id, day, words) VALUES ($1, $2, CURRENT_DATE, 1000)', [firms.ivy!.id, people.ivy0!.id]);
  await sql(`INSERT INTO ai_usage (firm_id, user_id, day, words) VALUES ($1, $2, CURRENT_DATE - 35, 5000)`, [firms.juniper!.id, people.juniper0!.id]);

  people.platform = await createUser(server.db, { role: 'PLATFORM_ADMIN', email: 'platform@backoffice.test' });
  platform = await server.signedIn(people.platform);
});

afterAll(async () => {
  await server.stop();
});

describe('admin dashboard figures', () => {
  it('counts firms, attorneys and paralegals now and at this moment yesterday', async () => {
    expect(await totals()).toEqual({
      // Now: Alpha, Bravo, Cedar (suspended), Fern, Grove, Hale, Ivy, Juniper. Yesterday: not Bravo or Fern (new), but Elm (deleted an hour ago).
      firms: { total: 8, yesterday: 7 },
      // Now: Amy, Ben (new), Eve (new, suspended), Dan (new), Cora, Fay (new). Yesterday: Amy, Gus (deleted 2 h ago), Cora, Eli (firm deleted 1 h ago).
      attorneys: { total: 6, yesterday: 4 },
      // Now: Pia, Quin (suspended), Pat (new). Yesterday: Pia, Quin, Rex and Ray (deleted 30 and 10 minutes ago).
      paralegals: { total: 3, yesterday: 4 },
    });
  });

  it('sums AI words of today, this week (from Monday), this calendar month and this calendar year', async () => {
    const start = (period: string): string => {
      const date = new Date(`${today}T00:00:00Z`);
      if (period === 'WEEK') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
      if (period === 'MONTH') date.setUTCDate(1);
      if (period === 'YEAR') date.setUTCMonth(0, 1);
      return date.toISOString().slice(0, 10);
    };
    for (const period of ['DAY', 'WEEK', 'MONTH', 'YEAR']) {
      const from = start(period);
      const alpha = USAGE_DAYS_AGO.reduce((sum, daysAgo, i) => (dayBefore(daysAgo) >= from ? sum + 2 ** i : sum), 0);
      const juniper = dayBefore(35) >= from ? 5000 : 0;
      const usage = ok(await platform.request<{ backOfficeAiUsage: unknown }>(AI_USAGE, { period })).backOfficeAiUsage;
      expect(usage).toEqual({ period, words: alpha + 500 + 1000 + juniper, from, to: today });
    }
    const day = ok(await platform.request<{ backOfficeAiUsage: { words: number } }>(AI_USAGE, { period: 'DAY' })).backOfficeAiUsage;
    expect(day.words).toBe(1 + 500 + 1000);
  });

  it("charts the words per day of this month and per month of this year", async () => {
    type Series = { range: string; points: Array<{ label: string; start: string; words: number }> };
    const month = ok(await platform.request<{ backOfficeAiUsageSeries: Series }>(AI_SERIES, { range: 'MONTH' })).backOfficeAiUsageSeries;
    const [year, monthNumber] = today.split('-').map(Number) as [number, number];
    const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    expect(month.points).toHaveLength(daysInMonth);
    expect(month.points[0]).toMatchObject({ label: '01', start: `${today.slice(0, 7)}-01` });
    expect(month.points.at(-1)!.label).toBe(String(daysInMonth));
    const wordsOn = (day: string) =>
      USAGE_DAYS_AGO.reduce((sum, daysAgo, i) => (dayBefore(daysAgo) === day ? sum + 2 ** i : sum), 0) + (day === today ? 1500 : 0) + (day === dayBefore(35) ? 5000 : 0);
    for (const point of month.points) expect(point.words).toBe(wordsOn(point.start));
    expect(month.points.find((p) => p.start === today)!.words).toBe(1501);

    const yearly = ok(await platform.request<{ backOfficeAiUsageSeries: Series }>(AI_SERIES, { range: 'YEAR' })).backOfficeAiUsageSeries;
    expect(yearly.points.map((p) => p.label)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    const monthTotal = month.points.reduce((sum, p) => sum + p.words, 0);
    expect(yearly.points[monthNumber - 1]!.words).toBe(monthTotal);
    const yearTotal = ok(await platform.request<{ backOfficeAiUsage: { words: number } }>(AI_USAGE, { period: 'YEAR' })).backOfficeAiUsage.words;
    expect(yearly.points.reduce((sum, p) => sum + p.words, 0)).toBe(yearTotal);
  });

  it('ranks the top 5 active firms by members active in 30 days, then AI words in 30 days', async () => {
    const top = ok(await platform.request<{ backOfficeTopFirms: Array<{ activeMembers: number; aiWords: number; firm: { name: string; status: string; totalMembers: number } }> }>(TOP))
      .backOfficeTopFirms;
    expect(top.map((row) => [row.firm.name, row.activeMembers, row.aiWords, row.firm.totalMembers])).toEqual([
      ['Bravo Legal', 3, 500, 4],
      // 1 + 2 + 4 + 8 + 16: the words of the last 30 days only.
      ['Alpha Injury Law', 3, 31, 6],
      ['Grove Law', 2, 0, 2],
      ['Hale Law', 2, 0, 2],
      ['Ivy Law', 1, 1000, 1],
    ]);
    expect(new Set(top.map((row) => row.firm.status))).toEqual(new Set(['ACTIVE']));
  });
});

describe('firm and people lists', () => {
  it('lists active firms by name with their member count computed on the server, paged', async () => {
    const all = await listFirms();
    expect(all.totalCount).toBe(7);
    expect(all.items.map((f) => [f.name, f.totalMembers])).toEqual([
      ['Alpha Injury Law', 6],
      ['Bravo Legal', 4],
      ['Fern Firm', 1],
      ['Grove Law', 2],
      ['Hale Law', 2],
      ['Ivy Law', 1],
      ['Juniper Law', 1],
    ]);
    const page3 = await listFirms({ page: 3, pageSize: 3 });
    expect(page3).toMatchObject({ totalCount: 7, page: 3, pageSize: 3 });
    expect(page3.items.map((f) => f.name)).toEqual(['Juniper Law']);
    const beyond = await listFirms({ page: 4, pageSize: 3 });
    expect(beyond).toMatchObject({ totalCount: 7, items: [] });
  });

  it('filters suspended firms, searches, sorts by members, and finds nothing when nothing matches', async () => {
    expect((await listFirms({ status: 'SUSPENDED' })).items.map((f) => [f.name, f.status, f.totalMembers])).toEqual([['Cedar Counsel', 'SUSPENDED', 2]]);
    expect((await listFirms({ search: 'law' })).items.map((f) => f.name)).toEqual(['Alpha Injury Law', 'Grove Law', 'Hale Law', 'Ivy Law', 'Juniper Law']);
    const byMembers = await listFirms({ sortBy: 'MEMBERS', sortDirection: 'DESC', pageSize: 2 });
    expect(byMembers.items.map((f) => f.name)).toEqual(['Alpha Injury Law', 'Bravo Legal']);
    expect(await listFirms({ search: 'nothing like this' })).toMatchObject({ totalCount: 0, items: [] });
    expect(await listFirms({ status: 'SUSPENDED', search: 'alpha' })).toMatchObject({ totalCount: 0, items: [] });
  });

  it('lists attorneys of every firm that is not deleted, with their firm, by status', async () => {
    const active = await listPeople({ role: 'ATTORNEY' });
    expect(active.items.map((p) => [p.fullName, p.firm.name])).toEqual([
      ['Amy Archer', 'Alpha Injury Law'],
      ['Ben Brief', 'Alpha Injury Law'],
      ['Cora Court', 'Cedar Counsel'],
      ['Dan Docket', 'Bravo Legal'],
      ['Fay Fern', 'Fern Firm'],
    ]);
    expect(active.items.find((p) => p.fullName === 'Cora Court')!.firm.status).toBe('SUSPENDED');
    const suspended = await listPeople({ role: 'ATTORNEY', status: 'SUSPENDED' });
    expect(suspended.items.map((p) => [p.fullName, p.status, p.firm.name])).toEqual([['Eve Estop', 'SUSPENDED', 'Bravo Legal']]);
    expect((await listPeople({ role: 'ATTORNEY', search: 'bravo' })).items.map((p) => p.fullName)).toEqual(['Dan Docket']);
    const byFirm = await listPeople({ role: 'ATTORNEY', sortBy: 'FIRM', sortDirection: 'DESC' });
    expect(byFirm.items.map((p) => p.firm.name)).toEqual(['Fern Firm', 'Cedar Counsel', 'Bravo Legal', 'Alpha Injury Law', 'Alpha Injury Law']);
    const page = await listPeople({ role: 'ATTORNEY', page: 2, pageSize: 2 });
    expect(page.totalCount).toBe(5);
    expect(page.items.map((p) => p.fullName)).toEqual(['Cora Court', 'Dan Docket']);
  });

  it('lists paralegals the same way, and finds none when none match', async () => {
    expect((await listPeople({ role: 'PARALEGAL' })).items.map((p) => p.fullName)).toEqual(['Pat Parley', 'Pia Plead']);
    expect((await listPeople({ role: 'PARALEGAL', status: 'SUSPENDED' })).items.map((p) => p.fullName)).toEqual(['Quin Quash']);
    expect(await listPeople({ role: 'PARALEGAL', status: 'SUSPENDED', search: 'pia' })).toEqual({ totalCount: 0, items: [] });
  });
});

describe('suspension, edits and deletion', () => {
  it('suspending an attorney ends their sessions at once: the old cookie stops working and open tabs are told', async () => {
    const amy = await server.signedIn(people.amy!);
    const second = await server.signedIn(people.amy!);
    expect(ok(await amy.request<{ firmUsers: { totalCount: number } }>(FIRM_QUERY)).firmUsers.totalCount).toBeGreaterThan(0);

    const { client, closed } = wsClient(server.wsUrl, amy.cookie!);
    const events: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.subscribe({ query: 'subscription { sessionEnded { reason } }' }, { next: (value) => events.push(value), error: reject, complete: () => {} });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    const suspended = ok(
      await platform.request<{ setBackOfficePersonStatus: { status: string } }>(SET_PERSON_STATUS, {
        id: people.amy!.id,
        version: await versionOf('users', people.amy!.id),
        status: 'SUSPENDED',
      }),
    );
    expect(suspended.setBackOfficePersonStatus.status).toBe('SUSPENDED');
    expect(errorCode(await amy.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect(errorCode(await second.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect(await closed).toBe(4401);
    expect(events).toEqual([{ data: { sessionEnded: { reason: 'ACCOUNT_SUSPENDED' } } }]);
    const again = await new ApiClient(server.graphqlUrl).signIn(people.amy!.email, 'correct horse battery staple');
    expect(errorCode(again)).toBe('FORBIDDEN');
    expect((await listPeople({ role: 'ATTORNEY', status: 'SUSPENDED' })).items.map((p) => p.fullName)).toEqual(['Amy Archer', 'Eve Estop']);

    ok(await platform.request(SET_PERSON_STATUS, { id: people.amy!.id, version: await versionOf('users', people.amy!.id), status: 'ACTIVE' }));
    await expect(server.signedIn(people.amy!)).resolves.toBeInstanceOf(ApiClient);
  });

  it('refuses a change made on a stale version, and people the back office does not manage', async () => {
    const stale = (await versionOf('users', people.ben!.id)) + 1;
    expect(errorCode(await platform.request(SET_PERSON_STATUS, { id: people.ben!.id, version: stale, status: 'SUSPENDED' }))).toBe('CONFLICT');
    const version = await versionOf('users', people.alphaAdmin!.id);
    expect(errorCode(await platform.request(SET_PERSON_STATUS, { id: people.alphaAdmin!.id, version, status: 'SUSPENDED' }))).toBe('NOT_FOUND');
    expect(errorCode(await platform.request(DELETE_PERSON, { id: people.elmAttorney!.id, version: 1 }))).toBe('NOT_FOUND');
    expect(errorCode(await platform.request(DELETE_PERSON, { id: 'not-an-id', version: 1 }))).toBe('BAD_USER_INPUT');
  });

  it('edits an attorney: name, phone and status', async () => {
    const version = await versionOf('users', people.ben!.id);
    const input = { id: people.ben!.id, version, firstName: ' Benjamin ', lastName: 'Brief', phone: '(512) 555-0100', status: 'ACTIVE' };
    const edited = ok(await platform.request<{ updateBackOfficePerson: Record<string, unknown> }>(UPDATE_PERSON, { input })).updateBackOfficePerson;
    expect(edited).toMatchObject({ fullName: 'Benjamin Brief', phone: '(512) 555-0100', status: 'ACTIVE', version: version + 1 });
    expect(errorCode(await platform.request(UPDATE_PERSON, { input: { ...input, version: version + 1, phone: 'call me' } }))).toBe('BAD_USER_INPUT');
  });

  it('deletes a paralegal softly: gone from lists and figures, cannot sign in, sessions ended', async () => {
    const pat = await server.signedIn(people.pat!);
    const before = await totals();
    expect(ok(await platform.request(DELETE_PERSON, { id: people.pat!.id, version: await versionOf('users', people.pat!.id) }))).toEqual({ deleteBackOfficePerson: true });
    expect(errorCode(await pat.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect((await listPeople({ role: 'PARALEGAL' })).items.map((p) => p.fullName)).toEqual(['Pia Plead']);
    expect((await totals()).paralegals).toEqual({ total: before.paralegals.total - 1, yesterday: before.paralegals.yesterday });
    const row = (await sql('SELECT status, deleted_at FROM users WHERE id = $1', [people.pat!.id])).rows[0];
    expect(row.status).toBe('DELETED');
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn(people.pat!.email, 'correct horse battery staple'))).toBe('FORBIDDEN');
  });

  it("suspending a firm ends every session of its people at once, and activating lets them back in", async () => {
    const admin = await server.signedIn(people.bravoAdmin!);
    const dan = await server.signedIn(people.dan!);
    // Dan's open tab is told why: the whole firm was suspended (the sign-in page says so).
    const { client, closed } = wsClient(server.wsUrl, dan.cookie!);
    const events: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.subscribe({ query: 'subscription { sessionEnded { reason } }' }, { next: (value) => events.push(value), error: reject, complete: () => {} });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const bravoVersion = await versionOf('firms', firms.bravo!.id);
    const done = ok(await platform.request<{ setFirmStatus: { status: string; version: number } }>(SET_FIRM_STATUS, { id: firms.bravo!.id, version: bravoVersion, status: 'SUSPENDED' }));
    expect(done.setFirmStatus).toMatchObject({ status: 'SUSPENDED', version: bravoVersion + 1 });
    expect(errorCode(await admin.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect(errorCode(await dan.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect(await closed).toBe(4401);
    expect(events).toEqual([{ data: { sessionEnded: { reason: 'FIRM_SUSPENDED' } } }]);
    expect((await sql('SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.firm_id = $1', [firms.bravo!.id])).rows[0].n).toBe(0);
    const refused = await new ApiClient(server.graphqlUrl).signIn(people.dan!.email, 'correct horse battery staple');
    expect(refused.errors?.[0]?.message).toMatch(/firm's account is suspended/);
    expect((await listFirms({ status: 'SUSPENDED' })).items.map((f) => f.name)).toEqual(['Bravo Legal', 'Cedar Counsel']);
    // Another firm's people are not touched.
    const alpha = await server.signedIn(people.alphaAdmin!);
    expect(errorCode(await alpha.request(FIRM_QUERY))).toBeUndefined();

    ok(await platform.request(SET_FIRM_STATUS, { id: firms.bravo!.id, version: bravoVersion + 1, status: 'ACTIVE' }));
    const back = await server.signedIn(people.dan!);
    expect(errorCode(await back.request(FIRM_QUERY))).toBeUndefined();
  });

  it('edits a firm: name, email, phone and status (suspending from the dialog ends sessions too)', async () => {
    const grove = await server.signedIn(people.grove0!);
    const version = await versionOf('firms', firms.grove!.id);
    const input = { id: firms.grove!.id, version, name: 'Grove & Finch Law', email: 'Office@Grove.test', phone: '512 555 0199', status: 'SUSPENDED' };
    const edited = ok(await platform.request<{ updateFirm: FirmItem }>(UPDATE_FIRM, { input })).updateFirm;
    expect(edited).toMatchObject({ name: 'Grove & Finch Law', email: 'office@grove.test', phone: '512 555 0199', status: 'SUSPENDED', totalMembers: 2 });
    expect(errorCode(await grove.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect(errorCode(await platform.request(UPDATE_FIRM, { input }))).toBe('CONFLICT');
    expect(errorCode(await platform.request(UPDATE_FIRM, { input: { ...input, version: version + 1, email: 'not an email' } }))).toBe('BAD_USER_INPUT');
    ok(await platform.request(SET_FIRM_STATUS, { id: firms.grove!.id, version: version + 1, status: 'ACTIVE' }));
  });

  it("deletes a firm softly: its data stays, it leaves the lists and figures, and nobody of it can sign in", async () => {
    const member = await server.signedIn(people.hale0!);
    const before = await totals();
    ok(await platform.request(DELETE_FIRM, { id: firms.hale!.id, version: await versionOf('firms', firms.hale!.id) }));
    expect(errorCode(await member.request(FIRM_QUERY))).toBe('UNAUTHENTICATED');
    expect((await listFirms({ search: 'Hale' })).totalCount).toBe(0);
    expect((await listFirms({ status: 'SUSPENDED', search: 'Hale' })).totalCount).toBe(0);
    expect((await totals()).firms).toEqual({ total: before.firms.total - 1, yesterday: before.firms.yesterday });
    const kept = await sql('SELECT f.status, f.deleted_at, (SELECT count(*)::int FROM users u WHERE u.firm_id = f.id) AS people FROM firms f WHERE f.id = $1', [firms.hale!.id]);
    expect(kept.rows[0]).toMatchObject({ status: 'DELETED', people: 2 });
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn(people.hale1!.email, 'correct horse battery staple'))).toBe('FORBIDDEN');
    expect(errorCode(await platform.request(DELETE_FIRM, { id: firms.hale!.id, version: await versionOf('firms', firms.hale!.id) }))).toBe('NOT_FOUND');
    expect(errorCode(await platform.request(SET_FIRM_STATUS, { id: firms.hale!.id, version: await versionOf('firms', firms.hale!.id), status: 'ACTIVE' }))).toBe('NOT_FOUND');
  });
});

describe('Add Firm', () => {
  const input = { name: 'Kestrel Law Group', email: 'Hello@Kestrel.test', phone: '+1 512 555 0142', admin: { firstName: 'Kim', lastName: 'Kestrel', email: 'Kim@Kestrel.test' } };

  it('creates the firm and its first firm admin, and hands back a one-time sign-in link', async () => {
    const created = ok(
      await platform.request<{
        createFirm: { invitationUrl: string; invitationExpiresAt: string; admin: { id: string; email: string; role: string; status: string; fullName: string; firm: { id: string; name: string } }; firm: FirmItem };
      }>(CREATE_FIRM, { input }),
    ).createFirm;
    expect(created.firm).toMatchObject({ name: 'Kestrel Law Group', email: 'hello@kestrel.test', phone: '+1 512 555 0142', status: 'ACTIVE', totalMembers: 1 });
    expect(created.admin).toMatchObject({ email: 'kim@kestrel.test', role: 'FIRM_ADMIN', status: 'ACTIVE', fullName: 'Kim Kestrel', firm: { id: created.firm.id } });
    expect(created.invitationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invitation\?token=[A-Za-z0-9_-]+$/);
    expect(new Date(created.invitationExpiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    expect((await listFirms({ search: 'Kestrel' })).items.map((f) => [f.name, f.totalMembers])).toEqual([['Kestrel Law Group', 1]]);

    // No password yet: signing in fails until the link is used; then the admin is in their firm.
    expect(errorCode(await new ApiClient(server.graphqlUrl).signIn('kim@kestrel.test', 'correct horse battery staple'))).toBe('UNAUTHENTICATED');
    const token = new URL(created.invitationUrl).searchParams.get('token');
    const admin = new ApiClient(server.graphqlUrl);
    const accepted = await admin.request<{ acceptInvitation: { id: string } }>('mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }', {
      input: { token, password: 'a long new password 42' },
    });
    expect(ok(accepted).acceptInvitation.id).toBe(created.admin.id);
    const users = ok(await admin.request<{ firmUsers: { items: Array<{ email: string; firm: { name: string } }> } }>('{ firmUsers { items { email firm { name } } } }')).firmUsers;
    expect(users.items).toEqual([{ email: 'kim@kestrel.test', firm: { name: 'Kestrel Law Group' } }]);
  });

  it('refuses an admin email that is already used, and invalid input, creating nothing', async () => {
    const before = (await listFirms()).totalCount;
    expect(errorCode(await platform.request(CREATE_FIRM, { input: { ...input, name: 'Kestrel Again' } }))).toBe('CONFLICT');
    const invalid = await platform.request(CREATE_FIRM, { input: { ...input, name: ' ', admin: { ...input.admin, email: 'nope' } } });
    expect(errorCode(invalid)).toBe('BAD_USER_INPUT');
    expect((await listFirms()).totalCount).toBe(before);
  });
});

describe('who may use the back office', () => {
  const operations: Array<[string, string, Record<string, unknown>]> = [
    ['backOfficeTotals', TOTALS, {}],
    ['backOfficeAiUsage', AI_USAGE, { period: 'DAY' }],
    ['backOfficeAiUsageSeries', AI_SERIES, { range: 'MONTH' }],
    ['backOfficeTopFirms', TOP, {}],
    ['backOfficeFirms', FIRMS, {}],
    ['backOfficePeople', PEOPLE, { role: 'ATTORNEY' }],
    ['createFirm', CREATE_FIRM, { input: { name: 'Sneaky', email: 's@sneaky.test', admin: { firstName: 'S', lastName: 'S', email: 'boss@sneaky.test' } } }],
    ['updateFirm', UPDATE_FIRM, { input: { id: '00000000-0000-4000-8000-000000000000', version: 1, name: 'X', status: 'ACTIVE' } }],
    ['setFirmStatus', SET_FIRM_STATUS, { id: '00000000-0000-4000-8000-000000000000', version: 1, status: 'SUSPENDED' }],
    ['deleteFirm', DELETE_FIRM, { id: '00000000-0000-4000-8000-000000000000', version: 1 }],
    ['updateBackOfficePerson', UPDATE_PERSON, { input: { id: '00000000-0000-4000-8000-000000000000', version: 1, firstName: 'X', lastName: 'Y', status: 'ACTIVE' } }],
    ['setBackOfficePersonStatus', SET_PERSON_STATUS, { id: '00000000-0000-4000-8000-000000000000', version: 1, status: 'SUSPENDED' }],
    ['deleteBackOfficePerson', DELETE_PERSON, { id: '00000000-0000-4000-8000-000000000000', version: 1 }],
  ];

  it('answers FORBIDDEN to every firm role and UNAUTHENTICATED without a session, on every operation', async () => {
    const clients: Array<[string, ApiClient]> = [];
    for (const key of ['alphaAdmin', 'ben', 'pia', 'alphaStaff', 'alphaClient']) clients.push([key, await server.signedIn(people[key]!)]);
    const nobody = new ApiClient(server.graphqlUrl);
    for (const [name, query, variables] of operations) {
      for (const [who, client] of clients) {
        const response = await client.request(query, variables);
        expect([name, who, errorCode(response), response.data?.[name as never] ?? null]).toEqual([name, who, 'FORBIDDEN', null]);
      }
      expect([name, errorCode(await nobody.request(query, variables))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    expect((await sql(`SELECT count(*)::int AS n FROM firms WHERE name = 'Sneaky'`)).rows[0].n).toBe(0);
  });

  it("never lets the platform admin read a firm's cases, contacts, documents, messages, invoices, tasks, calendar or search", async () => {
    const alpha = await server.signedIn(people.alphaAdmin!);
    const matterId = ok(await alpha.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Secret v. Confidential" }) { id } }')).createMatter.id;
    const contactId = ok(await alpha.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Private", lastName: "Person" }) { id } }')).createContact
      .id;
    const firmData: Array<[string, string, Record<string, unknown>?]> = [
      ['matters', '{ matters { totalCount items { name } } }'],
      ['matter', 'query($id: ID!) { matter(id: $id) { name } }', { id: matterId }],
      ['contacts', '{ contacts { totalCount items { name } } }'],
      ['contact', 'query($id: ID!) { contact(id: $id) { name } }', { id: contactId }],
      ['documents', '{ documents { totalCount } }'],
      ['conversations', '{ conversations { totalCount } }'],
      ['invoices', '{ invoices { totalCount } }'],
      ['invoiceSummary', '{ invoiceSummary { paid { count } } }'],
      ['tasks', '{ tasks { totalCount } }'],
      ['calendarEvents', 'query($from: DateTimeISO!, $to: DateTimeISO!) { calendarEvents(from: $from, to: $to) { id } }', { from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' }],
      ['upcomingEvents', '{ upcomingEvents { id } }'],
      ['firmUsers', '{ firmUsers { totalCount } }'],
      ['search', '{ search(query: "Secret") { cases { totalCount } contacts { totalCount } } }'],
      ['dashboard', '{ dashboard { openTasks } }'],
    ];
    for (const [name, query, variables] of firmData) {
      const response = await platform.request(query, variables);
      expect([name, errorCode(response), response.data?.[name as never] ?? null]).toEqual([name, 'FORBIDDEN', null]);
    }
  });
});
