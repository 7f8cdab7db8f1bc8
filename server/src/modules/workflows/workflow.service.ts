import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, type FieldError, notFound, staleEdit } from '../../graphql/errors';
import type { Matter } from '../matters/matter.entity';
import type { MatterListener, MatterService } from '../matters/matter.service';
import { OptionListKey } from '../options/option-list.entity';
import type { OptionService } from '../options/option.service';
import { TaskColumn, TaskPriority } from '../tasks/task.entity';
import type { TaskService } from '../tasks/task.service';
import { WorkflowApplication, WorkflowStep, WorkflowTemplate, WorkflowTrigger } from './workflow.entity';
import type { UpdateWorkflowTemplateInput, WorkflowTemplateInput } from './workflow.inputs';
import { STARTER_WORKFLOWS } from './workflow.starters';
import { updateVersioned } from '../../db/versioned';
import { caseStaffWhoMaySee } from '../matters/matter.access';
import { trimToNull } from '../../graphql/text';
import type { FirmClock } from '../firms/firm-clock';

/** A firm's templates are listed whole (no paging), so there are at most this many. */
export const MAX_TEMPLATES = 200;


/** YYYY-MM-DD plus some days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** The template's columns from an input (trimmed; no stage unless ON_STAGE). */
function templateFields(input: WorkflowTemplateInput) {
  return {
    name: input.name.trim(),
    caseType: trimToNull(input.caseType),
    trigger: input.trigger,
    stage: input.trigger === WorkflowTrigger.ON_STAGE ? trimToNull(input.stage) : null,
    active: input.active,
  };
}

/** Replaces a template's steps with the input's, in its order. */
export async function saveSteps(manager: EntityManager, template: Pick<WorkflowTemplate, 'id' | 'firmId'>, steps: WorkflowTemplateInput['steps']): Promise<void> {
  const templateId = template.id;
  await manager.getRepository(WorkflowStep).delete({ templateId });
  await manager.getRepository(WorkflowStep).insert(
    steps.map((step, position) => ({
      firmId: template.firmId,
      templateId,
      position,
      title: step.title.trim(),
      description: trimToNull(step.description),
      type: trimToNull(step.type),
      priority: step.priority ?? TaskPriority.NORMAL,
      dueOffsetDays: step.dueOffsetDays ?? null,
      assigneeRole: step.assigneeRole ?? null,
    })),
  );
}

/**
 * Workflow templates: task lists per case type that firm admins keep, applied to a case as it opens
 * or reaches a stage (once per case and template, in the same transaction), or by hand.
 */
export class WorkflowService implements MatterListener {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly tasks: TaskService,
    private readonly options: OptionService,
    private readonly clock: FirmClock,
  ) {}

  /** The firm's templates by name. */
  list(viewer: FirmViewer): Promise<WorkflowTemplate[]> {
    return this.dataSource.getRepository(WorkflowTemplate).find({ where: { firmId: viewer.firm.id }, order: { name: 'ASC', id: 'ASC' }, take: MAX_TEMPLATES });
  }

  async get(viewer: FirmViewer, id: string): Promise<WorkflowTemplate> {
    const template = await this.dataSource.getRepository(WorkflowTemplate).findOneBy({ id, firmId: viewer.firm.id });
    if (!template) throw notFound('The workflow template');
    return template;
  }

  /** Steps of many templates, in order (ids come only from templates the viewer could read). */
  stepsOf(firmId: string, templateIds: readonly string[]): Promise<WorkflowStep[]> {
    return this.dataSource.getRepository(WorkflowStep).find({ where: { templateId: In([...templateIds]), firmId }, order: { templateId: 'ASC', position: 'ASC' } });
  }

  async create(viewer: FirmViewer, input: WorkflowTemplateInput): Promise<WorkflowTemplate> {
    await this.check(viewer, input);
    return this.dataSource.transaction(async (manager) => {
      await this.checkRoom(manager, viewer, 1);
      const template = await manager.getRepository(WorkflowTemplate).save(
        manager.getRepository(WorkflowTemplate).create({ firmId: viewer.firm.id, ...templateFields(input) }),
      );
      await saveSteps(manager, template, input.steps);
      return template;
    });
  }

  /** Saves every field and the whole step list over the version the editor started from. */
  async update(viewer: FirmViewer, input: UpdateWorkflowTemplateInput): Promise<WorkflowTemplate> {
    const template = await this.get(viewer, input.id);
    if (template.version !== input.version) throw this.staleEdit(template);
    await this.check(viewer, input, template);
    return this.dataSource.transaction(async (manager) => {
      await updateVersioned(manager, WorkflowTemplate, { id: template.id, firmId: viewer.firm.id, version: input.version }, templateFields(input), () =>
        this.staleEdit(template),
      );
      await saveSteps(manager, template, input.steps);
      return manager.getRepository(WorkflowTemplate).findOneByOrFail({ id: template.id });
    });
  }

  /** Deletes a template and its steps; cases keep their tasks and the record that it was applied. */
  async delete(viewer: FirmViewer, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(WorkflowTemplate).delete({ id, firmId: viewer.firm.id });
    if (!result.affected) throw notFound('The workflow template');
    return true;
  }

  /** Adds the starter templates the firm does not have yet (by name); returns the ones added. */
  async addStarters(viewer: FirmViewer): Promise<WorkflowTemplate[]> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`workflow-templates:${viewer.firm.id}`]);
      const names = new Set((await manager.getRepository(WorkflowTemplate).findBy({ firmId: viewer.firm.id })).map((t) => t.name.toLowerCase()));
      const missing = STARTER_WORKFLOWS.filter((starter) => !names.has(starter.name.toLowerCase()));
      await this.checkRoom(manager, viewer, missing.length);
      const added: WorkflowTemplate[] = [];
      for (const starter of missing) {
        const template = await manager.getRepository(WorkflowTemplate).save(
          manager.getRepository(WorkflowTemplate).create({ firmId: viewer.firm.id, ...templateFields(starter) }),
        );
        await saveSteps(manager, template, starter.steps);
        added.push(template);
      }
      return added;
    });
  }

  /** Templates applied to a case the viewer may open, newest first. */
  async applicationsOf(viewer: FirmViewer, matterId: string): Promise<WorkflowApplication[]> {
    await this.matters.get(viewer, matterId);
    return this.dataSource
      .getRepository(WorkflowApplication)
      .find({ where: { firmId: viewer.firm.id, matterId }, order: { appliedAt: 'DESC', id: 'DESC' } });
  }

  /** By hand: any active template, again if need be (the dialog warns when it was applied before). */
  async apply(viewer: FirmViewer, matterId: string, templateId: string): Promise<WorkflowApplication> {
    const matter = await this.matters.get(viewer, matterId);
    const template = await this.get(viewer, templateId);
    if (!template.active) throw badUserInput([{ field: 'templateId', messages: ['This template is turned off; a firm admin can turn it on again.'] }]);
    return this.dataSource.transaction((manager) => this.applyTemplate(manager, viewer, matter, template, WorkflowTrigger.MANUAL));
  }

  /** A new case: the active templates for its type that apply on creation, and those of the stage it starts in. */
  async matterOpened(manager: EntityManager, viewer: FirmViewer, matter: Matter): Promise<void> {
    await this.applyAutomatically(manager, viewer, matter, matter.stage ? [WorkflowTrigger.ON_CREATE, WorkflowTrigger.ON_STAGE] : [WorkflowTrigger.ON_CREATE]);
  }

  /** A case reached a stage: the active templates of that stage for its type, unless already applied to it. */
  async stageChanged(manager: EntityManager, viewer: FirmViewer, matter: Matter): Promise<void> {
    await this.applyAutomatically(manager, viewer, matter, [WorkflowTrigger.ON_STAGE]);
  }

  // --- helpers ---------------------------------------------------------------------------------

  private async applyAutomatically(manager: EntityManager, viewer: FirmViewer, matter: Matter, triggers: WorkflowTrigger[]): Promise<void> {
    const templates = await manager
      .getRepository(WorkflowTemplate)
      .createQueryBuilder('template')
      .where('template.firm_id = :firmId AND template.active AND template.trigger IN (:...triggers)', { firmId: viewer.firm.id, triggers })
      .andWhere('(template.case_type IS NULL OR lower(template.case_type) = lower(:caseType))', { caseType: matter.caseType ?? '' })
      .andWhere('(template.trigger <> :onStage OR lower(template.stage) = lower(:stage))', { onStage: WorkflowTrigger.ON_STAGE, stage: matter.stage ?? '' })
      .andWhere('NOT EXISTS (SELECT 1 FROM workflow_applications applied WHERE applied.matter_id = :matterId AND applied.template_id = template.id)', {
        matterId: matter.id,
      })
      .orderBy('template.trigger', 'ASC')
      .addOrderBy('template.name', 'ASC')
      .addOrderBy('template.id', 'ASC')
      .getMany();
    for (const template of templates) await this.applyTemplate(manager, viewer, matter, template, template.trigger);
  }

  /**
   * The template's steps become the case's tasks through TaskService (In Queue, positions,
   * assignment notifications, live events as for any task), due from today, assigned to the case
   * staff of each step's role; one line on the case's activity trail, and the application recorded.
   */
  private async applyTemplate(
    manager: EntityManager,
    viewer: FirmViewer,
    matter: Matter,
    template: WorkflowTemplate,
    trigger: WorkflowTrigger,
  ): Promise<WorkflowApplication> {
    const steps = await manager.getRepository(WorkflowStep).find({ where: { templateId: template.id }, order: { position: 'ASC' } });
    const staff = (await caseStaffWhoMaySee(manager, viewer.firm.id, matter.id)).byRole;
    const today = this.clock.today(viewer.firm);
    for (const step of steps) {
      await this.tasks.insert(
        manager,
        viewer,
        {
          title: step.title,
          description: step.description,
          type: step.type,
          priority: step.priority,
          dueDate: step.dueOffsetDays === null ? null : addDays(today, step.dueOffsetDays),
          matterId: matter.id,
          assigneeIds: step.assigneeRole ? (staff.get(step.assigneeRole) ?? []) : [],
          column: TaskColumn.IN_QUEUE,
        },
        { recordOnCase: false },
      );
    }
    const count = `${steps.length} task${steps.length === 1 ? '' : 's'}`;
    await this.matters.record(manager, viewer, matter.id, 'matter.workflow_applied', `Applied the workflow "${template.name}" (${count})`);
    return manager.getRepository(WorkflowApplication).save(
      manager.getRepository(WorkflowApplication).create({
        firmId: viewer.firm.id,
        matterId: matter.id,
        templateId: template.id,
        templateName: template.name,
        trigger,
        taskCount: steps.length,
        appliedById: viewer.user.id,
      }),
    );
  }

  /** The case's active staff, by role, in the Staff grid's order. */
  /** Rules the input types cannot check: blank names, and case types and stages from the firm's lists. */
  private async check(viewer: FirmViewer, input: WorkflowTemplateInput, current?: WorkflowTemplate): Promise<void> {
    const problems: FieldError[] = [];
    if (!input.name.trim()) problems.push({ field: 'name', messages: ['Enter the template name.'] });
    input.steps.forEach((step, index) => {
      if (!step.title.trim()) problems.push({ field: `steps.${index}.title`, messages: ['Enter what the task is.'] });
    });
    const [caseTypes, stages] = await this.options.lists(viewer.firm.id, [OptionListKey.CASE_TYPES, OptionListKey.MATTER_STAGES]);
    const { caseType, stage } = templateFields(input);
    // A value the firm has since taken off its list may stay on a template that already had it.
    if (caseType && caseType !== current?.caseType && !caseTypes!.values.includes(caseType)) {
      problems.push({ field: 'caseType', messages: ['Choose one of your case types.'] });
    }
    if (input.trigger === WorkflowTrigger.ON_STAGE) {
      if (!stage) problems.push({ field: 'stage', messages: ['Choose the stage that applies this workflow.'] });
      else if (stage !== current?.stage && !stages!.values.includes(stage)) problems.push({ field: 'stage', messages: ['Choose one of your matter stages.'] });
    }
    if (problems.length) throw badUserInput(problems);
  }

  private async checkRoom(manager: EntityManager, viewer: FirmViewer, adding: number): Promise<void> {
    const count = await manager.getRepository(WorkflowTemplate).countBy({ firmId: viewer.firm.id });
    if (count + adding > MAX_TEMPLATES) throw badUserInput([{ field: 'name', messages: [`A firm can have at most ${MAX_TEMPLATES} workflow templates.`] }]);
  }

  private staleEdit(template: WorkflowTemplate) {
    return staleEdit(`"${template.name}"`);
  }
}
