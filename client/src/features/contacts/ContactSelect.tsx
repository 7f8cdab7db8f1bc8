import { useQuery } from '@apollo/client/react';
import { ContactPickerDocument, type ContactKind } from '../../gql/graphql';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';

const label = (contact: { name: string; kind: string }) => (contact.kind === 'COMPANY' ? `${contact.name} (company)` : contact.name);

function useOptionsOf(search: string | null, kind?: ContactKind) {
  const { data, previousData, loading } = useQuery(ContactPickerDocument, { variables: kind ? { search, kind } : { search } });
  return { options: ((data ?? previousData)?.contacts.items ?? []).map((contact) => ({ value: contact.id, label: label(contact) })), loading };
}
const useContactOptions = (search: string | null) => useOptionsOf(search);
const usePersonOptions = (search: string | null) => useOptionsOf(search, 'PERSON');
const useCompanyOptions = (search: string | null) => useOptionsOf(search, 'COMPANY');

/**
 * Picks one of the firm's contacts, searched on the server as the user types (typo-tolerant, also
 * by email and phone); with `kind`, only people or only companies. `current` names the chosen
 * contact before any search has run.
 */
export function ContactSelect({
  onChange,
  current,
  kind,
  ...props
}: Omit<RemoteSelectProps, 'onChange' | 'current'> & {
  /** The chosen contact's id and name (null when cleared). */
  onChange: (id: string | null, name: string | null) => void;
  current?: { id: string; name: string } | null;
  kind?: ContactKind;
}) {
  return (
    <RemoteSelect
      {...props}
      current={current ? { id: current.id, label: current.name } : null}
      onChange={(id, text) => onChange(id, text ? text.replace(/ \(company\)$/, '') : null)}
      useOptions={kind === 'PERSON' ? usePersonOptions : kind === 'COMPANY' ? useCompanyOptions : useContactOptions}
    />
  );
}
