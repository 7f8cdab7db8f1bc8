import type { StatuteFieldsFragment, StatuteStatus } from '../../gql/graphql';
import { formatDay } from '../../ui/format';

export const STATUS_COLORS: Record<StatuteStatus, string> = { OPEN: 'blue', AT_RISK: 'orange', PASSED: 'red', SATISFIED: 'green', UNKNOWN: 'gray' };

/** The badge text: "20 days left", "Passed 3 days ago", "Complaint filed", "Not computed". */
export function statusLabel(statute: Pick<StatuteFieldsFragment, 'status' | 'daysLeft' | 'satisfiedOn'>): string {
  switch (statute.status) {
    case 'SATISFIED':
      return `Complaint filed ${statute.satisfiedOn ? formatDay(statute.satisfiedOn) : ''}`.trim();
    case 'UNKNOWN':
      return 'Not computed';
    case 'PASSED':
      return statute.daysLeft === -1 ? 'Passed yesterday' : `Passed ${-(statute.daysLeft ?? 0)} days ago`;
    default:
      return statute.daysLeft === 0 ? 'Today' : statute.daysLeft === 1 ? '1 day left' : `${statute.daysLeft} days left`;
  }
}

/** "2 years", "1 year 6 months", "180 days". */
export function periodLabel(rule: { years: number; months: number; days: number }): string {
  const part = (n: number, one: string) => (n ? `${n} ${one}${n === 1 ? '' : 's'}` : '');
  return [part(rule.years, 'year'), part(rule.months, 'month'), part(rule.days, 'day')].filter(Boolean).join(' ') || '0 days';
}

/** Whose statute: the whole case, or "Plaintiff v. Defendant". */
export const statuteTitle = (statute: Pick<StatuteFieldsFragment, 'plaintiffName' | 'defendantName'>) =>
  statute.plaintiffName || statute.defendantName ? [statute.plaintiffName ?? 'Any plaintiff', statute.defendantName ?? 'any defendant'].join(' v. ') : 'Whole case';

/** Open and within the at-risk window, or passed. */
export const needsAttention = (statute: Pick<StatuteFieldsFragment, 'status'>) => statute.status === 'AT_RISK' || statute.status === 'PASSED';
