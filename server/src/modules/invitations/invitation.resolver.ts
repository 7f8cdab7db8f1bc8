import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { setSessionCookie } from '../../http/session-cookie';
import { User } from '../users/user.entity';
import { AcceptInvitationInput, InvitationDetailsType } from './invitation.inputs';

/** Open without a session, like sign-in: the link's token is the credential. */
@Resolver()
export class InvitationResolver {
  @Query(() => InvitationDetailsType, { description: 'Who the link is for; NOT_FOUND (with extensions.reason) when it is unknown, used, replaced or expired.' })
  invitation(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<InvitationDetailsType> {
    return ctx.services.invitations.details(token);
  }

  @Mutation(() => User, { description: 'Chooses the password with the link (once), and signs in: sets the session cookie.' })
  async acceptInvitation(@Arg('input') input: AcceptInvitationInput, @Ctx() ctx: RequestContext): Promise<User> {
    const { token, expiresAt, viewer } = await ctx.services.invitations.accept(input.token, input.password, { ip: ctx.ip, userAgent: ctx.userAgent });
    // Whoever was signed in in this browser is signed out: the new session replaces it.
    if (ctx.viewer) await ctx.services.auth.endSession(ctx.viewer.sessionId, 'SIGNED_OUT');
    if (ctx.http) setSessionCookie(ctx.http.req, ctx.http.res, token, expiresAt);
    ctx.setViewer(viewer);
    return viewer.user;
  }
}
