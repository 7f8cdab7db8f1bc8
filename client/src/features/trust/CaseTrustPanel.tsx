import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { TrustLedgersDocument } from '../../gql/graphql';
import { useCaseRecordRefetch } from '../../live/useCaseRecordRefetch';
import { canWriteTrust } from '../../lib/roles';
import { useViewer } from '../../lib/viewer';
import { formatMoney } from '../../ui/format';
import { DepositDialog } from './DepositDialog';
import { LedgerView } from './LedgerView';

/**
 * The Trust sub-tab of a case's Settlement tab: the case's client ledgers with their entries and
 * running balances; attorneys and firm admins record deposits (the case fixed) and disbursements.
 */
export function CaseTrustPanel({ matterId }: { matterId: string }) {
  const writable = canWriteTrust(useViewer());
  const { data, loading, error } = useQuery(TrustLedgersDocument, { variables: { matterId, page: 1, pageSize: 100 }, fetchPolicy: 'cache-and-network' });
  const [depositing, setDepositing] = useState(false);
  useCaseRecordRefetch(matterId, ['TRUST'], ['TrustLedgers', 'TrustLedgerEntries']);
  const ledgers = data?.trustLedgers.items ?? [];
  const total = ledgers.reduce((sum, ledger) => sum + ledger.balanceCents, 0);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={3} fz="lg">
            Trust
          </Title>
          {ledgers.length > 0 && (
            <Text fz="sm" c="dimmed">
              Held in trust for this case: {formatMoney(total)}
            </Text>
          )}
        </div>
        {writable && (
          <Button leftSection={<IconArrowDownLeft size={16} />} onClick={() => setDepositing(true)}>
            Record Deposit
          </Button>
        )}
      </Group>
      {!data ? (
        <Text c="dimmed" fz="sm">
          {loading ? 'Loading…' : error ? "The trust ledgers couldn't be loaded." : ''}
        </Text>
      ) : ledgers.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No money held in trust for this case yet. A client ledger starts with its first deposit.
        </Text>
      ) : (
        ledgers.map((ledger) => <LedgerView key={ledger.id} ledger={ledger} writable={writable} heading="h4" />)
      )}
      {depositing && <DepositDialog prefill={{ matterId }} caseFixed onClose={() => setDepositing(false)} />}
    </Stack>
  );
}
