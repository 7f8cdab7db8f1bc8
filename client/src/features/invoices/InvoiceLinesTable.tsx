import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../ui/format';
import type { InvoiceForm } from './useInvoiceForm';

/** Line items: description, UTBMS codes, hours or units and rate per line, each line's amount and the invoice's. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceForm }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Line items
      </Text>
      <Table verticalSpacing={4} horizontalSpacing={6} aria-label="Line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th w={80}>Task code</Table.Th>
            <Table.Th w={80}>Activity code</Table.Th>
            <Table.Th w={90}>Hours / qty</Table.Th>
            <Table.Th w={110}>Rate ($)</Table.Th>
            <Table.Th w={110} ta="right">
              Amount
            </Table.Th>
            <Table.Th w={36} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.values.lines.map((line, index) => {
            const n = index + 1;
            const amount = invoice.amounts[index];
            return (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <TextInput aria-label={`Line ${n} description`} maxLength={500} {...invoice.form.getInputProps(`lines.${index}.description`)} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Line ${n} UTBMS task code`} placeholder="L110" maxLength={4} {...invoice.form.getInputProps(`lines.${index}.utbmsTaskCode`)} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Line ${n} UTBMS activity code`} placeholder="A101" maxLength={4} {...invoice.form.getInputProps(`lines.${index}.utbmsActivityCode`)} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Line ${n} quantity`} inputMode="decimal" {...invoice.form.getInputProps(`lines.${index}.quantity`)} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`Line ${n} rate`} inputMode="decimal" placeholder="250.00" {...invoice.form.getInputProps(`lines.${index}.rate`)} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text fz="sm" aria-label={`Line ${n} amount`}>
                    {amount === null || amount === undefined ? '—' : formatMoney(amount)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove line ${n}`}
                    disabled={invoice.values.lines.length === 1}
                    onClick={() => invoice.removeLine(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} />} onClick={invoice.addLine}>
          Add line
        </Button>
        <Text fw={600} aria-label="Invoice Amount">
          Invoice Amount: {formatMoney(invoice.total)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        Each line is hours (or units) × rate, rounded to the cent; the invoice amount is the sum of the lines.
      </Text>
    </Stack>
  );
}
