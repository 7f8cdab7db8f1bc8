import { useQuery } from '@apollo/client/react';
import { Alert, Text } from '@mantine/core';
import { TrustLedgerDocument } from '../../gql/graphql';
import { formatMoney } from '../../ui/format';

/** What a client ledger may pay out now (its balance less deposits not yet cleared), read from the server. */
export function LedgerFunds({ ledgerId }: { ledgerId: string }) {
  const { data } = useQuery(TrustLedgerDocument, { variables: { id: ledgerId }, fetchPolicy: 'cache-and-network' });
  const ledger = data?.trustLedger;
  if (!ledger) return null;
  return (
    <Alert variant="light" color={ledger.availableCents > 0 ? 'blue' : 'orange'} p="xs" role="note">
      <Text fz="sm">
        Available: {formatMoney(ledger.availableCents)}
        {ledger.unclearedCents > 0 && ` (and ${formatMoney(ledger.unclearedCents)} in deposits not yet cleared)`}
      </Text>
    </Alert>
  );
}
