import type { NextFunction, Request, Response } from 'express';
import type { Viewer } from '../graphql/context';
import { readSessionToken } from '../modules/auth/session-cookie';
import type { Role } from '../modules/users/user.entity';
import type { Services } from '../services';

export interface ViewerRequest extends Request {
  viewer: Viewer & { firm: NonNullable<Viewer['firm']> };
}

/**
 * Guards the REST endpoints (exports, files) with the same session cookie and roles as the API:
 * 401 without a session, 403 for another role; only firm members pass.
 */
export function requireViewer(services: Services, roles: readonly Role[]) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const viewer = await services.auth.resolveSession(readSessionToken(req.headers.cookie, req.secure));
      if (!viewer) {
        res.status(401).json({ error: 'You need to sign in.' });
        return;
      }
      if (!viewer.firm || !roles.includes(viewer.user.role)) {
        res.status(403).json({ error: 'You are not allowed to do this.' });
        return;
      }
      (req as ViewerRequest).viewer = viewer as ViewerRequest['viewer'];
      next();
    } catch (error) {
      next(error);
    }
  };
}
