import { useQuery } from '@apollo/client/react';
import { PartiesDocument, type PartyCategory } from '../../../gql/graphql';

/**
 * How each party category reads: on the case's party tabs, and in the insurance, medical and
 * settlement forms. Kept here, with the party options those forms use, so that it is bundled with
 * the code the pages share rather than with the case detail page (which every page would then load).
 */
export const CATEGORY_LABELS: Record<PartyCategory, string> = {
  PLAINTIFF: 'Plaintiff',
  OTHER_PLAINTIFF: 'Other Plaintiff',
  PLAINTIFF_CONTACT: 'Plaintiff Contact',
  COUNTER_CLAIM: 'Counter Claim',
  DEFENDANT: 'Defendant',
  NON_PARTY_CONTACT: 'Non-Party Contact',
  THIRD_PARTY_ACTION: 'Third Party Action',
};

/** The people and companies on a case (of `categories`, when given), as select options: "Nina Patel (Plaintiff)". */
export function useCasePartyOptions(matterId: string, categories?: readonly PartyCategory[]) {
  const { data, loading } = useQuery(PartiesDocument, { variables: { matterId, page: 1, pageSize: 100 } });
  const parties = (data?.parties.items ?? []).filter((party) => !categories || categories.includes(party.category));
  return { loading, options: parties.map((party) => ({ value: party.id, label: `${party.contact.name} (${CATEGORY_LABELS[party.category]})` })) };
}
