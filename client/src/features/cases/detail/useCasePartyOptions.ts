import { useQuery } from '@apollo/client/react';
import { PartiesDocument, type PartyCategory } from '../../../gql/graphql';
import { CATEGORY_LABELS } from './partyCategories';

/** The people and companies on a case (of `categories`, when given), as select options: "Nina Patel (Plaintiff)". */
export function useCasePartyOptions(matterId: string, categories?: readonly PartyCategory[]) {
  const { data, loading } = useQuery(PartiesDocument, { variables: { matterId, page: 1, pageSize: 100 } });
  const parties = (data?.parties.items ?? []).filter((party) => !categories || categories.includes(party.category));
  return { loading, options: parties.map((party) => ({ value: party.id, label: `${party.contact.name} (${CATEGORY_LABELS[party.category]})` })) };
}
