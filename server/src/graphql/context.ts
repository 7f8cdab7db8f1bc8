import type { Request, Response } from 'express';
import type { Firm } from '../modules/firms/firm.entity';
import type { User } from '../modules/users/user.entity';
import type { Loaders } from './loaders';
import type { Services } from '../services';

/** Who is asking: resolved from the session cookie on every request and every WebSocket operation. */
export interface Viewer {
  sessionId: string;
  user: User;
  /** Null only for platform admins. */
  firm: Firm | null;
}

/** A viewer inside a firm (everyone but the platform admin). */
export type FirmViewer = Viewer & { firm: Firm };

export interface RequestContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  /** Client address as Express sees it (honours TRUST_PROXY). */
  ip: string;
  userAgent: string | null;
  /** Present on HTTP requests; absent on WebSocket operations. */
  http?: { req: Request; res: Response };
  /** Signing in or out changes who is asking for the rest of this request (viewer and loaders). */
  setViewer(viewer: Viewer | null): void;
}
