import type { MatterPriority, MatterStatus } from '../../gql/graphql';

export const STATUS_LABELS: Record<MatterStatus, string> = { PENDING: 'Pending', IN_PROGRESS: 'In Progress', COMPLETED: 'Completed' };
export const STATUS_COLORS: Record<MatterStatus, string> = { PENDING: 'gray', IN_PROGRESS: 'blue', COMPLETED: 'green' };

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
