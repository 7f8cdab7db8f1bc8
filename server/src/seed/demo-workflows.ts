import type { EntityManager } from 'typeorm';
import { WorkflowTemplate } from '../modules/workflows/workflow.entity';
import { saveSteps } from '../modules/workflows/workflow.service';
import { STARTER_WORKFLOWS } from '../modules/workflows/workflow.starters';

/** The demo firm has the starter workflow templates (other firms add them from Settings > Workflow Templates). */
export async function seedDemoWorkflows(manager: EntityManager, firmId: string): Promise<void> {
  for (const starter of STARTER_WORKFLOWS) {
    const { identifiers } = await manager.getRepository(WorkflowTemplate).insert({
      firmId, name: starter.name, caseType: starter.caseType ?? null, trigger: starter.trigger, stage: starter.stage ?? null, active: starter.active,
    });
    await saveSteps(manager, { id: String(identifiers[0]!.id), firmId }, starter.steps);
  }
}
