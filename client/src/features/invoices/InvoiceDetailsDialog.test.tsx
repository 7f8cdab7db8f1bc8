import { screen, within } from '@testing-library/react';
import { InvoiceDetailDocument } from '../../gql/graphql';
import { always } from '../../test/mocks';
import { renderScreen, viewerWith } from '../../test/render';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';

const line = (id: string, description: string, extra: Record<string, unknown>) => ({
  __typename: 'InvoiceLine', id, workDate: '2026-10-28', description, utbmsTaskCode: null, utbmsActivityCode: null, utbmsExpenseCode: null, costId: null, quantity: '1', rateCents: 10_000, amountCents: 10_000,
  timekeeperId: null, timekeeper: null, ...extra,
});
const invoice = {
  __typename: 'Invoice', id: 'i4', version: 3, number: 'INV-2026-0004', dueDate: '2026-12-02', totalCents: 20_000, balanceCents: 20_000, status: 'UNPAID',
  client: { __typename: 'Contact', id: 'c1', name: 'Maria Alvarez' },
  matter: { __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star Freight LLC', number: '2026-0001', staff: [] },
  invoiceDate: '2026-11-02', description: null, subtotalCents: 20_000, paidCents: 0, attachment: null, payments: [],
  lines: [
    line('l1', 'Draft demand letter', { timekeeperId: 'u-dana', timekeeper: { __typename: 'User', id: 'u-dana', fullName: 'Dana Whitfield' } }),
    line('l2', 'Filing Fee: Travis County Clerk', { utbmsExpenseCode: 'E112', costId: 'k1', workDate: '2026-10-21' }),
  ],
};

describe('InvoiceDetailsDialog', () => {
  it('dates each line and names who did the work (none on an expense)', async () => {
    renderScreen(<InvoiceDetailsDialog invoiceId="i4" onClose={() => {}} />, { viewer: viewerWith('PARALEGAL'), mocks: [always(InvoiceDetailDocument, { data: { invoice } })] });
    const table = await screen.findByRole('table', { name: 'Lines' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    expect(within(table).getByRole('columnheader', { name: 'Timekeeper' })).toBeInTheDocument();
    expect(rows.slice(1)).toEqual([
      ['Oct 28, 2026', 'Draft demand letter', 'Dana Whitfield'],
      ['Oct 21, 2026', 'Filing Fee: Travis County Clerk', '—'],
    ]);
  });
});
