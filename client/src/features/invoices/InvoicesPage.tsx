import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconDownload, IconFileExport, IconPlus } from '@tabler/icons-react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { ListSearch } from '../../ui/ListSearch';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { invoiceColumns } from './invoiceColumns';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { InvoiceDialog } from './InvoiceDialog';
import { FILTERS, STATUS_LABELS } from './invoiceFormat';
import { InvoiceSummaryCards } from './InvoiceSummaryCards';
import { PaymentDialog } from './PaymentDialog';
import { INVOICES_PAGE_SIZE, useInvoicesPage } from './useInvoicesPage';

/**
 * /invoice (spec 2.12): Paid / Unpaid / Overdue cards with the server's sums and counts, the list
 * filtered, searched, sorted and paged on the server, Pay Now, view, edit and delete, and the CSV
 * and LEDES 1998B exports. Paralegals read only.
 */
export function InvoicesPage() {
  const screen = useInvoicesPage();
  const { list, filter, canBill, chosenCount } = screen;
  const columns = invoiceColumns({ canBill, onPay: screen.pay, onView: screen.view, onEdit: screen.edit, onDelete: screen.deletion.ask });

  return (
    <Stack gap={0}>
      <PageHeader
        title="Invoices"
        actions={
          <>
            {chosenCount > 0 && (
              <Button variant="subtle" color="gray" onClick={() => screen.setSelected(new Set())}>
                Clear selection
              </Button>
            )}
            <Button variant="default" leftSection={<IconDownload size={18} />} component="a" href={screen.csvUrl} download>
              Export CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileExport size={18} />}
              component="a"
              href={screen.ledesUrl}
              download
              disabled={screen.ledesUrl === undefined}
              title={chosenCount ? 'LEDES 1998B of the selected invoices' : 'LEDES 1998B of the invoices on this page'}
            >
              {chosenCount ? `Export LEDES (${chosenCount})` : 'Export LEDES'}
            </Button>
            {canBill && (
              <Button leftSection={<IconPlus size={18} />} onClick={screen.create}>
                Create Invoice
              </Button>
            )}
          </>
        }
      />
      <InvoiceSummaryCards buckets={screen.buckets} />
      <Tabs value={filter} onChange={screen.setFilter} keepMounted={false}>
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
        rows={screen.rows}
        rowKey={(row) => row.id}
        loading={screen.loading}
        emptyText={filter === 'ALL' ? 'No invoices found' : `No ${STATUS_LABELS[filter].toLowerCase()} invoices found`}
        sort={list.sort}
        onSortChange={list.setSort}
        onRowClick={(row) => screen.view(row.id)}
        selection={{ selected: screen.selected, onChange: screen.setSelected, rowLabel: (row) => `Select invoice ${row.number}` }}
      />
      <Pager page={list.page} pageSize={INVOICES_PAGE_SIZE} totalCount={screen.totalCount} onChange={list.setPage} />

      {screen.editorOpen && <InvoiceDialog invoiceId={screen.editingId} onClose={screen.closeEditor} onSaved={screen.refresh} />}
      {screen.paying && <PaymentDialog invoice={screen.paying} onClose={screen.closePayment} onPaid={screen.refresh} />}
      {screen.viewingId && <InvoiceDetailsDialog invoiceId={screen.viewingId} onClose={screen.closeDetails} />}
      <ConfirmDialog {...screen.deletion.dialog} title="Delete invoice" message="Delete this invoice and its payments? Its number is not reused." />
    </Stack>
  );
}
