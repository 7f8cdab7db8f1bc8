import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { WorkflowStep } from './workflow.entity';
import type { WorkflowService } from './workflow.service';

/** Steps of many templates in one query, within the viewer's firm. */
export function createWorkflowLoaders(workflows: WorkflowService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    stepsByTemplate: new DataLoader<string, WorkflowStep[]>(async (ids) => groupRows(ids, firmId ? await workflows.stepsOf(firmId, ids) : [], 'templateId')),
  };
}
