import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddCaseCostDocument, CaseCostsDocument, CaseDocumentPickerDocument, type CaseCostFieldsFragment } from '../../gql/graphql';
import { addDays, today } from '../../lib/dates';
import { always, capture, noCaseEvents, refusedFields } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { CostsTab } from './CostsTab';

const cost = (id: string, overrides: Partial<CaseCostFieldsFragment> = {}): CaseCostFieldsFragment => ({
  __typename: 'CaseCost', id, version: 1, incurredOn: '2026-11-02', category: 'FILING_FEE', payee: 'Travis County Clerk', description: 'Petition', amountCents: 35_000,
  reimbursable: true, billed: false, invoiceId: null, receiptDocument: { __typename: 'Document', id: 'd-r', title: 'Receipt 1181.pdf', downloadUrl: '/api/files/d-r' }, ...overrides,
});
const costs = (items: CaseCostFieldsFragment[], totals: Record<string, number | null> = { totalCents: 155_000, reimbursableCents: 120_000, unbilledCents: 35_000 }) => ({
  data: { caseCosts: { __typename: 'CaseCostPage', totalCount: items.length, items }, caseCostTotals: { __typename: 'CaseCostTotals', count: items.length, ...totals } },
});
const list = [cost('k1'), cost('k2', { category: 'EXPERT', payee: 'Dr. Alan Reyes', description: 'Records review', amountCents: 120_000, billed: true, invoiceId: 'inv-1', receiptDocument: null })];
const matter = { id: 'm1', name: 'Nina Patel – Car Accident' };

describe('Costs', () => {
  it('lists the costs with totals, links a billed one to the case’s invoices and keeps it from being changed, and filters by category', async () => {
    const asked: unknown[] = [];
    renderScreen(<CostsTab matter={matter} />, { viewer: viewerWith('ATTORNEY'), mocks: [noCaseEvents, capture(CaseCostsDocument, asked, costs(list))] });
    const table = await screen.findByRole('table', { name: 'Costs' });
    const fee = (await within(table).findByText('Travis County Clerk')).closest('tr')!;
    for (const text of ['Nov 2, 2026', 'Filing Fee', 'Petition', '$350.00', 'Yes', 'No']) expect(within(fee).getByText(text)).toBeInTheDocument();
    expect(within(fee).getByRole('link', { name: 'Receipt 1181.pdf' })).toBeInTheDocument();
    expect(within(fee).getByRole('button', { name: 'Actions for Filing Fee cost paid to Travis County Clerk' })).toBeEnabled();
    const expert = within(table).getByText('Dr. Alan Reyes').closest('tr')!;
    expect(within(expert).getByRole('link', { name: 'On an invoice' })).toHaveAttribute('href', '/invoice?id=inv-1');
    const locked = within(expert).getByRole('button', { name: /Actions for Expert cost paid to Dr. Alan Reyes \(on an invoice\)/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(locked);
    expect(await screen.findByText('This cost is on an invoice: remove it from the invoice to edit or remove it.')).toBeInTheDocument();
    await userEvent.click(locked);
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    const totals = screen.getByTestId('cost-totals');
    expect(within(totals).getByText('$1,550.00')).toBeInTheDocument();
    expect(within(totals).getByText('$1,200.00')).toBeInTheDocument();
    expect(within(totals).getByText('$350.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/export/matters/m1/costs');
    expect(asked[0]).toEqual({ matterId: 'm1', category: null, page: 1, pageSize: 25 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expert' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ matterId: 'm1', category: 'EXPERT', page: 1, pageSize: 25 }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/export/matters/m1/costs?category=EXPERT');
  });

  it('adds a cost in cents (more than 0, not in the future) and shows the server’s field messages at their fields', async () => {
    const added: unknown[] = [];
    renderScreen(<CostsTab matter={matter} />, {
      viewer: viewerWith('PARALEGAL'),
      mocks: [
        noCaseEvents,
        always(CaseCostsDocument, costs([])),
        always(CaseDocumentPickerDocument, { data: { documents: { __typename: 'DocumentEntryPage', items: [] } } }),
        { ...capture(AddCaseCostDocument, added, refusedFields({ payee: 'Enter who was paid.', receiptDocumentId: 'Choose a document of this case.' })), maxUsageCount: 1 },
        capture(AddCaseCostDocument, added, { data: { addCaseCost: cost('k9') } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Cost' });
    const date = within(dialog).getByLabelText(/Date/);
    expect(date).toHaveValue(today());
    await userEvent.clear(date);
    await userEvent.type(date, addDays(today(), 1));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter who was paid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount of more than 0.')).toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-02');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Service of Process' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payee/ }), 'Lone Star Process');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '$1,075.10');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Reimbursable from the recovery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a document of this case.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Payee/ })).toHaveAccessibleDescription('Enter who was paid.');
    expect(added[0]).toEqual({ matterId: 'm1', incurredOn: '2026-11-02', category: 'SERVICE_OF_PROCESS', payee: 'Lone Star Process', description: null, amountCents: 107_510, receiptDocumentId: null, reimbursable: false });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Cost' })).not.toBeInTheDocument());
  });

  it('shows staff without billing the costs without amounts, totals or export, read-only', async () => {
    renderScreen(<CostsTab matter={matter} />, {
      viewer: viewerWith('STAFF'),
      mocks: [noCaseEvents, always(CaseCostsDocument, costs(list.map((c) => ({ ...c, amountCents: null })), { totalCents: null, reimbursableCents: null, unbilledCents: null }))],
    });
    const table = await screen.findByRole('table', { name: 'Costs' });
    expect(await within(table).findByText('Travis County Clerk')).toBeInTheDocument();
    expect(within(table).queryByText('Amount')).not.toBeInTheDocument();
    expect(within(table).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(table).getByText('Billed', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByTestId('cost-totals')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Cost' })).not.toBeInTheDocument();
  });
});
