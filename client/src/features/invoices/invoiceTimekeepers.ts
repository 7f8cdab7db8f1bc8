import type { InvoiceCaseStaffFragment, Role } from '../../gql/graphql';
import { useStaffOptions } from '../../ui/useStaffOptions';

/** Who bills time: the firm's attorneys and paralegals. */
const TIMEKEEPER_ROLES: readonly Role[] = ['ATTORNEY', 'PARALEGAL'];
/** The heading of each role's choices. */
const GROUP_LABELS: Partial<Record<Role, string>> = { ATTORNEY: 'Attorneys', PARALEGAL: 'Paralegals' };

/** The person writing the invoice. */
export interface InvoiceWriter {
  id: string;
  role: Role;
}

/**
 * Who a new fee line is billed to, as the server decides for a line sent without one: the writer when
 * they are an attorney or paralegal, else the case's first active attorney (its Staff grid's order);
 * null until there is one (a firm admin before choosing the case): then it is chosen on the line.
 */
export function defaultTimekeeper(writer: InvoiceWriter | null, caseStaff: readonly InvoiceCaseStaffFragment[] | null | undefined): string | null {
  if (writer && TIMEKEEPER_ROLES.includes(writer.role)) return writer.id;
  return caseStaff?.find((person) => person.role === 'ATTORNEY' && person.status === 'ACTIVE')?.id ?? null;
}

/** The lines with `timekeeperId` on each fee line that has none yet (expense lines keep none). */
export function withTimekeeper<Line extends { costId: string | null; timekeeperId: string | null }>(lines: Line[], timekeeperId: string | null): Line[] {
  if (!timekeeperId) return lines;
  return lines.map((line) => (line.costId || line.timekeeperId ? line : { ...line, timekeeperId }));
}

/** One Timekeeper choice: a person's id and name. */
export interface TimekeeperOption {
  value: string;
  label: string;
}

/** The Timekeeper choices, grouped under a heading each (Mantine's grouped Select data). */
export type TimekeeperGroups = Array<{ group: string; items: TimekeeperOption[] }>;

/**
 * The Timekeeper choices by name, under their role (the line's field is narrow: the name alone fits):
 * the firm's active attorneys, then paralegals, then whoever the invoice already names and is not
 * among them (someone since disabled, or in another role, stays on the lines they worked).
 */
export function useTimekeeperOptions(named: ReadonlyArray<{ id: string; fullName: string }>) {
  const staff = useStaffOptions();
  const groups: TimekeeperGroups = TIMEKEEPER_ROLES.map((role) => ({
    group: GROUP_LABELS[role]!,
    items: staff.people.filter((person) => person.role === role).map((person) => ({ value: person.id, label: person.fullName })),
  }));
  const offered = new Set(groups.flatMap((group) => group.items.map((item) => item.value)));
  groups.push({ group: 'Also on this invoice', items: named.filter((person) => !offered.has(person.id)).map((person) => ({ value: person.id, label: person.fullName })) });
  return { options: groups.filter((group) => group.items.length > 0), loading: staff.loading };
}
