import { skipToken, useQuery } from '@apollo/client/react';
import { TrustCaseClientsDocument, type PartyCategory } from '../../gql/graphql';
import { matterLabel } from '../cases/MatterSelect';

const PLAINTIFFS: readonly PartyCategory[] = ['PLAINTIFF', 'OTHER_PLAINTIFF'];

export type ClientOption = { value: string; label: string; partyId: string | null };

/**
 * Whose money a case may hold in trust: its client and its plaintiffs (contacts), once each, as
 * select options. `preferred(partyId)`: a statement's plaintiff, else the case's client, else the
 * only one.
 */
export function useCaseClients(matterId: string | null) {
  const { data, loading } = useQuery(TrustCaseClientsDocument, matterId ? { variables: { matterId } } : skipToken);
  const matter = matterId ? data?.matter : undefined;
  const options: ClientOption[] = [];
  if (matter?.client) options.push({ value: matter.client.id, label: `${matter.client.name} (Client)`, partyId: null });
  for (const party of matterId ? (data?.parties.items ?? []) : []) {
    if (!PLAINTIFFS.includes(party.category)) continue;
    const known = options.find((option) => option.value === party.contact.id);
    if (known) known.partyId = party.id;
    else options.push({ value: party.contact.id, label: `${party.contact.name} (Plaintiff)`, partyId: party.id });
  }
  const preferred = (partyId: string | null | undefined): string | null => {
    if (partyId) return options.find((option) => option.partyId === partyId)?.value ?? null;
    return matter?.client?.id ?? (options.length === 1 ? options[0]!.value : null);
  };
  return { loading: loading && !data, options, preferred, caseLabel: matter ? matterLabel(matter) : null };
}
