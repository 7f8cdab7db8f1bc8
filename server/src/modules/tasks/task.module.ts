import type { AppModule } from '../../http/app-module';
import { Task, TaskAssignee } from './task.entity';
import { createTaskLoaders } from './task.loaders';
import { MatterTasksResolver, TaskResolver } from './task.resolver';
import type { TaskService } from './task.service';

declare module '../../graphql/context' {
  interface AppServices {
    tasks: TaskService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createTaskLoaders> {}
}

/** Tasks: the board and table, assignees, drag and drop, live. */
export const tasksModule: AppModule = {
  name: 'tasks',
  entities: [Task, TaskAssignee],
  resolvers: [TaskResolver, MatterTasksResolver],
  loaders: ({ services }, viewer) => createTaskLoaders(services.tasks, viewer),
};
