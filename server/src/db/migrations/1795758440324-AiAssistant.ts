import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AiAssistant1795758440324 implements MigrationInterface {
  name = 'AiAssistant1795758440324';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ai_chat_documents" ("chat_id" uuid NOT NULL, "document_id" uuid NOT NULL, "firm_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4bcca240b23d6d3a763d4d1b962" PRIMARY KEY ("chat_id", "document_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2a5be319ab9395c6911e052368" ON "ai_chat_documents"  ("document_id") `);
    await queryRunner.query(`ALTER TABLE "ai_chats" ADD "matter_id" uuid`);
    await queryRunner.query(`ALTER TABLE "ai_messages" ADD "sources" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "ai_messages" ADD "tool_turns" jsonb`);
    await queryRunner.query(`CREATE INDEX "IDX_8204ac389dad79e577b08ac5d2" ON "ai_chats"  ("matter_id") `);
    await queryRunner.query(`ALTER TABLE "ai_chats" ADD CONSTRAINT "FK_8204ac389dad79e577b08ac5d20" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" ADD CONSTRAINT "FK_cc95d59234d83c139f1fcbd7e8c" FOREIGN KEY ("chat_id") REFERENCES "ai_chats"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" ADD CONSTRAINT "FK_2a5be319ab9395c6911e0523685" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" ADD CONSTRAINT "FK_f7aae65c7ba669cd8d4cdcec2e9" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Row-level security as on every firm table (migration RowLevelSecurity).
    await queryRunner.query(`CREATE POLICY firm_rows ON "ai_chat_documents" USING (firm_id = (SELECT app_firm_id()) OR (SELECT app_scope()) = 'system')`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" FORCE ROW LEVEL SECURITY`);
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          GRANT SELECT, INSERT, UPDATE, DELETE ON "ai_chat_documents" TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" DROP CONSTRAINT "FK_f7aae65c7ba669cd8d4cdcec2e9"`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" DROP CONSTRAINT "FK_2a5be319ab9395c6911e0523685"`);
    await queryRunner.query(`ALTER TABLE "ai_chat_documents" DROP CONSTRAINT "FK_cc95d59234d83c139f1fcbd7e8c"`);
    await queryRunner.query(`ALTER TABLE "ai_chats" DROP CONSTRAINT "FK_8204ac389dad79e577b08ac5d20"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8204ac389dad79e577b08ac5d2"`);
    await queryRunner.query(`ALTER TABLE "ai_messages" DROP COLUMN "tool_turns"`);
    await queryRunner.query(`ALTER TABLE "ai_messages" DROP COLUMN "sources"`);
    await queryRunner.query(`ALTER TABLE "ai_chats" DROP COLUMN "matter_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2a5be319ab9395c6911e052368"`);
    await queryRunner.query(`DROP TABLE "ai_chat_documents"`);
  }
}
