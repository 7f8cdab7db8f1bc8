import type { ApiClient } from '../support/graphql';
import { createFirm, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

// Overdue is "due date before today in the firm's TIME_ZONE". Kiritimati (UTC+14) is a day ahead of
// UTC from 10:00 to 24:00 UTC and Pago Pago (UTC−11) a day behind from 00:00 to 11:00 UTC, so at any
// moment one of them sits across midnight from UTC and a server counting days in UTC would fail here.
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const CREATE = 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id status dueDate } }';

const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const servers: TestServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe.each(ZONES)('invoice status in %s', (zone) => {
  let api: ApiClient;
  let ids: { clientId: string; matterId: string };

  beforeAll(async () => {
    const server = await startTestServer({ TIME_ZONE: zone });
    servers.push(server);
    api = await server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'ATTORNEY' }));
    const matterId = (await api.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Reyes v. Coastal" }) { id } }')).data!.createMatter.id;
    const clientId = (await api.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Ana", lastName: "Reyes" }) { id } }')).data!
      .createContact.id;
    ids = { clientId, matterId };
  });

  it('is UNPAID on the due date and OVERDUE from the next day, counted in the firm time zone', async () => {
    const today = todayIn(zone);
    const status = async (dueDate: string) => {
      const response = await api.request<{ createInvoice: { status: string } }>(CREATE, {
        input: { ...ids, dueDate, lines: [{ description: 'Consultation', quantity: '1', rateCents: 10_000 }] },
      });
      expect(response.errors).toBeUndefined();
      return response.data!.createInvoice.status;
    };
    const results = [await status(addDays(today, -1)), await status(today), await status(addDays(today, 1))];
    if (todayIn(zone) !== today) return; // the zone's midnight passed during the test: nothing to compare
    expect(results).toEqual(['OVERDUE', 'UNPAID', 'UNPAID']);
    const summary = await api.request<{ invoiceSummary: { overdue: { count: number; amountCents: number }; unpaid: { count: number } } }>(
      '{ invoiceSummary { overdue { count amountCents } unpaid { count } } }',
    );
    expect(summary.data!.invoiceSummary).toEqual({ overdue: { count: 1, amountCents: 10_000 }, unpaid: { count: 2 } });
  });
});
