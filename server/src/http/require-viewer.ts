import type { NextFunction, Request, Response } from 'express';
import { runInScope } from '../db/scope';
import type { Viewer } from '../graphql/context';
import { viewerScope } from '../graphql/viewer-scope';
import { readSessionToken } from './session-cookie';
import type { Role } from '../graphql/roles';

export interface ViewerRequest extends Request {
  viewer: Viewer & { firm: NonNullable<Viewer['firm']> };
}

/**
 * Guards the REST endpoints (exports, files) with the same session cookie and roles as the API:
 * 401 without a session, 403 for another role; only firm members pass.
 */
export function requireViewer(resolveSession: (token: string | undefined) => Promise<Viewer | null>, roles: readonly Role[]) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const viewer = await resolveSession(readSessionToken(req.headers.cookie, req.secure));
      if (!viewer) {
        res.status(401).json({ error: 'You need to sign in.' });
        return;
      }
      if (!viewer.firm || !roles.includes(viewer.user.role)) {
        res.status(403).json({ error: 'You are not allowed to do this.' });
        return;
      }
      (req as ViewerRequest).viewer = viewer as ViewerRequest['viewer'];
      // The rest of the request reads and writes as this firm (row-level security).
      runInScope(viewerScope(viewer), next);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Re-enters the viewer's database scope after a body parser: parsers call back from the socket's
 * context, where the request's scope is not (put it right before the handler).
 */
export function inViewerScope(req: Request, _res: Response, next: NextFunction): void {
  runInScope(viewerScope((req as Partial<ViewerRequest>).viewer ?? null), next);
}
