import { NO_SCOPE, type DatabaseScope } from '../db/scope';
import type { Viewer } from './context';
import { Role } from './roles';

/** The database scope of what a signed-in person may see: their firm, or the back office. */
export function viewerScope(viewer: Viewer | null): DatabaseScope {
  if (!viewer) return NO_SCOPE;
  if (viewer.firm) return { kind: 'firm', firmId: viewer.firm.id };
  return viewer.user.role === Role.PLATFORM_ADMIN ? { kind: 'platform' } : NO_SCOPE;
}
