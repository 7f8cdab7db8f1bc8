import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CaseEmails1795372710238 implements MigrationInterface {
  name = 'CaseEmails1795372710238';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."email_direction" AS ENUM('INBOUND', 'OUTBOUND')`);
    await queryRunner.query(`CREATE TYPE "public"."email_origin" AS ENUM('IMPORTED', 'RECORDED')`);
    await queryRunner.query(`CREATE TABLE "case_emails" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "description" character varying(500) NOT NULL, "category" character varying(60), "sub_category" character varying(60), "reviewed" boolean NOT NULL DEFAULT false, "reviewed_at" TIMESTAMP WITH TIME ZONE, "reviewed_by_id" uuid, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "from_address" character varying(500) NOT NULL, "to_addresses" text NOT NULL DEFAULT '', "direction" "public"."email_direction" NOT NULL, "origin" "public"."email_origin" NOT NULL, "body_text" text, "message_id" character varying(998), "attachment_count" integer NOT NULL DEFAULT '0', "created_by_id" uuid, CONSTRAINT "PK_819cc11d7d7ba730e275c3d320e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_97918420cd40b38d1359c2a3c8" ON "case_emails"  ("matter_id", "message_id") WHERE message_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_56f1e4dcff270195032772b675" ON "case_emails"  ("firm_id", "matter_id", "sent_at") `);
    await queryRunner.query(`CREATE TABLE "case_email_attachments" ("email_id" uuid NOT NULL, "document_id" uuid NOT NULL, CONSTRAINT "PK_1b0cc9fab937c372077a4b72f0d" PRIMARY KEY ("email_id", "document_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9f10e3505f6586751308d379af" ON "case_email_attachments"  ("document_id") `);
    await queryRunner.query(`ALTER TABLE "case_emails" ADD CONSTRAINT "FK_c1cd8a1e84d871d6e7852d131c4" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_emails" ADD CONSTRAINT "FK_8350e7eaa18a2e7f79ba85ed473" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_emails" ADD CONSTRAINT "FK_62b29a6da1ec2beb8929f74e7de" FOREIGN KEY ("reviewed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" ADD CONSTRAINT "FK_fe02947e14762a22761675ddfcc" FOREIGN KEY ("email_id") REFERENCES "case_emails"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" ADD CONSTRAINT "FK_9f10e3505f6586751308d379af6" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "case_email_attachments" DROP CONSTRAINT "FK_9f10e3505f6586751308d379af6"`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" DROP CONSTRAINT "FK_fe02947e14762a22761675ddfcc"`);
    await queryRunner.query(`ALTER TABLE "case_emails" DROP CONSTRAINT "FK_62b29a6da1ec2beb8929f74e7de"`);
    await queryRunner.query(`ALTER TABLE "case_emails" DROP CONSTRAINT "FK_8350e7eaa18a2e7f79ba85ed473"`);
    await queryRunner.query(`ALTER TABLE "case_emails" DROP CONSTRAINT "FK_c1cd8a1e84d871d6e7852d131c4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9f10e3505f6586751308d379af"`);
    await queryRunner.query(`DROP TABLE "case_email_attachments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_56f1e4dcff270195032772b675"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97918420cd40b38d1359c2a3c8"`);
    await queryRunner.query(`DROP TABLE "case_emails"`);
    await queryRunner.query(`DROP TYPE "public"."email_origin"`);
    await queryRunner.query(`DROP TYPE "public"."email_direction"`);
  }
}
