// PostGraphile v5 serving the case list page, for the side-by-side benchmark (issue 29); see README.md.
//
//   DATABASE_URL=<matterhorn_app's URL> PORT=0 node tests/bench/postgraphile/server.mjs [database-url]
//
// Connects as the app's own role (row-level security applies) to a database the app has migrated
// and schema.sql has been applied to (as the owner). Prints `postgraphile listening on <port>` when
// ready; answers POST /graphql. Each request's session cookie (`matterhorn_session`) is looked up
// as the app does (server/src/modules/auth/auth.service.ts) and its firm and user reach PostgreSQL
// as settings (pgSettings), which the policies and bench_pg's views read. Without a valid session
// the settings are empty, and the views show nothing.

// grafast uses Promise.withResolvers (Node 22). On Node 20 without it every PgSelect silently
// returns nothing: polyfilled before PostGraphile is loaded (hence the dynamic imports below).
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

process.env.NODE_ENV = 'production';

const { createHash } = await import('node:crypto');
const { createServer } = await import('node:http');
const { default: pg } = await import('pg');
const { postgraphile } = await import('postgraphile');
const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
const { makePgService } = await import('postgraphile/adaptors/pg');
const { grafserv } = await import('postgraphile/grafserv/node');

const databaseUrl = process.argv[2] ?? process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Pass the database URL (matterhorn_app role) as DATABASE_URL or the first argument.');
const port = Number(process.env.PORT ?? '0');

/** The planner settings of the app's connections (server/src/db/data-source.ts). */
const PLANNER_OPTIONS = '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan';
/** The session lifetimes of the app (server/src/config.ts: same variables, same defaults). */
const IDLE_TIMEOUT_MS = Number(process.env.SESSION_IDLE_TIMEOUT_MINUTES ?? '30') * 60_000;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?matterhorn_session=([^;]*)/;

// The pool PostGraphile runs the page on: as the app's (server/src/db/data-source.ts), 10
// connections kept open while idle and replaced after 30 minutes.
const POOL_LIFETIME = { maxLifetimeSeconds: 30 * 60 };
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, min: 10, ...POOL_LIFETIME, options: PLANNER_OPTIONS });
// Reading the cookie happens before anyone is known: the app does it in the `system` scope
// (db/scope.ts), on a connection of its own here.
const sessionPool = new pg.Pool({ connectionString: databaseUrl, max: 2, min: 2, ...POOL_LIFETIME, options: `${PLANNER_OPTIONS} -c app.scope=system` });
for (const each of [pool, sessionPool]) each.on('error', () => undefined);

const SESSION_SQL = `
  SELECT u.id AS "userId", u.firm_id AS "firmId", u.role, s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt",
         u.status AS "userStatus", f.status AS "firmStatus"
  FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN firms f ON f.id = u.firm_id
  WHERE s.id = $1`;

/** What PostgreSQL hears of a request nobody signed in to: no firm, no scope (row-level security shows nothing). */
const NOBODY = { 'app.firm_id': '', 'app.scope': '', 'app.user_id': '', 'app.user_role': '' };

/**
 * The settings of the request's session: its user's firm (scope `firm`), id and role; NOBODY
 * when the cookie is missing or the session unknown, expired, idle too long, or its user or firm
 * not active (the app's rules; this server only reads, so it neither touches nor deletes sessions).
 */
async function settingsOf(cookieHeader) {
  // The app's tokens are base64url: nothing to decode.
  const token = SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
  if (!token) return NOBODY;
  const id = createHash('sha256').update(token).digest('hex');
  const { rows } = await sessionPool.query({ name: 'bench-session', text: SESSION_SQL, values: [id] });
  const session = rows[0];
  const now = Date.now();
  if (
    !session?.firmId ||
    now >= session.expiresAt.getTime() ||
    now - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS ||
    session.userStatus !== 'ACTIVE' ||
    session.firmStatus !== 'ACTIVE'
  ) {
    return NOBODY;
  }
  return { 'app.firm_id': session.firmId, 'app.scope': 'firm', 'app.user_id': session.userId, 'app.user_role': session.role };
}

/** @type {GraphileConfig.Preset} */
const preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ pool, schemas: ['bench_pg'] })],
  // A read-only API: the page only reads.
  schema: { defaultBehavior: '-insert -update -delete' },
  grafast: {
    explain: false,
    async context(requestContext) {
      return { pgSettings: await settingsOf(requestContext.node?.req.headers.cookie) };
    },
  },
  grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.once('listening', () => console.log(`postgraphile listening on ${server.address().port}`));
await serv.addTo(server);
// Builds the schema now (introspection), not on the first request.
await pgl.getSchema();
server.listen(port, process.env.HOST ?? '127.0.0.1');

async function stop() {
  server.close();
  await pgl.release();
  await Promise.all([pool.end(), sessionPool.end()]);
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
