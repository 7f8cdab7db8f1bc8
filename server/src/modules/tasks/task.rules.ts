import { FIRM_TODAY_SQL } from '../firms/firm-clock';

/**
 * The tasks module's rules as SQL on a `tasks` alias, written once: TaskService and its loaders use
 * them, and so does the one-statement case list (matters/matter.list-rows.ts).
 */

/** The task is still to do: not in the Complete column. */
export const openTaskSql = (alias: string) => `${alias}."column" <> 'DONE'`;

/** The task is still to do and its due date is before the firm's today (a case's overdue count and filter). */
export const overdueTaskSql = (alias: string) => `${openTaskSql(alias)} AND ${alias}.due_date < ${FIRM_TODAY_SQL}`;

/** Which of a case's open tasks comes next: the earliest due (undated last), then board order. */
export const NEXT_TASK_ORDER = [
  ['due_date', 'ASC', 'NULLS LAST'],
  ['position', 'ASC', undefined],
  ['id', 'ASC', undefined],
] as const;

/** NEXT_TASK_ORDER as an ORDER BY list on `alias`. */
export const nextTaskOrderSql = (alias: string) =>
  NEXT_TASK_ORDER.map(([column, direction, nulls]) => `${alias}.${column} ${direction}${nulls ? ` ${nulls}` : ''}`).join(', ');
