import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { eventCursorArg } from '../../graphql/pagination';
import { AccessChange, type AccessChangePayload } from './access-changes';
import { User } from '../users/user.entity';
import { FirmRolePermissions } from './firm-permissions.entity';
import { viewerPermissionsOf } from './permission.access';
import { UpdateFirmPermissionsInput, ViewerPermissions } from './permission.inputs';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

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

@Authorized(...FIRM_STAFF_ROLES)
@Resolver()
export class AccessChangesResolver {
  @Subscription(() => AccessChange, {
    description: 'Your role or your firm\'s permissions changed: read `me` again, so the open tab shows what you may do now.',
    subscribe: ({ args, context }) =>
      (context as RequestContext).services.permissions.accessChanges(firmViewerOf(context as RequestContext, FIRM_STAFF_ROLES), eventCursorArg(args.after)),
  })
  accessChanges(@Root() event: AppEvent<AccessChangePayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): AccessChange {
    return { cursor: event.cursor, change: event.payload.change };
  }
}
