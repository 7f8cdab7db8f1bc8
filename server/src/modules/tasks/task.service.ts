import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AppEvent, EventBus } from '../../events/event-bus';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, insteadOfNotFound, notFound, staleEdit } from '../../graphql/errors';
import { likePattern, type Page, pageWindow, pageWithTotal } from '../../graphql/pagination';
import { requireStaffWhoMaySee, staffWhoMaySee, whereLinkedMatterAccessible } from '../matters/matter.access';
import type { MatterService } from '../matters/matter.service';
import { NotificationType } from '../notifications/notification.entity';
import type { NotificationService } from '../notifications/notification.service';
import { User, UserStatus } from '../users/user.entity';
import { Task, TaskAssignee, TaskColumn, TaskPriority } from './task.entity';
import { NEXT_TASK_ORDER, openTaskSql, overdueTaskSql } from './task.rules';
import { TaskSort, type CreateTaskInput, type MoveTaskInput, type TaskFieldsInput, type TasksArgs, type UpdateTaskInput } from './task.inputs';
import { updateVersioned } from '../../db/versioned';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';
import { SortDirection } from '../../graphql/sorting';
import { trimmedChange } from '../../graphql/text';

export const TASK_TOPIC = 'task';

export interface TaskEventPayload {
  taskId: string;
  change: 'ADDED' | 'CHANGED' | 'MOVED' | 'DELETED';
}

const SORT_SQL: Record<TaskSort, string> = {
  [TaskSort.POSITION]: 'task.position',
  [TaskSort.DUE_DATE]: 'task.due_date',
  [TaskSort.TITLE]: 'task.title',
  [TaskSort.PRIORITY]: 'task.priority',
  [TaskSort.STATUS]: 'task.column',
  [TaskSort.TYPE]: 'task.type',
  [TaskSort.CREATED]: 'task.created_at',
};


/** Tasks: the board (columns and order), the table, assignment (with notifications), live for everyone who may see them. */
export class TaskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
  ) {}

  async list(viewer: FirmViewer, args: TasksArgs): Promise<Page<Task>> {
    const query = whereLinkedMatterAccessible(
      this.dataSource.getRepository(Task).createQueryBuilder('task').where('task.firm_id = :firmId', { firmId: viewer.firm.id }),
      'task.matter_id',
      viewer,
    );
    if (args.matterId) query.andWhere('task.matter_id = :matterId', { matterId: args.matterId });
    if (args.column) query.andWhere('task.column = :column', { column: args.column });
    if (args.assigneeId) query.andWhere('EXISTS (SELECT 1 FROM task_assignees ta WHERE ta.task_id = task.id AND ta.user_id = :assigneeId)', { assigneeId: args.assigneeId });
    if (args.open) query.andWhere("task.column <> 'DONE'");
    if (args.dueFrom) query.andWhere('task.due_date >= :dueFrom', { dueFrom: args.dueFrom });
    if (args.dueTo) query.andWhere('task.due_date <= :dueTo', { dueTo: args.dueTo });
    if (args.assignedById) {
      query.andWhere(
        'task.requester_id = :assignedById AND EXISTS (SELECT 1 FROM task_assignees other WHERE other.task_id = task.id AND other.user_id <> :assignedById)',
        { assignedById: args.assignedById },
      );
    }
    const search = args.search?.trim();
    if (search) {
      // lower(title) LIKE: the title's trigram index (tasks_title_trgm) is on lower(title).
      query.andWhere('(lower(task.title) LIKE :lowered OR task.description ILIKE :pattern)', {
        lowered: likePattern(search.toLowerCase()),
        pattern: likePattern(search),
      });
    }
    query.orderBy(SORT_SQL[args.sortBy], args.sortDirection === SortDirection.ASC ? 'ASC' : 'DESC', 'NULLS LAST');
    if (args.sortBy !== TaskSort.POSITION) query.addOrderBy('task.position', 'ASC');
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await query.addOrderBy('task.id', 'ASC').offset(offset).limit(limit).getManyAndCount();
    return pageWithTotal(args, items, totalCount);
  }

  async get(viewer: FirmViewer, id: string, manager: EntityManager = this.dataSource.manager): Promise<Task> {
    const task = await whereLinkedMatterAccessible(
      manager.getRepository(Task).createQueryBuilder('task').where('task.id = :id AND task.firm_id = :firmId', { id, firmId: viewer.firm.id }),
      'task.matter_id',
      viewer,
    ).getOne();
    if (!task) throw notFound('The task');
    return task;
  }

  /** The assignees of the firm's tasks among `taskIds`. */
  async assigneesOf(firmId: string, taskIds: readonly string[]): Promise<Array<TaskAssignee & { user: User }>> {
    return this.dataSource
      .getRepository(TaskAssignee)
      .createQueryBuilder('assignee')
      .innerJoinAndSelect('assignee.user', 'user')
      .where('assignee.firm_id = :firmId AND assignee.task_id = ANY(:taskIds)', { firmId, taskIds: [...taskIds] })
      .getMany() as Promise<Array<TaskAssignee & { user: User }>>;
  }

  async create(viewer: FirmViewer, input: CreateTaskInput): Promise<Task> {
    if (!input.title.trim()) throw badUserInput([{ field: 'title', messages: ['Enter the task name.'] }]);
    await this.checkReferences(viewer, input);
    return this.dataSource.transaction((manager) => this.insert(manager, viewer, input));
  }

  /**
   * Adds a task in the caller's transaction, as `create` does once it has checked the case and the
   * assignees (the caller's job here): at the end of its column, new assignees notified, everyone who
   * may see it told live. `recordOnCase: false` leaves the case's activity trail to the caller.
   */
  async insert(manager: EntityManager, viewer: FirmViewer, input: CreateTaskInput, { recordOnCase = true } = {}): Promise<Task> {
    const column = input.column ?? TaskColumn.IN_QUEUE;
    await this.lockColumn(manager, viewer.firm.id, column);
    const { last } = await this.neighbours(manager, viewer.firm.id, column, null, null);
    const next = last === null ? 0 : Math.floor(last) + 1;
    const task = await manager.getRepository(Task).save(
      manager.getRepository(Task).create({
        firmId: viewer.firm.id,
        title: input.title.trim(),
        description: trimmedChange(input.description) ?? null,
        dueDate: input.dueDate ?? null,
        column,
        position: next,
        priority: input.priority ?? TaskPriority.NORMAL,
        matterId: input.matterId ?? null,
        estimateMinutes: input.estimateMinutes ?? null,
        type: trimmedChange(input.type) ?? null,
        requesterId: viewer.user.id,
      }),
    );
    await this.assign(manager, viewer, task, input.assigneeIds ?? []);
    if (task.matterId && recordOnCase) await this.matters.record(manager, viewer, task.matterId, 'matter.task_added', `Added the task "${task.title}"`);
    await this.announce(manager, viewer, task, 'ADDED');
    return task;
  }

  async update(viewer: FirmViewer, input: UpdateTaskInput): Promise<Task> {
    const task = await this.get(viewer, input.id);
    if (task.version !== input.version) throw staleEdit(`"${task.title}"`);
    await this.checkReferences(viewer, input);
    if (input.title !== undefined) task.title = input.title.trim();
    if (input.description !== undefined) task.description = trimmedChange(input.description) ?? null;
    if (input.dueDate !== undefined) task.dueDate = input.dueDate;
    if (input.priority !== undefined) task.priority = input.priority;
    if (input.matterId !== undefined) task.matterId = input.matterId;
    if (input.estimateMinutes !== undefined) task.estimateMinutes = input.estimateMinutes;
    if (input.type !== undefined) task.type = trimmedChange(input.type) ?? null;
    return this.dataSource.transaction(async (manager) => {
      const { id, version, firm: _f, matter: _m, requester: _r, createdAt: _c, updatedAt: _u, ...changes } = task;
      await updateVersioned(manager, Task, { id, firmId: viewer.firm.id, version }, changes, () =>
        staleEdit(`"${task.title}"`),
      );
      // A new case keeps only assignees who may open it: checked even when the assignees are not sent.
      if (input.assigneeIds !== undefined || input.matterId !== undefined) await this.assign(manager, viewer, task, input.assigneeIds ?? null);
      const saved = await manager.getRepository(Task).findOneByOrFail({ id });
      await this.announce(manager, viewer, saved, 'CHANGED');
      return saved;
    });
  }

  /**
   * Drag and drop: the task goes into `column` before `beforeId` (or at the end). Positions are
   * sort keys with room between them, so a move writes one row: the task takes the midpoint of
   * its new neighbours. Moves into the same column are serialised (a lock per firm and column,
   * held for a few statements), so concurrent moves always leave one consistent order; when
   * repeated moves into one gap exhaust its precision the column is renumbered once.
   */
  async move(viewer: FirmViewer, input: MoveTaskInput): Promise<Task> {
    const task = await this.get(viewer, input.id);
    // The task it goes before must be one the mover may see, like any other id they send.
    if (input.beforeId && input.beforeId !== input.id) await this.get(viewer, input.beforeId);
    // Worked out before the column is locked: the lock is held until the commit, so every drag in
    // the column waits for what is done under it.
    const recipients = await staffWhoMaySee(this.dataSource.manager, viewer.firm.id, task.matterId);
    await this.dataSource.transaction(async (manager) => {
      await this.lockColumn(manager, viewer.firm.id, input.column);
      const beforeId = input.beforeId === input.id ? null : (input.beforeId ?? null);
      let position = await this.placeBefore(manager, viewer.firm.id, input.column, input.id, beforeId);
      if (position === null) {
        await manager.query(
          `UPDATE tasks SET position = ordered.n FROM (
             SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS n FROM tasks WHERE firm_id = $1 AND "column" = $2
           ) ordered WHERE tasks.id = ordered.id AND tasks.position <> ordered.n`,
          [viewer.firm.id, input.column],
        );
        position = (await this.placeBefore(manager, viewer.firm.id, input.column, input.id, beforeId))!;
      }
      await manager.query('UPDATE tasks SET "column" = $3, position = $4, version = version + 1, updated_at = now() WHERE id = $1 AND firm_id = $2', [
        input.id,
        viewer.firm.id,
        input.column,
        position,
      ]);
      await this.announce(manager, viewer, task, 'MOVED', recipients);
    });
    // Read after the commit, outside the lock (deleted meanwhile: gone).
    const moved = await this.dataSource.getRepository(Task).findOneBy({ id: input.id });
    if (!moved) throw notFound('The task');
    return moved;
  }

  /** Where `taskId` goes in `column` before `beforeId` (not in the column: at the end); null when the gap has no room left. */
  private async placeBefore(manager: EntityManager, firmId: string, column: TaskColumn, taskId: string, beforeId: string | null): Promise<number | null> {
    const { before, previous, last } = await this.neighbours(manager, firmId, column, taskId, beforeId);
    if (before === null) return last === null ? 0 : Math.floor(last) + 1;
    const position = previous === null ? before - 1 : (previous + before) / 2;
    return position > (previous ?? -Infinity) && position < before ? position : null;
  }

  /** In one statement: the position of `beforeId` in `column`, of the task just above it, and of the column's last task (ignoring `taskId`). */
  private async neighbours(manager: EntityManager, firmId: string, column: TaskColumn, taskId: string | null, beforeId: string | null) {
    const [row] = (await manager.query(
      `WITH target AS (SELECT position FROM tasks WHERE id = $3 AND firm_id = $1 AND "column" = $2)
       SELECT (SELECT position FROM target) AS before,
              (SELECT max(position) FROM tasks WHERE firm_id = $1 AND "column" = $2 AND position < (SELECT position FROM target) AND id IS DISTINCT FROM $4) AS previous,
              (SELECT max(position) FROM tasks WHERE firm_id = $1 AND "column" = $2 AND id IS DISTINCT FROM $4) AS last`,
      [firmId, column, beforeId, taskId],
    )) as Array<{ before: number | null; previous: number | null; last: number | null }>;
    return row!;
  }

  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const task = await this.get(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Task).delete({ id });
      if (task.matterId) await this.matters.record(manager, viewer, task.matterId, 'matter.task_deleted', `Deleted the task "${task.title}"`);
      await this.announce(manager, viewer, task, 'DELETED');
    });
    return true;
  }

  /** Each matter's next open task: the earliest due (undated last), not yet complete. */
  async nextTasks(firmId: string, matterIds: readonly string[]): Promise<Task[]> {
    if (matterIds.length === 0) return [];
    const query = this.dataSource
      .getRepository(Task)
      .createQueryBuilder('task')
      .distinctOn(['task.matter_id'])
      .where('task.firm_id = :firmId AND task.matter_id = ANY(:matterIds)', { firmId, matterIds: [...matterIds] })
      .andWhere(openTaskSql('task'))
      .orderBy('task.matter_id');
    for (const [column, direction, nulls] of NEXT_TASK_ORDER) query.addOrderBy(`task.${column}`, direction, nulls);
    return query.getMany();
  }

  /** How many open tasks of each matter are past their due date (before today). */
  async overdueCounts(firmId: string, matterIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ matter_id: string; count: number }> = await this.dataSource.query(
      `SELECT matter_id, count(*)::int AS count FROM tasks
       WHERE firm_id = $1 AND matter_id = ANY($2) AND ${overdueTaskSql('tasks')} GROUP BY matter_id`,
      [firmId, [...matterIds]],
    );
    return new Map(rows.map((row) => [row.matter_id, row.count]));
  }

  /** Open tasks assigned to the viewer and due between two days (YYYY-MM-DD, inclusive): their calendar feed. Read-only. */
  async dueFor(viewer: FirmViewer, fromDay: string, toDay: string): Promise<Task[]> {
    return whereLinkedMatterAccessible(
      this.dataSource.getRepository(Task).createQueryBuilder('task').where('task.firm_id = :firmId', { firmId: viewer.firm.id }),
      'task.matter_id',
      viewer,
    )
      .andWhere(`task.column <> :done AND task.due_date BETWEEN :fromDay AND :toDay`, { done: TaskColumn.DONE, fromDay, toDay })
      .andWhere('EXISTS (SELECT 1 FROM task_assignees ta WHERE ta.task_id = task.id AND ta.user_id = :assigneeId)', { assigneeId: viewer.user.id })
      .orderBy('task.due_date', 'ASC')
      .addOrderBy('task.id', 'ASC')
      .getMany();
  }

  stream(viewer: FirmViewer, after?: string | null): AsyncIterableIterator<AppEvent> {
    return this.events.stream({ topic: TASK_TOPIC, firmId: viewer.firm.id, userId: viewer.user.id }, after);
  }

  /** Serialises what places tasks in one column of a firm's board (held until the transaction ends). */
  private lockColumn(manager: EntityManager, firmId: string, column: TaskColumn) {
    return manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`task-board:${firmId}:${column}`]);
  }

  private async checkReferences(viewer: FirmViewer, input: TaskFieldsInput): Promise<void> {
    if (input.matterId) {
      await insteadOfNotFound(this.matters.get(viewer, input.matterId), () =>
        badUserInput([{ field: 'matterId', messages: ['Choose one of your cases.'] }]),
      );
    }
    if (input.assigneeIds?.length) {
      const found = await this.dataSource
        .getRepository(User)
        .countBy({ id: In(input.assigneeIds), firmId: viewer.firm.id, status: UserStatus.ACTIVE, role: In([...FIRM_STAFF_ROLES]) });
      if (found !== new Set(input.assigneeIds).size) throw badUserInput([{ field: 'assigneeIds', messages: ['Choose active people of your firm.'] }]);
    }
  }

  /** Sets the assignees; the ones newly assigned (other than the one assigning) are notified. */
  private async assign(manager: EntityManager, viewer: FirmViewer, task: Task, userIds: string[] | null): Promise<void> {
    const before = new Set((await manager.getRepository(TaskAssignee).findBy({ taskId: task.id })).map((a) => a.userId));
    const after = userIds === null ? [...before] : [...new Set(userIds)];
    // Assignees see the task and its case: only people who may open the case.
    await requireStaffWhoMaySee(manager, viewer.firm.id, task.matterId, after, 'assigneeIds');
    if (userIds === null) return;
    await manager.getRepository(TaskAssignee).delete({ taskId: task.id });
    if (after.length) await manager.getRepository(TaskAssignee).insert(after.map((userId) => ({ firmId: task.firmId, taskId: task.id, userId })));
    const added = after.filter((id) => !before.has(id) && id !== viewer.user.id);
    if (added.length) {
      await this.notifications.notify(manager, {
        firmId: viewer.firm.id,
        matterId: task.matterId,
        userIds: added,
        type: NotificationType.TASK,
        message: `${viewer.user.fullName} assigned you "${task.title}"${task.dueDate ? ` (due ${task.dueDate})` : ''}`,
        link: task.matterId ? `/cases/caseDetail?id=${task.matterId}&tab=task` : '/tasks',
      });
    }
  }

  private async announce(
    manager: EntityManager,
    viewer: FirmViewer,
    task: Task,
    change: TaskEventPayload['change'],
    recipients?: string[],
  ): Promise<void> {
    const recipientIds = recipients ?? (await staffWhoMaySee(manager, viewer.firm.id, task.matterId));
    await this.events.publish<TaskEventPayload>(manager, { firmId: viewer.firm.id, topic: TASK_TOPIC, recipientIds, payload: { taskId: task.id, change } });
  }
}
