import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { viewerPermissionsOf } from '../permissions/permission.access';
import { DashboardSummary } from './dashboard.types';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver()
export class DashboardResolver {
  @Query(() => DashboardSummary, { description: "The home dashboard's Tasks and Invoices cards for you." })
  async dashboard(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<DashboardSummary> {
    const { seeBilling } = await viewerPermissionsOf(ctx);
    return ctx.services.dashboard.summary(viewer, seeBilling);
  }
}
