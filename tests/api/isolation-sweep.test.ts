/**
 * The isolation sweep, generated from schema.graphql: every query and mutation that takes an id
 * (as an argument or inside its input) is called by a firm B admin with each id of firm A's
 * records, and by a firm B paralegal with the ids of a firm B case they may not open. Nothing of
 * those records may come back (no record, no name), and no mutation may succeed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { createFirm, createUser } from '../support/factories';
import type { ApiClient } from '../support/graphql';
import { ROOT, startTestServer, type TestServer } from '../support/server';

const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
const MARKER = 'Zebrafish';
const RESTRICTED = 'Quokka';

let server: TestServer;
let a: ApiClient;
let b: ApiClient;
let paralegalB: ApiClient;
const foreignIds: Record<string, string> = {};
const restrictedIds: Record<string, string> = {};

/** A value for an argument: ids get the foreign id, everything else something plausible. */
function valueFor(type: GraphQLInputType, id: string, depth = 0): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [valueFor(nullable.ofType, id, depth + 1)];
  if (isInputObjectType(nullable)) {
    if (depth > 3) return {};
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type) || getNamedType(field.type).name === 'ID')
        .map((field) => [field.name, valueFor(field.type, id, depth + 1)]),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'ID':
        return id;
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return '2026-01-05T10:00:00.000Z';
      default:
        return /date/i.test(nullable.name) ? '2026-01-05' : 'x';
    }
  }
  return null;
}

const takesId = (type: GraphQLInputType, depth = 0): boolean => {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  return depth < 3 && isInputObjectType(named) && Object.values(named.getFields()).some((field) => takesId(field.type, depth + 1));
};

/** Every scalar of the returned object, one level of objects below it, so a leak would show. */
function selection(type: GraphQLObjectType, depth = 0): string {
  const parts = Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined))
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return [field.name];
      if (isObjectType(named) && depth < 1) return [`${field.name} { ${selection(named, depth + 1)} }`];
      return [];
    });
  return parts.length ? parts.join(' ') : '__typename';
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const select = isObjectType(named) ? ` { ${selection(named)} }` : '';
  return `${kind} Sweep${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${select} }`;
}

async function make<T>(api: ApiClient, query: string, input: Record<string, unknown>): Promise<T> {
  const response = await api.request<Record<string, T>>(query, { input });
  if (!response.data) throw new Error(`${query}: ${JSON.stringify(response.errors)}`);
  return Object.values(response.data)[0]!;
}

beforeAll(async () => {
  server = await startTestServer({ QUERY_MAX_DEPTH: '20', QUERY_MAX_COMPLEXITY: '1000000', QUERY_MAX_ALIASES: '100' });
  const firmA = await createFirm(server.db, { name: `${MARKER} Law` });
  const firmB = await createFirm(server.db);
  const adminA = await createUser(server.db, { firm: firmA, role: 'FIRM_ADMIN', firstName: MARKER });
  a = await server.signedIn(adminA);
  b = await server.signedIn(await createUser(server.db, { firm: firmB, role: 'FIRM_ADMIN' }));
  paralegalB = await server.signedIn(await createUser(server.db, { firm: firmB, role: 'PARALEGAL' }));
  restrictedIds.matter = (
    await make<{ id: string }>(b, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: `${RESTRICTED} sealed`, permission: 'SPECIFIC_USERS', userIds: [] })
  ).id;
  restrictedIds.task = (await make<{ id: string }>(b, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { title: `${RESTRICTED} task`, matterId: restrictedIds.matter })).id;
  restrictedIds.note = (await make<{ id: string }>(b, 'mutation($input: AddMatterNoteInput!) { addMatterNote(input: $input) { id } }', { matterId: restrictedIds.matter, body: `${RESTRICTED} note` })).id;
  foreignIds.user = adminA.id;
  foreignIds.contact = (await make<{ id: string }>(a, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: MARKER, lastName: 'Client' })).id;
  foreignIds.matter = (await make<{ id: string }>(a, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: `${MARKER} v. Acme`, clientId: foreignIds.contact })).id;
  foreignIds.task = (await make<{ id: string }>(a, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { title: `${MARKER} task`, matterId: foreignIds.matter })).id;
  foreignIds.note = (await make<{ id: string }>(a, 'mutation($input: AddMatterNoteInput!) { addMatterNote(input: $input) { id } }', { matterId: foreignIds.matter, body: `${MARKER} note` })).id;
  foreignIds.event = (
    await make<{ id: string }>(a, 'mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
      title: `${MARKER} hearing`,
      matterId: foreignIds.matter,
      startsAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T16:00:00.000Z',
    })
  ).id;
  foreignIds.invoice = (
    await make<{ id: string }>(a, 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
      clientId: foreignIds.contact,
      matterId: foreignIds.matter,
      dueDate: '2026-12-31',
      description: `${MARKER} invoice`,
      lines: [{ description: `${MARKER} work`, quantity: '1', rateCents: 10000 }],
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const SKIPPED = new Set(['logout', 'login', 'acceptInvitation', 'invitation']);

describe.each([
  ['query', schema.getQueryType()!],
  ['mutation', schema.getMutationType()!],
] as const)('every %s that takes an id', (kind, root) => {
  const fields = Object.values(root.getFields()).filter((field) => !SKIPPED.has(field.name) && field.args.some((arg) => takesId(arg.type)));

  it('covers the schema', () => {
    expect(fields.length).toBeGreaterThan(kind === 'query' ? 10 : 30);
  });

  it("gives firm B nothing of firm A's records, and a paralegal nothing of a case they may not open", async () => {
    const leaks: string[] = [];
    const attempts = [
      { who: 'firm B', api: b, ids: foreignIds, marker: MARKER },
      { who: 'paralegal', api: paralegalB, ids: restrictedIds, marker: RESTRICTED },
    ];
    for (const field of fields) {
      const query = operation(kind, field);
      for (const { who, api, ids, marker } of attempts) for (const [name, id] of Object.entries(ids)) {
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, id)]));
        const response = await api.request<Record<string, unknown>>(query, variables);
        const answer = JSON.stringify(response.data?.[field.name] ?? null);
        const codes = (response.errors ?? []).map((error) => error.extensions?.code);
        if (answer.includes(marker) || answer.includes(id)) leaks.push(`${who} ${field.name}(${name}): ${answer.slice(0, 200)}`);
        else if (kind === 'mutation' && !response.errors && response.data?.[field.name] !== null) leaks.push(`${who} ${field.name}(${name}) succeeded: ${answer.slice(0, 200)}`);
        else if (codes.includes('INTERNAL_SERVER_ERROR')) leaks.push(`${who} ${field.name}(${name}): internal error`);
        // The sweep proves nothing if the operation itself is malformed.
        if (codes.includes('GRAPHQL_VALIDATION_FAILED')) leaks.push(`${field.name}: invalid sweep operation: ${response.errors?.[0]?.message}`);
      }
    }
    expect(leaks).toEqual([]);
    if (kind === 'query') {
      // The same generated operations do show firm A its own records: the sweep would see a leak.
      for (const [field, id] of [['matter', foreignIds.matter], ['task', foreignIds.task], ['contact', foreignIds.contact], ['invoice', foreignIds.invoice]] as const) {
        const own = await a.request<Record<string, unknown>>(operation('query', root.getFields()[field]!), { id });
        expect(JSON.stringify(own.data)).toContain(MARKER);
      }
    }
    // Firm A's records are all still there, unchanged by firm B's attempts.
    const check = await a.request<{ matter: { name: string }; task: { title: string }; contact: { name: string } }>(
      'query($m: ID!, $t: ID!, $c: ID!) { matter(id: $m) { name } task(id: $t) { title } contact(id: $c) { name } }',
      { m: foreignIds.matter, t: foreignIds.task, c: foreignIds.contact },
    );
    expect(check.data).toEqual({ matter: { name: `${MARKER} v. Acme` }, task: { title: `${MARKER} task` }, contact: { name: `${MARKER} Client` } });
  }, 600_000);
});
