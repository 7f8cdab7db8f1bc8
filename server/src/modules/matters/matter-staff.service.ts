import { In, type DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput } from '../../graphql/errors';
import { User } from '../users/user.entity';
import { MatterPermission, type Matter } from './matter.entity';
import { MatterAccess, MatterStaff } from './matter-parts.entity';
import type { MatterService } from './matter.service';

/** How many staff a case can have. */
export const MAX_STAFF = 10;

/** A case's staff (the Staff grid, Add Staff). */
export class MatterStaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
  ) {}

  /** The staff of the firm's matters among `matterIds`, in the order they were added. */
  async staffOf(firmId: string, matterIds: readonly string[]): Promise<Array<MatterStaff & { user: User }>> {
    return this.dataSource
      .getRepository(MatterStaff)
      .find({ where: { matterId: In([...matterIds]), firmId }, relations: { user: true }, order: { position: 'ASC' } }) as Promise<
      Array<MatterStaff & { user: User }>
    >;
  }

  /** Adds a member of staff (at most 10); on a restricted case they also get access to it. */
  async addStaff(viewer: FirmViewer, matterId: string, userId: string): Promise<Matter> {
    const matter = await this.matters.get(viewer, matterId);
    const user = await this.matters.staffMember(viewer, userId, 'userId');
    return this.dataSource.transaction(async (manager) => {
      const staff = await manager.getRepository(MatterStaff).find({ where: { matterId }, lock: { mode: 'pessimistic_write' } });
      if (staff.some((s) => s.userId === userId)) return matter;
      if (staff.length >= MAX_STAFF) throw badUserInput([{ field: 'userId', messages: [`A case can have at most ${MAX_STAFF} staff.`] }]);
      await manager.getRepository(MatterStaff).insert({ firmId: matter.firmId, matterId, userId, position: Math.max(-1, ...staff.map((s) => s.position)) + 1 });
      if (matter.permission === MatterPermission.SPECIFIC_USERS) await manager.getRepository(MatterAccess).upsert({ firmId: matter.firmId, matterId, userId }, ['matterId', 'userId']);
      await this.matters.record(manager, viewer, matterId, 'matter.staff_added', `Added ${user.fullName} to the staff`);
      return matter;
    });
  }

  async removeStaff(viewer: FirmViewer, matterId: string, userId: string): Promise<Matter> {
    const matter = await this.matters.get(viewer, matterId);
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(MatterStaff).delete({ matterId, userId });
      if (!result.affected) return;
      const user = await manager.getRepository(User).findOneBy({ id: userId });
      await this.matters.record(manager, viewer, matterId, 'matter.staff_removed', `Removed ${user?.fullName ?? 'a user'} from the staff`);
    });
    return matter;
  }
}
