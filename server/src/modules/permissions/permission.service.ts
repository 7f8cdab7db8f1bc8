import { In, type DataSource } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { ACCESS_TOPIC, announceAccessChange, type AccessChangePayload } from './access-changes';
import { FirmRolePermissions } from './firm-permissions.entity';
import { DEFAULT_FIRM_PERMISSIONS } from './permission.access';
import type { UpdateFirmPermissionsInput } from './permission.inputs';

function defaultsFor(firmId: string): FirmRolePermissions {
  return Object.assign(new FirmRolePermissions(), { firmId, ...DEFAULT_FIRM_PERMISSIONS, version: 0, updatedAt: null });
}

export class PermissionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  /** The viewer's access changes after `after`, then live. */
  accessChanges(viewer: FirmViewer, after: string | null): AsyncIterable<AppEvent<AccessChangePayload>> {
    return this.events.stream({ topic: ACCESS_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after) as AsyncIterable<AppEvent<AccessChangePayload>>;
  }

  /** A firm's choices (the defaults while it never saved any). */
  async forFirm(firmId: string): Promise<FirmRolePermissions> {
    return (await this.dataSource.getRepository(FirmRolePermissions).findOneBy({ firmId })) ?? defaultsFor(firmId);
  }

  /** Several firms' choices in one query, in the order asked. */
  async forFirms(firmIds: readonly string[]): Promise<FirmRolePermissions[]> {
    const rows = await this.dataSource.getRepository(FirmRolePermissions).findBy({ firmId: In([...firmIds]) });
    const byId = new Map(rows.map((r) => [r.firmId, r]));
    return firmIds.map((id) => byId.get(id) ?? defaultsFor(id));
  }

  /** Saves every choice at once; CONFLICT when another admin saved since `input.version`. */
  async update(viewer: FirmViewer, input: UpdateFirmPermissionsInput): Promise<FirmRolePermissions> {
    const firmId = viewer.firm.id;
    const { version, ...choices } = input;
    const values = [firmId, choices.paralegalsSeeBilling, choices.staffSeeBilling, choices.attorneysManageBilling, choices.staffExportLists];
    return this.dataSource.transaction(async (manager) => {
      const rows: unknown[] =
        version === 0
          ? await manager.query(
              `INSERT INTO firm_role_permissions (firm_id, paralegals_see_billing, staff_see_billing, attorneys_manage_billing, staff_export_lists, version)
               VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT (firm_id) DO NOTHING RETURNING firm_id`,
              values,
            )
          : await manager.query(
              `UPDATE firm_role_permissions SET paralegals_see_billing = $2, staff_see_billing = $3, attorneys_manage_billing = $4,
                 staff_export_lists = $5, version = version + 1, updated_at = now()
               WHERE firm_id = $1 AND version = $6 RETURNING firm_id`,
              [...values, version],
            );
      // UPDATE … RETURNING answers [rows, count] through TypeORM's pg driver; INSERT answers rows.
      const changed = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
      if (!changed) throw staleEdit("Your firm's permission list");
      // Everyone of the firm signed in now sees (in their open tabs) what they may do from now on.
      const people: Array<{ id: string }> = await manager.query(`SELECT id FROM users WHERE firm_id = $1 AND status = 'ACTIVE'`, [firmId]);
      await announceAccessChange(manager, this.events, firmId, people.map((p) => p.id), 'PERMISSIONS');
      return (await manager.getRepository(FirmRolePermissions).findOneBy({ firmId })) ?? defaultsFor(firmId);
    });
  }
}
