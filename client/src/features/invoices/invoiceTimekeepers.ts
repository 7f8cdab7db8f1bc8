import type { InvoiceCaseStaffFragment, Role } from '../../gql/graphql';
import { ROLE_LABELS } from '../../lib/roles';
import { useStaffOptions } from '../../ui/useStaffOptions';

/** Who bills time: the firm's attorneys and paralegals. */
const TIMEKEEPER_ROLES: readonly Role[] = ['ATTORNEY', 'PARALEGAL'];

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

/**
 * The Timekeeper choices: the firm's active attorneys and paralegals ("Dana Whitfield (Attorney)"),
 * then whoever the invoice already names and is not among them (someone since disabled, or in
 * another role, stays on the lines they worked).
 */
export function useTimekeeperOptions(named: ReadonlyArray<{ id: string; fullName: string }>) {
  const staff = useStaffOptions();
  const options = staff.people
    .filter((person) => TIMEKEEPER_ROLES.includes(person.role))
    .map((person) => ({ value: person.id, label: `${person.fullName} (${ROLE_LABELS[person.role]})` }));
  for (const person of named) if (!options.some((option) => option.value === person.id)) options.push({ value: person.id, label: person.fullName });
  return { options, loading: staff.loading };
}
