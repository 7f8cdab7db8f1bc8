import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconEye } from '@tabler/icons-react';
import type { InvoiceRowFragment } from '../../gql/graphql';
import type { Column } from '../../ui/DataTable';
import { formatDay, formatMoney } from '../../ui/format';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { RowActions } from '../../ui/RowActions';
import { STATUS_COLORS, STATUS_LABELS } from './invoiceFormat';
import type { PayableInvoice } from './PaymentDialog';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The invoice list's columns: Pay Now, Edit and Delete only for those who may bill. */
export function invoiceColumns({
  canBill,
  onPay,
  onView,
  onEdit,
  onDelete,
}: {
  canBill: boolean;
  onPay: (invoice: PayableInvoice) => void;
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (invoice: { id: string; name: string }) => void;
}): Column<InvoiceRowFragment>[] {
  return [
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
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
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
              onPay({ id: row.id, version: row.version, number: row.number, balanceCents: row.balanceCents });
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
          <HoverTooltip label="View">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`View ${row.number}`}
              onClick={(event) => {
                event.stopPropagation();
                onView(row.id);
              }}
            >
              <IconEye size={18} />
            </ActionIcon>
          </HoverTooltip>
          {canBill && (
            <RowActions label={row.number} onEdit={() => onEdit(row.id)} onDelete={() => onDelete({ id: row.id, name: `Invoice ${row.number}` })} />
          )}
        </Group>
      ),
    },
  ];
}
