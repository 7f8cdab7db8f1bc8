import { useQuery } from '@apollo/client/react';
import { Center, Loader, Text } from '@mantine/core';
import { TrustLedgerDocument } from '../../gql/graphql';
import { LedgerView } from './LedgerView';

/** A client ledger opened from the list by its id (the address's `ledger`). */
export function OpenedLedger({ id, writable }: { id: string; writable: boolean }) {
  const { data, error } = useQuery(TrustLedgerDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (data) return <LedgerView ledger={data.trustLedger} writable={writable} />;
  return <Center py="xl">{error ? <Text c="dimmed">This ledger does not exist or is not shared with you.</Text> : <Loader aria-label="Loading" />}</Center>;
}
