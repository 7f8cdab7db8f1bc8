import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Invoices1795374370213 implements MigrationInterface {
  name = 'Invoices1795374370213';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invoices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "number" character varying(40) NOT NULL, "client_id" uuid NOT NULL, "matter_id" uuid NOT NULL, "invoice_date" date NOT NULL, "due_date" date NOT NULL, "description" character varying(2000), "subtotal_cents" integer NOT NULL, "total_cents" integer NOT NULL, "overdue_notified" boolean NOT NULL DEFAULT false, "created_by_id" uuid, CONSTRAINT "PK_668cef7c22a427fd822cc1be3ce" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_418bb8a3394c206c7f24180164" ON "invoices"  ("matter_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b1618f1754569f93cdac1eba40" ON "invoices"  ("firm_id", "due_date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_422ea7aafe523aa5c5cc17532b" ON "invoices"  ("firm_id", "number") `);
    await queryRunner.query(`CREATE TABLE "invoice_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_id" uuid NOT NULL, "position" integer NOT NULL, "description" character varying(500) NOT NULL, "utbms_task_code" character varying(10), "utbms_activity_code" character varying(10), "quantity_thousandths" integer NOT NULL, "rate_cents" integer NOT NULL, "amount_cents" integer NOT NULL, CONSTRAINT "PK_3d18eb48142b916f581f0c21a65" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5d7d64cb2e3739cfa97ca6c618" ON "invoice_lines"  ("invoice_id", "position") `);
    await queryRunner.query(`CREATE TYPE "public"."payment_method" AS ENUM('CHECK', 'ACH', 'CARD', 'CASH', 'WIRE', 'OTHER')`);
    await queryRunner.query(`CREATE TABLE "invoice_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "paid_on" date NOT NULL, "method" "public"."payment_method" NOT NULL, "reference" character varying(200), "recorded_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e19c9ebfa432289f510de7b4e99" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e94fa427d3da279450dba6f4aa" ON "invoice_payments"  ("invoice_id") `);
    await queryRunner.query(`CREATE TABLE "invoice_counters" ("firm_id" uuid NOT NULL, "last" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_f68ea4ccb2152517ab84f5e274b" PRIMARY KEY ("firm_id"))`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "FK_5a04eca43d4936b397d437dc1bf" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "FK_5534ba11e10f1a9953cbdaabf16" FOREIGN KEY ("client_id") REFERENCES "contacts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "FK_418bb8a3394c206c7f241801644" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "FK_7e369959f4952d563122ef12f11" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD CONSTRAINT "FK_2da95dc86a54a00ff20ce46d0fe" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" ADD CONSTRAINT "FK_e94fa427d3da279450dba6f4aa6" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" ADD CONSTRAINT "FK_704095fb3c84b079115a9c74a10" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invoice_counters" ADD CONSTRAINT "FK_f68ea4ccb2152517ab84f5e274b" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_counters" DROP CONSTRAINT "FK_f68ea4ccb2152517ab84f5e274b"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP CONSTRAINT "FK_704095fb3c84b079115a9c74a10"`);
    await queryRunner.query(`ALTER TABLE "invoice_payments" DROP CONSTRAINT "FK_e94fa427d3da279450dba6f4aa6"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_2da95dc86a54a00ff20ce46d0fe"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_7e369959f4952d563122ef12f11"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_418bb8a3394c206c7f241801644"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_5534ba11e10f1a9953cbdaabf16"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_5a04eca43d4936b397d437dc1bf"`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e94fa427d3da279450dba6f4aa"`);
    await queryRunner.query(`DROP TABLE "invoice_payments"`);
    await queryRunner.query(`DROP TYPE "public"."payment_method"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5d7d64cb2e3739cfa97ca6c618"`);
    await queryRunner.query(`DROP TABLE "invoice_lines"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_422ea7aafe523aa5c5cc17532b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b1618f1754569f93cdac1eba40"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_418bb8a3394c206c7f24180164"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
  }
}
