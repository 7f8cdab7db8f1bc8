import type { EntityManager } from 'typeorm';
import { Task, TaskAssignee, TaskColumn, TaskPriority } from '../modules/tasks/task.entity';

const DAY = 86_400_000;
/** A day relative to today, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

interface DemoTask {
  title: string;
  description?: string;
  column: TaskColumn;
  priority: TaskPriority;
  due: number | null;
  type: string;
  /** Index into the demo cases; null: not linked to a case. */
  matter: number | null;
  /** Indexes into the staff list. */
  assignees: number[];
  estimate?: number;
}

const DEMO_TASKS: DemoTask[] = [
  { title: 'Request police report', description: 'Austin PD crash report for the Oct 1 collision.', column: TaskColumn.IN_QUEUE, priority: TaskPriority.HIGH, due: 2, type: 'Filing', matter: 0, assignees: [1], estimate: 30 },
  { title: 'Send HIPAA authorizations', description: 'To St. David’s and Capital Imaging.', column: TaskColumn.IN_QUEUE, priority: TaskPriority.NORMAL, due: 5, type: 'Email', matter: 0, assignees: [1, 2] },
  { title: 'Call client about treatment', column: TaskColumn.IN_QUEUE, priority: TaskPriority.LOW, due: 7, type: 'Call', matter: 1, assignees: [0] },
  { title: 'Order medical records', description: 'All providers since the fall.', column: TaskColumn.IN_PROGRESS, priority: TaskPriority.URGENT, due: -2, type: 'Filing', matter: 1, assignees: [1], estimate: 60 },
  { title: 'Draft demand letter', description: 'Policy limits demand to the carrier.', column: TaskColumn.IN_PROGRESS, priority: TaskPriority.HIGH, due: 10, type: 'Drafting', matter: 0, assignees: [0, 1, 2, 3], estimate: 180 },
  { title: 'Review deposition transcript', column: TaskColumn.NEED_REVISION, priority: TaskPriority.NORMAL, due: 3, type: 'Review', matter: 1, assignees: [0], estimate: 90 },
  { title: 'Update firm intake checklist', column: TaskColumn.NEED_REVISION, priority: TaskPriority.LOW, due: null, type: 'Other', matter: null, assignees: [3] },
  { title: 'Signed Agreement Received', description: 'Fee agreement signed and filed.', column: TaskColumn.DONE, priority: TaskPriority.NORMAL, due: -6, type: 'Review', matter: 0, assignees: [2] },
  { title: 'Close out settlement disbursement', column: TaskColumn.DONE, priority: TaskPriority.HIGH, due: -20, type: 'Other', matter: 2, assignees: [0, 1] },
];

/** A board's worth of tasks on the demo cases: every column, some overdue, some unassigned to a case. */
export async function seedDemoTasks(manager: EntityManager, firmId: string, matterIds: string[], staffIds: string[], requesterId: string): Promise<void> {
  const positions = new Map<TaskColumn, number>();
  for (const demo of DEMO_TASKS) {
    const position = positions.get(demo.column) ?? 0;
    positions.set(demo.column, position + 1);
    const { identifiers } = await manager.getRepository(Task).insert({
      firmId, matterId: demo.matter === null ? null : matterIds[demo.matter]!, title: demo.title, description: demo.description ?? null,
      dueDate: demo.due === null ? null : day(demo.due), column: demo.column, position, priority: demo.priority,
      estimateMinutes: demo.estimate ?? null, type: demo.type, requesterId,
    });
    const taskId = String(identifiers[0]!.id);
    for (const index of demo.assignees) if (staffIds[index]) await manager.getRepository(TaskAssignee).insert({ firmId, taskId, userId: staffIds[index]! });
  }
}
