-- The case list page as a PostGraphile user would expose it: an API schema of its own (bench_pg)
-- holding views over the app's tables, with smart tags for what PostGraphile cannot infer from a
-- view (primary keys, relations). Applied by the benchmark as the database owner, after the app's
-- migrations and before PostGraphile starts; running it again rebuilds the schema from scratch.
--
-- Every view reads its tables with the caller's rights (security_invoker), so the app's row-level
-- security applies to PostGraphile's role (matterhorn_app) exactly as to the app: the firm comes
-- from `app.firm_id` / `app.scope`, set per request through pgSettings (server.mjs). The case
-- access rule of the app (server/src/modules/matters/matter.access.ts) is the cases view; it reads
-- who is asking from `app.user_id` and `app.user_role`, set the same way.

BEGIN;

DROP SCHEMA IF EXISTS bench_pg CASCADE;
CREATE SCHEMA bench_pg;

-- Who is asking (pgSettings); NULL / '' outside a signed-in request.
CREATE FUNCTION bench_pg.current_user_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE AS
  $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
CREATE FUNCTION bench_pg.current_user_role() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS
  $$ SELECT coalesce(current_setting('app.user_role', true), '') $$;
COMMENT ON FUNCTION bench_pg.current_user_id() IS '@behavior -queryField';
COMMENT ON FUNCTION bench_pg.current_user_role() IS '@behavior -queryField';

-- The matters the current user may open: the firm's, not deleted, and either open to everyone or
-- listing the user (firm admins open every one). As the app's accessRule.
CREATE VIEW bench_pg.cases WITH (security_invoker = true) AS
  SELECT m.*
  FROM public.matters m
  WHERE m.firm_id = (SELECT public.app_firm_id()) AND m.deleted_at IS NULL
    AND ((SELECT bench_pg.current_user_role()) = 'FIRM_ADMIN'
         OR m.permission = 'EVERYONE'
         OR EXISTS (SELECT 1 FROM public.matter_access access
                    WHERE access.matter_id = m.id AND access.user_id = (SELECT bench_pg.current_user_id())));

-- The related rows the page shows, each a view (only the exposed schema becomes GraphQL types).
CREATE VIEW bench_pg.clients WITH (security_invoker = true) AS
  SELECT c.id, c.kind, c.name, c.email, c.primary_phone, c.photo_url FROM public.contacts c;

CREATE VIEW bench_pg.staff_members WITH (security_invoker = true) AS
  SELECT u.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS full_name, u.role, u.avatar_url
  FROM public.users u;

CREATE VIEW bench_pg.case_staff WITH (security_invoker = true) AS
  SELECT s.matter_id, s.user_id, s.position FROM public.matter_staff s;

CREATE VIEW bench_pg.case_tasks WITH (security_invoker = true) AS
  SELECT t.id, t.matter_id, t.title, t.due_date, t."column", t.position, t.priority FROM public.tasks t;

CREATE VIEW bench_pg.case_events WITH (security_invoker = true) AS
  SELECT e.id, e.matter_id, e.title, e.starts_at, e.ends_at, e.all_day, e.kind FROM public.calendar_events e;

-- Smart tags: keys and relations (a view has no constraints for PostGraphile to read).
COMMENT ON VIEW bench_pg.cases IS E'@primaryKey id\n@foreignKey (client_id) references bench_pg.clients (id)|@fieldName client|@foreignFieldName cases\nA case the current user may open.';
COMMENT ON VIEW bench_pg.clients IS E'@primaryKey id\n@behavior -query:resource:list -query:resource:connection\nA contact (the client of cases).';
COMMENT ON VIEW bench_pg.staff_members IS E'@primaryKey id\n@behavior -query:resource:list -query:resource:connection\nA member of the firm''s staff.';
COMMENT ON VIEW bench_pg.case_staff IS E'@primaryKey matter_id,user_id\n@behavior -query:resource:list -query:resource:connection\n@foreignKey (matter_id) references bench_pg.cases (id)|@fieldName case|@foreignFieldName staff\n@foreignKey (user_id) references bench_pg.staff_members (id)|@fieldName member\nA staff member working a case, in the case''s order (position).';
COMMENT ON VIEW bench_pg.case_tasks IS E'@name task\n@primaryKey id\n@behavior -query:resource:list -query:resource:connection\n@foreignKey (matter_id) references bench_pg.cases (id)|@fieldName case|@foreignFieldName tasks';
COMMENT ON VIEW bench_pg.case_events IS E'@name event\n@primaryKey id\n@behavior -query:resource:list -query:resource:connection\n@foreignKey (matter_id) references bench_pg.cases (id)|@fieldName case|@foreignFieldName events';

-- Computed columns (Case.nextTask, Case.nextEvent): the app's rules (tasks/task.rules.ts,
-- calendar/calendar.rules.ts, as in matters/matter.list-rows.ts).
CREATE FUNCTION bench_pg.cases_next_task(c bench_pg.cases) RETURNS bench_pg.case_tasks LANGUAGE sql STABLE AS $$
  SELECT t.* FROM bench_pg.case_tasks t
  WHERE t.matter_id = c.id AND t."column" <> 'DONE'
  ORDER BY t.due_date ASC NULLS LAST, t.position ASC, t.id ASC
  LIMIT 1
$$;
COMMENT ON FUNCTION bench_pg.cases_next_task(bench_pg.cases) IS 'The open task due first (undated last), then in board order.';

CREATE FUNCTION bench_pg.cases_next_event(c bench_pg.cases) RETURNS bench_pg.case_events LANGUAGE sql STABLE AS $$
  SELECT e.* FROM bench_pg.case_events e
  WHERE e.matter_id = c.id AND (CASE WHEN e.all_day THEN e.ends_at + interval '1 day' ELSE e.ends_at END) > now()
  ORDER BY e.starts_at ASC, e.id ASC
  LIMIT 1
$$;
COMMENT ON FUNCTION bench_pg.cases_next_event(bench_pg.cases) IS 'The first event not yet over.';

GRANT USAGE ON SCHEMA bench_pg TO matterhorn_app;
GRANT SELECT ON ALL TABLES IN SCHEMA bench_pg TO matterhorn_app;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA bench_pg TO matterhorn_app;

COMMIT;
