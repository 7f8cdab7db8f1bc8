import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FirmTimeZone1795746120476 implements MigrationInterface {
  name = 'FirmTimeZone1795746120476';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "firms" ADD "time_zone" character varying(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "firms" DROP COLUMN "time_zone"`);
  }
}
