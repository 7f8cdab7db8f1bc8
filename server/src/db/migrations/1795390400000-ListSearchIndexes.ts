import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists' search boxes (contacts, tasks, invoices, and invoices by case name) read indexes
 * instead of every row of the firm. Their conditions are ORs, and PostgreSQL combines the arms'
 * indexes only when every arm has one: on a large firm each keystroke read all 100,000 contacts
 * (about half a second with the count), 200,000 tasks or 50,000 invoices. Task titles use
 * tasks_title_trgm (lower(title)) and case numbers matters_search_trgm, from SearchIndexes.
 */
const INDEXES: Array<[name: string, definition: string]> = [
  ['contacts_email_trgm', 'ON "contacts" USING gin ("email" gin_trgm_ops)'],
  ['contacts_phone_trgm', 'ON "contacts" USING gin ("primary_phone" gin_trgm_ops)'],
  ['tasks_description_trgm', 'ON "tasks" USING gin ("description" gin_trgm_ops)'],
  ['invoices_client_id', 'ON "invoices" ("client_id")'],
  ['invoices_number_trgm', 'ON "invoices" USING gin ("number" gin_trgm_ops)'],
  ['invoices_description_trgm', 'ON "invoices" USING gin ("description" gin_trgm_ops)'],
  ['matters_name_trgm', 'ON "matters" USING gin ("name" gin_trgm_ops)'],
];

export class ListSearchIndexes1795390400000 implements MigrationInterface {
  name = 'ListSearchIndexes1795390400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await queryRunner.query(`CREATE INDEX "${name}" ${definition}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
