import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cases a statement on matters adds to (new_cases) or takes from (old_cases) its firms' counts,
 * or all of them (matters, to fill the counts): `sign` 1 or -1. Only these fixed names and signs are
 * composed into the SQL; nothing here is a value.
 */
const counted = (table: 'matters' | 'new_cases' | 'old_cases', sign: 1 | -1) =>
  `SELECT firm_id, ${sign} AS cases, ${sign} * (permission = 'EVERYONE')::int AS everyone FROM ${table} WHERE deleted_at IS NULL`;

/** Adds the net change of each firm's counts (the rows of `changes`: firm_id, cases, everyone), touching only the firms whose counts change. */
const apply = (changes: string) => `
  INSERT INTO firm_case_counts AS counts (firm_id, open_cases, open_to_everyone)
  SELECT firm_id, sum(cases)::int, sum(everyone)::int FROM (${changes}) change
  GROUP BY firm_id HAVING sum(cases) <> 0 OR sum(everyone) <> 0
  ON CONFLICT (firm_id) DO UPDATE SET open_cases = counts.open_cases + EXCLUDED.open_cases, open_to_everyone = counts.open_to_everyone + EXCLUDED.open_to_everyone`;

/**
 * Each firm's count of its cases not deleted, and of those open to everyone, kept by the database:
 * statement triggers on matters add each statement's net change in the same transaction (so a
 * snapshot sees a count and the cases it counts together, and simultaneous changes queue on the
 * firm's row only when they change its counts). The whole case list's total is then read, not
 * counted over every case of the firm. Also: an index of each case's open tasks in the order the
 * next task is chosen (the case list shows it for every case).
 */
export class CaseCounts1795832013550 implements MigrationInterface {
  name = 'CaseCounts1795832013550';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "firm_case_counts" ("firm_id" uuid NOT NULL, "open_cases" integer NOT NULL DEFAULT '0', "open_to_everyone" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_3bdb30b169a0b0f85114dbc953f" PRIMARY KEY ("firm_id"))`);
    await queryRunner.query(`ALTER TABLE "firm_case_counts" ADD CONSTRAINT "FK_3bdb30b169a0b0f85114dbc953f" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(apply(counted('matters', 1)));
    for (const [name, changes] of [
      ['firm_case_counts_added', counted('new_cases', 1)],
      ['firm_case_counts_removed', counted('old_cases', -1)],
      ['firm_case_counts_changed', `${counted('new_cases', 1)} UNION ALL ${counted('old_cases', -1)}`],
    ] as const) {
      await queryRunner.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${apply(changes)}; RETURN NULL; END $$`);
    }
    await queryRunner.query(`CREATE TRIGGER firm_case_counts_added AFTER INSERT ON "matters" REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION firm_case_counts_added()`);
    await queryRunner.query(`CREATE TRIGGER firm_case_counts_removed AFTER DELETE ON "matters" REFERENCING OLD TABLE AS old_cases FOR EACH STATEMENT EXECUTE FUNCTION firm_case_counts_removed()`);
    await queryRunner.query(
      `CREATE TRIGGER firm_case_counts_changed AFTER UPDATE ON "matters" REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION firm_case_counts_changed()`,
    );
    // Row-level security as on every firm table (migration RowLevelSecurity).
    await queryRunner.query(`CREATE POLICY firm_rows ON "firm_case_counts" USING (firm_id = (SELECT app_firm_id()) OR (SELECT app_scope()) = 'system')`);
    await queryRunner.query(`ALTER TABLE "firm_case_counts" ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`ALTER TABLE "firm_case_counts" FORCE ROW LEVEL SECURITY`);
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          GRANT SELECT, INSERT, UPDATE, DELETE ON "firm_case_counts" TO matterhorn_app;
        END IF;
      END
      $$`);
    await queryRunner.query(`CREATE INDEX "tasks_next_open" ON "tasks" ("matter_id", "due_date" NULLS LAST, "position", "id") WHERE "column" <> 'DONE'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "tasks_next_open"`);
    await queryRunner.query(`DROP TRIGGER firm_case_counts_changed ON "matters"`);
    await queryRunner.query(`DROP TRIGGER firm_case_counts_removed ON "matters"`);
    await queryRunner.query(`DROP TRIGGER firm_case_counts_added ON "matters"`);
    for (const name of ['firm_case_counts_changed', 'firm_case_counts_removed', 'firm_case_counts_added']) await queryRunner.query(`DROP FUNCTION ${name}()`);
    await queryRunner.query(`ALTER TABLE "firm_case_counts" DROP CONSTRAINT "FK_3bdb30b169a0b0f85114dbc953f"`);
    await queryRunner.query(`DROP TABLE "firm_case_counts"`);
  }
}
