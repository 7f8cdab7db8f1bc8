import { isObjectType, Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';
import { CalendarEvent } from '../calendar/calendar.entity';
import { eventEndSql, nextEventOrderSql } from '../calendar/calendar.rules';
import { Contact } from '../contacts/contact.entity';
import { Task } from '../tasks/task.entity';
import { nextTaskOrderSql, openTaskSql, overdueTaskSql } from '../tasks/task.rules';
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

/** Per GraphQL field: the JSON keys it is served from and their columns. */
type Columns = Record<string, ReadonlyArray<readonly [key: string, column: string]>>;

/** Fields each served from the column given, under their own name; `derived` adds fields worked out from other keys. */
function served(columns: Record<string, string>, derived: Columns = {}): Columns {
  return { ...Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, [[field, column]] as const])), ...derived };
}

/** The case's own fields served from the row (statusDays is worked out from statusChangedAt). */
const CASE_COLUMNS = served(
  {
    id: 'id', name: 'name', number: 'number', status: 'status', priority: 'priority', stage: 'stage', caseType: 'case_type',
    createdAt: 'created_at', updatedAt: 'updated_at', version: 'version',
  },
  { statusDays: [['statusChangedAt', 'status_changed_at']] },
);

/**
 * Per related row: its GraphQL type, the columns of the fields served, and its JSON as SQL on the
 * case alias `m`, given the object of the fields asked (always with the id).
 */
const PARTS: Record<ListedPart, { type: string | null; columns: Columns; sql: (json: (alias: string) => string) => string }> = {
  client: {
    type: 'Contact',
    columns: served({ id: 'id', name: 'name', primaryPhone: 'primary_phone', photoUrl: 'photo_url', email: 'email' }),
    sql: (json) => `(SELECT ${json('c')} FROM contacts c WHERE c.id = m.client_id)`,
  },
  staff: {
    type: 'User',
    columns: served(
      { id: 'id', firstName: 'first_name', lastName: 'last_name', avatarUrl: 'avatar_url' },
      { fullName: [['firstName', 'first_name'], ['lastName', 'last_name']] },
    ),
    // In the order they were added (as MatterService.staffOf).
    sql: (json) => `(SELECT COALESCE(json_agg(${json('u')} ORDER BY s.position), '[]')
             FROM matter_staff s JOIN users u ON u.id = s.user_id WHERE s.matter_id = m.id)`,
  },
  nextTask: {
    type: 'Task',
    columns: served({ id: 'id', title: 'title', dueDate: 'due_date' }),
    // The tasks module's rule (as TaskService.nextTasks).
    sql: (json) => `(SELECT ${json('task')} FROM tasks task
             WHERE task.matter_id = m.id AND ${openTaskSql('task')}
             ORDER BY ${nextTaskOrderSql('task')} LIMIT 1)`,
  },
  nextEvent: {
    type: 'CalendarEvent',
    columns: served({ id: 'id', title: 'title', startsAt: 'starts_at', allDay: 'all_day' }),
    // The calendar module's rule (as CalendarService.nextEvents).
    sql: (json) => `(SELECT ${json('event')} FROM calendar_events event
             WHERE event.matter_id = m.id AND ${eventEndSql('event')} > now() ORDER BY ${nextEventOrderSql('event')} LIMIT 1)`,
  },
  overdueTaskCount: {
    type: null,
    columns: {},
    // The tasks module's rule (as TaskService.overdueCounts).
    sql: () => `(SELECT count(*)::int FROM tasks overdue WHERE overdue.matter_id = m.id AND ${overdueTaskSql('overdue')})`,
  },
};

const isPart = (name: string): name is ListedPart => Object.hasOwn(PARTS, name);

/** What a request asks of each listed case: its own fields, and the fields of each related row. */
export interface ListedSelection {
  fields: ReadonlySet<string>;
  parts: ReadonlyMap<ListedPart, ReadonlySet<string>>;
}

/**
 * Whether a selection, its fragments included, holds a directive or a field's arguments: what a
 * variable can change (@skip, @include; an argument given or left out).
 */
function mayVary(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>): boolean {
  return (selectionSet?.selections ?? []).some((selection) => {
    if (selection.directives?.length) return true;
    if (selection.kind === Kind.FRAGMENT_SPREAD) return mayVary(fragments[selection.name.value]?.selectionSet, fragments);
    if (selection.kind === Kind.FIELD && selection.arguments?.length) return true;
    return mayVary(selection.selectionSet, fragments);
  });
}

/**
 * The selections worked out, by the field's nodes: a compiled document (compiled-executor.ts)
 * passes the same nodes on every request, so each list screen's query is read once, not per
 * request. A selection that variables may change (mayVary) is read each time.
 */
const selections = new WeakMap<readonly FieldNode[], ListedSelection | null>();

/**
 * What to read when the `matters` field being resolved can be answered from one statement; null
 * when it asks for anything else (the general path answers it).
 */
export function listedSelection(info: GraphQLResolveInfo): ListedSelection | null {
  const known = selections.get(info.fieldNodes);
  if (known !== undefined) return known;
  const selection = selectionOf(info);
  if (!info.fieldNodes.some((node) => node.directives?.length || mayVary(node.selectionSet, info.fragments))) selections.set(info.fieldNodes, selection);
  return selection;
}

function selectionOf(info: GraphQLResolveInfo): ListedSelection | null {
  const tree = parseResolveInfo(info) as ResolveTree | null;
  if (!tree) return null;
  const fields = new Set<string>();
  const parts = new Map<ListedPart, Set<string>>();
  for (const pageField of Object.values(tree.fieldsByTypeName.MatterPage ?? {})) {
    if (pageField.name !== 'items') continue;
    for (const field of Object.values(pageField.fieldsByTypeName.Matter ?? {})) {
      if (Object.hasOwn(CASE_COLUMNS, field.name)) {
        fields.add(field.name);
        continue;
      }
      if (!isPart(field.name) || Object.keys(field.args).length > 0) return null;
      const part = PARTS[field.name];
      const asked = parts.get(field.name) ?? new Set<string>();
      for (const sub of part.type ? Object.values(field.fieldsByTypeName[part.type] ?? {}) : []) {
        if (!Object.hasOwn(part.columns, sub.name) || Object.keys(sub.args).length > 0) return null;
        asked.add(sub.name);
      }
      parts.set(field.name, asked);
    }
  }
  return { fields, parts };
}

/** The `'key', column` pairs of the asked fields (the id always), on `alias`. */
function jsonPairs(columns: Columns, asked: Iterable<string>, alias: string): string[] {
  const keys = new Map<string, string>();
  for (const field of ['id', ...asked]) {
    for (const [key, column] of columns[field] ?? []) keys.set(key, `${alias}.${column}`);
  }
  return [...keys].map(([key, sql]) => `'${key}', ${sql}`);
}

/**
 * The page as one JSON array, in the order of `idsSql` (an ordered `SELECT id …` of the cases).
 * Each element has the id and the asked fields of the case, and of each related row asked.
 */
export function listedRowsSql(idsSql: string, selection: ListedSelection): string {
  const columns = [
    ...jsonPairs(CASE_COLUMNS, selection.fields, 'm'),
    ...[...selection.parts].map(([part, asked]) => {
      const { columns: partColumns, sql } = PARTS[part];
      return `'${part}', ${sql((alias) => `json_build_object(${jsonPairs(partColumns, asked, alias).join(', ')})`)}`;
    }),
  ];
  return `(SELECT COALESCE(json_agg(json_build_object(${columns.join(', ')}) ORDER BY listed.position), '[]')
             FROM unnest(ARRAY(${idsSql})) WITH ORDINALITY AS listed(id, position) JOIN matters m ON m.id = listed.id)`;
}

/** One element of `listedRowsSql`'s array. */
export interface ListedRow {
  id: string;
  name?: string;
  number?: string;
  status?: Matter['status'];
  priority?: Matter['priority'];
  stage?: string | null;
  caseType?: string | null;
  createdAt?: string;
  updatedAt?: string;
  version?: number;
  statusChangedAt?: string;
  client?: { id: string; name?: string; primaryPhone?: string | null; photoUrl?: string | null; email?: string | null } | null;
  staff?: Array<{ id: string; firstName?: string; lastName?: string; avatarUrl?: string | null }>;
  nextTask?: { id: string; title?: string; dueDate?: string | null } | null;
  nextEvent?: { id: string; title?: string; startsAt?: string; allDay?: boolean } | null;
  overdueTaskCount?: number;
}

/** An instance of an entity class holding only the given values (its getters, e.g. User.fullName, work). */
function partial<T extends object>(entity: new () => T, values: Partial<T>): T {
  return Object.assign(Object.create(entity.prototype) as T, values);
}

/** A timestamp of the JSON as a Date; undefined when it was not asked for (left unset). */
function date(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value);
}

/**
 * Where a listed case keeps the related rows read with it: a symbol, so no GraphQL field, JSON key
 * or TypeORM column sees it. (A WeakMap from case to rows cost more than making the whole page.)
 */
const LISTED = Symbol('listed parts');
type ListedMatter = Matter & { [LISTED]?: Partial<ListedParts> };

/** A case from `listedRowsSql`, carrying its related rows for its fields (`serveListedParts`). */
export function listedMatter(row: ListedRow): Matter {
  const { client, staff, nextTask, nextEvent, overdueTaskCount, createdAt, updatedAt, statusChangedAt, ...columns } = row;
  const matter: ListedMatter = partial(Matter, columns);
  // Timestamps asked for become Dates; those not asked stay unset.
  if (createdAt !== undefined) matter.createdAt = new Date(createdAt);
  if (updatedAt !== undefined) matter.updatedAt = new Date(updatedAt);
  if (statusChangedAt !== undefined) matter.statusChangedAt = new Date(statusChangedAt);
  const carried: Partial<ListedParts> = {};
  if (client !== undefined) carried.client = client && partial(Contact, client);
  if (staff !== undefined) carried.staff = staff.map((user) => partial(User, user));
  if (nextTask !== undefined) carried.nextTask = nextTask && partial(Task, nextTask);
  if (nextEvent !== undefined) carried.nextEvent = nextEvent && partial(CalendarEvent, { ...nextEvent, startsAt: date(nextEvent.startsAt) });
  if (overdueTaskCount !== undefined) carried.overdueTaskCount = overdueTaskCount;
  matter[LISTED] = carried;
  return matter;
}

/** The related row a listed case already carries; undefined when it was not read with the page. */
function listedPart<P extends ListedPart>(matter: Matter, part: P): ListedParts[P] | undefined {
  return (matter as ListedMatter)[LISTED]?.[part];
}

/**
 * Serves each related row of a listed case from the case itself; any other case goes on to the
 * field's own resolver (the loaders). The page's 50 cases make some 200 calls of these fields, and
 * type-graphql's wrapper around a resolver (its parameters gathered and sorted on every call) cost
 * more than the rest of the page's work on them. The field resolvers' per-row role check needs no
 * repeating here: a listed case comes only from `listRows`, which answers `matters`, a firm staff
 * query (MatterResolver's @Authorized).
 */
export function serveListedParts(schema: GraphQLSchema): void {
  const matter = schema.getType('Matter');
  if (!isObjectType(matter)) throw new Error('The schema has no Matter type');
  const fields = matter.getFields();
  for (const part of Object.keys(PARTS) as ListedPart[]) {
    const resolve = fields[part]?.resolve;
    if (!resolve) throw new Error(`Matter.${part} has no resolver to serve listed cases from`);
    fields[part]!.resolve = (source: Matter, args, context, info) => {
      const listed = listedPart(source, part);
      return listed !== undefined ? listed : resolve(source, args, context, info);
    };
  }
}
