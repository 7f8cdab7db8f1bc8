import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteInvoiceDocument, InvoicesDocument, InvoiceSummaryDocument, InvoiceUpdatesDocument, type InvoiceSort } from '../../gql/graphql';
import { useRefetchOnEvents } from '../../live/useRefetchOnEvents';
import { canManageBilling } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { useListParams } from '../../ui/useListParams';
import { filterFrom, invoicesCsvUrl, ledesUrl } from './invoiceFormat';
import type { PayableInvoice } from './PaymentDialog';

export const INVOICES_PAGE_SIZE = 20;
/** Queries on this screen that change when an invoice or payment does. */
const INVOICE_QUERIES = ['Invoices', 'InvoiceSummary', 'InvoiceDetail'];

/**
 * The invoices screen's state: the list (filter, search, sort and page in the address), the
 * summary cards, the selection and the exports it decides, and which dialog is open. Create New >
 * Create Invoice opens /invoice?create=1; a notification opens /invoice?id=…
 */
export function useInvoicesPage() {
  const viewer = useViewer();
  // The firm may let attorneys only read invoices (Firm User Permissions).
  const canBill = canManageBilling(viewer);
  const client = useApolloClient();
  const list = useListParams({ by: 'NUMBER', direction: 'DESC' });
  const { sort, debouncedSearch, params } = list;
  const filter = filterFrom(params.get('filter'));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const createAsked = canBill && params.get('create') === '1';
  const linkedId = params.get('id') || null;

  // Someone else's payment or edit: the list, the cards and an open invoice read again (no stale OVERDUE or Pay Now).
  useRefetchOnEvents(InvoiceUpdatesDocument, (d) => d.invoiceUpdates, INVOICE_QUERIES);
  const summary = useQuery(InvoiceSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const { data, previousData, loading } = useQuery(InvoicesDocument, {
    variables: { filter, ...list.variables<InvoiceSort>(INVOICES_PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.invoices;
  const rows = result?.items ?? [];

  const refresh = () => void client.refetchQueries({ include: INVOICE_QUERIES });
  const [deleteInvoice] = useMutation(DeleteInvoiceDocument);
  const deletion = useDeleteConfirmation<{ id: string; name: string }>(async (invoice) => {
    await deleteInvoice({ variables: { id: invoice.id } });
    setSelected((current) => {
      const next = new Set(current);
      next.delete(invoice.id);
      return next;
    });
    refresh();
  });

  const chosen = [...selected];
  /** LEDES of the selected invoices, or of the page's when none is selected. */
  const ledesIds = chosen.length ? chosen : rows.map((row) => row.id);

  return {
    canBill,
    list,
    filter,
    setFilter: (value: string | null) => list.setFilters({ filter: !value || value === 'ALL' ? null : value.toLowerCase() }),
    rows,
    totalCount: result?.totalCount ?? 0,
    loading,
    buckets: summary.data?.invoiceSummary,
    selected,
    setSelected,
    chosenCount: chosen.length,
    csvUrl: invoicesCsvUrl({ filter, search: debouncedSearch, sortBy: sort.by, sortDirection: sort.direction }),
    ledesUrl: ledesIds.length ? ledesUrl(ledesIds) : undefined,
    refresh,
    deletion,
    /** The invoice being edited ('new': Create Invoice), or null. */
    editorOpen: editing !== null || createAsked,
    editingId: editing === 'new' || editing === null ? null : editing,
    create: () => setEditing('new'),
    edit: (id: string) => setEditing(id),
    closeEditor: () => {
      setEditing(null);
      if (createAsked) list.setFilters({ create: null });
    },
    paying,
    pay: setPaying,
    closePayment: () => setPaying(null),
    /** The invoice whose details are shown (clicked, or linked from a notification). */
    viewingId: viewing ?? linkedId,
    view: (id: string) => setViewing(id),
    closeDetails: () => {
      setViewing(null);
      if (linkedId) list.setFilters({ id: null });
    },
  };
}
