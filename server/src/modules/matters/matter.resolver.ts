import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireRoles } from '../../graphql/auth-checker';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { ActivityEntry } from '../activity/activity.entity';
import { Contact } from '../contacts/contact.entity';
import { User } from '../users/user.entity';
import { Matter } from './matter.entity';
import { listedSelection } from './matter.list-rows';
import {
  ActivityPage,
  CreateMatterInput,
  IntakeInput,
  MatterActivityArgs,
  MatterPage,
  MatterSort,
  MattersArgs,
  TimelineEntryInput,
  UpdateIncidentInput,
  UpdateMatterInput,
} from './matter.inputs';
import { DocumentFolder } from '../documents/document.entity';
import { MatterStatusChange, TimelineEntry } from './matter-parts.entity';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';
import { forbidden } from '../../graphql/errors';
import { caseAmountsVisible } from '../permissions/permission.access';

const DAY = 86_400_000;

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Matter)
export class MatterResolver {
  @Query(() => MatterPage, { description: 'Cases the viewer may open, paged, filtered, sorted and searched.', complexity: listComplexity })
  async matters(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: MattersArgs, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<MatterPage> {
    // The order of amounts tells them: only who may see case amounts sorts by them.
    if ((args.sortBy === MatterSort.DEMAND || args.sortBy === MatterSort.BEST_OFFER) && !(await caseAmountsVisible(ctx))) throw forbidden('Your firm does not let your role see amounts.');
    // The list screens' requests are answered from one statement (matter.list-rows.ts).
    const selection = listedSelection(info);
    return selection ? ctx.services.matterList.listRows(viewer, args, selection) : ctx.services.matterList.list(viewer, args);
  }

  @Query(() => Matter, { description: 'One case; NOT_FOUND when it does not exist for the viewer.' })
  matter(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Matter> {
    return ctx.services.matters.get(viewer, id);
  }

  @Query(() => ActivityPage, { description: "The case's audit trail, newest first (Recent Activity).", complexity: listComplexity })
  matterActivity(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: MatterActivityArgs, @Ctx() ctx: RequestContext): Promise<ActivityPage> {
    return ctx.services.matters.activityOf(viewer, args);
  }

  @Mutation(() => Matter, { description: 'Intake wizard: the case, its plaintiff contact and referral source, in one transaction.' })
  intake(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: IntakeInput, @Ctx() ctx: RequestContext): Promise<Matter> {
    return ctx.services.matters.intake(viewer, input);
  }

  @Mutation(() => Matter)
  createMatter(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: CreateMatterInput, @Ctx() ctx: RequestContext): Promise<Matter> {
    return ctx.services.matters.create(viewer, input);
  }

  @Mutation(() => Matter)
  updateMatter(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateMatterInput, @Ctx() ctx: RequestContext): Promise<Matter> {
    return ctx.services.matters.update(viewer, input);
  }

  @Mutation(() => Matter, { description: 'Incident tab: details and questionnaire.' })
  updateIncident(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateIncidentInput, @Ctx() ctx: RequestContext): Promise<Matter> {
    return ctx.services.matters.updateIncident(viewer, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a case (a firm admin can restore it).' })
  deleteMatter(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.matters.delete(viewer, id);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => Matter, { description: 'Brings back a deleted case (firm admins).' })
  restoreMatter(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Matter> {
    return ctx.services.matters.restore(viewer, id);
  }

  @Mutation(() => Matter, { description: 'Adds a member of staff to the case (at most 10).' })
  addMatterStaff(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('matterId', () => ID) matterId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Matter> {
    return ctx.services.matterStaff.addStaff(viewer, matterId, userId);
  }

  @Mutation(() => Matter)
  removeMatterStaff(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('matterId', () => ID) matterId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Matter> {
    return ctx.services.matterStaff.removeStaff(viewer, matterId, userId);
  }

  @Mutation(() => TimelineEntry)
  addTimelineEntry(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('matterId', () => ID) matterId: string,
    @Arg('input') input: TimelineEntryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TimelineEntry> {
    return ctx.services.timeline.addTimelineEntry(viewer, matterId, input);
  }

  @Mutation(() => TimelineEntry)
  updateTimelineEntry(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('input') input: TimelineEntryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TimelineEntry> {
    return ctx.services.timeline.updateTimelineEntry(viewer, id, version, input);
  }

  @Mutation(() => Boolean)
  removeTimelineEntry(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.timeline.removeTimelineEntry(viewer, id);
  }

  @FieldResolver(() => Int, { description: 'Days in the current status.' })
  statusDays(@Root() matter: Matter): number {
    return Math.max(0, Math.floor((Date.now() - matter.statusChangedAt.getTime()) / DAY));
  }

  @FieldResolver(() => String, { nullable: true, description: 'The first defendant.' })
  async defendantName(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await ctx.loaders.matterSummary.load(matter.id))?.defendantName ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The defendant side's insurance company." })
  async defendantInsurance(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await ctx.loaders.matterSummary.load(matter.id))?.defendantInsurance ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The plaintiff side's insurance company." })
  async plaintiffInsurance(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await ctx.loaders.matterSummary.load(matter.id))?.plaintiffInsurance ?? null;
  }

  @FieldResolver(() => [ID], { description: 'With SPECIFIC_USERS: who may open the case besides firm admins.' })
  accessUserIds(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.loaders.accessUserIdsByMatter.load(matter.id);
  }

  @FieldResolver(() => [DocumentFolder], { description: 'The top-level document folders of the case.' })
  folders(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<DocumentFolder[]> {
    return ctx.loaders.foldersByMatter.load(matter.id);
  }

  @FieldResolver(() => [TimelineEntry], { description: 'The case timeline, by date.' })
  timeline(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<TimelineEntry[]> {
    return ctx.loaders.timelineByMatter.load(matter.id);
  }

  @FieldResolver(() => [MatterStatusChange], { description: 'Every status the case went through, with its date.' })
  statusHistory(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<MatterStatusChange[]> {
    return ctx.loaders.statusChangesByMatter.load(matter.id);
  }
}

/** The people of a case, shown on every row of the case list. Firm staff only (checked per row, see requireRoles). */
@Resolver(() => Matter)
export class MatterPeopleResolver {
  @FieldResolver(() => Contact, { nullable: true })
  client(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<Contact | null> | null {
    requireRoles(ctx, FIRM_STAFF_ROLES);
    return matter.clientId ? ctx.loaders.contactById.load(matter.clientId) : null;
  }

  @FieldResolver(() => [User], { description: 'Staff working on the case, in the order they were added.' })
  staff(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<User[]> {
    requireRoles(ctx, FIRM_STAFF_ROLES);
    return ctx.loaders.staffByMatter.load(matter.id);
  }
}

@Resolver(() => ActivityEntry)
export class ActivityEntryResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who did it; null once that user is removed.' })
  actor(@Root() entry: ActivityEntry, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return entry.actorId ? ctx.loaders.userById.load(entry.actorId) : null;
  }
}
