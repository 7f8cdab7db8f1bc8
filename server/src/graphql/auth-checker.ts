import type { AuthChecker } from 'type-graphql';
import type { Role } from '../modules/users/user.entity';
import type { RequestContext } from './context';
import { forbidden, unauthenticated } from './errors';

/** `@Authorized()` needs a session; `@Authorized(Role.X, …)` also one of those roles. */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length > 0 && !roles.includes(context.viewer.user.role)) throw forbidden();
  return true;
};
