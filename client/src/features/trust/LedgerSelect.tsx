import { useQuery } from '@apollo/client/react';
import { TrustLedgersDocument, type TrustLedgerFieldsFragment } from '../../gql/graphql';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';

/** "2026-0001 · Alvarez v. Lone Star — Maria Alvarez (IOLTA Trust)": a client ledger as a select names it. */
export const ledgerLabel = (ledger: Pick<TrustLedgerFieldsFragment, 'matterNumber' | 'matterName' | 'clientName' | 'accountName'>) =>
  `${ledger.matterNumber} · ${ledger.matterName} — ${ledger.clientName} (${ledger.accountName})`;

function useLedgerOptions(search: string | null) {
  const { data, previousData, loading } = useQuery(TrustLedgersDocument, { variables: { search, page: 1, pageSize: 20 } });
  return { options: ((data ?? previousData)?.trustLedgers.items ?? []).map((ledger) => ({ value: ledger.id, label: ledgerLabel(ledger) })), loading };
}

/** Picks a client ledger of the cases the user may open, searched on the server by case or client name. */
export function LedgerSelect(props: RemoteSelectProps) {
  return <RemoteSelect placeholder="Search by case or client" {...props} useOptions={useLedgerOptions} />;
}
