import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { errorCode, type ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The firm's time zone (Firm Profile): what the server writes dates and times in, and what "today"
 * means for its people. The server's TIME_ZONE is UTC here; the firms choose their own.
 */
const ME = '{ me { firm { timeZone timeZoneIsServerDefault } } }';
const UPDATE = 'mutation($input: UpdateFirmProfileInput!) { updateFirmProfile(input: $input) { timeZone timeZoneIsServerDefault version } }';
const VERSION = '{ me { firm { version } } }';
const NOTIFICATIONS = '{ notifications(pageSize: 100) { items { message link } } }';

// Always a day apart or more: UTC+14 and UTC-11.
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Pacific/Pago_Pago';
const dayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

let server: TestServer;
let ahead: { firm: FirmRow; admin: ApiClient; attorney: ApiClient; paralegal: UserRow; p: ApiClient };
let behind: { firm: FirmRow; admin: ApiClient; attorney: ApiClient };

async function firmWithPeople() {
  const firm = await createFirm(server.db);
  const [admin, attorney, paralegal] = await Promise.all([
    createUser(server.db, { firm, role: 'FIRM_ADMIN' }),
    createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' }),
    createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Lee' }),
  ]);
  return { firm, paralegal, admin: await server.signedIn(admin), attorney: await server.signedIn(attorney), p: await server.signedIn(paralegal) };
}

async function chooseZone(admin: ApiClient, timeZone: string | null) {
  const version = (await admin.request<{ me: { firm: { version: number } } }>(VERSION)).data!.me.firm.version;
  return admin.request<{ updateFirmProfile: { timeZone: string; timeZoneIsServerDefault: boolean; version: number } }>(UPDATE, { input: { version, timeZone } });
}

async function openCase(api: ApiClient, name: string): Promise<string> {
  const created = await api.request<{ createMatter: { id: string } }>('mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { input: { name } });
  expect(created.errors).toBeUndefined();
  return created.data!.createMatter.id;
}

beforeAll(async () => {
  // The reminder jobs run often: the statute calendar sync is one of them.
  server = await startTestServer({ TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '250', DAILY_REMINDER_INTERVAL_MS: '250' });
  ahead = await firmWithPeople();
  behind = await firmWithPeople();
});

afterAll(async () => {
  await server.stop();
});

describe('the firm time zone', () => {
  it("is the server's until a firm admin chooses one; a zone nobody knows is refused at its field; others may not change it", async () => {
    expect((await ahead.attorney.request(ME)).data).toEqual({ me: { firm: { timeZone: 'UTC', timeZoneIsServerDefault: true } } });

    const unknown = await chooseZone(ahead.admin, 'Mars/Olympus_Mons');
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors![0]!.extensions!.fields).toEqual([{ field: 'timeZone', messages: ['Choose a time zone from the list.'] }]);
    expect(errorCode(await chooseZone(ahead.attorney, AHEAD))).toBe('FORBIDDEN');

    const chosen = await chooseZone(ahead.admin, AHEAD);
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.updateFirmProfile).toMatchObject({ timeZone: AHEAD, timeZoneIsServerDefault: false });
    expect((await chooseZone(behind.admin, BEHIND)).errors).toBeUndefined();

    // Read with the session: everyone of the firm sees it at once; the other firm keeps its own.
    expect((await ahead.attorney.request(ME)).data).toEqual({ me: { firm: { timeZone: AHEAD, timeZoneIsServerDefault: false } } });
    expect((await behind.attorney.request(ME)).data).toEqual({ me: { firm: { timeZone: BEHIND, timeZoneIsServerDefault: false } } });
  });

  it("is what 'today' means: a cost of the ahead firm's today is fine there and in the future for the firm behind", async () => {
    const today = dayIn(AHEAD);
    expect(dayIn(BEHIND) < today).toBe(true);
    const add = (api: ApiClient, matterId: string) =>
      api.request('mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { incurredOn } }', {
        input: { matterId, incurredOn: today, category: 'FILING_FEE', payee: 'County Clerk', amountCents: 35_000 },
      });
    expect((await add(ahead.attorney, await openCase(ahead.attorney, 'Ahead v. Clock'))).errors).toBeUndefined();
    const refused = await add(behind.attorney, await openCase(behind.attorney, 'Behind v. Clock'));
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field: 'incurredOn', messages: ['The date cannot be in the future.'] }]);
  });

  it("counts a task overdue from the day after its due date in the firm's zone (dashboard and the case list)", async () => {
    const due = dayIn(BEHIND);
    const counts = async (firm: typeof behind) => {
      const me = (await firm.attorney.request<{ me: { id: string } }>('{ me { id } }')).data!.me.id;
      const matterId = await openCase(firm.attorney, `Task clock ${firm.firm.name}`);
      const created = await firm.attorney.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
        input: { title: 'Send the records request', dueDate: due, assigneeIds: [me], matterId },
      });
      expect(created.errors).toBeUndefined();
      const dashboard = (await firm.attorney.request<{ dashboard: { overdueTasks: number; tasksDueToday: number } }>('{ dashboard { overdueTasks tasksDueToday } }')).data!.dashboard;
      const overdueCases = (await firm.attorney.request<{ matters: { items: Array<{ id: string }> } }>('{ matters(overdue: true) { items { id } } }')).data!.matters.items.map((m) => m.id);
      return { ...dashboard, listedOverdue: overdueCases.includes(matterId) };
    };
    // The day that is today behind is yesterday ahead.
    expect(await counts(behind)).toEqual({ overdueTasks: 0, tasksDueToday: 1, listedOverdue: false });
    expect(await counts(ahead)).toEqual({ overdueTasks: 1, tasksDueToday: 0, listedOverdue: true });
  });

  it('names the day of an export after the firm', async () => {
    for (const [firm, zone] of [[ahead, AHEAD], [behind, BEHIND]] as const) {
      const response = await fetch(`${server.url}/api/export/matters`, { headers: { cookie: firm.attorney.cookie! } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`cases-${dayIn(zone)}.csv`);
    }
  });

  it("keeps a statute's calendar entry until the firm's own day has passed (the database's day is neither firm's)", async () => {
    const OVERRIDE = 'mutation($input: StatuteOverrideInput!) { overrideStatute(input: $input) { dueOn } }';
    const entryDays = async (matterId: string) =>
      (await server.db.query(`SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM calendar_events WHERE matter_id = $1 AND title LIKE 'Statute of limitations%'`, [matterId])).rows.map(
        (row: { day: string }) => row.day,
      );
    const waitFor = async (check: () => Promise<boolean>) => {
      for (const end = Date.now() + 8000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 150))) if (await check()) return;
      throw new Error('timed out');
    };

    // The last day to file is today for the firm behind (yesterday in UTC before 11:00 UTC): it is on the calendar.
    const behindCase = await openCase(behind.attorney, 'Behind v. Calendar');
    const lastDay = dayIn(BEHIND);
    const set = await behind.attorney.request(OVERRIDE, { input: { matterId: behindCase, day: lastDay, reason: 'Agreed tolling' } });
    expect(set.errors).toBeUndefined();
    expect(await entryDays(behindCase)).toEqual([lastDay]);

    // For the firm ahead a day passes (its yesterday is today in UTC from 10:00 UTC): the job takes the entry off.
    const aheadCase = await openCase(ahead.attorney, 'Ahead v. Calendar');
    expect((await ahead.attorney.request(OVERRIDE, { input: { matterId: aheadCase, day: dayIn(AHEAD), reason: 'Agreed tolling' } })).errors).toBeUndefined();
    expect(await entryDays(aheadCase)).toEqual([dayIn(AHEAD)]);
    const yesterday = new Date(Date.parse(`${dayIn(AHEAD)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await server.db.query(`UPDATE matter_statutes SET override_day = $2 WHERE matter_id = $1`, [aheadCase, yesterday]);
    await server.db.query(`UPDATE calendar_events SET starts_at = $2, ends_at = $2 WHERE matter_id = $1 AND title LIKE 'Statute of limitations%'`, [aheadCase, `${yesterday}T00:00:00Z`]);
    await waitFor(async () => (await entryDays(aheadCase)).length === 0);
    // The firm behind's entry stays: its day has not passed.
    expect(await entryDays(behindCase)).toEqual([lastDay]);
  });

  it("writes an event's day and time in the firm's zone in its notices and links", async () => {
    expect((await chooseZone(ahead.admin, 'America/Chicago')).errors).toBeUndefined();
    const create = (title: string, startsAt: string, endsAt: string) =>
      ahead.attorney.request('mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
        input: { title, startsAt, endsAt, attendeeIds: [ahead.paralegal.id] },
      });
    // 15:00 UTC in January is 09:00 in Chicago; 03:00 UTC on the 16th is still the evening of the 15th there.
    expect((await create('Deposition of R. Roe', '2031-01-15T15:00:00Z', '2031-01-15T16:00:00Z')).errors).toBeUndefined();
    expect((await create('Late call with the adjuster', '2031-01-16T03:00:00Z', '2031-01-16T03:30:00Z')).errors).toBeUndefined();
    const notices = (await ahead.p.request<{ notifications: { items: Array<{ message: string; link: string }> } }>(NOTIFICATIONS)).data!.notifications.items;
    expect(notices).toEqual(
      expect.arrayContaining([
        { message: 'Avery Stone added you to "Deposition of R. Roe" on Wed, Jan 15, 09:00', link: '/officeCalendar?date=2031-01-15' },
        { message: 'Avery Stone added you to "Late call with the adjuster" on Wed, Jan 15, 21:00', link: '/officeCalendar?date=2031-01-15' },
      ]),
    );
  });

  it("dates the jobs' work by the firm's day: an event reminder's link, a records follow-up's task", async () => {
    const firm = await firmWithPeople();
    const startsAt = new Date(Date.now() + 10 * 60_000);
    // Whichever zone is on another day than UTC at the event's start (UTC+14 from 10:00 UTC, UTC-11 before 11:00).
    const zone = startsAt.getUTCHours() >= 10 ? AHEAD : BEHIND;
    expect((await chooseZone(firm.admin, zone)).errors).toBeUndefined();
    const dayOf = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
    expect(dayOf(startsAt)).not.toBe(startsAt.toISOString().slice(0, 10));
    const waitFor = async <T>(read: () => Promise<T | undefined>): Promise<T> => {
      for (const end = Date.now() + 8000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 150))) {
        const found = await read();
        if (found !== undefined) return found;
      }
      throw new Error('timed out');
    };

    const event = await firm.attorney.request('mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
      input: { title: 'Call with the adjuster', startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(), reminderMinutes: 15, attendeeIds: [firm.paralegal.id] },
    });
    expect(event.errors).toBeUndefined();
    const reminder = await waitFor(async () =>
      (await firm.p.request<{ notifications: { items: Array<{ message: string; link: string }> } }>(NOTIFICATIONS)).data!.notifications.items.find((n) => n.message.startsWith('Starting in')),
    );
    expect(reminder).toEqual({ message: expect.stringMatching(/^Starting in (9|10) min: Call with the adjuster$/), link: `/officeCalendar?date=${dayOf(startsAt)}` });

    // A request due for follow-up on the firm's yesterday becomes a task due on the firm's today.
    const create = async (query: string, input: Record<string, unknown>) => {
      const result = await firm.attorney.request<Record<string, { id: string }>>(query, { input });
      expect(result.errors).toBeUndefined();
      return Object.values(result.data!)[0]!.id;
    };
    const client = await create('mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: 'Rita', lastName: 'Roe' });
    const provider = await create('mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'COMPANY', companyName: 'Harbor Clinic' });
    const matterId = await openCase(firm.attorney, 'Roe v. Harbor');
    const plaintiff = await create('mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', { matterId, category: 'PLAINTIFF', contactId: client });
    const treatmentId = await create('mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', { matterId, plaintiffPartyId: plaintiff, providerId: provider });
    const today = dayIn(zone);
    const request = await create('mutation($input: AddRecordsRequestInput!) { addRecordsRequest(input: $input) { id } }', { matterId, treatmentId, kind: 'RECORDS', requestedOn: today, followUpOn: today });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await server.db.query('UPDATE medical_records_requests SET requested_on = $2, follow_up_on = $2 WHERE id = $1', [request, yesterday]);
    const dueDate = await waitFor(async () => {
      const { rows } = await server.db.query<{ due: string }>(
        "SELECT to_char(t.due_date, 'YYYY-MM-DD') AS due FROM medical_records_requests r JOIN tasks t ON t.id = r.follow_up_task_id WHERE r.id = $1",
        [request],
      );
      return rows[0]?.due;
    });
    expect(dueDate).toBe(dayIn(zone));
  });

  it("goes back to the server's when cleared", async () => {
    const cleared = await chooseZone(ahead.admin, null);
    expect(cleared.data!.updateFirmProfile).toMatchObject({ timeZone: 'UTC', timeZoneIsServerDefault: true });
  });
});
