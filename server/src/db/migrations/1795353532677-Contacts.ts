import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contacts1795353532677 implements MigrationInterface {
  name = 'Contacts1795353532677';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Typo-tolerant name search and the conflict check use trigram similarity (a trusted extension).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE TABLE "activity_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "actor_id" uuid, "action" character varying(80) NOT NULL, "subject_type" character varying(40) NOT NULL, "subject_id" uuid NOT NULL, "summary" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7ee8afd61a341b2f92812648a45" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_eccaacb06ae0019753086a2b3c" ON "activity_entries"  ("firm_id", "subject_type", "subject_id", "created_at") `);
    await queryRunner.query(`CREATE TYPE "public"."contact_kind" AS ENUM('PERSON', 'COMPANY')`);
    await queryRunner.query(`CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'OTHER')`);
    await queryRunner.query(`CREATE TABLE "contacts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "kind" "public"."contact_kind" NOT NULL, "name" character varying(400) NOT NULL, "prefix" character varying(20), "first_name" character varying(100), "middle_name" character varying(100), "last_name" character varying(100), "nick_name" character varying(100), "suffix" character varying(20), "company_name" character varying(200), "organization" character varying(200), "gender" "public"."gender", "email" character varying(320), "primary_phone" character varying(32), "referred_by" character varying(200), "comments" text, "description" text, "contact_type" character varying(100), "language" character varying(60), "date_of_birth" date, "date_of_death" date, "active" boolean NOT NULL DEFAULT true, "prevent_mailing" boolean NOT NULL DEFAULT false, "locked" boolean NOT NULL DEFAULT false, "no_auto_communication" boolean NOT NULL DEFAULT false, "photo_url" character varying(2048), "country" character varying(60), "birth_place" character varying(200), "ein" character varying(20), "height" character varying(20), "weight" character varying(20), "primary_language" character varying(60), "secondary_language" character varying(60), "mothers_maiden_name" character varying(100), "marital_status" character varying(30), "marriage_date" date, "marriage_location" character varying(200), "spouse_name" character varying(200), "religion" character varying(60), "drivers_license_state" character varying(10), "id_number" character varying(60), "id_state" character varying(10), "race" character varying(60), "occupation" character varying(100), "ssn_encrypted" text, "ssn_last4" character varying(4), "tfn_encrypted" text, "tfn_last4" character varying(4), "medicare_encrypted" text, "medicare_last4" character varying(4), "drivers_license_encrypted" text, "drivers_license_last4" character varying(4), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b99cd40cfd66a99f1571f4f72e6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4ba4f09688ae2e24150e3ef25c" ON "contacts"  ("firm_id", "kind", "name") `);
    await queryRunner.query(`CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin ("name" gin_trgm_ops)`);
    await queryRunner.query(`CREATE TABLE "contact_addresses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "contact_id" uuid NOT NULL, "address_type" character varying(40), "address1" character varying(200), "address2" character varying(200), "city" character varying(100), "county" character varying(100), "zip" character varying(20), "state" character varying(60), "country" character varying(60), "comments" text, "use_org_address" boolean NOT NULL DEFAULT false, "is_primary" boolean NOT NULL DEFAULT false, "position" integer NOT NULL, CONSTRAINT "PK_fddfe10cf61bcdac225f7c00a58" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_44e2904cfa1b776ca4e3e89697" ON "contact_addresses"  ("firm_id", "contact_id", "position") `);
    await queryRunner.query(`CREATE TABLE "contact_phones" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "contact_id" uuid NOT NULL, "type" character varying(40) NOT NULL, "number" character varying(32) NOT NULL, "ext" character varying(10), "can_text" boolean NOT NULL DEFAULT false, "is_primary" boolean NOT NULL DEFAULT false, "auto_comments" text, "position" integer NOT NULL, CONSTRAINT "PK_3263d07aba7c4dd305ee995148f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_fb55488eb86a5435bc1b235374" ON "contact_phones"  ("firm_id", "contact_id", "position") `);
    await queryRunner.query(`ALTER TABLE "contacts" ADD CONSTRAINT "FK_ef6f7e2f601aa9f0f6e01ecea9c" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "contact_addresses" ADD CONSTRAINT "FK_0bd8c1f3042aeec27522dffb833" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "contact_phones" ADD CONSTRAINT "FK_34a49ed9ce0d3668c17051399db" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."contacts_name_trgm"`);
    await queryRunner.query(`ALTER TABLE "contact_phones" DROP CONSTRAINT "FK_34a49ed9ce0d3668c17051399db"`);
    await queryRunner.query(`ALTER TABLE "contact_addresses" DROP CONSTRAINT "FK_0bd8c1f3042aeec27522dffb833"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP CONSTRAINT "FK_ef6f7e2f601aa9f0f6e01ecea9c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fb55488eb86a5435bc1b235374"`);
    await queryRunner.query(`DROP TABLE "contact_phones"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_44e2904cfa1b776ca4e3e89697"`);
    await queryRunner.query(`DROP TABLE "contact_addresses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4ba4f09688ae2e24150e3ef25c"`);
    await queryRunner.query(`DROP TABLE "contacts"`);
    await queryRunner.query(`DROP TYPE "public"."gender"`);
    await queryRunner.query(`DROP TYPE "public"."contact_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_eccaacb06ae0019753086a2b3c"`);
    await queryRunner.query(`DROP TABLE "activity_entries"`);
  }
}
