import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * LEDES as e-billing portals accept it: each invoice line dated the day of its work (lines written
 * before take their invoice's date, a billed cost its own date), the firm's LEDES id (Firm Profile)
 * and a client's billing id (the contact), each at most 20 characters.
 */
export class LedesDetails1795810000000 implements MigrationInterface {
  name = 'LedesDetails1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoice_lines" ADD "work_date" date`);
    await queryRunner.query(
      `UPDATE "invoice_lines" l SET "work_date" = COALESCE((SELECT c.incurred_on FROM "case_costs" c WHERE c.id = l.cost_id), (SELECT i.invoice_date FROM "invoices" i WHERE i.id = l.invoice_id))`,
    );
    await queryRunner.query(`ALTER TABLE "invoice_lines" ALTER COLUMN "work_date" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "firms" ADD "ledes_id" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "contacts" ADD "ledes_client_id" character varying(20)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "ledes_client_id"`);
    await queryRunner.query(`ALTER TABLE "firms" DROP COLUMN "ledes_id"`);
    await queryRunner.query(`ALTER TABLE "invoice_lines" DROP COLUMN "work_date"`);
  }
}
