import type { GraphQLResolveInfo } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import { CalendarEvent } from '../calendar/calendar.entity';
import { EVENT_END_SQL } from '../calendar/calendar.service';
import { Contact } from '../contacts/contact.entity';
import { overdueTaskSql, Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { Matter } from './matter.entity';

/**
 * A page of cases in one SQL statement.
 *
 * Read through the entities, a page of 50 cases with their client, staff, next task and next event
 * costs seven statements and builds every column of every case, contact, user, task and event it
 * touches, most of which the answer never shows. The case list, the case pickers and a contact's
 * cases ask for a few columns and those related rows only: such a request is answered from one
 * statement that returns the page already shaped as JSON (`MatterService.listRows`). A request
 * asking for any other field of a case or of those rows takes the general path (`MatterService.list`
 * and the loaders); the API tests compare the two answers field by field.
 */

/** The related rows a listed case can carry, with what the field resolvers answer for each. */
export interface ListedParts {
  client: Contact | null;
  staff: User[];
  nextTask: Task | null;
  nextEvent: CalendarEvent | null;
  overdueTaskCount: number;
}

export type ListedPart = keyof ListedParts;

/** The case's own fields served from the row (statusDays is worked out from statusChangedAt). */
const CASE_FIELDS = new Set(['id', 'name', 'number', 'status', 'priority', 'stage', 'caseType', 'createdAt', 'updatedAt', 'version', 'statusDays']);

/** Per related row: its GraphQL type, the fields served, and its JSON as SQL on the case alias `m`. */
const PARTS: Record<ListedPart, { type: string | null; fields: ReadonlySet<string>; sql: string }> = {
  client: {
    type: 'Contact',
    fields: new Set(['id', 'name', 'primaryPhone', 'photoUrl', 'email']),
    sql: `(SELECT json_build_object('id', c.id, 'name', c.name, 'primaryPhone', c.primary_phone, 'photoUrl', c.photo_url, 'email', c.email)
             FROM contacts c WHERE c.id = m.client_id)`,
  },
  staff: {
    type: 'User',
    fields: new Set(['id', 'firstName', 'lastName', 'fullName', 'avatarUrl']),
    // In the order they were added (as MatterService.staffOf).
    sql: `(SELECT COALESCE(json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatarUrl', u.avatar_url) ORDER BY s.position), '[]')
             FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = m.id)`,
  },
  nextTask: {
    type: 'Task',
    fields: new Set(['id', 'title', 'dueDate']),
    // The earliest due (undated last) not yet complete, as TaskService.nextTasks.
    sql: `(SELECT json_build_object('id', task.id, 'title', task.title, 'dueDate', task.due_date) FROM tasks task
             WHERE task.matter_id = m.id AND task."column" <> 'DONE'
             ORDER BY task.due_date ASC NULLS LAST, task.position ASC, task.id ASC LIMIT 1)`,
  },
  nextEvent: {
    type: 'CalendarEvent',
    fields: new Set(['id', 'title', 'startsAt', 'allDay']),
    // The earliest not yet over, as CalendarService.nextEvents.
    sql: `(SELECT json_build_object('id', event.id, 'title', event.title, 'startsAt', event.starts_at, 'allDay', event.all_day) FROM calendar_events event
             WHERE event.matter_id = m.id AND ${EVENT_END_SQL} > now() ORDER BY event.starts_at ASC, event.id ASC LIMIT 1)`,
  },
  overdueTaskCount: {
    type: null,
    fields: new Set(),
    // As TaskService.overdueCounts.
    sql: `(SELECT count(*)::int FROM tasks overdue WHERE overdue.matter_id = m.id AND ${overdueTaskSql('overdue')})`,
  },
};

const isPart = (name: string): name is ListedPart => Object.hasOwn(PARTS, name);

/**
 * The related rows to read when the `matters` field being resolved can be answered from one
 * statement; null when it asks for anything else (the general path answers it).
 */
export function listedPartsWanted(info: GraphQLResolveInfo): ListedPart[] | null {
  const tree = parseResolveInfo(info) as ResolveTree | null;
  if (!tree) return null;
  const wanted = new Set<ListedPart>();
  for (const pageField of Object.values(tree.fieldsByTypeName.MatterPage ?? {})) {
    if (pageField.name !== 'items') continue;
    for (const field of Object.values(pageField.fieldsByTypeName.Matter ?? {})) {
      if (CASE_FIELDS.has(field.name)) continue;
      if (!isPart(field.name) || Object.keys(field.args).length > 0) return null;
      const part = PARTS[field.name];
      if (part.type) {
        const asked = Object.values(field.fieldsByTypeName[part.type] ?? {});
        if (asked.some((sub) => !part.fields.has(sub.name) || Object.keys(sub.args).length > 0)) return null;
      }
      wanted.add(field.name);
    }
  }
  return [...wanted];
}

/**
 * The page as one JSON array, in the order of `idsSql` (an ordered `SELECT id …` of the cases).
 * Each element has the case's columns and the wanted parts.
 */
export function listedRowsSql(idsSql: string, parts: readonly ListedPart[]): string {
  const columns = [
    `'id', m.id`, `'name', m.name`, `'number', m.number`, `'status', m.status`, `'priority', m.priority`, `'stage', m.stage`,
    `'caseType', m.case_type`, `'createdAt', m.created_at`, `'updatedAt', m.updated_at`, `'version', m.version`,
    `'statusChangedAt', m.status_changed_at`,
    ...parts.map((part) => `'${part}', ${PARTS[part].sql}`),
  ];
  return `(SELECT COALESCE(json_agg(json_build_object(${columns.join(', ')}) ORDER BY listed.position), '[]')
             FROM unnest(ARRAY(${idsSql})) WITH ORDINALITY AS listed(id, position) JOIN matters m ON m.id = listed.id)`;
}

/** One element of `listedRowsSql`'s array. */
export interface ListedRow {
  id: string;
  name: string;
  number: string;
  status: Matter['status'];
  priority: Matter['priority'];
  stage: string | null;
  caseType: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  statusChangedAt: string;
  client?: { id: string; name: string; primaryPhone: string | null; photoUrl: string | null; email: string | null } | null;
  staff?: Array<{ id: string; firstName: string; lastName: string; avatarUrl: string | null }>;
  nextTask?: { id: string; title: string; dueDate: string | null } | null;
  nextEvent?: { id: string; title: string; startsAt: string; allDay: boolean } | null;
  overdueTaskCount?: number;
}

/** An instance of an entity class holding only the given values (its getters, e.g. User.fullName, work). */
function partial<T extends object>(entity: new () => T, values: Partial<T>): T {
  return Object.assign(Object.create(entity.prototype) as T, values);
}

const parts = new WeakMap<Matter, Partial<ListedParts>>();

/** A case from `listedRowsSql`, carrying its related rows for the field resolvers (`listedPart`). */
export function listedMatter(row: ListedRow): Matter {
  const { client, staff, nextTask, nextEvent, overdueTaskCount, createdAt, updatedAt, statusChangedAt, ...columns } = row;
  const matter = partial(Matter, { ...columns, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt), statusChangedAt: new Date(statusChangedAt) });
  const carried: Partial<ListedParts> = {};
  if (client !== undefined) carried.client = client && partial(Contact, client);
  if (staff !== undefined) carried.staff = staff.map((user) => partial(User, user));
  if (nextTask !== undefined) carried.nextTask = nextTask && partial(Task, nextTask);
  if (nextEvent !== undefined) carried.nextEvent = nextEvent && partial(CalendarEvent, { ...nextEvent, startsAt: new Date(nextEvent.startsAt) });
  if (overdueTaskCount !== undefined) carried.overdueTaskCount = overdueTaskCount;
  parts.set(matter, carried);
  return matter;
}

/** The related row a listed case already carries; undefined when it was not read with the page. */
export function listedPart<P extends ListedPart>(matter: Matter, part: P): ListedParts[P] | undefined {
  return parts.get(matter)?.[part];
}
