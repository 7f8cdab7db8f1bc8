import { In, type EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';
import { User } from '../users/user.entity';

/** Said at a line whose timekeeper is not a person of the viewer's firm (another firm's user, a client, an unknown id). */
export const TIMEKEEPER_REFUSED = 'Choose a person of your firm as the timekeeper.';

/**
 * Who bills the work of a fee line nobody was named for: the person writing the invoice when they are
 * an attorney or paralegal, else the case's first active attorney (in the Staff grid's order), else the
 * person writing it. The Create Invoice dialog proposes the same.
 */
async function defaultTimekeeper(manager: EntityManager, viewer: FirmViewer, matterId: string): Promise<string> {
  if (viewer.user.role === Role.ATTORNEY || viewer.user.role === Role.PARALEGAL) return viewer.user.id;
  const rows: Array<{ id: string }> = await manager.query(
    `SELECT u.id FROM matter_staff s JOIN users u ON u.id = s.user_id
     WHERE s.matter_id = $1 AND u.firm_id = $2 AND u.role = 'ATTORNEY' AND u.status = 'ACTIVE'
     ORDER BY s.position LIMIT 1`,
    [matterId, viewer.firm.id],
  );
  return rows[0]?.id ?? viewer.user.id;
}

/**
 * The lines with their timekeepers: each one named must be a person (staff, any status: an invoice
 * written before someone left is saved again as it is) of the viewer's firm, else every such line is
 * refused at its field; a fee line (no cost) without one gets the default; an expense line keeps none.
 */
export async function withTimekeepers<T extends { costId: string | null; timekeeperId: string | null }>(
  manager: EntityManager,
  viewer: FirmViewer,
  matterId: string,
  lines: T[],
): Promise<T[]> {
  const named = [...new Set(lines.flatMap((line) => (line.timekeeperId ? [line.timekeeperId] : [])))];
  if (named.length) {
    const found = await manager
      .getRepository(User)
      .find({ select: { id: true }, where: { id: In(named), firmId: viewer.firm.id, role: In([...FIRM_STAFF_ROLES]) } });
    const ours = new Set(found.map((user) => user.id));
    const refused = lines.flatMap((line, index) => (line.timekeeperId && !ours.has(line.timekeeperId) ? [{ field: `lines.${index}.timekeeperId`, messages: [TIMEKEEPER_REFUSED] }] : []));
    if (refused.length) throw badUserInput(refused);
  }
  if (lines.every((line) => line.costId || line.timekeeperId)) return lines;
  const fallback = await defaultTimekeeper(manager, viewer, matterId);
  return lines.map((line) => (line.costId || line.timekeeperId ? line : { ...line, timekeeperId: fallback }));
}

/** The people of the firm named as timekeepers on `lines`, by id (for the LEDES file and the PDF). */
export async function timekeepersOf(manager: EntityManager, firmId: string, lines: ReadonlyArray<{ timekeeperId: string | null }>): Promise<Map<string, User>> {
  const ids = [...new Set(lines.flatMap((line) => (line.timekeeperId ? [line.timekeeperId] : [])))];
  if (!ids.length) return new Map();
  const users = await manager.getRepository(User).findBy({ id: In(ids), firmId });
  return new Map(users.map((user) => [user.id, user]));
}
