import { In, type DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import { User, UserStatus } from './user.entity';
import type { FirmUsersArgs } from './user.inputs';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  /** The people of one firm, by last then first name, filtered and paged in SQL. */
  async listFirmUsers(firmId: string, args: FirmUsersArgs): Promise<Page<User>> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.firmId = :firmId', { firmId });
    if (args.role) query.andWhere('user.role = :role', { role: args.role });
    if (args.staffOnly) query.andWhere('user.role IN (:...staffRoles)', { staffRoles: [...FIRM_STAFF_ROLES] });
    if (args.status) query.andWhere('user.status = :status', { status: args.status });
    else query.andWhere('user.status <> :deleted', { deleted: UserStatus.DELETED });
    const search = args.search?.trim();
    if (search) {
      query.andWhere(
        "(user.firstName || ' ' || user.lastName ILIKE :pattern OR user.email ILIKE :pattern)",
        { pattern: likePattern(search) },
      );
    }
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await query
      .orderBy('user.lastName', 'ASC')
      .addOrderBy('user.firstName', 'ASC')
      .addOrderBy('user.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  /** People of the firm a staff member can message (staff and clients), active, by name; not oneself. */
  async messageRecipients(viewer: FirmViewer, search: string | null, page: number): Promise<Page<User>> {
    const pageSize = 25;
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.firmId = :firmId AND user.id <> :me AND user.status = :active', { firmId: viewer.firm.id, me: viewer.user.id, active: UserStatus.ACTIVE });
    const text = search?.trim();
    if (text) {
      query.andWhere("(user.firstName || ' ' || user.lastName ILIKE :pattern OR user.email ILIKE :pattern)", { pattern: likePattern(text) });
    }
    const [items, totalCount] = await query
      .orderBy('user.lastName', 'ASC')
      .addOrderBy('user.firstName', 'ASC')
      .addOrderBy('user.id', 'ASC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    return { items, totalCount, page, pageSize };
  }

  /** Presence: the user was just connected (their "Last seen"). */
  /** Users of a firm by id (for exports that name authors), in one query. */
  byIds(firmId: string, ids: readonly string[]): Promise<User[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.dataSource.getRepository(User).findBy({ firmId, id: In([...new Set(ids)]) });
  }

  async touchLastSeen(userId: string): Promise<void> {
    await this.dataSource.query('UPDATE users SET last_seen_at = now() WHERE id = $1', [userId]);
  }
}
