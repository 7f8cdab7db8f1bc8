// The case list page with the work the app does, and nothing else: plain Node `http` and `pg`, no
// GraphQL, no ORM. What it keeps from the app, statement for statement (two per request):
//
// - the session cookie, looked up as AuthService.resolveSession does (server/src/modules/auth/
//   auth.service.ts): sessions.id is the SHA-256 of the token; the session with its user and firm
//   in one statement, run in the scope the session resolved to before (the system scope the first
//   time); expired, idle, inactive user or suspended firm ends it; last activity written back at
//   most once a minute. No cookie, or no valid session: the app's UNAUTHENTICATED answer. Only
//   firm staff may list cases (MatterResolver's @Authorized(...FIRM_STAFF_ROLES)).
// - the app's database role, `matterhorn_app` (server/src/db/app-role.ts), so row-level security
//   applies, with the scope set per connection as server/src/db/scope.ts does: one statement when
//   a connection's scope differs from the one it has, none while it stays warm.
// - the app's one-statement page (MatterListService.listRows, matter.list-rows.ts and the access
//   rule of matter.access.ts): the count in two halves, and the page's ids under the access rule
//   with their client, staff, next task and next event as JSON; prepared once per connection
//   (db/prepared.ts), with the app's planner settings (db/data-source.ts).
//
// POST / takes the app's request body ({ query, variables: { page } }; the query text is not
// read) and answers { data: { matters: { totalCount, items } } } as the app does.
// Started by the benchmark: node same-work-server.mjs <matterhorn_app database URL>
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const [databaseUrl] = process.argv.slice(2);
const PAGE_SIZE = 50;
/** The app's defaults (server/src/config.ts: SESSION_IDLE_TIMEOUT_MINUTES; auth.service.ts: TOUCH_INTERVAL_MS). */
const IDLE_TIMEOUT_MS = 30 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
const FIRM_STAFF_ROLES = new Set(['FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL', 'STAFF']);
const EVERYONE = 'EVERYONE';

// The app's pool: 10 connections (DATABASE_POOL_SIZE), kept open while idle and replaced after 30
// minutes (DATABASE_POOL_MIN_IDLE, data-source.ts), the planner settings of data-source.ts.
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 10,
  min: 10,
  maxLifetimeSeconds: 30 * 60,
  application_name: 'matterhorn-same-work',
  options: '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan',
});
pool.on('error', () => undefined);

// db/scope.ts: the settings the row-level security policies read, set per connection.
const SET_SCOPE_SQL = "SELECT set_config('app.firm_id', $1, false), set_config('app.scope', $2, false)";
const SYSTEM_SCOPE = ['', 'system'];
const firmScope = (firmId) => [firmId, 'firm'];
const applied = new WeakMap();

/** Runs one statement on a pooled connection put in `scope` first, when it is in another one. */
async function query(scope, statement) {
  const client = await pool.connect();
  try {
    const key = scope.join('|');
    if (applied.get(client) !== key) {
      await client.query(SET_SCOPE_SQL, scope);
      applied.set(client, key);
    }
    return await client.query(statement);
  } catch (error) {
    applied.delete(client);
    throw error;
  } finally {
    client.release();
  }
}

// AuthService.readSession's statement (TypeORM's, with the same columns of the session, its user and firm).
const SESSION_SQL = `SELECT
    "session"."id" AS "session_id", "session"."user_id" AS "session_user_id", "session"."created_at" AS "session_created_at",
    "session"."last_seen_at" AS "session_last_seen_at", "session"."expires_at" AS "session_expires_at", "session"."ip" AS "session_ip",
    "session"."user_agent" AS "session_user_agent",
    "user"."id" AS "user_id", "user"."created_at" AS "user_created_at", "user"."updated_at" AS "user_updated_at", "user"."version" AS "user_version",
    "user"."firm_id" AS "user_firm_id", "user"."role" AS "user_role", "user"."first_name" AS "user_first_name", "user"."last_name" AS "user_last_name",
    "user"."email" AS "user_email", "user"."phone" AS "user_phone", "user"."avatar_url" AS "user_avatar_url", "user"."status" AS "user_status",
    "user"."last_sign_in_at" AS "user_last_sign_in_at", "user"."last_seen_at" AS "user_last_seen_at", "user"."deleted_at" AS "user_deleted_at",
    "user"."timekeeper_classification" AS "user_timekeeper_classification",
    "firm"."id" AS "firm_id", "firm"."created_at" AS "firm_created_at", "firm"."updated_at" AS "firm_updated_at", "firm"."version" AS "firm_version",
    "firm"."name" AS "firm_name", "firm"."email" AS "firm_email", "firm"."phone" AS "firm_phone", "firm"."status" AS "firm_status",
    "firm"."avatar_url" AS "firm_avatar_url", "firm"."address" AS "firm_address", "firm"."remit_to" AS "firm_remit_to",
    "firm"."payment_instructions" AS "firm_payment_instructions", "firm"."time_zone" AS "firm_time_zone", "firm"."deleted_at" AS "firm_deleted_at"
  FROM "sessions" "session" INNER JOIN "users" "user" ON "user"."id" = "session"."user_id" LEFT JOIN "firms" "firm" ON "firm"."id" = "user"."firm_id"
  WHERE "session"."id" = $1`;

/** The scope each recently seen session resolved to (AuthService.scopeHints). */
const scopeHints = new Map();

/** The signed-in user behind a token, or null: AuthService.resolveSession and readSession. */
async function resolveSession(token) {
  if (!token) return null;
  const id = createHash('sha256').update(token).digest('hex');
  const hint = scopeHints.get(id);
  if (hint) {
    const viewer = await readSession(hint, id);
    if (viewer) return viewer;
    scopeHints.delete(id);
  }
  const viewer = await readSession(SYSTEM_SCOPE, id);
  if (viewer?.firmId) scopeHints.set(id, firmScope(viewer.firmId));
  return viewer;
}

async function readSession(scope, id) {
  const { rows } = await query(scope, { text: SESSION_SQL, values: [id] });
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const ended =
    now >= row.session_expires_at.getTime() ||
    now - row.session_last_seen_at.getTime() > IDLE_TIMEOUT_MS ||
    row.user_status !== 'ACTIVE' ||
    (row.firm_id != null && row.firm_status !== 'ACTIVE');
  if (ended) {
    scopeHints.delete(id);
    await query(SYSTEM_SCOPE, { text: 'DELETE FROM sessions WHERE id = $1', values: [id] });
    return null;
  }
  if (now - row.session_last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await query(scope, { text: 'UPDATE sessions SET last_seen_at = $1 WHERE id = $2', values: [new Date(now), id] });
  }
  return { userId: row.user_id, role: row.user_role, firmId: row.firm_id };
}

// MatterListService.listRows' statement for matters(pageSize: 50, sortBy: NAME, sortDirection: ASC)
// asking id name number status priority stage createdAt, client { id name }, staff { id fullName },
// nextTask { id title dueDate }, nextEvent { id title startsAt }, as the app logs it.
const listedRowsSql = (idsSql) => `(SELECT COALESCE(json_agg(json_build_object('id', m.id, 'name', m.name, 'number', m.number, 'status', m.status,
        'priority', m.priority, 'stage', m.stage, 'createdAt', m.created_at,
        'client', (SELECT json_build_object('id', c.id, 'name', c.name) FROM contacts c WHERE c.id = m.client_id),
        'staff', (SELECT COALESCE(json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) ORDER BY s.position), '[]')
                  FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = m.id),
        'nextTask', (SELECT json_build_object('id', task.id, 'title', task.title, 'dueDate', task.due_date) FROM tasks task
                     WHERE task.matter_id = m.id AND task."column" <> 'DONE'
                     ORDER BY task.due_date ASC NULLS LAST, task.position ASC, task.id ASC LIMIT 1),
        'nextEvent', (SELECT json_build_object('id', event.id, 'title', event.title, 'startsAt', event.starts_at) FROM calendar_events event
                      WHERE event.matter_id = m.id AND (CASE WHEN event.all_day THEN event.ends_at + interval '1 day' ELSE event.ends_at END) > now()
                      ORDER BY event.starts_at ASC, event.id ASC LIMIT 1))
      ORDER BY listed.position), '[]')
    FROM unnest(ARRAY(${idsSql})) WITH ORDINALITY AS listed(id, position) JOIN matters m ON m.id = listed.id)`;

const FILTERED = `"matter"."firm_id" = $1 AND "matter"."deleted_at" IS NULL`;
const ORDER = `ORDER BY "matter"."name" ASC NULLS LAST, "matter"."created_at" DESC, "matter_id" ASC`;

/** The firm's kept count (firm_case_counts, migration CaseCounts) of its cases, or of those open to everyone. */
const keptSql = (column) => `(SELECT COALESCE(SUM("kept"."${column}"), 0) AS "count" FROM "firm_case_counts" "kept" WHERE "kept"."firm_id" = $1)`;

/**
 * Everyone but a firm admin: the count as its two halves (open to everyone, kept per firm;
 * restricted and listing the viewer in matter_access), the page under the access rule
 * (matter.access.ts). $1 firm, $2 EVERYONE, $3 user, $4 firm, $5 EVERYONE, $6 user, $7 limit, $8 offset.
 */
const MEMBER_PAGE_SQL = `SELECT
    ${keptSql('open_to_everyone')}
    + (SELECT COUNT(*) AS "count" FROM "matters" "matter"
         INNER JOIN "matter_access" "granted" ON "granted"."matter_id" = "matter"."id" AND "granted"."user_id" = $3
         WHERE ( ${FILTERED} AND "matter"."permission" <> $2 ) AND ( "matter"."deleted_at" IS NULL )) AS "totalCount",
    ${listedRowsSql(`SELECT "matter"."id" AS "matter_id" FROM "matters" "matter"
      WHERE ( ${FILTERED} AND "matter"."firm_id" = $4 AND "matter"."deleted_at" IS NULL
              AND ("matter"."permission" = $5 OR EXISTS (SELECT 1 FROM matter_access access WHERE access.matter_id = "matter"."id" AND access.user_id = $6)) )
        AND ( "matter"."deleted_at" IS NULL ) ${ORDER} LIMIT $7 OFFSET $8`)} AS items`;

/** A firm admin sees every case of the firm: the kept count, no access rule. $1 firm, $2 firm, $3 limit, $4 offset. */
const ADMIN_PAGE_SQL = `SELECT
    ${keptSql('open_cases')} AS "totalCount",
    ${listedRowsSql(`SELECT "matter"."id" AS "matter_id" FROM "matters" "matter"
      WHERE ( ${FILTERED} AND "matter"."firm_id" = $2 AND "matter"."deleted_at" IS NULL ) AND ( "matter"."deleted_at" IS NULL ) ${ORDER} LIMIT $3 OFFSET $4`)} AS items`;

/** Prepared once per connection, named by a hash of the text (db/prepared.ts). */
const statementName = (text) => `matterhorn_${createHash('sha1').update(text).digest('hex')}`;
const MEMBER_PAGE = { name: statementName(MEMBER_PAGE_SQL), text: MEMBER_PAGE_SQL };
const ADMIN_PAGE = { name: statementName(ADMIN_PAGE_SQL), text: ADMIN_PAGE_SQL };

async function casePage(viewer, page) {
  const offset = (page - 1) * PAGE_SIZE;
  const statement =
    viewer.role === 'FIRM_ADMIN'
      ? { ...ADMIN_PAGE, values: [viewer.firmId, viewer.firmId, PAGE_SIZE, offset] }
      : { ...MEMBER_PAGE, values: [viewer.firmId, EVERYONE, viewer.userId, viewer.firmId, EVERYONE, viewer.userId, PAGE_SIZE, offset] };
  const { rows } = await query(firmScope(viewer.firmId), statement);
  return { totalCount: Number(rows[0].totalCount), items: rows[0].items.map(listedCase) };
}

/** A row of the JSON as the app's resolvers answer it: timestamps as ISO strings, staff by full name. */
function listedCase(row) {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    status: row.status,
    priority: row.priority,
    stage: row.stage,
    createdAt: new Date(row.createdAt).toISOString(),
    client: row.client,
    staff: row.staff.map((user) => ({ id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim() })),
    nextTask: row.nextTask,
    nextEvent: row.nextEvent && { ...row.nextEvent, startsAt: new Date(row.nextEvent.startsAt).toISOString() },
  };
}

/** The token of the session cookie (server/src/http/session-cookie.ts, over plain http). */
function sessionToken(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'matterhorn_session') return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** An error answer as the app's GraphQL errors read (errors.ts). */
const failure = (code, message) => ({ errors: [{ message, path: ['matters'], extensions: { code } }], data: null });

async function answer(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const page = Math.max(1, Number(JSON.parse(body || '{}').variables?.page) || 1);
  const viewer = await resolveSession(sessionToken(req.headers.cookie));
  if (!viewer) return failure('UNAUTHENTICATED', 'You need to sign in.');
  if (!viewer.firmId || !FIRM_STAFF_ROLES.has(viewer.role)) return failure('FORBIDDEN', 'You are not allowed to do this.');
  return { data: { matters: await casePage(viewer, page) } };
}

const server = http.createServer(async (req, res) => {
  try {
    const body = JSON.stringify(await answer(req));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => console.log(`same-work-server listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
