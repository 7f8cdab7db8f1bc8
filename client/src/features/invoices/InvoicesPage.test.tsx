import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContactPickerDocument,
  CreateInvoiceDocument,
  DocumentUploadLimitDocument,
  FirmStaffDocument,
  InvoiceCasePickerDocument,
  InvoiceDetailDocument,
  InvoicesDocument,
  InvoiceSummaryDocument,
  RecordPaymentDocument,
  UpdateInvoiceDocument,
  type InvoiceRowFragment,
} from '../../gql/graphql';
import { invoiceEvent, noInvoiceEvents, utbmsCodes } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { today } from '../../lib/dates';
import { InvoicesPage } from './InvoicesPage';
import { lineAmountCents, parseMoney } from '../../ui/money';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const row = (id: string, number: string, overrides: Partial<InvoiceRowFragment> = {}): InvoiceRowFragment => ({
  __typename: 'Invoice',
  id,
  version: 3,
  number,
  dueDate: '2026-12-02',
  totalCents: 325_000,
  balanceCents: 171_250,
  status: 'UNPAID',
  client: { __typename: 'Contact', id: 'c1', name: 'Maria Alvarez' },
  matter: { __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001' },
  ...overrides,
});

/** The firm's active staff: the Timekeeper choices are its attorneys and paralegals. */
const staffMock = {
  request: { query: FirmStaffDocument, variables: { search: null } },
  result: {
    data: {
      firmUsers: {
        __typename: 'UserPage' as const,
        items: [{ __typename: 'User' as const, id: 'user-1', fullName: 'Jordan Reyes', email: 'jordan@example.com', role: 'ATTORNEY' as const, avatarUrl: null }],
      },
    },
  },
  ...always,
};

const bucket = (count: number, amountCents: number) => ({ __typename: 'InvoiceBucket' as const, count, amountCents });
const summaryMock = (paid = bucket(1, 311_250), unpaid = bucket(2, 346_250), overdue = bucket(1, 112_500)) => ({
  request: { query: InvoiceSummaryDocument },
  result: { data: { invoiceSummary: { __typename: 'InvoiceSummary' as const, paid, unpaid, overdue } } },
  ...always,
});

const listVariables = (overrides: Record<string, unknown> = {}) => ({
  filter: 'ALL',
  search: null,
  sortBy: 'NUMBER',
  sortDirection: 'DESC',
  page: 1,
  pageSize: 20,
  ...overrides,
});
const listMock = (items: InvoiceRowFragment[], overrides: Record<string, unknown> = {}) => ({
  request: { query: InvoicesDocument, variables: listVariables(overrides) },
  result: { data: { invoices: { __typename: 'InvoicePage' as const, totalCount: items.length, items } } },
  ...always,
});

const rows = [
  row('i4', 'INV-2026-0004'),
  row('i3', 'INV-2026-0003', { status: 'OVERDUE', balanceCents: 112_500, client: { __typename: 'Contact', id: 'c2', name: 'Marcus Bell' } }),
  row('i1', 'INV-2026-0001', { status: 'PAID', balanceCents: 0 }),
];

const card = (name: string) => screen.findByRole('group', { name: `${name} invoices` });

describe('InvoicesPage', () => {
  it("shows someone else's payment at once: the row and the cards read again when the invoice changes elsewhere", async () => {
    const paidElsewhere = [rows[0]!, row('i3', 'INV-2026-0003', { status: 'PAID', balanceCents: 0, client: { __typename: 'Contact', id: 'c2', name: 'Marcus Bell' } }), rows[2]!];
    renderScreen(<InvoicesPage />, {
      path: '/invoice',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        { ...summaryMock(), maxUsageCount: 1 },
        { ...listMock(rows), maxUsageCount: 1 },
        summaryMock(bucket(2, 423_750), bucket(1, 325_000), bucket(0, 0)),
        listMock(paidElsewhere),
        invoiceEvent('41', 'i3'),
      ],
    });
    const rowOf = () => screen.getByText('INV-2026-0003').closest('tr')!;
    await screen.findByText('INV-2026-0003');
    expect(within(rowOf()).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf()).getByRole('button', { name: 'Pay Now INV-2026-0003' })).toBeInTheDocument();
    // No reload: the event alone brings the new status, the cleared mark and the cards.
    await waitFor(() => expect(within(rowOf()).getByLabelText('INV-2026-0003 is cleared')).toBeInTheDocument());
    expect(within(rowOf()).queryByRole('button', { name: 'Pay Now INV-2026-0003' })).not.toBeInTheDocument();
    expect(within(rowOf()).queryByText('Overdue')).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Paid invoices' })).getByText('$4,237.50')).toBeInTheDocument());
  });

  it("shows the server's sums and counts on the Paid, Unpaid and Overdue cards, and the rows with their status", async () => {
    renderScreen(<InvoicesPage />, { path: '/invoice', viewer: viewerWith('ATTORNEY'), mocks: [noInvoiceEvents, summaryMock(), listMock(rows)] });
    expect(await within(await card('Paid')).findByText('$3,112.50')).toBeInTheDocument();
    expect(within(await card('Paid')).getByText('1 invoice')).toBeInTheDocument();
    expect(within(await card('Unpaid')).getByText('$3,462.50')).toBeInTheDocument();
    expect(within(await card('Unpaid')).getByText('2 invoices')).toBeInTheDocument();
    expect(within(await card('Overdue')).getByText('$1,125.00')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const overdue = (await within(table).findByText('INV-2026-0003')).closest('tr')!;
    for (const text of ['Marcus Bell', 'Alvarez v. Lone Star Freight LLC', 'Dec 2, 2026', '$1,125.00', 'Overdue']) expect(within(overdue).getByText(text)).toBeInTheDocument();
    const paid = within(table).getByText('INV-2026-0001').closest('tr')!;
    expect(within(paid).getByText('Clear')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Pay Now/ })).not.toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Pay Now INV-2026-0003' })).toBeInTheDocument();

    // LEDES of the page when nothing is selected; of the selection otherwise.
    const ledes = () => new URL(screen.getByRole('link', { name: /Export LEDES/ }).getAttribute('href')!, 'http://localhost').searchParams.get('ids');
    expect(ledes()).toBe('i4,i3,i1');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select invoice INV-2026-0003' }));
    expect(ledes()).toBe('i3');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/export/invoices?filter=ALL&sortBy=NUMBER&sortDirection=DESC');
  });

  it('keeps the filter in the address and asks the server for it', async () => {
    const { router } = renderScreen(<InvoicesPage />, {
      path: '/invoice?filter=overdue',
      viewer: viewerWith('ATTORNEY'),
      mocks: [noInvoiceEvents, summaryMock(), listMock([rows[1]!], { filter: 'OVERDUE' }), listMock([rows[2]!], { filter: 'PAID' })],
    });
    expect(await screen.findByText('INV-2026-0003')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText('INV-2026-0001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=paid');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain('filter=PAID');
  });

  it('Pay Now asks before throwing away a payment being typed, and closes at once when nothing was typed', async () => {
    renderScreen(<InvoicesPage />, { path: '/invoice', viewer: viewerWith('ATTORNEY'), mocks: [noInvoiceEvents, summaryMock(), listMock(rows)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now INV-2026-0004' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-2026-0004' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a payment on INV-2026-0004' })).not.toBeInTheDocument());
    expect(leaveQuestion()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now INV-2026-0004' }));
    dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-2026-0004' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'Check 1001');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveValue('Check 1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a payment on INV-2026-0004' })).not.toBeInTheDocument());
  });

  it("Pay Now sends the amount, date, method, reference and the invoice's version, and shows the server's refusal", async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderScreen(<InvoicesPage />, {
      path: '/invoice',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        noInvoiceEvents,
        summaryMock(),
        listMock(rows),
        {
          request: { query: RecordPaymentDocument, variables: (variables: { input: Record<string, unknown> }) => (sent.push(variables.input), variables.input.amountCents === 200_000) },
          result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'amountCents', messages: ['The balance due is 1712.50; a payment cannot exceed it.'] }] } }] },
        },
        {
          request: { query: RecordPaymentDocument, variables: (variables: { input: Record<string, unknown> }) => (sent.push(variables.input), variables.input.amountCents === 50_000) },
          result: { data: { recordPayment: { __typename: 'Invoice', id: 'i4', version: 4, number: 'INV-2026-0004', balanceCents: 121_250, status: 'UNPAID' } } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now INV-2026-0004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-2026-0004' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('1712.50');

    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'Check 1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText('The balance due is 1712.50; a payment cannot exceed it.')).toBeInTheDocument();
    expect(sent[0]).toEqual({ invoiceId: 'i4', version: 3, amountCents: 200_000, paidOn: today(), method: 'CHECK', reference: 'Check 1001' });

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a payment on INV-2026-0004' })).not.toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ invoiceId: 'i4', version: 3, amountCents: 50_000 });
  });

  it('Create Invoice (from /invoice?create=1) prices each line like the server, totals them live and sends the lines', async () => {
    const created: Array<Record<string, unknown>> = [];
    const { router } = renderScreen(<InvoicesPage />, {
      path: '/invoice?create=1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [
        noInvoiceEvents,
        summaryMock(),
        listMock(rows),
        utbmsCodes,
        { request: { query: DocumentUploadLimitDocument }, result: { data: { documentUploadLimit: 1_000_000 } }, ...always },
        {
          request: { query: ContactPickerDocument, variables: { search: null } },
          result: { data: { contacts: { __typename: 'ContactPage', items: [{ __typename: 'Contact', id: 'c1', name: 'Maria Alvarez', kind: 'PERSON', email: null, primaryPhone: null }] } } },
          ...always,
        },
        {
          request: { query: InvoiceCasePickerDocument, variables: { contactId: 'c1', search: null } },
          result: { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001', staff: [] }] } } },
          ...always,
        },
        staffMock,
        {
          request: { query: CreateInvoiceDocument, variables: (variables: { input: Record<string, unknown> }) => (created.push(variables.input), true) },
          result: { data: { createInvoice: { __typename: 'Invoice', id: 'i5', number: 'INV-2026-0005' } } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
    expect(within(dialog).getByRole('combobox', { name: /Case Name/ })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client Name/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Alvarez' }));
    const caseName = within(dialog).getByRole('combobox', { name: /Case Name/ });
    await waitFor(() => expect(caseName).toBeEnabled());
    await userEvent.click(caseName);
    await userEvent.click(await screen.findByRole('option', { name: '2026-0001 · Alvarez v. Lone Star Freight LLC' }));

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Line 1 description' }), 'Draft complaint');
    // The ABA codes by code or name: "fact" finds L110.
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Line 1 UTBMS task code' }), 'fact');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['L110 Fact Investigation/Development']);
    await userEvent.click(screen.getByRole('option', { name: 'L110 Fact Investigation/Development' }));
    expect(within(dialog).getByRole('combobox', { name: 'Line 1 UTBMS task code' })).toHaveValue('L110');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Line 1 quantity' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Line 1 quantity' }), '1.333');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Line 1 rate' }), '250');
    expect(within(dialog).getByLabelText('Line 1 amount')).toHaveTextContent('$333.25');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Line 2 description' }), 'Copies');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Line 2 quantity' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Line 2 quantity' }), '0.1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Line 2 rate' }), '0.05');
    // 0.1 × $0.05 = $0.005: half-up to $0.01 per line, as the server rounds.
    expect(lineAmountCents(100, parseMoney('0.05')!)).toBe(1);
    expect(within(dialog).getByLabelText('Line 2 amount')).toHaveTextContent('$0.01');
    expect(within(dialog).getByLabelText('Invoice Amount')).toHaveTextContent('$333.26');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Pleadings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const day = today();
    const due = new Date(`${day}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(created[0]).toEqual({
      clientId: 'c1',
      matterId: 'm1',
      invoiceDate: day,
      dueDate: due.toISOString().slice(0, 10),
      description: 'Pleadings',
      attachmentDocumentId: null,
      lines: [
        // The attorney writing it did the work unless another timekeeper is chosen.
        // Each dated the invoice's day unless another is chosen.
        { workDate: day, description: 'Draft complaint', utbmsTaskCode: 'L110', utbmsActivityCode: null, quantity: '1.333', rateCents: 25_000, timekeeperId: 'user-1' },
        { workDate: day, description: 'Copies', utbmsTaskCode: null, utbmsActivityCode: null, quantity: '0.1', rateCents: 5, timekeeperId: 'user-1' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Invoice' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it("Edit sends the invoice's version with its lines and shows the server's CONFLICT", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const base = row('i4', 'INV-2026-0004');
    const detail = {
      ...base,
      matter: { ...base.matter!, staff: [] },
      invoiceDate: '2026-11-02',
      description: 'Investigation',
      subtotalCents: 325_000,
      paidCents: 153_750,
      attachment: { __typename: 'Document' as const, id: 'd1', title: 'engagement.pdf', downloadUrl: '/api/files/d1' },
      lines: [
        {
          __typename: 'InvoiceLine' as const, id: 'l1', workDate: '2026-10-30', description: 'Draft demand letter', utbmsTaskCode: 'L120', utbmsActivityCode: null, utbmsExpenseCode: null, costId: null, quantity: '4.5', rateCents: 35_000, amountCents: 157_500,
          timekeeperId: 'user-1', timekeeper: { __typename: 'User' as const, id: 'user-1', fullName: 'Jordan Reyes' },
        },
      ],
      payments: [],
    };
    renderScreen(<InvoicesPage />, {
      path: '/invoice',
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [
        noInvoiceEvents,
        summaryMock(),
        listMock(rows),
        { request: { query: InvoiceDetailDocument, variables: { id: 'i4' } }, result: { data: { invoice: detail } }, ...always },
        { request: { query: DocumentUploadLimitDocument }, result: { data: { documentUploadLimit: 1_000_000 } }, ...always },
        { request: { query: ContactPickerDocument, variables: { search: null } }, result: { data: { contacts: { __typename: 'ContactPage', items: [] } } }, ...always },
        { request: { query: InvoiceCasePickerDocument, variables: { contactId: 'c1', search: null } }, result: { data: { matters: { __typename: 'MatterPage', items: [] } } }, ...always },
        staffMock,
        {
          request: { query: UpdateInvoiceDocument, variables: (variables: { input: Record<string, unknown> }) => (sent.push(variables.input), true) },
          result: { errors: [{ message: 'Invoice INV-2026-0004 was changed by someone else. Reload to see their change.', extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for INV-2026-0004' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit invoice INV-2026-0004' });
    const quantity = await within(dialog).findByRole('textbox', { name: 'Line 1 quantity' });
    expect(within(dialog).getByText('engagement.pdf')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(within(dialog).getByLabelText('Invoice Amount')).toHaveTextContent('$1,750.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Invoice' }));
    expect(await within(dialog).findByText('Invoice INV-2026-0004 was changed by someone else. Reload to see their change.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      id: 'i4',
      version: 3,
      clientId: 'c1',
      matterId: 'm1',
      attachmentDocumentId: 'd1',
      lines: [{ workDate: '2026-10-30', description: 'Draft demand letter', utbmsTaskCode: 'L120', utbmsActivityCode: null, quantity: '5', rateCents: 35_000, timekeeperId: 'user-1' }],
    });
  });

  it('is read-only for paralegals: no Create, Pay Now, Edit or Delete', async () => {
    renderScreen(<InvoicesPage />, { path: '/invoice?create=1', viewer: viewerWith('PARALEGAL'), mocks: [noInvoiceEvents, summaryMock(), listMock(rows)] });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const unpaid = (await within(table).findByText('INV-2026-0004')).closest('tr')!;
    expect(within(unpaid).getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create Invoice' })).not.toBeInTheDocument();
    // Reading stays: view and the exports.
    expect(within(unpaid).getByRole('button', { name: 'View INV-2026-0004' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
