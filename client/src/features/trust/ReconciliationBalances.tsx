import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TrustReconciliationFieldsFragment } from '../../gql/graphql';
import { formatAmount, formatMoney } from '../../ui/format';

type Balances = TrustReconciliationFieldsFragment['balances'];

function BalanceCard({ title, cents, children }: { title: string; cents: number | null; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text fz="xl" fw={700} data-testid={`balance-${title.toLowerCase().replace(/\s+/g, '-')}`}>
        {formatAmount(cents)}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * The three balances at the month's end side by side (the adjusted bank balance: the statement's
 * ending balance plus deposits in transit less outstanding checks; the trust journal; the client
 * ledgers added up) and whether they agree.
 */
export function ReconciliationBalances({ balances }: { balances: Balances }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" role="status" aria-label="Balances">
        {balances.matches ? (
          <Badge size="lg" color="green" leftSection={<IconCheck size={14} />}>
            Balanced
          </Badge>
        ) : (
          <Badge size="lg" color="red" leftSection={<IconX size={14} />}>
            Not balanced
          </Badge>
        )}
        <Text fz="sm" c="dimmed">
          {balances.matches
            ? 'The bank, the trust journal and the client ledgers agree.'
            : balances.adjustedBankCents === null
              ? "Enter the bank statement's ending balance, or import its CSV."
              : 'Tick what cleared on the bank statement, or record what is missing.'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BalanceCard title="Adjusted bank balance" cents={balances.adjustedBankCents}>
          <Text fz="xs" c="dimmed">
            Ending balance {formatAmount(balances.statementBalanceCents)} + deposits in transit {formatMoney(balances.depositsInTransitCents)} − outstanding checks{' '}
            {formatMoney(balances.outstandingChecksCents)}
          </Text>
        </BalanceCard>
        <BalanceCard title="Trust journal" cents={balances.journalCents} />
        <BalanceCard title="Client ledgers" cents={balances.ledgersCents}>
          {balances.negativeLedgers > 0 && (
            <Text fz="xs" c="red">
              {balances.negativeLedgers} client ledger(s) below zero
            </Text>
          )}
        </BalanceCard>
      </SimpleGrid>
    </Stack>
  );
}
