import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contact and task lists' search boxes read indexes instead of every row of the firm. Their
 * conditions are ORs; PostgreSQL combines the arms' indexes only when every arm has one: contact
 * email and phone, and task description, had none, so each keystroke read all 100,000 contacts
 * (about half a second with the count) or 200,000 tasks on a large firm. (Task titles use
 * tasks_title_trgm, on lower(title), from the SearchIndexes migration.)
 */
export class ListSearchIndexes1795390400000 implements MigrationInterface {
  name = 'ListSearchIndexes1795390400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "contacts_email_trgm" ON "contacts" USING gin ("email" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "contacts_phone_trgm" ON "contacts" USING gin ("primary_phone" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "tasks_description_trgm" ON "tasks" USING gin ("description" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "tasks_description_trgm"`);
    await queryRunner.query(`DROP INDEX "contacts_phone_trgm"`);
    await queryRunner.query(`DROP INDEX "contacts_email_trgm"`);
  }
}
