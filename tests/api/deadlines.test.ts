import { statuteDate } from '../../server/src/modules/deadlines/calc';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const STATUTE = `key matterId dueOn computedOn daysLeft status explanation steps rulesConfirmed overrideDay satisfiedOn
  plaintiffName defendantName tolling { id days reason } rule { state caseType years source }`;
const STATUTES = `query($id: ID!) { matterStatutes(matterId: $id) { ${STATUTE} } }`;
const AT_RISK = `query($within: Int) { statutesAtRisk(withinDays: $within, pageSize: 100) { totalCount items { matterNumber dueOn daysLeft status } } }`;

interface StatuteData {
  key: string;
  dueOn: string | null;
  computedOn: string | null;
  daysLeft: number | null;
  status: string;
  explanation: string;
  steps: string[];
  rulesConfirmed: boolean;
  overrideDay: string | null;
  satisfiedOn: string | null;
  plaintiffName: string | null;
  defendantName: string | null;
  tolling: Array<{ id: string; days: number; reason: string }>;
  rule: { state: string; caseType: string | null; years: number; source: string } | null;
}

const DAY = 86_400_000;
const utcDay = (offset: number, from = new Date()) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + offset * DAY).toISOString().slice(0, 10);
/** The day two years before (today + offset): an incident whose 2-year statute ends `offset` days from today. */
const twoYearsBefore = (offset: number) => {
  const end = new Date(`${utcDay(offset)}T00:00:00Z`);
  return new Date(Date.UTC(end.getUTCFullYear() - 2, end.getUTCMonth(), end.getUTCDate())).toISOString().slice(0, 10);
};

let server: TestServer;
let admin: ApiClient;
let attorney: ApiClient;
let attorneyUser: UserRow;
let paralegal: ApiClient;
let other: ApiClient;
let matterId: string;

const statutes = async (api: ApiClient, id = matterId) => {
  const response = await api.request<{ matterStatutes: StatuteData[] }>(STATUTES, { id });
  expect(response.errors).toBeUndefined();
  return response.data!.matterStatutes;
};
const notificationsOf = async (api: ApiClient) =>
  (await api.request<{ notifications: { items: Array<{ message: string; link: string }> } }>('{ notifications(pageSize: 100) { items { message link } } }')).data!.notifications.items;
const waitUntil = async (check: () => Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('timed out');
};

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '250', DAILY_REMINDER_INTERVAL_MS: '250' });
  const firm = await createFirm(server.db);
  attorneyUser = await createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Avery', lastName: 'Stone' });
  [admin, attorney, paralegal, other] = await Promise.all([
    server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' })),
    server.signedIn(attorneyUser),
    server.signedIn(await createUser(server.db, { firm, role: 'PARALEGAL' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  const intake = await attorney.request<{ intake: { id: string } }>('mutation($input: IntakeInput!) { intake(input: $input) { id } }', {
    input: {
      caseType: 'Car Accident',
      staffIds: [attorneyUser.id],
      plaintiff: { kind: 'PERSON', firstName: 'Nina', lastName: 'Patel' },
      incident: { state: 'Texas', date: twoYearsBefore(20) },
    },
  });
  expect(intake.errors).toBeUndefined();
  matterId = intake.data!.intake.id;
});

afterAll(async () => {
  await server.stop();
});

describe('statutes of limitations', () => {
  it('computes the date from the incident, state and case type, step by step, from the starter table until the firm confirms it', async () => {
    const [statute] = await statutes(attorney);
    expect(statute).toMatchObject({ dueOn: utcDay(20), daysLeft: 20, status: 'AT_RISK', rulesConfirmed: false, plaintiffName: null });
    expect(statute!.rule).toMatchObject({ state: 'Texas', years: 2 });
    expect(statute!.rule!.source).toMatch(/16\.003/);
    expect(statute!.explanation).toBe(`incident ${twoYearsBefore(20)} + 2 years (Texas, Car Accident) = ${utcDay(20)}`);
    const preview = await attorney.request<{ statutePreview: StatuteData }>(`query { statutePreview(state: "texas", caseType: "Car Accident", incidentDate: "${twoYearsBefore(-3)}") { ${STATUTE} } }`);
    expect(preview.data!.statutePreview).toMatchObject({ dueOn: utcDay(-3), status: 'PASSED', daysLeft: -3 });
  });

  it('lists it among the statutes at risk, for this firm only', async () => {
    const list = await attorney.request<{ statutesAtRisk: { totalCount: number; items: Array<{ dueOn: string; status: string }> } }>(AT_RISK, {});
    expect(list.data!.statutesAtRisk.items).toEqual([expect.objectContaining({ dueOn: utcDay(20), status: 'AT_RISK' })]);
    expect((await attorney.request<{ statutesAtRisk: { totalCount: number } }>(AT_RISK, { within: 10 })).data!.statutesAtRisk.totalCount).toBe(0);
    expect((await other.request<{ statutesAtRisk: { totalCount: number } }>(AT_RISK, {})).data!.statutesAtRisk.totalCount).toBe(0);
    expect(errorCode(await other.request(STATUTES, { id: matterId }))).toBe('NOT_FOUND');
    const csv = await fetch(`${server.url}/api/export/statutes-at-risk`, { headers: { cookie: attorney.cookie! } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Nina Patel');
    expect(text).toContain(utcDay(20));
    expect((await fetch(`${server.url}/api/export/statutes-at-risk`, { headers: { cookie: other.cookie! } }).then((r) => r.text())).includes('Nina Patel')).toBe(false);
  });

  it('reminds the case staff once for the stage reached, with a calendar entry on the date', async () => {
    await waitUntil(async () => (await notificationsOf(attorney)).some((n) => n.message.includes('Statute of limitations')));
    const reminders = (await notificationsOf(attorney)).filter((n) => n.message.includes('Statute of limitations'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toMatch(/is in 20 days/);
    expect(reminders[0]!.link).toBe(`/cases/caseDetail?id=${matterId}&tab=deadlines`);
    expect((await notificationsOf(paralegal)).some((n) => n.message.includes('Statute of limitations'))).toBe(false);
    const range = { from: `${utcDay(0)}T00:00:00.000Z`, to: `${utcDay(40)}T00:00:00.000Z` };
    const events = await attorney.request<{ calendarEvents: Array<{ title: string; allDay: boolean; startsAt: string }> }>(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { calendarEvents(from: $from, to: $to) { title allDay startsAt } }',
      range,
    );
    expect(events.data!.calendarEvents.filter((e) => e.title.startsWith('Statute of limitations'))).toEqual([
      expect.objectContaining({ allDay: true, startsAt: `${utcDay(20)}T00:00:00.000Z` }),
    ]);
  });

  it('tolling moves the date later and is explained; removing it moves it back', async () => {
    const [before] = await statutes(attorney);
    const added = await attorney.request<{ addStatuteTolling: StatuteData[] }>(`mutation($input: StatuteTollingInput!) { addStatuteTolling(input: $input) { ${STATUTE} } }`, {
      input: { matterId, days: 41, reason: 'Defendant absent from Texas' },
    });
    expect(added.errors).toBeUndefined();
    const [tolled] = added.data!.addStatuteTolling;
    expect(tolled!.dueOn).toBe(utcDay(61));
    expect(tolled!.explanation).toBe(`incident ${twoYearsBefore(20)} + 2 years (Texas, Car Accident) + 41 days tolled = ${utcDay(61)}`);
    const blank = await attorney.request('mutation($input: StatuteTollingInput!) { addStatuteTolling(input: $input) { key } }', { input: { matterId, reason: 'x' } });
    expect(blank.errors![0]!.extensions!.fields).toEqual([{ field: 'days', messages: ['Enter the days tolled, or the range.'] }]);
    const removed = await attorney.request<{ removeStatuteTolling: StatuteData[] }>(`mutation($id: ID!) { removeStatuteTolling(id: $id) { ${STATUTE} } }`, { id: tolled!.tolling[0]!.id });
    expect(removed.data!.removeStatuteTolling[0]!.dueOn).toBe(before!.dueOn);
  });

  it('a date set by hand needs a reason, wins, and can be put back', async () => {
    const OVERRIDE = `mutation($input: StatuteOverrideInput!) { overrideStatute(input: $input) { ${STATUTE} } }`;
    const noReason = await attorney.request(OVERRIDE, { input: { matterId, day: utcDay(30) } });
    expect(noReason.errors![0]!.extensions!.fields).toEqual([{ field: 'reason', messages: ['Say why the date is set by hand.'] }]);
    const set = await attorney.request<{ overrideStatute: StatuteData[] }>(OVERRIDE, { input: { matterId, day: utcDay(30), reason: 'Discovery rule' } });
    expect(set.data!.overrideStatute[0]).toMatchObject({ dueOn: utcDay(30), computedOn: utcDay(20), overrideDay: utcDay(30) });
    expect(set.data!.overrideStatute[0]!.explanation).toMatch(new RegExp(`overridden to ${utcDay(30)} \\(Discovery rule\\)$`));
    const back = await attorney.request<{ overrideStatute: StatuteData[] }>(OVERRIDE, { input: { matterId, day: null } });
    expect(back.data!.overrideStatute[0]!.dueOn).toBe(utcDay(20));
  });

  it('recording the complaint filed stops reminders and removes the calendar entry; undoing resumes them', async () => {
    const FILED = `mutation($input: StatuteSatisfiedInput!) { recordComplaintFiled(input: $input) { ${STATUTE} } }`;
    const reminded = async () => (await notificationsOf(attorney)).filter((n) => n.message.includes('Statute of limitations')).length;
    const before = await reminded();
    const future = await attorney.request(FILED, { input: { matterId, filedOn: utcDay(2) } });
    expect(future.errors![0]!.extensions!.fields).toEqual([{ field: 'filedOn', messages: ['The filing date cannot be in the future.'] }]);
    const filed = await attorney.request<{ recordComplaintFiled: StatuteData[] }>(FILED, { input: { matterId, filedOn: utcDay(0), note: 'Travis County' } });
    expect(filed.data!.recordComplaintFiled[0]).toMatchObject({ status: 'SATISFIED', satisfiedOn: utcDay(0) });
    expect((await attorney.request<{ statutesAtRisk: { totalCount: number } }>(AT_RISK, {})).data!.statutesAtRisk.totalCount).toBe(0);
    // Now even a date 5 days out (the 7-day stage) sends nothing.
    await attorney.request('mutation($input: StatuteOverrideInput!) { overrideStatute(input: $input) { key } }', { input: { matterId, day: utcDay(5), reason: 'Test' } });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await reminded()).toBe(before);
    const entries = await server.db.query(`SELECT count(*)::int AS n FROM calendar_events WHERE matter_id = $1 AND title LIKE 'Statute of limitations%'`, [matterId]);
    expect(entries.rows[0].n).toBe(0);

    const undone = await attorney.request<{ undoComplaintFiled: StatuteData[] }>(`mutation($input: StatuteKeyInput!) { undoComplaintFiled(input: $input) { ${STATUTE} } }`, { input: { matterId } });
    expect(undone.data!.undoComplaintFiled[0]).toMatchObject({ status: 'AT_RISK', satisfiedOn: null, daysLeft: 5 });
    await waitUntil(async () => (await notificationsOf(attorney)).some((n) => n.message.includes('is in 5 days')));
    const again = await server.db.query(`SELECT count(*)::int AS n FROM calendar_events WHERE matter_id = $1 AND title LIKE 'Statute of limitations%'`, [matterId]);
    expect(again.rows[0].n).toBe(1);
  });

  it('keeps statutes per plaintiff–defendant pair, checking the parties belong to the case', async () => {
    const contact = await attorney.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: COMPANY, companyName: "Lone Star Freight" }) { id } }');
    const party = await attorney.request<{ addParty: { id: string } }>('mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', {
      input: { matterId, category: 'DEFENDANT', contactId: contact.data!.createContact.id, role: 'Defendant' },
    });
    const plaintiffs = await attorney.request<{ parties: { items: Array<{ id: string }> } }>('query($m: ID!) { parties(matterId: $m, category: PLAINTIFF) { items { id } } }', { m: matterId });
    const pair = { matterId, plaintiffPartyId: plaintiffs.data!.parties.items[0]!.id, defendantPartyId: party.data!.addParty.id };
    const added = await attorney.request<{ addStatutePair: StatuteData[] }>(`mutation($input: StatuteKeyInput!) { addStatutePair(input: $input) { ${STATUTE} } }`, { input: pair });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addStatutePair.map((s) => [s.plaintiffName, s.defendantName])).toEqual([[null, null], ['Nina Patel', 'Lone Star Freight']]);
    const wrong = await attorney.request('mutation($input: StatuteKeyInput!) { addStatutePair(input: $input) { key } }', { input: { ...pair, defendantPartyId: pair.plaintiffPartyId } });
    expect(wrong.errors![0]!.extensions!.fields).toEqual([{ field: 'defendantPartyId', messages: ['Choose a defendant of this case.'] }]);
  });

  it("uses the firm's own rules once a firm admin edits them, and records the confirmation", async () => {
    const SET = 'mutation($input: LimitationRulesInput!) { setLimitationRules(input: $input) { ownRules rules { state years } } }';
    const rules = { rules: [{ state: 'Texas', caseType: null, years: 3, months: 0, days: 0, source: 'Firm policy' }] };
    expect(errorCode(await attorney.request(SET, { input: rules }))).toBe('FORBIDDEN');
    const set = await admin.request<{ setLimitationRules: { ownRules: boolean } }>(SET, { input: rules });
    expect(set.data!.setLimitationRules.ownRules).toBe(true);
    await attorney.request('mutation($input: StatuteOverrideInput!) { overrideStatute(input: $input) { key } }', { input: { matterId, day: null } });
    const [statute] = await statutes(attorney);
    expect(statute!.dueOn).toBe(new Date(Date.UTC(Number(twoYearsBefore(20).slice(0, 4)) + 3, Number(twoYearsBefore(20).slice(5, 7)) - 1, Number(twoYearsBefore(20).slice(8, 10)))).toISOString().slice(0, 10));
    const duplicate = await admin.request(SET, { input: { rules: [rules.rules[0], rules.rules[0]] } });
    expect(duplicate.errors![0]!.extensions!.fields).toEqual([{ field: 'rules.1.caseType', messages: ['This state and case type already have a rule.'] }]);
    const confirmed = await admin.request<{ confirmLimitationRules: { confirmedAt: string } }>('mutation { confirmLimitationRules { confirmedAt } }');
    expect(confirmed.data!.confirmLimitationRules.confirmedAt).toBeTruthy();
    expect((await statutes(attorney))[0]!.rulesConfirmed).toBe(true);
    expect((await other.request<{ limitationRules: { ownRules: boolean } }>('{ limitationRules { ownRules } }')).data!.limitationRules.ownRules).toBe(false);
  });

  it('PostgreSQL date arithmetic agrees with the documented calculation (month ends, leap days)', async () => {
    const cases = [
      { incident: '2024-02-29', years: 1, months: 0, days: 0 },
      { incident: '2024-02-29', years: 2, months: 0, days: 10 },
      { incident: '2023-01-31', years: 0, months: 1, days: 0 },
      { incident: '2023-08-31', years: 0, months: 6, days: 0 },
      { incident: '2020-03-02', years: 2, months: 0, days: 41 },
    ];
    for (const c of cases) {
      const rows = await server.db.query(
        `SELECT to_char(($1::date + make_interval(years => $2, months => $3) + make_interval(days => $4))::date, 'YYYY-MM-DD') AS day`,
        [c.incident, c.years, c.months, c.days],
      );
      expect(rows.rows[0].day).toBe(statuteDate({ incidentDate: c.incident, period: { years: c.years, months: c.months, days: c.days }, ruleLabel: 'x' }).day);
    }
  });
});

describe('court deadline chains', () => {
  it('counts a single deadline under FRCP 6 with its steps', async () => {
    const response = await attorney.request<{ courtDeadline: { day: string; steps: string[] } }>('{ courtDeadline(trigger: "2026-05-04", amount: 21, unit: DAYS) { day steps } }');
    // May 25, 2026 is Memorial Day: the period runs to Tuesday.
    expect(response.data!.courtDeadline.day).toBe('2026-05-26');
    expect(response.data!.courtDeadline.steps.join(' ')).toMatch(/Memorial Day/);
  });

  it('applies a chain to a case with calendar entries and tasks, recounts on a new trigger date, keeping deadlines moved by hand', async () => {
    const starters = await admin.request<{ addStarterDeadlineChains: Array<{ id: string; name: string }> }>('mutation { addStarterDeadlineChains { id name } }');
    const answer = starters.data!.addStarterDeadlineChains.find((t) => t.name.startsWith('Answer'))!;
    const applied = await attorney.request<{ applyDeadlineChain: { id: string } }>('mutation($input: ApplyDeadlineChainInput!) { applyDeadlineChain(input: $input) { id } }', {
      input: { matterId, templateId: answer.id, triggerDay: '2026-05-04' },
    });
    expect(applied.errors).toBeUndefined();
    const CHAINS = 'query($id: ID!) { matterDeadlineChains(matterId: $id) { id triggerDay deadlines { id label day computedDay manuallyMoved taskId } } }';
    const chains = async () => (await attorney.request<{ matterDeadlineChains: Array<{ id: string; deadlines: Array<{ id: string; label: string; day: string; manuallyMoved: boolean; taskId: string | null }> }> }>(CHAINS, { id: matterId })).data!.matterDeadlineChains;
    const [chain] = await chains();
    expect(chain!.deadlines.map((d) => d.day)).toEqual(['2026-05-26', '2026-06-16']);
    const task = await attorney.request<{ task: { dueDate: string; assignees: Array<{ id: string }> } }>('query($id: ID!) { task(id: $id) { dueDate assignees { id } } }', { id: chain!.deadlines[0]!.taskId });
    expect(task.data!.task).toEqual({ dueDate: '2026-05-26', assignees: [{ id: attorneyUser.id }] });

    await attorney.request('mutation($id: ID!, $day: String) { moveDeadline(id: $id, day: $day) { id } }', { id: chain!.deadlines[1]!.id, day: '2026-06-20' });
    const update = await attorney.request<{ changeDeadlineTrigger: { changed: Array<{ label: string; from: string; to: string }>; keptMoved: string[] } }>(
      'mutation($id: ID!, $day: String!) { changeDeadlineTrigger(chainId: $id, triggerDay: $day) { changed { label from to } keptMoved } }',
      { id: chain!.id, day: '2026-05-11' },
    );
    expect(update.data!.changeDeadlineTrigger).toEqual({
      changed: [{ label: 'Answer or Rule 12 motion due', from: '2026-05-26', to: '2026-06-01' }],
      keptMoved: ['Reply to counterclaim due (if any)'],
    });
    const [after] = await chains();
    expect(after!.deadlines.map((d) => [d.day, d.manuallyMoved])).toEqual([['2026-06-01', false], ['2026-06-20', true]]);
    const moved = await attorney.request<{ task: { dueDate: string } }>('query($id: ID!) { task(id: $id) { dueDate } }', { id: after!.deadlines[0]!.taskId });
    expect(moved.data!.task.dueDate).toBe('2026-06-01');
    expect(errorCode(await other.request('mutation($input: ApplyDeadlineChainInput!) { applyDeadlineChain(input: $input) { id } }', { input: { matterId, templateId: answer.id, triggerDay: '2026-05-04' } }))).toBe('NOT_FOUND');
    expect(errorCode(await other.request('mutation($id: ID!, $day: String!) { changeDeadlineTrigger(chainId: $id, triggerDay: $day) { keptMoved } }', { id: chain!.id, day: '2026-05-12' }))).toBe('NOT_FOUND');
  });
});
