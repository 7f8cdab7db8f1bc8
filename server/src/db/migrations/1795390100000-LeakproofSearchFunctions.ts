import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The functions the search and list filters use, marked LEAKPROOF so that PostgreSQL may still
 * use their indexes (trigram, full text) under row-level security: without it, a condition with a
 * function not known to be leakproof is only evaluated after the policy, row by row, and every
 * search reads the whole table. None of these raises an error that depends on a row's contents
 * (LIKE's pattern errors depend on the typed pattern only), so they reveal nothing of rows the
 * policy hides. Only a superuser may mark functions: elsewhere the search still works, slower.
 */
const FUNCTIONS = [
  'pg_catalog.lower(text)',
  'pg_catalog.textcat(text, text)',
  'pg_catalog.textlike(text, text)',
  'pg_catalog.texticlike(text, text)',
  'pg_catalog.to_tsvector(regconfig, text)',
  'pg_catalog.ts_match_vq(tsvector, tsquery)',
  'public.word_similarity_op(text, text)',
  'public.similarity_op(text, text)',
];

export class LeakproofSearchFunctions1795390100000 implements MigrationInterface {
  name = 'LeakproofSearchFunctions1795390100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.mark(queryRunner, 'LEAKPROOF');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.mark(queryRunner, 'NOT LEAKPROOF');
  }

  private async mark(queryRunner: QueryRunner, how: string): Promise<void> {
    await queryRunner.query(`
      DO $$
      BEGIN
        IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          ${FUNCTIONS.map((fn) => `ALTER FUNCTION ${fn} ${how};`).join('\n          ')}
        ELSE
          RAISE NOTICE 'Search functions not marked LEAKPROOF (needs a superuser): searches scan under row-level security';
        END IF;
      END
      $$`);
  }
}
