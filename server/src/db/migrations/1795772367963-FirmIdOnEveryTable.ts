import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHILD_TABLES } from './1795390000000-RowLevelSecurity';

/** The tables that reached their firm only through a parent row (all of RowLevelSecurity's but a session, which stays its user's). */
const CHILDREN = CHILD_TABLES.filter(([table]) => table !== 'sessions');

/**
 * Every firm-owned table carries its firm: the child tables get `firm_id`, filled from their
 * parent row, kept equal to the parent's by a composite foreign key (`(firm_id, parent_id)` ->
 * parent `(firm_id, id)`), and their row-level security policy becomes the direct `firm_id`
 * test of every other firm table (no probe of the parent per row). Every firm table gets an index
 * led by `firm_id`. This is what lets a distributed PostgreSQL (Citus) place all of a firm's rows
 * on one node (README, "Citus").
 */
export class FirmIdOnEveryTable1795772367963 implements MigrationInterface {
  name = 'FirmIdOnEveryTable1795772367963';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ai_messages" DROP CONSTRAINT "FK_3c84826d6e2d266beab6c03421c"`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" DROP CONSTRAINT "FK_8ec385ad71988de02cd6c44bde7"`);
    await queryRunner.query(`ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_0141288f2306f20da9a60ec8d69"`);
    await queryRunner.query(`ALTER TABLE "matter_access" DROP CONSTRAINT "FK_1ea03828332f0b0c0d069b92f15"`);
    await queryRunner.query(`ALTER TABLE "matter_staff" DROP CONSTRAINT "FK_2286d856fbc0d08ca71f18bdd2d"`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" DROP CONSTRAINT "FK_004a8c57d24e4b8c838869d79fd"`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" DROP CONSTRAINT "FK_722fa863b02488c4d4991aecdbc"`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" DROP CONSTRAINT "FK_f014a7bf5fc959d26884a547fc0"`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" DROP CONSTRAINT "FK_c6ee6e977c754c3789d48870552"`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" DROP CONSTRAINT "FK_4bd226157dde37af9741648547a"`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" DROP CONSTRAINT "FK_c062deb8e53615b302b0292972d"`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" DROP CONSTRAINT "FK_fe02947e14762a22761675ddfcc"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_2da95dc86a54a00ff20ce46d0fe"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP CONSTRAINT "FK_e94fa427d3da279450dba6f4aa6"`);
    await queryRunner.query(`ALTER TABLE "conversation_members" DROP CONSTRAINT "FK_36340a1704b039608e34244511f"`);
    await queryRunner.query(`ALTER TABLE "workflow_steps" DROP CONSTRAINT "FK_cb6b1948ae959d7957933f3be52"`);
    for (const [table, column, parent] of CHILDREN) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "firm_id" uuid`);
      await queryRunner.query(`UPDATE "${table}" child SET firm_id = parent.firm_id FROM "${parent}" parent WHERE parent.id = child."${column}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "firm_id" SET NOT NULL`);
    }
    await queryRunner.query(`CREATE INDEX "IDX_f7aae65c7ba669cd8d4cdcec2e" ON "ai_chat_documents"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_8972619b32f5b4c7aa42c36380" ON "ai_messages"  ("firm_id", "chat_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_161052fa8cf3551fad9aa15173" ON "calendar_event_attendees"  ("firm_id", "event_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_489f004a155401a1ca61ac7bbf" ON "calendar_feeds"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e98b250ea37bba9142f083739b" ON "task_assignees"  ("firm_id", "task_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9962da81e4ada6cab087ccc61c" ON "matter_access"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2376de460fcb629f1c1115db05" ON "matter_staff"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_8a3c9a2791761f29440850a4d7" ON "matter_status_changes"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_95ac8997ace1308cdcd11a2597" ON "matter_timeline_entries"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_572e211fadcd897b237409d42f" ON "statute_tollings"  ("firm_id", "statute_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_96365716879787711fb61c3716" ON "statute_reminders"  ("firm_id", "statute_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0ca9284b3431d3aed58fc3474c" ON "deadline_chain_steps"  ("firm_id", "template_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5748857cf740e8d5f663fae322" ON "matter_deadlines"  ("firm_id", "chain_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_46d40134cfa869e4190accfae4" ON "case_email_attachments"  ("firm_id", "email_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_456436983b961faa15ac4d7e0a" ON "invitations"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_afcc4efbba60d978061a3ebc31" ON "invoice_lines"  ("firm_id", "invoice_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_8b4338b900cf23015be02af6cd" ON "invoice_payments"  ("firm_id", "invoice_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6996266f63e520eab2514c6712" ON "conversation_members"  ("firm_id", "conversation_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee42463d849386839af17c0e5f" ON "messages"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ec3e43ee71bb235660909125f1" ON "notifications"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bf8225eb2970991c97b0dec18a" ON "fee_agreements"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_73e0721daa1f0ee3f418c3345c" ON "trust_clearances"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7a77d9147a5838ff8d81270f82" ON "trust_reconciliations"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fda610867decebe8b086efa7cc" ON "trust_reconciliation_items"  ("firm_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9327d70ef40e626e7763ecd687" ON "workflow_steps"  ("firm_id", "template_id") `);
    await queryRunner.query(`ALTER TABLE "matters" ADD CONSTRAINT "UQ_23aa7d83a61e7cc882307a88243" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "ai_chats" ADD CONSTRAINT "UQ_445d9fba83d34a4d62ac59a915b" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "calendar_events" ADD CONSTRAINT "UQ_b03dfe7b4974a8db6edb2d6a25e" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "tasks" ADD CONSTRAINT "UQ_b684174fc5c8708e806041a5eb4" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" ADD CONSTRAINT "UQ_af99886cd106a22c069c076ee4a" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_templates" ADD CONSTRAINT "UQ_4232d64989debcbd89a14e32aaf" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "matter_deadline_chains" ADD CONSTRAINT "UQ_dc79c157e20529108c89a28a3b6" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "case_emails" ADD CONSTRAINT "UQ_c110ef1149156ba71d1542430b1" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "UQ_79c5ec6ec009fbc7f461a888ac0" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "conversations" ADD CONSTRAINT "UQ_4c9771941a0ba9c1c8d0fdacbe8" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "workflow_templates" ADD CONSTRAINT "UQ_f50665b9b233a496ac9dd6ccec6" UNIQUE ("firm_id", "id")`);
    await queryRunner.query(`ALTER TABLE "ai_messages" ADD CONSTRAINT "FK_8972619b32f5b4c7aa42c36380b" FOREIGN KEY ("chat_id", "firm_id") REFERENCES "ai_chats"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "FK_161052fa8cf3551fad9aa15173c" FOREIGN KEY ("event_id", "firm_id") REFERENCES "calendar_events"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_e98b250ea37bba9142f083739b3" FOREIGN KEY ("task_id", "firm_id") REFERENCES "tasks"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_access" ADD CONSTRAINT "FK_9962da81e4ada6cab087ccc61c6" FOREIGN KEY ("matter_id", "firm_id") REFERENCES "matters"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_staff" ADD CONSTRAINT "FK_2376de460fcb629f1c1115db05b" FOREIGN KEY ("matter_id", "firm_id") REFERENCES "matters"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" ADD CONSTRAINT "FK_8a3c9a2791761f29440850a4d72" FOREIGN KEY ("matter_id", "firm_id") REFERENCES "matters"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" ADD CONSTRAINT "FK_95ac8997ace1308cdcd11a25970" FOREIGN KEY ("matter_id", "firm_id") REFERENCES "matters"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" ADD CONSTRAINT "FK_572e211fadcd897b237409d42f1" FOREIGN KEY ("statute_id", "firm_id") REFERENCES "matter_statutes"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" ADD CONSTRAINT "FK_96365716879787711fb61c37161" FOREIGN KEY ("statute_id", "firm_id") REFERENCES "matter_statutes"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" ADD CONSTRAINT "FK_0ca9284b3431d3aed58fc3474c3" FOREIGN KEY ("template_id", "firm_id") REFERENCES "deadline_chain_templates"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" ADD CONSTRAINT "FK_5748857cf740e8d5f663fae3220" FOREIGN KEY ("chain_id", "firm_id") REFERENCES "matter_deadline_chains"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" ADD CONSTRAINT "FK_46d40134cfa869e4190accfae40" FOREIGN KEY ("email_id", "firm_id") REFERENCES "case_emails"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD CONSTRAINT "FK_afcc4efbba60d978061a3ebc312" FOREIGN KEY ("invoice_id", "firm_id") REFERENCES "invoices"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" ADD CONSTRAINT "FK_8b4338b900cf23015be02af6cd3" FOREIGN KEY ("invoice_id", "firm_id") REFERENCES "invoices"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "conversation_members" ADD CONSTRAINT "FK_6996266f63e520eab2514c6712c" FOREIGN KEY ("conversation_id", "firm_id") REFERENCES "conversations"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "workflow_steps" ADD CONSTRAINT "FK_9327d70ef40e626e7763ecd6879" FOREIGN KEY ("template_id", "firm_id") REFERENCES "workflow_templates"("id","firm_id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // The direct test of every firm table (migration RowLevelSecurity), in place of the parent probe.
    for (const [table] of CHILDREN) {
      await queryRunner.query(`DROP POLICY firm_rows ON "${table}"`);
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (firm_id = (SELECT app_firm_id()) OR (SELECT app_scope()) = 'system')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, parent] of CHILDREN) {
      await queryRunner.query(`DROP POLICY firm_rows ON "${table}"`);
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (EXISTS (SELECT FROM "${parent}" parent WHERE parent.id = "${table}"."${column}" OFFSET 0))`);
    }
    await queryRunner.query(`ALTER TABLE "workflow_steps" DROP CONSTRAINT "FK_9327d70ef40e626e7763ecd6879"`);
    await queryRunner.query(`ALTER TABLE "conversation_members" DROP CONSTRAINT "FK_6996266f63e520eab2514c6712c"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP CONSTRAINT "FK_8b4338b900cf23015be02af6cd3"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_afcc4efbba60d978061a3ebc312"`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" DROP CONSTRAINT "FK_46d40134cfa869e4190accfae40"`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" DROP CONSTRAINT "FK_5748857cf740e8d5f663fae3220"`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" DROP CONSTRAINT "FK_0ca9284b3431d3aed58fc3474c3"`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" DROP CONSTRAINT "FK_96365716879787711fb61c37161"`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" DROP CONSTRAINT "FK_572e211fadcd897b237409d42f1"`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" DROP CONSTRAINT "FK_95ac8997ace1308cdcd11a25970"`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" DROP CONSTRAINT "FK_8a3c9a2791761f29440850a4d72"`);
    await queryRunner.query(`ALTER TABLE "matter_staff" DROP CONSTRAINT "FK_2376de460fcb629f1c1115db05b"`);
    await queryRunner.query(`ALTER TABLE "matter_access" DROP CONSTRAINT "FK_9962da81e4ada6cab087ccc61c6"`);
    await queryRunner.query(`ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_e98b250ea37bba9142f083739b3"`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" DROP CONSTRAINT "FK_161052fa8cf3551fad9aa15173c"`);
    await queryRunner.query(`ALTER TABLE "ai_messages" DROP CONSTRAINT "FK_8972619b32f5b4c7aa42c36380b"`);
    await queryRunner.query(`ALTER TABLE "workflow_templates" DROP CONSTRAINT "UQ_f50665b9b233a496ac9dd6ccec6"`);
    await queryRunner.query(`ALTER TABLE "conversations" DROP CONSTRAINT "UQ_4c9771941a0ba9c1c8d0fdacbe8"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "UQ_79c5ec6ec009fbc7f461a888ac0"`);
    await queryRunner.query(`ALTER TABLE "case_emails" DROP CONSTRAINT "UQ_c110ef1149156ba71d1542430b1"`);
    await queryRunner.query(`ALTER TABLE "matter_deadline_chains" DROP CONSTRAINT "UQ_dc79c157e20529108c89a28a3b6"`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_templates" DROP CONSTRAINT "UQ_4232d64989debcbd89a14e32aaf"`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" DROP CONSTRAINT "UQ_af99886cd106a22c069c076ee4a"`);
    await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "UQ_b684174fc5c8708e806041a5eb4"`);
    await queryRunner.query(`ALTER TABLE "calendar_events" DROP CONSTRAINT "UQ_b03dfe7b4974a8db6edb2d6a25e"`);
    await queryRunner.query(`ALTER TABLE "ai_chats" DROP CONSTRAINT "UQ_445d9fba83d34a4d62ac59a915b"`);
    await queryRunner.query(`ALTER TABLE "matters" DROP CONSTRAINT "UQ_23aa7d83a61e7cc882307a88243"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9327d70ef40e626e7763ecd687"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fda610867decebe8b086efa7cc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7a77d9147a5838ff8d81270f82"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_73e0721daa1f0ee3f418c3345c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bf8225eb2970991c97b0dec18a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ec3e43ee71bb235660909125f1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee42463d849386839af17c0e5f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6996266f63e520eab2514c6712"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8b4338b900cf23015be02af6cd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_afcc4efbba60d978061a3ebc31"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_456436983b961faa15ac4d7e0a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_46d40134cfa869e4190accfae4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5748857cf740e8d5f663fae322"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ca9284b3431d3aed58fc3474c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_96365716879787711fb61c3716"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_572e211fadcd897b237409d42f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_95ac8997ace1308cdcd11a2597"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8a3c9a2791761f29440850a4d7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2376de460fcb629f1c1115db05"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9962da81e4ada6cab087ccc61c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e98b250ea37bba9142f083739b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_489f004a155401a1ca61ac7bbf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_161052fa8cf3551fad9aa15173"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8972619b32f5b4c7aa42c36380"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f7aae65c7ba669cd8d4cdcec2e"`);
    await queryRunner.query(`ALTER TABLE "workflow_steps" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "conversation_members" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "matter_staff" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "matter_access" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "task_assignees" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "ai_messages" DROP COLUMN "firm_id"`);
    await queryRunner.query(`ALTER TABLE "workflow_steps" ADD CONSTRAINT "FK_cb6b1948ae959d7957933f3be52" FOREIGN KEY ("template_id") REFERENCES "workflow_templates"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "conversation_members" ADD CONSTRAINT "FK_36340a1704b039608e34244511f" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" ADD CONSTRAINT "FK_e94fa427d3da279450dba6f4aa6" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD CONSTRAINT "FK_2da95dc86a54a00ff20ce46d0fe" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_email_attachments" ADD CONSTRAINT "FK_fe02947e14762a22761675ddfcc" FOREIGN KEY ("email_id") REFERENCES "case_emails"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" ADD CONSTRAINT "FK_c062deb8e53615b302b0292972d" FOREIGN KEY ("chain_id") REFERENCES "matter_deadline_chains"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" ADD CONSTRAINT "FK_4bd226157dde37af9741648547a" FOREIGN KEY ("template_id") REFERENCES "deadline_chain_templates"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" ADD CONSTRAINT "FK_c6ee6e977c754c3789d48870552" FOREIGN KEY ("statute_id") REFERENCES "matter_statutes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" ADD CONSTRAINT "FK_f014a7bf5fc959d26884a547fc0" FOREIGN KEY ("statute_id") REFERENCES "matter_statutes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_timeline_entries" ADD CONSTRAINT "FK_722fa863b02488c4d4991aecdbc" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_status_changes" ADD CONSTRAINT "FK_004a8c57d24e4b8c838869d79fd" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_staff" ADD CONSTRAINT "FK_2286d856fbc0d08ca71f18bdd2d" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_access" ADD CONSTRAINT "FK_1ea03828332f0b0c0d069b92f15" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_0141288f2306f20da9a60ec8d69" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "FK_8ec385ad71988de02cd6c44bde7" FOREIGN KEY ("event_id") REFERENCES "calendar_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ai_messages" ADD CONSTRAINT "FK_3c84826d6e2d266beab6c03421c" FOREIGN KEY ("chat_id") REFERENCES "ai_chats"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }
}
