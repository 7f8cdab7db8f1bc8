import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A per-firm event sequence: the live cursor a firm's people see counts only their firm's events
 * (the global event id let one firm count another's). Existing events are numbered in id order.
 */
export class PerFirmEventCursor1795689178593 implements MigrationInterface {
  name = 'PerFirmEventCursor1795689178593';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "firm_event_counters" ("firm_id" uuid NOT NULL, "last_seq" bigint NOT NULL, CONSTRAINT "PK_0e7f7e837b72812716ad7b1e8b6" PRIMARY KEY ("firm_id"))`);
    await queryRunner.query(`ALTER TABLE "events" ADD "firm_seq" bigint`);
    await queryRunner.query(
      `UPDATE "events" SET firm_seq = numbered.seq FROM (SELECT id, row_number() OVER (PARTITION BY firm_id ORDER BY id) AS seq FROM "events") numbered WHERE "events".id = numbered.id`,
    );
    await queryRunner.query(`INSERT INTO "firm_event_counters" (firm_id, last_seq) SELECT firm_id, max(firm_seq) FROM "events" GROUP BY firm_id`);
    await queryRunner.query(`ALTER TABLE "events" ALTER COLUMN "firm_seq" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6dc949acbdfa64195e93cfc362" ON "events"  ("firm_id", "firm_seq") `);
    // Row-level security as on every firm table (migration RowLevelSecurity).
    await queryRunner.query(`CREATE POLICY firm_rows ON "firm_event_counters" USING (firm_id = (SELECT app_firm_id()) OR (SELECT app_scope()) = 'system')`);
    await queryRunner.query(`ALTER TABLE "firm_event_counters" ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`ALTER TABLE "firm_event_counters" FORCE ROW LEVEL SECURITY`);
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          GRANT SELECT, INSERT, UPDATE, DELETE ON "firm_event_counters" TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_6dc949acbdfa64195e93cfc362"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "firm_seq"`);
    await queryRunner.query(`DROP TABLE "firm_event_counters"`);
  }
}
