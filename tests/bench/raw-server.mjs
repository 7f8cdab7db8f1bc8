// The practical limit of this machine for the case list page: plain Node `http` and one
// hand-written SQL query (the 50 rows with client, staff, next event and next task as JSON, and the
// total), no GraphQL, no session, no ORM. GET /?page=N reads page N. Started by the benchmark: node raw-server.mjs <db-url> <firm-id>
import http from 'node:http';
import pg from 'pg';

const [databaseUrl, firmId] = process.argv.slice(2);
// The app's pool and planner settings (server/src/db/data-source.ts): 10 connections kept open while idle.
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 10,
  min: 10,
  maxLifetimeSeconds: 30 * 60,
  options: '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan',
});

// The 50 rows are chosen first (from the list index), then only they get their related rows.
const PAGE_SQL = `
  SELECT (SELECT count(*) FROM matters WHERE firm_id = $1 AND deleted_at IS NULL)::int AS "totalCount",
         COALESCE(json_agg(row_to_json(page) ORDER BY page.name, page."createdAt" DESC, page.id), '[]') AS items
  FROM (
    SELECT m.id, m.name, m.number, m.status, m.priority, m.stage, m.created_at AS "createdAt",
           json_build_object('id', c.id, 'name', c.name) AS client,
           (SELECT COALESCE(json_agg(json_build_object('id', u.id, 'fullName', u.first_name || ' ' || u.last_name) ORDER BY s.position), '[]')
              FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = m.id) AS staff,
           (SELECT json_build_object('id', t.id, 'title', t.title, 'dueDate', t.due_date) FROM tasks t
              WHERE t.matter_id = m.id AND t."column" <> 'DONE' ORDER BY t.due_date ASC NULLS LAST, t.position, t.id LIMIT 1) AS "nextTask",
           (SELECT json_build_object('id', e.id, 'title', e.title, 'startsAt', e.starts_at) FROM calendar_events e
              WHERE e.matter_id = m.id AND e.starts_at >= now() ORDER BY e.starts_at, e.id LIMIT 1) AS "nextEvent"
    FROM (SELECT * FROM matters WHERE firm_id = $1 AND deleted_at IS NULL ORDER BY name, created_at DESC, id LIMIT 50 OFFSET $2) m
    LEFT JOIN contacts c ON c.id = m.client_id
  ) page`;

const server = http.createServer(async (req, res) => {
  try {
    // The same pages the GraphQL run reads: ?page=N (from 1), 50 rows each.
    const page = Math.max(1, Number(new URL(req.url, 'http://raw').searchParams.get('page')) || 1);
    // Prepared once per connection, as the app's case list is.
    const { rows } = await pool.query({ name: 'case-list-page', text: PAGE_SQL, values: [firmId, (page - 1) * 50] });
    const body = JSON.stringify({ data: { matters: rows[0] } });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => console.log(`raw-server listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
