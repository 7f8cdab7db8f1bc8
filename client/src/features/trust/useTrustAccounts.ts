import { useQuery } from '@apollo/client/react';
import { TrustAccountsDocument } from '../../gql/graphql';

/** "IOLTA Operating Trust (First National ****4821)": an account as a select names it. */
export const accountLabel = (account: { name: string; bankName: string; accountLast4: string }) => `${account.name} (${account.bankName} ****${account.accountLast4})`;

/** The firm's trust accounts, as a list and as select options; `defaultId` is the first (most firms have one). */
export function useTrustAccounts() {
  const { data, loading, error } = useQuery(TrustAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const accounts = data?.trustAccounts.items ?? [];
  return {
    accounts,
    loading: loading && !data,
    error,
    options: accounts.map((account) => ({ value: account.id, label: accountLabel(account) })),
    defaultId: accounts[0]?.id ?? null,
  };
}
