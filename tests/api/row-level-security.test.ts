/**
 * Row-level security, the second wall behind the services' own firm checks (db/scope.ts and the
 * RowLevelSecurity migration): every table of firm data has a forced policy on the firm the
 * connection is set to, the app connects as a role that cannot bypass it, and the wall holds on
 * its own: with the services pointed at another firm (a test-build switch) the isolation sweep
 * still gets nothing of that firm, while the same requests on a connection that bypasses the
 * policies do show its records (the control).
 */
import type { PoolClient } from 'pg';
import { createFirm, createUser } from '../support/factories';
import { ApiClient } from '../support/graphql';
import { spawnServer, startTestServer, stopProcess, type TestServer } from '../support/server';
import { createRecords, operation, schema, sweepLeaks } from '../support/sweep';
import * as SEARCHED_TEXT from '../../server/src/modules/search/search.text';

const MARKER = 'Zebrafish';
/** Not firm data: the migration log, TypeORM's view metadata, sign-in failures by email/address. */
const NOT_FIRM_DATA = new Set(['migrations', 'typeorm_metadata', 'login_attempts']);

let server: TestServer;
let demoFirmId: string;
let firmA: { id: string; name: string };
let a: ApiClient;
let bSession: ApiClient;
const foreignIds: Record<string, string> = {};
let tables: string[];

/** A firm B admin's requests, with the services told to act for firm A (the database still gets firm B). */
function asFirmA(url: string): ApiClient {
  const client = new ApiClient(url, { 'x-test-service-firm': firmA.id });
  client.cookie = bSession.cookie;
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true', TEST_SERVICE_FIRM_HEADER: 'true', QUERY_MAX_DEPTH: '20', QUERY_MAX_COMPLEXITY: '1000000', QUERY_MAX_ALIASES: '100' });
  demoFirmId = (await server.db.query<{ id: string }>(`SELECT firm_id AS id FROM users WHERE email = 'attorney@demo.matterhorn.law'`)).rows[0]!.id;
  firmA = await createFirm(server.db, { name: `${MARKER} Law` });
  const adminA = await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN', firstName: MARKER });
  a = await server.signedIn(adminA);
  bSession = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' }));
  Object.assign(foreignIds, await createRecords(a, MARKER), { user: adminA.id });
  tables = (
    await server.db.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`)
  ).rows
    .map((row) => row.name)
    .filter((name) => !NOT_FIRM_DATA.has(name));
}, 180_000);

afterAll(async () => {
  await server.stop();
});

/** Runs `work` on a connection as the app's role in the given settings; everything is rolled back. */
async function asAppRole<T>(settings: { firmId?: string; scope: string }, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await server.db.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL ROLE matterhorn_app');
    await client.query(`SELECT set_config('app.firm_id', $1, true), set_config('app.scope', $2, true)`, [settings.firmId ?? '', settings.scope]);
    return await work(client);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

async function visibleCounts(client: PoolClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);
  return counts;
}

describe('the policies', () => {
  it('cover every table of firm data, forced (the owner too), and the view reads as its caller', async () => {
    expect(tables.length).toBeGreaterThan(40);
    const { rows } = await server.db.query<{ name: string; enabled: boolean; forced: boolean; policies: number }>(
      `SELECT c.relname AS name, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
              (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
         FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname = ANY($1)`,
      [tables],
    );
    expect(rows.filter((row) => !row.enabled || !row.forced || row.policies === 0).map((row) => row.name)).toEqual([]);
    const views = await server.db.query<{ name: string; options: string[] | null }>(
      `SELECT relname AS name, reloptions AS options FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'v'`,
    );
    expect(views.rows.filter((view) => !(view.options ?? []).includes('security_invoker=true'))).toEqual([]);
  });

  it("test firm_id directly on every firm-owned table, forced, with an index led by firm_id; a child keeps its parent's firm by a composite key", async () => {
    /** The firm itself, and a session (found by its cookie before the firm is known; platform admins' have none). */
    const notFirmOwned = new Set(['firms', 'sessions']);
    const { rows } = await server.db.query<{ name: string; column: boolean; enabled: boolean; forced: boolean; direct: boolean; indexed: boolean }>(
      `SELECT c.relname AS name,
              EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'firm_id' AND NOT a.attisdropped) AS column,
              c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
              EXISTS (SELECT FROM pg_policy p WHERE p.polrelid = c.oid AND pg_get_expr(p.polqual, p.polrelid) LIKE '((firm_id = ( SELECT app_firm_id() AS app_firm_id)) OR %')
                AND NOT EXISTS (SELECT FROM pg_policy p WHERE p.polrelid = c.oid AND pg_get_expr(p.polqual, p.polrelid) LIKE '%EXISTS%') AS direct,
              EXISTS (SELECT FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0] WHERE i.indrelid = c.oid AND a.attname = 'firm_id') AS indexed
         FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname = ANY($1) ORDER BY 1`,
      [tables.filter((table) => !notFirmOwned.has(table))],
    );
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((row) => !(row.column && row.enabled && row.forced && row.direct && row.indexed))).toEqual([]);
    // The tables that reached their firm only through a parent: firm_id and the parent link are one foreign key.
    const children = [
      ['ai_messages', 'ai_chats'], ['calendar_event_attendees', 'calendar_events'], ['case_email_attachments', 'case_emails'], ['conversation_members', 'conversations'],
      ['deadline_chain_steps', 'deadline_chain_templates'], ['invoice_lines', 'invoices'], ['invoice_payments', 'invoices'], ['matter_access', 'matters'],
      ['matter_deadlines', 'matter_deadline_chains'], ['matter_staff', 'matters'], ['matter_status_changes', 'matters'], ['matter_timeline_entries', 'matters'],
      ['statute_reminders', 'matter_statutes'], ['statute_tollings', 'matter_statutes'], ['task_assignees', 'tasks'], ['workflow_steps', 'workflow_templates'],
    ];
    const keys = await server.db.query<{ child: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 2
          AND (SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_attribute a WHERE a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)) @> ARRAY['firm_id']
          AND (SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_attribute a WHERE a.attrelid = c.confrelid AND a.attnum = ANY(c.confkey)) = ARRAY['firm_id', 'id']`,
    );
    const composite = new Set(keys.rows.map((key) => `${key.child} ${key.parent}`));
    expect(children.filter(([child, parent]) => !composite.has(`${child} ${parent}`))).toEqual([]);
    // The key holds even for a connection that bypasses the policies: a row cannot hang under another firm's parent.
    const otherFirm = await createFirm(server.db);
    const demoMatter = (await server.db.query<{ id: string }>('SELECT id FROM matters WHERE firm_id = $1 LIMIT 1', [demoFirmId])).rows[0]!.id;
    const demoUser = (await server.db.query<{ id: string }>('SELECT id FROM users WHERE firm_id = $1 LIMIT 1', [demoFirmId])).rows[0]!.id;
    await expect(server.db.query('INSERT INTO matter_access (firm_id, matter_id, user_id) VALUES ($1, $2, $3)', [otherFirm.id, demoMatter, demoUser])).rejects.toThrow(/foreign key/);
  });

  it('bind the role the server connects as, which cannot bypass them and owns nothing', async () => {
    const { rows } = await server.db.query<{ user: string }>(
      `SELECT DISTINCT usename AS user FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'matterhorn'`,
    );
    expect(rows).toEqual([{ user: 'matterhorn_app' }]);
    const role = await server.db.query(`SELECT rolsuper, rolbypassrls, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = 'matterhorn_app'`);
    expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false }]);
    const owned = await server.db.query(`SELECT relname FROM pg_class WHERE relowner = 'matterhorn_app'::regrole`);
    expect(owned.rows).toEqual([]);
  });

  it("show a firm only its own rows: a new firm sees nothing of anyone's, the demo firm its data", async () => {
    const empty = await createFirm(server.db);
    const shared = Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM limitation_rules WHERE firm_id IS NULL')).rows[0]!.n);
    const seen = await asAppRole({ firmId: empty.id, scope: 'firm' }, visibleCounts);
    const expected = Object.fromEntries(tables.map((table) => [table, table === 'firms' ? 1 : table === 'limitation_rules' ? shared : 0]));
    expect(seen).toEqual(expected);
    // The control: as the demo firm, the same statements see exactly the demo firm's rows.
    const demo = await asAppRole({ firmId: demoFirmId, scope: 'firm' }, visibleCounts);
    const firmTables = (await server.db.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'firm_id' AND table_name = ANY($1)`, [tables])).rows.map((row) => row.name);
    const own: Record<string, number> = {};
    for (const table of firmTables) {
      own[table] = Number((await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}" WHERE firm_id = $1${table === 'limitation_rules' ? ' OR firm_id IS NULL' : ''}`, [demoFirmId])).rows[0]!.n);
    }
    expect(Object.fromEntries(firmTables.map((table) => [table, demo[table]]))).toEqual(own);
    expect(firmTables.filter((table) => own[table]! > 0).length).toBeGreaterThan(10);
    expect([demo.matter_staff, demo.task_assignees, demo.invoice_lines].every((n) => n! > 0)).toBe(true);
    // No scope (a request before the session is known, or code that lost its scope): nothing at all.
    const none = await asAppRole({ scope: '' }, visibleCounts);
    expect(none).toEqual(Object.fromEntries(tables.map((table) => [table, table === 'limitation_rules' ? shared : 0])));
    // The back office: firms and their people, never case data.
    const platform = await asAppRole({ scope: 'platform' }, visibleCounts);
    expect(platform.firms).toBeGreaterThan(2);
    expect(platform.users).toBeGreaterThan(5);
    expect([platform.matters, platform.contacts, platform.tasks, platform.documents, platform.messages, platform.notes]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("let a firm change none of another firm's rows, nor write rows into it", async () => {
    const other = await createFirm(server.db);
    const changed = await asAppRole({ firmId: other.id, scope: 'firm' }, async (client) => {
      const counts: Record<string, number> = {};
      for (const table of tables.filter((name) => name !== 'firms')) {
        counts[table] = ((await client.query(`UPDATE "${table}" SET "${await firstColumn(table)}" = "${await firstColumn(table)}"`)).rowCount ?? 0) + ((await client.query(`DELETE FROM "${table}"`)).rowCount ?? 0);
      }
      return counts;
    });
    expect(Object.entries(changed).filter(([, n]) => n > 0)).toEqual([]);
    const demoMatter = (await server.db.query<{ id: string }>('SELECT id FROM matters WHERE firm_id = $1 LIMIT 1', [demoFirmId])).rows[0]!.id;
    const demoUser = (await server.db.query<{ id: string }>('SELECT id FROM users WHERE firm_id = $1 LIMIT 1', [demoFirmId])).rows[0]!.id;
    const attempts = [
      [`INSERT INTO contacts (firm_id, kind, name, version) VALUES ($1, 'PERSON', 'Planted', 1)`, [demoFirmId]],
      [`INSERT INTO matter_staff (firm_id, matter_id, user_id, position) VALUES ($1, $2, $3, 9)`, [demoFirmId, demoMatter, demoUser]],
      [`INSERT INTO matter_access (firm_id, matter_id, user_id) VALUES ($1, $2, $3)`, [demoFirmId, demoMatter, demoUser]],
    ] as const;
    for (const [sql, parameters] of attempts) {
      await expect(asAppRole({ firmId: other.id, scope: 'firm' }, (client) => client.query(sql, [...parameters]))).rejects.toThrow(/row-level security/);
    }
  });
});

describe('indexes under the policies', () => {
  it('still uses its indexes (words and trigrams) as the app role', async () => {
    const { TASK_VECTOR, TASK_TRIGRAMS, MATTER_VECTOR, MATTER_TRIGRAMS, CONTACT_VECTOR, CONTACT_TRIGRAMS } = SEARCHED_TEXT;
    const conditions = [
      ['tasks t', `${TASK_VECTOR} @@ to_tsquery('english', 'call:*')`, 'tasks_search_vector'],
      ['tasks t', `${TASK_TRIGRAMS} LIKE '%call%'`, 'tasks_title_trgm'],
      ['matters m', `${MATTER_VECTOR} @@ to_tsquery('simple', 'smith:*')`, 'matters_search_vector'],
      ['matters m', `'smith' <% ${MATTER_TRIGRAMS}`, 'matters_search_trgm'],
      ['contacts c', `${CONTACT_VECTOR} @@ to_tsquery('simple', 'smith:*')`, 'contacts_search_vector'],
      ['contacts c', `${CONTACT_TRIGRAMS} LIKE '%smith%'`, 'contacts_search_trgm'],
    ] as const;
    const plans = await asAppRole({ firmId: demoFirmId, scope: 'firm' }, async (client) => {
      // Only an index the planner may not use would still be skipped.
      await client.query('SET LOCAL enable_seqscan = off');
      const used: Record<string, boolean> = {};
      for (const [table, condition, index] of conditions) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM ${table} WHERE ${condition}`);
        used[index] = rows.some((row) => row['QUERY PLAN'].includes(index));
      }
      return used;
    });
    expect(plans).toEqual(Object.fromEntries(conditions.map(([, , index]) => [index, true])));
  });

  it("answers the case, contact, task and invoice lists' search boxes from indexes (every arm of their OR has one), not by reading every row", async () => {
    // The conditions of MatterService.list, ContactService.list, TaskService.list and InvoiceService.list with a search.
    const searches = {
      matters: `SELECT id FROM matters matter WHERE lower(matter.name || ' ' || matter.number) LIKE '%smit%'
        OR matter.client_id = ANY (ARRAY(SELECT named.id FROM contacts named WHERE named.name ILIKE '%smit%'))
        OR matter.id = ANY (ARRAY(SELECT p.matter_id FROM matter_parties p JOIN contacts named ON named.id = p.contact_id WHERE named.name ILIKE '%smit%'))`,
      invoices: `SELECT id FROM invoices i WHERE i.number ILIKE '%smit%' OR i.description ILIKE '%smit%'
        OR i.client_id = ANY (ARRAY(SELECT named.id FROM contacts named WHERE named.name ILIKE '%smit%'))
        OR i.matter_id = ANY (ARRAY(SELECT named.id FROM matters named WHERE named.name ILIKE '%smit%'))`,
      contacts: `SELECT id FROM contacts contact WHERE contact.name ILIKE '%smit%' OR contact.email ILIKE '%smit%' OR 'smit' <% contact.name OR contact.primary_phone LIKE '%555%'`,
      tasks: `SELECT id FROM tasks task WHERE lower(task.title) LIKE '%call%' OR task.description ILIKE '%call%'`,
    };
    const plans = await asAppRole({ firmId: demoFirmId, scope: 'firm' }, async (client) => {
      // Off, a sequential scan is still chosen when an index cannot answer.
      await client.query('SET LOCAL enable_seqscan = off');
      const found: Record<string, string> = {};
      for (const [list, sql] of Object.entries(searches)) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
        found[list] = rows.map((row) => row['QUERY PLAN']).join('\n');
      }
      return found;
    });
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Seq Scan/);
    expect(plans.contacts).toMatch(/contacts_email_trgm[\s\S]*contacts_phone_trgm|contacts_phone_trgm[\s\S]*contacts_email_trgm/);
    expect(plans.tasks).toMatch(/tasks_description_trgm/);
    for (const index of ['matters_search_trgm', 'matters_client_id']) expect(plans.matters).toContain(index);
    for (const index of ['invoices_number_trgm', 'invoices_description_trgm', 'invoices_client_id', 'matters_name_trgm']) expect(plans.invoices).toContain(index);
  });

  it("reads a child row (staff of a case, lines of an invoice…) by its own firm_id: only a session still checks its parent (its user), by primary key, never by hashing every user", async () => {
    const { rows: children } = await server.db.query<{ table: string }>(
      `SELECT tablename AS table FROM pg_policies WHERE schemaname = 'public' AND qual LIKE '%parent%' ORDER BY 1`,
    );
    expect(children.map((child) => child.table)).toEqual(['sessions']);
    const hashed = await asAppRole({ firmId: demoFirmId, scope: 'firm' }, async (client) => {
      const found: string[] = [];
      for (const { table } of children) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT * FROM "${table}"`);
        if (rows.some((row) => /hashed SubPlan/.test(row['QUERY PLAN']))) found.push(table);
      }
      return found;
    });
    expect(hashed).toEqual([]);
  });

  it("reads a board column's last place from its index (a condition on an enum)", async () => {
    const plan = await asAppRole({ firmId: demoFirmId, scope: 'firm' }, async (client) => {
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT max(position) FROM tasks WHERE firm_id = $1 AND "column" = 'IN_PROGRESS'`, [demoFirmId]);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan Backward/);
  });
});

const columns = new Map<string, string>();
async function firstColumn(table: string): Promise<string> {
  if (!columns.has(table)) {
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum LIMIT 1`,
      [`"${table}"`],
    );
    columns.set(table, rows[0]!.name);
  }
  return columns.get(table)!;
}

describe('with the services acting for another firm (their own checks defeated)', () => {
  /** Every query without a required argument: the lists and totals. */
  const lists = Object.values(schema.getQueryType()!.getFields()).filter((field) => field.args.every((arg) => !arg.type.toString().endsWith('!') || arg.defaultValue !== undefined));

  async function listLeaks(api: ApiClient): Promise<string[]> {
    const leaks: string[] = [];
    for (const field of lists) {
      const response = await api.request<Record<string, unknown>>(operation('query', field, { withArgs: false }));
      if (response.errors?.some((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || error.extensions?.code === 'BAD_USER_INPUT')) leaks.push(`${field.name}: invalid sweep operation`);
      if (JSON.stringify(response.data ?? null).includes(MARKER)) leaks.push(field.name);
    }
    return leaks;
  }

  it("the database alone gives firm B nothing of firm A's records through any query, list or mutation", async () => {
    const bAsA = asFirmA(server.graphqlUrl);
    expect(await sweepLeaks('query', 'firm B as A', bAsA, foreignIds, MARKER)).toEqual([]);
    expect(await listLeaks(bAsA)).toEqual([]);
    expect(await sweepLeaks('mutation', 'firm B as A', bAsA, foreignIds, MARKER)).toEqual([]);
    // Firm A's records are all there, unchanged.
    const check = await a.request<{ matter: { name: string }; task: { title: string }; contact: { name: string } }>(
      'query($m: ID!, $t: ID!, $c: ID!) { matter(id: $m) { name } task(id: $t) { title } contact(id: $c) { name } }',
      { m: foreignIds.matter, t: foreignIds.task, c: foreignIds.contact },
    );
    expect(check.data).toEqual({ matter: { name: `${MARKER} v. Acme` }, task: { title: `${MARKER} task` }, contact: { name: `${MARKER} Client` } });
  }, 600_000);

  it('the control: on a connection that bypasses the policies, the same requests do show firm A', async () => {
    const owner = await spawnServer({ DATABASE_URL: server.databaseUrl, TEST_DATABASE_AS_OWNER: 'true', TEST_SERVICE_FIRM_HEADER: 'true' });
    try {
      const bAsA = asFirmA(`http://127.0.0.1:${owner.port}/graphql`);
      const matter = await bAsA.request<{ matter: { name: string } }>('query($id: ID!) { matter(id: $id) { name } }', { id: foreignIds.matter });
      expect(matter.data?.matter.name).toBe(`${MARKER} v. Acme`);
      expect(await listLeaks(bAsA)).toEqual(expect.arrayContaining(['matters', 'contacts', 'tasks']));
    } finally {
      await stopProcess(owner.child);
    }
  }, 120_000);
});
