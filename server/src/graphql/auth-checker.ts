import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from './context';
import { forbidden, unauthenticated } from './errors';
import type { Role } from './roles';

/** A session, and with `roles` one of those roles: UNAUTHENTICATED or FORBIDDEN otherwise. */
export function requireRoles(context: RequestContext, roles: readonly Role[]): void {
  if (!context.viewer) throw unauthenticated();
  if (roles.length > 0 && !roles.includes(context.viewer.user.role)) throw forbidden();
}

/**
 * `@Authorized()` needs a session; `@Authorized(Role.X, …)` also one of those roles.
 *
 * type-graphql runs it as an async middleware: several promises for each field it guards. The
 * fields a list reads on every row (a case's client, staff, next task, next event) call
 * `requireRoles` themselves instead, so a page of 50 cases resolves without them.
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  requireRoles(context, roles);
  return true;
};
