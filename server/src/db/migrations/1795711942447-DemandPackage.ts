import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The firm's letter templates (Settings > Templates) and a demand's package (issue 23). */
export class DemandPackage1795711942447 implements MigrationInterface {
  name = 'DemandPackage1795711942447';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "document_templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "body" text, "document_id" uuid, "created_by_id" uuid, CONSTRAINT "PK_0372838b7b7cd3571aef80466d1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f6c1ad5446acca3c0f87e6cd1e" ON "document_templates"  ("firm_id", "name") `);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD "package_document_id" uuid`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_34a20d0a95f3f56c1fb7d94c920" FOREIGN KEY ("package_document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "document_templates" ADD CONSTRAINT "FK_7011c6cd135dddbd513a4be1450" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "document_templates" ADD CONSTRAINT "FK_1d32fea01e958a78b61a1545054" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "document_templates" ADD CONSTRAINT "FK_566ab03cd443a7e1ce6b667b376" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    // Row-level security as on every firm table (migration RowLevelSecurity).
    await queryRunner.query(`CREATE POLICY firm_rows ON "document_templates" USING (firm_id = (SELECT app_firm_id()) OR (SELECT app_scope()) = 'system')`);
    await queryRunner.query(`ALTER TABLE "document_templates" ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`ALTER TABLE "document_templates" FORCE ROW LEVEL SECURITY`);
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          GRANT SELECT, INSERT, UPDATE, DELETE ON "document_templates" TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "document_templates" DROP CONSTRAINT "FK_566ab03cd443a7e1ce6b667b376"`);
    await queryRunner.query(`ALTER TABLE "document_templates" DROP CONSTRAINT "FK_1d32fea01e958a78b61a1545054"`);
    await queryRunner.query(`ALTER TABLE "document_templates" DROP CONSTRAINT "FK_7011c6cd135dddbd513a4be1450"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_34a20d0a95f3f56c1fb7d94c920"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP COLUMN "package_document_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f6c1ad5446acca3c0f87e6cd1e"`);
    await queryRunner.query(`DROP TABLE "document_templates"`);
  }
}
