import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Topic, type SessionEndedPayload } from '../../graphql/pubsub';
import { User } from '../users/user.entity';
import { SessionEnded, SessionEndReasonEnum, SignInInput } from './auth.inputs';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { sessionUserOf } from './auth.service';

/** Sign-in and sign-out are the only operations open without a session. */
@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when there is no valid session.' })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.viewer ? sessionUserOf(ctx.viewer) : null;
  }

  @Mutation(() => User, { description: 'Signs in and sets the session cookie.' })
  async login(@Arg('input') input: SignInInput, @Ctx() ctx: RequestContext): Promise<User> {
    const { token, expiresAt, viewer } = await ctx.services.auth.signIn(input.email, input.password, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    // A sign-in always starts a new session; one this browser already had ends.
    if (ctx.viewer) await ctx.services.auth.endSession(ctx.viewer.sessionId, 'SIGNED_OUT');
    if (ctx.http) setSessionCookie(ctx.http.req, ctx.http.res, token, expiresAt);
    ctx.setViewer(viewer);
    return viewer.user;
  }

  @Mutation(() => Boolean, { description: 'Ends the current session (if any) and clears the cookie.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    if (ctx.viewer) await ctx.services.auth.endSession(ctx.viewer.sessionId, 'SIGNED_OUT');
    if (ctx.http) clearSessionCookie(ctx.http.req, ctx.http.res);
    ctx.setViewer(null);
    return true;
  }

  @Authorized()
  @Subscription(() => SessionEnded, {
    topics: Topic.SESSION_ENDED,
    filter: ({ payload, context }: { payload: SessionEndedPayload; context: RequestContext }) =>
      payload.sessionId === context.viewer?.sessionId,
    description: "Fires once when this browser's session ends, so every open tab can return to sign-in.",
  })
  sessionEnded(@Root() payload: SessionEndedPayload): SessionEnded {
    return { reason: payload.reason as SessionEndReasonEnum };
  }
}
