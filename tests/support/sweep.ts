/**
 * The isolation sweep's operations, generated from schema.graphql: every query and mutation that
 * takes an id (as an argument or inside its input), with a selection of everything it returns.
 */
import { readdirSync, readFileSync } from 'node:fs';
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
import type { ApiClient } from './graphql';
import { ROOT } from './server';

export const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));

/** A value for an argument: ids get the foreign id, everything else something plausible. */
export function valueFor(type: GraphQLInputType, id: string, depth = 0): unknown {
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
      case 'SafeInt':
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

export const takesId = (type: GraphQLInputType, depth = 0): boolean => {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  return depth < 3 && isInputObjectType(named) && Object.values(named.getFields()).some((field) => takesId(field.type, depth + 1));
};

/** Every scalar of the returned object, one level of objects below it, so a leak would show. */
export function selection(type: GraphQLObjectType, depth = 0): string {
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

/**
 * The operation calling `field`: every argument as a variable (`withArgs` false: none, the
 * defaults), selecting everything it returns one level deep (or `selection`).
 */
export function operation(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
  { withArgs = true, selection: select }: { withArgs?: boolean; selection?: string } = {},
): string {
  const passed = withArgs ? field.args : [];
  const definitions = passed.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = passed.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const body = isObjectType(named) ? ` { ${select ?? selection(named)} }` : '';
  return `${kind} Sweep${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${body} }`;
}

/** Sign-in and invitation links take no record id of a firm. */
const SKIPPED = new Set(['logout', 'login', 'acceptInvitation', 'invitation']);

/** The root fields the sweep calls. */
export function sweptFields(kind: 'query' | 'mutation'): Array<GraphQLField<unknown, unknown>> {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields()).filter((field) => !SKIPPED.has(field.name) && field.args.some((arg) => takesId(arg.type)));
}

/**
 * Calls every swept field of `kind` with each of `ids` as `api`, and lists what went wrong: the
 * record's id or `marker` in an answer, a mutation that succeeded, an internal error, or an
 * operation the server could not even validate (the sweep would prove nothing).
 */
export async function sweepLeaks(kind: 'query' | 'mutation', who: string, api: ApiClient, ids: Record<string, string>, marker: string): Promise<string[]> {
  const leaks: string[] = [];
  for (const field of sweptFields(kind)) {
    const query = operation(kind, field);
    for (const [name, id] of Object.entries(ids)) {
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, id)]));
      const response = await api.request<Record<string, unknown>>(query, variables);
      const answer = JSON.stringify(response.data?.[field.name] ?? null);
      const codes = (response.errors ?? []).map((error) => error.extensions?.code);
      if (answer.includes(marker) || answer.includes(id)) leaks.push(`${who} ${field.name}(${name}): ${answer.slice(0, 200)}`);
      else if (kind === 'mutation' && !response.errors && response.data?.[field.name] !== null) leaks.push(`${who} ${field.name}(${name}) succeeded: ${answer.slice(0, 200)}`);
      else if (codes.includes('INTERNAL_SERVER_ERROR')) leaks.push(`${who} ${field.name}(${name}): internal error`);
      if (codes.includes('GRAPHQL_VALIDATION_FAILED')) leaks.push(`${field.name}: invalid sweep operation: ${response.errors?.[0]?.message}`);
    }
  }
  return leaks;
}

/** Runs a create mutation (its one argument is `input`) and answers what it returned. */
export async function make<T>(api: ApiClient, query: string, input: Record<string, unknown>): Promise<T> {
  const response = await api.request<Record<string, T>>(query, { input });
  if (!response.data) throw new Error(`${query}: ${JSON.stringify(response.errors)}`);
  return Object.values(response.data)[0]!;
}

/** A contact, a case with a task, a note, an event and an invoice, all named with `marker`, as `api`'s firm. */
export async function createRecords(api: ApiClient, marker: string): Promise<Record<'contact' | 'matter' | 'task' | 'note' | 'event' | 'invoice', string> & CaseMoneyRecords> {
  const contact = (await make<{ id: string }>(api, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'PERSON', firstName: marker, lastName: 'Client' })).id;
  const matter = (await make<{ id: string }>(api, 'mutation($input: CreateMatterInput!) { createMatter(input: $input) { id } }', { name: `${marker} v. Acme`, clientId: contact })).id;
  const task = (await make<{ id: string }>(api, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', { title: `${marker} task`, matterId: matter })).id;
  const note = (await make<{ id: string }>(api, 'mutation($input: AddMatterNoteInput!) { addMatterNote(input: $input) { id } }', { matterId: matter, body: `${marker} note` })).id;
  const event = (
    await make<{ id: string }>(api, 'mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { id } }', {
      title: `${marker} hearing`,
      matterId: matter,
      startsAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T16:00:00.000Z',
    })
  ).id;
  const invoice = (
    await make<{ id: string }>(api, 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }', {
      clientId: contact,
      matterId: matter,
      dueDate: '2026-12-31',
      description: `${marker} invoice`,
      lines: [{ description: `${marker} work`, quantity: '1', rateCents: 10000 }],
    })
  ).id;
  const records = await createCaseMoneyRecords(api, marker, matter, contact);
  return { contact, matter, task, note, event, invoice, ...records };
}

export type CaseMoneyRecords = Record<
  | 'plaintiff' | 'policy' | 'treatment' | 'recordsRequest' | 'bill' | 'lien' | 'cost' | 'damage' | 'feeAgreement' | 'negotiation' | 'settlement' | 'statement' | 'template'
  | 'trustAccount' | 'trustLedger' | 'trustEntry' | 'trustReconciliation',
  string
>;

/**
 * The case money records of a case (issues 22 and 23): a policy, a treatment, a records request, a
 * bill, a lien, a cost and a damage; a fee agreement, a demand, a settlement and its statement;
 * a trust account, a client's ledger with a deposit, and a month's reconciliation (issue 24).
 */
export async function createCaseMoneyRecords(
  api: ApiClient,
  marker: string,
  matter: string,
  client: string,
): Promise<CaseMoneyRecords> {
  const company = (await make<{ id: string }>(api, 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }', { kind: 'COMPANY', companyName: `${marker} Mutual` })).id;
  const plaintiff = (await make<{ id: string }>(api, 'mutation($input: AddPartyInput!) { addParty(input: $input) { id } }', { matterId: matter, category: 'PLAINTIFF', contactId: client })).id;
  const policy = (
    await make<{ id: string }>(api, 'mutation($input: AddInsurancePolicyInput!) { addInsurancePolicy(input: $input) { id } }', {
      matterId: matter,
      insurerId: company,
      insuredPartyId: plaintiff,
      coverage: 'PIP',
      policyNumber: `${marker}-P`,
      perPersonLimitCents: 1_000_000,
      notes: `${marker} policy`,
    })
  ).id;
  const treatment = (
    await make<{ id: string }>(api, 'mutation($input: AddTreatmentInput!) { addTreatment(input: $input) { id } }', {
      matterId: matter,
      plaintiffPartyId: plaintiff,
      providerId: company,
      firstVisitOn: '2026-01-05',
      notes: `${marker} treatment`,
    })
  ).id;
  const recordsRequest = (
    await make<{ id: string }>(api, 'mutation($input: AddRecordsRequestInput!) { addRecordsRequest(input: $input) { id } }', {
      matterId: matter,
      treatmentId: treatment,
      kind: 'BOTH',
      requestedOn: '2026-01-10',
      followUpOn: '2026-02-10',
    })
  ).id;
  const bill = (
    await make<{ id: string }>(api, 'mutation($input: AddMedicalBillInput!) { addMedicalBill(input: $input) { id } }', {
      matterId: matter,
      treatmentId: treatment,
      serviceFrom: '2026-01-05',
      billedCents: 250_000,
    })
  ).id;
  const lien = (
    await make<{ id: string }>(api, 'mutation($input: AddLienInput!) { addLien(input: $input) { id } }', {
      matterId: matter,
      lienholderId: company,
      type: 'MEDICARE',
      claimedCents: 120_000,
      billIds: [bill],
      notes: `${marker} lien`,
    })
  ).id;
  const cost = (
    await make<{ id: string }>(api, 'mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
      matterId: matter,
      incurredOn: '2026-01-07',
      category: 'FILING_FEE',
      payee: `${marker} County Clerk`,
      amountCents: 43_500,
    })
  ).id;
  const damage = (
    await make<{ id: string }>(api, 'mutation($input: AddEconomicDamageInput!) { addEconomicDamage(input: $input) { id } }', {
      matterId: matter,
      kind: 'LOST_WAGES',
      employer: `${marker} Employer`,
      amountCents: 320_000,
    })
  ).id;
  const feeAgreement = (
    await make<{ id: string }>(api, 'mutation($input: SaveFeeAgreementInput!) { saveFeeAgreement(input: $input) { id } }', {
      matterId: matter,
      version: 1, // the agreement the case opened with (the firm's terms)
      terms: { kind: 'CONTINGENCY', basis: 'GROSS', tiers: [{ stage: 'PRE_SUIT', rate: '1/3' }, { stage: 'FILED', rate: '40' }] },
      notes: `${marker} fee agreement`,
    })
  ).id;
  const negotiation = (
    await make<{ id: string }>(api, 'mutation($input: AddNegotiationInput!) { addNegotiation(input: $input) { id } }', {
      matterId: matter,
      happenedOn: '2026-02-01',
      kind: 'POLICY_LIMITS_DEMAND',
      policyId: policy,
      amountCents: 1_000_000,
      responseDueOn: '2026-03-03',
      notes: `${marker} demand`,
    })
  ).id;
  const settled = await make<{ id: string; statements: Array<{ id: string }> }>(api, 'mutation($input: RecordSettlementInput!) { recordSettlement(input: $input) { id statements { id } } }', {
    matterId: matter,
    amountCents: 900_000,
    settledOn: '2026-03-01',
    policyId: policy,
    terms: `${marker} terms`,
  });
  const template = (
    await make<{ id: string }>(api, 'mutation($input: CreateDocumentTemplateInput!) { createDocumentTemplate(input: $input) { id } }', {
      name: `${marker} demand letter`,
      body: `Dear {adjuster.name}, ${marker} demands {demand.amount} for {client.name}.`,
    })
  ).id;
  const trustAccount = (
    await make<{ id: string }>(api, 'mutation($input: CreateTrustAccountInput!) { createTrustAccount(input: $input) { id } }', { name: `${marker} IOLTA`, bankName: `${marker} Bank`, accountLast4: '4321' })
  ).id;
  const deposit = await make<{ id: string; ledgerId: string }>(api, 'mutation($input: RecordTrustDepositInput!) { recordTrustDeposit(input: $input) { id ledgerId } }', {
    accountId: trustAccount,
    matterId: matter,
    clientId: client,
    entryDate: '2026-01-06',
    amountCents: 500_000,
    payer: `${marker} Mutual`,
    purpose: 'SETTLEMENT',
    reference: `${marker}-CHK`,
  });
  const trustReconciliation = (
    await make<{ id: string }>(api, 'mutation($input: StartReconciliationInput!) { startTrustReconciliation(input: $input) { id } }', { accountId: trustAccount, month: '2026-01' })
  ).id;
  return {
    plaintiff, policy, treatment, recordsRequest, bill, lien, cost, damage, feeAgreement, negotiation, settlement: settled.id, statement: settled.statements[0]!.id, template,
    trustAccount, trustLedger: deposit.ledgerId, trustEntry: deposit.id, trustReconciliation,
  };
}

export interface RestRoute {
  method: 'GET' | 'PUT' | 'POST';
  /** As mounted, e.g. `/api/files/:id/preview`. */
  route: string;
}

/**
 * The REST routes: the server's own route table (server/src/modules.ts, every module's routes), read
 * from the build the tests run, so a route a module adds is swept the day it is added.
 */
export function restRoutes(): RestRoute[] {
  // The built server, as the test servers run it (its decorators need reflect-metadata first).
  require('reflect-metadata');
  const { ROUTES } = require(path.join(ROOT, 'server', 'dist', 'modules.js')) as { ROUTES: Array<{ method: string; path: string }> };
  return ROUTES.map(({ method, path: route }) => ({ method: method.toUpperCase() as RestRoute['method'], route })).filter(({ route }) => route.startsWith('/api/'));
}

/** Every query-string parameter a REST handler reads (`req.query.<name>` anywhere in server/src). */
export function restQueryNames(): string[] {
  const names = new Set<string>();
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) read(file);
      else if (entry.name.endsWith('.ts')) for (const [, name] of readFileSync(file, 'utf8').matchAll(/req\.query\.(\w+)/g)) names.add(name!);
    }
  };
  read(path.join(ROOT, 'server', 'src'));
  return [...names].sort();
}
