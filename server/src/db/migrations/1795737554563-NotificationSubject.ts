import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationSubject1795737554563 implements MigrationInterface {
  name = 'NotificationSubject1795737554563';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" ADD "subject_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_b58456957889bfd68480a6aa1b" ON "notifications"  ("subject_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_b58456957889bfd68480a6aa1b"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "subject_id"`);
  }
}
