import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `matter_statute_dates`: every statute of every live matter with the date in force. Each matter
 * has one statute for the whole case (a row in matter_statutes, or none yet), plus any recorded
 * for a plaintiff–defendant pair. The date is the incident date plus the firm's rule for the
 * incident state and case type (its own copy once it edits them, else the starter table), plus the
 * tolled days — unless overridden. PostgreSQL's date arithmetic clamps to the month's end exactly
 * like `statuteDate` in ./calc (checked by the API tests). Created by this migration (the view as it
 * was then; a later change is a new migration).
 */
const STATUTE_VIEW_SQL = `
CREATE VIEW matter_statute_dates AS
WITH statutes AS (
  SELECT m.id AS matter_id, st.id AS statute_id, NULL::uuid AS plaintiff_party_id, NULL::uuid AS defendant_party_id
  FROM matters m
  LEFT JOIN matter_statutes st ON st.matter_id = m.id AND st.plaintiff_party_id IS NULL AND st.defendant_party_id IS NULL
  WHERE m.deleted_at IS NULL
  UNION ALL
  SELECT st.matter_id, st.id, st.plaintiff_party_id, st.defendant_party_id
  FROM matter_statutes st
  JOIN matters m ON m.id = st.matter_id AND m.deleted_at IS NULL
  WHERE st.plaintiff_party_id IS NOT NULL OR st.defendant_party_id IS NOT NULL
)
SELECT
  s.matter_id, s.statute_id, s.plaintiff_party_id, s.defendant_party_id, m.firm_id,
  m.incident_date, m.incident_state, m.case_type,
  st.override_day, st.override_reason, st.satisfied_on, st.satisfied_note, st.calendar_event_id,
  r.id AS rule_id, r.years AS rule_years, r.months AS rule_months, r.days AS rule_days,
  COALESCE(t.tolled, 0)::int AS tolled_days,
  CASE WHEN m.incident_date IS NULL OR r.id IS NULL THEN NULL
       ELSE (m.incident_date + make_interval(years => r.years, months => r.months) + make_interval(days => r.days + COALESCE(t.tolled, 0)::int))::date
  END AS computed_on,
  COALESCE(st.override_day,
    CASE WHEN m.incident_date IS NULL OR r.id IS NULL THEN NULL
         ELSE (m.incident_date + make_interval(years => r.years, months => r.months) + make_interval(days => r.days + COALESCE(t.tolled, 0)::int))::date
    END) AS due_on
FROM statutes s
JOIN matters m ON m.id = s.matter_id
LEFT JOIN matter_statutes st ON st.id = s.statute_id
LEFT JOIN firm_deadline_settings fs ON fs.firm_id = m.firm_id
LEFT JOIN LATERAL (
  SELECT lr.id, lr.years, lr.months, lr.days FROM limitation_rules lr
  WHERE lower(lr.state) = lower(m.incident_state)
    AND (lr.case_type IS NULL OR lower(lr.case_type) = lower(m.case_type))
    AND (CASE WHEN COALESCE(fs.own_rules, false) THEN lr.firm_id = m.firm_id ELSE lr.firm_id IS NULL END)
  ORDER BY lr.case_type IS NULL
  LIMIT 1
) r ON true
LEFT JOIN LATERAL (SELECT SUM(tl.days) AS tolled FROM statute_tollings tl WHERE tl.statute_id = s.statute_id) t ON true
`;

const DROP_STATUTE_VIEW_SQL = 'DROP VIEW IF EXISTS matter_statute_dates';

export class Deadlines1795369442734 implements MigrationInterface {
  name = 'Deadlines1795369442734';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "limitation_rules" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid, "state" character varying(60) NOT NULL, "case_type" character varying(60), "years" integer NOT NULL DEFAULT '0', "months" integer NOT NULL DEFAULT '0', "days" integer NOT NULL DEFAULT '0', "discovery_note" text, "source" character varying(300), CONSTRAINT "PK_813f853be0714bd9fdf03229501" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cdd4c31cd3ef8317862f169a56" ON "limitation_rules"  ("firm_id", "state", "case_type") `);
    await queryRunner.query(`CREATE TABLE "firm_deadline_settings" ("firm_id" uuid NOT NULL, "own_rules" boolean NOT NULL DEFAULT false, "rules_confirmed_at" TIMESTAMP WITH TIME ZONE, "rules_confirmed_by_id" uuid, "reminder_offsets" integer array NOT NULL DEFAULT '{180,90,60,30,14,7,1}', CONSTRAINT "PK_e86900a5994eb34c6187efe96cd" PRIMARY KEY ("firm_id"))`);
    await queryRunner.query(`CREATE TABLE "matter_statutes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "plaintiff_party_id" uuid, "defendant_party_id" uuid, "override_day" date, "override_reason" text, "satisfied_on" date, "satisfied_note" text, "calendar_event_id" uuid, CONSTRAINT "PK_789b10ac53f4d21bdd999937bc0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_45b69b3f7f43f81affd96615cd" ON "matter_statutes"  ("matter_id") WHERE plaintiff_party_id IS NULL AND defendant_party_id IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a73d56560265e078247478322f" ON "matter_statutes"  ("matter_id", "plaintiff_party_id", "defendant_party_id") WHERE plaintiff_party_id IS NOT NULL OR defendant_party_id IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "statute_tollings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "statute_id" uuid NOT NULL, "days" integer NOT NULL, "reason" character varying(300) NOT NULL, "from_day" date, "to_day" date, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d99b3207ec77f82f970377be380" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f014a7bf5fc959d26884a547fc" ON "statute_tollings"  ("statute_id") `);
    await queryRunner.query(`CREATE TABLE "statute_reminders" ("statute_id" uuid NOT NULL, "due_on" date NOT NULL, "offset_days" integer NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d013b1beeb4b0c9d6f931e86e3f" PRIMARY KEY ("statute_id", "due_on", "offset_days"))`);
    await queryRunner.query(`CREATE TABLE "deadline_chain_templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "trigger_label" character varying(120) NOT NULL, CONSTRAINT "PK_b3cd168e7efc7e908af3b4fb4f9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_44d03bccccaf77d81b04bd5fa7" ON "deadline_chain_templates"  ("firm_id", "name") `);
    await queryRunner.query(`CREATE TYPE "public"."period_unit" AS ENUM('DAYS', 'WEEKS', 'MONTHS', 'YEARS')`);
    await queryRunner.query(`CREATE TYPE "public"."deadline_direction" AS ENUM('AFTER', 'BEFORE')`);
    await queryRunner.query(`CREATE TYPE "public"."service_method" AS ENUM('NONE', 'MAIL', 'CLERK', 'OTHER_CONSENTED')`);
    await queryRunner.query(`CREATE TABLE "deadline_chain_steps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "template_id" uuid NOT NULL, "position" integer NOT NULL, "label" character varying(200) NOT NULL, "amount" integer NOT NULL, "unit" "public"."period_unit" NOT NULL, "direction" "public"."deadline_direction" NOT NULL, "from_position" integer, "service" "public"."service_method" NOT NULL DEFAULT 'NONE', "create_task" boolean NOT NULL DEFAULT true, "assignee_role" "public"."user_role", CONSTRAINT "PK_2087415622fb5ed5aa1acae05d4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4bd226157dde37af9741648547" ON "deadline_chain_steps"  ("template_id") `);
    await queryRunner.query(`CREATE TABLE "matter_deadline_chains" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "template_id" uuid, "name" character varying(120) NOT NULL, "trigger_label" character varying(120) NOT NULL, "trigger_day" date NOT NULL, "created_by_id" uuid, CONSTRAINT "PK_e871cdec6435ce90ad77cdf4818" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_361de09c8867513312ccce856b" ON "matter_deadline_chains"  ("matter_id") `);
    await queryRunner.query(`CREATE TABLE "matter_deadlines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "chain_id" uuid NOT NULL, "position" integer NOT NULL, "label" character varying(200) NOT NULL, "amount" integer NOT NULL, "unit" "public"."period_unit" NOT NULL, "direction" "public"."deadline_direction" NOT NULL, "from_position" integer, "service" "public"."service_method" NOT NULL DEFAULT 'NONE', "day" date NOT NULL, "computed_day" date NOT NULL, "manually_moved" boolean NOT NULL DEFAULT false, "steps" text array NOT NULL DEFAULT '{}', "calendar_event_id" uuid, "task_id" uuid, CONSTRAINT "PK_452d55afb7738534ec56f0b82e6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c062deb8e53615b302b0292972" ON "matter_deadlines"  ("chain_id") `);
    await queryRunner.query(`ALTER TABLE "limitation_rules" ADD CONSTRAINT "FK_b8e3c108b754b5f6dbf4d565c65" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "firm_deadline_settings" ADD CONSTRAINT "FK_e86900a5994eb34c6187efe96cd" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "firm_deadline_settings" ADD CONSTRAINT "FK_d9858364fc576864eb436de511b" FOREIGN KEY ("rules_confirmed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" ADD CONSTRAINT "FK_0fe405ebf76085182204b885f58" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" ADD CONSTRAINT "FK_fbff9d2519890f5e5dfd1dc7b5c" FOREIGN KEY ("plaintiff_party_id") REFERENCES "matter_parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" ADD CONSTRAINT "FK_a5838bc485b05b2078dee593ee9" FOREIGN KEY ("defendant_party_id") REFERENCES "matter_parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" ADD CONSTRAINT "FK_994682a1b0b0af735726a77a699" FOREIGN KEY ("calendar_event_id") REFERENCES "calendar_events"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" ADD CONSTRAINT "FK_f014a7bf5fc959d26884a547fc0" FOREIGN KEY ("statute_id") REFERENCES "matter_statutes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" ADD CONSTRAINT "FK_c6ee6e977c754c3789d48870552" FOREIGN KEY ("statute_id") REFERENCES "matter_statutes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_templates" ADD CONSTRAINT "FK_4817b3fb846c9040b23d8ce4026" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" ADD CONSTRAINT "FK_4bd226157dde37af9741648547a" FOREIGN KEY ("template_id") REFERENCES "deadline_chain_templates"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadline_chains" ADD CONSTRAINT "FK_361de09c8867513312ccce856b6" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadline_chains" ADD CONSTRAINT "FK_7bb5d705c3dd30a3bcfa808438f" FOREIGN KEY ("template_id") REFERENCES "deadline_chain_templates"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" ADD CONSTRAINT "FK_c062deb8e53615b302b0292972d" FOREIGN KEY ("chain_id") REFERENCES "matter_deadline_chains"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" ADD CONSTRAINT "FK_b32c5c3f426252dd6007975c51b" FOREIGN KEY ("calendar_event_id") REFERENCES "calendar_events"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" ADD CONSTRAINT "FK_77ce9d0eb2c76eb62920a898e77" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    // Computed statute dates (STATUTE_VIEW_SQL above).
    await queryRunner.query(STATUTE_VIEW_SQL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(DROP_STATUTE_VIEW_SQL);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" DROP CONSTRAINT "FK_77ce9d0eb2c76eb62920a898e77"`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" DROP CONSTRAINT "FK_b32c5c3f426252dd6007975c51b"`);
    await queryRunner.query(`ALTER TABLE "matter_deadlines" DROP CONSTRAINT "FK_c062deb8e53615b302b0292972d"`);
    await queryRunner.query(`ALTER TABLE "matter_deadline_chains" DROP CONSTRAINT "FK_7bb5d705c3dd30a3bcfa808438f"`);
    await queryRunner.query(`ALTER TABLE "matter_deadline_chains" DROP CONSTRAINT "FK_361de09c8867513312ccce856b6"`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_steps" DROP CONSTRAINT "FK_4bd226157dde37af9741648547a"`);
    await queryRunner.query(`ALTER TABLE "deadline_chain_templates" DROP CONSTRAINT "FK_4817b3fb846c9040b23d8ce4026"`);
    await queryRunner.query(`ALTER TABLE "statute_reminders" DROP CONSTRAINT "FK_c6ee6e977c754c3789d48870552"`);
    await queryRunner.query(`ALTER TABLE "statute_tollings" DROP CONSTRAINT "FK_f014a7bf5fc959d26884a547fc0"`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" DROP CONSTRAINT "FK_994682a1b0b0af735726a77a699"`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" DROP CONSTRAINT "FK_a5838bc485b05b2078dee593ee9"`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" DROP CONSTRAINT "FK_fbff9d2519890f5e5dfd1dc7b5c"`);
    await queryRunner.query(`ALTER TABLE "matter_statutes" DROP CONSTRAINT "FK_0fe405ebf76085182204b885f58"`);
    await queryRunner.query(`ALTER TABLE "firm_deadline_settings" DROP CONSTRAINT "FK_d9858364fc576864eb436de511b"`);
    await queryRunner.query(`ALTER TABLE "firm_deadline_settings" DROP CONSTRAINT "FK_e86900a5994eb34c6187efe96cd"`);
    await queryRunner.query(`ALTER TABLE "limitation_rules" DROP CONSTRAINT "FK_b8e3c108b754b5f6dbf4d565c65"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c062deb8e53615b302b0292972"`);
    await queryRunner.query(`DROP TABLE "matter_deadlines"`);
    await queryRunner.query(`DROP TYPE "public"."service_method"`);
    await queryRunner.query(`DROP TYPE "public"."deadline_direction"`);
    await queryRunner.query(`DROP TYPE "public"."period_unit"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_361de09c8867513312ccce856b"`);
    await queryRunner.query(`DROP TABLE "matter_deadline_chains"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4bd226157dde37af9741648547"`);
    await queryRunner.query(`DROP TABLE "deadline_chain_steps"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_44d03bccccaf77d81b04bd5fa7"`);
    await queryRunner.query(`DROP TABLE "deadline_chain_templates"`);
    await queryRunner.query(`DROP TABLE "statute_reminders"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f014a7bf5fc959d26884a547fc"`);
    await queryRunner.query(`DROP TABLE "statute_tollings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a73d56560265e078247478322f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_45b69b3f7f43f81affd96615cd"`);
    await queryRunner.query(`DROP TABLE "matter_statutes"`);
    await queryRunner.query(`DROP TABLE "firm_deadline_settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cdd4c31cd3ef8317862f169a56"`);
    await queryRunner.query(`DROP TABLE "limitation_rules"`);
  }
}
