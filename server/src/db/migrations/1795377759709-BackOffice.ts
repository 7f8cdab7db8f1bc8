import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Back office: firms can be deleted (soft: status DELETED), and firms and users remember when they were deleted. */
export class BackOffice1795377759709 implements MigrationInterface {
  name = 'BackOffice1795377759709';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."firm_status" ADD VALUE IF NOT EXISTS 'DELETED'`);
    await queryRunner.query(`ALTER TABLE "firms" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    // Users deleted before this column existed: their last change is when they were deleted.
    await queryRunner.query(`UPDATE "users" SET "deleted_at" = "updated_at" WHERE "status" = 'DELETED'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "firms" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`UPDATE "firms" SET "status" = 'SUSPENDED' WHERE "status" = 'DELETED'`);
    await queryRunner.query(`CREATE TYPE "public"."firm_status_old" AS ENUM('ACTIVE', 'SUSPENDED')`);
    await queryRunner.query(`ALTER TABLE "firms" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "firms" ALTER COLUMN "status" TYPE "public"."firm_status_old" USING "status"::"text"::"public"."firm_status_old"`);
    await queryRunner.query(`ALTER TABLE "firms" ALTER COLUMN "status" SET DEFAULT 'ACTIVE'`);
    await queryRunner.query(`DROP TYPE "public"."firm_status"`);
    await queryRunner.query(`ALTER TYPE "public"."firm_status_old" RENAME TO "firm_status"`);
  }
}
