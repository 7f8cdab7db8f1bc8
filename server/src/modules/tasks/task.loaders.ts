import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { User } from '../users/user.entity';
import type { Task } from './task.entity';
import type { TaskService } from './task.service';

/** Each case's next task and overdue count, and the assignees of many tasks, one query each, within the viewer's firm. */
export function createTaskLoaders(tasks: TaskService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    nextTaskByMatter: new DataLoader<string, Task | null>(async (ids) => {
      const found = new Map((firmId ? await tasks.nextTasks(firmId, ids) : []).map((task) => [task.matterId, task]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    overdueTaskCountByMatter: new DataLoader<string, number>(async (ids) => {
      const counts = firmId ? await tasks.overdueCounts(firmId, ids) : new Map<string, number>();
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    assigneesByTask: new DataLoader<string, User[]>(async (ids) =>
      firmId ? groupRows(ids, await tasks.assigneesOf(firmId, ids), 'taskId').map((rows) => rows.map((row) => row.user)) : ids.map(() => []),
    ),
  };
}
