import type { AppModule } from '../../http/app-module';
import { WorkflowApplication, WorkflowStep, WorkflowTemplate } from './workflow.entity';
import { createWorkflowLoaders } from './workflow.loaders';
import { WorkflowApplicationResolver, WorkflowTemplateResolver } from './workflow.resolver';
import type { WorkflowService } from './workflow.service';

declare module '../../graphql/context' {
  interface AppServices {
    workflows: WorkflowService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createWorkflowLoaders> {}
}

/** Task-list templates per case type, applied as cases open or reach a stage. */
export const workflowsModule: AppModule = {
  name: 'workflows',
  entities: [WorkflowTemplate, WorkflowStep, WorkflowApplication],
  resolvers: [WorkflowTemplateResolver, WorkflowApplicationResolver],
  loaders: ({ services }, viewer) => createWorkflowLoaders(services.workflows, viewer),
};
