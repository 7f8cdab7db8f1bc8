import type { BackOfficeStatus } from '../../gql/graphql';
import { dateText, groupDigits } from '../../lib/usEnglish';

/** Every back-office query a change can touch (the lists and the dashboard), refetched after one. */
export const BACK_OFFICE_QUERIES = ['BackOfficePeople', 'BackOfficeFirms', 'BackOfficeTotals', 'BackOfficeTopFirms'];

/** Rows per page of the back-office lists. */
export const BACK_OFFICE_PAGE_SIZE = 10;

/** The Active/Suspended tab in the address (`?status=suspended`); Active when absent. */
export function statusFrom(param: string | null): BackOfficeStatus {
  return param === 'suspended' ? 'SUSPENDED' : 'ACTIVE';
}

/** "No active firms found" / "No suspended paralegals found" (spec 2.15 and 8). */
export function emptyText(status: BackOfficeStatus, things: 'paralegals' | 'attorneys' | 'firms'): string {
  return `No ${status === 'SUSPENDED' ? 'suspended' : 'active'} ${things} found`;
}

/**
 * Pager on the Active tab always (spec); on the Suspended tab only when there is more than one
 * page, so a long suspended list stays reachable.
 */
export function showsPager(status: BackOfficeStatus, totalCount: number, pageSize = BACK_OFFICE_PAGE_SIZE): boolean {
  return status === 'ACTIVE' || totalCount > pageSize;
}

export interface Change {
  text: string;
  direction: 'up' | 'down' | 'none';
}

/**
 * The note under a dashboard card from the count now and at this moment yesterday:
 * "12.5% Up from yesterday", "4.0% Down from yesterday", "+3 since yesterday" (nothing to compare
 * a percentage with), or "No change from yesterday".
 */
export function changeSinceYesterday(total: number, yesterday: number): Change {
  const difference = total - yesterday;
  if (difference === 0) return { text: 'No change from yesterday', direction: 'none' };
  const direction = difference > 0 ? 'up' : 'down';
  if (yesterday === 0) return { text: `+${difference} since yesterday`, direction };
  const percent = (Math.abs(difference) / yesterday) * 100;
  return { text: `${percent.toFixed(1)}% ${direction === 'up' ? 'Up' : 'Down'} from yesterday`, direction };
}

export const formatCount = groupDigits;

const dayOnly = dateText('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayWithYear = dateText('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** "Nov 1 – Nov 22, 2026" for a YYYY-MM-DD range (the same day once). */
export function formatDayRange(from: string, to: string): string {
  const day = (text: string, withYear: boolean) => (withYear ? dayWithYear : dayOnly).format(new Date(`${text}T00:00:00Z`));
  return from === to ? day(to, true) : `${day(from, from.slice(0, 4) !== to.slice(0, 4))} – ${day(to, true)}`;
}
