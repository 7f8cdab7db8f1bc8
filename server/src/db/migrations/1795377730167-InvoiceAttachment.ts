import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvoiceAttachment1795377730167 implements MigrationInterface {
  name = 'InvoiceAttachment1795377730167';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoices" ADD "attachment_document_id" uuid`);
    await queryRunner.query(`ALTER TABLE "invoices" ADD CONSTRAINT "FK_39bdf45dd2a0a4c9c3a00b3a3b8" FOREIGN KEY ("attachment_document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_39bdf45dd2a0a4c9c3a00b3a3b8"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP COLUMN "attachment_document_id"`);
  }
}
