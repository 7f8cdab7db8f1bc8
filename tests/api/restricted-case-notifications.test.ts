/**
 * A "Specific Users" case reaches nobody else through what it produces for people: task
 * assignments, event invitations, statute reminders, overdue-invoice notices and event reminders.
 * Assigning or inviting someone who cannot open the case is refused; notices chosen by a fallback
 * (no case staff) go only to those who may open it; nothing of the case appears in the excluded
 * people's notifications, listed or live.
 */
import { ApiClient, errorCode } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { subscribe, type Collector } from '../support/ws';

const SEALED = 'Quokka';
const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** An incident whose 2-year statute ends `offset` days from today. */
const twoYearsBefore = (offset: number) => {
  const end = new Date(`${utcDay(offset)}T00:00:00Z`);
  return new Date(Date.UTC(end.getUTCFullYear() - 2, end.getUTCMonth(), end.getUTCDate())).toISOString().slice(0, 10);
};

let server: TestServer;
let admin: ApiClient;
let adminRow: UserRow;
let listed: ApiClient;
let listedRow: UserRow;
let outsider: ApiClient;
let outsiderRow: UserRow;
let paralegal: ApiClient;
let paralegalRow: UserRow;
let sealedId: string;
let openId: string;
let clientId: string;
const live: Collector<string>[] = [];

const NOTIFICATIONS = '{ notifications(pageSize: 100) { items { message link } } }';
const messagesOf = async (api: ApiClient) =>
  (await api.request<{ notifications: { items: Array<{ message: string; link: string | null }> } }>(NOTIFICATIONS)).data!.notifications.items.map((n) => `${n.message} ${n.link}`);
const waitUntil = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('timed out');
};
const create = async <T>(api: ApiClient, query: string, input: Record<string, unknown>): Promise<T> => {
  const response = await api.request<Record<string, T>>(query, { input });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data)[0]!;
};
const CREATE_TASK = 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id version } }';
const UPDATE_TASK = 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id version matter { id } } }';
const CREATE_EVENT = 'mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id version } }';
const UPDATE_EVENT = 'mutation($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { id version } }';

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '250', DAILY_REMINDER_INTERVAL_MS: '250' });
  const firm = await createFirm(server.db);
  adminRow = await createUser(server.db, { firm, role: 'FIRM_ADMIN', firstName: 'Ada', lastName: 'Admin' });
  listedRow = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Lee', lastName: 'Listed' });
  outsiderRow = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Otto', lastName: 'Outside' });
  paralegalRow = await createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Pat', lastName: 'Parker' });
  admin = await server.signedIn(adminRow);
  listed = await server.signedIn(listedRow);
  outsider = await server.signedIn(outsiderRow);
  paralegal = await server.signedIn(paralegalRow);
  // The excluded people listen from the start: nothing of the sealed case may ever arrive.
  for (const api of [outsider, paralegal]) {
    live.push(subscribe(server.wsUrl, api.cookie!, 'subscription { notificationEvents(after: "0") { notification { message link } } }', {}, (data) => JSON.stringify(data)));
  }
  clientId = (await create<{ id: string }>(admin, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: 'Nina', lastName: 'Patel' })).id;
  // Specific Users: only the listed attorney (and firm admins); no case staff.
  const sealed = await create<{ id: string; version: number }>(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id version } }', {
    name: `${SEALED} v. Harbor Freight`,
    clientId,
    caseType: 'Car Accident',
    permission: 'SPECIFIC_USERS',
    userIds: [listedRow.id],
  });
  sealedId = sealed.id;
  const incident = await admin.request('mutation($input: UpdateIncidentInput!) { updateIncident(input: $input) { id } }', {
    input: { matterId: sealedId, version: sealed.version, state: 'Texas', date: twoYearsBefore(20) },
  });
  expect(incident.errors).toBeUndefined();
  openId = (await create<{ id: string }>(admin, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: 'Wombat v. City', clientId })).id;
});

afterAll(async () => {
  for (const collector of live) collector.dispose();
  await server.stop();
});

describe('assignees and attendees of a restricted case', () => {
  it('refuses assigning its task to someone who cannot open it, naming them; the people listed are fine', async () => {
    const refused = await admin.request(CREATE_TASK, { input: { title: `${SEALED} medical records`, matterId: sealedId, assigneeIds: [paralegalRow.id, listedRow.id] } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.fields).toEqual([
      { field: 'assigneeIds', messages: ['Pat Parker cannot open this case. Give them access to it first (Edit Case, Permission), or choose someone else.'] },
    ]);
    const task = await create<{ id: string; version: number }>(admin, CREATE_TASK, { title: `${SEALED} medical records`, matterId: sealedId, assigneeIds: [listedRow.id] });
    await waitUntil(async () => (await messagesOf(listed)).some((m) => m.includes(`${SEALED} medical records`)));
    const adding = await admin.request(UPDATE_TASK, { input: { id: task.id, version: task.version, assigneeIds: [listedRow.id, outsiderRow.id] } });
    expect(errorCode(adding)).toBe('BAD_USER_INPUT');
    expect(adding.errors![0]!.message).toMatch(/^Otto Outside cannot open this case/);
  });

  it('refuses moving a task to the restricted case while its assignees cannot open it', async () => {
    const task = await create<{ id: string; version: number }>(admin, CREATE_TASK, { title: 'Call the body shop', matterId: openId, assigneeIds: [paralegalRow.id] });
    const moved = await admin.request(UPDATE_TASK, { input: { id: task.id, version: task.version, matterId: sealedId } });
    expect(errorCode(moved)).toBe('BAD_USER_INPUT');
    const { rows } = await server.db.query('SELECT matter_id FROM tasks WHERE id = $1', [task.id]);
    expect(rows[0].matter_id).toBe(openId);
  });

  it('refuses inviting someone who cannot open the case to its event, also by moving the event to it', async () => {
    const when = { startsAt: `${utcDay(3)}T15:00:00.000Z`, endsAt: `${utcDay(3)}T16:00:00.000Z` };
    const refused = await admin.request(CREATE_EVENT, { input: { title: `${SEALED} deposition`, matterId: sealedId, attendeeIds: [outsiderRow.id], ...when } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.fields).toEqual([
      { field: 'attendeeIds', messages: ['Otto Outside cannot open this case. Give them access to it first (Edit Case, Permission), or choose someone else.'] },
    ]);
    const event = await create<{ id: string; version: number }>(admin, CREATE_EVENT, { title: 'Site visit', matterId: openId, attendeeIds: [outsiderRow.id], ...when });
    const moved = await admin.request(UPDATE_EVENT, { input: { id: event.id, version: event.version, matterId: sealedId } });
    expect(errorCode(moved)).toBe('BAD_USER_INPUT');
  });
});

describe('a task of the restricted case, for someone who cannot open it', () => {
  it('cannot be named as the place to drop a task before (moveTask)', async () => {
    const sealedTask = await create<{ id: string }>(admin, CREATE_TASK, { title: `${SEALED} lien letter`, matterId: sealedId });
    const own = await create<{ id: string }>(paralegal, CREATE_TASK, { title: 'Order supplies' });
    const moved = await paralegal.request('mutation($input: MoveTaskInput!) { moveTask(input: $input) { id } }', {
      input: { id: own.id, column: 'IN_QUEUE', beforeId: sealedTask.id },
    });
    expect(errorCode(moved)).toBe('NOT_FOUND');
    expect(JSON.stringify(moved)).not.toContain(SEALED);
  });
});

describe('notices chosen by a fallback', () => {
  it('sends the statute reminder of a restricted case without staff only to the admins and listed attorneys, who alone attend its calendar entry', async () => {
    const reminded = async (api: ApiClient) => (await messagesOf(api)).some((m) => m.startsWith('Statute of limitations') && m.includes(SEALED));
    await waitUntil(async () => (await reminded(admin)) && (await reminded(listed)));
    expect(await reminded(outsider)).toBe(false);
    const { rows } = await server.db.query(
      `SELECT a.user_id FROM calendar_event_attendees a JOIN calendar_events e ON e.id = a.event_id WHERE e.matter_id = $1 AND e.title LIKE 'Statute of limitations%'`,
      [sealedId],
    );
    expect(rows.map((row) => row.user_id).sort()).toEqual([adminRow.id, listedRow.id].sort());
  });

  it("tells only those who may open the case that its invoice is overdue", async () => {
    await create(admin, 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
      clientId,
      matterId: sealedId,
      dueDate: utcDay(-2),
      description: `${SEALED} settlement work`,
      lines: [{ description: 'Demand letter', quantity: '1', rateCents: 25000 }],
    });
    const told = async (api: ApiClient) => (await messagesOf(api)).some((m) => m.includes('is overdue'));
    await waitUntil(async () => (await told(admin)) && (await told(listed)));
    expect(await told(outsider)).toBe(false);
  });

  it('does not remind an attendee of an event whose case they can no longer open', async () => {
    const soon = new Date(Date.now() + 5 * 60_000);
    const event = await create<{ id: string; version: number }>(admin, CREATE_EVENT, {
      title: 'Wombat inspection',
      matterId: openId,
      attendeeIds: [paralegalRow.id],
      startsAt: soon.toISOString(),
      endsAt: new Date(soon.getTime() + 60 * 60_000).toISOString(),
    });
    // The case becomes Specific Users without the paralegal; then the reminder is armed.
    const { rows } = await server.db.query('SELECT version FROM matters WHERE id = $1', [openId]);
    const restricted = await admin.request('mutation($input: UpdateMatterInput!) { updateMatter(input: $input) { id } }', {
      input: { id: openId, version: rows[0].version, permission: 'SPECIFIC_USERS', userIds: [listedRow.id] },
    });
    expect(restricted.errors).toBeUndefined();
    const armed = await admin.request(UPDATE_EVENT, { input: { id: event.id, version: event.version, reminderMinutes: 30 } });
    expect(armed.errors).toBeUndefined();
    const reminded = async (api: ApiClient) => (await messagesOf(api)).some((m) => m.startsWith('Starting') && m.includes('Wombat inspection'));
    await waitUntil(() => reminded(admin));
    expect(await reminded(paralegal)).toBe(false);
  });
});

describe('the people excluded from the case', () => {
  it('have nothing of it in their notifications, listed or live', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const api of [outsider, paralegal]) expect((await messagesOf(api)).filter((m) => m.includes(SEALED))).toEqual([]);
    expect(live.flatMap((collector) => collector.items).filter((item) => item.includes(SEALED))).toEqual([]);
    expect(live.flatMap((collector) => collector.errors)).toEqual([]);
    // The listeners work: the paralegal heard of being added to the open case's events.
    expect(live[1]!.items.some((item) => item.includes('added you'))).toBe(true);
  });
});
