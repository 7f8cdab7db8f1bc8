import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The case list reads a page in index order instead of sorting every case of the firm (default
 * order: newest first; and by name), and counts the cases open to everyone from a narrow index.
 */
export class MatterListIndexes1795378100000 implements MigrationInterface {
  name = 'MatterListIndexes1795378100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "matters_list_created" ON "matters" ("firm_id", "created_at" DESC NULLS LAST, "id") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "matters_list_name" ON "matters" ("firm_id", "name", "created_at" DESC, "id") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "matters_list_access" ON "matters" ("firm_id", "permission", "id") WHERE "deleted_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "matters_list_access"`);
    await queryRunner.query(`DROP INDEX "matters_list_name"`);
    await queryRunner.query(`DROP INDEX "matters_list_created"`);
  }
}
