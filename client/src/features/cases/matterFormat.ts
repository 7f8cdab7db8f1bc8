import type { MatterPriority, MatterStatus } from '../../gql/graphql';

export const STATUS_LABELS: Record<MatterStatus, string> = { PENDING: 'Pending', IN_PROGRESS: 'In Progress', COMPLETED: 'Completed' };
export const STATUS_COLORS: Record<MatterStatus, string> = { PENDING: 'gray', IN_PROGRESS: 'blue', COMPLETED: 'green' };

const DAY_MS = 86_400_000;

/**
 * How long a case has been in its status and since which day (YYYY-MM-DD, as "Opened" shows it):
 * from its last status change, or from the day it was opened when the recorded change is older
 * (an imported case), so a case never reads as in a status since before it was opened.
 */
export function statusSince(
  matter: { statusDays: number; statusChangedAt: unknown; createdAt: unknown },
  now: Date = new Date(),
): { day: string; days: number } {
  const changed = String(matter.statusChangedAt);
  const opened = String(matter.createdAt);
  if (Date.parse(changed) >= Date.parse(opened)) return { day: changed.slice(0, 10), days: matter.statusDays };
  return { day: opened.slice(0, 10), days: Math.max(0, Math.floor((now.getTime() - Date.parse(opened)) / DAY_MS)) };
}

/** The status tabs of /cases, as in the spec: the key in the address and the server status. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All', status: null },
  { value: 'pending', label: 'Pending', status: 'PENDING' },
  { value: 'in-progress', label: 'In Progress', status: 'IN_PROGRESS' },
  { value: 'completed', label: 'Completed', status: 'COMPLETED' },
] as const satisfies ReadonlyArray<{ value: string; label: string; status: MatterStatus | null }>;

export const PRIORITY_LABELS: Record<MatterPriority, string> = { HIGH: 'High', NORMAL: 'Normal', LOW: 'Low' };
/** Case list priority colours (spec §3): High red, Normal yellow, Low blue. */
export const PRIORITY_COLORS: Record<MatterPriority, string> = { HIGH: 'red', NORMAL: 'yellow', LOW: 'blue' };

/** The case detail address for a case (the /cases or /caseBrowse family). */
export function caseDetailPath(id: string, base: '/cases' | '/caseBrowse' = '/cases', tab?: string): string {
  return `${base}/caseDetail?id=${id}${tab ? `&tab=${tab}` : ''}`;
}
