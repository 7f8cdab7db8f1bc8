import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { StatementFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../ui/format';
import { FormProblem } from '../../ui/FormProblem';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';
import { PaymentRow } from './PaymentRow';
import { useDisburseStatement } from './useDisburseStatement';

/**
 * Disburse from Trust: the payments a finalized statement proposes, paid from its client's ledger
 * (chosen ones with Pay Selected, or one with its Pay), with what the ledger has available.
 */
export function DisburseStatementDialog({ statement, onClose }: { statement: StatementFieldsFragment; onClose: () => void }) {
  const tools = useDisburseStatement(statement.id);
  const { disbursement, selected } = tools;
  const ledger = disbursement?.ledger ?? null;
  const selectedCents = selected.reduce((sum, payment) => sum + payment.amountCents, 0);
  const guard = useCloseGuard(tools.dirty, onClose);

  return (
    <Modal opened {...guard.modalProps} title="Disburse from Trust" size={960} centered>
      <Stack gap="sm">
        <FormProblem problem={tools.problem} />
        <Group justify="space-between" align="flex-end">
          <TextInput label="Date" type="date" withAsterisk value={tools.entryDate} error={tools.dateError} onChange={(event) => tools.setEntryDate(event.currentTarget.value)} />
          {disbursement && (
            <Text fz="sm" c="dimmed">
              Paid {formatMoney(disbursement.paidCents)} of {formatMoney(disbursement.paidCents + disbursement.toPayCents)}
            </Text>
          )}
        </Group>
        {disbursement &&
          (ledger ? (
            <Alert variant="light" color={ledger.availableCents > 0 ? 'blue' : 'orange'} p="xs" role="note">
              Available in {ledger.clientName}'s ledger: {formatMoney(ledger.availableCents)}
              {ledger.unclearedCents > 0 && ` (and ${formatMoney(ledger.unclearedCents)} in deposits not yet cleared)`}
            </Alert>
          ) : (
            <Alert variant="light" color="orange" p="xs" role="note">
              Nothing has been deposited to trust for this statement yet: deposit it first.
            </Alert>
          ))}
        {!disbursement ? (
          <Text c="dimmed" fz="sm">
            {tools.loading ? 'Loading…' : "The statement's payments couldn't be loaded."}
          </Text>
        ) : (
          <ScrollArea>
            <Table aria-label="Payments of the statement" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>Select</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Payee</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Check or transfer number</Table.Th>
                  <Table.Th w={70}>
                    <VisuallyHidden>Pay</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tools.payments.map((payment) => (
                  <PaymentRow key={payment.lineKey} payment={payment} tools={tools} payable={Boolean(ledger)} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Group justify="space-between" mt="sm">
          <Text fz="sm" c="dimmed">
            {selected.length ? `${selected.length} selected: ${formatMoney(selectedCents)}` : 'Choose the payments to make.'}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={guard.close}>
              Close
            </Button>
            <Button onClick={() => void tools.pay(selected)} disabled={!selected.length || !ledger} loading={tools.paying}>
              Pay Selected
            </Button>
          </Group>
        </Group>
      </Stack>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
