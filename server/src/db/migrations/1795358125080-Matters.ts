import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Matters1795358125080 implements MigrationInterface {
  name = 'Matters1795358125080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."matter_status" AS ENUM('PENDING', 'IN_PROGRESS', 'COMPLETED')`);
    await queryRunner.query(`CREATE TYPE "public"."matter_priority" AS ENUM('HIGH', 'NORMAL', 'LOW')`);
    await queryRunner.query(`CREATE TYPE "public"."matter_permission" AS ENUM('EVERYONE', 'SPECIFIC_USERS')`);
    await queryRunner.query(`CREATE TYPE "public"."accident_timing" AS ENUM('MORE_THAN_TWO_YEARS', 'LESS_THAN_TWO_WEEKS', 'TWO_WEEKS_TO_TWO_YEARS')`);
    await queryRunner.query(`CREATE TYPE "public"."injury_location" AS ENUM('STORE_RETAIL', 'WAREHOUSE', 'RESIDENCE_APARTMENT', 'RESIDENCE_HOUSE', 'ROAD', 'PARKING_LOT', 'PARK', 'OTHER')`);
    await queryRunner.query(`CREATE TABLE "matters" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "number" character varying(40) NOT NULL, "name" character varying(300) NOT NULL, "client_id" uuid, "case_group" character varying(100), "case_type" character varying(100), "case_sub_type" character varying(100), "practice_area" character varying(100), "stage" character varying(100), "court" character varying(200), "description" text, "facts" text, "status" "public"."matter_status" NOT NULL DEFAULT 'PENDING', "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "priority" "public"."matter_priority" NOT NULL DEFAULT 'NORMAL', "permission" "public"."matter_permission" NOT NULL DEFAULT 'EVERYONE', "deleted_at" TIMESTAMP WITH TIME ZONE, "incident_state" character varying(60), "incident_date" date, "incident_liability_code" character varying(40), "incident_comments" text, "incident_facts" text, "incident_merged_facts" text, "incident_accident_timing" "public"."accident_timing", "incident_previous_attorney" boolean, "incident_injury_location" "public"."injury_location", "incident_property_owner" text, "incident_reported_incident" boolean, "incident_serious_injury" boolean NOT NULL DEFAULT false, "incident_no_injury" boolean NOT NULL DEFAULT false, "incident_injured_plaintiff_id" uuid, "incident_other_injuries" text, "referral_advertising_source" character varying(100), "referral_advertising_comments" text, "referral_law_firm" character varying(200), "referral_attorney" character varying(200), "referral_law_firm_comments" text, "referral_source_name" character varying(200), "referral_relationship" character varying(100), "referral_other_comments" text, CONSTRAINT "PK_b6e879e12614eaedc4a6fdcb2b3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5d5f3da8883be043b341e7559d" ON "matters"  ("firm_id", "number") WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_4b7e14a75b9ae8819616afa5c2" ON "matters"  ("firm_id", "status", "name") `);
    await queryRunner.query(`CREATE TABLE "matter_access" ("matter_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_e9d055faf648c062b0b0ccbc53e" PRIMARY KEY ("matter_id", "user_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ba13586aeddf9e46a9dc7f0a4e" ON "matter_access"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "matter_staff" ("matter_id" uuid NOT NULL, "user_id" uuid NOT NULL, "position" integer NOT NULL, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_02d5e5368c79754be01a72e1816" PRIMARY KEY ("matter_id", "user_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5c2112a5e2e1ac61ef6fca8962" ON "matter_staff"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "matter_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "matter_id" uuid NOT NULL, "from_status" "public"."matter_status", "to_status" "public"."matter_status" NOT NULL, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "changed_by_id" uuid, CONSTRAINT "PK_a674944545e064371dbadf27772" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_3927c1c60f21e88d41732f55f8" ON "matter_status_changes"  ("matter_id", "changed_at") `);
    await queryRunner.query(`CREATE TYPE "public"."party_category" AS ENUM('PLAINTIFF', 'OTHER_PLAINTIFF', 'PLAINTIFF_CONTACT', 'COUNTER_CLAIM', 'DEFENDANT', 'NON_PARTY_CONTACT', 'THIRD_PARTY_ACTION')`);
    await queryRunner.query(`CREATE TABLE "matter_parties" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "contact_id" uuid NOT NULL, "category" "public"."party_category" NOT NULL, "role" character varying(60), "primary_label" character varying(60), "group_name" character varying(60), "comment" text, "primary_comment" text, "related_party_id" uuid, "position" integer NOT NULL, CONSTRAINT "PK_35abf1147f9ca451ad0f92d574f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c46e5b4c1b826f926432389958" ON "matter_parties"  ("firm_id", "contact_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a6c0b9fb5912ca423cfc35f817" ON "matter_parties"  ("firm_id", "matter_id", "category", "position") `);
    await queryRunner.query(`CREATE TABLE "matter_timeline_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "matter_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "date" date NOT NULL, "time" character varying(5), CONSTRAINT "PK_8cf0e9325a4a1c42d47001fb94d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5e6858f994c6357d82436966e2" ON "matter_timeline_entries"  ("matter_id", "date") `);
    await queryRunner.query(`CREATE TABLE "matter_folders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "matter_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "category" character varying(60), CONSTRAINT "PK_a27965bd09b1355ec2d66afeba7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_208e1fb30bf169a82def9edf66" ON "matter_folders"  ("matter_id", "name") `);
    await queryRunner.query(`CREATE TYPE "public"."option_list_key" AS ENUM('CASE_GROUPS', 'CASE_TYPES', 'PRACTICE_AREAS', 'MATTER_STAGES', 'PREFIXES', 'SUFFIXES', 'ADDRESS_TYPES', 'STATES', 'COUNTRIES', 'LANGUAGES', 'ADVERTISING_SOURCES', 'LAW_FIRMS', 'ATTORNEYS', 'REFERRAL_SOURCE_NAMES', 'RELATIONSHIPS', 'PARTY_ROLES', 'PARTY_LABELS', 'LIABILITY_CODES')`);
    await queryRunner.query(`CREATE TABLE "firm_option_lists" ("firm_id" uuid NOT NULL, "key" "public"."option_list_key" NOT NULL, "values" text array NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3cf5627dfd59efde7d597b5130f" PRIMARY KEY ("firm_id", "key"))`);
    await queryRunner.query(`ALTER TABLE "matters" ADD CONSTRAINT "FK_bd5098d002707ef6a34bd8dc546" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matters" ADD CONSTRAINT "FK_01485a46141fcfa55fd498f8d06" FOREIGN KEY ("client_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_access" ADD CONSTRAINT "FK_1ea03828332f0b0c0d069b92f15" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_access" ADD CONSTRAINT "FK_ba13586aeddf9e46a9dc7f0a4e4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_staff" ADD CONSTRAINT "FK_2286d856fbc0d08ca71f18bdd2d" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_staff" ADD CONSTRAINT "FK_5c2112a5e2e1ac61ef6fca89621" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" ADD CONSTRAINT "FK_004a8c57d24e4b8c838869d79fd" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_parties" ADD CONSTRAINT "FK_fd3cf137b1f28b49a796c697e1c" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_parties" ADD CONSTRAINT "FK_85306d08f7fee00d84de49b3ae5" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" ADD CONSTRAINT "FK_722fa863b02488c4d4991aecdbc" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_folders" ADD CONSTRAINT "FK_22cbc5bdd102998b56c59dfda74" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "firm_option_lists" ADD CONSTRAINT "FK_52989e78a24dbfdedee0af43445" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "firm_option_lists" DROP CONSTRAINT "FK_52989e78a24dbfdedee0af43445"`);
    await queryRunner.query(`ALTER TABLE "matter_folders" DROP CONSTRAINT "FK_22cbc5bdd102998b56c59dfda74"`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" DROP CONSTRAINT "FK_722fa863b02488c4d4991aecdbc"`);
    await queryRunner.query(`ALTER TABLE "matter_parties" DROP CONSTRAINT "FK_85306d08f7fee00d84de49b3ae5"`);
    await queryRunner.query(`ALTER TABLE "matter_parties" DROP CONSTRAINT "FK_fd3cf137b1f28b49a796c697e1c"`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" DROP CONSTRAINT "FK_004a8c57d24e4b8c838869d79fd"`);
    await queryRunner.query(`ALTER TABLE "matter_staff" DROP CONSTRAINT "FK_5c2112a5e2e1ac61ef6fca89621"`);
    await queryRunner.query(`ALTER TABLE "matter_staff" DROP CONSTRAINT "FK_2286d856fbc0d08ca71f18bdd2d"`);
    await queryRunner.query(`ALTER TABLE "matter_access" DROP CONSTRAINT "FK_ba13586aeddf9e46a9dc7f0a4e4"`);
    await queryRunner.query(`ALTER TABLE "matter_access" DROP CONSTRAINT "FK_1ea03828332f0b0c0d069b92f15"`);
    await queryRunner.query(`ALTER TABLE "matters" DROP CONSTRAINT "FK_01485a46141fcfa55fd498f8d06"`);
    await queryRunner.query(`ALTER TABLE "matters" DROP CONSTRAINT "FK_bd5098d002707ef6a34bd8dc546"`);
    await queryRunner.query(`DROP TABLE "firm_option_lists"`);
    await queryRunner.query(`DROP TYPE "public"."option_list_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_208e1fb30bf169a82def9edf66"`);
    await queryRunner.query(`DROP TABLE "matter_folders"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5e6858f994c6357d82436966e2"`);
    await queryRunner.query(`DROP TABLE "matter_timeline_entries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a6c0b9fb5912ca423cfc35f817"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c46e5b4c1b826f926432389958"`);
    await queryRunner.query(`DROP TABLE "matter_parties"`);
    await queryRunner.query(`DROP TYPE "public"."party_category"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3927c1c60f21e88d41732f55f8"`);
    await queryRunner.query(`DROP TABLE "matter_status_changes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5c2112a5e2e1ac61ef6fca8962"`);
    await queryRunner.query(`DROP TABLE "matter_staff"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ba13586aeddf9e46a9dc7f0a4e"`);
    await queryRunner.query(`DROP TABLE "matter_access"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4b7e14a75b9ae8819616afa5c2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5d5f3da8883be043b341e7559d"`);
    await queryRunner.query(`DROP TABLE "matters"`);
    await queryRunner.query(`DROP TYPE "public"."injury_location"`);
    await queryRunner.query(`DROP TYPE "public"."accident_timing"`);
    await queryRunner.query(`DROP TYPE "public"."matter_permission"`);
    await queryRunner.query(`DROP TYPE "public"."matter_priority"`);
    await queryRunner.query(`DROP TYPE "public"."matter_status"`);
  }
}
