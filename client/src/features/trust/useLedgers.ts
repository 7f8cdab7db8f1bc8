import { useQuery } from '@apollo/client/react';
import { TrustLedgersDocument } from '../../gql/graphql';
import { useListParams } from '../../ui/useListParams';
import { INACTIVE_DAYS } from './trustFormat';

export const LEDGERS_PAGE_SIZE = 25;

/**
 * The Client Ledgers tab's state in the address: the search (`q`), "No activity for 90+ days"
 * (`inactive=1`), the page, and the ledger opened (`ledger`).
 */
export function useLedgers() {
  const list = useListParams({ by: 'CASE', direction: 'ASC' });
  const inactive = list.params.get('inactive') === '1';
  const openedId = list.params.get('ledger');
  const { data, loading, error } = useQuery(TrustLedgersDocument, {
    variables: { search: list.debouncedSearch || null, inactiveDays: inactive ? INACTIVE_DAYS : null, page: list.page, pageSize: LEDGERS_PAGE_SIZE },
    skip: Boolean(openedId),
    fetchPolicy: 'cache-and-network',
  });
  return {
    list,
    inactive,
    setInactive: (on: boolean) => list.setFilters({ inactive: on ? '1' : null }),
    ledgers: data?.trustLedgers.items ?? [],
    totalCount: data?.trustLedgers.totalCount ?? 0,
    loading: loading && !data,
    error,
    openedId,
    open: (id: string | null) => list.setFilters({ ledger: id }),
  };
}
