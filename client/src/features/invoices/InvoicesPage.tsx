import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconDownload, IconEye, IconFileExport, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DeleteInvoiceDocument, InvoicesDocument, InvoiceSummaryDocument, type InvoiceRowFragment, type InvoiceSort } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { useListParams } from '../../ui/useListParams';
import { canManageBilling } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { formatDay, formatMoney } from '../../ui/format';
import { ListSearch } from '../../ui/ListSearch';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { InvoiceDialog } from './InvoiceDialog';
import { filterFrom, FILTERS, invoicesCsvUrl, ledesUrl, STATUS_COLORS, STATUS_LABELS } from './invoiceFormat';
import { PaymentDialog, type PayableInvoice } from './PaymentDialog';

const PAGE_SIZE = 20;
/** Queries on this screen that change when an invoice or payment does. */
const INVOICE_QUERIES = ['Invoices', 'InvoiceSummary', 'InvoiceDetail'];
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function SummaryCard({ label, icon, color, bucket }: { label: string; icon: ReactNode; color: string; bucket: { count: number; amountCents: number } | undefined }) {
  return (
    <Paper withBorder radius="lg" p="lg" aria-label={`${label} invoices`} role="group">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text c="dimmed" fz="sm" fw={500}>
            {label}
          </Text>
          {bucket ? (
            <>
              <Text fz={26} fw={700} lh={1.3}>
                {formatMoney(bucket.amountCents)}
              </Text>
              <Text c="dimmed" fz="sm">
                {bucket.count === 1 ? '1 invoice' : `${bucket.count} invoices`}
              </Text>
            </>
          ) : (
            <Skeleton h={48} w={140} mt={4} />
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/**
 * /invoice (spec 2.12): Paid / Unpaid / Overdue cards with the server's sums and counts, the list
 * filtered, searched, sorted and paged on the server, Pay Now, view, edit and delete, and the CSV
 * and LEDES 1998B exports. Paralegals read only.
 */
export function InvoicesPage() {
  const viewer = useViewer();
  // The firm may let attorneys only read invoices (Firm User Permissions).
  const canBill = canManageBilling(viewer);
  const client = useApolloClient();
  const list = useListParams({ by: 'NUMBER', direction: 'DESC' });
  const { page, sort, debouncedSearch, params } = list;
  const filter = filterFrom(params.get('filter'));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  /** Create New > Create Invoice opens /invoice?create=1; a notification opens /invoice?id=… */
  const createAsked = canBill && params.get('create') === '1';
  const linkedId = params.get('id');

  const summary = useQuery(InvoiceSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const { data, previousData, loading } = useQuery(InvoicesDocument, {
    variables: { filter, ...list.variables<InvoiceSort>(PAGE_SIZE) },
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

  const closeEditor = () => {
    setEditing(null);
    if (createAsked) list.setFilters({ create: null });
  };
  const closeDetails = () => {
    setViewing(null);
    if (linkedId) list.setFilters({ id: null });
  };

  const columns: Column<InvoiceRowFragment>[] = [
    { key: 'number', header: 'Invoice ID', sort: 'NUMBER', render: (row) => <Text fz="sm" fw={500} style={NO_WRAP}>{row.number}</Text> },
    { key: 'client', header: 'Client Name', sort: 'CLIENT', render: (row) => row.client?.name ?? '—' },
    { key: 'case', header: 'Case Name', sort: 'CASE', render: (row) => row.matter?.name ?? '—' },
    { key: 'dueDate', header: 'Due Date', sort: 'DUE_DATE', render: (row) => <span style={NO_WRAP}>{formatDay(row.dueDate)}</span> },
    { key: 'balance', header: 'Due Amount', sort: 'BALANCE', render: (row) => <span style={NO_WRAP}>{formatMoney(row.balanceCents)}</span> },
    {
      key: 'status',
      header: 'Status',
      sort: 'STATUS',
      width: 120,
      render: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]} style={{ overflow: 'visible' }}>
          {STATUS_LABELS[row.status]}
        </Badge>
      ),
    },
    {
      key: 'payment',
      header: 'Payment',
      render: (row) =>
        row.status === 'PAID' ? (
          <Group gap={4} wrap="nowrap" aria-label={`${row.number} is cleared`}>
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" />
            <Text fz="sm" c="green.8" fw={500}>
              Clear
            </Text>
          </Group>
        ) : canBill ? (
          <Button
            size="compact-sm"
            aria-label={`Pay Now ${row.number}`}
            onClick={(event) => {
              event.stopPropagation();
              setPaying({ id: row.id, version: row.version, number: row.number, balanceCents: row.balanceCents });
            }}
          >
            Pay Now
          </Button>
        ) : (
          <Text fz="sm" c="dimmed" style={NO_WRAP}>
            Awaiting payment
          </Text>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`View ${row.number}`}
              onClick={(event) => {
                event.stopPropagation();
                setViewing(row.id);
              }}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {canBill && (
            <RowActions label={row.number} onEdit={() => setEditing(row.id)} onDelete={() => deletion.ask({ id: row.id, name: `Invoice ${row.number}` })} />
          )}
        </Group>
      ),
    },
  ];

  const chosen = [...selected];
  const ledesIds = chosen.length ? chosen : rows.map((row) => row.id);
  const buckets = summary.data?.invoiceSummary;

  return (
    <Stack gap={0}>
      <PageHeader
        title="Invoices"
        actions={
          <>
            {chosen.length > 0 && (
              <Button variant="subtle" color="gray" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              component="a"
              href={invoicesCsvUrl({ filter, search: debouncedSearch, sortBy: sort.by, sortDirection: sort.direction })}
              download
            >
              Export CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileExport size={18} />}
              component="a"
              href={ledesIds.length ? ledesUrl(ledesIds) : undefined}
              download
              disabled={ledesIds.length === 0}
              title={chosen.length ? 'LEDES 1998B of the selected invoices' : 'LEDES 1998B of the invoices on this page'}
            >
              {chosen.length ? `Export LEDES (${chosen.length})` : 'Export LEDES'}
            </Button>
            {canBill && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                Create Invoice
              </Button>
            )}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <SummaryCard label="Paid" color="green" icon={<IconCircleCheck size={24} />} bucket={buckets?.paid} />
        <SummaryCard label="Unpaid" color="yellow" icon={<IconClock size={24} />} bucket={buckets?.unpaid} />
        <SummaryCard label="Overdue" color="red" icon={<IconAlertTriangle size={24} />} bucket={buckets?.overdue} />
      </SimpleGrid>
      <Tabs value={filter} onChange={(value) => list.setFilters({ filter: !value || value === 'ALL' ? null : value.toLowerCase() })} keepMounted={false}>
        <Group justify="space-between" mb="md" wrap="wrap">
          <Tabs.List aria-label="Invoice status">
            {FILTERS.map((f) => (
              <Tabs.Tab key={f.value} value={f.value}>
                {f.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ListSearch list={list} label="Search invoices" placeholder="Search by invoice, client or case" w={300} />
        </Group>
      </Tabs>
      <DataTable
        label="Invoices"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        emptyText={filter === 'ALL' ? 'No invoices found' : `No ${STATUS_LABELS[filter].toLowerCase()} invoices found`}
        sort={sort}
        onSortChange={list.setSort}
        onRowClick={(row) => setViewing(row.id)}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select invoice ${row.number}` }}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />

      {(editing !== null || createAsked) && (
        <InvoiceDialog invoiceId={editing === 'new' || editing === null ? null : editing} onClose={closeEditor} onSaved={refresh} />
      )}
      {paying && <PaymentDialog invoice={paying} onClose={() => setPaying(null)} onPaid={refresh} />}
      {(viewing ?? linkedId) && <InvoiceDetailsDialog invoiceId={(viewing ?? linkedId)!} onClose={closeDetails} />}
      <ConfirmDialog {...deletion.dialog} title="Delete invoice" message="Delete this invoice and its payments? Its number is not reused." />
    </Stack>
  );
}
