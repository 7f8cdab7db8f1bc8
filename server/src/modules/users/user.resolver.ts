import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext, ViewerFirm } from '../../graphql/context';
import { CurrentFirm } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Firm } from '../firms/firm.entity';
import { User } from './user.entity';
import { FirmUsersArgs, UserPage } from './user.inputs';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized()
@Resolver(() => User)
export class UserResolver {
  @Authorized(...FIRM_STAFF_ROLES)
  @Query(() => UserPage, {
    description: "The signed-in user's firm's people, paged and filtered.",
    complexity: listComplexity,
  })
  firmUsers(@CurrentFirm() firm: ViewerFirm, @Args() args: FirmUsersArgs, @Ctx() ctx: RequestContext): Promise<UserPage> {
    return ctx.services.users.listFirmUsers(firm.id, args);
  }

  @FieldResolver(() => Firm, { nullable: true, description: 'Null for platform admins.' })
  firm(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Firm | null> | null {
    return user.firmId ? ctx.loaders.firmById.load(user.firmId) : null;
  }
}
