import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of a case's money records (issue 22), each with row-level security on its firm. */
const FIRM_TABLES = ['insurance_policies', 'medical_treatments', 'medical_records_requests', 'medical_bills', 'medical_liens', 'medical_lien_bills', 'case_costs', 'economic_damages'];

/**
 * A case's damages: insurance policies and claims, medical treatment, records requests, bills and
 * liens, case costs (and invoice lines that bill them), lost wages and other economic damages.
 */
export class CaseDamages1795697416194 implements MigrationInterface {
  name = 'CaseDamages1795697416194';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."cost_category" AS ENUM('FILING_FEE', 'SERVICE_OF_PROCESS', 'MEDICAL_RECORDS', 'EXPERT', 'DEPOSITION', 'COURT_REPORTER', 'TRAVEL', 'POSTAGE_AND_COPIES', 'INVESTIGATION', 'OTHER')`);
    await queryRunner.query(`CREATE TABLE "case_costs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "incurred_on" date NOT NULL, "category" "public"."cost_category" NOT NULL, "payee" character varying(200) NOT NULL, "description" character varying(500), "amount_cents" bigint NOT NULL, "receipt_document_id" uuid, "reimbursable" boolean NOT NULL DEFAULT true, "recorded_by_id" uuid, CONSTRAINT "case_costs_amount" CHECK (amount_cents > 0), CONSTRAINT "PK_191e75d543c7093a7f4882ac224" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_85544823c841e5c7777dd7101b" ON "case_costs"  ("firm_id", "matter_id", "incurred_on") `);
    await queryRunner.query(`CREATE TYPE "public"."damage_kind" AS ENUM('LOST_WAGES', 'PROPERTY_DAMAGE', 'OTHER')`);
    await queryRunner.query(`CREATE TYPE "public"."rate_unit" AS ENUM('HOUR', 'DAY', 'WEEK', 'MONTH')`);
    await queryRunner.query(`CREATE TABLE "economic_damages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "kind" "public"."damage_kind" NOT NULL, "description" character varying(500), "employer" character varying(200), "period_from" date, "period_to" date, "rate_cents" bigint, "rate_unit" "public"."rate_unit", "units_thousandths" integer, "amount_cents" bigint NOT NULL, "paid_by" character varying(200), "document_id" uuid, CONSTRAINT "economic_damages_period_in_order" CHECK (period_to IS NULL OR period_from IS NULL OR period_to >= period_from), CONSTRAINT "economic_damages_amount" CHECK (amount_cents >= 0), CONSTRAINT "PK_7096c0d934111026e9e9c587e79" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_aa54bf66e66f655ffee261277d" ON "economic_damages"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TYPE "public"."coverage_type" AS ENUM('BODILY_INJURY_LIABILITY', 'PROPERTY_DAMAGE', 'UNINSURED_MOTORIST', 'UNDERINSURED_MOTORIST', 'PIP', 'MEDPAY', 'HEALTH', 'UMBRELLA', 'WORKERS_COMPENSATION', 'OTHER')`);
    await queryRunner.query(`CREATE TYPE "public"."claim_status" AS ENUM('OPEN', 'ACCEPTED', 'DENIED', 'CLOSED')`);
    await queryRunner.query(`CREATE TABLE "insurance_policies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "insurer_id" uuid NOT NULL, "insured_party_id" uuid, "coverage" "public"."coverage_type" NOT NULL, "policy_number" character varying(60), "per_person_limit_cents" bigint, "per_occurrence_limit_cents" bigint, "adjuster_id" uuid, "claim_number" character varying(60), "claim_status" "public"."claim_status" NOT NULL DEFAULT 'OPEN', "reported_on" date, "notes" text, CONSTRAINT "insurance_policies_limits" CHECK (per_person_limit_cents >= 0 AND per_occurrence_limit_cents >= 0), CONSTRAINT "PK_69af1d3a19277d1a822c9b13bf1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_87ce72d2252220a6f5e1a872ee" ON "insurance_policies"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TYPE "public"."treatment_status" AS ENUM('TREATING', 'RELEASED', 'REFERRED_OUT', 'GAP_IN_TREATMENT')`);
    await queryRunner.query(`CREATE TABLE "medical_treatments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "plaintiff_party_id" uuid NOT NULL, "provider_id" uuid NOT NULL, "first_visit_on" date, "last_visit_on" date, "status" "public"."treatment_status" NOT NULL DEFAULT 'TREATING', "notes" text, CONSTRAINT "medical_treatments_visits_in_order" CHECK (last_visit_on IS NULL OR first_visit_on IS NULL OR last_visit_on >= first_visit_on), CONSTRAINT "PK_2e850705b2f6ab3e7f05d340615" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_043c3795ac2db0347fc558425a" ON "medical_treatments"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TYPE "public"."records_request_kind" AS ENUM('RECORDS', 'BILLS', 'BOTH')`);
    await queryRunner.query(`CREATE TABLE "medical_records_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "treatment_id" uuid NOT NULL, "kind" "public"."records_request_kind" NOT NULL, "requested_on" date NOT NULL, "follow_up_on" date NOT NULL, "received_on" date, "document_id" uuid, "requested_by_id" uuid, "follow_up_task_id" uuid, CONSTRAINT "medical_records_requests_follow_up_after_request" CHECK (follow_up_on >= requested_on), CONSTRAINT "PK_7b57b6680425220a028fe8b5c28" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "medical_records_requests_overdue" ON "medical_records_requests"  ("follow_up_on") WHERE received_on IS NULL AND follow_up_task_id IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_e48cf78f13b0eba8bf302dc76e" ON "medical_records_requests"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TABLE "medical_bills" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "treatment_id" uuid NOT NULL, "service_from" date NOT NULL, "service_to" date, "billed_cents" bigint NOT NULL, "health_paid_cents" bigint NOT NULL DEFAULT '0', "pip_paid_cents" bigint NOT NULL DEFAULT '0', "adjusted_cents" bigint NOT NULL DEFAULT '0', "document_id" uuid, CONSTRAINT "medical_bills_service_in_order" CHECK (service_to IS NULL OR service_to >= service_from), CONSTRAINT "medical_bills_not_overpaid" CHECK (health_paid_cents + pip_paid_cents + adjusted_cents <= billed_cents), CONSTRAINT "medical_bills_amounts" CHECK (billed_cents >= 0 AND health_paid_cents >= 0 AND pip_paid_cents >= 0 AND adjusted_cents >= 0), CONSTRAINT "PK_ed5f48d5ce5d37dab0eefa2bcd8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5953206983b22f7c93c11c3a34" ON "medical_bills"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TYPE "public"."lien_type" AS ENUM('MEDICARE', 'MEDICAID', 'ERISA_PLAN', 'PRIVATE_HEALTH_INSURANCE', 'HOSPITAL_LIEN', 'LETTER_OF_PROTECTION', 'CHILD_SUPPORT', 'OTHER')`);
    await queryRunner.query(`CREATE TYPE "public"."lien_status" AS ENUM('ASSERTED', 'NEGOTIATING', 'FINAL', 'PAID')`);
    await queryRunner.query(`CREATE TABLE "medical_liens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "lienholder_id" uuid NOT NULL, "type" "public"."lien_type" NOT NULL, "claimed_cents" bigint NOT NULL, "reduction_requested_cents" bigint, "final_cents" bigint, "status" "public"."lien_status" NOT NULL DEFAULT 'ASSERTED', "letter_document_id" uuid, "notes" text, CONSTRAINT "medical_liens_amounts" CHECK (claimed_cents >= 0 AND (reduction_requested_cents IS NULL OR reduction_requested_cents >= 0) AND (final_cents IS NULL OR final_cents >= 0)), CONSTRAINT "PK_010b638990ce7b38e7912178f55" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5ac320f90f74fd3b5c893ff51f" ON "medical_liens"  ("firm_id", "matter_id") `);
    await queryRunner.query(`CREATE TABLE "medical_lien_bills" ("lien_id" uuid NOT NULL, "bill_id" uuid NOT NULL, "firm_id" uuid NOT NULL, CONSTRAINT "PK_d81a28843b6cbf2659f705750e0" PRIMARY KEY ("lien_id", "bill_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c49d480d06bf6c694b2da0f553" ON "medical_lien_bills"  ("firm_id", "bill_id") `);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD "utbms_expense_code" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD "cost_id" uuid`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5efbdd08b31b5ecfa7c791368f" ON "invoice_lines"  ("cost_id") `);
    await queryRunner.query(`ALTER TABLE "case_costs" ADD CONSTRAINT "FK_5da55804a0b4d9ed988d1210af3" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_costs" ADD CONSTRAINT "FK_3de796d313cb9327693b7d1618f" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_costs" ADD CONSTRAINT "FK_752722aa052827198075dc7f31b" FOREIGN KEY ("receipt_document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "case_costs" ADD CONSTRAINT "FK_48353793a761cc78067c509d8e0" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "economic_damages" ADD CONSTRAINT "FK_d5deab0ab50bb7d136d90a4cbc8" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "economic_damages" ADD CONSTRAINT "FK_bc092bcbed677c50c68d50646be" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "economic_damages" ADD CONSTRAINT "FK_8deada2b47613be758795686a48" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" ADD CONSTRAINT "FK_aaf83bc60f388b8ea58f8d1a913" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" ADD CONSTRAINT "FK_935bd2dc2232e6778dfa026c00d" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" ADD CONSTRAINT "FK_f95dbd2660f11db8e1a4c142155" FOREIGN KEY ("insurer_id") REFERENCES "contacts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" ADD CONSTRAINT "FK_b0f3caf9cc5d62241179a3aa18a" FOREIGN KEY ("insured_party_id") REFERENCES "matter_parties"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" ADD CONSTRAINT "FK_510d7a0e934cccfc5581b757a6d" FOREIGN KEY ("adjuster_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD CONSTRAINT "FK_5efbdd08b31b5ecfa7c791368fd" FOREIGN KEY ("cost_id") REFERENCES "case_costs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" ADD CONSTRAINT "FK_a27f0425a9e38ab621d3a27218b" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" ADD CONSTRAINT "FK_1c5a837eec9aa76c030e1ccc009" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" ADD CONSTRAINT "FK_61548457c0a60d29dc99cd99bd7" FOREIGN KEY ("plaintiff_party_id") REFERENCES "matter_parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" ADD CONSTRAINT "FK_5ca0fe731b6e3565cd8e22a576d" FOREIGN KEY ("provider_id") REFERENCES "contacts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" ADD CONSTRAINT "FK_74bce2a3570440c18f952db6076" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" ADD CONSTRAINT "FK_fd2696c5dbdde8ff820a96b1de1" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" ADD CONSTRAINT "FK_7d29ee3fbca775eed3bff3aec88" FOREIGN KEY ("treatment_id") REFERENCES "medical_treatments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" ADD CONSTRAINT "FK_25335cd2a36d65bf8c823e2f3e9" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" ADD CONSTRAINT "FK_1fc5025cc73821dad114d154188" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" ADD CONSTRAINT "FK_c05fceb2a0b21f89058bab1cc56" FOREIGN KEY ("follow_up_task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_bills" ADD CONSTRAINT "FK_be818ff3e5da188bcc7d755d988" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_bills" ADD CONSTRAINT "FK_bcb6125cb82613e2e806518af14" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_bills" ADD CONSTRAINT "FK_39449ef0e21405aa44b40d98261" FOREIGN KEY ("treatment_id") REFERENCES "medical_treatments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_bills" ADD CONSTRAINT "FK_4d083ef68575b09c42ffc72cd04" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_liens" ADD CONSTRAINT "FK_bca6f7fdb67a174bf216c1006e9" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_liens" ADD CONSTRAINT "FK_65becb672a9162c88a53e51422c" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_liens" ADD CONSTRAINT "FK_0e09e94a4e1b0ed8919cf2508f4" FOREIGN KEY ("lienholder_id") REFERENCES "contacts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_liens" ADD CONSTRAINT "FK_21a08be93b22aef67f5c89bad11" FOREIGN KEY ("letter_document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_lien_bills" ADD CONSTRAINT "FK_1c1e5d688c104d31f0817af8593" FOREIGN KEY ("lien_id") REFERENCES "medical_liens"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_lien_bills" ADD CONSTRAINT "FK_c8409d26a5caa180c575c62ea15" FOREIGN KEY ("bill_id") REFERENCES "medical_bills"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "medical_lien_bills" ADD CONSTRAINT "FK_c77f789fa976e258f3763c4df9f" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // The Case list's insurance columns used to be the parties with the role "Insurance Company";
    // they now come from policies, so each such party becomes a policy on its case: a liability
    // policy of the first defendant for an insurer on the defendant side, a policy of the first
    // plaintiff (coverage Other, to be corrected on the Insurance tab) on the plaintiff side.
    await queryRunner.query(`
      INSERT INTO insurance_policies (firm_id, matter_id, insurer_id, insured_party_id, coverage, version, notes)
      SELECT p.firm_id, p.matter_id, p.contact_id,
        (SELECT insured.id FROM matter_parties insured
          WHERE insured.matter_id = p.matter_id
            AND insured.category::text = ANY (CASE WHEN p.category IN ('DEFENDANT', 'NON_PARTY_CONTACT', 'THIRD_PARTY_ACTION')
                                                   THEN ARRAY['DEFENDANT'] ELSE ARRAY['PLAINTIFF', 'OTHER_PLAINTIFF'] END)
          ORDER BY insured.position LIMIT 1),
        (CASE WHEN p.category IN ('DEFENDANT', 'NON_PARTY_CONTACT', 'THIRD_PARTY_ACTION')
              THEN 'BODILY_INJURY_LIABILITY' ELSE 'OTHER' END)::coverage_type,
        1, 'Added from the case''s parties (Insurance Company).'
      FROM matter_parties p
      JOIN contacts c ON c.id = p.contact_id
      WHERE p.role = 'Insurance Company'`);
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
          GRANT SELECT, INSERT, UPDATE, DELETE ON "insurance_policies", "medical_treatments", "medical_records_requests", "medical_bills", "medical_liens",
            "medical_lien_bills", "case_costs", "economic_damages" TO matterhorn_app;
        END IF;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "medical_lien_bills" DROP CONSTRAINT "FK_c77f789fa976e258f3763c4df9f"`);
    await queryRunner.query(`ALTER TABLE "medical_lien_bills" DROP CONSTRAINT "FK_c8409d26a5caa180c575c62ea15"`);
    await queryRunner.query(`ALTER TABLE "medical_lien_bills" DROP CONSTRAINT "FK_1c1e5d688c104d31f0817af8593"`);
    await queryRunner.query(`ALTER TABLE "medical_liens" DROP CONSTRAINT "FK_21a08be93b22aef67f5c89bad11"`);
    await queryRunner.query(`ALTER TABLE "medical_liens" DROP CONSTRAINT "FK_0e09e94a4e1b0ed8919cf2508f4"`);
    await queryRunner.query(`ALTER TABLE "medical_liens" DROP CONSTRAINT "FK_65becb672a9162c88a53e51422c"`);
    await queryRunner.query(`ALTER TABLE "medical_liens" DROP CONSTRAINT "FK_bca6f7fdb67a174bf216c1006e9"`);
    await queryRunner.query(`ALTER TABLE "medical_bills" DROP CONSTRAINT "FK_4d083ef68575b09c42ffc72cd04"`);
    await queryRunner.query(`ALTER TABLE "medical_bills" DROP CONSTRAINT "FK_39449ef0e21405aa44b40d98261"`);
    await queryRunner.query(`ALTER TABLE "medical_bills" DROP CONSTRAINT "FK_bcb6125cb82613e2e806518af14"`);
    await queryRunner.query(`ALTER TABLE "medical_bills" DROP CONSTRAINT "FK_be818ff3e5da188bcc7d755d988"`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" DROP CONSTRAINT "FK_c05fceb2a0b21f89058bab1cc56"`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" DROP CONSTRAINT "FK_1fc5025cc73821dad114d154188"`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" DROP CONSTRAINT "FK_25335cd2a36d65bf8c823e2f3e9"`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" DROP CONSTRAINT "FK_7d29ee3fbca775eed3bff3aec88"`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" DROP CONSTRAINT "FK_fd2696c5dbdde8ff820a96b1de1"`);
    await queryRunner.query(`ALTER TABLE "medical_records_requests" DROP CONSTRAINT "FK_74bce2a3570440c18f952db6076"`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" DROP CONSTRAINT "FK_5ca0fe731b6e3565cd8e22a576d"`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" DROP CONSTRAINT "FK_61548457c0a60d29dc99cd99bd7"`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" DROP CONSTRAINT "FK_1c5a837eec9aa76c030e1ccc009"`);
    await queryRunner.query(`ALTER TABLE "medical_treatments" DROP CONSTRAINT "FK_a27f0425a9e38ab621d3a27218b"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_5efbdd08b31b5ecfa7c791368fd"`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" DROP CONSTRAINT "FK_510d7a0e934cccfc5581b757a6d"`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" DROP CONSTRAINT "FK_b0f3caf9cc5d62241179a3aa18a"`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" DROP CONSTRAINT "FK_f95dbd2660f11db8e1a4c142155"`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" DROP CONSTRAINT "FK_935bd2dc2232e6778dfa026c00d"`);
    await queryRunner.query(`ALTER TABLE "insurance_policies" DROP CONSTRAINT "FK_aaf83bc60f388b8ea58f8d1a913"`);
    await queryRunner.query(`ALTER TABLE "economic_damages" DROP CONSTRAINT "FK_8deada2b47613be758795686a48"`);
    await queryRunner.query(`ALTER TABLE "economic_damages" DROP CONSTRAINT "FK_bc092bcbed677c50c68d50646be"`);
    await queryRunner.query(`ALTER TABLE "economic_damages" DROP CONSTRAINT "FK_d5deab0ab50bb7d136d90a4cbc8"`);
    await queryRunner.query(`ALTER TABLE "case_costs" DROP CONSTRAINT "FK_48353793a761cc78067c509d8e0"`);
    await queryRunner.query(`ALTER TABLE "case_costs" DROP CONSTRAINT "FK_752722aa052827198075dc7f31b"`);
    await queryRunner.query(`ALTER TABLE "case_costs" DROP CONSTRAINT "FK_3de796d313cb9327693b7d1618f"`);
    await queryRunner.query(`ALTER TABLE "case_costs" DROP CONSTRAINT "FK_5da55804a0b4d9ed988d1210af3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5efbdd08b31b5ecfa7c791368f"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP COLUMN "cost_id"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP COLUMN "utbms_expense_code"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c49d480d06bf6c694b2da0f553"`);
    await queryRunner.query(`DROP TABLE "medical_lien_bills"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5ac320f90f74fd3b5c893ff51f"`);
    await queryRunner.query(`DROP TABLE "medical_liens"`);
    await queryRunner.query(`DROP TYPE "public"."lien_status"`);
    await queryRunner.query(`DROP TYPE "public"."lien_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5953206983b22f7c93c11c3a34"`);
    await queryRunner.query(`DROP TABLE "medical_bills"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e48cf78f13b0eba8bf302dc76e"`);
    await queryRunner.query(`DROP INDEX "public"."medical_records_requests_overdue"`);
    await queryRunner.query(`DROP TABLE "medical_records_requests"`);
    await queryRunner.query(`DROP TYPE "public"."records_request_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_043c3795ac2db0347fc558425a"`);
    await queryRunner.query(`DROP TABLE "medical_treatments"`);
    await queryRunner.query(`DROP TYPE "public"."treatment_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_87ce72d2252220a6f5e1a872ee"`);
    await queryRunner.query(`DROP TABLE "insurance_policies"`);
    await queryRunner.query(`DROP TYPE "public"."claim_status"`);
    await queryRunner.query(`DROP TYPE "public"."coverage_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aa54bf66e66f655ffee261277d"`);
    await queryRunner.query(`DROP TABLE "economic_damages"`);
    await queryRunner.query(`DROP TYPE "public"."rate_unit"`);
    await queryRunner.query(`DROP TYPE "public"."damage_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_85544823c841e5c7777dd7101b"`);
    await queryRunner.query(`DROP TABLE "case_costs"`);
    await queryRunner.query(`DROP TYPE "public"."cost_category"`);
  }
}
