import DataLoader from 'dataloader';
import { groupRows } from '../../graphql/group-by';
import type { User } from '../users/user.entity';
import type { Task } from './task.entity';
import type { TaskService } from './task.service';

/** Assignees of many tasks in one query (ids come only from tasks the viewer could read). */
export function createTaskLoaders(tasks: TaskService) {
  return {
    nextTaskByMatter: new DataLoader<string, Task | null>(async (ids) => {
      const found = new Map((await tasks.nextTasks(ids)).map((task) => [task.matterId, task]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    overdueTaskCountByMatter: new DataLoader<string, number>(async (ids) => {
      const counts = await tasks.overdueCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    assigneesByTask: new DataLoader<string, User[]>(async (ids) =>
      groupRows(ids, await tasks.assigneesOf(ids), 'taskId').map((rows) => rows.map((row) => row.user)),
    ),
  };
}
