import { useQuery } from '@apollo/client/react';
import { InsurancePoliciesDocument, PartiesDocument, type PartyCategory } from '../../gql/graphql';
import { CATEGORY_LABELS } from '../cases/detail/useCasePartyOptions';
import { COVERAGE_LABELS } from '../insurance/insuranceFormat';

/** The plaintiffs' side of a case: never the other side of a negotiation; the plaintiffs share a settlement. */
const OUR_SIDE: readonly PartyCategory[] = ['PLAINTIFF', 'OTHER_PLAINTIFF', 'PLAINTIFF_CONTACT'];
const PLAINTIFFS: readonly PartyCategory[] = ['PLAINTIFF', 'OTHER_PLAINTIFF'];

/** A negotiation's other side in one select: `policy:<id>` or `party:<id>`. */
export const otherSideValue = (entry: { policyId: string | null; partyId: string | null }) =>
  entry.policyId ? `policy:${entry.policyId}` : entry.partyId ? `party:${entry.partyId}` : null;
export const otherSideInput = (value: string | null) => ({
  policyId: value?.startsWith('policy:') ? value.slice(7) : null,
  partyId: value?.startsWith('party:') ? value.slice(6) : null,
});

/**
 * Who the firm negotiates with and who shares a settlement: the case's insurance policies (from the
 * Insurance tab's query) and its parties, as select options and names.
 */
export function useCaseSides(matterId: string) {
  const policies = useQuery(InsurancePoliciesDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  const parties = useQuery(PartiesDocument, { variables: { matterId, page: 1, pageSize: 100 } });
  const policyItems = (policies.data?.insurancePolicies.items ?? []).map((policy) => ({
    value: policy.id,
    label: `${policy.insurer?.name ?? 'Insurer not given'} (${COVERAGE_LABELS[policy.coverage]}${policy.claimNumber ? `, claim ${policy.claimNumber}` : ''})`,
  }));
  const partyItems = (parties.data?.parties.items ?? []).map((party) => ({ value: party.id, category: party.category, name: party.contact.name, label: `${party.contact.name} (${CATEGORY_LABELS[party.category]})` }));
  const names = new Map<string, string>([...policyItems.map((p) => [`policy:${p.value}`, p.label] as const), ...partyItems.map((p) => [`party:${p.value}`, p.label] as const)]);
  const otherSideOptions = [
    { group: 'Insurance policies', items: policyItems.map((p) => ({ value: `policy:${p.value}`, label: p.label })) },
    { group: 'Parties', items: partyItems.filter((p) => !OUR_SIDE.includes(p.category)).map((p) => ({ value: `party:${p.value}`, label: p.label })) },
  ].filter((group) => group.items.length > 0);
  return {
    loading: policies.loading || parties.loading,
    policyOptions: policyItems,
    otherSideOptions,
    plaintiffs: partyItems.filter((p) => PLAINTIFFS.includes(p.category)).map((p) => ({ id: p.value, name: p.name })),
    /** The other side of an entry, in words (null when none was given). */
    otherSideName: (entry: { policyId: string | null; partyId: string | null }) => names.get(otherSideValue(entry) ?? '') ?? null,
    policyName: (policyId: string | null) => (policyId ? (names.get(`policy:${policyId}`) ?? null) : null),
  };
}

export type CaseSides = ReturnType<typeof useCaseSides>;
