import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { InvoicesDocument, InvoiceSummaryDocument, type InvoiceRowFragment } from '../../gql/graphql';
import { ViewerProvider } from '../../lib/viewer';
import { viewerWith } from '../../test/render';
import { ledesUrl } from './invoiceFormat';
import { useInvoicesPage } from './useInvoicesPage';

const row = (id: string) => ({ __typename: 'Invoice', id, version: 1, number: `INV-${id}`, dueDate: '2026-12-02', totalCents: 100, balanceCents: 100, status: 'UNPAID', client: null, matter: null }) as InvoiceRowFragment;
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const mocks = [
  { request: { query: InvoicesDocument, variables: () => true }, result: { data: { invoices: { __typename: 'InvoicePage', totalCount: 2, items: [row('i1'), row('i2')] } } }, ...always },
  { request: { query: InvoiceSummaryDocument }, result: { data: { invoiceSummary: null } }, ...always },
];

function renderPage(path: string, role: 'FIRM_ADMIN' | 'PARALEGAL' = 'FIRM_ADMIN') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>
        <ViewerProvider viewer={viewerWith(role)}>{children}</ViewerProvider>
      </MockedProvider>
    </MemoryRouter>
  );
  return renderHook(() => useInvoicesPage(), { wrapper });
}

describe('useInvoicesPage', () => {
  it('exports LEDES of the selected invoices, or of the page when none is selected', async () => {
    const { result } = renderPage('/invoice');
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.ledesUrl).toBe(ledesUrl(['i1', 'i2']));
    act(() => result.current.setSelected(new Set(['i2'])));
    expect(result.current.chosenCount).toBe(1);
    expect(result.current.ledesUrl).toBe(ledesUrl(['i2']));
  });

  it('opens Create Invoice from /invoice?create=1 for those who may bill, and forgets the ask when closed', async () => {
    const { result } = renderPage('/invoice?create=1&filter=overdue');
    expect(result.current.filter).toBe('OVERDUE');
    expect(result.current.editorOpen).toBe(true);
    expect(result.current.editingId).toBeNull();
    act(() => result.current.closeEditor());
    expect(result.current.editorOpen).toBe(false);
    expect(renderPage('/invoice?create=1', 'PARALEGAL').result.current.editorOpen).toBe(false);
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
  });

  it('shows the invoice a notification links to, and forgets the link when closed', async () => {
    const { result } = renderPage('/invoice?id=i7');
    expect(result.current.viewingId).toBe('i7');
    act(() => result.current.closeDetails());
    expect(result.current.viewingId).toBeNull();
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
  });
});
