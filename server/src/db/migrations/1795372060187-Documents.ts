import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents: folders (the cases' existing folders move here from matter_folders, with their ids)
 * and stored files with a generated full-text vector and a trigram index on the name.
 */
export class Documents1795372060187 implements MigrationInterface {
  name = 'Documents1795372060187';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "document_folders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid, "parent_id" uuid, "name" character varying(120) NOT NULL, "category" character varying(100), "created_by_id" uuid, CONSTRAINT "PK_0307e252e6c13b4ff3ade731523" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_47edf381715de11ac15efbff89" ON "document_folders"  ("firm_id", "matter_id", "parent_id") `);
    // Sibling folders have different names, whatever the case of the letters; null case and parent count as equal.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "document_folders_sibling_name" ON "document_folders" ("firm_id", coalesce("matter_id", '00000000-0000-0000-0000-000000000000'::uuid), coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), lower("name"))`,
    );
    // TypeORM keeps the expression of generated columns in its own table (created here, as its schema builder would).
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'documents', 'GENERATED_COLUMN', 'search_vector', $1)`,
      ["to_tsvector('english'::regconfig, (coalesce(title, '') || ' ' || coalesce(text_content, '')))"],
    );
    await queryRunner.query(`CREATE TABLE "documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid, "folder_id" uuid, "title" character varying(255) NOT NULL, "original_name" character varying(255) NOT NULL, "content_type" character varying(100) NOT NULL, "size" bigint NOT NULL, "storage_key" character varying(200) NOT NULL, "received_date" date, "category" character varying(100), "uploaded_by_id" uuid, "text_content" text, "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, (coalesce(title, '') || ' ' || coalesce(text_content, '')))) STORED NOT NULL, CONSTRAINT "PK_ac51aa5181ee2036f5ca482857c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b535ce0d7de1d20823edee1653" ON "documents"  ("firm_id", "folder_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1ed70db67f7d678b7589d7beeb" ON "documents"  ("firm_id", "matter_id", "folder_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "documents_search_vector" ON "documents" USING gin ("search_vector")`);
    await queryRunner.query(`CREATE INDEX "documents_title_trgm" ON "documents" USING gin ("title" gin_trgm_ops)`);
    await queryRunner.query(`ALTER TYPE "public"."option_list_key" ADD VALUE 'DOCUMENT_CATEGORIES'`);
    await queryRunner.query(`ALTER TABLE "document_folders" ADD CONSTRAINT "FK_921d68ffd009f4f48d95dfe9c5f" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "document_folders" ADD CONSTRAINT "FK_7f226a5aebcd7d407641ec44a62" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "document_folders" ADD CONSTRAINT "FK_1d25c051a0a16dc48aae44860d1" FOREIGN KEY ("parent_id") REFERENCES "document_folders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "document_folders" ADD CONSTRAINT "FK_7f985180f5fee2b3a78e4a7363c" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "documents" ADD CONSTRAINT "FK_5d0f793be458aab8fea1f7dc3e2" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "documents" ADD CONSTRAINT "FK_8324b7ffebc32c4fa47f7c16762" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "documents" ADD CONSTRAINT "FK_e0ccba38ea80d444e2f4614d7cd" FOREIGN KEY ("folder_id") REFERENCES "document_folders"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "documents" ADD CONSTRAINT "FK_02306fdd7023e63532159eefb3c" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    // The folders cases were opened with become their top-level document folders (same ids).
    await queryRunner.query(
      `INSERT INTO "document_folders" ("id", "created_at", "updated_at", "version", "firm_id", "matter_id", "parent_id", "name", "category")
       SELECT f.id, f.created_at, f.updated_at, f.version, m.firm_id, f.matter_id, NULL, f.name, f.category
       FROM "matter_folders" f JOIN "matters" m ON m.id = f.matter_id
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(`DROP TABLE "matter_folders"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "matter_folders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "matter_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "category" character varying(60), CONSTRAINT "PK_a27965bd09b1355ec2d66afeba7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_208e1fb30bf169a82def9edf66" ON "matter_folders"  ("matter_id", "name") `);
    await queryRunner.query(`ALTER TABLE "matter_folders" ADD CONSTRAINT "FK_22cbc5bdd102998b56c59dfda74" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(
      `INSERT INTO "matter_folders" ("id", "created_at", "updated_at", "version", "matter_id", "name", "category")
       SELECT id, created_at, updated_at, version, matter_id, name, left(category, 60) FROM "document_folders" WHERE matter_id IS NOT NULL AND parent_id IS NULL
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_02306fdd7023e63532159eefb3c"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_e0ccba38ea80d444e2f4614d7cd"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_8324b7ffebc32c4fa47f7c16762"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP CONSTRAINT "FK_5d0f793be458aab8fea1f7dc3e2"`);
    await queryRunner.query(`ALTER TABLE "document_folders" DROP CONSTRAINT "FK_7f985180f5fee2b3a78e4a7363c"`);
    await queryRunner.query(`ALTER TABLE "document_folders" DROP CONSTRAINT "FK_1d25c051a0a16dc48aae44860d1"`);
    await queryRunner.query(`ALTER TABLE "document_folders" DROP CONSTRAINT "FK_7f226a5aebcd7d407641ec44a62"`);
    await queryRunner.query(`ALTER TABLE "document_folders" DROP CONSTRAINT "FK_921d68ffd009f4f48d95dfe9c5f"`);
    await queryRunner.query(`DELETE FROM "firm_option_lists" WHERE "key" = 'DOCUMENT_CATEGORIES'`);
    await queryRunner.query(`CREATE TYPE "public"."option_list_key_old" AS ENUM('CASE_GROUPS', 'CASE_TYPES', 'PRACTICE_AREAS', 'MATTER_STAGES', 'PREFIXES', 'SUFFIXES', 'ADDRESS_TYPES', 'STATES', 'COUNTRIES', 'LANGUAGES', 'ADVERTISING_SOURCES', 'LAW_FIRMS', 'ATTORNEYS', 'REFERRAL_SOURCE_NAMES', 'RELATIONSHIPS', 'PARTY_ROLES', 'PARTY_LABELS', 'LIABILITY_CODES')`);
    await queryRunner.query(`ALTER TABLE "firm_option_lists" ALTER COLUMN "key" TYPE "public"."option_list_key_old" USING "key"::"text"::"public"."option_list_key_old"`);
    await queryRunner.query(`DROP TYPE "public"."option_list_key"`);
    await queryRunner.query(`ALTER TYPE "public"."option_list_key_old" RENAME TO "option_list_key"`);
    await queryRunner.query(`DROP INDEX "public"."documents_title_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."documents_search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1ed70db67f7d678b7589d7beeb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b535ce0d7de1d20823edee1653"`);
    await queryRunner.query(`DROP TABLE "documents"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'documents' AND "name" = 'search_vector'`);
    await queryRunner.query(`DROP INDEX "public"."document_folders_sibling_name"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_47edf381715de11ac15efbff89"`);
    await queryRunner.query(`DROP TABLE "document_folders"`);
  }
}
