/**
 * What a person reads when the server refuses their input: the product's words (never
 * class-validator's "title must be shorter than…"), every field's problem at once, and an empty or
 * malformed id answered BAD_USER_INPUT without reaching the database.
 */
import { createFirm, createUser } from '../support/factories';
import { fieldsOf, type ApiClient, type GraphQLResponse } from '../support/graphql';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let a: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const firm = await createFirm(server.db);
  a = await server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY' }));
});

afterAll(async () => {
  await server.stop();
});

const CREATE_TASK = 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }';
const CREATE_CONTACT = 'mutation($input: CreateContactInput!) { createContact(input: $input) { id } }';

describe('refusals a person can act on', () => {
  it('says a limit in the product\'s words, with how far over it the text is', async () => {
    const response = await a.request(CREATE_TASK, { input: { title: 'x'.repeat(301), estimateMinutes: -5, type: 'y'.repeat(61) } });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(response)).toEqual({
      title: 'Use at most 300 characters (this has 301).',
      type: 'Use at most 60 characters (this has 61).',
      estimateMinutes: 'The estimate cannot be negative.',
    });
  });

  it('answers every field of a form at once: email, phone, an empty address row and dates in the future', async () => {
    const response = await a.request(CREATE_CONTACT, {
      input: {
        kind: 'PERSON',
        firstName: 'Dana',
        occupation: 'o'.repeat(101),
        email: 'not-an-email',
        dateOfBirth: '2999-01-01',
        dateOfDeath: '2999-01-02',
        phones: [{ type: 'Mobile', number: '12' }],
        addresses: [{ addressType: 'Home', address1: '  ', city: '', country: 'USA' }],
      },
    });
    expect(fieldsOf(response)).toEqual({
      occupation: 'Use at most 100 characters (this has 101).',
      email: 'Enter a valid email address.',
      dateOfBirth: 'The date of birth cannot be in the future.',
      dateOfDeath: 'The date of death cannot be in the future.',
      'phones.0.number': 'Enter a valid phone number.',
      'addresses.0.useOrgAddress': 'Enter the address, or remove this empty row.',
    });
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM contacts');
    expect(rows[0].n).toBe(0);
  });

  it('refuses an empty or malformed id as BAD_USER_INPUT naming it, and never asks the database', async () => {
    for (const [query, variables, field, message] of [
      ['query($id: ID!) { matter(id: $id) { id } }', { id: '' }, 'id', 'Unknown case.'],
      ['query($id: ID!) { invoice(id: $id) { id } }', { id: 'INV-1' }, 'id', 'Unknown invoice.'],
      ['query { documents(folderId: "") { totalCount } }', {}, 'folderId', 'Unknown folder.'],
    ] as const) {
      const response = await a.request(query, variables);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldsOf(response)).toEqual({ [field]: message });
    }
    expect(server.output()).not.toMatch(/invalid input syntax for type uuid/);
  });

  it('checks the ids of every request anew when the same document comes again, for the operation it names', async () => {
    // The checks are worked out once per document and operation (id-args.ts); the values never are.
    const document = 'query Case($id: ID!) { matter(id: $id) { id } } query Invoice($id: ID!) { invoice(id: $id) { id } }';
    const run = async (operationName: string, id: string) => {
      const response = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: a.cookie! },
        body: JSON.stringify({ query: document, variables: { id }, operationName }),
      });
      return (await response.json()) as GraphQLResponse<Record<string, unknown>>;
    };
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (let round = 0; round < 2; round += 1) {
      expect((await run('Case', unknown)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(fieldsOf(await run('Case', 'nope'))).toEqual({ id: 'Unknown case.' });
      expect(fieldsOf(await run('Invoice', 'INV-1'))).toEqual({ id: 'Unknown invoice.' });
      expect((await run('Invoice', unknown)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
