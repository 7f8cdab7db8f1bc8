import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tasks1795364063190 implements MigrationInterface {
  name = 'Tasks1795364063190';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."task_column" AS ENUM('IN_QUEUE', 'IN_PROGRESS', 'NEED_REVISION', 'DONE')`);
    await queryRunner.query(`CREATE TYPE "public"."task_priority" AS ENUM('URGENT', 'HIGH', 'NORMAL', 'LOW')`);
    await queryRunner.query(`CREATE TABLE "tasks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid, "title" character varying(300) NOT NULL, "description" text, "due_date" date, "column" "public"."task_column" NOT NULL DEFAULT 'IN_QUEUE', "position" integer NOT NULL, "priority" "public"."task_priority" NOT NULL DEFAULT 'NORMAL', "estimate_minutes" integer, "type" character varying(60), "requester_id" uuid, CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_62daf0a44a2e1af098889a9a50" ON "tasks"  ("firm_id", "due_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_97d99c7ae8637db31e076a0198" ON "tasks"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f568899418d783ff1b8a579018" ON "tasks"  ("firm_id", "column", "position") `);
    await queryRunner.query(`CREATE TABLE "task_assignees" ("task_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_7ae8012667c1cc4ca8266002afc" PRIMARY KEY ("task_id", "user_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_bb8051e376a2b083e074678cb6" ON "task_assignees"  ("user_id") `);
    await queryRunner.query(`ALTER TABLE "tasks" ADD CONSTRAINT "FK_07ec24432add067e9023e60d43c" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tasks" ADD CONSTRAINT "FK_098d5dc60db0e81221cc768141d" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "tasks" ADD CONSTRAINT "FK_171c1a03aedf384a5b1a0624f25" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_0141288f2306f20da9a60ec8d69" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_bb8051e376a2b083e074678cb60" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_bb8051e376a2b083e074678cb60"`);
    await queryRunner.query(`ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_0141288f2306f20da9a60ec8d69"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_171c1a03aedf384a5b1a0624f25"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_098d5dc60db0e81221cc768141d"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_07ec24432add067e9023e60d43c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bb8051e376a2b083e074678cb6"`);
    await queryRunner.query(`DROP TABLE "task_assignees"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f568899418d783ff1b8a579018"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97d99c7ae8637db31e076a0198"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_62daf0a44a2e1af098889a9a50"`);
    await queryRunner.query(`DROP TABLE "tasks"`);
    await queryRunner.query(`DROP TYPE "public"."task_priority"`);
    await queryRunner.query(`DROP TYPE "public"."task_column"`);
  }
}
