import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CHILD_TABLES } from './1795390000000-RowLevelSecurity';

/**
 * The policies of the tables without a firm_id (a row is visible when its parent row is) look the
 * parent up by its primary key, row by row. Written as a plain EXISTS, PostgreSQL may instead hash
 * every visible parent row once per statement, and often did: reading the 150 staff of a page of
 * 50 cases hashed all 20,000 of the firm's matters (about 10 ms instead of under 1 ms), on every
 * case list. OFFSET 0 keeps the subquery from being turned into that hash (PostgreSQL does not
 * rewrite a subquery with OFFSET), so each row costs one index probe of a few microseconds.
 */
export class ChildPoliciesProbeParent1795390300000 implements MigrationInterface {
  name = 'ChildPoliciesProbeParent1795390300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, parent] of CHILD_TABLES) {
      await queryRunner.query(`DROP POLICY firm_rows ON "${table}"`);
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (EXISTS (SELECT FROM "${parent}" parent WHERE parent.id = "${table}"."${column}" OFFSET 0))`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, parent] of CHILD_TABLES) {
      await queryRunner.query(`DROP POLICY firm_rows ON "${table}"`);
      await queryRunner.query(`CREATE POLICY firm_rows ON "${table}" USING (EXISTS (SELECT FROM "${parent}" parent WHERE parent.id = "${table}"."${column}"))`);
    }
  }
}
