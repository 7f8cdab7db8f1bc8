import type { DataSource } from 'typeorm';
import { likePattern, pageWindow, type Page } from '../../graphql/pagination';
import { User, UserStatus } from './user.entity';
import type { FirmUsersArgs } from './user.inputs';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  /** The people of one firm, by last then first name, filtered and paged in SQL. */
  async listFirmUsers(firmId: string, args: FirmUsersArgs): Promise<Page<User>> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.firmId = :firmId', { firmId });
    if (args.role) query.andWhere('user.role = :role', { role: args.role });
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
    return { items, totalCount, page: args.page, pageSize: args.pageSize };
  }
}
