import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import type { FirmUserAdminService } from './firm-user-admin.service';

/** Whether each user (of the viewer's firm) still has no password, in one query per request batch. */
export function createFirmUserAdminLoaders(firmUsers: FirmUserAdminService, viewer: Viewer | null) {
  const withoutPassword = new DataLoader<string, boolean>(async (ids) => {
    const firmId = viewer?.firm?.id;
    const pending = firmId ? await firmUsers.withoutPassword(firmId, ids) : new Set<string>();
    return ids.map((id) => pending.has(id));
  });
  return { withoutPassword };
}
