import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext, Viewer } from '../../graphql/context';
import { CurrentViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { User } from '../users/user.entity';
import {
  ActiveFirm,
  AiUsagePeriod,
  AiUsageRange,
  AiUsageSeries,
  AiUsageTotal,
  BackOfficeFirm,
  BackOfficeFirmPage,
  BackOfficeFirmsArgs,
  BackOfficePeopleArgs,
  BackOfficePersonPage,
  BackOfficeStatus,
  BackOfficeTotals,
  CreatedFirm,
  CreateFirmInput,
  UpdateBackOfficePersonInput,
  UpdateFirmInput,
} from './backoffice.inputs';
import { Role } from '../../graphql/roles';

/** The platform admin's back office; nobody else may call any of it. */
@Authorized(Role.PLATFORM_ADMIN)
@Resolver()
export class BackOfficeResolver {
  @Query(() => BackOfficeTotals, { description: 'Total firms, attorneys and paralegals, now and at this moment yesterday.' })
  backOfficeTotals(@Ctx() ctx: RequestContext): Promise<BackOfficeTotals> {
    return ctx.services.backOffice.totals();
  }

  @Query(() => AiUsageTotal, { description: 'AI words used by all firms in the period, up to today.' })
  backOfficeAiUsage(@Arg('period', () => AiUsagePeriod) period: AiUsagePeriod, @Ctx() ctx: RequestContext): Promise<AiUsageTotal> {
    return ctx.services.backOffice.aiUsage(period);
  }

  @Query(() => AiUsageSeries, { description: 'AI words per day of this month or per month of this year.' })
  backOfficeAiUsageSeries(@Arg('range', () => AiUsageRange) range: AiUsageRange, @Ctx() ctx: RequestContext): Promise<AiUsageSeries> {
    return ctx.services.backOffice.aiUsageSeries(range);
  }

  @Query(() => [ActiveFirm], { description: 'The 5 most active firms over the last 30 days (members signed in, then AI words).' })
  backOfficeTopFirms(@Ctx() ctx: RequestContext): Promise<ActiveFirm[]> {
    return ctx.services.backOffice.topFirms();
  }

  @Query(() => BackOfficeFirmPage, { description: 'Active or suspended firms with their member count, searched, sorted and paged.', complexity: listComplexity })
  backOfficeFirms(@Args() args: BackOfficeFirmsArgs, @Ctx() ctx: RequestContext): Promise<BackOfficeFirmPage> {
    return ctx.services.backOffice.firms(args);
  }

  @Query(() => BackOfficePersonPage, { description: 'Active or suspended attorneys or paralegals of every firm, searched, sorted and paged.', complexity: listComplexity })
  backOfficePeople(@Args() args: BackOfficePeopleArgs, @Ctx() ctx: RequestContext): Promise<BackOfficePersonPage> {
    return ctx.services.backOffice.people(args);
  }

  @Mutation(() => CreatedFirm, { description: 'Creates a firm and its first firm admin, and returns the sign-in invitation link for them.' })
  createFirm(@CurrentViewer() viewer: Viewer, @Arg('input') input: CreateFirmInput, @Ctx() ctx: RequestContext): Promise<CreatedFirm> {
    const req = ctx.http?.req;
    return ctx.services.backOffice.createFirm(viewer, input, req ? `${req.protocol}://${req.get('host')}` : undefined);
  }

  @Mutation(() => BackOfficeFirm, { description: 'With the version you saw; suspending ends the sessions of all its people at once.' })
  updateFirm(@Arg('input') input: UpdateFirmInput, @Ctx() ctx: RequestContext): Promise<BackOfficeFirm> {
    return ctx.services.backOffice.updateFirm(input);
  }

  @Mutation(() => BackOfficeFirm, { description: 'Suspend or activate; suspending ends the sessions of all its people at once.' })
  setFirmStatus(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('status', () => BackOfficeStatus) status: BackOfficeStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<BackOfficeFirm> {
    return ctx.services.backOffice.setFirmStatus(id, version, status);
  }

  @Mutation(() => Boolean, { description: "Soft delete: the firm's data is kept, nobody of it can sign in, and it leaves the lists and figures." })
  deleteFirm(@Arg('id', () => ID) id: string, @Arg('version', () => Int) version: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.backOffice.deleteFirm(id, version);
  }

  @Mutation(() => User, { description: 'Edits an attorney or paralegal with the version you saw; suspending ends their sessions at once.' })
  updateBackOfficePerson(@Arg('input') input: UpdateBackOfficePersonInput, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.backOffice.updatePerson(input);
  }

  @Mutation(() => User, { description: 'Suspend or activate an attorney or paralegal; suspending ends their sessions at once.' })
  setBackOfficePersonStatus(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('status', () => BackOfficeStatus) status: BackOfficeStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.backOffice.setPersonStatus(id, version, status);
  }

  @Mutation(() => Boolean, { description: 'Soft delete (status DELETED) of an attorney or paralegal; their sessions end at once.' })
  deleteBackOfficePerson(@Arg('id', () => ID) id: string, @Arg('version', () => Int) version: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.backOffice.deletePerson(id, version);
  }
}
