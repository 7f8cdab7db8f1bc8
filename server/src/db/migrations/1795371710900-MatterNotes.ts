import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatterNotes1795371710900 implements MigrationInterface {
  name = 'MatterNotes1795371710900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notes" ADD "matter_id" uuid`);
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "FK_a8301a5912b0226297e36cadf6e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_af8e0ff5243593513ab9fec28c"`);
    await queryRunner.query(`ALTER TABLE "notes" ALTER COLUMN "contact_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_5c8863b71c2bc2abb5ac176fca" ON "notes"  ("firm_id", "matter_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_af8e0ff5243593513ab9fec28c" ON "notes"  ("firm_id", "contact_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "notes_about_one_thing" CHECK ((contact_id IS NULL) <> (matter_id IS NULL))`);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "FK_a8301a5912b0226297e36cadf6e" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "FK_0628608be08dc47a1ffdb016c40" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "FK_0628608be08dc47a1ffdb016c40"`);
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "FK_a8301a5912b0226297e36cadf6e"`);
    await queryRunner.query(`ALTER TABLE "notes" DROP CONSTRAINT "notes_about_one_thing"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_af8e0ff5243593513ab9fec28c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5c8863b71c2bc2abb5ac176fca"`);
    await queryRunner.query(`ALTER TABLE "notes" ALTER COLUMN "contact_id" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_af8e0ff5243593513ab9fec28c" ON "notes" USING btree ("contact_id", "created_at", "firm_id") `);
    await queryRunner.query(`ALTER TABLE "notes" ADD CONSTRAINT "FK_a8301a5912b0226297e36cadf6e" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "notes" DROP COLUMN "matter_id"`);
  }
}
