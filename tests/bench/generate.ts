import type { Pool } from 'pg';

// Builds one large firm directly in PostgreSQL (set-based INSERT … SELECT generate_series, so
// a million rows take seconds, not hours). Ids are derived from the row's ordinal
// (md5(kind || n)::uuid), so rows can point at each other without lookups.
//
// The firm: 20,000 matters, 100,000 contacts, 200,000 tasks, 100,000 events, 50,000 documents,
// 50,000 invoices, 1,000,000 messages (times BENCH_SCALE), worked by 200 staff with 2,000
// client portal users.

export const FULL_SIZE = {
  matters: 20_000,
  contacts: 100_000,
  tasks: 200_000,
  events: 100_000,
  documents: 50_000,
  invoices: 50_000,
  messages: 1_000_000,
  staff: 200,
  clients: 2_000,
};

export const BENCH_PASSWORD = 'benchmark password 2026';

const FIRST = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily',
  'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Dorothy', 'George', 'Melissa',
  'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Edward', 'Rebecca', 'Jason', 'Sharon', 'Jeffrey', 'Laura', 'Ryan', 'Cynthia',
  'Jacob', 'Kathleen', 'Gary', 'Amy', 'Nicholas', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Anna', 'Stephen', 'Brenda',
];
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins',
  'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson',
  'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood',
  'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers',
];
const CASE_TYPES = ['Auto Accident', 'Slip and Fall', 'Medical Malpractice', 'Dog Bite', 'Workplace Injury', 'Product Liability', 'Truck Accident', 'Wrongful Death'];
const TASK_TITLES = [
  'Request medical records', 'Send letter of representation', 'Follow up with insurer', 'Draft demand letter', 'Review police report',
  'Schedule client meeting', 'Collect wage loss documents', 'Prepare discovery responses', 'File complaint', 'Calendar deposition',
];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;
/** The n-th element (1-based array, n from 0) of a literal list, in SQL. */
const pick = (values: readonly string[], n: string | number) => `(${sqlArray(values)})[1 + ((${n}) % ${values.length})]`;
/** A version-4-shaped UUID from md5 (the API's id validation accepts only RFC 4122 UUIDs). */
const id = (kind: string, n: string | number) => `overlay(overlay(md5('${kind}' || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;
const firstName = (n: string | number) => pick(FIRST, n);
const lastName = (n: string | number) => pick(LAST, `(${n}) / ${FIRST.length}`);

/**
 * Creates the firm and returns its id and the sign-ins the benchmark uses. `hash` is an argon2
 * hash of BENCH_PASSWORD (computed once by the caller).
 */
export type FirmSize = typeof FULL_SIZE;

export interface GeneratedFirm {
  firmId: string;
  size: FirmSize;
  /** Emails of the firm admin and of attorneys (all with BENCH_PASSWORD). */
  admin: string;
  attorneys: string[];
}

export async function generateFirm(
  db: Pool,
  { scale = 1, hash, log = () => {} }: { scale?: number; hash: string; log?: (line: string) => void },
): Promise<GeneratedFirm> {
  const size = Object.fromEntries(Object.entries(FULL_SIZE).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))])) as FirmSize;
  size.staff = FULL_SIZE.staff;
  size.clients = Math.min(FULL_SIZE.clients, size.contacts);
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = Date.now();
    const result = await db.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  const {
    rows: [firm],
  } = await db.query<{ id: string }>(`INSERT INTO firms (name, email, version) VALUES ('Benchmark Injury Law', 'office@bench.example', 1) RETURNING id`);
  const firmId = firm!.id;
  // Everything below is in this one firm; the md5 ids are salted with it so two runs never collide.
  const salt = firmId.slice(0, 8);
  const fid = (kind: string, n: string | number) => id(`${salt}${kind}`, n);
  log(`Generating a firm of ${JSON.stringify(size)}`);

  await step(
    'users',
    `INSERT INTO users (id, firm_id, role, first_name, last_name, email, password_hash, version)
     SELECT ${fid('u', 'n')}, $1,
            (CASE WHEN n = 0 THEN 'FIRM_ADMIN' WHEN n % 4 = 1 THEN 'ATTORNEY' WHEN n % 4 = 2 THEN 'PARALEGAL' ELSE 'STAFF' END)::user_role,
            ${firstName('n * 7')}, ${lastName('n * 13')}, 'user' || n || '@${salt}.bench.example', $2, 1
     FROM generate_series(0, ${size.staff - 1}) AS n`,
    [firmId, hash],
  );
  await step(
    'contacts',
    `INSERT INTO contacts (id, firm_id, kind, name, first_name, last_name, email, primary_phone, contact_type, version)
     SELECT ${fid('c', 'n')}, $1, 'PERSON', ${firstName('n')} || ' ' || ${lastName('n')}, ${firstName('n')}, ${lastName('n')},
            lower(${firstName('n')}) || '.' || lower(${lastName('n')}) || n || '@mail.example', '(555) ' || lpad((n % 10000000)::text, 7, '0'),
            'Client', 1
     FROM generate_series(0, ${size.contacts - 1}) AS n`,
    [firmId],
  );
  await step(
    'client portal users',
    `INSERT INTO users (id, firm_id, role, first_name, last_name, email, version)
     SELECT ${fid('cu', 'n')}, $1, 'CLIENT', ${firstName('n')}, ${lastName('n')}, 'client' || n || '@${salt}.bench.example', 1
     FROM generate_series(0, ${size.clients - 1}) AS n`,
    [firmId],
  );
  await step(
    'matters',
    `INSERT INTO matters (id, firm_id, number, name, client_id, case_type, stage, status, priority, permission, incident_state, incident_date, version)
     SELECT ${fid('m', 'n')}, $1, 'B-' || lpad(n::text, 6, '0'),
            ${firstName(`n * 5 % ${size.contacts}`)} || ' ' || ${lastName(`n * 5 % ${size.contacts}`)} || ' – ' || ${pick(CASE_TYPES, 'n')},
            ${fid('c', `n * 5 % ${size.contacts}`)}, ${pick(CASE_TYPES, 'n')}, ${pick(['Intake', 'Treatment', 'Demand', 'Negotiation', 'Litigation'], 'n / 3')},
            (ARRAY['PENDING','IN_PROGRESS','COMPLETED'])[1 + n % 3]::matter_status,
            (ARRAY['HIGH','NORMAL','LOW'])[1 + n % 3]::matter_priority,
            (CASE WHEN n % 10 = 0 THEN 'SPECIFIC_USERS' ELSE 'EVERYONE' END)::matter_permission,
            'CA', DATE '2025-01-01' + (n % 600), 1
     FROM generate_series(0, ${size.matters - 1}) AS n`,
    [firmId],
  );
  await step(
    'matter staff',
    `INSERT INTO matter_staff (firm_id, matter_id, user_id, position)
     SELECT $1, ${fid('m', 'n')}, ${fid('u', `1 + (n * 3 + k) % ${size.staff - 1}`)}, k
     FROM generate_series(0, ${size.matters - 1}) AS n, generate_series(0, 2) AS k`,
    [firmId],
  );
  await step(
    'matter access (restricted matters)',
    `INSERT INTO matter_access (firm_id, matter_id, user_id)
     SELECT $1, ${fid('m', 'n')}, ${fid('u', `1 + (n * 3 + k) % ${size.staff - 1}`)}
     FROM generate_series(0, ${size.matters - 1}, 10) AS n, generate_series(0, 2) AS k`,
    [firmId],
  );
  await step(
    'plaintiff parties',
    `INSERT INTO matter_parties (firm_id, matter_id, contact_id, category, role, position, version)
     SELECT $1, ${fid('m', 'n')}, ${fid('c', `n * 5 % ${size.contacts}`)}, 'PLAINTIFF', 'Plaintiff', 0, 1
     FROM generate_series(0, ${size.matters - 1}) AS n`,
    [firmId],
  );
  await step(
    'tasks',
    `INSERT INTO tasks (id, firm_id, matter_id, title, description, due_date, "column", position, priority, requester_id, version)
     SELECT ${fid('t', 'n')}, $1, ${fid('m', `n % ${size.matters}`)}, ${pick(TASK_TITLES, 'n / 7')},
            'Generated task ' || n, CURRENT_DATE + ((n % 120) - 30),
            (ARRAY['IN_QUEUE','IN_PROGRESS','NEED_REVISION','DONE'])[1 + n % 4]::task_column, n / 4,
            (ARRAY['URGENT','HIGH','NORMAL','LOW'])[1 + n % 4]::task_priority, ${fid('u', `n % ${size.staff}`)}, 1
     FROM generate_series(0, ${size.tasks - 1}) AS n`,
    [firmId],
  );
  await step(
    'task assignees',
    `INSERT INTO task_assignees (firm_id, task_id, user_id)
     SELECT $1, ${fid('t', 'n')}, ${fid('u', `1 + (n * 7) % ${size.staff - 1}`)} FROM generate_series(0, ${size.tasks - 1}) AS n`,
    [firmId],
  );
  await step(
    'calendar events',
    `INSERT INTO calendar_events (id, firm_id, matter_id, title, kind, priority, starts_at, ends_at, created_by_id, version)
     SELECT ${fid('e', 'n')}, $1, ${fid('m', `n % ${size.matters}`)}, ${pick(['Court hearing', 'Client meeting', 'Deposition', 'Mediation'], 'n')},
            (ARRAY['EVENT','COURT_HEARING','APPOINTMENT'])[1 + n % 3]::calendar_event_kind,
            (ARRAY['LOW','MEDIUM','HIGH'])[1 + n % 3]::event_priority,
            date_trunc('hour', now()) + ((n % 4000) - 1000) * interval '3 hours',
            date_trunc('hour', now()) + ((n % 4000) - 1000) * interval '3 hours' + interval '1 hour',
            ${fid('u', `n % ${size.staff}`)}, 1
     FROM generate_series(0, ${size.events - 1}) AS n`,
    [firmId],
  );
  await step(
    'event attendees',
    `INSERT INTO calendar_event_attendees (firm_id, event_id, user_id)
     SELECT $1, ${fid('e', 'n')}, ${fid('u', `1 + (n * 11) % ${size.staff - 1}`)} FROM generate_series(0, ${size.events - 1}) AS n`,
    [firmId],
  );
  await step(
    'documents',
    `INSERT INTO documents (firm_id, matter_id, title, original_name, content_type, size, storage_key, text_content, uploaded_by_id, version)
     SELECT $1, ${fid('m', `n % ${size.matters}`)}, ${pick(['Medical records', 'Police report', 'Demand letter', 'Retainer agreement', 'Wage statement'], 'n')} || ' ' || n,
            'document-' || n || '.pdf', 'application/pdf', 20000 + n, 'bench/' || n,
            'Records for ' || ${firstName(`n * 5 % ${size.contacts}`)} || ' ' || ${lastName(`n * 5 % ${size.contacts}`)} || ' regarding treatment at St. Mary hospital after the collision.',
            ${fid('u', `n % ${size.staff}`)}, 1
     FROM generate_series(0, ${size.documents - 1}) AS n`,
    [firmId],
  );
  await step(
    'invoices',
    `INSERT INTO invoices (id, firm_id, number, client_id, matter_id, invoice_date, due_date, description, subtotal_cents, total_cents, created_by_id, version)
     SELECT ${fid('i', 'n')}, $1, 'INV-' || lpad((n + 1)::text, 6, '0'), ${fid('c', `(n % ${size.matters}) * 5 % ${size.contacts}`)}, ${fid('m', `n % ${size.matters}`)},
            CURRENT_DATE - (n % 200), CURRENT_DATE - (n % 200) + 30, 'Services', 150000 + (n % 100) * 1000, 150000 + (n % 100) * 1000,
            ${fid('u', `1 + (n % ${size.staff - 1})`)}, 1
     FROM generate_series(0, ${size.invoices - 1}) AS n`,
    [firmId],
  );
  await db.query('INSERT INTO invoice_counters (firm_id, last) VALUES ($1, $2)', [firmId, size.invoices]);
  await step(
    'invoice lines',
    `INSERT INTO invoice_lines (firm_id, invoice_id, position, work_date, description, utbms_task_code, utbms_activity_code, quantity_thousandths, rate_cents, amount_cents)
     SELECT $1, ${fid('i', 'n')}, 0, CURRENT_DATE - (n % 200), 'Legal services', 'L110', 'A101', 1000, 150000 + (n % 100) * 1000, 150000 + (n % 100) * 1000
     FROM generate_series(0, ${size.invoices - 1}) AS n`,
    [firmId],
  );
  await step(
    'payments',
    `INSERT INTO invoice_payments (firm_id, invoice_id, amount_cents, paid_on, method)
     SELECT $1, ${fid('i', 'n')}, CASE WHEN n % 3 = 0 THEN 150000 + (n % 100) * 1000 ELSE 50000 END, CURRENT_DATE - (n % 100), 'CHECK'
     FROM generate_series(0, ${size.invoices - 1}, 2) AS n`,
    [firmId],
  );
  // A firm that has been running: the overdue-invoice job told its attorneys of each unpaid invoice
  // on the day it fell due (about 250 a day here). Left unmarked, its 35,000 unpaid past-due invoices were a
  // backlog no running firm has, and the job worked through it 200 notices a round, every ten
  // minutes, in the middle of the measurements.
  await step(
    'overdue invoices noticed',
    `UPDATE invoices i SET overdue_notified = true
     WHERE i.firm_id = $1 AND i.due_date < CURRENT_DATE
       AND i.total_cents > (SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payments p WHERE p.invoice_id = i.id)`,
    [firmId],
  );

  // Conversations: each client portal user talks with one staff member.
  const conversations = size.clients;
  await step(
    'conversations',
    `INSERT INTO conversations (id, firm_id, pair_key, last_message_at, last_message_preview)
     SELECT ${fid('cv', 'n')}, $1, LEAST(${fid('cu', 'n')}::text, ${fid('u', `1 + n % ${size.staff - 1}`)}::text) || ':' || GREATEST(${fid('cu', 'n')}::text, ${fid('u', `1 + n % ${size.staff - 1}`)}::text), now(), 'Thank you'
     FROM generate_series(0, ${conversations - 1}) AS n`,
    [firmId],
  );
  await step(
    'conversation members',
    `INSERT INTO conversation_members (firm_id, conversation_id, user_id, last_read_at)
     SELECT $1::uuid, ${fid('cv', 'n')}, ${fid('cu', 'n')}, now() FROM generate_series(0, ${conversations - 1}) AS n
     UNION ALL
     SELECT $1, ${fid('cv', 'n')}, ${fid('u', `1 + n % ${size.staff - 1}`)}, now() FROM generate_series(0, ${conversations - 1}) AS n`,
    [firmId],
  );
  await step(
    'messages',
    `INSERT INTO messages (id, firm_id, conversation_id, sender_id, body, created_at)
     SELECT gen_random_uuid(), $1, ${fid('cv', `n % ${conversations}`)},
            CASE WHEN n % 2 = 0 THEN ${fid('cu', `n % ${conversations}`)} ELSE ${fid('u', `1 + (n % ${conversations}) % ${size.staff - 1}`)} END,
            'Message ' || n || ' about the claim and the next appointment.', now() - (${size.messages} - n) * interval '1 second'
     FROM generate_series(0, ${size.messages - 1}) AS n`,
    [firmId],
  );
  // As a database that has been running a while: statistics current and the visibility map set
  // (index-only scans), so autovacuum does not start on the fresh rows in the middle of a measurement.
  await step('vacuum and analyze', 'VACUUM (ANALYZE)');
  // The load's pages written out now, not by the timed checkpoint (checkpoint_timeout, 5 minutes)
  // in the middle of the measurements. (It was first suspected of the task drag's stalls; they were
  // the overdue-invoice job's batch holding the event write lock, since done one notice at a time.)
  await step('checkpoint', 'CHECKPOINT');

  const { rows: sample } = await db.query<{ email: string; role: string }>(
    `SELECT email, role FROM users WHERE firm_id = $1 AND role IN ('FIRM_ADMIN', 'ATTORNEY') ORDER BY role, email LIMIT 40`,
    [firmId],
  );
  return { firmId, size, admin: sample.find((row) => row.role === 'FIRM_ADMIN')!.email, attorneys: sample.filter((row) => row.role === 'ATTORNEY').map((row) => row.email) };
}
