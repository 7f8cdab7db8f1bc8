import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, forbidden, notFound, staleEdit } from '../../graphql/errors';
import { CalendarEvent, CalendarEventAttendee, CalendarEventKind, EventPriority } from '../calendar/calendar.entity';
import type { MatterService } from '../matters/matter.service';
import type { TaskService } from '../tasks/task.service';
import { Task, TaskPriority } from '../tasks/task.entity';
import { CreateTaskInput } from '../tasks/task.inputs';
import { courtDeadline, formatDay, isDay } from './calc';
import { DeadlineChainStep, DeadlineChainTemplate, MatterDeadline, MatterDeadlineChain } from './deadline.entity';
import type { ApplyDeadlineChainInput, DeadlineChainTemplateInput, DeadlineChainUpdate, DeadlineStepInput } from './deadline.inputs';
import { updateVersioned } from '../../db/versioned';
import { caseStaffWhoMaySee } from '../matters/matter.access';
import { Role } from '../../graphql/roles';

type StepShape = Pick<DeadlineStepInput, 'amount' | 'unit' | 'direction' | 'fromPosition' | 'service'>;

/**
 * Counts every step of a chain from the trigger (or from an earlier step's date in force), in
 * order. `fixed` holds the dates moved by hand: they are kept, and later steps count from them.
 */
export function computeChain(triggerDay: string, steps: StepShape[], fixed: Map<number, string> = new Map()): Array<{ day: string; computedDay: string; steps: string[] }> {
  const out: Array<{ day: string; computedDay: string; steps: string[] }> = [];
  steps.forEach((step, position) => {
    const from = step.fromPosition == null ? triggerDay : out[step.fromPosition]?.day;
    if (!from) throw badUserInput([{ field: `steps.${position}.fromPosition`, messages: ['Count from the trigger or an earlier deadline.'] }]);
    const result = courtDeadline({ trigger: from, amount: step.amount, unit: step.unit, direction: step.direction, service: step.service });
    out.push({ day: fixed.get(position) ?? result.day, computedDay: result.day, steps: result.steps });
  });
  return out;
}

/**
 * Court-rule deadline chains: firm templates ("Complaint served" → answer due +21 days → …) that,
 * applied to a case on a trigger date, make its calendar deadlines and tasks; a new trigger date
 * recounts every deadline not moved by hand and says what changed.
 */
export class DeadlineChainService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly matters: MatterService,
    private readonly tasks: TaskService,
  ) {}

  templates(viewer: FirmViewer): Promise<DeadlineChainTemplate[]> {
    return this.dataSource.getRepository(DeadlineChainTemplate).find({ where: { firmId: viewer.firm.id }, order: { name: 'ASC', id: 'ASC' } });
  }

  stepsOf(firmId: string, templateIds: readonly string[]): Promise<DeadlineChainStep[]> {
    return this.dataSource.getRepository(DeadlineChainStep).find({ where: { templateId: In([...templateIds]), firmId }, order: { position: 'ASC' } });
  }

  /** Creates or replaces a template (with its whole step list). Firm admins and attorneys. */
  async saveTemplate(viewer: FirmViewer, input: DeadlineChainTemplateInput): Promise<DeadlineChainTemplate> {
    if (viewer.user.role !== Role.FIRM_ADMIN && viewer.user.role !== Role.ATTORNEY) throw forbidden('Only firm admins and attorneys edit deadline chains.');
    if (!input.steps.length) throw badUserInput([{ field: 'steps', messages: ['Add at least one deadline.'] }]);
    input.steps.forEach((step, position) => {
      if (step.fromPosition != null && step.fromPosition >= position) throw badUserInput([{ field: `steps.${position}.fromPosition`, messages: ['Count from the trigger or an earlier deadline.'] }]);
    });
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(DeadlineChainTemplate);
      let template: DeadlineChainTemplate;
      if (input.id) {
        const found = await repo.findOneBy({ id: input.id, firmId: viewer.firm.id });
        if (!found) throw notFound('The deadline chain');
        if (input.version == null) throw badUserInput([{ field: 'version', messages: ['Send the version of the chain you edited.'] }]);
        template = Object.assign(
          found,
          await updateVersioned(
            manager,
            DeadlineChainTemplate,
            { id: found.id, firmId: viewer.firm.id, version: input.version },
            { name: input.name.trim(), triggerLabel: input.triggerLabel.trim() },
            () => staleEdit(found.name),
          ),
        );
        await manager.delete(DeadlineChainStep, { templateId: template.id });
      } else {
        template = await repo.save(repo.create({ firmId: viewer.firm.id, name: input.name.trim(), triggerLabel: input.triggerLabel.trim() }));
      }
      await manager.getRepository(DeadlineChainStep).insert(input.steps.map((step, position) => ({ ...step, label: step.label.trim(), firmId: template.firmId, templateId: template.id, position, fromPosition: step.fromPosition ?? null, assigneeRole: step.assigneeRole ?? null })));
      return template;
    });
  }

  async deleteTemplate(viewer: FirmViewer, id: string): Promise<boolean> {
    if (viewer.user.role !== Role.FIRM_ADMIN && viewer.user.role !== Role.ATTORNEY) throw forbidden('Only firm admins and attorneys edit deadline chains.');
    const result = await this.dataSource.getRepository(DeadlineChainTemplate).delete({ id, firmId: viewer.firm.id });
    if (!result.affected) throw notFound('The deadline chain');
    return true;
  }

  /** Adds the documented starter chains (federal civil procedure), which the firm can edit. */
  async addStarterTemplates(viewer: FirmViewer): Promise<DeadlineChainTemplate[]> {
    for (const starter of STARTER_CHAINS) await this.saveTemplate(viewer, starter);
    return this.templates(viewer);
  }

  chainsOf(viewer: FirmViewer, matterId: string): Promise<MatterDeadlineChain[]> {
    return this.matters.get(viewer, matterId).then(() =>
      this.dataSource.getRepository(MatterDeadlineChain).find({ where: { matterId, firmId: viewer.firm.id }, order: { createdAt: 'ASC', id: 'ASC' } }),
    );
  }

  deadlinesOf(firmId: string, chainIds: readonly string[]): Promise<MatterDeadline[]> {
    return this.dataSource.getRepository(MatterDeadline).find({ where: { chainId: In([...chainIds]), firmId }, order: { position: 'ASC' } });
  }

  /** Applies a template to a case on a trigger date: the deadlines, their calendar entries and tasks. */
  async apply(viewer: FirmViewer, input: ApplyDeadlineChainInput): Promise<MatterDeadlineChain> {
    return this.dataSource.transaction(async (manager) => {
      const matter = await this.matters.get(viewer, input.matterId, manager);
      const template = await manager.findOneBy(DeadlineChainTemplate, { id: input.templateId, firmId: viewer.firm.id });
      if (!template) throw notFound('The deadline chain');
      const steps = await manager.find(DeadlineChainStep, { where: { templateId: template.id }, order: { position: 'ASC' } });
      const dates = computeChain(input.triggerDay, steps);
      const chain = await manager.getRepository(MatterDeadlineChain).save(
        manager.getRepository(MatterDeadlineChain).create({ firmId: viewer.firm.id, matterId: matter.id, templateId: template.id, name: template.name, triggerLabel: template.triggerLabel, triggerDay: input.triggerDay, createdById: viewer.user.id }),
      );
      const staff = await caseStaffWhoMaySee(manager, viewer.firm.id, matter.id);
      for (const [position, step] of steps.entries()) {
        const date = dates[position]!;
        const eventId = await this.calendarEntry(manager, viewer, matter.id, `${step.label} (${matter.number})`, date.day, staff.all);
        let taskId: string | null = null;
        if (step.createTask) {
          const assignees = step.assigneeRole ? (staff.byRole.get(step.assigneeRole) ?? []) : [];
          const task = await this.tasks.insert(
            manager,
            viewer,
            Object.assign(new CreateTaskInput(), { title: step.label, matterId: matter.id, dueDate: date.day, priority: TaskPriority.HIGH, type: 'Filing', assigneeIds: assignees, description: date.steps.join('\n') }),
            { recordOnCase: false },
          );
          taskId = task.id;
        }
        await manager.getRepository(MatterDeadline).insert({
          firmId: chain.firmId, chainId: chain.id, position, label: step.label, amount: step.amount, unit: step.unit, direction: step.direction, fromPosition: step.fromPosition,
          service: step.service, day: date.day, computedDay: date.computedDay, manuallyMoved: false, steps: date.steps, calendarEventId: eventId, taskId,
        });
      }
      await this.matters.record(manager, viewer, matter.id, 'deadlines.applied', `Applied the deadline chain "${template.name}" (${template.triggerLabel}: ${input.triggerDay}), ${steps.length} deadlines`);
      return chain;
    });
  }

  /** A new trigger date: every deadline not moved by hand is recounted (and its entry and task follow). */
  async changeTrigger(viewer: FirmViewer, chainId: string, triggerDay: string): Promise<DeadlineChainUpdate> {
    if (!isDay(triggerDay)) throw badUserInput([{ field: 'triggerDay', messages: ['Enter a date as YYYY-MM-DD.'] }]);
    return this.dataSource.transaction(async (manager) => {
      const chain = await this.chain(manager, viewer, chainId);
      const deadlines = await manager.find(MatterDeadline, { where: { chainId }, order: { position: 'ASC' } });
      const fixed = new Map(deadlines.filter((d) => d.manuallyMoved).map((d) => [d.position, d.day]));
      const dates = computeChain(triggerDay, deadlines, fixed);
      const changed: DeadlineChainUpdate['changed'] = [];
      for (const deadline of deadlines) {
        const date = dates[deadline.position]!;
        if (!deadline.manuallyMoved && date.day !== deadline.day) {
          changed.push({ label: deadline.label, from: deadline.day, to: date.day });
          await this.moveLinked(manager, deadline, date.day);
        }
        await manager.update(MatterDeadline, { id: deadline.id }, { day: date.day, computedDay: date.computedDay, steps: date.steps });
      }
      await manager.update(MatterDeadlineChain, { id: chain.id }, { triggerDay });
      const summary = changed.length ? changed.map((c) => `${c.label} ${formatDay(c.from)} → ${formatDay(c.to)}`).join('; ') : 'no deadline moved';
      await this.matters.record(manager, viewer, chain.matterId, 'deadlines.recomputed', `Changed "${chain.triggerLabel}" to ${triggerDay}: ${summary}`);
      return { changed, keptMoved: deadlines.filter((d) => d.manuallyMoved).map((d) => d.label) };
    });
  }

  /** Moves one deadline by hand (a new trigger date leaves it there); null puts it back to the computed date. */
  async moveDeadline(viewer: FirmViewer, id: string, day: string | null): Promise<MatterDeadline> {
    if (day !== null && !isDay(day)) throw badUserInput([{ field: 'day', messages: ['Enter a date as YYYY-MM-DD.'] }]);
    return this.dataSource.transaction(async (manager) => {
      const deadline = await manager.findOneBy(MatterDeadline, { id });
      if (!deadline) throw notFound('The deadline');
      const chain = await this.chain(manager, viewer, deadline.chainId);
      const next = day ?? deadline.computedDay;
      await this.moveLinked(manager, deadline, next);
      await manager.update(MatterDeadline, { id }, { day: next, manuallyMoved: day !== null });
      await this.matters.record(manager, viewer, chain.matterId, 'deadlines.moved', day ? `Moved "${deadline.label}" by hand to ${day}` : `Put "${deadline.label}" back to its computed date ${next}`);
      return manager.findOneByOrFail(MatterDeadline, { id });
    });
  }

  async removeChain(viewer: FirmViewer, chainId: string): Promise<boolean> {
    await this.dataSource.transaction(async (manager) => {
      const chain = await this.chain(manager, viewer, chainId);
      const deadlines = await manager.find(MatterDeadline, { where: { chainId } });
      const events = deadlines.map((d) => d.calendarEventId).filter((id): id is string => !!id);
      if (events.length) await manager.delete(CalendarEvent, { id: In(events) });
      await manager.delete(MatterDeadlineChain, { id: chainId });
      await this.matters.record(manager, viewer, chain.matterId, 'deadlines.removed', `Removed the deadline chain "${chain.name}" (its tasks stay)`);
    });
    return true;
  }

  private async chain(manager: EntityManager, viewer: FirmViewer, chainId: string): Promise<MatterDeadlineChain> {
    const chain = await manager.findOneBy(MatterDeadlineChain, { id: chainId, firmId: viewer.firm.id });
    if (!chain) throw notFound('The deadline chain');
    await this.matters.get(viewer, chain.matterId, manager);
    return chain;
  }

  private async moveLinked(manager: EntityManager, deadline: MatterDeadline, day: string): Promise<void> {
    const at = new Date(`${day}T00:00:00.000Z`);
    if (deadline.calendarEventId) await manager.update(CalendarEvent, { id: deadline.calendarEventId }, { startsAt: at, endsAt: at });
    if (deadline.taskId) await manager.update(Task, { id: deadline.taskId }, { dueDate: day });
  }

  private async calendarEntry(manager: EntityManager, viewer: FirmViewer, matterId: string, title: string, day: string, attendees: string[]): Promise<string> {
    const at = new Date(`${day}T00:00:00.000Z`);
    const { identifiers } = await manager.getRepository(CalendarEvent).insert({
      firmId: viewer.firm.id, matterId, title: title.slice(0, 200), kind: CalendarEventKind.COURT_HEARING, priority: EventPriority.HIGH, allDay: true, startsAt: at, endsAt: at,
      createdById: viewer.user.id, reminderMinutes: null, description: 'Court deadline (Fed. R. Civ. P. 6). Its date follows the chain on the case’s Deadlines tab.',
    });
    const id = String(identifiers[0]!.id);
    if (attendees.length) await manager.getRepository(CalendarEventAttendee).insert(attendees.map((userId) => ({ firmId: viewer.firm.id, eventId: id, userId })));
    return id;
  }
}

/** Starter chains from the Federal Rules of Civil Procedure (the firm edits them for its courts). */
const STARTER_CHAINS: DeadlineChainTemplateInput[] = [
  {
    name: 'Answer to a complaint (FRCP 12)',
    triggerLabel: 'Complaint and summons served',
    steps: [
      { label: 'Answer or Rule 12 motion due', amount: 21, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: Role.ATTORNEY },
      { label: 'Reply to counterclaim due (if any)', amount: 21, unit: 'DAYS', direction: 'AFTER', fromPosition: 0, service: 'NONE', createTask: true, assigneeRole: Role.ATTORNEY },
    ],
  } as DeadlineChainTemplateInput,
  {
    name: 'Motion practice (FRCP 6(c))',
    triggerLabel: 'Hearing date',
    steps: [
      { label: 'Serve motion and notice of hearing', amount: 14, unit: 'DAYS', direction: 'BEFORE', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: Role.PARALEGAL },
      { label: 'Opposing affidavits due', amount: 7, unit: 'DAYS', direction: 'BEFORE', fromPosition: null, service: 'NONE', createTask: true, assigneeRole: Role.ATTORNEY },
    ],
  } as DeadlineChainTemplateInput,
  {
    name: 'Discovery responses (FRCP 33, 34, 36)',
    triggerLabel: 'Discovery requests served',
    steps: [
      { label: 'Responses and objections due', amount: 30, unit: 'DAYS', direction: 'AFTER', fromPosition: null, service: 'MAIL', createTask: true, assigneeRole: Role.PARALEGAL },
      { label: 'Meet and confer on deficiencies', amount: 14, unit: 'DAYS', direction: 'AFTER', fromPosition: 0, service: 'NONE', createTask: true, assigneeRole: Role.ATTORNEY },
    ],
  } as DeadlineChainTemplateInput,
];
