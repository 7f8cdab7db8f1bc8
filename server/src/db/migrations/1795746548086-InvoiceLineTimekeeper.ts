import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvoiceLineTimekeeper1795746548086 implements MigrationInterface {
  name = 'InvoiceLineTimekeeper1795746548086';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."timekeeper_classification" AS ENUM('PT', 'AS', 'OC', 'LA', 'OT')`);
    await queryRunner.query(`ALTER TABLE "users" ADD "timekeeper_classification" "public"."timekeeper_classification"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD "timekeeper_id" uuid`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD CONSTRAINT "FK_b89971a00bd4dd12610a35aa821" FOREIGN KEY ("timekeeper_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    // The fee lines written before: billed by whoever the server now proposes (invoice.timekeepers.ts):
    // the invoice's author when an attorney or paralegal, else the case's first active attorney, else its author.
    await queryRunner.query(
      `UPDATE "invoice_lines" l SET "timekeeper_id" = COALESCE(
         (SELECT u.id FROM "invoices" i JOIN "users" u ON u.id = i.created_by_id WHERE i.id = l.invoice_id AND u.role IN ('ATTORNEY', 'PARALEGAL')),
         (SELECT u.id FROM "invoices" i JOIN "matter_staff" s ON s.matter_id = i.matter_id JOIN "users" u ON u.id = s.user_id
          WHERE i.id = l.invoice_id AND u.firm_id = i.firm_id AND u.role = 'ATTORNEY' AND u.status = 'ACTIVE' ORDER BY s.position LIMIT 1),
         (SELECT i.created_by_id FROM "invoices" i WHERE i.id = l.invoice_id))
       WHERE l.cost_id IS NULL AND l.timekeeper_id IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP CONSTRAINT "FK_b89971a00bd4dd12610a35aa821"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP COLUMN "timekeeper_id"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "timekeeper_classification"`);
    await queryRunner.query(`DROP TYPE "public"."timekeeper_classification"`);
  }
}
