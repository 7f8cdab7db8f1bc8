import type { MigrationInterface, QueryRunner } from 'typeorm';

const orEmpty = (column: string) => `CASE WHEN ${column} IS NULL THEN '' ELSE ${column} END`;

/**
 * The search indexes again, with `CASE WHEN x IS NULL THEN '' ELSE x END` instead of
 * `coalesce(x, '')`: the same text, but PostgreSQL counts COALESCE as possibly leaking under
 * row-level security and then will not use an index on it (CASE it accepts). search.service.ts
 * writes its conditions the same way.
 */
const INDEXES: Array<[name: string, table: string, method: string, expression: string, old: string]> = [
  [
    'tasks_search_vector',
    'tasks',
    'gin',
    `(to_tsvector('english'::regconfig, ${orEmpty('title')} || ' ' || ${orEmpty('description')}))`,
    `(to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, '')))`,
  ],
  [
    'matters_search_vector',
    'matters',
    'gin',
    `(to_tsvector('simple'::regconfig, ${orEmpty('name')} || ' ' || ${orEmpty('number')}))`,
    `(to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(number, '')))`,
  ],
  [
    'contacts_search_vector',
    'contacts',
    'gin',
    `(to_tsvector('simple'::regconfig, ${orEmpty('name')} || ' ' || ${orEmpty('email')} || ' ' || ${orEmpty('organization')}))`,
    `(to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(organization, '')))`,
  ],
  [
    'contacts_search_trgm',
    'contacts',
    'gin',
    `(lower(name || ' ' || ${orEmpty('email')} || ' ' || ${orEmpty('organization')})) gin_trgm_ops`,
    `(lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(organization, ''))) gin_trgm_ops`,
  ],
];

export class SearchIndexesWithoutCoalesce1795390200000 implements MigrationInterface {
  name = 'SearchIndexesWithoutCoalesce1795390200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table, method, expression] of INDEXES) {
      await queryRunner.query(`DROP INDEX "${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" USING ${method} (${expression})`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table, method, , old] of INDEXES) {
      await queryRunner.query(`DROP INDEX "${name}"`);
      await queryRunner.query(`CREATE INDEX "${name}" ON "${table}" USING ${method} (${old})`);
    }
  }
}
