import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CloseTrustReconciliationDocument,
  DiscardTrustReconciliationDocument,
  ImportBankStatementDocument,
  TickTrustReconciliationItemsDocument,
  TrustReconciliationDocument,
  TrustReconciliationItemsDocument,
} from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';

export const ITEMS_PAGE_SIZE = 100;

const AFTER_CHANGE = { refetchQueries: ['TrustReconciliationItems', 'TrustReconciliations', 'TrustAccounts'], awaitRefetchQueries: true };

/**
 * One reconciliation: its balances, bank lines and the month's entries to tick. Ticking, importing
 * the bank's CSV, closing and discarding say what the server refused above the reconciliation.
 */
export function useReconciliation(id: string, { onDiscarded }: { onDiscarded: () => void }) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(TrustReconciliationDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const items = useQuery(TrustReconciliationItemsDocument, { variables: { reconciliationId: id, page, pageSize: ITEMS_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [tick, ticking] = useMutation(TickTrustReconciliationItemsDocument, AFTER_CHANGE);
  const [importCsv, importing] = useMutation(ImportBankStatementDocument, AFTER_CHANGE);
  const [close, closing] = useMutation(CloseTrustReconciliationDocument, AFTER_CHANGE);
  const [discard, discarding] = useMutation(DiscardTrustReconciliationDocument, { refetchQueries: ['TrustReconciliations'] });
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'close' | 'discard' | null>(null);
  const reconciliation = data?.trustReconciliation ?? null;

  const run = async (action: () => Promise<unknown>, done: string | null, fallback: string) => {
    setProblem(null);
    try {
      await action();
      if (done) notifications.show({ color: 'navy', message: done });
      return true;
    } catch (failure) {
      const found = serverProblem(failure, fallback);
      setProblem(found.fields ? Object.values(found.fields).join(' ') : found.message);
      if (found.code === 'CONFLICT') void client.refetchQueries({ include: ['TrustReconciliation'] });
      return false;
    }
  };

  return {
    reconciliation,
    loading: loading && !data,
    missing: Boolean(error) && !data,
    items: items.data?.trustReconciliationItems.items ?? [],
    itemsTotal: items.data?.trustReconciliationItems.totalCount ?? 0,
    itemsLoading: items.loading && !items.data,
    page,
    setPage,
    problem,
    busy: ticking.loading || importing.loading || closing.loading || discarding.loading,
    importing: importing.loading,
    setCleared: (entryIds: string[], cleared: boolean) =>
      run(() => tick({ variables: { input: { reconciliationId: id, entryIds, cleared } } }), null, "The entries couldn't be ticked. Check your connection and try again."),
    importFile: async (file: File | null) => {
      if (!file) return;
      const csv = await file.text();
      await run(() => importCsv({ variables: { input: { reconciliationId: id, csv } } }), `${file.name} was read: the entries it matches are ticked.`, "The bank's CSV couldn't be imported. Check your connection and try again.");
    },
    confirming,
    askClose: () => setConfirming('close'),
    askDiscard: () => setConfirming('discard'),
    cancelConfirm: () => setConfirming(null),
    confirm: async () => {
      if (confirming === 'close' && reconciliation) {
        await run(() => close({ variables: { id, version: reconciliation.version } }), 'The reconciliation was closed: it is now a permanent report.', "The reconciliation couldn't be closed. Check your connection and try again.");
      } else if (confirming === 'discard') {
        if (await run(() => discard({ variables: { id } }), 'The draft reconciliation was discarded.', "The reconciliation couldn't be discarded. Check your connection and try again.")) onDiscarded();
      }
      setConfirming(null);
    },
    closing: closing.loading,
    discarding: discarding.loading,
  };
}
