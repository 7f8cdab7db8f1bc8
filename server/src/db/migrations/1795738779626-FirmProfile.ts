import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FirmProfile1795738779626 implements MigrationInterface {
  name = 'FirmProfile1795738779626';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "firms" ADD "address" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "firms" ADD "remit_to" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "firms" ADD "payment_instructions" character varying(2000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "firms" DROP COLUMN "payment_instructions"`);
    await queryRunner.query(`ALTER TABLE "firms" DROP COLUMN "remit_to"`);
    await queryRunner.query(`ALTER TABLE "firms" DROP COLUMN "address"`);
  }
}
