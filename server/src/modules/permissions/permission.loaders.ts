import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import type { FirmRolePermissions } from './firm-permissions.entity';
import type { PermissionService } from './permission.service';

/** The firm's permission choices, once per request (only the viewer's own firm). */
export function createPermissionLoaders(permissions: PermissionService, viewer: Viewer | null) {
  const firmPermissions = new DataLoader<string, FirmRolePermissions>((ids) =>
    permissions.forFirms(ids.map((id) => (id === viewer?.firm?.id ? id : '00000000-0000-0000-0000-000000000000'))),
  );
  return { firmPermissions };
}
