import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TrustJournalDocument, type TrustEntryFieldsFragment } from '../../gql/graphql';
import type { TrustParams } from './useTrustParams';
import { useTrustAccounts } from './useTrustAccounts';

export const JOURNAL_PAGE_SIZE = 50;

/** One dialog at a time: Record Deposit, Record Disbursement, or Reverse / Mark Cleared of an entry. */
export type JournalDialog = { kind: 'deposit' } | { kind: 'disbursement' } | { kind: 'reverse' | 'clear'; entry: TrustEntryFieldsFragment } | null;

/**
 * The Journal tab's state: the account (`account`, else the first), the period (`from`, `to`:
 * YYYY-MM-DD, either left open) and the page in the address; the entries of that page; the dialog open.
 */
export function useJournal(trustParams: TrustParams) {
  const accounts = useTrustAccounts();
  const accountId = trustParams.get('account') ?? accounts.defaultId;
  const period = { from: trustParams.get('from') ?? '', to: trustParams.get('to') ?? '' };
  const page = Math.max(1, Number(trustParams.get('page')) || 1);
  const { data, loading, error } = useQuery(
    TrustJournalDocument,
    accountId ? { variables: { accountId, from: period.from || null, to: period.to || null, page, pageSize: JOURNAL_PAGE_SIZE }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const [dialog, setDialog] = useState<JournalDialog>(null);
  return {
    accounts,
    accountId,
    period,
    page,
    entries: data?.trustJournal.items ?? [],
    totalCount: data?.trustJournal.totalCount ?? 0,
    loading: accounts.loading || (loading && !data),
    error,
    setAccount: (id: string | null) => trustParams.set({ account: id, page: null }),
    setPeriod: (change: Partial<typeof period>) => trustParams.set({ ...change, page: null }),
    setPage: (next: number) => trustParams.set({ page: next === 1 ? null : String(next) }),
    dialog,
    open: setDialog,
    close: () => setDialog(null),
  };
}
