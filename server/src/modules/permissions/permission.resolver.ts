import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { User } from '../users/user.entity';
import { FirmRolePermissions } from './firm-permissions.entity';
import { viewerPermissionsOf } from './permission.access';
import { UpdateFirmPermissionsInput, ViewerPermissions } from './permission.inputs';
import { Role } from '../../graphql/roles';

@Authorized(Role.FIRM_ADMIN)
@Resolver(() => FirmRolePermissions)
export class FirmPermissionsResolver {
  @Query(() => FirmRolePermissions, { description: "Firm User Permissions: your firm's choices (the defaults until saved)." })
  firmPermissions(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<FirmRolePermissions> {
    return ctx.services.permissions.forFirm(viewer.firm.id);
  }

  @Mutation(() => FirmRolePermissions, { description: 'Saves the choices; they apply to every request from now on.' })
  updateFirmPermissions(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('input') input: UpdateFirmPermissionsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FirmRolePermissions> {
    return ctx.services.permissions.update(viewer, input);
  }
}

@Authorized()
@Resolver(() => User)
export class ViewerPermissionsResolver {
  @FieldResolver(() => ViewerPermissions, {
    nullable: true,
    description: 'What you may do (role and firm choices together); only on yourself, null on anyone else.',
  })
  permissions(@Root() user: User, @Ctx() ctx: RequestContext): Promise<ViewerPermissions> | null {
    if (!ctx.viewer || ctx.viewer.user.id !== user.id) return null;
    return viewerPermissionsOf(ctx);
  }
}
