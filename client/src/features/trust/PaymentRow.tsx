import { Button, Checkbox, Table, Text, TextInput } from '@mantine/core';
import { formatDay, formatMoney } from '../../ui/format';
import { TRUST_PURPOSE_LABELS } from './trustFormat';
import type { DisburseTools, ProposedPayment } from './useDisburseStatement';
import { maxLengthOf } from '../../ui/limits';

/**
 * One payment a statement proposes: chosen with its box or paid alone with Pay, its payee editable,
 * its check or transfer number; once paid, when and with what reference.
 */
export function PaymentRow({ payment, tools, payable }: { payment: ProposedPayment; tools: DisburseTools; payable: boolean }) {
  const paid = payment.paidBy;
  const error = tools.rowErrors[payment.lineKey];
  return (
    <Table.Tr>
      <Table.Td>
        {!paid && (
          <Checkbox
            aria-label={`Select ${payment.description}`}
            checked={tools.isSelected(payment)}
            disabled={!payable || tools.paying}
            onChange={(event) => tools.edit(payment.lineKey, { selected: event.currentTarget.checked })}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{payment.description}</Text>
        <Text fz="xs" c="dimmed">
          {TRUST_PURPOSE_LABELS[payment.purpose]}
        </Text>
      </Table.Td>
      <Table.Td>
        {paid ? (
          <Text fz="sm">{paid.counterparty ?? payment.payee}</Text>
        ) : (
          <TextInput
            size="xs"
            aria-label={`Payee of ${payment.description}`}
            maxLength={maxLengthOf('StatementPaymentInput', 'payee')}
            value={tools.payeeOf(payment)}
            error={error}
            disabled={tools.paying}
            onChange={(event) => tools.edit(payment.lineKey, { payee: event.currentTarget.value })}
          />
        )}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(payment.amountCents)}
      </Table.Td>
      <Table.Td>
        {paid ? (
          <Text fz="sm" c="green.8">
            Paid {formatDay(paid.entryDate)}
            {paid.reference ? ` ${paid.reference}` : ''}
          </Text>
        ) : (
          <TextInput
            size="xs"
            aria-label={`Check or transfer number for ${payment.description}`}
            maxLength={maxLengthOf('StatementPaymentInput', 'reference')}
            value={tools.referenceOf(payment)}
            disabled={tools.paying}
            onChange={(event) => tools.edit(payment.lineKey, { reference: event.currentTarget.value })}
          />
        )}
      </Table.Td>
      <Table.Td>
        {!paid && (
          <Button size="compact-xs" aria-label={`Pay ${payment.description}`} disabled={!payable || tools.paying} onClick={() => void tools.pay([payment])}>
            Pay
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
