import { useQuery } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import { StatementDisbursementDocument, type StatementFieldsFragment } from '../../gql/graphql';
import { canReadTrust, canWriteTrust } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { formatMoney } from '../../ui/format';
import { DepositDialog } from './DepositDialog';
import { DisburseStatementDialog } from './DisburseStatementDialog';
import { isStandingDeposit } from './trustFormat';

/** "paid 2 of 5 ($45,000.00 of $100,000.00)": the statement's payments made from trust. */
function PaidFromTrust({ statementId }: { statementId: string }) {
  const { data, error } = useQuery(StatementDisbursementDocument, { variables: { statementId }, fetchPolicy: 'cache-and-network' });
  const disbursement = data?.statementDisbursement;
  if (!disbursement) return <>{error ? "couldn't be loaded." : '…'}</>;
  const paid = disbursement.payments.filter((payment) => payment.paidBy).length;
  return (
    <>
      paid {paid} of {disbursement.payments.length} ({formatMoney(disbursement.paidCents)} of {formatMoney(disbursement.paidCents + disbursement.toPayCents)}).
    </>
  );
}

/**
 * A finalized statement's money in trust, for those who see trust accounts: how much of what it
 * pays has been paid; attorneys and firm admins deposit the settlement (once) and disburse it.
 */
export function StatementTrustBar({ statement }: { statement: StatementFieldsFragment }) {
  const viewer = useViewer();
  const [dialog, setDialog] = useState<'deposit' | 'disburse' | null>(null);
  if (!canReadTrust(viewer) || statement.state === 'DRAFT' || statement.supersededAt) return null;
  const writable = canWriteTrust(viewer);
  const deposited = statement.trustEntries.some(isStandingDeposit);

  return (
    <Group justify="space-between" gap="xs" p="xs" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="statement-trust">
      <Text fz="sm">
        <Text span fw={600} fz="sm">
          Paid from trust:{' '}
        </Text>
        {deposited ? <PaidFromTrust statementId={statement.id} /> : 'not deposited to trust yet.'}
      </Text>
      {writable && (
        <Group gap="xs">
          {!deposited && (
            <Button size="xs" leftSection={<IconArrowDownLeft size={14} />} onClick={() => setDialog('deposit')}>
              Deposit to Trust
            </Button>
          )}
          <Button size="xs" variant={deposited ? 'filled' : 'default'} leftSection={<IconArrowUpRight size={14} />} onClick={() => setDialog('disburse')}>
            Disburse
          </Button>
        </Group>
      )}
      {dialog === 'deposit' && (
        <DepositDialog
          caseFixed
          prefill={{ matterId: statement.matterId, plaintiffPartyId: statement.plaintiffPartyId, amountCents: statement.figures.grossCents, purpose: 'SETTLEMENT', statementId: statement.id }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'disburse' && <DisburseStatementDialog statement={statement} onClose={() => setDialog(null)} />}
    </Group>
  );
}
