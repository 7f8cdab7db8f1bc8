import type { Request } from 'express';
import type { FirmViewer } from '../../graphql/context';
import { pathId } from '../../http/params';
import type { ViewerRequest } from '../../http/require-viewer';
import type { Matter } from './matter.entity';
import type { MatterService } from './matter.service';

/**
 * The viewer and the case named by `:id` of a REST route under /api/…/matters/:id/…, which the
 * viewer may open; anything else is NOT_FOUND (answered 404 by the REST error handler).
 */
export async function requestedMatter(matters: MatterService, req: Request): Promise<{ viewer: FirmViewer; matter: Matter }> {
  const viewer = (req as ViewerRequest).viewer as FirmViewer;
  return { viewer, matter: await matters.get(viewer, pathId(req, 'The case')) };
}
