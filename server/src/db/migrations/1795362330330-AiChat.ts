import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AiChat1795362330330 implements MigrationInterface {
  name = 'AiChat1795362330330';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ai_chats" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "user_id" uuid NOT NULL, "title" character varying(120) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_47fdab302dc6cb5f9f094e1e98c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f9f43a3218c797c3c07c5f1a53" ON "ai_chats"  ("user_id", "updated_at") `);
    await queryRunner.query(`CREATE TYPE "public"."ai_role" AS ENUM('USER', 'ASSISTANT')`);
    await queryRunner.query(`CREATE TYPE "public"."ai_message_status" AS ENUM('COMPLETE', 'STREAMING', 'FAILED')`);
    await queryRunner.query(`CREATE TABLE "ai_messages" ("id" uuid NOT NULL, "chat_id" uuid NOT NULL, "role" "public"."ai_role" NOT NULL, "content" text NOT NULL, "status" "public"."ai_message_status" NOT NULL DEFAULT 'COMPLETE', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a390434d4a515ba18a41bc996c2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4facba23332ddeb73299899bb5" ON "ai_messages"  ("chat_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "ai_usage" ("firm_id" uuid NOT NULL, "user_id" uuid NOT NULL, "day" date NOT NULL, "words" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_7e04eee9e995a041aedef045c38" PRIMARY KEY ("firm_id", "user_id", "day"))`);
    await queryRunner.query(`ALTER TABLE "ai_chats" ADD CONSTRAINT "FK_e782ad972c3dbd55959a76e6d84" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_chats" ADD CONSTRAINT "FK_15eb3ed85e2704d6a8248a18f8f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_messages" ADD CONSTRAINT "FK_3c84826d6e2d266beab6c03421c" FOREIGN KEY ("chat_id") REFERENCES "ai_chats"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ai_messages" DROP CONSTRAINT "FK_3c84826d6e2d266beab6c03421c"`);
    await queryRunner.query(`ALTER TABLE "ai_chats" DROP CONSTRAINT "FK_15eb3ed85e2704d6a8248a18f8f"`);
    await queryRunner.query(`ALTER TABLE "ai_chats" DROP CONSTRAINT "FK_e782ad972c3dbd55959a76e6d84"`);
    await queryRunner.query(`DROP TABLE "ai_usage"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4facba23332ddeb73299899bb5"`);
    await queryRunner.query(`DROP TABLE "ai_messages"`);
    await queryRunner.query(`DROP TYPE "public"."ai_message_status"`);
    await queryRunner.query(`DROP TYPE "public"."ai_role"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f9f43a3218c797c3c07c5f1a53"`);
    await queryRunner.query(`DROP TABLE "ai_chats"`);
  }
}
