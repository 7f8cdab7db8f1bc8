import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Workflows1795369303785 implements MigrationInterface {
  name = 'Workflows1795369303785';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."workflow_trigger" AS ENUM('ON_CREATE', 'ON_STAGE', 'MANUAL')`);
    await queryRunner.query(`CREATE TABLE "workflow_templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "case_type" character varying(100), "trigger" "public"."workflow_trigger" NOT NULL, "stage" character varying(100), "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_de336a1fce23ad3261d49423eae" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_3277597bac08ddd5cda4566730" ON "workflow_templates"  ("firm_id", "trigger") `);
    await queryRunner.query(`CREATE TABLE "workflow_steps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "template_id" uuid NOT NULL, "position" integer NOT NULL, "title" character varying(300) NOT NULL, "description" text, "type" character varying(60), "priority" "public"."task_priority" NOT NULL DEFAULT 'NORMAL', "due_offset_days" integer, "assignee_role" "public"."user_role", CONSTRAINT "PK_b602e5ecb22943db11c96a7f31c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8dbca5b1cc5c5360f05e186fd7" ON "workflow_steps"  ("template_id", "position") `);
    await queryRunner.query(`CREATE TABLE "workflow_applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "template_id" uuid, "template_name" character varying(120) NOT NULL, "trigger" "public"."workflow_trigger" NOT NULL, "task_count" integer NOT NULL, "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "applied_by_id" uuid, CONSTRAINT "PK_18d0bdf3f2c80a5a7ef20a4febc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_98ad84ab825097160a3739cf7b" ON "workflow_applications"  ("firm_id", "matter_id", "template_id") `);
    await queryRunner.query(`ALTER TABLE "workflow_templates" ADD CONSTRAINT "FK_0b1260d2104fc69b4c90f5ce394" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workflow_steps" ADD CONSTRAINT "FK_cb6b1948ae959d7957933f3be52" FOREIGN KEY ("template_id") REFERENCES "workflow_templates"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" ADD CONSTRAINT "FK_f35b65bea70c4ef0fdd4123153b" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" ADD CONSTRAINT "FK_8096f683abda773491fa9e6c49c" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" ADD CONSTRAINT "FK_2b2cc0e3226a1a18fd319079c06" FOREIGN KEY ("template_id") REFERENCES "workflow_templates"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" ADD CONSTRAINT "FK_8ec509eb9fe188bdbf2d3cf3906" FOREIGN KEY ("applied_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "workflow_applications" DROP CONSTRAINT "FK_8ec509eb9fe188bdbf2d3cf3906"`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" DROP CONSTRAINT "FK_2b2cc0e3226a1a18fd319079c06"`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" DROP CONSTRAINT "FK_8096f683abda773491fa9e6c49c"`);
    await queryRunner.query(`ALTER TABLE "workflow_applications" DROP CONSTRAINT "FK_f35b65bea70c4ef0fdd4123153b"`);
    await queryRunner.query(`ALTER TABLE "workflow_steps" DROP CONSTRAINT "FK_cb6b1948ae959d7957933f3be52"`);
    await queryRunner.query(`ALTER TABLE "workflow_templates" DROP CONSTRAINT "FK_0b1260d2104fc69b4c90f5ce394"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_98ad84ab825097160a3739cf7b"`);
    await queryRunner.query(`DROP TABLE "workflow_applications"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8dbca5b1cc5c5360f05e186fd7"`);
    await queryRunner.query(`DROP TABLE "workflow_steps"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3277597bac08ddd5cda4566730"`);
    await queryRunner.query(`DROP TABLE "workflow_templates"`);
    await queryRunner.query(`DROP TYPE "public"."workflow_trigger"`);
  }
}
