import type { TaskColumn, TaskPriority } from '../../gql/graphql';
import { today } from '../../lib/dates';
import { dateText } from '../../lib/usEnglish';
import { formatMinutes } from '../../ui/format';

/** The board's columns, in order, with the spec's names. */
export const COLUMNS: ReadonlyArray<{ value: TaskColumn; label: string }> = [
  { value: 'IN_QUEUE', label: 'In Queue' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'NEED_REVISION', label: 'Need Revision' },
  { value: 'DONE', label: 'Complete' },
];

export const COLUMN_LABELS: Record<TaskColumn, string> = Object.fromEntries(COLUMNS.map((c) => [c.value, c.label])) as Record<TaskColumn, string>;

/** The table's Status: Completed for the last column, otherwise the column's name. */
export const statusLabel = (column: TaskColumn) => (column === 'DONE' ? 'Completed' : COLUMN_LABELS[column]);

export const PRIORITIES: ReadonlyArray<{ value: TaskPriority; label: string }> = [
  { value: 'URGENT', label: 'Urgent' },
  { value: 'HIGH', label: 'High' },
  { value: 'NORMAL', label: 'Normal' },
  { value: 'LOW', label: 'Low' },
];
export const PRIORITY_LABELS: Record<TaskPriority, string> = { URGENT: 'Urgent', HIGH: 'High', NORMAL: 'Normal', LOW: 'Low' };
/** Task priority colours (spec §3): urgent red, high yellow, normal blue, low grey. */
export const PRIORITY_COLORS: Record<TaskPriority, string> = { URGENT: 'red', HIGH: 'yellow', NORMAL: 'blue', LOW: 'gray' };

export const TASK_TYPES = ['Call', 'Email', 'Filing', 'Meeting', 'Research', 'Review', 'Drafting', 'Follow-up', 'Other'];

export const NO_DESCRIPTION = 'No description provided';

const dayThisYear = dateText('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOtherYear = dateText('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A due date as the card shows it: Today, Tomorrow, Yesterday or "Dec 4" ("Dec 4, 2027" in another year). */
export function dueLabel(day: string | null | undefined, now = new Date()): string {
  if (!day) return 'No date';
  const at = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  const diff = Math.round((at(day) - at(today(now))) / 86_400_000);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  if (diff === -1) return 'Yesterday';
  const sameYear = day.slice(0, 4) === String(now.getFullYear());
  return (sameYear ? dayThisYear : dayOtherYear).format(new Date(at(day)));
}

/** Open and due before today. */
export const isOverdue = (task: { dueDate?: string | null; column: TaskColumn }, now = new Date()) =>
  !!task.dueDate && task.column !== 'DONE' && task.dueDate < today(now);

/** Minutes as "1 h 30 min". */
export function formatEstimate(minutes: number | null | undefined): string {
  return minutes == null ? '—' : formatMinutes(minutes);
}
