import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoice list's search box from indexes: the number and description by trigrams, and the
 * client and case by id (the invoices of the contacts and cases whose name matches, found by
 * trigrams too). Before, each keystroke joined
 * every invoice of the firm to its client and case and compared four columns (about 200 ms on
 * 50,000 invoices).
 */
export class InvoiceSearchIndexes1795390500000 implements MigrationInterface {
  name = 'InvoiceSearchIndexes1795390500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "invoices_client_id" ON "invoices" ("client_id")`);
    await queryRunner.query(`CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin ("number" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "invoices_description_trgm" ON "invoices" USING gin ("description" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "matters_name_trgm" ON "matters" USING gin ("name" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "matters_name_trgm"`);
    await queryRunner.query(`DROP INDEX "invoices_description_trgm"`);
    await queryRunner.query(`DROP INDEX "invoices_number_trgm"`);
    await queryRunner.query(`DROP INDEX "invoices_client_id"`);
  }
}
