import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The settlement tables (issue 23), each with row-level security on its firm. */
const FIRM_TABLES = ['firm_fee_defaults', 'fee_agreements', 'negotiation_entries', 'settlements', 'settlement_statements'];

/**
 * From demand to settlement: the firm's default fee agreement and each case's, the negotiation log,
 * settlements and their statements (one draft at a time per plaintiff; a finalized version is locked
 * by a trigger: only its signature and its being superseded may change, and it is never deleted).
 */
export class Settlement1795710733210 implements MigrationInterface {
  name = 'Settlement1795710733210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."fee_kind" AS ENUM('CONTINGENCY', 'HOURLY', 'FLAT', 'MIXED')`);
    await queryRunner.query(`CREATE TYPE "public"."fee_basis" AS ENUM('GROSS', 'NET')`);
    await queryRunner.query(`CREATE TABLE "firm_fee_defaults" ("firm_id" uuid NOT NULL, "version" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "kind" "public"."fee_kind" NOT NULL DEFAULT 'CONTINGENCY', "basis" "public"."fee_basis" NOT NULL DEFAULT 'GROSS', "tiers" jsonb NOT NULL DEFAULT '[]', "flat_cents" bigint, "hourly_rate_cents" bigint, CONSTRAINT "PK_943040bd4483e1ca33ea5b11238" PRIMARY KEY ("firm_id"))`);
    await queryRunner.query(`CREATE TABLE "fee_agreements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "signed_on" date, "document_id" uuid, "appeal_filed_on" date, "notes" text, "kind" "public"."fee_kind" NOT NULL DEFAULT 'CONTINGENCY', "basis" "public"."fee_basis" NOT NULL DEFAULT 'GROSS', "tiers" jsonb NOT NULL DEFAULT '[]', "flat_cents" bigint, "hourly_rate_cents" bigint, CONSTRAINT "fee_agreements_amounts" CHECK ((flat_cents IS NULL OR flat_cents >= 0) AND (hourly_rate_cents IS NULL OR hourly_rate_cents >= 0)), CONSTRAINT "PK_115ac040ed4a9ed5d0157408b04" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e1d21f7707cf12904937e0f241" ON "fee_agreements"  ("matter_id") `);
    await queryRunner.query(`CREATE TYPE "public"."negotiation_kind" AS ENUM('DEMAND', 'OFFER', 'COUNTER_DEMAND', 'COUNTER_OFFER', 'POLICY_LIMITS_DEMAND')`);
    await queryRunner.query(`CREATE TABLE "negotiation_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "happened_on" date NOT NULL, "kind" "public"."negotiation_kind" NOT NULL, "policy_id" uuid, "party_id" uuid, "amount_cents" bigint NOT NULL, "response_due_on" date, "calendar_event_id" uuid, "letter_document_id" uuid, "notes" text, "recorded_by_id" uuid, CONSTRAINT "negotiation_entries_response_after" CHECK (response_due_on IS NULL OR response_due_on >= happened_on), CONSTRAINT "negotiation_entries_amount" CHECK (amount_cents > 0), CONSTRAINT "PK_f3a67bfa93b98bc56e5f8ce0f7b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "negotiation_entries_response_due" ON "negotiation_entries"  ("firm_id", "response_due_on") WHERE response_due_on IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_98e6eac5e0738c77c87cf3422a" ON "negotiation_entries"  ("firm_id", "matter_id", "happened_on") `);
    await queryRunner.query(`CREATE TABLE "settlements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "amount_cents" bigint NOT NULL, "settled_on" date NOT NULL, "policy_id" uuid, "terms" text, "shares" jsonb NOT NULL DEFAULT '[]', "recorded_by_id" uuid, CONSTRAINT "settlements_amount" CHECK (amount_cents > 0), CONSTRAINT "PK_5f523ce152b84e818bff9467aab" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d7071e5896c7bc582890333835" ON "settlements"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TYPE "public"."statement_state" AS ENUM('DRAFT', 'FINALIZED', 'SIGNED')`);
    await queryRunner.query(`CREATE TABLE "settlement_statements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "settlement_id" uuid NOT NULL, "plaintiff_party_id" uuid, "revision" integer NOT NULL DEFAULT '1', "state" "public"."statement_state" NOT NULL DEFAULT 'DRAFT', "choices" jsonb NOT NULL, "fee_override_cents" bigint, "fee_override_reason" text, "reduce_pro_rata" boolean NOT NULL DEFAULT false, "frozen" jsonb, "finalized_at" TIMESTAMP WITH TIME ZONE, "finalized_by_id" uuid, "superseded_at" TIMESTAMP WITH TIME ZONE, "signed_on" date, "signed_document_id" uuid, "prepared_by_id" uuid, CONSTRAINT "settlement_statements_fee_override" CHECK (fee_override_cents IS NULL OR (fee_override_cents >= 0 AND fee_override_reason IS NOT NULL)), CONSTRAINT "PK_e4603ed0ad0d945f912d59851ae" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_75b2f49621330c53581d5337dd" ON "settlement_statements"  ("firm_id", "matter_id") `);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad6f997a0051901eed11448afa"`);
    await queryRunner.query(`ALTER TYPE "public"."notification_type" ADD VALUE 'SETTLEMENT'`);
    await queryRunner.query(`CREATE INDEX "IDX_ad6f997a0051901eed11448afa" ON "notifications"  ("user_id", "type", "created_at") `);
    await queryRunner.query(`ALTER TABLE "firm_fee_defaults" ADD CONSTRAINT "FK_943040bd4483e1ca33ea5b11238" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "fee_agreements" ADD CONSTRAINT "FK_bf8225eb2970991c97b0dec18a3" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "fee_agreements" ADD CONSTRAINT "FK_e1d21f7707cf12904937e0f2418" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "fee_agreements" ADD CONSTRAINT "FK_90813bbf1a454fae9e4f1371773" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_1f33340618def5d6a16dfba7bf6" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_c95e8d640922f6467a9ff0de603" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_2a4e30e0f05039b6b3506040142" FOREIGN KEY ("policy_id") REFERENCES "insurance_policies"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_8346a6d7773c3294bac51126ca3" FOREIGN KEY ("party_id") REFERENCES "matter_parties"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_a0a044939f615674f99eac57699" FOREIGN KEY ("letter_document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" ADD CONSTRAINT "FK_a35e28fb69a652eb36a9d51b993" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlements" ADD CONSTRAINT "FK_ddceff7ffcac43470438cb70677" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlements" ADD CONSTRAINT "FK_2e0816a8cf52804a53eb2e02f49" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlements" ADD CONSTRAINT "FK_571e9f37d4b6c77507098134261" FOREIGN KEY ("policy_id") REFERENCES "insurance_policies"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlements" ADD CONSTRAINT "FK_39959245f68d2a1f2909cff827c" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_a972079e27f7e260999bf044138" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_78471c529a6a876214742edde77" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_54c3003e618eac2b7d8baa01678" FOREIGN KEY ("settlement_id") REFERENCES "settlements"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_45310f2f5bb3e2396be854e08ba" FOREIGN KEY ("plaintiff_party_id") REFERENCES "matter_parties"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_ba1b71300674790d06abaf01e72" FOREIGN KEY ("finalized_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_9e54bc4fba2b89f335af505948d" FOREIGN KEY ("signed_document_id") REFERENCES "documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" ADD CONSTRAINT "FK_3b5485f0602a978dc61789d0898" FOREIGN KEY ("prepared_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE UNIQUE INDEX "settlement_statements_revision" ON "settlement_statements" ("settlement_id", "plaintiff_party_id", "revision") NULLS NOT DISTINCT`);
    await queryRunner.query(`CREATE UNIQUE INDEX "settlement_statements_one_draft" ON "settlement_statements" ("settlement_id", "plaintiff_party_id") NULLS NOT DISTINCT WHERE state = 'DRAFT'`);
    await queryRunner.query(`
      CREATE FUNCTION settlement_statements_locked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          -- A finalized statement goes only with its firm or its case (cascades).
          IF OLD.state <> 'DRAFT' AND EXISTS (SELECT 1 FROM firms WHERE id = OLD.firm_id) AND EXISTS (SELECT 1 FROM matters WHERE id = OLD.matter_id) THEN
            RAISE EXCEPTION 'A finalized settlement statement is kept: make a new version instead.' USING ERRCODE = 'check_violation', CONSTRAINT = 'settlement_statements_locked';
          END IF;
          RETURN OLD;
        END IF;
        IF OLD.state <> 'DRAFT' AND (
          NEW.state = 'DRAFT' OR (OLD.state = 'SIGNED' AND NEW.state <> 'SIGNED')
          OR NEW.frozen IS DISTINCT FROM OLD.frozen OR NEW.choices IS DISTINCT FROM OLD.choices
          OR NEW.fee_override_cents IS DISTINCT FROM OLD.fee_override_cents OR NEW.fee_override_reason IS DISTINCT FROM OLD.fee_override_reason
          OR NEW.reduce_pro_rata IS DISTINCT FROM OLD.reduce_pro_rata OR NEW.settlement_id IS DISTINCT FROM OLD.settlement_id
          OR NEW.plaintiff_party_id IS DISTINCT FROM OLD.plaintiff_party_id OR NEW.revision IS DISTINCT FROM OLD.revision
          OR NEW.finalized_at IS DISTINCT FROM OLD.finalized_at OR NEW.finalized_by_id IS DISTINCT FROM OLD.finalized_by_id
          OR NEW.firm_id IS DISTINCT FROM OLD.firm_id OR NEW.matter_id IS DISTINCT FROM OLD.matter_id
          OR (OLD.superseded_at IS NOT NULL AND NEW.superseded_at IS DISTINCT FROM OLD.superseded_at)
        ) THEN
          RAISE EXCEPTION 'A finalized settlement statement is locked: make a new version to change it.' USING ERRCODE = 'check_violation', CONSTRAINT = 'settlement_statements_locked';
        END IF;
        IF OLD.state = 'DRAFT' AND NEW.state <> 'DRAFT' AND NEW.frozen IS NULL THEN
          RAISE EXCEPTION 'A statement is finalized with its figures.' USING ERRCODE = 'check_violation', CONSTRAINT = 'settlement_statements_locked';
        END IF;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER settlement_statements_locked BEFORE UPDATE OR DELETE ON "settlement_statements" FOR EACH ROW EXECUTE FUNCTION settlement_statements_locked()`);
    // Row-level security as on every firm table (migration RowLevelSecurity).
    for (const table of FIRM_TABLES) {
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (firm_id = (SELECT app_firm_id()) OR (SELECT app_scope()) = 'system')`);
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
    }
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'matterhorn_app') THEN
          GRANT SELECT, INSERT, UPDATE, DELETE ON "firm_fee_defaults", "fee_agreements", "negotiation_entries", "settlements", "settlement_statements" TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER settlement_statements_locked ON "settlement_statements"`);
    await queryRunner.query(`DROP FUNCTION settlement_statements_locked()`);
    await queryRunner.query(`DROP INDEX "settlement_statements_one_draft"`);
    await queryRunner.query(`DROP INDEX "settlement_statements_revision"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_3b5485f0602a978dc61789d0898"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_9e54bc4fba2b89f335af505948d"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_ba1b71300674790d06abaf01e72"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_45310f2f5bb3e2396be854e08ba"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_54c3003e618eac2b7d8baa01678"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_78471c529a6a876214742edde77"`);
    await queryRunner.query(`ALTER TABLE "settlement_statements" DROP CONSTRAINT "FK_a972079e27f7e260999bf044138"`);
    await queryRunner.query(`ALTER TABLE "settlements" DROP CONSTRAINT "FK_39959245f68d2a1f2909cff827c"`);
    await queryRunner.query(`ALTER TABLE "settlements" DROP CONSTRAINT "FK_571e9f37d4b6c77507098134261"`);
    await queryRunner.query(`ALTER TABLE "settlements" DROP CONSTRAINT "FK_2e0816a8cf52804a53eb2e02f49"`);
    await queryRunner.query(`ALTER TABLE "settlements" DROP CONSTRAINT "FK_ddceff7ffcac43470438cb70677"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_a35e28fb69a652eb36a9d51b993"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_a0a044939f615674f99eac57699"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_8346a6d7773c3294bac51126ca3"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_2a4e30e0f05039b6b3506040142"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_c95e8d640922f6467a9ff0de603"`);
    await queryRunner.query(`ALTER TABLE "negotiation_entries" DROP CONSTRAINT "FK_1f33340618def5d6a16dfba7bf6"`);
    await queryRunner.query(`ALTER TABLE "fee_agreements" DROP CONSTRAINT "FK_90813bbf1a454fae9e4f1371773"`);
    await queryRunner.query(`ALTER TABLE "fee_agreements" DROP CONSTRAINT "FK_e1d21f7707cf12904937e0f2418"`);
    await queryRunner.query(`ALTER TABLE "fee_agreements" DROP CONSTRAINT "FK_bf8225eb2970991c97b0dec18a3"`);
    await queryRunner.query(`ALTER TABLE "firm_fee_defaults" DROP CONSTRAINT "FK_943040bd4483e1ca33ea5b11238"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad6f997a0051901eed11448afa"`);
    await queryRunner.query(`CREATE TYPE "public"."notification_type_old" AS ENUM('TASK', 'INVOICE', 'MESSAGE', 'EVENT')`);
    await queryRunner.query(`ALTER TABLE "notifications" ALTER COLUMN "type" TYPE "public"."notification_type_old" USING "type"::"text"::"public"."notification_type_old"`);
    await queryRunner.query(`DROP TYPE "public"."notification_type"`);
    await queryRunner.query(`ALTER TYPE "public"."notification_type_old" RENAME TO "notification_type"`);
    await queryRunner.query(`CREATE INDEX "IDX_ad6f997a0051901eed11448afa" ON "notifications" USING btree ("created_at", "type", "user_id") `);
    await queryRunner.query(`DROP INDEX "public"."IDX_75b2f49621330c53581d5337dd"`);
    await queryRunner.query(`DROP TABLE "settlement_statements"`);
    await queryRunner.query(`DROP TYPE "public"."statement_state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d7071e5896c7bc582890333835"`);
    await queryRunner.query(`DROP TABLE "settlements"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_98e6eac5e0738c77c87cf3422a"`);
    await queryRunner.query(`DROP INDEX "public"."negotiation_entries_response_due"`);
    await queryRunner.query(`DROP TABLE "negotiation_entries"`);
    await queryRunner.query(`DROP TYPE "public"."negotiation_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e1d21f7707cf12904937e0f241"`);
    await queryRunner.query(`DROP TABLE "fee_agreements"`);
    await queryRunner.query(`DROP TABLE "firm_fee_defaults"`);
    await queryRunner.query(`DROP TYPE "public"."fee_basis"`);
    await queryRunner.query(`DROP TYPE "public"."fee_kind"`);
  }
}
