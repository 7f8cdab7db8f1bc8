import type { Request } from 'express';
import type { FirmViewer } from '../graphql/context';
import { notFound } from '../graphql/errors';
import type { Matter } from '../modules/matters/matter.entity';
import type { Services } from '../services';
import type { ViewerRequest } from './require-viewer';

/** A uuid, as the ids in the API are. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The viewer and the case named by `:id` of a REST route under /api/…/matters/:id/…, which the
 * viewer may open; anything else is NOT_FOUND (answered 404 by the REST error handler).
 */
export async function requestedMatter(services: Services, req: Request): Promise<{ viewer: FirmViewer; matter: Matter }> {
  const viewer = (req as ViewerRequest).viewer as FirmViewer;
  const id = String(req.params.id);
  if (!UUID.test(id)) throw notFound('The case');
  return { viewer, matter: await services.matters.get(viewer, id) };
}
