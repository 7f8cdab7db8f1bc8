import { ActionIcon, Badge, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDay, formatMoney } from '../../ui/format';
import { maxLengthOf } from '../../ui/limits';
import type { InvoiceForm } from './useInvoiceForm';
import { UtbmsCodeSelect, type useUtbmsCodes } from './UtbmsCodeSelect';
import type { TimekeeperGroups } from './invoiceTimekeepers';

/** One line item: typed in (description, day of the work, timekeeper, codes, hours or units, rate), or an expense billing a case cost, shown as the server fills it. */
export function InvoiceLineRow({ invoice, index, timekeepers, codes }: { invoice: InvoiceForm; index: number; timekeepers: TimekeeperGroups; codes: ReturnType<typeof useUtbmsCodes> }) {
  const line = invoice.values.lines[index]!;
  const n = index + 1;
  const amount = invoice.amounts[index];
  const input = (field: string) => invoice.form.getInputProps(`lines.${index}.${field}`);
  return (
    <Table.Tr data-testid={line.costId ? 'expense-line' : undefined}>
      {line.costId ? (
        <>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Badge size="sm" variant="light" color="grape">
                Expense
              </Badge>
              <Text fz="sm" aria-label={`Line ${n} description`}>
                {line.description}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text fz="sm" aria-label={`Line ${n} work date`}>
              {formatDay(line.workDate)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm" c="dimmed">
              —
            </Text>
          </Table.Td>
          <Table.Td colSpan={2}>
            <Text fz="xs" c="dimmed">
              UTBMS expense code from its category
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{line.quantity}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{line.rate}</Text>
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td>
            <TextInput aria-label={`Line ${n} description`} maxLength={maxLengthOf('InvoiceLineInput', 'description')} {...input('description')} />
          </Table.Td>
          <Table.Td>
            <TextInput aria-label={`Line ${n} work date`} type="date" max={invoice.values.invoiceDate || undefined} {...input('workDate')} />
          </Table.Td>
          <Table.Td>
            <Select aria-label={`Line ${n} timekeeper`} placeholder="Who did it" data={timekeepers} searchable allowDeselect={false} nothingFoundMessage="No attorney or paralegal" {...input('timekeeperId')} />
          </Table.Td>
          <Table.Td>
            <UtbmsCodeSelect label={`Line ${n} UTBMS task code`} placeholder="L110" codes={codes.tasks} value={line.utbmsTaskCode} error={input('utbmsTaskCode').error} onChange={(code) => invoice.form.setFieldValue(`lines.${index}.utbmsTaskCode`, code)} />
          </Table.Td>
          <Table.Td>
            <UtbmsCodeSelect label={`Line ${n} UTBMS activity code`} placeholder="A101" codes={codes.activities} value={line.utbmsActivityCode} error={input('utbmsActivityCode').error} onChange={(code) => invoice.form.setFieldValue(`lines.${index}.utbmsActivityCode`, code)} />
          </Table.Td>
          <Table.Td>
            <TextInput aria-label={`Line ${n} quantity`} inputMode="decimal" {...input('quantity')} />
          </Table.Td>
          <Table.Td>
            <TextInput aria-label={`Line ${n} rate`} inputMode="decimal" placeholder="250.00" {...input('rate')} />
          </Table.Td>
        </>
      )}
      <Table.Td ta="right">
        <Text fz="sm" aria-label={`Line ${n} amount`}>
          {amount === null || amount === undefined ? '—' : formatMoney(amount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="gray" aria-label={`Remove line ${n}`} disabled={invoice.values.lines.length === 1} onClick={() => invoice.removeLine(index)}>
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
