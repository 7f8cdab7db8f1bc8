import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { User } from '../users/user.entity';
import { WorkflowApplication, WorkflowStep, WorkflowTemplate } from './workflow.entity';
import { ApplyWorkflowArgs, MatterWorkflowArgs, UpdateWorkflowTemplateInput, WorkflowTemplateIdArgs, WorkflowTemplateInput } from './workflow.inputs';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';

/** Everyone on staff reads the templates and applies them to cases they may open; firm admins keep them. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => WorkflowTemplate)
export class WorkflowTemplateResolver {
  @Query(() => [WorkflowTemplate], { description: "The firm's workflow templates with their steps, by name (at most 200)." })
  workflowTemplates(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<WorkflowTemplate[]> {
    return ctx.services.workflows.list(viewer);
  }

  @Query(() => WorkflowTemplate)
  workflowTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Args() { id }: WorkflowTemplateIdArgs, @Ctx() ctx: RequestContext): Promise<WorkflowTemplate> {
    return ctx.services.workflows.get(viewer, id);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => WorkflowTemplate, { description: 'Adds a workflow template (firm admins).' })
  createWorkflowTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: WorkflowTemplateInput, @Ctx() ctx: RequestContext): Promise<WorkflowTemplate> {
    return ctx.services.workflows.create(viewer, input);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => WorkflowTemplate, { description: 'Saves a template and its whole step list over the version the editor started from (firm admins).' })
  updateWorkflowTemplate(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('input') input: UpdateWorkflowTemplateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WorkflowTemplate> {
    return ctx.services.workflows.update(viewer, input);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => Boolean, { description: 'Deletes a template; tasks it added stay on their cases (firm admins).' })
  deleteWorkflowTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Args() { id }: WorkflowTemplateIdArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.workflows.delete(viewer, id);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => [WorkflowTemplate], { description: 'Adds the starter templates the firm does not have yet, by name; returns those added (firm admins).' })
  addStarterWorkflowTemplates(@CurrentFirmViewer() viewer: FirmViewer, @Ctx() ctx: RequestContext): Promise<WorkflowTemplate[]> {
    return ctx.services.workflows.addStarters(viewer);
  }

  @Query(() => [WorkflowApplication], { description: 'The templates applied to a case, newest first.' })
  matterWorkflowApplications(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Args() { matterId }: MatterWorkflowArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<WorkflowApplication[]> {
    return ctx.services.workflows.applicationsOf(viewer, matterId);
  }

  @Mutation(() => WorkflowApplication, { description: "Adds an active template's tasks to a case you may open (again, if it was applied before)." })
  applyWorkflowTemplate(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Args() { matterId, templateId }: ApplyWorkflowArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<WorkflowApplication> {
    return ctx.services.workflows.apply(viewer, matterId, templateId);
  }

  @FieldResolver(() => [WorkflowStep], { description: 'In order.' })
  steps(@Root() template: WorkflowTemplate, @Ctx() ctx: RequestContext): Promise<WorkflowStep[]> {
    return ctx.loaders.stepsByTemplate.load(template.id);
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => WorkflowApplication)
export class WorkflowApplicationResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who applied it (or whose change applied it); null once that user is removed.' })
  appliedBy(@Root() application: WorkflowApplication, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return application.appliedById ? ctx.loaders.userById.load(application.appliedById) : null;
  }
}
