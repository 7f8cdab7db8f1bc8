import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppEvent } from '../../events/event-bus';
import { requireRoles } from '../../graphql/auth-checker';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer, firmViewerOf } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';
import { Task } from './task.entity';
import { CreateTaskInput, MoveTaskInput, TaskEvent, TaskPage, TasksArgs, UpdateTaskInput } from './task.inputs';
import type { TaskEventPayload } from './task.service';
import { eventCursorArg } from '../../graphql/pagination';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Task)
export class TaskResolver {
  @Query(() => TaskPage, { description: 'Tasks you may see (all, a column, a case, an assignee), paged, sorted.', complexity: listComplexity })
  tasks(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: TasksArgs, @Ctx() ctx: RequestContext): Promise<TaskPage> {
    return ctx.services.tasks.list(viewer, args);
  }

  @Query(() => Task)
  task(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Task> {
    return ctx.services.tasks.get(viewer, id);
  }

  @Mutation(() => Task, { description: 'Adds a task at the end of its column; new assignees are notified.' })
  createTask(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: CreateTaskInput, @Ctx() ctx: RequestContext): Promise<Task> {
    return ctx.services.tasks.create(viewer, input);
  }

  @Mutation(() => Task)
  updateTask(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateTaskInput, @Ctx() ctx: RequestContext): Promise<Task> {
    return ctx.services.tasks.update(viewer, input);
  }

  @Mutation(() => Task, { description: 'Drag and drop on the board.' })
  moveTask(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: MoveTaskInput, @Ctx() ctx: RequestContext): Promise<Task> {
    return ctx.services.tasks.move(viewer, input);
  }

  @Mutation(() => Boolean)
  deleteTask(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.tasks.delete(viewer, id);
  }

  @Subscription(() => TaskEvent, {
    description: 'Tasks you may see, as they are added, changed, moved or deleted.',
    subscribe: ({ args, context }) => (context as RequestContext).services.tasks.stream(firmViewerOf(context as RequestContext, FIRM_STAFF_ROLES), eventCursorArg(args.after)),
  })
  taskEvents(@Root() event: AppEvent<TaskEventPayload>, @Arg('after', () => String, { nullable: true }) _after: string | null): TaskEvent {
    return { cursor: event.cursor, taskId: event.payload.taskId, change: event.payload.change };
  }

  @FieldResolver(() => [User])
  assignees(@Root() task: Task, @Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.loaders.assigneesByTask.load(task.id);
  }

  @FieldResolver(() => Matter, { nullable: true })
  matter(@Root() task: Task, @Ctx() ctx: RequestContext): Promise<Matter | null> | null {
    return task.matterId ? ctx.loaders.accessibleMatterById.load(task.matterId) : null;
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who asked for it.' })
  requester(@Root() task: Task, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return task.requesterId ? ctx.loaders.userById.load(task.requesterId) : null;
  }
}

/** What tasks add to cases: the next thing to do (the Next Task column). Firm staff only (checked per row, see requireRoles). */
@Resolver(() => Matter)
export class MatterTasksResolver {
  @FieldResolver(() => Task, { nullable: true, description: 'The earliest-due task of the case not yet complete.' })
  nextTask(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<Task | null> {
    requireRoles(ctx, FIRM_STAFF_ROLES);
    return ctx.loaders.nextTaskByMatter.load(matter.id);
  }

  @FieldResolver(() => Int, { description: 'Open tasks of the case past their due date ("Cases With Overdue Status").' })
  overdueTaskCount(@Root() matter: Matter, @Ctx() ctx: RequestContext): Promise<number> {
    requireRoles(ctx, FIRM_STAFF_ROLES);
    return ctx.loaders.overdueTaskCountByMatter.load(matter.id);
  }
}
