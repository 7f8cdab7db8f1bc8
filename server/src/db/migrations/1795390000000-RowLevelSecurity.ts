import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables with their own firm_id. */
const FIRM_TABLES = [
  'activity_entries',
  'ai_chats',
  'ai_usage',
  'calendar_events',
  'calendar_feeds',
  'case_emails',
  'contact_addresses',
  'contact_phones',
  'contacts',
  'conversations',
  'deadline_chain_templates',
  'document_folders',
  'documents',
  'events',
  'firm_deadline_settings',
  'firm_option_lists',
  'firm_role_permissions',
  'invitations',
  'invoice_counters',
  'invoices',
  'matter_deadline_chains',
  'matter_parties',
  'matter_statutes',
  'matters',
  'messages',
  'notes',
  'notifications',
  'tasks',
  'users',
  'workflow_applications',
  'workflow_templates',
];

/** The back office (platform admin) reads and writes these for every firm, and no other firm data. */
const PLATFORM_TABLES = new Set(['users', 'invitations', 'ai_usage']);

/** Tables without a firm_id: a row is visible when the row it belongs to is. */
export const CHILD_TABLES: Array<[table: string, column: string, parent: string]> = [
  ['ai_messages', 'chat_id', 'ai_chats'],
  ['calendar_event_attendees', 'event_id', 'calendar_events'],
  ['case_email_attachments', 'email_id', 'case_emails'],
  ['conversation_members', 'conversation_id', 'conversations'],
  ['deadline_chain_steps', 'template_id', 'deadline_chain_templates'],
  ['invoice_lines', 'invoice_id', 'invoices'],
  ['invoice_payments', 'invoice_id', 'invoices'],
  ['matter_access', 'matter_id', 'matters'],
  ['matter_deadlines', 'chain_id', 'matter_deadline_chains'],
  ['matter_staff', 'matter_id', 'matters'],
  ['matter_status_changes', 'matter_id', 'matters'],
  ['matter_timeline_entries', 'matter_id', 'matters'],
  ['statute_reminders', 'statute_id', 'matter_statutes'],
  ['statute_tollings', 'statute_id', 'matter_statutes'],
  ['task_assignees', 'task_id', 'tasks'],
  ['workflow_steps', 'template_id', 'workflow_templates'],
  ['sessions', 'user_id', 'users'],
];

const ALL_TABLES = ['firms', 'limitation_rules', ...FIRM_TABLES, ...CHILD_TABLES.map(([table]) => table)];

/**
 * Row-level security, the second wall behind the services' own firm checks: a statement sees and
 * writes only the rows of the firm its connection is set to (`app.firm_id`, set by the app from
 * the signed-in session: db/scope.ts), and the app connects as `matterhorn_app`, which cannot
 * bypass the policies. FORCE makes them apply to the tables' owner as well (unless a superuser).
 * The shipped limitation rules (no firm) are readable by every firm.
 */
export class RowLevelSecurity1795390000000 implements MigrationInterface {
  name = 'RowLevelSecurity1795390000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION app_firm_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT NULLIF(current_setting('app.firm_id', true), '')::uuid $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION app_scope() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT coalesce(current_setting('app.scope', true), '') $$`,
    );
    // (SELECT …): evaluated once per statement (an InitPlan), not once per row.
    const firm = '(SELECT app_firm_id())';
    const system = `(SELECT app_scope()) = 'system'`;
    const platform = `(SELECT app_scope()) = 'platform'`;
    for (const table of FIRM_TABLES) {
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (firm_id = ${firm} OR ${system}${PLATFORM_TABLES.has(table) ? ` OR ${platform}` : ''})`);
    }
    await queryRunner.query(`CREATE POLICY firm_rows ON "firms" USING (id = ${firm} OR ${system} OR ${platform})`);
    await queryRunner.query(`CREATE POLICY firm_rows ON "limitation_rules" USING (firm_id = ${firm} OR ${system})`);
    // Read-only for every firm: a firm cannot change or delete the shipped rules.
    await queryRunner.query(`CREATE POLICY shipped_rules ON "limitation_rules" FOR SELECT USING (firm_id IS NULL)`);
    for (const [table, column, parent] of CHILD_TABLES) {
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (EXISTS (SELECT FROM "${parent}" parent WHERE parent.id = "${table}"."${column}"))`);
    }
    for (const table of ALL_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
    }
    // The view reads its tables as whoever asks (not as its owner), so their policies apply.
    await queryRunner.query(`ALTER VIEW "matter_statute_dates" SET (security_invoker = true)`);

    // The app's role. Roles belong to the whole cluster: another database's migration may be
    // creating it at this moment; a database user that may not create roles keeps working as the
    // owner (the app warns).
    await queryRunner.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          BEGIN
            CREATE ROLE matterhorn_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
          EXCEPTION
            WHEN duplicate_object OR unique_violation THEN NULL;
            WHEN insufficient_privilege THEN RAISE NOTICE 'matterhorn_app not created: no CREATEROLE';
          END;
        END IF;
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          EXECUTE format('GRANT CONNECT ON DATABASE %I TO matterhorn_app', current_database());
          GRANT USAGE ON SCHEMA public TO matterhorn_app;
          GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO matterhorn_app;
          REVOKE INSERT, UPDATE, DELETE ON "migrations" FROM matterhorn_app;
          GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO matterhorn_app;
          ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO matterhorn_app;
          ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM matterhorn_app;
          ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM matterhorn_app;
          REVOKE ALL ON ALL TABLES IN SCHEMA public FROM matterhorn_app;
          REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM matterhorn_app;
          REVOKE ALL ON SCHEMA public FROM matterhorn_app;
          EXECUTE format('REVOKE ALL ON DATABASE %I FROM matterhorn_app', current_database());
        END IF;
      END
      $$`);
    await queryRunner.query(`ALTER VIEW "matter_statute_dates" RESET (security_invoker)`);
    await queryRunner.query(`DROP POLICY shipped_rules ON "limitation_rules"`);
    for (const table of ALL_TABLES) {
      await queryRunner.query(`DROP POLICY firm_rows ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" NO FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" DISABLE ROW LEVEL SECURITY`);
    }
    await queryRunner.query(`DROP FUNCTION app_scope()`);
    await queryRunner.query(`DROP FUNCTION app_firm_id()`);
  }
}
