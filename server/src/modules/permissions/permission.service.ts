import { In, type DataSource } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { staleEdit } from '../../graphql/errors';
import { FirmRolePermissions } from './firm-permissions.entity';
import { DEFAULT_FIRM_PERMISSIONS } from './permission.access';
import type { UpdateFirmPermissionsInput } from './permission.inputs';

function defaultsFor(firmId: string): FirmRolePermissions {
  return Object.assign(new FirmRolePermissions(), { firmId, ...DEFAULT_FIRM_PERMISSIONS, version: 0, updatedAt: null });
}

export class PermissionService {
  constructor(private readonly dataSource: DataSource) {}

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
    const rows: unknown[] =
      version === 0
        ? await this.dataSource.query(
            `INSERT INTO firm_role_permissions (firm_id, paralegals_see_billing, staff_see_billing, attorneys_manage_billing, staff_export_lists, version)
             VALUES ($1, $2, $3, $4, $5, 1) ON CONFLICT (firm_id) DO NOTHING RETURNING firm_id`,
            values,
          )
        : await this.dataSource.query(
            `UPDATE firm_role_permissions SET paralegals_see_billing = $2, staff_see_billing = $3, attorneys_manage_billing = $4,
               staff_export_lists = $5, version = version + 1, updated_at = now()
             WHERE firm_id = $1 AND version = $6 RETURNING firm_id`,
            [...values, version],
          );
    // UPDATE … RETURNING answers [rows, count] through TypeORM's pg driver; INSERT answers rows.
    const changed = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
    if (!changed) throw staleEdit("Your firm's permission list");
    return this.forFirm(firmId);
  }
}
