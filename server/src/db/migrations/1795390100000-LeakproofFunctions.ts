import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The functions the app's conditions use that PostgreSQL does not ship as LEAKPROOF, marked so:
 * under row-level security a condition with a function not known to be leakproof is evaluated
 * only after the policy, row by row, and cannot use an index. Without this every search reads
 * whole tables (trigram and full-text indexes), and every condition on an enum (a task's column,
 * a case's status or permission) scans the firm's rows: a task drag went from 2 ms to 120 ms.
 * None of these raises an error that depends on a row's contents (LIKE's pattern errors depend on
 * the typed pattern only; enum comparisons cannot fail), so they reveal nothing of rows the policy
 * hides. Only a superuser may mark functions: elsewhere everything works, reading more rows.
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
  'pg_catalog.enum_eq(anyenum, anyenum)',
  'pg_catalog.enum_ne(anyenum, anyenum)',
  'pg_catalog.enum_lt(anyenum, anyenum)',
  'pg_catalog.enum_gt(anyenum, anyenum)',
  'pg_catalog.enum_le(anyenum, anyenum)',
  'pg_catalog.enum_ge(anyenum, anyenum)',
  'pg_catalog.enum_cmp(anyenum, anyenum)',
];

export class LeakproofFunctions1795390100000 implements MigrationInterface {
  name = 'LeakproofFunctions1795390100000';

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
          RAISE NOTICE 'Functions not marked LEAKPROOF (needs a superuser): searches and enum conditions scan under row-level security';
        END IF;
      END
      $$`);
  }
}
