import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../ui/format';
import { UnbilledCostsDialog } from '../costs/UnbilledCostsDialog';
import { InvoiceLineRow } from './InvoiceLineRow';
import { useTimekeeperOptions } from './invoiceTimekeepers';
import { useUtbmsCodes } from './UtbmsCodeSelect';
import type { InvoiceForm } from './useInvoiceForm';

/** Line items: description, day of the work, timekeeper, UTBMS codes, hours or units and rate per line, or the case's costs as expense lines; each line's amount and the invoice's. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceForm }) {
  const [choosingCosts, setChoosingCosts] = useState(false);
  const timekeepers = useTimekeeperOptions(invoice.namedTimekeepers);
  const codes = useUtbmsCodes();
  const matterId = invoice.values.matterId;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Line items
      </Text>
      <Table verticalSpacing={4} horizontalSpacing={6} aria-label="Line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th w={140}>Date</Table.Th>
            <Table.Th w={170}>Timekeeper</Table.Th>
            <Table.Th w={104}>Task code</Table.Th>
            <Table.Th w={104}>Activity code</Table.Th>
            <Table.Th w={90}>Hours / qty</Table.Th>
            <Table.Th w={110}>Rate ($)</Table.Th>
            <Table.Th w={110} ta="right">
              Amount
            </Table.Th>
            <Table.Th w={36} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.values.lines.map((line, index) => (
            <InvoiceLineRow key={line.key} invoice={invoice} index={index} timekeepers={timekeepers.options} codes={codes} />
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} />} onClick={invoice.addLine}>
            Add line
          </Button>
          {matterId && (
            <Button variant="subtle" size="compact-sm" leftSection={<IconReceipt size={16} />} onClick={() => setChoosingCosts(true)}>
              Add unbilled costs
            </Button>
          )}
        </Group>
        <Text fw={600} aria-label="Invoice Amount">
          Invoice Amount: {formatMoney(invoice.total)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        Each line is hours (or units) × rate, rounded to the cent; an expense line is its cost's amount. The invoice amount is the sum of the lines.
      </Text>
      {choosingCosts && matterId && (
        <UnbilledCostsDialog
          matterId={matterId}
          onLines={invoice.values.lines.flatMap((line) => (line.costId ? [line.costId] : []))}
          onAdd={invoice.addCosts}
          onClose={() => setChoosingCosts(false)}
        />
      )}
    </Stack>
  );
}
