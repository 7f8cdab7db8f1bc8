import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search modal's indexes: for tasks, cases and contacts a GIN index over the words (tsvector,
 * with prefixes for as-you-type) and a GIN gin_trgm_ops index over the text (substrings and typos),
 * written exactly as search.service.ts queries them; and the cases of a client, to find a case by
 * its client's name. Documents already have theirs (documents_search_vector, documents_title_trgm).
 */
export class SearchIndexes1795377876731 implements MigrationInterface {
  name = 'SearchIndexes1795377876731';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "tasks_search_vector" ON "tasks" USING gin ((to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))))`,
    );
    await queryRunner.query(`CREATE INDEX "tasks_title_trgm" ON "tasks" USING gin ((lower(title)) gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX "matters_search_vector" ON "matters" USING gin ((to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(number, ''))))`,
    );
    await queryRunner.query(`CREATE INDEX "matters_search_trgm" ON "matters" USING gin ((lower(name || ' ' || number)) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "matters_client_id" ON "matters" ("client_id")`);
    await queryRunner.query(
      `CREATE INDEX "contacts_search_vector" ON "contacts" USING gin ((to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(organization, ''))))`,
    );
    await queryRunner.query(
      `CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ((lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(organization, ''))) gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."contacts_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."contacts_search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."matters_client_id"`);
    await queryRunner.query(`DROP INDEX "public"."matters_search_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."matters_search_vector"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_title_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."tasks_search_vector"`);
  }
}
