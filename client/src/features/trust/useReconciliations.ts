import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TrustReconciliationsDocument } from '../../gql/graphql';
import type { TrustParams } from './useTrustParams';
import { useTrustAccounts } from './useTrustAccounts';

/** The Reconciliations tab's state: the account (`account`, else the first), its reconciliations newest month first, the one opened (`reconciliation`). */
export function useReconciliations(trustParams: TrustParams) {
  const accounts = useTrustAccounts();
  const accountId = trustParams.get('account') ?? accounts.defaultId;
  const openedId = trustParams.get('reconciliation');
  const { data, loading, error } = useQuery(TrustReconciliationsDocument, accountId ? { variables: { accountId }, fetchPolicy: 'cache-and-network' } : skipToken);
  const [starting, setStarting] = useState(false);
  const reconciliations = data?.trustReconciliations.items ?? [];
  return {
    accountId,
    reconciliations,
    loading: accounts.loading || (loading && !data),
    error,
    /** A draft is being worked on: the next month starts once it is closed or discarded. */
    draftOpen: reconciliations.some((reconciliation) => reconciliation.state === 'DRAFT'),
    setAccount: (id: string | null) => trustParams.set({ account: id, reconciliation: null }),
    openedId,
    open: (id: string | null) => trustParams.set({ reconciliation: id }),
    starting,
    setStarting,
  };
}
