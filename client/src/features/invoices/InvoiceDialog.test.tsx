import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPickerDocument, CreateInvoiceDocument, DocumentUploadLimitDocument, InvoiceCasePickerDocument, InvoiceDetailDocument, UnbilledCostsDocument, UpdateInvoiceDocument } from '../../gql/graphql';
import { always, capture } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
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
const setup = [
  always(DocumentUploadLimitDocument, { data: { documentUploadLimit: 1_000_000 } }),
  always(ContactPickerDocument, { data: { contacts: { __typename: 'ContactPage', items: [{ __typename: 'Contact', id: 'c1', name: 'Maria Alvarez', kind: 'PERSON', email: null, primaryPhone: null }] } } }),
  always(InvoiceCasePickerDocument, { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001' }] } } }),
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
      client: { __typename: 'Contact', id: 'c1', name: 'Maria Alvarez' }, matter: { __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001' },
      invoiceDate: '2026-11-02', description: null, subtotalCents: 385_000, paidCents: 0, attachment: null, payments: [],
      lines: [
        { __typename: 'InvoiceLine', id: 'l1', description: 'Draft demand letter', utbmsTaskCode: 'L120', utbmsActivityCode: null, utbmsExpenseCode: null, costId: null, quantity: '1', rateCents: 350_000, amountCents: 350_000 },
        { __typename: 'InvoiceLine', id: 'l2', description: 'Filing Fee: Travis County Clerk: Petition', utbmsTaskCode: null, utbmsActivityCode: null, utbmsExpenseCode: 'E112', costId: 'k1', quantity: '1', rateCents: 35_000, amountCents: 35_000 },
      ],
    };
    renderScreen(<InvoiceDialog invoiceId="i4" onClose={() => {}} onSaved={() => {}} />, {
      viewer: viewerWith('FIRM_ADMIN'),
      mocks: [...setup, always(InvoiceDetailDocument, { data: { invoice } }), capture(UpdateInvoiceDocument, sent, { data: { updateInvoice: { __typename: 'Invoice', id: 'i4', version: 4, number: 'INV-2026-0004' } } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit invoice INV-2026-0004' });
    expect(await within(dialog).findByTestId('expense-line')).toHaveTextContent('Filing Fee: Travis County Clerk: Petition');
    expect(within(dialog).getByLabelText('Invoice Amount')).toHaveTextContent('$3,850.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Invoice' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id: 'i4',
      version: 3,
      lines: [
        { description: 'Draft demand letter', quantity: '1', rateCents: 350_000 },
        { description: 'Filing Fee: Travis County Clerk: Petition', quantity: '1', rateCents: 35_000, costId: 'k1' },
      ],
    });
    expect((sent[0] as { lines: object[] }).lines[0]).not.toHaveProperty('costId');
  });
});
