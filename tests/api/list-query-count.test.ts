import { randomUUID } from 'node:crypto';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';
import { countStatements } from '../support/sql-count';

/**
 * Every list the screens page through costs the same number of SQL statements for a page of 10
 * rows as for a page of 50, with every relation the screen asks for (the fields of the client's
 * .graphql operations): relations come through DataLoaders or joins, never one query per row.
 * The server logs every statement at LOG_LEVEL=trace; `countStatements` counts them. The lists of
 * cases, contacts, documents, the dashboard, calendar, search and workflow templates have their
 * own counts (matters-, contacts-, documents-, dashboard-query-count, calendar, search, workflows).
 *
 * The records are written with a few set-based INSERTs (the API would need thousands of requests);
 * the lists are read through the API as the screens read them.
 */

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type Who = 'admin' | 'platform' | 'other';

interface ListCase {
  /** The query (and what it stands for on screen). */
  name: string;
  /** Who reads it (for both sizes, or per size): the firm admin by default. */
  as?: Who | ((size: number) => Who);
  query: string;
  variables: (size: number) => Record<string, unknown>;
  /** The two sizes compared (page sizes, or a parent with that many records). */
  sizes?: [number, number];
  rows: (data: Row) => Row[];
  /** Every relation the screen shows is there. */
  filled: (row: Row) => boolean;
}

const seed = {
  bigMatter: '',
  smallMatter: '',
  company: '',
  bigChat: '',
  smallChat: '',
  bigConversation: '',
};

const STATUTE_FIELDS = `key matterId matterName matterNumber plaintiffPartyId plaintiffName defendantPartyId defendantName incidentDate incidentState caseType
  rule { state caseType years months days discoveryNote source } tolling { id days reason fromDay toDay }
  computedOn dueOn overrideDay overrideReason satisfiedOn satisfiedNote daysLeft status explanation steps rulesConfirmed`;

const CASES: ListCase[] = [
  {
    name: 'aiChats (AI chat history)',
    query: 'query($size: Int!) { list: aiChats(pageSize: $size) { totalCount items { id title updatedAt matter { id name } attachments { documentId title } } } }',
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.title && row.matter?.name),
  },
  {
    name: 'aiChatMessages (one chat)',
    query: 'query($chatId: ID!) { list: aiChatMessages(chatId: $chatId) { id chatId role content status createdAt } }',
    variables: (size) => ({ chatId: size === 10 ? seed.smallChat : seed.bigChat }),
    rows: (data) => data.list,
    filled: (row) => Boolean(row.content),
  },
  {
    name: 'backOfficeFirms (platform admin)',
    as: 'platform',
    query: `query($size: Int!) { list: backOfficeFirms(pageSize: $size) { totalCount items { id name email phone status avatarUrl totalMembers version } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => typeof row.totalMembers === 'number' && Boolean(row.name),
  },
  {
    name: 'backOfficePeople (platform admin, attorneys)',
    as: 'platform',
    query: `query($size: Int!) { list: backOfficePeople(role: ATTORNEY, pageSize: $size) { totalCount items {
      id firstName lastName fullName email phone avatarUrl status version firm { id name status } } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.firm?.name),
  },
  {
    name: 'contactNotes (contact Notes tab)',
    query: `query($contactId: ID!, $size: Int!) { list: contactNotes(contactId: $contactId, pageSize: $size) { totalCount items {
      id type body createdAt author { id fullName } } } }`,
    variables: (size) => ({ contactId: seed.company, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.author?.fullName),
  },
  {
    name: 'conversations (Messages)',
    query: `query($size: Int!) { list: conversations(pageSize: $size) { totalCount items {
      id lastMessageAt unreadCount lastMessage { id body senderId conversationId createdAt } other { id fullName avatarUrl lastSeenAt role } } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.lastMessage?.body && row.other?.fullName) && row.unreadCount > 0,
  },
  {
    name: 'conversationMessages (a conversation)',
    query: `query($id: ID!, $size: Int!) { list: conversationMessages(conversationId: $id, pageSize: $size) { hasMore items { id body senderId conversationId createdAt } } }`,
    variables: (size) => ({ id: seed.bigConversation, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.body),
  },
  {
    name: 'firmUsers (Settings > Roles)',
    query: `query($size: Int!) { list: firmUsers(staffOnly: true, pageSize: $size) { totalCount page pageSize items {
      id firstName lastName fullName email phone avatarUrl role status invitationPending version } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => typeof row.invitationPending === 'boolean',
  },
  {
    name: 'invoices (Invoices)',
    query: `query($size: Int!) { list: invoices(pageSize: $size) { totalCount items {
      id version number dueDate totalCents balanceCents status client { id name } matter { id name number } } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.client?.name && row.matter?.name && row.status),
  },
  {
    name: 'matterActivity (case Recent Activity)',
    query: `query($matterId: ID!, $size: Int!) { list: matterActivity(matterId: $matterId, pageSize: $size) { totalCount items {
      id summary createdAt actor { id fullName avatarUrl } } } }`,
    variables: (size) => ({ matterId: seed.bigMatter, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.actor?.fullName),
  },
  {
    name: 'matterEmails (case Emails tab)',
    query: `query($matterId: ID!, $size: Int!) { list: matterEmails(matterId: $matterId, pageSize: $size) { totalCount items {
      id version description category subCategory reviewed reviewedAt reviewedBy { id fullName } sentAt fromAddress toAddresses
      direction origin bodyText attachmentCount attachmentDocumentIds } } }`,
    variables: (size) => ({ matterId: seed.bigMatter, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.reviewedBy?.fullName) && Array.isArray(row.attachmentDocumentIds),
  },
  {
    name: 'matterNotes (case Notes tab)',
    query: `query($matterId: ID!, $size: Int!) { list: matterNotes(matterId: $matterId, pageSize: $size) { totalCount items {
      id version type body createdAt updatedAt author { id fullName } } } }`,
    variables: (size) => ({ matterId: seed.bigMatter, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.author?.fullName),
  },
  {
    // The page size is fixed (25): a search matching 10 people against one matching 24. (Both
    // pages short of 25: TypeORM skips the count query for a first page that is not full.)
    name: 'messageRecipients (new message)',
    query: 'query($search: String!) { list: messageRecipients(search: $search) { totalCount items { id fullName avatarUrl role } } }',
    variables: (size) => ({ search: size === 10 ? 'Staff1' : 'Rowan' }),
    sizes: [10, 24],
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.fullName && row.role),
  },
  {
    name: 'notifications (Notifications)',
    query: 'query($size: Int!) { list: notifications(pageSize: $size) { totalCount items { id type message link createdAt readAt } } }',
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.message),
  },
  {
    name: 'parties (case Parties tab)',
    query: `query($matterId: ID!, $size: Int!) { list: parties(matterId: $matterId, pageSize: $size) { totalCount items {
      id version category role primaryLabel groupName comment primaryComment relatedPartyId contact { id name kind email primaryPhone } } } }`,
    variables: (size) => ({ matterId: seed.bigMatter, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.contact?.name && row.contact.primaryPhone),
  },
  {
    name: 'relatedContacts (a company’s people)',
    query: `query($contactId: ID!, $size: Int!) { list: relatedContacts(contactId: $contactId, pageSize: $size) { totalCount items {
      id kind name email primaryPhone organization } } }`,
    variables: (size) => ({ contactId: seed.company, size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.name && row.organization),
  },
  {
    name: 'statutesAtRisk (Deadlines)',
    query: `query($size: Int!) { list: statutesAtRisk(pageSize: $size) { totalCount items { ${STATUTE_FIELDS} } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.rule && row.matterName && row.dueOn) && row.tolling.length === 1,
  },
  {
    name: 'matterStatutes (case Statutes, one per plaintiff–defendant pair)',
    query: `query($matterId: ID!) { list: matterStatutes(matterId: $matterId) { ${STATUTE_FIELDS} } }`,
    variables: (size) => ({ matterId: size === 10 ? seed.smallMatter : seed.bigMatter }),
    rows: (data) => data.list,
    filled: (row) => Boolean(row.rule && row.dueOn) && row.tolling.length === 1,
  },
  {
    name: 'tasks (task table)',
    query: `query($size: Int!) { list: tasks(sortBy: DUE_DATE, pageSize: $size) { totalCount items {
      id title description dueDate column position priority estimateMinutes type version createdAt matterId
      matter { id name number } requester { id fullName } assignees { id fullName avatarUrl } } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list.items,
    filled: (row) => Boolean(row.matter?.name && row.requester?.fullName) && row.assignees.length === 2,
  },
  {
    name: 'matterWorkflowApplications (Apply Workflow)',
    query: `query($matterId: ID!) { list: matterWorkflowApplications(matterId: $matterId) {
      id templateId templateName trigger taskCount appliedAt appliedBy { id fullName } } }`,
    variables: (size) => ({ matterId: size === 10 ? seed.smallMatter : seed.bigMatter }),
    rows: (data) => data.list,
    filled: (row) => Boolean(row.appliedBy?.fullName),
  },
  {
    name: 'matterDeadlineChains (case deadline chains)',
    query: `query($matterId: ID!) { list: matterDeadlineChains(matterId: $matterId) {
      id name triggerLabel triggerDay templateId deadlines { id position label day computedDay manuallyMoved steps taskId } } }`,
    variables: (size) => ({ matterId: size === 10 ? seed.smallMatter : seed.bigMatter }),
    rows: (data) => data.list,
    filled: (row) => row.deadlines.length === 2,
  },
  {
    name: 'deadlineChainTemplates (Settings > Deadline Chains; a firm with 10, one with 50)',
    as: (size) => (size === 10 ? 'other' : 'admin'),
    query: `query { list: deadlineChainTemplates { id version name triggerLabel
      steps { id position label amount unit direction fromPosition service createTask assigneeRole } } }`,
    variables: () => ({}),
    rows: (data) => data.list,
    filled: (row) => row.steps.length === 2,
  },
  {
    // At most 10 matches: one name like no other against a name like many, each with the cases it is on.
    name: 'conflictCheck (Add Party)',
    query: `query($name: String!) { list: conflictCheck(name: $name) { similarity contact { id name }
      appearances { id category role matter { id number name } } } }`,
    variables: (size) => ({ name: size === 1 ? 'Acme Freight' : 'Client05 Sample' }),
    sizes: [1, 10],
    rows: (data) => data.list,
    filled: (row) => Boolean(row.contact?.name) && row.appearances.length > 0 && row.appearances.every((a: Row) => a.matter?.name),
  },
  {
    name: 'upcomingEvents (Pending Appointments)',
    query: `query($size: Int!) { list: upcomingEvents(limit: $size) {
      id title description kind priority color allDay startsAt endsAt location videoLink reminderMinutes version matterId
      matter { id name number } attendees { id fullName avatarUrl } } }`,
    variables: (size) => ({ size }),
    rows: (data) => data.list,
    filled: (row) => Boolean(row.matter?.name) && row.attendees.length === 2,
  },
];

let server: TestServer;
let admin: ApiClient;
let platform: ApiClient;
/** The admin of a second firm (firm-wide lists: the smaller one). */
let other: ApiClient;

beforeAll(async () => {
  // (startTestServer holds the reminder jobs off: they would write in the background while a page is counted.)
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  const firm = await createFirm(server.db);
  const me = await createUser(server.db, { firm, role: 'FIRM_ADMIN' });
  const otherFirm = await createFirm(server.db);
  [admin, platform, other] = await Promise.all([
    server.signedIn(me),
    createUser(server.db, { role: 'PLATFORM_ADMIN' }).then((user) => server.signedIn(user)),
    createUser(server.db, { firm: otherFirm, role: 'FIRM_ADMIN' }).then((user) => server.signedIn(user)),
  ]);
  await seedFirm(firm, me);
  await seedChainTemplates(firm.id, 50);
  await seedChainTemplates(otherFirm.id, 10);
}, 60_000);

afterAll(async () => {
  await server.stop();
});

it.each(CASES.map((c) => [c.name, c] as const))('%s: as many statements for the larger page as for the smaller', async (_name, list) => {
  const who = (size: number) => (typeof list.as === 'function' ? list.as(size) : (list.as ?? 'admin'));
  const clients: Record<Who, ApiClient> = { admin, platform, other };
  const [small, large] = list.sizes ?? [10, 50];
  const statementsFor = (size: number) =>
    countStatements(server, async () => {
      const response = await clients[who(size)].request<Row>(list.query, list.variables(size));
      expect(response.errors).toBeUndefined();
      const rows = list.rows(response.data!);
      expect(rows).toHaveLength(size);
      expect(rows.filter((row) => !list.filled(row))).toEqual([]);
    });
  const smallCount = await statementsFor(small);
  const largeCount = await statementsFor(large);
  expect(smallCount).toBeGreaterThan(0);
  expect(largeCount).toBe(smallCount);
});

/**
 * 55 staff, 55 other firms (an attorney and a paralegal each), 60 clients of one company, 60 cases
 * with a statute each, and on them: parties, notes, emails, activity, tasks, invoices, events,
 * workflow applications, deadline chains; the admin's chats, conversations and notifications.
 */
async function seedFirm(firm: FirmRow, me: UserRow): Promise<void> {
  const sql = async <T extends Row = Row>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows;
  const tag = randomUUID().slice(0, 8);

  // Staff: "Rowan<i> Staff<ii>" (the first 24) or "Person<i> Staff<ii>"; every other one has not chosen a password yet.
  const staff = (
    await sql<{ id: string; last_name: string }>(
      `INSERT INTO users (firm_id, role, first_name, last_name, email, phone, status, password_hash, version)
       SELECT $1, (ARRAY['ATTORNEY','PARALEGAL','STAFF'])[1 + i % 3]::user_role, CASE WHEN i <= 24 THEN 'Rowan' ELSE 'Person' END || i, 'Staff' || lpad(i::text, 2, '0'),
              'person' || i || '-' || $2 || '@example.com', '+1512555' || (1000 + i), 'ACTIVE', CASE WHEN i % 2 = 0 THEN 'not-a-real-hash' END, 1
       FROM generate_series(1, 55) AS i RETURNING id, last_name`,
      [firm.id, tag],
    )
  )
    .sort((a, b) => a.last_name.localeCompare(b.last_name))
    .map((row) => row.id);

  // Other firms, each with an attorney and a paralegal (the back office lists).
  await sql(
    `WITH f AS (
       INSERT INTO firms (name, email, phone, status, version)
       SELECT 'Firm ' || lpad(i::text, 2, '0') || ' ' || $1, 'office' || i || '-' || $1 || '@example.com', '+1512666' || (1000 + i), 'ACTIVE', 1
       FROM generate_series(1, 55) AS i RETURNING id, name)
     INSERT INTO users (firm_id, role, first_name, last_name, email, status, password_hash, version)
     SELECT f.id, r.role::user_role, 'Lawyer', f.name, lower(r.role) || '-' || f.id || '@example.com', 'ACTIVE', 'not-a-real-hash', 1
     FROM f CROSS JOIN (VALUES ('ATTORNEY'), ('PARALEGAL')) AS r(role)`,
    [tag],
  );

  // A company and its 60 people, who are the clients of the cases.
  seed.company = (
    await sql(`INSERT INTO contacts (firm_id, kind, name, company_name, email, primary_phone, version) VALUES ($1, 'COMPANY', 'Acme Freight', 'Acme Freight', 'office@acme.example', '+15125550000', 1) RETURNING id`, [
      firm.id,
    ])
  )[0]!.id;
  const contacts = (
    await sql<{ id: string; first_name: string }>(
      `INSERT INTO contacts (firm_id, kind, name, first_name, last_name, organization, email, primary_phone, version)
       SELECT $1, 'PERSON', 'Client' || lpad(i::text, 2, '0') || ' Sample', 'Client' || lpad(i::text, 2, '0'), 'Sample', 'Acme Freight',
              'client' || i || '@example.com', '+1512777' || (1000 + i), 1
       FROM generate_series(1, 60) AS i RETURNING id, first_name`,
      [firm.id],
    )
  )
    .sort((a, b) => a.first_name.localeCompare(b.first_name))
    .map((row) => row.id);

  // 60 cases (Texas car accidents, the statute due in 21 to 80 days), each with a statute and a tolling.
  const matters = (
    await sql<{ id: string; number: string }>(
      `INSERT INTO matters (firm_id, number, name, client_id, case_type, incident_state, incident_date, version)
       SELECT $1, 'LQ-' || lpad(i::text, 3, '0'), 'Client' || lpad(i::text, 2, '0') || ' v. Carrier', ($2::uuid[])[i], 'Car Accident', 'Texas',
              (current_date - interval '2 years' + (20 + i) * interval '1 day')::date, 1
       FROM generate_series(1, 60) AS i RETURNING id, number`,
      [firm.id, contacts],
    )
  )
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((row) => row.id);
  [seed.bigMatter, seed.smallMatter] = [matters[0]!, matters[1]!];
  await sql(`INSERT INTO matter_statutes (firm_id, matter_id, version) SELECT $1, m, 1 FROM unnest($2::uuid[]) AS m`, [firm.id, matters]);

  // Parties: the big case has its client as plaintiff and 55 defendants, the small one 9; a statute
  // for each plaintiff–defendant pair (49 and 9, so with the whole case's 50 and 10).
  const parties = async (matterId: string, defendants: string[]) => {
    const rows = await sql<{ id: string; category: string; position: number }>(
      `INSERT INTO matter_parties (firm_id, matter_id, contact_id, category, role, position, version)
       SELECT $1, $2, c, CASE WHEN n = 1 THEN 'PLAINTIFF' ELSE 'DEFENDANT' END::party_category, CASE WHEN n = 1 THEN 'Plaintiff' ELSE 'Defendant' END, n, 1
       FROM unnest($3::uuid[]) WITH ORDINALITY AS t(c, n) RETURNING id, category, position`,
      [firm.id, matterId, defendants],
    );
    rows.sort((a, b) => a.position - b.position);
    return { plaintiff: rows[0]!.id, defendants: rows.slice(1).map((row) => row.id) };
  };
  const big = await parties(seed.bigMatter, [contacts[0]!, ...contacts.slice(2, 57)]);
  const small = await parties(seed.smallMatter, [contacts[1]!, ...contacts.slice(2, 11)]);
  const pairs = async (matterId: string, side: { plaintiff: string; defendants: string[] }, count: number) =>
    sql(`INSERT INTO matter_statutes (firm_id, matter_id, plaintiff_party_id, defendant_party_id, version) SELECT $1, $2, $3, d, 1 FROM unnest($4::uuid[]) AS d`, [
      firm.id,
      matterId,
      side.plaintiff,
      side.defendants.slice(0, count),
    ]);
  await pairs(seed.bigMatter, big, 49);
  await pairs(seed.smallMatter, small, 9);
  await sql(`INSERT INTO matter_parties (firm_id, matter_id, contact_id, category, role, position, version) VALUES ($1, $2, $3, 'NON_PARTY_CONTACT', 'Employer', 99, 1)`, [
    firm.id,
    seed.smallMatter,
    seed.company,
  ]);
  await sql(`INSERT INTO statute_tollings (firm_id, statute_id, days, reason) SELECT firm_id, id, 1, 'Defendant out of state' FROM matter_statutes WHERE firm_id = $1`, [firm.id]);

  // On the big case: notes, emails (reviewed by a colleague) and activity, each by one of the staff.
  await sql(
    `INSERT INTO notes (firm_id, matter_id, author_id, type, body, version, created_at)
     SELECT $1, $2, ($3::uuid[])[1 + i % 55], 'General', 'Called the adjuster ' || i, 1, now() - i * interval '1 minute' FROM generate_series(1, 55) AS i`,
    [firm.id, seed.bigMatter, staff],
  );
  await sql(
    `INSERT INTO notes (firm_id, contact_id, author_id, type, body, version, created_at)
     SELECT $1, $2, ($3::uuid[])[1 + i % 55], 'General', 'Spoke with the office manager ' || i, 1, now() - i * interval '1 minute' FROM generate_series(1, 55) AS i`,
    [firm.id, seed.company, staff],
  );
  await sql(
    `INSERT INTO case_emails (firm_id, matter_id, description, category, reviewed, reviewed_at, reviewed_by_id, sent_at, from_address, to_addresses,
                              direction, origin, body_text, version, created_by_id)
     SELECT $1, $2, 'Records request ' || i, 'Medical', true, now(), ($3::uuid[])[1 + i % 55], now() - i * interval '1 hour', 'adjuster@carrier.example',
            'intake@firm.example', 'INBOUND', 'RECORDED', 'Please find the records attached.', 1, $4
     FROM generate_series(1, 55) AS i`,
    [firm.id, seed.bigMatter, staff, me.id],
  );
  await sql(
    `INSERT INTO activity_entries (firm_id, actor_id, action, subject_type, subject_id, summary, created_at)
     SELECT $1, ($3::uuid[])[1 + i % 55], 'matter.updated', 'matter', $2, 'Updated the case ' || i, now() - i * interval '1 minute' FROM generate_series(1, 55) AS i`,
    [firm.id, seed.bigMatter, staff],
  );

  // A task on each case, asked by one of the staff, for them and the admin.
  await sql(
    `WITH t AS (
       INSERT INTO tasks (firm_id, matter_id, title, description, due_date, "column", position, priority, estimate_minutes, type, requester_id, version)
       SELECT $1, m, 'Task ' || n, 'Call the adjuster', current_date + n::int, 'IN_QUEUE', n * 1000, 'NORMAL', 30, 'Call', ($3::uuid[])[n], 1
       FROM unnest($2::uuid[]) WITH ORDINALITY AS x(m, n) WHERE n <= 55 RETURNING id, requester_id)
     INSERT INTO task_assignees (firm_id, task_id, user_id) SELECT $1, id, requester_id FROM t UNION ALL SELECT $1, id, $4 FROM t`,
    [firm.id, matters, staff, me.id],
  );

  // An invoice on each case to its client, with a line; every third one paid in part.
  await sql(
    `WITH i AS (
       INSERT INTO invoices (firm_id, number, client_id, matter_id, invoice_date, due_date, subtotal_cents, total_cents, version, created_by_id)
       SELECT $1, 'INV-' || lpad(n::text, 4, '0'), m.client_id, m.id, current_date - 40, current_date - 20 + (n % 40)::int, 10000 + n, 10000 + n, 1, $3
       FROM unnest($2::uuid[]) WITH ORDINALITY AS x(id, n) JOIN matters m ON m.id = x.id WHERE n <= 55 RETURNING id, total_cents, number),
     l AS (INSERT INTO invoice_lines (firm_id, invoice_id, position, work_date, description, quantity_thousandths, rate_cents, amount_cents)
           SELECT $1, id, 0, current_date - 40, 'Review of records', 1000, total_cents, total_cents FROM i)
     INSERT INTO invoice_payments (firm_id, invoice_id, amount_cents, paid_on, method, recorded_by_id)
     SELECT $1, id, 5000, current_date - 5, 'CHECK', $3 FROM i WHERE right(number, 1)::int % 3 = 0`,
    [firm.id, matters, me.id],
  );

  // Upcoming events on the cases, each attended by the admin and one of the staff.
  await sql(
    `WITH e AS (
       INSERT INTO calendar_events (firm_id, matter_id, title, starts_at, ends_at, version, created_by_id, priority)
       SELECT $1, m, 'Deposition ' || n, now() + n * interval '1 hour', now() + n * interval '1 hour' + interval '30 minutes', 1, $3, 'MEDIUM'
       FROM unnest($2::uuid[]) WITH ORDINALITY AS x(m, n) WHERE n <= 55 RETURNING id, title)
     INSERT INTO calendar_event_attendees (firm_id, event_id, user_id)
     SELECT $1, id, $3 FROM e UNION ALL SELECT $1, id, ($4::uuid[])[substring(title from 12)::int] FROM e`,
    [firm.id, matters, me.id, staff],
  );

  // Workflow applications and deadline chains (two deadlines each): 50 on the big case, 10 on the small one.
  for (const [matterId, count] of [
    [seed.bigMatter, 50],
    [seed.smallMatter, 10],
  ] as const) {
    await sql(
      `INSERT INTO workflow_applications (firm_id, matter_id, template_name, trigger, task_count, applied_by_id, applied_at)
       SELECT $1, $2, 'Intake ' || i, 'MANUAL', 3, ($3::uuid[])[i], now() - i * interval '1 minute' FROM generate_series(1, $4::int) AS i`,
      [firm.id, matterId, staff, count],
    );
    await sql(
      `WITH c AS (
         INSERT INTO matter_deadline_chains (firm_id, matter_id, name, trigger_label, trigger_day, version, created_by_id)
         SELECT $1, $2, 'Discovery ' || i, 'Complaint served', current_date + i, 1, $3 FROM generate_series(1, $4::int) AS i RETURNING id, trigger_day)
       INSERT INTO matter_deadlines (firm_id, chain_id, position, label, amount, unit, direction, day, computed_day)
       SELECT $1, id, p, 'Answer due ' || p, 21 * p, 'DAYS', 'AFTER', trigger_day + 21 * p, trigger_day + 21 * p FROM c CROSS JOIN generate_series(1, 2) AS p`,
      [firm.id, matterId, me.id, count],
    );
  }

  // The admin's notifications and AI chats (one with 50 messages, one with 10).
  await sql(
    `INSERT INTO notifications (firm_id, user_id, type, message, link, created_at)
     SELECT $1, $2, (ARRAY['TASK','INVOICE','MESSAGE','EVENT'])[1 + i % 4]::notification_type, 'Something happened ' || i, '/tasks', now() - i * interval '1 minute'
     FROM generate_series(1, 55) AS i`,
    [firm.id, me.id],
  );
  const chats = (
    await sql<{ id: string; title: string }>(
      `INSERT INTO ai_chats (firm_id, user_id, title, updated_at) SELECT $1, $2, 'Chat ' || lpad(i::text, 2, '0'), now() - i * interval '1 minute'
       FROM generate_series(1, 55) AS i RETURNING id, title`,
      [firm.id, me.id],
    )
  ).sort((a, b) => a.title.localeCompare(b.title));
  [seed.bigChat, seed.smallChat] = [chats[0]!.id, chats[1]!.id];
  // Each chat opened from a case (its subject, read for the page in one batch).
  await sql('UPDATE ai_chats SET matter_id = $1 WHERE firm_id = $2', [seed.bigMatter, firm.id]);
  for (const [chatId, count] of [
    [seed.bigChat, 50],
    [seed.smallChat, 10],
  ] as const) {
    await sql(
      `INSERT INTO ai_messages (id, firm_id, chat_id, role, content, status, created_at)
       SELECT gen_random_uuid(), $3, $1, (ARRAY['USER','ASSISTANT'])[1 + i % 2]::ai_role, 'Message ' || i, 'COMPLETE', now() - (100 - i) * interval '1 second'
       FROM generate_series(1, $2::int) AS i`,
      [chatId, count, firm.id],
    );
  }

  // A conversation with each of the staff, with an unread message from them; 60 in the first.
  const keys = staff.map((id) => [me.id, id].sort().join(':'));
  const conversations = await sql<{ id: string; pair_key: string }>(
    `INSERT INTO conversations (firm_id, pair_key, last_message_at, last_message_preview)
     SELECT $1, k, now() - n * interval '1 minute', 'Can you call the client?' FROM unnest($2::text[]) WITH ORDINALITY AS t(k, n) RETURNING id, pair_key`,
    [firm.id, keys],
  );
  seed.bigConversation = conversations.find((c) => c.pair_key === keys[0])!.id;
  await sql(
    `INSERT INTO conversation_members (firm_id, conversation_id, user_id)
     SELECT c.firm_id, c.id, unnest(string_to_array(c.pair_key, ':'))::uuid FROM conversations c WHERE c.firm_id = $1`,
    [firm.id],
  );
  await sql(
    `INSERT INTO messages (id, firm_id, conversation_id, sender_id, body, created_at)
     SELECT gen_random_uuid(), c.firm_id, c.id, m.user_id, 'Can you call the client?', c.last_message_at
     FROM conversations c JOIN conversation_members m ON m.conversation_id = c.id AND m.user_id <> $2 WHERE c.firm_id = $1`,
    [firm.id, me.id],
  );
  await sql(
    `INSERT INTO messages (id, firm_id, conversation_id, sender_id, body, created_at)
     SELECT gen_random_uuid(), $1, $2, CASE WHEN i % 2 = 0 THEN $3 ELSE $4 END::uuid, 'Earlier message ' || i, now() - interval '1 day' + i * interval '1 second'
     FROM generate_series(1, 59) AS i`,
    [firm.id, seed.bigConversation, me.id, staff[0]],
  );
}

/** Deadline chain templates of a firm, two steps each. */
async function seedChainTemplates(firmId: string, count: number): Promise<void> {
  await server.db.query(
    `WITH t AS (
       INSERT INTO deadline_chain_templates (firm_id, name, trigger_label, version)
       SELECT $1, 'Chain ' || lpad(i::text, 2, '0'), 'Complaint served', 1 FROM generate_series(1, $2::int) AS i RETURNING id)
     INSERT INTO deadline_chain_steps (firm_id, template_id, position, label, amount, unit, direction)
     SELECT $1, id, p, 'Step ' || p, 21, 'DAYS', 'AFTER' FROM t CROSS JOIN generate_series(0, 1) AS p`,
    [firmId, count],
  );
}
