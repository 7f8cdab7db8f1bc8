import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { Role } from '../users/user.entity';
import { MatterPermission } from './matter.entity';

/** Firm admins open every matter of their firm; everyone else what the matter's permission allows. */
export function seesEveryMatter(viewer: FirmViewer): boolean {
  return viewer.user.role === Role.FIRM_ADMIN;
}

/**
 * The one rule of matter access, as SQL on a matters alias, with the placeholders to use for the
 * firm, the EVERYONE permission and the user: the viewer's firm, not deleted, and either open to
 * everyone or listing the viewer (firm admins see all).
 */
function accessRule(alias: string, viewer: FirmViewer, p: { firm: string; everyone: string; user: string }): string {
  const own = `${alias}.firm_id = ${p.firm} AND ${alias}.deleted_at IS NULL`;
  if (seesEveryMatter(viewer)) return own;
  return `${own} AND (${alias}.permission = ${p.everyone} OR EXISTS (SELECT 1 FROM matter_access access WHERE access.matter_id = ${alias}.id AND access.user_id = ${p.user}))`;
}

/** Restricts a TypeORM query over matters (`alias`) to the ones the viewer may open. */
export function whereAccessible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: FirmViewer): SelectQueryBuilder<T> {
  return query.andWhere(accessRule(alias, viewer, { firm: ':accessFirmId', everyone: ':accessEveryone', user: ':accessUserId' }), {
    accessFirmId: viewer.firm.id,
    accessEveryone: MatterPermission.EVERYONE,
    accessUserId: viewer.user.id,
  });
}

/**
 * The same rule for raw SQL: `SELECT m.id FROM matters m WHERE …` using the positional parameters
 * from `$first` on; append `params` (last) to the query's own.
 */
export function accessibleMatterIds(viewer: FirmViewer, first: number): { sql: string; params: unknown[] } {
  const sql = accessRule('m', viewer, { firm: `$${first}`, everyone: `$${first + 1}`, user: `$${first + 2}` });
  // A firm admin's rule uses only the firm: PostgreSQL rejects parameters a query never uses.
  const params = seesEveryMatter(viewer) ? [viewer.firm.id] : [viewer.firm.id, MatterPermission.EVERYONE, viewer.user.id];
  return { sql: `SELECT m.id FROM matters m WHERE ${sql}`, params };
}

/**
 * Restricts a query over rows that may belong to a matter (`column` holds its id, or null) to the
 * rows without one and those whose matter the viewer may open.
 */
export function whereLinkedMatterAccessible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, column: string, viewer: FirmViewer): SelectQueryBuilder<T> {
  const rule = accessRule('linked', viewer, { firm: ':accessFirmId', everyone: ':accessEveryone', user: ':accessUserId' });
  return query.andWhere(`(${column} IS NULL OR EXISTS (SELECT 1 FROM matters linked WHERE linked.id = ${column} AND ${rule}))`, {
    accessFirmId: viewer.firm.id,
    accessEveryone: MatterPermission.EVERYONE,
    accessUserId: viewer.user.id,
  });
}

/** The active firm staff who may open a matter (everyone for no matter), e.g. to send them live updates. */
export async function staffWhoMaySee(manager: { query: (sql: string, params: unknown[]) => Promise<Array<{ id: string }>> }, firmId: string, matterId: string | null): Promise<string[]> {
  const rows = await manager.query(
    `SELECT u.id FROM users u
     WHERE u.firm_id = $1 AND u.status = 'ACTIVE' AND u.role IN ('FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL', 'STAFF')
       AND ($2::uuid IS NULL OR u.role = 'FIRM_ADMIN' OR EXISTS (
         SELECT 1 FROM matters m WHERE m.id = $2 AND m.deleted_at IS NULL
           AND (m.permission = 'EVERYONE' OR EXISTS (SELECT 1 FROM matter_access a WHERE a.matter_id = m.id AND a.user_id = u.id))))`,
    [firmId, matterId],
  );
  return rows.map((row) => row.id);
}
