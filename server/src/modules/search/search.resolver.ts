import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { User } from '../users/user.entity';
import { SearchArgs, SearchHit, SearchResults } from './search.inputs';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => SearchHit)
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      'Search anything: your tasks (title, description), cases (name, number, client), contacts (name, email, organization) and documents (File Name, text) by relevance, typos forgiven; every tab with its count.',
    complexity: ({ args, childComplexity }: { args: { first?: number }; childComplexity: number }) => 1 + childComplexity * Math.min(args.first ?? 10, 50),
  })
  search(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: SearchArgs, @Ctx() ctx: RequestContext): Promise<SearchResults> {
    return ctx.services.search.search(viewer, args);
  }

  @FieldResolver(() => [User], { description: 'Task: assignees; case: staff; document: who uploaded it; contact: none.' })
  async people(@Root() hit: SearchHit, @Ctx() ctx: RequestContext): Promise<User[]> {
    const from = hit.peopleOf;
    if (!from) return [];
    if (from.kind === 'task') return ctx.loaders.assigneesByTask.load(from.id);
    if (from.kind === 'matter') return ctx.loaders.staffByMatter.load(from.id);
    const user = await ctx.loaders.userById.load(from.id);
    return user ? [user] : [];
  }
}
