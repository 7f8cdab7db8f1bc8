import DataLoader from 'dataloader';
import { groupRows } from '../../graphql/group-by';
import type { WorkflowStep } from './workflow.entity';
import type { WorkflowService } from './workflow.service';

/** Steps of many templates in one query (ids come only from templates of the viewer's firm). */
export function createWorkflowLoaders(workflows: WorkflowService) {
  return {
    stepsByTemplate: new DataLoader<string, WorkflowStep[]>(async (ids) => groupRows(ids, await workflows.stepsOf(ids), 'templateId')),
  };
}
