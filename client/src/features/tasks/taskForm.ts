import type { TaskColumn, TaskFieldsFragment, TaskPriority } from '../../gql/graphql';
import { lengthProblem, minOf } from '../../ui/limits';

export interface TaskDialogPreset {
  column?: TaskColumn;
  /** The case it is opened from: linked to it by default. */
  matter?: { id: string; name: string; number: string } | null;
}

/** The Add / Edit Task form's values: a task's, or a new one's from where it is opened. */
export const taskValuesOf = (task: TaskFieldsFragment | null, preset: TaskDialogPreset) => ({
  title: task?.title ?? '',
  dueDate: task?.dueDate ?? '',
  type: task?.type ?? null,
  notLinked: task ? !task.matterId : !preset.matter,
  matterId: task?.matterId ?? preset.matter?.id ?? null,
  priority: (task?.priority ?? 'LOW') as TaskPriority,
  column: (task?.column ?? preset.column ?? 'IN_QUEUE') as TaskColumn,
  assigneeIds: task?.assignees.map((a) => a.id) ?? [],
  description: task?.description ?? '',
  estimateHours: task?.estimateMinutes != null ? task.estimateMinutes / 60 : ('' as number | string),
});
export type TaskValues = ReturnType<typeof taskValuesOf>;

/** The estimate in hours as the server takes it, in whole minutes; null when none is given. */
export const estimateMinutesOf = (hours: number | string): number | null =>
  hours === '' || hours === '-' ? null : Math.round(Number(hours) * 60);

/** A title: required, at most as long as the server takes. */
export const taskTitleProblem = (value: string) => (value.trim() ? lengthProblem('CreateTaskInput', 'title')(value) : 'Enter the task name.');

/** Every rule of the task form, checked together: a negative estimate is refused here, never saved as 0. */
export const TASK_RULES = {
  title: taskTitleProblem,
  description: lengthProblem('CreateTaskInput', 'description'),
  matterId: (value: string | null, values: TaskValues) => (!values.notLinked && !value ? 'Choose the case, or tick "This task is not linked to a case".' : null),
  estimateHours: (value: number | string) => {
    const minutes = estimateMinutesOf(value);
    if (minutes === null) return value === '-' ? 'Enter the estimate in hours, like 1.5.' : null;
    if (Number.isNaN(minutes)) return 'Enter the estimate in hours, like 1.5.';
    return minutes < minOf('CreateTaskInput', 'estimateMinutes') ? 'The estimate cannot be negative.' : null;
  },
};

/** A server path of the task input as the form's field: the estimate is typed in hours. */
export const taskFieldOf = (path: string) => (path === 'estimateMinutes' ? 'estimateHours' : null);
