import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Task positions become sort keys with room between them, so a drag writes one row (issue 11). */
export class TaskPositionSortKeys1795378000000 implements MigrationInterface {
  name = 'TaskPositionSortKeys1795378000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tasks" ALTER COLUMN "position" TYPE double precision`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "tasks" SET "position" = ordered.n FROM (
         SELECT id, row_number() OVER (PARTITION BY firm_id, "column" ORDER BY "position", id) - 1 AS n FROM "tasks"
       ) ordered WHERE "tasks".id = ordered.id`,
    );
    await queryRunner.query(`ALTER TABLE "tasks" ALTER COLUMN "position" TYPE integer`);
  }
}
