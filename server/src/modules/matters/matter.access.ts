import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { MatterPermission } from './matter.entity';
import { Role } from '../../graphql/roles';

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

/** The named parameters of the rule in a TypeORM query (whereAccessible, whereLinkedMatterAccessible). */
const ACCESS_NAMES = { firm: ':accessFirmId', everyone: ':accessEveryone', user: ':accessUserId' };

/** Restricts a TypeORM query over matters (`alias`) to the ones the viewer may open. */
export function whereAccessible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, viewer: FirmViewer): SelectQueryBuilder<T> {
  return query.andWhere(accessRule(alias, viewer, ACCESS_NAMES), accessParameters(viewer));
}

/** The values of those parameters, for a viewer: for a statement whose text is kept and whose values are set per request. */
export function accessParameters(viewer: FirmViewer): Record<string, string> {
  return { accessFirmId: viewer.firm.id, accessEveryone: MatterPermission.EVERYONE, accessUserId: viewer.user.id };
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
  const rule = accessRule('linked', viewer, ACCESS_NAMES);
  return query.andWhere(`(${column} IS NULL OR EXISTS (SELECT 1 FROM matters linked WHERE linked.id = ${column} AND ${rule}))`, accessParameters(viewer));
}

type Querier = { query: (sql: string, params: unknown[]) => Promise<unknown> };

/**
 * The active firm staff who may open a matter (every active staff member for no matter), e.g. to
 * send them live updates; with `among`, only those of these people. The one rule for who hears of
 * a case's records: notifications, reminders, attendees and assignees all pass through it.
 */
export async function staffWhoMaySee(manager: Querier, firmId: string, matterId: string | null, among?: readonly string[]): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT u.id FROM users u
     WHERE u.firm_id = $1 AND u.status = 'ACTIVE' AND u.role IN ('FIRM_ADMIN', 'ATTORNEY', 'PARALEGAL', 'STAFF')
       AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
       AND ($2::uuid IS NULL OR u.role = 'FIRM_ADMIN' OR EXISTS (
         SELECT 1 FROM matters m WHERE m.id = $2 AND m.deleted_at IS NULL
           AND (m.permission = 'EVERYONE' OR EXISTS (SELECT 1 FROM matter_access a WHERE a.matter_id = m.id AND a.user_id = u.id))))`,
    [firmId, matterId, among ? [...among] : null],
  )) as Array<{ id: string }>;
  return rows.map((row) => row.id);
}

/**
 * Refuses, naming them, people among `userIds` who cannot open the matter (assigning them a task or
 * inviting them to an event would show them a case they may not see).
 */
export async function requireStaffWhoMaySee(manager: Querier, firmId: string, matterId: string | null, userIds: readonly string[], field: string): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (!wanted.length) return;
  const allowed = new Set(await staffWhoMaySee(manager, firmId, matterId, wanted));
  const refused = wanted.filter((id) => !allowed.has(id));
  if (!refused.length) return;
  const rows = (await manager.query(
    `SELECT first_name || ' ' || last_name AS name FROM users WHERE firm_id = $1 AND id = ANY($2::uuid[]) ORDER BY first_name, last_name`,
    [firmId, refused],
  )) as Array<{ name: string }>;
  const names = rows.map((row) => row.name);
  const who = names.length ? names.join(', ') : 'Someone you chose';
  const message = matterId
    ? `${who} cannot open this case. Give them access to it first (Edit Case, Permission), or choose someone else.`
    : `${who} is not an active member of your firm.`;
  throw badUserInput([{ field, messages: [message] }], message);
}

/**
 * The case's active staff, in their order and by role, who may open it (staff of a "Specific Users"
 * case can lose access to it): whom a case's templates assign tasks and invite to its deadlines.
 */
export async function caseStaffWhoMaySee(manager: Querier, firmId: string, matterId: string): Promise<{ all: string[]; byRole: Map<Role, string[]> }> {
  const rows = (await manager.query(
    `SELECT u.id, u.role FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = $1 AND u.status = 'ACTIVE' ORDER BY s.position`,
    [matterId],
  )) as Array<{ id: string; role: Role }>;
  const allowed = new Set(await staffWhoMaySee(manager, firmId, matterId, rows.map((row) => row.id)));
  const staff = rows.filter((row) => allowed.has(row.id));
  const byRole = new Map<Role, string[]>();
  for (const row of staff) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row.id]);
  return { all: staff.map((row) => row.id), byRole };
}
