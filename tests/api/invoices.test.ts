import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { errorCode, type ApiClient } from '../support/graphql';
import { createFirm, createUser, type FirmRow, type UserRow } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { settle, subscribe } from '../support/ws';
import { ledes1998BProblems, parseLedes1998B } from '../unit/invoices/ledes-validator';

const INVOICE = 'id version number dueDate subtotalCents totalCents paidCents balanceCents status lines { description quantity rateCents amountCents utbmsTaskCode utbmsActivityCode } payments { amountCents method }';
const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE} } }`;
const UPDATE = `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { ${INVOICE} } }`;
const PAY = `mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { ${INVOICE} } }`;
const LIST = 'query($filter: InvoiceFilter, $sortBy: InvoiceSort, $sortDirection: SortDirection, $search: String) { invoices(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, search: $search, pageSize: 100) { totalCount items { id number status balanceCents } } }';
const SUMMARY = '{ invoiceSummary { paid { count amountCents } unpaid { count amountCents } overdue { count amountCents } } }';

interface InvoiceData {
  id: string;
  version: number;
  number: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  status: string;
  lines: Array<{ quantity: string; amountCents: number }>;
}

let server: TestServer;
let a: ApiClient;
let p: ApiClient;
let s: ApiClient;
let other: ApiClient;
let matterId: string;
let clientId: string;
let firm: FirmRow;
let attorney: UserRow;
let paralegal: UserRow;

/** YYYY-MM-DD, `days` from today in UTC (the test server's TIME_ZONE). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const create = async (api: ApiClient, input: Record<string, unknown>) => {
  const response = await api.request<{ createInvoice: InvoiceData }>(CREATE, { input: { clientId, matterId, dueDate: day(30), ...input } });
  expect(response.errors).toBeUndefined();
  return response.data!.createInvoice;
};
const line = (quantity: string, rateCents: number, extra: Record<string, unknown> = {}) => ({ description: 'Work', quantity, rateCents, ...extra });

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: 'UTC', REMINDER_INTERVAL_MS: '200', DAILY_REMINDER_INTERVAL_MS: '200' });
  firm = await createFirm(server.db);
  [attorney, paralegal] = await Promise.all([
    createUser(server.db, { firm, role: 'ATTORNEY', firstName: 'Dana', lastName: 'Whitfield' }),
    createUser(server.db, { firm, role: 'PARALEGAL', firstName: 'Luis', lastName: 'Ortega' }),
  ]);
  [a, p, s, other] = await Promise.all([
    server.signedIn(attorney),
    server.signedIn(paralegal),
    server.signedIn(await createUser(server.db, { firm, role: 'STAFF' })),
    server.signedIn(await createUser(server.db, { firm: await createFirm(server.db), role: 'FIRM_ADMIN' })),
  ]);
  matterId = (await a.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Okafor v. Lone Star" }) { id } }')).data!.createMatter.id;
  clientId = (await a.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Ada", lastName: "Okafor" }) { id } }')).data!
    .createContact.id;
});

afterAll(async () => {
  await server.stop();
});

describe('invoices', () => {
  it('prices each line half-up to the cent and totals on the server', async () => {
    const invoice = await create(a, {
      lines: [line('1.5', 33_333, { utbmsTaskCode: 'L110', utbmsActivityCode: 'A101' }), line('0.333', 1_500), line('2', 10_000)],
    });
    // 1.5 × 333.33 = 499.995 → 500.00; 0.333 × 15.00 = 4.995 → 5.00; 2 × 100.00 = 200.00
    expect(invoice.lines.map((l) => [l.quantity, l.amountCents])).toEqual([['1.5', 50_000], ['0.333', 500], ['2', 20_000]]);
    expect(invoice).toMatchObject({ subtotalCents: 70_500, totalCents: 70_500, paidCents: 0, balanceCents: 70_500, status: 'UNPAID' });
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{4}$/);
  });

  it('refuses bad quantities and UTBMS codes outside the ABA code sets, which it lists', async () => {
    const bad = await a.request(CREATE, { input: { clientId, matterId, dueDate: day(1), lines: [line('1.2345', 100, { utbmsTaskCode: 'X1' })] } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    // Shaped like codes but not of the sets: L100 is a phase, not a task; A112 does not exist.
    const unknown = await a.request(CREATE, { input: { clientId, matterId, dueDate: day(1), lines: [line('1', 100, { utbmsTaskCode: 'L100', utbmsActivityCode: 'A112' })] } });
    expect(unknown.errors![0]!.extensions!.fields).toEqual([
      { field: 'lines.0.utbmsTaskCode', messages: ['Use a task code of the ABA litigation code set, like L110.'] },
      { field: 'lines.0.utbmsActivityCode', messages: ['Use an ABA activity code, A101 to A111.'] },
    ]);
    const codes = await p.request<{ utbmsCodes: { tasks: Array<{ code: string; name: string }>; activities: Array<{ code: string; name: string }> } }>(
      '{ utbmsCodes { tasks { code name } activities { code name } } }',
    );
    expect(codes.data!.utbmsCodes.tasks).toHaveLength(29);
    expect(codes.data!.utbmsCodes.tasks).toContainEqual({ code: 'L330', name: 'Depositions' });
    expect(codes.data!.utbmsCodes.activities.map((c) => c.code)).toEqual(['A101', 'A102', 'A103', 'A104', 'A105', 'A106', 'A107', 'A108', 'A109', 'A110', 'A111']);
    expect(errorCode(await s.request('{ utbmsCodes { tasks { code } } }'))).toBe('FORBIDDEN');
  });

  it('takes partial payments, refuses overpaying and stale versions, and is PAID at a zero balance', async () => {
    const invoice = await create(a, { lines: [line('1', 10_000)] });
    const first = await a.request<{ recordPayment: InvoiceData }>(PAY, { input: { invoiceId: invoice.id, version: invoice.version, amountCents: 4_000, paidOn: day(0), method: 'CHECK', reference: '1001' } });
    expect(first.data!.recordPayment).toMatchObject({ paidCents: 4_000, balanceCents: 6_000, status: 'UNPAID' });
    const stale = await a.request(PAY, { input: { invoiceId: invoice.id, version: invoice.version, amountCents: 1_000, paidOn: day(0), method: 'CASH' } });
    expect(errorCode(stale)).toBe('CONFLICT');
    const version = first.data!.recordPayment.version;
    const over = await a.request(PAY, { input: { invoiceId: invoice.id, version, amountCents: 6_001, paidOn: day(0), method: 'CASH' } });
    expect(errorCode(over)).toBe('BAD_USER_INPUT');
    const rest = await a.request<{ recordPayment: InvoiceData }>(PAY, { input: { invoiceId: invoice.id, version, amountCents: 6_000, paidOn: day(0), method: 'ACH' } });
    expect(rest.data!.recordPayment).toMatchObject({ paidCents: 10_000, balanceCents: 0, status: 'PAID' });
  });

  it('two concurrent payments cannot overpay', async () => {
    const invoice = await create(a, { lines: [line('1', 10_000)] });
    const results = await Promise.all(
      [7_000, 7_000].map((amountCents) => a.request(PAY, { input: { invoiceId: invoice.id, version: invoice.version, amountCents, paidOn: day(0), method: 'CARD' } })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const { rows } = await server.db.query<{ paid: number }>('SELECT SUM(amount_cents)::int AS paid FROM invoice_payments WHERE invoice_id = $1', [invoice.id]);
    expect(rows[0]!.paid).toBe(7_000);
  });

  it('derives OVERDUE from the due date in the firm time zone, and the cards and filters follow', async () => {
    const yesterday = await create(a, { dueDate: day(-1), lines: [line('1', 2_500)] });
    const today = await create(a, { dueDate: day(0), lines: [line('1', 1_000)] });
    expect(yesterday.status).toBe('OVERDUE');
    expect(today.status).toBe('UNPAID');
    const list = async (filter: string) => (await p.request<{ invoices: { items: Array<{ id: string; status: string }> } }>(LIST, { filter })).data!.invoices.items;
    expect((await list('OVERDUE')).map((i) => i.id)).toEqual([yesterday.id]);
    expect((await list('UNPAID')).every((i) => i.status === 'UNPAID')).toBe(true);
    expect((await list('PAID')).every((i) => i.status === 'PAID')).toBe(true);
    const all = await p.request<{ invoices: { totalCount: number; items: Array<{ id: string; status: string; balanceCents: number }> } }>(LIST, { filter: 'ALL' });
    const summary = (await p.request<{ invoiceSummary: Record<string, { count: number; amountCents: number }> }>(SUMMARY)).data!.invoiceSummary;
    for (const status of ['PAID', 'UNPAID', 'OVERDUE']) {
      const items = all.data!.invoices.items.filter((i) => i.status === status);
      expect(summary[status.toLowerCase()]!.count).toBe(items.length);
    }
    expect(summary.overdue).toEqual({ count: 1, amountCents: 2_500 });
    expect(summary.paid).toEqual({ count: 1, amountCents: 10_000 }); // the fully paid invoice's total
  });

  it("tells the case's attorneys once that an invoice became overdue", async () => {
    const overdue = await create(a, { dueDate: day(-2), lines: [line('1', 4_200)] });
    const notices = async (api: ApiClient) =>
      (await api.request<{ notifications: { items: Array<{ type: string; message: string }> } }>('{ notifications { items { type message } } }')).data!.notifications.items.filter(
        (n) => n.type === 'INVOICE' && n.message.includes(overdue.number),
      );
    const deadline = Date.now() + 5_000;
    while ((await notices(a)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await notices(a)).toEqual([{ type: 'INVOICE', message: `Invoice ${overdue.number} is overdue: $42.00 due` }]);
    expect(await notices(p)).toEqual([]);
    await a.request('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: overdue.id });
  });

  it('notices each overdue invoice in a transaction of its own, so a batch does not hold everyone else\'s changes', async () => {
    // Three invoices become overdue at once (one statement): the job finds them in one round.
    const three = await Promise.all([1, 2, 3].map((n) => create(a, { dueDate: day(30), lines: [line('1', 1_000 * n)] })));
    await server.db.query('UPDATE invoices SET due_date = $2 WHERE id = ANY($1)', [three.map((i) => i.id), day(-3)]);
    const noticed = async () =>
      (
        await server.db.query(
          `SELECT count(*)::int AS notices, count(DISTINCT xmin::text)::int AS transactions FROM notifications WHERE firm_id = $1 AND type = 'INVOICE' AND (${three.map((_, n) => `message LIKE $${n + 2}`).join(' OR ')})`,
          [firm.id, ...three.map((i) => `Invoice ${i.number} is overdue%`)],
        )
      ).rows[0] as { notices: number; transactions: number };
    const deadline = Date.now() + 5_000;
    while ((await noticed()).notices < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // Each notice committed on its own: the event write lock a notice takes is held for that notice only.
    expect(await noticed()).toEqual({ notices: 3, transactions: 3 });
    for (const invoice of three) await a.request('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: invoice.id });
  });

  it('numbers concurrent creations consecutively, never reusing a number', async () => {
    const created = await Promise.all(Array.from({ length: 10 }, () => create(a, { lines: [line('1', 100)] })));
    const numbers = created.map((i) => Number(i.number.slice(-4))).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers[9]! - numbers[0]!).toBe(9);
    const last = created.find((i) => Number(i.number.slice(-4)) === numbers[9])!;
    expect((await a.request('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: last.id })).errors).toBeUndefined();
    const next = await create(a, { lines: [line('1', 100)] });
    expect(Number(next.number.slice(-4))).toBe(numbers[9]! + 1);
  });

  it('replaces the lines on update with the version', async () => {
    const invoice = await create(a, { lines: [line('1', 100), line('1', 200)] });
    const updated = await a.request<{ updateInvoice: InvoiceData }>(UPDATE, { input: { id: invoice.id, version: invoice.version, lines: [line('3', 1_000)] } });
    expect(updated.data!.updateInvoice).toMatchObject({ totalCents: 3_000, lines: [{ quantity: '3', amountCents: 3_000 }] });
    const stale = await a.request(UPDATE, { input: { id: invoice.id, version: invoice.version, dueDate: day(3) } });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('paralegals read but cannot write; staff see nothing of billing; another firm finds nothing', async () => {
    const invoice = await create(a, { lines: [line('1', 100)] });
    expect((await p.request('query($id: ID!) { invoice(id: $id) { id } }', { id: invoice.id })).errors).toBeUndefined();
    expect(errorCode(await p.request(CREATE, { input: { clientId, matterId, dueDate: day(1), lines: [line('1', 1)] } }))).toBe('FORBIDDEN');
    expect(errorCode(await s.request(LIST, {}))).toBe('FORBIDDEN');
    expect(errorCode(await s.request(SUMMARY))).toBe('FORBIDDEN');
    expect(errorCode(await other.request('query($id: ID!) { invoice(id: $id) { id } }', { id: invoice.id }))).toBe('NOT_FOUND');
    expect((await other.request<{ invoices: { totalCount: number } }>(LIST, {})).data!.invoices.totalCount).toBe(0);
    expect(errorCode(await other.request(PAY, { input: { invoiceId: invoice.id, version: invoice.version, amountCents: 1, paidOn: day(0), method: 'CASH' } }))).toBe('NOT_FOUND');
  });

  it('exports the current filter as CSV', async () => {
    const response = await fetch(`${server.url}/api/export/invoices?filter=OVERDUE`, { headers: { cookie: p.cookie! } });
    expect(response.status).toBe(200);
    const rows: string[][] = parse(Buffer.from(await response.arrayBuffer()), { bom: true });
    expect(rows[0]).toEqual(['Invoice ID', 'Client Name', 'Case Name', 'Invoice Date', 'Due Date', 'Total', 'Paid', 'Due Amount', 'Status']);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]).toEqual([expect.stringMatching(/^INV-/), 'Ada Okafor', 'Okafor v. Lone Star', day(0), day(-1), '25.00', '0.00', '25.00', 'Overdue']);
    expect((await fetch(`${server.url}/api/export/invoices`, { headers: { cookie: s.cookie! } })).status).toBe(403);
  });

  it("exports LEDES 1998B over HTTP as the format's rules say, fee lines naming their timekeepers, only for your own invoices", async () => {
    const cost = (
      await a.request<{ addCaseCost: { id: string } }>('mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
        input: { matterId, incurredOn: day(-5), category: 'FILING_FEE', payee: 'Travis County Clerk', amountCents: 35_000 },
      })
    ).data!.addCaseCost.id;
    const one = await create(a, {
      lines: [
        line('1.5', 33_333, { utbmsTaskCode: 'L110', utbmsActivityCode: 'A101' }),
        line('1', 1_000, { utbmsTaskCode: 'L120', timekeeperId: paralegal.id }),
        { description: '', quantity: '1', rateCents: 0, costId: cost },
      ],
    });
    const two = await create(a, { lines: [line('2', 5_000)] });
    const response = await fetch(`${server.url}/api/export/invoices/ledes?ids=${one.id},${two.id}`, { headers: { cookie: a.cookie! } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(ledes1998BProblems(text)).toEqual([]);
    const { records } = parseLedes1998B(text);
    expect(records.map((r) => [r.INVOICE_NUMBER, r.INVOICE_TOTAL, r.LINE_ITEM_NUMBER, r['EXP/FEE/INV_ADJ_TYPE'], r.LINE_ITEM_TOTAL, r.LINE_ITEM_EXPENSE_CODE])).toEqual([
      [one.number, '860.00', '1', 'F', '500.00', ''],
      [one.number, '860.00', '2', 'F', '10.00', ''],
      [one.number, '860.00', '3', 'E', '350.00', 'E112'],
      [two.number, '100.00', '1', 'F', '100.00', ''],
    ]);
    // Who did the work: the attorney writing it unless another is named; a stable id per person.
    const danaId = attorney.id.replace(/-/g, '').slice(0, 20).toUpperCase();
    expect(records.map((r) => [r.TIMEKEEPER_ID, r.TIMEKEEPER_NAME, r.TIMEKEEPER_CLASSIFICATION])).toEqual([
      [danaId, 'Whitfield, Dana', 'AS'],
      [paralegal.id.replace(/-/g, '').slice(0, 20).toUpperCase(), 'Ortega, Luis', 'LA'],
      ['', '', ''],
      [danaId, 'Whitfield, Dana', 'AS'],
    ]);
    expect((await fetch(`${server.url}/api/export/invoices/ledes?ids=${one.id}`, { headers: { cookie: other.cookie! } })).status).toBe(404);
  });

  it("dates each line by its work (the billing period spans them) and writes the firm's and the client's own LEDES ids once set", async () => {
    const cost = (
      await a.request<{ addCaseCost: { id: string } }>('mutation($input: AddCaseCostInput!) { addCaseCost(input: $input) { id } }', {
        input: { matterId, incurredOn: day(-9), category: 'POSTAGE_AND_COPIES', payee: 'FedEx', amountCents: 1_250 },
      })
    ).data!.addCaseCost.id;
    // A day after the invoice's is refused at the line; left out, a line takes the invoice's day.
    const late = await a.request(CREATE, { input: { clientId, matterId, invoiceDate: day(-2), dueDate: day(30), lines: [line('1', 1_000), line('1', 1_000, { workDate: day(-1) })] } });
    expect(late.errors![0]!.extensions!.fields).toEqual([{ field: 'lines.1.workDate', messages: ['The work date cannot be after the invoice date.'] }]);
    const created = await a.request<{ createInvoice: { id: string; number: string; lines: Array<{ workDate: string }> } }>(
      'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number lines { workDate } } }',
      { input: { clientId, matterId, invoiceDate: day(-2), dueDate: day(30), lines: [line('1', 1_000, { workDate: day(-6) }), line('2', 1_000), { description: '', quantity: '1', rateCents: 0, costId: cost }] } },
    );
    expect(created.errors).toBeUndefined();
    const invoice = created.data!.createInvoice;
    expect(invoice.lines.map((l) => l.workDate)).toEqual([day(-6), day(-2), day(-9)]);
    // The invoice date cannot move before work its lines keep.
    const version = (await a.request<{ invoice: { version: number } }>('query($id: ID!) { invoice(id: $id) { version } }', { id: invoice.id })).data!.invoice.version;
    const earlier = await a.request(UPDATE, { input: { id: invoice.id, version, invoiceDate: day(-7) } });
    expect(earlier.errors![0]!.extensions!.fields).toEqual([{ field: 'invoiceDate', messages: [`A line is dated ${day(-2)}: the invoice date cannot be before its work.`] }]);

    const ledes = async () => {
      const text = await (await fetch(`${server.url}/api/export/invoices/ledes?ids=${invoice.id}`, { headers: { cookie: a.cookie! } })).text();
      expect(ledes1998BProblems(text)).toEqual([]);
      return parseLedes1998B(text).records;
    };
    const compact = (uuid: string) => uuid.replace(/-/g, '').slice(0, 20).toUpperCase();
    const before = await ledes();
    const ymd = (d: string) => d.replace(/-/g, '');
    expect(before.map((r) => [r.LINE_ITEM_DATE, r.BILLING_START_DATE, r.BILLING_END_DATE])).toEqual([
      [ymd(day(-6)), ymd(day(-9)), ymd(day(-2))],
      [ymd(day(-2)), ymd(day(-9)), ymd(day(-2))],
      [ymd(day(-9)), ymd(day(-9)), ymd(day(-2))],
    ]);
    // Until set, ids of ours in LEDES form (20 characters).
    expect([before[0]!.LAW_FIRM_ID, before[0]!.CLIENT_ID]).toEqual([compact(firm.id), compact(clientId)]);

    const admin = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
    const firmVersion = (await admin.request<{ me: { firm: { version: number } } }>('{ me { firm { version } } }')).data!.me.firm.version;
    const PROFILE = 'mutation($input: UpdateFirmProfileInput!) { updateFirmProfile(input: $input) { ledesId version } }';
    const bad = await admin.request(PROFILE, { input: { version: firmVersion, ledesId: 'TAX|ID [74-1234567] and more' } });
    expect(bad.errors![0]!.extensions!.fields).toEqual([{ field: 'ledesId', messages: ['Use at most 20 characters.', 'Use letters, digits, spaces and - . / _ only.'] }]);
    expect(errorCode(await a.request(PROFILE, { input: { version: firmVersion, ledesId: '74-1234567' } }))).toBe('FORBIDDEN');
    const saved = await admin.request<{ updateFirmProfile: { ledesId: string } }>(PROFILE, { input: { version: firmVersion, ledesId: ' 74-1234567 ' } });
    expect(saved.data!.updateFirmProfile.ledesId).toBe('74-1234567');
    const contactVersion = (await a.request<{ contact: { version: number } }>('query($id: ID!) { contact(id: $id) { version } }', { id: clientId })).data!.contact.version;
    const client = await a.request<{ updateContact: { ledesClientId: string } }>('mutation($input: UpdateContactInput!) { updateContact(input: $input) { ledesClientId } }', {
      input: { id: clientId, version: contactVersion, ledesClientId: 'ACME-INS/0042' },
    });
    expect(client.errors).toBeUndefined();
    expect(client.data!.updateContact.ledesClientId).toBe('ACME-INS/0042');

    const after = await ledes();
    expect(after.map((r) => [r.LAW_FIRM_ID, r.CLIENT_ID])).toEqual(Array(3).fill(['74-1234567', 'ACME-INS/0042']));
    // Another firm's id never shows: its own export of its own invoices only.
    expect((await fetch(`${server.url}/api/export/invoices/ledes?ids=${invoice.id}`, { headers: { cookie: other.cookie! } })).status).toBe(404);
  });

  it('renders a printable PDF of an invoice, only for your own', async () => {
    const invoice = await create(a, { description: 'Pre-suit — records and demand', lines: [line('1.5', 33_333, { description: 'Review medical records' }), line('1', 1_000)] });
    const response = await fetch(`${server.url}/api/invoices/${invoice.id}/pdf`, { headers: { cookie: p.cookie! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Invoice ${invoice.number}`);
    expect((await fetch(`${server.url}/api/invoices/${invoice.id}/pdf`, { headers: { cookie: other.cookie! } })).status).toBe(404);

    // The firm admin's Firm Profile: the address, where to remit and how to pay are printed; dates read as dates.
    const admin = await server.signedIn(await createUser(server.db, { firm, role: 'FIRM_ADMIN' }));
    const version = Number((await server.db.query('SELECT version FROM firms WHERE id = $1', [firm.id])).rows[0].version);
    const profile = {
      version,
      address: '100 Congress Ave, Suite 400\nAustin, TX 78701',
      remitTo: 'Okafor Injury Law, Accounts Receivable\nPO Box 1200, Austin, TX 78767',
      paymentInstructions: 'Checks payable to Okafor Injury Law. Wire: First Texas Bank, routing 111000025, account ending 4821; quote the invoice number.',
    };
    const UPDATE_PROFILE = 'mutation($input: UpdateFirmProfileInput!) { updateFirmProfile(input: $input) { address remitTo paymentInstructions version } }';
    expect(errorCode(await a.request(UPDATE_PROFILE, { input: profile }))).toBe('FORBIDDEN');
    const saved = await admin.request<{ updateFirmProfile: { version: number } }>(UPDATE_PROFILE, { input: profile });
    expect(saved.data?.updateFirmProfile).toMatchObject({ address: profile.address, version: version + 1 });
    expect(errorCode(await admin.request(UPDATE_PROFILE, { input: profile }))).toBe('CONFLICT');
    expect(errorCode(await admin.request(UPDATE_PROFILE, { input: { ...profile, version: version + 1, address: 'x'.repeat(501) } }))).toBe('BAD_USER_INPUT');
    expect((await other.request<{ me: { firm: { address: string | null } } }>('{ me { firm { address } } }')).data!.me.firm.address).toBeNull();

    const printed = Buffer.from(await (await fetch(`${server.url}/api/invoices/${invoice.id}/pdf`, { headers: { cookie: p.cookie! } })).arrayBuffer());
    const form = new FormData();
    form.set('matterId', matterId);
    form.set('file', new Blob([new Uint8Array(printed)]), 'printed-invoice.pdf');
    const uploaded = (await (await fetch(`${server.url}/api/files`, { method: 'POST', headers: { cookie: a.cookie! }, body: form })).json()) as { id: string };
    const text = ((await server.db.query('SELECT text_content FROM documents WHERE id = $1', [uploaded.id])).rows[0].text_content as string).replace(/\s+/g, ' ');
    for (const expected of ['100 Congress Ave, Suite 400', 'Austin, TX 78701', 'Remit payment to', 'PO Box 1200, Austin, TX 78767', 'Payment instructions', 'routing 111000025', 'Pre-suit - records and demand', 'Total $510.00', 'Dana Whitfield']) {
      expect(text).toContain(expected);
    }
    const due = new Date(`${day(30)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
    expect(text).toContain(`Due date: ${due}`);
    // Each line's day of work and who did it, under its description.
    const worked = new Date(`${day(0)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
    expect(text).toContain(`Review medical records 1.5 333.33 500.00 ${worked} · Dana Whitfield`);
    expect((await fetch(`${server.url}/api/invoices/${invoice.id}/pdf`, { headers: { cookie: s.cookie! } })).status).toBe(403);
  });

  it('searches, sorts by derived balance and status, and pages in SQL', async () => {
    const otherMatter = (await other.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Baker v. Metro" }) { id } }')).data!.createMatter.id;
    const otherClient = (await other.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Bo", lastName: "Baker" }) { id } }')).data!
      .createContact.id;
    const make = async (rateCents: number, dueDate: string) =>
      (await other.request<{ createInvoice: InvoiceData }>(CREATE, { input: { clientId: otherClient, matterId: otherMatter, dueDate, lines: [line('1', rateCents)] } })).data!.createInvoice;
    const small = await make(1_000, day(5));
    const big = await make(9_000, day(-3));
    const mid = await make(5_000, day(5));
    await other.request(PAY, { input: { invoiceId: big.id, version: big.version, amountCents: 8_500, paidOn: day(0), method: 'WIRE' } });
    const list = async (variables: Record<string, unknown>) =>
      (await other.request<{ invoices: { totalCount: number; items: Array<{ id: string }> } }>(LIST, variables)).data!.invoices;
    expect((await list({ sortBy: 'BALANCE', sortDirection: 'ASC' })).items.map((i) => i.id)).toEqual([big.id, small.id, mid.id]);
    expect((await list({ sortBy: 'STATUS', sortDirection: 'ASC' })).items.map((i) => i.id)[0]).toBe(big.id);
    expect((await list({ search: mid.number })).items.map((i) => i.id)).toEqual([mid.id]);
    expect((await list({ search: 'baker' })).totalCount).toBe(3);
    const paged = await other.request<{ invoices: { totalCount: number; items: Array<{ id: string }> } }>(
      '{ invoices(sortBy: NUMBER, sortDirection: ASC, page: 2, pageSize: 2) { totalCount items { id } } }',
    );
    expect(paged.data!.invoices).toEqual({ totalCount: 3, items: [{ id: mid.id }] });
  });

  it("searches an invoice's number, description, client's name and case's name, each on its own, in any case", async () => {
    const matter = (await other.request<{ createMatter: { id: string } }>('mutation { createMatter(input: { name: "Zeta Quarry claim" }) { id } }')).data!.createMatter.id;
    const client = (await other.request<{ createContact: { id: string } }>('mutation { createContact(input: { kind: PERSON, firstName: "Ann", lastName: "Yarrow" }) { id } }')).data!
      .createContact.id;
    const invoice = (
      await other.request<{ createInvoice: InvoiceData }>(CREATE, {
        input: { clientId: client, matterId: matter, dueDate: day(10), description: 'Retainer for the EXPERT witness', lines: [line('1', 2_000)] },
      })
    ).data!.createInvoice;
    const found = async (search: string) =>
      (await other.request<{ invoices: { items: Array<{ id: string }> } }>(LIST, { search })).data!.invoices.items.map((i) => i.id);
    for (const search of ['quarry', 'YARROW', 'expert wit', invoice.number.toLowerCase()]) expect(await found(search)).toEqual([invoice.id]);
    expect(await found('nothing like this')).toEqual([]);
  });

  it("tells the case's attorney of a payment (in full or part), and every open list of the case's people updates live; nobody else hears", async () => {
    const colleague = await server.signedIn(await createUser(server.db, { firm, role: 'ATTORNEY' }));
    const updates = 'subscription { invoiceUpdates { invoiceId change } }';
    const pick = (data: Record<string, unknown>) => data.invoiceUpdates as { invoiceId: string; change: string };
    const listen = (api: ApiClient) => subscribe(server.wsUrl, api.cookie!, updates, {}, pick);
    const [forA, forP, forOther, forStaff] = [listen(a), listen(p), listen(other), listen(s)];
    await settle();

    const invoice = await create(colleague, { lines: [line('1', 10_000)] });
    const part = await colleague.request<{ recordPayment: InvoiceData }>(PAY, { input: { invoiceId: invoice.id, version: invoice.version, amountCents: 4_025, paidOn: day(0), method: 'CHECK' } });
    await colleague.request(PAY, { input: { invoiceId: invoice.id, version: part.data!.recordPayment.version, amountCents: 5_975, paidOn: day(0), method: 'ACH' } });

    const changes = [{ invoiceId: invoice.id, change: 'ADDED' }, { invoiceId: invoice.id, change: 'PAID' }, { invoiceId: invoice.id, change: 'PAID' }];
    expect(await forA.waitFor(3)).toEqual(changes);
    expect(await forP.waitFor(3)).toEqual(changes);
    const notices = async (api: ApiClient) =>
      (await api.request<{ notifications: { items: Array<{ message: string; link: string }> } }>('{ notifications { items { message link } } }')).data!.notifications.items.filter((n) =>
        n.message.includes(invoice.number),
      );
    expect(await notices(a)).toEqual([
      { message: `Invoice ${invoice.number} paid in full: $59.75 received`, link: `/invoice?id=${invoice.id}` },
      { message: `Invoice ${invoice.number} part-paid: $40.25 received, $59.75 still due`, link: `/invoice?id=${invoice.id}` },
    ]);
    expect(await notices(colleague)).toEqual([]); // who recorded it knows
    // Staff cannot subscribe (billing is not theirs); another firm hears nothing.
    expect(forStaff.items).toEqual([]);
    expect(forStaff.errors.length).toBeGreaterThan(0);
    expect(forOther.items).toEqual([]);
    for (const collector of [forA, forP, forOther, forStaff]) collector.dispose();
  });
});
