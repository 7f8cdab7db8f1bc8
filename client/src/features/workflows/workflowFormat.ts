import type { Role, WorkflowTrigger } from '../../gql/graphql';
import { ROLE_LABELS } from '../../lib/roles';

export const TRIGGERS: ReadonlyArray<{ value: WorkflowTrigger; label: string }> = [
  { value: 'ON_CREATE', label: 'When a case is created' },
  { value: 'ON_STAGE', label: 'When a case reaches a stage' },
  { value: 'MANUAL', label: 'Only when applied by hand' },
];

/** The roles a step can be assigned by (the case staff of that role do it). */
export const STEP_ROLES: ReadonlyArray<{ value: Role; label: string }> = (['ATTORNEY', 'PARALEGAL', 'STAFF', 'FIRM_ADMIN'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export const ANY_CASE_TYPE = 'Any case type';

/** "On creation", "At stage Demand", "Manual". */
export function triggerLabel(template: { trigger: WorkflowTrigger; stage?: string | null }): string {
  if (template.trigger === 'ON_CREATE') return 'On creation';
  if (template.trigger === 'ON_STAGE') return `At stage ${template.stage ?? '—'}`;
  return 'Manual';
}

/** When a step's task is due, counted from the day the template is applied: "due in 3 days", "due today", "no due date". */
export function dueOffsetLabel(days: number | null | undefined): string {
  if (days == null) return 'no due date';
  if (days === 0) return 'due today';
  return `due in ${days} day${days === 1 ? '' : 's'}`;
}

export const stepCount = (count: number) => `${count} step${count === 1 ? '' : 's'}`;
