import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactNotesOtherEmails1795356871118 implements MigrationInterface {
  name = 'ContactNotesOtherEmails1795356871118';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "contact_id" uuid NOT NULL, "author_id" uuid, "type" character varying(40) NOT NULL, "body" text NOT NULL, CONSTRAINT "PK_af6206538ea96c4e77e9f400c3d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_af8e0ff5243593513ab9fec28c" ON "notes"  ("firm_id", "contact_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "contacts" ADD "other_emails" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "FK_1c4bc8ad17e7ee6212dd1267b54" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "FK_a8301a5912b0226297e36cadf6e" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "FK_35b89a50cb9203dccff44136519" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "FK_35b89a50cb9203dccff44136519"`);
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "FK_a8301a5912b0226297e36cadf6e"`);
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "FK_1c4bc8ad17e7ee6212dd1267b54"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "other_emails"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_af8e0ff5243593513ab9fec28c"`);
    await queryRunner.query(`DROP TABLE "notes"`);
  }
}
