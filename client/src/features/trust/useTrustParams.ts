import { useSearchParams } from 'react-router-dom';
import { trustTabOf, type TrustTab } from './trustFormat';

/**
 * The Trust Accounting page's state in the address, so a reload or a shared link shows the same
 * thing: the tab (`tab`), the account chosen (`account`), the journal's period (`from`, `to`), the
 * ledger (`ledger`) or reconciliation (`reconciliation`) opened. Changes replace the history entry.
 */
export function useTrustParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  return {
    params,
    tab: trustTabOf(params),
    /** Another tab keeps only the account chosen. */
    setTab: (tab: TrustTab) => {
      const account = params.get('account');
      setParams(account ? { tab, account } : { tab }, { replace: true });
    },
    get: (key: string) => params.get(key),
    set,
  };
}

export type TrustParams = ReturnType<typeof useTrustParams>;
