import type { Request, Response } from 'express';
import type { Role } from './roles';

/** The signed-in person as every layer sees them (the users module's User entity is one). */
export interface ViewerUser {
  readonly id: string;
  /** Null only for platform admins. */
  readonly firmId: string | null;
  readonly role: Role;
  readonly email: string;
  readonly fullName: string;
}

/** The signed-in person's firm (the firms module's Firm entity is one). */
export interface ViewerFirm {
  readonly id: string;
  readonly name: string;
  /** Its own IANA time zone, null until chosen (FirmClock then uses the server's). */
  readonly timeZone: string | null;
}

/** Who is asking: resolved from the session cookie on every request and every WebSocket operation. */
export interface Viewer {
  sessionId: string;
  user: ViewerUser;
  /** Null only for platform admins. */
  firm: ViewerFirm | null;
}

/** A viewer inside a firm (everyone but the platform admin). */
export type FirmViewer = Viewer & { firm: ViewerFirm };

/**
 * The services of every module, created once per process by the composition root (app.ts). Each
 * module adds its own to this interface (`declare module '…/graphql/context'` in its
 * `<domain>.module.ts`), so this layer names none of them and the root must provide them all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppServices {}

/** The per-request DataLoaders of every module; each module adds its own, as with AppServices. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppLoaders {}

export interface RequestContext {
  viewer: Viewer | null;
  services: AppServices;
  loaders: AppLoaders;
  /** Client address as Express sees it (honours TRUST_PROXY). */
  ip: string;
  userAgent: string | null;
  /** Present on HTTP requests; absent on WebSocket operations. */
  http?: { req: Request; res: Response };
  /** Signing in or out changes who is asking for the rest of this request (viewer and loaders). */
  setViewer(viewer: Viewer | null): void;
}
