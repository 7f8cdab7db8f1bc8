import type { MigrationInterface, QueryRunner } from 'typeorm';

const FIRM_TABLES = ['trust_accounts', 'trust_ledgers', 'trust_entries', 'trust_clearances', 'trust_reconciliations', 'trust_reconciliation_items'];

/** Trust accounting (issue 24): accounts, client ledgers, the append-only journal, reconciliations; the rules in the database. */
export class Trust1795723294868 implements MigrationInterface {
  name = 'Trust1795723294868';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "trust_accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "bank_name" character varying(120) NOT NULL, "account_last4" character(4) NOT NULL, "currency" character(3) NOT NULL DEFAULT 'USD', CONSTRAINT "trust_accounts_last4" CHECK (account_last4 ~ '^[0-9]{4}$'), CONSTRAINT "PK_2bf4e0a6cbd7b24d0efe3dc68cf" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_72307891139f82d799e93f79fa" ON "trust_accounts"  ("firm_id", "name") `);
    await queryRunner.query(`CREATE TABLE "trust_ledgers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "firm_id" uuid NOT NULL, "account_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "client_id" uuid NOT NULL, CONSTRAINT "PK_55d8df6fdaae27028e32b5a72cf" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_02f0547579947563b8c9bd8440" ON "trust_ledgers"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_70f9c412e712e56fae083d05d5" ON "trust_ledgers"  ("account_id", "matter_id", "client_id") `);
    await queryRunner.query(`CREATE TYPE "public"."trust_entry_kind" AS ENUM('DEPOSIT', 'TRANSFER_FROM_OPERATING', 'DISBURSEMENT', 'TRANSFER_TO_OPERATING', 'REVERSAL')`);
    await queryRunner.query(`CREATE TYPE "public"."trust_purpose" AS ENUM('SETTLEMENT', 'RETAINER', 'FROM_OPERATING', 'ATTORNEY_FEE', 'COST_REIMBURSEMENT', 'LIEN_PAYOFF', 'MEDICAL_PROVIDER', 'CLIENT_NET', 'OTHER')`);
    await queryRunner.query(`CREATE TABLE "trust_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "firm_id" uuid NOT NULL, "account_id" uuid NOT NULL, "ledger_id" uuid NOT NULL, "kind" "public"."trust_entry_kind" NOT NULL, "purpose" "public"."trust_purpose" NOT NULL, "entry_date" date NOT NULL, "amount_cents" bigint NOT NULL, "counterparty" character varying(200) NOT NULL, "reference" character varying(60), "memo" character varying(500), "recorded_uncleared" boolean NOT NULL DEFAULT false, "reverses_id" uuid, "statement_id" uuid, "statement_line_key" character varying(80), "recorded_by_id" uuid, CONSTRAINT "trust_entries_sign" CHECK ((kind IN ('DEPOSIT', 'TRANSFER_FROM_OPERATING') AND amount_cents > 0) OR (kind IN ('DISBURSEMENT', 'TRANSFER_TO_OPERATING') AND amount_cents < 0) OR (kind = 'REVERSAL' AND amount_cents <> 0 AND reverses_id IS NOT NULL)), CONSTRAINT "PK_99a4421f3db101b0c795d551138" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a83f3e638550e5de975395d6d1" ON "trust_entries"  ("reverses_id") WHERE reverses_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_aaca10efcee88851523da6a813" ON "trust_entries"  ("ledger_id", "entry_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_595f5c89d4bd1390d3b62c1ca3" ON "trust_entries"  ("firm_id", "account_id", "entry_date") `);
    await queryRunner.query(`CREATE TABLE "trust_clearances" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "firm_id" uuid NOT NULL, "entry_id" uuid NOT NULL, "cleared_on" date NOT NULL, "recorded_by_id" uuid, CONSTRAINT "PK_5168f35a8afa241399091f83f5f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b441dc9529d6a704a0a0291f68" ON "trust_clearances"  ("entry_id") `);
    await queryRunner.query(`CREATE TYPE "public"."reconciliation_state" AS ENUM('DRAFT', 'CLOSED')`);
    await queryRunner.query(`CREATE TABLE "trust_reconciliations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "account_id" uuid NOT NULL, "period_start" date NOT NULL, "period_end" date NOT NULL, "statement_balance_cents" bigint, "bank_lines" jsonb NOT NULL DEFAULT '[]', "state" "public"."reconciliation_state" NOT NULL DEFAULT 'DRAFT', "report" jsonb, "closed_at" TIMESTAMP WITH TIME ZONE, "closed_by_id" uuid, "started_by_id" uuid, CONSTRAINT "PK_38f510403da17b350b6c691a589" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_37a471f100b8931da2751cb992" ON "trust_reconciliations"  ("account_id", "period_end") `);
    await queryRunner.query(`CREATE TABLE "trust_reconciliation_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "reconciliation_id" uuid NOT NULL, "entry_id" uuid NOT NULL, CONSTRAINT "PK_8b15e53fcc53a3a14eded06602d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_35bc46f7173448976314336b2b" ON "trust_reconciliation_items"  ("reconciliation_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c352a8138b4db8f723d24f0b7e" ON "trust_reconciliation_items"  ("entry_id") `);
    await queryRunner.query(`ALTER TABLE "trust_accounts" ADD CONSTRAINT "FK_2b5585ed11f779f49a04310d5fe" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" ADD CONSTRAINT "FK_2e81b68ed8050f94dcd394f13fe" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" ADD CONSTRAINT "FK_f0b8239de90f7797bf3d833a7a7" FOREIGN KEY ("account_id") REFERENCES "trust_accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" ADD CONSTRAINT "FK_cda9180f81211feb1bbe7691d59" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" ADD CONSTRAINT "FK_e940c2e2dbaeb2a9d6c2d67baeb" FOREIGN KEY ("client_id") REFERENCES "contacts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_entries" ADD CONSTRAINT "FK_198946b6235380e8579b71096b3" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_entries" ADD CONSTRAINT "FK_0b3c267f4337ed1c5debc314a9d" FOREIGN KEY ("account_id") REFERENCES "trust_accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_entries" ADD CONSTRAINT "FK_dd44adcfc87ebf344744ac22342" FOREIGN KEY ("ledger_id") REFERENCES "trust_ledgers"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_entries" ADD CONSTRAINT "FK_b9d9460ae8729a50cad391baab2" FOREIGN KEY ("reverses_id") REFERENCES "trust_entries"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_entries" ADD CONSTRAINT "FK_409febcc05e6eda15b1c280a8e9" FOREIGN KEY ("statement_id") REFERENCES "settlement_statements"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_entries" ADD CONSTRAINT "FK_7e6bd65fbe44c4d168fc05c2a97" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_clearances" ADD CONSTRAINT "FK_73e0721daa1f0ee3f418c3345c9" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_clearances" ADD CONSTRAINT "FK_b441dc9529d6a704a0a0291f68d" FOREIGN KEY ("entry_id") REFERENCES "trust_entries"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_clearances" ADD CONSTRAINT "FK_7afd6f43bf16cb747fd72dfb62e" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" ADD CONSTRAINT "FK_7a77d9147a5838ff8d81270f82c" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" ADD CONSTRAINT "FK_3e9978cdf5320acbd49158173ca" FOREIGN KEY ("account_id") REFERENCES "trust_accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" ADD CONSTRAINT "FK_182955312c442e4dafe5924e7b5" FOREIGN KEY ("closed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" ADD CONSTRAINT "FK_32b8fc833f6862923092ba76fc2" FOREIGN KEY ("started_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliation_items" ADD CONSTRAINT "FK_fda610867decebe8b086efa7cc3" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliation_items" ADD CONSTRAINT "FK_35bc46f7173448976314336b2bc" FOREIGN KEY ("reconciliation_id") REFERENCES "trust_reconciliations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliation_items" ADD CONSTRAINT "FK_c352a8138b4db8f723d24f0b7e8" FOREIGN KEY ("entry_id") REFERENCES "trust_entries"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`);
    // Every entry with whether its money is pending: an uncleared deposit not yet cleared, or the
    // reversal of one. Pending money is in the balance and cannot be paid out. Read as the caller
    // (security_invoker), so row-level security applies through it.
    await queryRunner.query(`
      CREATE VIEW trust_entry_funds WITH (security_invoker = true) AS
      SELECT e.id, e.firm_id, e.account_id, e.ledger_id, e.entry_date, e.amount_cents,
             ((e.recorded_uncleared AND NOT EXISTS (SELECT 1 FROM trust_clearances c WHERE c.entry_id = e.id))
               OR (r.recorded_uncleared AND NOT EXISTS (SELECT 1 FROM trust_clearances c WHERE c.entry_id = r.id))) IS TRUE AS pending
        FROM trust_entries e LEFT JOIN trust_entries r ON r.id = e.reverses_id`);
    // The rules of an entry, held by the database whatever writes it: its ledger is of its account
    // and firm, and locked while it is written (so entries of one ledger are checked one at a time);
    // no date in a closed reconciliation's month; a reversal names an entry of the same ledger that
    // is no reversal, for the opposite amount; and no payment beyond the ledger's cleared funds.
    await queryRunner.query(`
      CREATE FUNCTION trust_entries_rules() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        available bigint;
        through date;
        reversed trust_entries%ROWTYPE;
        pending boolean := NEW.recorded_uncleared;
      BEGIN
        PERFORM 1 FROM trust_ledgers WHERE id = NEW.ledger_id AND account_id = NEW.account_id AND firm_id = NEW.firm_id FOR UPDATE;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'The entry''s client ledger is not of its account.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_entries_ledger';
        END IF;
        PERFORM 1 FROM trust_accounts WHERE id = NEW.account_id FOR KEY SHARE;
        SELECT max(period_end) INTO through FROM trust_reconciliations WHERE account_id = NEW.account_id AND state = 'CLOSED';
        IF through IS NOT NULL AND NEW.entry_date <= through THEN
          RAISE EXCEPTION 'The trust account is reconciled through %.', through USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_entries_closed_period';
        END IF;
        IF NEW.reverses_id IS NOT NULL THEN
          SELECT * INTO reversed FROM trust_entries WHERE id = NEW.reverses_id;
          IF NOT FOUND OR NEW.kind <> 'REVERSAL' OR reversed.kind = 'REVERSAL' OR reversed.ledger_id <> NEW.ledger_id OR reversed.amount_cents <> -NEW.amount_cents THEN
            RAISE EXCEPTION 'A reversal reverses an entry of its ledger that is no reversal, for the opposite amount.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_entries_reversal';
          END IF;
          SELECT f.pending INTO pending FROM trust_entry_funds f WHERE f.id = NEW.reverses_id;
        ELSIF NEW.kind = 'REVERSAL' THEN
          RAISE EXCEPTION 'A reversal names the entry it reverses.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_entries_reversal';
        END IF;
        IF NEW.amount_cents < 0 AND NOT pending THEN
          SELECT COALESCE(sum(f.amount_cents), 0) INTO available FROM trust_entry_funds f WHERE f.ledger_id = NEW.ledger_id AND NOT f.pending;
          IF available + NEW.amount_cents < 0 THEN
            RAISE EXCEPTION 'This would overdraw the client''s ledger.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_ledger_overdraft';
          END IF;
        END IF;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER trust_entries_rules BEFORE INSERT ON "trust_entries" FOR EACH ROW EXECUTE FUNCTION trust_entries_rules()`);
    // The journal, its clearances and a closed reconciliation are never changed; they go only with their firm.
    await queryRunner.query(`
      CREATE FUNCTION trust_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM firms WHERE id = OLD.firm_id) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'Trust records are never changed or deleted: record a reversing entry instead.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_entries_append_only';
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER trust_entries_append_only BEFORE UPDATE OR DELETE ON "trust_entries" FOR EACH ROW EXECUTE FUNCTION trust_records_append_only()`);
    await queryRunner.query(`CREATE TRIGGER trust_clearances_append_only BEFORE UPDATE OR DELETE ON "trust_clearances" FOR EACH ROW EXECUTE FUNCTION trust_records_append_only()`);
    await queryRunner.query(`
      CREATE FUNCTION trust_reconciliations_locked() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        state_of reconciliation_state;
      BEGIN
        IF TG_TABLE_NAME = 'trust_reconciliation_items' THEN
          SELECT state INTO state_of FROM trust_reconciliations WHERE id = COALESCE(NEW.reconciliation_id, OLD.reconciliation_id);
          IF state_of = 'CLOSED' AND EXISTS (SELECT 1 FROM firms WHERE id = COALESCE(NEW.firm_id, OLD.firm_id)) THEN
            RAISE EXCEPTION 'A closed reconciliation is a permanent report.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_reconciliations_locked';
          END IF;
          RETURN COALESCE(NEW, OLD);
        END IF;
        IF OLD.state = 'CLOSED' AND EXISTS (SELECT 1 FROM firms WHERE id = OLD.firm_id) THEN
          RAISE EXCEPTION 'A closed reconciliation is a permanent report.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_reconciliations_locked';
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.state = 'CLOSED' AND NEW.report IS NULL THEN
          RAISE EXCEPTION 'A reconciliation is closed with its report.' USING ERRCODE = 'check_violation', CONSTRAINT = 'trust_reconciliations_locked';
        END IF;
        RETURN COALESCE(NEW, OLD);
      END
      $$`);
    await queryRunner.query(`CREATE TRIGGER trust_reconciliations_locked BEFORE UPDATE OR DELETE ON "trust_reconciliations" FOR EACH ROW EXECUTE FUNCTION trust_reconciliations_locked()`);
    await queryRunner.query(`CREATE TRIGGER trust_reconciliation_items_locked BEFORE INSERT OR UPDATE OR DELETE ON "trust_reconciliation_items" FOR EACH ROW EXECUTE FUNCTION trust_reconciliations_locked()`);
    // One draft reconciliation per account at a time.
    await queryRunner.query(`CREATE UNIQUE INDEX "trust_reconciliations_one_draft" ON "trust_reconciliations" ("account_id") WHERE state = 'DRAFT'`);
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
          GRANT SELECT, INSERT, UPDATE, DELETE ON ${FIRM_TABLES.map((table) => `"${table}"`).join(', ')} TO matterhorn_app;
          GRANT SELECT ON trust_entry_funds TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "trust_reconciliations_one_draft"`);
    await queryRunner.query(`DROP TRIGGER trust_reconciliation_items_locked ON "trust_reconciliation_items"`);
    await queryRunner.query(`DROP TRIGGER trust_reconciliations_locked ON "trust_reconciliations"`);
    await queryRunner.query(`DROP FUNCTION trust_reconciliations_locked()`);
    await queryRunner.query(`DROP TRIGGER trust_clearances_append_only ON "trust_clearances"`);
    await queryRunner.query(`DROP TRIGGER trust_entries_append_only ON "trust_entries"`);
    await queryRunner.query(`DROP FUNCTION trust_records_append_only()`);
    await queryRunner.query(`DROP TRIGGER trust_entries_rules ON "trust_entries"`);
    await queryRunner.query(`DROP FUNCTION trust_entries_rules()`);
    await queryRunner.query(`DROP VIEW trust_entry_funds`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliation_items" DROP CONSTRAINT "FK_c352a8138b4db8f723d24f0b7e8"`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliation_items" DROP CONSTRAINT "FK_35bc46f7173448976314336b2bc"`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliation_items" DROP CONSTRAINT "FK_fda610867decebe8b086efa7cc3"`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" DROP CONSTRAINT "FK_32b8fc833f6862923092ba76fc2"`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" DROP CONSTRAINT "FK_182955312c442e4dafe5924e7b5"`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" DROP CONSTRAINT "FK_3e9978cdf5320acbd49158173ca"`);
    await queryRunner.query(`ALTER TABLE "trust_reconciliations" DROP CONSTRAINT "FK_7a77d9147a5838ff8d81270f82c"`);
    await queryRunner.query(`ALTER TABLE "trust_clearances" DROP CONSTRAINT "FK_7afd6f43bf16cb747fd72dfb62e"`);
    await queryRunner.query(`ALTER TABLE "trust_clearances" DROP CONSTRAINT "FK_b441dc9529d6a704a0a0291f68d"`);
    await queryRunner.query(`ALTER TABLE "trust_clearances" DROP CONSTRAINT "FK_73e0721daa1f0ee3f418c3345c9"`);
    await queryRunner.query(`ALTER TABLE "trust_entries" DROP CONSTRAINT "FK_7e6bd65fbe44c4d168fc05c2a97"`);
    await queryRunner.query(`ALTER TABLE "trust_entries" DROP CONSTRAINT "FK_409febcc05e6eda15b1c280a8e9"`);
    await queryRunner.query(`ALTER TABLE "trust_entries" DROP CONSTRAINT "FK_b9d9460ae8729a50cad391baab2"`);
    await queryRunner.query(`ALTER TABLE "trust_entries" DROP CONSTRAINT "FK_dd44adcfc87ebf344744ac22342"`);
    await queryRunner.query(`ALTER TABLE "trust_entries" DROP CONSTRAINT "FK_0b3c267f4337ed1c5debc314a9d"`);
    await queryRunner.query(`ALTER TABLE "trust_entries" DROP CONSTRAINT "FK_198946b6235380e8579b71096b3"`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" DROP CONSTRAINT "FK_e940c2e2dbaeb2a9d6c2d67baeb"`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" DROP CONSTRAINT "FK_cda9180f81211feb1bbe7691d59"`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" DROP CONSTRAINT "FK_f0b8239de90f7797bf3d833a7a7"`);
    await queryRunner.query(`ALTER TABLE "trust_ledgers" DROP CONSTRAINT "FK_2e81b68ed8050f94dcd394f13fe"`);
    await queryRunner.query(`ALTER TABLE "trust_accounts" DROP CONSTRAINT "FK_2b5585ed11f779f49a04310d5fe"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c352a8138b4db8f723d24f0b7e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_35bc46f7173448976314336b2b"`);
    await queryRunner.query(`DROP TABLE "trust_reconciliation_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_37a471f100b8931da2751cb992"`);
    await queryRunner.query(`DROP TABLE "trust_reconciliations"`);
    await queryRunner.query(`DROP TYPE "public"."reconciliation_state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b441dc9529d6a704a0a0291f68"`);
    await queryRunner.query(`DROP TABLE "trust_clearances"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_595f5c89d4bd1390d3b62c1ca3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aaca10efcee88851523da6a813"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a83f3e638550e5de975395d6d1"`);
    await queryRunner.query(`DROP TABLE "trust_entries"`);
    await queryRunner.query(`DROP TYPE "public"."trust_purpose"`);
    await queryRunner.query(`DROP TYPE "public"."trust_entry_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_70f9c412e712e56fae083d05d5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_02f0547579947563b8c9bd8440"`);
    await queryRunner.query(`DROP TABLE "trust_ledgers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_72307891139f82d799e93f79fa"`);
    await queryRunner.query(`DROP TABLE "trust_accounts"`);
  }
}
