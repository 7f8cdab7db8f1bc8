import ICAL from 'ical.js';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { errorCode, type ApiClient, type GraphQLResponse } from '../support/graphql';
import { spawnServer, startTestServer, stopProcess, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';
import { settle, subscribe, type Collector } from '../support/ws';

const EVENT = `id version title description kind priority color allDay startsAt endsAt location videoLink reminderMinutes remindedAt matterId
  attendees { id } createdBy { id fullName } matter { id name }`;
const CREATE = `mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { ${EVENT} } }`;
const UPDATE = `mutation($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { ${EVENT} } }`;
const MOVE = `mutation($input: MoveCalendarEventInput!) { moveCalendarEvent(input: $input) { ${EVENT} } }`;
const DELETE = 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }';
const GET = `query($id: ID!) { calendarEvent(id: $id) { ${EVENT} } }`;
const RANGE = `query($from: DateTimeISO!, $to: DateTimeISO!, $matterId: ID, $attendeeId: ID) {
  calendarEvents(from: $from, to: $to, matterId: $matterId, attendeeId: $attendeeId) { id title startsAt endsAt allDay }
}`;
const NOTIFICATIONS = '{ notifications(pageSize: 100) { items { type message link } } }';
const RESET_FEED = 'mutation { resetCalendarFeed { url createdAt lastUsedAt } }';
const FEED = '{ calendarFeed { url createdAt lastUsedAt } }';

interface EventData {
  id: string;
  version: number;
  title: string;
  description: string | null;
  kind: string;
  priority: string;
  color: string | null;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  location: string | null;
  videoLink: string | null;
  reminderMinutes: number | null;
  remindedAt: string | null;
  matterId: string | null;
  attendees: Array<{ id: string }>;
  createdBy: { id: string; fullName: string } | null;
  matter: { id: string; name: string } | null;
}

type FieldErrors = Array<{ field: string; messages: string[] }>;

let server: TestServer;
let firm: FirmRow;
let attorney: UserRow;
let paralegal: UserRow;
let otherFirmAdmin: UserRow;
let a: ApiClient;
let p: ApiClient;
let b: ApiClient;
let sealedMatterId: string;
const collectors: Array<Collector<unknown>> = [];

const MIN = 60_000;
const DAY = 86_400_000;

const create = async (api: ApiClient, input: Record<string, unknown>): Promise<EventData> => {
  const response = await api.request<{ createCalendarEvent: EventData }>(CREATE, { input });
  expect(response.errors).toBeUndefined();
  return response.data!.createCalendarEvent;
};
const range = async (api: ApiClient, from: string, to: string, extra: Record<string, unknown> = {}) => {
  const response = await api.request<{ calendarEvents: EventData[] }>(RANGE, { from, to, ...extra });
  expect(response.errors).toBeUndefined();
  return response.data!.calendarEvents;
};
const fieldsOf = (response: GraphQLResponse<unknown>) => {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  return response.errors![0]!.extensions!.fields as FieldErrors;
};
const notificationsOf = async (api: ApiClient) =>
  (await api.request<{ notifications: { items: Array<{ type: string; message: string; link: string }> } }>(NOTIFICATIONS)).data!.notifications.items;
const get = (api: ApiClient, path: string) => fetch(`${server.url}${path}`, { headers: api.cookie ? { cookie: api.cookie } : {} });
const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const vevents = (calendar: ICAL.Component) => calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '250' });
  firm = await createFirm(server.db);
  attorney = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  paralegal = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Lee' });
  otherFirmAdmin = await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' });
  [a, p, b] = await Promise.all([server.signedIn(attorney), server.signedIn(paralegal), server.signedIn(otherFirmAdmin)]);
  const sealed = await a.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Sealed", permission: SPECIFIC_USERS, userIds: [] }) { id } }');
  sealedMatterId = sealed.data!.createMatter.id;
});

afterAll(async () => {
  for (const collector of collectors) collector.dispose();
  await server.stop();
});

describe('calendar events', () => {
  it('creates an event with every field, records it on the case, and edits, moves and deletes it over its version', async () => {
    const open = await a.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Doe v. Acme" }) { id } }');
    const matterId = open.data!.createMatter.id;
    const event = await create(a, {
      title: '  Deposition of R. Roe  ', description: 'Bring exhibits', kind: 'COURT_HEARING', priority: 'HIGH', color: 'red',
      startsAt: '2031-03-10T15:00:00Z', endsAt: '2031-03-10T16:30:00Z', location: 'Room 4', videoLink: 'https://meet.example.com/doe',
      reminderMinutes: 30, matterId, attendeeIds: [paralegal.id],
    });
    expect(event).toMatchObject({
      title: 'Deposition of R. Roe', description: 'Bring exhibits', kind: 'COURT_HEARING', priority: 'HIGH', color: 'red', allDay: false,
      startsAt: '2031-03-10T15:00:00.000Z', endsAt: '2031-03-10T16:30:00.000Z', location: 'Room 4', videoLink: 'https://meet.example.com/doe',
      reminderMinutes: 30, remindedAt: null, matterId, attendees: [{ id: paralegal.id }], createdBy: { id: attorney.id, fullName: 'Avery Stone' },
      matter: { id: matterId, name: 'Doe v. Acme' }, version: 1,
    });
    const defaults = await create(a, { title: 'Team lunch', startsAt: '2031-03-11T12:00:00Z', endsAt: '2031-03-11T13:00:00Z' });
    expect(defaults).toMatchObject({ kind: 'EVENT', priority: 'LOW', color: null, allDay: false, attendees: [], matter: null, reminderMinutes: null });

    const activity = await a.request<{ matterActivity: { items: Array<{ action: string; summary: string }> } }>(
      'query($matterId: ID!) { matterActivity(matterId: $matterId) { items { action summary } } }',
      { matterId },
    );
    expect(activity.data!.matterActivity.items[0]).toEqual({ action: 'matter.event_added', summary: 'Added the event "Deposition of R. Roe" on Mon, Mar 10, 15:00' });

    const edited = await a.request<{ updateCalendarEvent: EventData }>(UPDATE, { input: { id: event.id, version: 1, title: 'Deposition (moved room)', location: null, attendeeIds: [] } });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateCalendarEvent).toMatchObject({ title: 'Deposition (moved room)', location: null, attendees: [], priority: 'HIGH', version: 2, startsAt: '2031-03-10T15:00:00.000Z' });
    expect(errorCode(await a.request(UPDATE, { input: { id: event.id, version: 1, title: 'Stale' } }))).toBe('CONFLICT');

    const moved = await a.request<{ moveCalendarEvent: EventData }>(MOVE, { input: { id: event.id, version: 2, startsAt: '2031-03-12T09:00:00Z', endsAt: '2031-03-12T10:00:00Z' } });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.moveCalendarEvent).toMatchObject({ startsAt: '2031-03-12T09:00:00.000Z', endsAt: '2031-03-12T10:00:00.000Z', version: 3, title: 'Deposition (moved room)' });
    expect(errorCode(await a.request(MOVE, { input: { id: event.id, version: 2, startsAt: '2031-03-13T09:00:00Z', endsAt: '2031-03-13T10:00:00Z' } }))).toBe('CONFLICT');
    const dropped = await a.request<{ moveCalendarEvent: EventData }>(MOVE, { input: { id: event.id, version: 3, startsAt: '2031-03-13T00:00:00Z', endsAt: '2031-03-13T00:00:00Z', allDay: true } });
    expect(dropped.data!.moveCalendarEvent).toMatchObject({ allDay: true, startsAt: '2031-03-13T00:00:00.000Z', endsAt: '2031-03-13T00:00:00.000Z' });

    expect((await a.request<{ deleteCalendarEvent: boolean }>(DELETE, { id: event.id })).data!.deleteCalendarEvent).toBe(true);
    expect(errorCode(await a.request(GET, { id: event.id }))).toBe('NOT_FOUND');
    const after = await a.request<{ matterActivity: { items: Array<{ action: string }> } }>('query($matterId: ID!) { matterActivity(matterId: $matterId) { items { action } } }', { matterId });
    expect(after.data!.matterActivity.items[0]!.action).toBe('matter.event_deleted');
  });

  it('refuses what is not valid, saying which field and why', async () => {
    const base = { title: 'Call', startsAt: '2031-03-10T15:00:00Z', endsAt: '2031-03-10T16:00:00Z' };
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, title: '   ' } }))).toEqual([{ field: 'title', messages: ['Enter the event title.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, title: '' } }))).toEqual([{ field: 'title', messages: ['Enter the event title.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, title: 'x'.repeat(201) } }))[0]!.field).toBe('title');
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, endsAt: '2031-03-10T14:00:00Z' } }))).toEqual([{ field: 'endsAt', messages: ['The end must be after the start.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, endsAt: base.startsAt } }))).toEqual([{ field: 'endsAt', messages: ['The end must be after the start.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, endsAt: '2031-03-25T15:00:01Z' } }))).toEqual([{ field: 'endsAt', messages: ['An event can last at most 14 days.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, color: 'purple' } }))).toEqual([{ field: 'color', messages: ['Choose blue, green or red.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, videoLink: 'javascript:alert(1)' } }))).toEqual([{ field: 'videoLink', messages: ['Enter a link that starts with https://.'] }]);
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, reminderMinutes: 10081 } }))[0]!.field).toBe('reminderMinutes');
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, attendeeIds: [otherFirmAdmin.id] } }))).toEqual([{ field: 'attendeeIds', messages: ['Choose active people of your firm.'] }]);
    const client = await createUser(server.db, { firm, role: 'CLIENT' });
    expect(fieldsOf(await a.request(CREATE, { input: { ...base, attendeeIds: [client.id] } }))).toEqual([{ field: 'attendeeIds', messages: ['Choose active people of your firm.'] }]);
    expect(fieldsOf(await p.request(CREATE, { input: { ...base, matterId: sealedMatterId } }))).toEqual([{ field: 'matterId', messages: ['Choose one of your cases.'] }]);

    // All-day events are whole days: the same day twice is one day; local midnight (UTC+2 here) keeps its date.
    const leave = await create(a, { ...base, title: 'Leave', kind: 'LEAVE', allDay: true, startsAt: '2031-03-10T22:00:00Z', endsAt: '2031-03-12T22:00:00Z' });
    expect(leave).toMatchObject({ allDay: true, startsAt: '2031-03-11T00:00:00.000Z', endsAt: '2031-03-13T00:00:00.000Z' });
    const event = await create(a, base);
    expect(fieldsOf(await a.request(UPDATE, { input: { id: event.id, version: 1, endsAt: '2031-03-10T15:00:00Z' } }))).toEqual([{ field: 'endsAt', messages: ['The end must be after the start.'] }]);
    expect(fieldsOf(await a.request(MOVE, { input: { id: event.id, version: 1, startsAt: '2031-03-10T15:00:00Z', endsAt: '2031-04-10T15:00:00Z' } }))).toEqual([
      { field: 'endsAt', messages: ['An event can last at most 14 days.'] },
    ]);

    const tooLong = await a.request(RANGE, { from: '2031-01-01T00:00:00Z', to: '2031-03-04T00:00:01Z' });
    expect(fieldsOf(tooLong)).toEqual([{ field: 'to', messages: ['Ask for at most 62 days at a time.'] }]);
    expect(errorCode(await a.request(RANGE, { from: '2031-01-02T00:00:00Z', to: '2031-01-01T00:00:00Z' }))).toBe('BAD_USER_INPUT');
    for (const id of [leave.id, event.id]) await a.request(DELETE, { id });
  });

  it('lists exactly the events overlapping a range, in start order, filtered by case and attendee', async () => {
    const at = (iso: string) => `2032-05-${iso}Z`;
    const matter = await a.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Range case" }) { id } }');
    const matterId = matter.data!.createMatter.id;
    const make = (title: string, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => create(a, { title, startsAt, endsAt, ...extra });
    await make('Ends as the range starts', at('01T09:00:00'), at('10T00:00:00'));
    await make('Started before, still on', at('05T09:00:00'), at('10T00:00:01'));
    await make('Inside, late', at('12T15:00:00'), at('12T16:00:00'), { attendeeIds: [paralegal.id] });
    await make('Inside, early', at('12T09:00:00'), at('12T10:00:00'), { matterId });
    await make('All-day on the last day', at('16T00:00:00'), at('16T00:00:00'), { allDay: true });
    await make('All-day before the range', at('09T00:00:00'), at('09T00:00:00'), { allDay: true });
    await make('Starts as the range ends', at('17T00:00:00'), at('17T01:00:00'));
    const from = at('10T00:00:00');
    const to = at('17T00:00:00');
    expect((await range(a, from, to)).map((e) => e.title)).toEqual(['Started before, still on', 'Inside, early', 'Inside, late', 'All-day on the last day']);
    expect((await range(a, from, to, { matterId })).map((e) => e.title)).toEqual(['Inside, early']);
    expect((await range(a, from, to, { attendeeId: paralegal.id })).map((e) => e.title)).toEqual(['Inside, late']);
    expect(await range(b, from, to)).toEqual([]);

    const next = await a.request<{ matter: { nextEvent: { title: string } | null } }>('query($id: ID!) { matter(id: $id) { nextEvent { title } } }', { id: matterId });
    expect(next.data!.matter.nextEvent!.title).toBe('Inside, early');
  });

  it('shows the upcoming events (all, or one case) from now on', async () => {
    const matter = await a.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Upcoming case" }) { id } }');
    const matterId = matter.data!.createMatter.id;
    const now = Date.now();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    await create(a, { title: 'Over', startsAt: iso(-3 * 60 * MIN), endsAt: iso(-2 * 60 * MIN), matterId });
    await create(a, { title: 'Going on', startsAt: iso(-30 * MIN), endsAt: iso(30 * MIN), matterId });
    await create(a, { title: 'Tomorrow', startsAt: iso(DAY), endsAt: iso(DAY + 60 * MIN), matterId });
    await create(a, { title: 'Later', startsAt: iso(2 * DAY), endsAt: iso(2 * DAY + 60 * MIN), matterId });
    const upcoming = await a.request<{ upcomingEvents: Array<{ title: string }> }>('query($m: ID, $l: Int) { upcomingEvents(matterId: $m, limit: $l) { title } }', { m: matterId, l: 2 });
    expect(upcoming.data!.upcomingEvents.map((e) => e.title)).toEqual(['Going on', 'Tomorrow']);
    const all = await a.request<{ upcomingEvents: Array<{ title: string }> }>('{ upcomingEvents { title } }');
    expect(all.data!.upcomingEvents[0]!.title).toBe('Going on');
    expect((await b.request<{ upcomingEvents: unknown[] }>('{ upcomingEvents { title } }')).data!.upcomingEvents).toEqual([]);
  });

  it("keeps a restricted case's events from whoever may not open the case, and every event from another firm", async () => {
    // Inviting the paralegal is refused (they cannot open the case); an attendee left over from before
    // the case was restricted must still see nothing of it.
    const refused = await a.request(CREATE, { input: { title: 'Sealed hearing', startsAt: '2033-01-10T15:00:00Z', endsAt: '2033-01-10T16:00:00Z', matterId: sealedMatterId, attendeeIds: [paralegal.id] } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    const sealed = await create(a, { title: 'Sealed hearing', startsAt: '2033-01-10T15:00:00Z', endsAt: '2033-01-10T16:00:00Z', matterId: sealedMatterId });
    await server.db.query('INSERT INTO calendar_event_attendees (firm_id, event_id, user_id) SELECT firm_id, id, $2 FROM calendar_events WHERE id = $1', [sealed.id, paralegal.id]);
    const open = await create(a, { title: 'Firm meeting', startsAt: '2033-01-11T15:00:00Z', endsAt: '2033-01-11T16:00:00Z' });
    const from = '2033-01-01T00:00:00Z';
    const to = '2033-02-01T00:00:00Z';
    expect((await range(a, from, to)).map((e) => e.title)).toEqual(['Sealed hearing', 'Firm meeting']);
    expect((await range(p, from, to)).map((e) => e.title)).toEqual(['Firm meeting']);
    expect((await notificationsOf(p)).map((n) => n.message).join('\n')).not.toContain('Sealed hearing');
    expect(errorCode(await p.request(GET, { id: sealed.id }))).toBe('NOT_FOUND');
    expect(errorCode(await p.request(UPDATE, { input: { id: sealed.id, version: 1, title: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await p.request(MOVE, { input: { id: sealed.id, version: 1, startsAt: from, endsAt: to } }))).toBe('NOT_FOUND');
    expect(errorCode(await p.request(DELETE, { id: sealed.id }))).toBe('NOT_FOUND');
    expect((await get(p, `/api/calendar/events/${sealed.id}.ics`)).status).toBe(404);

    expect(await range(b, from, to)).toEqual([]);
    for (const id of [sealed.id, open.id]) {
      expect(errorCode(await b.request(GET, { id }))).toBe('NOT_FOUND');
      expect(errorCode(await b.request(UPDATE, { input: { id, version: 1, title: 'Mine now' } }))).toBe('NOT_FOUND');
      expect(errorCode(await b.request(MOVE, { input: { id, version: 1, startsAt: from, endsAt: '2033-01-01T01:00:00Z' } }))).toBe('NOT_FOUND');
      expect(errorCode(await b.request(DELETE, { id }))).toBe('NOT_FOUND');
      expect((await get(b, `/api/calendar/events/${id}.ics`)).status).toBe(404);
    }
    expect((await get(a, `/api/calendar/events/not-an-id.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/calendar/events/${open.id}.ics`)).status).toBe(401);

    const client = await server.signedIn(await createUser(server.db, { firm, role: 'CLIENT' }));
    expect(errorCode(await client.request(RANGE, { from, to }))).toBe('FORBIDDEN');
    expect(errorCode(await client.request(CREATE, { input: { title: 'x', startsAt: from, endsAt: to } }))).toBe('FORBIDDEN');
    expect((await get(client, `/api/calendar/events/${open.id}.ics`)).status).toBe(403);
    const admin = await server.signedIn(await createUser(server.db, { role: 'PLATFORM_ADMIN' }));
    expect(errorCode(await admin.request(RANGE, { from, to }))).toBe('FORBIDDEN');
    expect(errorCode(await admin.request(RESET_FEED))).toBe('FORBIDDEN');
  });

  it('notifies new attendees live, and tells everyone who may see the event that it changed', async () => {
    const notes = subscribe(server.wsUrl, p.cookie!, 'subscription { notificationEvents { notification { type message link } } }', {}, (d) => d.notificationEvents as { notification: { type: string; message: string; link: string } });
    const updates = subscribe(server.wsUrl, p.cookie!, 'subscription { calendarUpdates { cursor eventId change } }', {}, (d) => d.calendarUpdates as { eventId: string; change: string });
    collectors.push(notes, updates);
    await settle();
    const event = await create(a, { title: 'Deposition of J. Doe', startsAt: '2026-12-07T10:00:00Z', endsAt: '2026-12-07T11:00:00Z', attendeeIds: [paralegal.id, attorney.id] });
    const [note] = await notes.waitFor(1);
    expect(note!.notification).toEqual({ type: 'EVENT', message: 'Avery Stone added you to "Deposition of J. Doe" on Mon, Dec 7, 10:00', link: '/officeCalendar?date=2026-12-07' });
    expect((await updates.waitFor(1))[0]).toMatchObject({ eventId: event.id, change: 'ADDED' });
    // The one adding is not notified; an attendee already there is not notified again.
    expect((await notificationsOf(a)).filter((n) => n.message.includes('Deposition of J. Doe'))).toEqual([]);
    await a.request(UPDATE, { input: { id: event.id, version: 1, description: 'Agenda', attendeeIds: [paralegal.id] } });
    expect((await updates.waitFor(2))[1]).toMatchObject({ eventId: event.id, change: 'CHANGED' });
    expect((await notificationsOf(p)).filter((n) => n.message.includes('Deposition of J. Doe'))).toHaveLength(1);
  });

  it('moving an event points the attendees\' earlier notice at the new day, says it moved, and tells them; not the one moving it', async () => {
    const event = await create(a, { title: 'Mediation with Gulf States', startsAt: '2026-12-09T15:00:00Z', endsAt: '2026-12-09T16:00:00Z', attendeeIds: [paralegal.id] });
    const about = async (api: ApiClient) => (await notificationsOf(api)).filter((n) => n.message.includes('Mediation with Gulf States'));
    expect(await about(p)).toEqual([{ type: 'EVENT', message: 'Avery Stone added you to "Mediation with Gulf States" on Wed, Dec 9, 15:00', link: '/officeCalendar?date=2026-12-09' }]);

    const moved = await a.request<{ moveCalendarEvent: EventData }>(MOVE, { input: { id: event.id, version: 1, startsAt: '2026-12-11T14:00:00Z', endsAt: '2026-12-11T15:00:00Z' } });
    expect(moved.errors).toBeUndefined();
    expect(await about(p)).toEqual([
      { type: 'EVENT', message: 'Avery Stone moved "Mediation with Gulf States" to Fri, Dec 11, 14:00', link: '/officeCalendar?date=2026-12-11' },
      { type: 'EVENT', message: 'Avery Stone added you to "Mediation with Gulf States" on Wed, Dec 9, 15:00 (moved: now Fri, Dec 11, 14:00)', link: '/officeCalendar?date=2026-12-11' },
    ]);
    // Rescheduled again from the dialog: every earlier notice follows, with one note (not two).
    await a.request(UPDATE, { input: { id: event.id, version: 2, startsAt: '2026-12-14T14:00:00Z', endsAt: '2026-12-14T15:00:00Z' } });
    const notices = await about(p);
    expect(notices).toHaveLength(3);
    expect(notices.every((n) => n.link === '/officeCalendar?date=2026-12-14')).toBe(true);
    expect(notices[2]!.message).toBe('Avery Stone added you to "Mediation with Gulf States" on Wed, Dec 9, 15:00 (moved: now Mon, Dec 14, 14:00)');
    // A change that does not move it tells nobody anything new.
    await a.request(UPDATE, { input: { id: event.id, version: 3, description: 'Bring the demand package' } });
    expect(await about(p)).toHaveLength(3);
    expect(await about(a)).toEqual([]);
  });
});

describe('reminders', () => {
  it('reminds attendees and the creator once, even with two instances looking, and again after a move', async () => {
    const second = await spawnServer({ DATABASE_URL: server.databaseUrl, TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '250' });
    try {
      const now = Date.now();
      const iso = (ms: number) => new Date(now + ms).toISOString();
      const due = await create(a, { title: 'Mediation call', startsAt: iso(10 * MIN), endsAt: iso(40 * MIN), reminderMinutes: 15, attendeeIds: [paralegal.id] });
      const notYet = await create(a, { title: 'Pretrial conference', startsAt: iso(3 * 60 * MIN), endsAt: iso(4 * 60 * MIN), reminderMinutes: 15, attendeeIds: [paralegal.id] });
      const missed = await create(a, { title: 'Long gone', startsAt: iso(-2 * 60 * MIN), endsAt: iso(-60 * MIN), reminderMinutes: 15, attendeeIds: [paralegal.id] });
      // A reminder, kept when the event moves (then it says so after its text).
      const reminders = async (api: ApiClient, title: string) =>
        (await notificationsOf(api)).filter((n) => n.type === 'EVENT' && (n.message.endsWith(`: ${title}`) || n.message.includes(`: ${title} (moved: now `)));
      const waitFor = async (api: ApiClient, title: string, count: number) => {
        const deadline = Date.now() + 15_000;
        while ((await reminders(api, title)).length < count && Date.now() < deadline) await settle(200);
        return reminders(api, title);
      };
      expect((await waitFor(p, 'Mediation call', 1))[0]).toMatchObject({ message: expect.stringMatching(/^Starting in (9|10) min: Mediation call$/), link: `/officeCalendar?date=${iso(10 * MIN).slice(0, 10)}` });
      // Both instances keep looking every 250 ms; nobody is reminded twice.
      await settle(2_000);
      expect(await reminders(p, 'Mediation call')).toHaveLength(1);
      expect(await reminders(a, 'Mediation call')).toHaveLength(1);
      const reminded = (await a.request<{ calendarEvent: EventData }>(GET, { id: due.id })).data!.calendarEvent;
      expect(reminded.remindedAt).not.toBeNull();
      for (const id of [notYet.id, missed.id]) expect((await a.request<{ calendarEvent: EventData }>(GET, { id })).data!.calendarEvent.remindedAt).toBeNull();
      expect(await reminders(p, 'Pretrial conference')).toEqual([]);
      expect(await reminders(p, 'Long gone')).toEqual([]);

      // Moving it re-arms the reminder, which goes out again for the new start.
      const moved = await a.request<{ moveCalendarEvent: EventData }>(MOVE, { input: { id: due.id, version: reminded.version, startsAt: iso(5 * MIN), endsAt: iso(35 * MIN) } });
      expect(moved.data!.moveCalendarEvent.remindedAt).toBeNull();
      const again = await waitFor(p, 'Mediation call', 2);
      expect(again).toHaveLength(2);
      expect(again[0]!.message).toMatch(/^Starting in (4|5) min: Mediation call$/);
      expect(again[1]!.message).toMatch(/^Starting in (9|10) min: Mediation call \(moved: now .+\)$/);
      await settle(1_000);
      expect(await reminders(a, 'Mediation call')).toHaveLength(2);
    } finally {
      await stopProcess(second.child);
    }
  });
});

describe('iCalendar', () => {
  const TITLE = 'Deposition, J. Doe; room 4 — Zoë 日本 🎉';
  const DESCRIPTION = 'Bring: exhibits A; B, C\nSecond line with a backslash \\ and ünïcødé that is long enough to be folded over several lines of the file';

  it('serves a private feed of what its owner attends or created and their open tasks due, until it is reset or revoked', async () => {
    const ownerRow = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Robin', lastName: 'Hale' });
    const owner = await server.signedIn(ownerRow);
    expect((await owner.request<{ calendarFeed: unknown }>(FEED)).data!.calendarFeed).toBeNull();
    const made = await owner.request<{ resetCalendarFeed: { url: string; createdAt: string; lastUsedAt: string | null } }>(RESET_FEED);
    const { url } = made.data!.resetCalendarFeed;
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await owner.request<{ calendarFeed: { url: string | null } }>(FEED)).data!.calendarFeed).toMatchObject({ url: null, lastUsedAt: null });

    const now = Math.floor(Date.now() / 1000) * 1000;
    const day = (offset: number) => new Date(Math.floor(now / DAY) * DAY + offset * DAY).toISOString();
    const timed = await create(owner, {
      title: TITLE, description: DESCRIPTION, location: 'Court, Room 4', videoLink: 'https://meet.example.com/abc?x=1;y=2',
      startsAt: new Date(now + DAY).toISOString(), endsAt: new Date(now + DAY + 90 * MIN).toISOString(), priority: 'HIGH',
    });
    const attended = await create(a, { title: 'Hearing (attending)', startsAt: day(3), endsAt: day(5), allDay: true, attendeeIds: [ownerRow.id] });
    await create(a, { title: 'Not theirs', startsAt: day(2), endsAt: day(2), allDay: true });
    // An attendee left over from before the case was restricted (inviting them now is refused).
    const sealedEvent = await create(a, { title: 'Sealed, attending', startsAt: day(2), endsAt: day(2), allDay: true, matterId: sealedMatterId });
    await server.db.query('INSERT INTO calendar_event_attendees (firm_id, event_id, user_id) SELECT firm_id, id, $2 FROM calendar_events WHERE id = $1', [sealedEvent.id, ownerRow.id]);
    await create(owner, { title: 'Too far ahead', startsAt: day(400), endsAt: day(400), allDay: true });
    const dueDay = day(6).slice(0, 10);
    const task = await a.request<{ createTask: { id: string } }>('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { title: 'File notice', dueDate: dueDay, assigneeIds: [ownerRow.id] },
    });
    await a.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { input: { title: 'Done already', dueDate: dueDay, assigneeIds: [ownerRow.id], column: 'DONE' } });
    await a.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { input: { title: 'Someone else', dueDate: dueDay } });

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('SUMMARY:Deposition\\, J. Doe\\; room 4');
    expect(text).toContain('DESCRIPTION:Bring: exhibits A\\; B\\, C\\nSecond line with a backslash \\\\ and');

    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Matterhorn//Calendar//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Matterhorn — Robin Hale');
    const events = vevents(calendar);
    expect(events.map((e) => e.summary).sort()).toEqual([TITLE, 'Due: File notice', 'Hearing (attending)'].sort());

    const first = events.find((e) => e.uid === `${timed.id}@matterhorn`)!;
    expect(first.summary).toBe(TITLE);
    expect(first.description).toBe(DESCRIPTION);
    expect(first.location).toBe('Court, Room 4');
    expect(first.component.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc?x=1%3By=2');
    expect(first.startDate.isDate).toBe(false);
    expect(first.startDate.toJSDate().toISOString()).toBe(timed.startsAt);
    expect(first.endDate.toJSDate().toISOString()).toBe(timed.endsAt);
    expect(text).toMatch(new RegExp(`DTSTART:${timed.startsAt.replace(/[-:]/g, '').replace(/\.000/, '')}\r\n`));

    const allDay = events.find((e) => e.uid === `${attended.id}@matterhorn`)!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe(day(3).slice(0, 10));
    expect(allDay.endDate.toString()).toBe(day(6).slice(0, 10)); // the day after the last one

    const due = events.find((e) => e.uid === `task-${task.data!.createTask.id}@matterhorn`)!;
    expect(due.summary).toBe('Due: File notice');
    expect(due.startDate.isDate).toBe(true);
    expect(due.startDate.toString()).toBe(dueDay);

    expect((await owner.request<{ calendarFeed: { lastUsedAt: string | null } }>(FEED)).data!.calendarFeed.lastUsedAt).not.toBeNull();

    // A new address ends the old one; revoking ends the new one.
    const reset = await owner.request<{ resetCalendarFeed: { url: string } }>(RESET_FEED);
    const newUrl = reset.data!.resetCalendarFeed.url;
    expect(newUrl).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(newUrl)).status).toBe(200);
    expect((await owner.request<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }')).data!.revokeCalendarFeed).toBe(true);
    expect((await owner.request<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }')).data!.revokeCalendarFeed).toBe(false);
    expect((await fetch(newUrl)).status).toBe(404);
    expect((await owner.request<{ calendarFeed: unknown }>(FEED)).data!.calendarFeed).toBeNull();
    expect((await fetch(`${server.url}/api/calendar/feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('stops serving the feed of a suspended user or firm', async () => {
    const otherFirm = await createFirm(server.db);
    const owner = await createUser(server.db, { firm: otherFirm, role: 'ATTORNEY' });
    const api = await server.signedIn(owner);
    const { url } = (await api.request<{ resetCalendarFeed: { url: string } }>(RESET_FEED)).data!.resetCalendarFeed;
    expect((await fetch(url)).status).toBe(200);
    await server.db.query("UPDATE users SET status = 'SUSPENDED' WHERE id = $1", [owner.id]);
    expect((await fetch(url)).status).toBe(404);
    await server.db.query("UPDATE users SET status = 'ACTIVE' WHERE id = $1", [owner.id]);
    expect((await fetch(url)).status).toBe(200);
    await server.db.query("UPDATE firms SET status = 'SUSPENDED' WHERE id = $1", [otherFirm.id]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('downloads one event as an .ics file', async () => {
    const event = await create(a, { title: TITLE, description: DESCRIPTION, startsAt: '2031-06-02T14:00:00Z', endsAt: '2031-06-02T15:00:00Z' });
    const response = await get(a, `/api/calendar/events/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=Deposition-J-Doe-room-4-Zoe.ics');
    const [only, ...rest] = vevents(parse(await response.text()));
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ uid: `${event.id}@matterhorn`, summary: TITLE, description: DESCRIPTION });
    expect(only!.startDate.toJSDate().toISOString()).toBe('2031-06-02T14:00:00.000Z');
    // Paralegals of the firm may see events without a case too.
    expect((await get(p, `/api/calendar/events/${event.id}.ics`)).status).toBe(200);
  });
});

describe('iCalendar with hostile texts', () => {
  /** What a title, location or description may hold: line breaks that would start properties and events, separators, a backslash. */
  const HOSTILE = 'Evil\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected@x\r\nSUMMARY:Injected; a, b \\ c\nX-INJECTED:1\rdone';
  /** A calendar's name, as RFC 5545 TEXT: ical.js leaves X- properties escaped, so unescape them as a calendar app does. */
  const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const normalized = (text: string) => text.replace(/\r\n?/g, '\n');
  const checkCalendar = (text: string, expectedEvents: number) => {
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).not.toMatch(/^(UID:injected|X-INJECTED|SUMMARY:Injected)/m);
    const calendar = parse(text);
    expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(Array(expectedEvents).fill('vevent'));
    expect(calendar.getAllProperties('x-wr-calname')).toHaveLength(1);
    expect(calendar.getAllProperties('x-injected')).toEqual([]);
    return calendar;
  };

  it('escapes line breaks, semicolons, commas and backslashes in every text of an event file, its calendar name and file name included', async () => {
    const event = await create(a, { title: HOSTILE, location: HOSTILE, description: HOSTILE, startsAt: '2031-07-01T14:00:00Z', endsAt: '2031-07-01T15:00:00Z' });
    const response = await get(a, `/api/calendar/events/${event.id}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=[\x21-\x7e]+\.ics$/);
    const calendar = checkCalendar(await response.text(), 1);
    expect(normalized(unescapeText(String(calendar.getFirstPropertyValue('x-wr-calname'))))).toBe(normalized(`Matterhorn — ${event.title}`));
    const [only] = vevents(calendar);
    expect(only!.uid).toBe(`${event.id}@matterhorn`);
    for (const text of [only!.summary, only!.location, only!.description]) expect(normalized(text)).toBe(normalized(event.title));
  });

  it("escapes the feed's name (its owner's name) and every event and task in it", async () => {
    const [firstName, lastName] = ['Robin\r\nEND:VCALENDAR\r\nBEGIN:VEVENT', 'Hale; x, y'];
    const ownerRow = await createUser(server.db, { firm, role: 'PARALEGAL', firstName, lastName });
    const owner = await server.signedIn(ownerRow);
    const { url } = (await owner.request<{ resetCalendarFeed: { url: string } }>(RESET_FEED)).data!.resetCalendarFeed;
    const soon = new Date(Date.now() + DAY);
    await create(owner, { title: HOSTILE, location: HOSTILE, description: HOSTILE, startsAt: soon.toISOString(), endsAt: new Date(soon.getTime() + 3_600_000).toISOString() });
    const task = await owner.request('mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { title: HOSTILE, description: HOSTILE, dueDate: soon.toISOString().slice(0, 10), assigneeIds: [ownerRow.id] },
    });
    expect(task.errors).toBeUndefined();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const calendar = checkCalendar(await response.text(), 2);
    expect(normalized(unescapeText(String(calendar.getFirstPropertyValue('x-wr-calname'))))).toBe(normalized(`Matterhorn — ${firstName} ${lastName}`));
  });
});

describe('a month of 1,000 events', () => {
  let traced: TestServer;
  let api: ApiClient;
  const MONTH = `query($from: DateTimeISO!, $to: DateTimeISO!) {
    calendarEvents(from: $from, to: $to) { id title startsAt endsAt allDay priority color attendees { id fullName } matter { id name } createdBy { fullName } }
  }`;

  beforeAll(async () => {
    traced = await startTestServer({ LOG_LEVEL: 'trace' });
    const tracedFirm = await createFirm(traced.db);
    const user = await createUser(traced.db, { firm: tracedFirm, role: 'ATTORNEY' });
    const colleague = await createUser(traced.db, { firm: tracedFirm, role: 'PARALEGAL' });
    api = await traced.signedIn(user);
    const matters: string[] = [];
    for (const name of ['First case', 'Second case', 'Third case']) {
      matters.push((await api.request<{ createMatter: { id: string } }>('mutation($name: String!) { createMatter(input: { name: $name }) { id } }', { name })).data!.createMatter.id);
    }
    const insert = (start: string, count: number) =>
      traced.db.query(
        `INSERT INTO calendar_events (firm_id, matter_id, title, starts_at, ends_at, version, created_by_id, priority)
         SELECT $1, ($2::uuid[])[1 + i % 3], 'Event ' || i, $3::timestamptz + i * interval '40 minutes', $3::timestamptz + i * interval '40 minutes' + interval '30 minutes', 1, $4, 'MEDIUM'
         FROM generate_series(0, $5 - 1) AS i`,
        [tracedFirm.id, matters, start, user.id, count],
      );
    await insert('2034-01-01T00:00:00Z', 10);
    await insert('2034-03-01T00:00:00Z', 1000);
    await traced.db.query('INSERT INTO calendar_event_attendees (firm_id, event_id, user_id) SELECT e.firm_id, e.id, u.id FROM calendar_events e CROSS JOIN users u WHERE u.id = ANY($1)', [[user.id, colleague.id]]);
  });

  afterAll(async () => {
    await traced.stop();
  });

  const month = async (from: string, to: string, expected: number) => {
    const response = await api.request<{ calendarEvents: Array<{ attendees: unknown[]; matter: { name: string } | null }> }>(MONTH, { from, to });
    expect(response.errors).toBeUndefined();
    expect(response.data!.calendarEvents).toHaveLength(expected);
    expect(response.data!.calendarEvents.every((e) => e.attendees.length === 2 && e.matter?.name)).toBe(true);
  };

  it('loads in one request, in as many SQL statements as a month of 10', async () => {
    const ten = await countStatements(traced, () => month('2034-01-01T00:00:00Z', '2034-02-01T00:00:00Z', 10));
    const thousand = await countStatements(traced, () => month('2034-03-01T00:00:00Z', '2034-04-01T00:00:00Z', 1000));
    expect(ten).toBeGreaterThan(0);
    expect(thousand).toBe(ten);
  });
});
