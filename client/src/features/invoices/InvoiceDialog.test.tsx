import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContactPickerDocument, CreateInvoiceDocument, DocumentUploadLimitDocument, FirmStaffDocument, InvoiceCasePickerDocument, InvoiceDetailDocument, UnbilledCostsDocument, UpdateInvoiceDocument,
} from '../../gql/graphql';
import { always, capture, refusedFields, utbmsCodes } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { answerLeaveQuestion, leaveQuestion } from '../../test/unsavedChanges';
import { InvoiceDialog } from './InvoiceDialog';

const unbilled = {
  data: {
    caseCosts: {
      __typename: 'CaseCostPage',
      totalCount: 2,
      items: [
        { __typename: 'CaseCost', id: 'k1', incurredOn: '2026-11-02', category: 'FILING_FEE', payee: 'Travis County Clerk', description: 'Petition', amountCents: 35_000 },
        { __typename: 'CaseCost', id: 'k2', incurredOn: '2026-11-05', category: 'SERVICE_OF_PROCESS', payee: 'Lone Star Process', description: null, amountCents: 7_500 },
      ],
    },
  },
};
const person = (id: string, fullName: string, role: string) => ({ __typename: 'User', id, fullName, email: `${id}@summit.example`, role, avatarUrl: null });
/** The firm's active people (the viewer, Jordan Reyes, is user-1). */
const firmStaff = [
  person('user-1', 'Jordan Reyes', 'ATTORNEY'),
  person('u-dana', 'Dana Whitfield', 'ATTORNEY'),
  person('u-luis', 'Luis Ortega', 'PARALEGAL'),
  person('u-sam', 'Sam Front', 'STAFF'),
  person('u-ada', 'Ada Admin', 'FIRM_ADMIN'),
];
/** The case's staff: a paralegal first, then its first attorney, Dana Whitfield. */
const caseStaff = [
  { __typename: 'User', id: 'u-luis', role: 'PARALEGAL', status: 'ACTIVE' },
  { __typename: 'User', id: 'u-dana', role: 'ATTORNEY', status: 'ACTIVE' },
];
const setup = [
  utbmsCodes,
  always(DocumentUploadLimitDocument, { data: { documentUploadLimit: 1_000_000 } }),
  always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [{ __typename: 'Contact', id: 'c1', name: 'Maria Alvarez', kind: 'PERSON', email: null, primaryPhone: null }] } } }),
  always(InvoiceCasePickerDocument, {
    data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001', staff: caseStaff }] } },
  }),
  always(FirmStaffDocument, { data: { firmUsers: { __typename: 'UserPage', items: firmStaff } } }),
  { request: { query: UnbilledCostsDocument, variables: { matterId: 'm1' } }, result: unbilled, maxUsageCount: Number.POSITIVE_INFINITY },
];

describe('InvoiceDialog › Add unbilled costs', () => {
  it("adds the case's chosen unbilled costs as read-only expense lines and sends them by cost", async () => {
    const created: unknown[] = [];
    renderScreen(<InvoiceDialog invoiceId={null} onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [...setup, capture(CreateInvoiceDocument, created, { data: { createInvoice: { __typename: 'Invoice', id: 'i5', number: 'INV-2026-0005' } } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
    expect(within(dialog).queryByRole('button', { name: 'Add unbilled costs' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client Name/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Alvarez' }));
    const caseName = within(dialog).getByRole('combobox', { name: /Case Name/ });
    await waitFor(() => expect(caseName).toBeEnabled());
    await userEvent.click(caseName);
    await userEvent.click(await screen.findByRole('option', { name: '2026-0001 · Alvarez v. Lone Star Freight LLC' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add unbilled costs' }));
    const picker = await screen.findByRole('dialog', { name: 'Add unbilled costs' });
    const table = await within(picker).findByRole('table', { name: 'Unbilled costs' });
    expect(within(table).getByText('$350.00')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Add 0 costs' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Add Filing Fee paid to Travis County Clerk' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Add 1 cost' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add unbilled costs' })).not.toBeInTheDocument());

    const expense = within(dialog).getByTestId('expense-line');
    expect(within(expense).getByText('Expense')).toBeInTheDocument();
    expect(within(expense).getByText('Filing Fee: Travis County Clerk: Petition')).toBeInTheDocument();
    expect(within(expense).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Line 1 amount')).toHaveTextContent('$350.00');
    expect(within(dialog).getByLabelText('Invoice Amount')).toHaveTextContent('$350.00');

    // Those already on the invoice are not offered again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add unbilled costs' }));
    const again = await screen.findByRole('dialog', { name: 'Add unbilled costs' });
    await within(again).findByRole('checkbox', { name: 'Add Service of Process paid to Lone Star Process' });
    expect(within(again).queryByRole('checkbox', { name: 'Add Filing Fee paid to Travis County Clerk' })).not.toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      clientId: 'c1',
      matterId: 'm1',
      lines: [{ description: 'Filing Fee: Travis County Clerk: Petition', utbmsTaskCode: null, utbmsActivityCode: null, quantity: '1', rateCents: 35_000, costId: 'k1' }],
    });
  });

  it('keeps an invoice’s expense lines billed to their costs when it is edited', async () => {
    const sent: unknown[] = [];
    const invoice = {
      __typename: 'Invoice', id: 'i4', version: 3, number: 'INV-2026-0004', dueDate: '2026-12-02', totalCents: 385_000, balanceCents: 385_000, status: 'UNPAID',
      client: { __typename: 'Contact', id: 'c1', name: 'Maria Alvarez' }, matter: { __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001', staff: caseStaff },
      invoiceDate: '2026-11-02', description: null, subtotalCents: 385_000, paidCents: 0, attachment: null, payments: [],
      lines: [
        {
          __typename: 'InvoiceLine', id: 'l1', workDate: '2026-10-30', description: 'Draft demand letter', utbmsTaskCode: 'L120', utbmsActivityCode: null, utbmsExpenseCode: null, costId: null, quantity: '1', rateCents: 350_000, amountCents: 350_000,
          // Someone since disabled: still offered on the line they worked.
          timekeeperId: 'u-gone', timekeeper: { __typename: 'User', id: 'u-gone', fullName: 'Gail Gone' },
        },
        {
          __typename: 'InvoiceLine', id: 'l2', workDate: '2026-10-21', description: 'Filing Fee: Travis County Clerk: Petition', utbmsTaskCode: null, utbmsActivityCode: null, utbmsExpenseCode: 'E112', costId: 'k1', quantity: '1', rateCents: 35_000, amountCents: 35_000,
          timekeeperId: null, timekeeper: null,
        },
      ],
    };
    renderScreen(<InvoiceDialog invoiceId="i4" onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [...setup, always(InvoiceDetailDocument, { data: { invoice } }), capture(UpdateInvoiceDocument, sent, { data: { updateInvoice: { __typename: 'Invoice', id: 'i4', version: 4, number: 'INV-2026-0004' } } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit invoice INV-2026-0004' });
    expect(await within(dialog).findByTestId('expense-line')).toHaveTextContent('Filing Fee: Travis County Clerk: Petition');
    expect(within(dialog).getByLabelText('Invoice Amount')).toHaveTextContent('$3,850.00');
    expect(within(dialog).getByRole('combobox', { name: 'Line 1 timekeeper' })).toHaveValue('Gail Gone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Invoice' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id: 'i4',
      version: 3,
      lines: [
        { description: 'Draft demand letter', quantity: '1', rateCents: 350_000, timekeeperId: 'u-gone' },
        { description: 'Filing Fee: Travis County Clerk: Petition', quantity: '1', rateCents: 35_000, costId: 'k1' },
      ],
    });
    expect((sent[0] as { lines: object[] }).lines[0]).not.toHaveProperty('costId');
    expect((sent[0] as { lines: object[] }).lines[1]).not.toHaveProperty('timekeeperId');
  });
});

describe('InvoiceDialog › Timekeeper', () => {
  /** Chooses Maria Alvarez and her case in the open dialog. */
  async function chooseClientAndCase(dialog: HTMLElement) {
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client Name/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maria Alvarez' }));
    const caseName = within(dialog).getByRole('combobox', { name: /Case Name/ });
    await waitFor(() => expect(caseName).toBeEnabled());
    await userEvent.click(caseName);
    await userEvent.click(await screen.findByRole('option', { name: '2026-0001 · Alvarez v. Lone Star Freight LLC' }));
  }
  async function fillLine(dialog: HTMLElement, n: number, description: string) {
    await userEvent.type(within(dialog).getByRole('textbox', { name: `Line ${n} description` }), description);
    await userEvent.type(within(dialog).getByRole('textbox', { name: `Line ${n} rate` }), '250');
  }

  it("bills an attorney's fee lines to them, offers the firm's active attorneys and paralegals, and sends whom each line names", async () => {
    const created: Array<{ lines: unknown[] }> = [];
    renderScreen(<InvoiceDialog invoiceId={null} onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [...setup, capture(CreateInvoiceDocument, created, { data: { createInvoice: { __typename: 'Invoice', id: 'i5', number: 'INV-2026-0005' } } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
    const first = within(dialog).getByRole('combobox', { name: 'Line 1 timekeeper' });
    await waitFor(() => expect(first).toHaveValue('Jordan Reyes'));

    await userEvent.click(first);
    // By name under their role's heading: the line's narrow field shows the whole name.
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Jordan Reyes', 'Dana Whitfield', 'Luis Ortega']);
    expect(screen.getByRole('listbox')).toHaveTextContent(/^AttorneysJordan ReyesDana WhitfieldParalegalsLuis Ortega$/);
    await userEvent.click(screen.getByRole('option', { name: 'Luis Ortega' }));
    expect(first).toHaveValue('Luis Ortega');

    await chooseClientAndCase(dialog);
    await fillLine(dialog, 1, 'Organize medical records');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(within(dialog).getByRole('combobox', { name: 'Line 2 timekeeper' })).toHaveValue('Jordan Reyes');
    await fillLine(dialog, 2, 'Demand letter');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.lines).toEqual([
      expect.objectContaining({ description: 'Organize medical records', timekeeperId: 'u-luis' }),
      expect.objectContaining({ description: 'Demand letter', timekeeperId: 'user-1' }),
    ]);
  });

  it("gives a firm admin's fee lines to the case's first attorney once the case is chosen, asks for one before, and shows the server's refusal at the line", async () => {
    const created: unknown[] = [];
    renderScreen(<InvoiceDialog invoiceId={null} onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [...setup, capture(CreateInvoiceDocument, created, refusedFields({ 'lines.0.timekeeperId': 'Choose a person of your firm as the timekeeper.' }))],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
    const first = within(dialog).getByRole('combobox', { name: 'Line 1 timekeeper' });
    expect(first).toHaveValue('');
    await fillLine(dialog, 1, 'Case review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    expect(await within(dialog).findByText('Choose the timekeeper.')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await chooseClientAndCase(dialog);
    expect(first).toHaveValue('Dana Whitfield');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ lines: [{ description: 'Case review', timekeeperId: 'u-dana' }] });
    expect(await within(dialog).findByText('Choose a person of your firm as the timekeeper.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Invoice' })).toBeInTheDocument();
  });

  it("dates each fee line the invoice's day unless another is chosen, and refuses a day after the invoice date", async () => {
    const created: Array<{ lines: Array<{ workDate?: string }> }> = [];
    renderScreen(<InvoiceDialog invoiceId={null} onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('ATTORNEY'),
      mocks: [...setup, capture(CreateInvoiceDocument, created, { data: { createInvoice: { __typename: 'Invoice', id: 'i6', number: 'INV-2026-0006' } } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
    const invoiceDate = within(dialog).getByLabelText(/Invoice Date/);
    const workDate = within(dialog).getByLabelText('Line 1 work date');
    expect(workDate).toHaveValue((invoiceDate as HTMLInputElement).value);
    fireEvent.change(invoiceDate, { target: { value: '2026-11-10' } });
    fireEvent.change(workDate, { target: { value: '2026-11-12' } });
    await chooseClientAndCase(dialog);
    await fillLine(dialog, 1, 'Deposition preparation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    expect(await within(dialog).findByText('After the invoice date.')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    fireEvent.change(workDate, { target: { value: '2026-11-04' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.lines).toEqual([expect.objectContaining({ description: 'Deposition preparation', workDate: '2026-11-04' })]);
  });
});

describe('InvoiceDialog › unsaved changes', () => {
  it('closes an untouched invoice at once, and asks before throwing away typed lines', async () => {
    const closed = jest.fn();
    renderScreen(<InvoiceDialog invoiceId={null} onClose={closed} onSaved={() => undefined} />, { viewer: viewerWith('ATTORNEY'), mocks: setup });
    const dialog = await screen.findByRole('dialog', { name: 'Create Invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(leaveQuestion()).not.toBeInTheDocument();
    expect(closed).toHaveBeenCalledTimes(1);

    await userEvent.type(within(dialog).getByLabelText('Line 1 description'), 'Draft demand letter');
    await userEvent.keyboard('{Escape}');
    await answerLeaveQuestion('Stay');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText('Line 1 description')).toHaveValue('Draft demand letter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerLeaveQuestion('Leave');
    expect(closed).toHaveBeenCalledTimes(2);
  });
});
