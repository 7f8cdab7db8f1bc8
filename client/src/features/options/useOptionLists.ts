import { useQuery } from '@apollo/client/react';
import { OptionListsDocument, type OptionListKey } from '../../gql/graphql';

/**
 * The firm's select lists (case types, states, …) from the server, by key; an empty list while
 * loading. Ask for the keys a form needs: `const lists = useOptionLists(['STATES', 'CASE_TYPES'])`.
 */
export function useOptionLists<K extends OptionListKey>(keys: readonly K[]): Record<K, string[]> & { loading: boolean } {
  const { data, loading } = useQuery(OptionListsDocument, { variables: { keys: [...keys] } });
  const lists = Object.fromEntries(keys.map((key) => [key, data?.optionLists.find((list) => list.key === key)?.values ?? []]));
  return { ...(lists as Record<K, string[]>), loading };
}
