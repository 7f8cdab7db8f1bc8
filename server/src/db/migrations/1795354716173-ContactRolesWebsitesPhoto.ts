import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactRolesWebsitesPhoto1795354716173 implements MigrationInterface {
  name = 'ContactRolesWebsitesPhoto1795354716173';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contacts" ADD "photo_key" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "contacts" ADD "roles" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "contacts" ADD "websites" text array NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "websites"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "roles"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "photo_key"`);
  }
}
