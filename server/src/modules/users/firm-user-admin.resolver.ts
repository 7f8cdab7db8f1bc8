import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext, Viewer } from '../../graphql/context';
import { CurrentFirmViewer, CurrentViewer } from '../../graphql/decorators';
import { User } from './user.entity';
import {
  AddedFirmUser, AddFirmUserInput, ChangePasswordInput, IssuedInvitationLink, UpdateFirmUserInput, UpdateMyProfileInput,
} from './firm-user-admin.inputs';
import { Role } from '../../graphql/roles';

/** `https://host` of the request, so invitation links are absolute without PUBLIC_URL. */
export function requestOriginOf(ctx: RequestContext): string | undefined {
  const req = ctx.http?.req;
  return req ? `${req.protocol}://${req.get('host')}` : undefined;
}

@Authorized()
@Resolver(() => User)
export class FirmUserAdminResolver {
  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => AddedFirmUser, { description: 'Add Firm User: creates the user (no password yet) and a one-time invitation link to pass on.' })
  addFirmUser(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: AddFirmUserInput, @Ctx() ctx: RequestContext): Promise<AddedFirmUser> {
    return ctx.services.firmUsers.add(viewer, input, requestOriginOf(ctx));
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => User, { description: 'Edit a firm user; disabling or deleting ends their sessions at once.' })
  updateFirmUser(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateFirmUserInput, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.firmUsers.update(viewer, input);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => Boolean, { description: 'Delete Role: the user is kept as DELETED (restorable by Edit); their sessions end.' })
  deleteFirmUser(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.firmUsers.delete(viewer, id);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => IssuedInvitationLink, { description: 'A new invitation link for a user without a password; earlier links stop working.' })
  resendInvitation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<IssuedInvitationLink> {
    return ctx.services.firmUsers.resendInvitation(viewer, userId, requestOriginOf(ctx));
  }

  @Mutation(() => User, { description: 'My Profile & Info: your own name and phone.' })
  updateMyProfile(@CurrentViewer() viewer: Viewer, @Arg('input') input: UpdateMyProfileInput, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.firmUsers.updateMyProfile(viewer, input);
  }

  @Mutation(() => Boolean, { description: 'Needs your current password; your other sessions end, this one stays.' })
  changePassword(@CurrentViewer() viewer: Viewer, @Arg('input') input: ChangePasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.firmUsers.changePassword(viewer, input, ctx.ip);
  }

  @Authorized(Role.FIRM_ADMIN)
  @FieldResolver(() => Boolean, { description: 'Invited: has not chosen a password yet (firm admins only).' })
  async invitationPending(@Root() user: User, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.loaders.withoutPassword.load(user.id);
  }
}
