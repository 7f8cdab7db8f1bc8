import { useQuery } from '@apollo/client/react';
import { ContactPickerDocument } from '../../gql/graphql';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';

const label = (contact: { name: string; kind: string }) => (contact.kind === 'COMPANY' ? `${contact.name} (company)` : contact.name);

function useContactOptions(search: string | null) {
  const { data, previousData, loading } = useQuery(ContactPickerDocument, { variables: { search } });
  return { options: ((data ?? previousData)?.contacts.items ?? []).map((contact) => ({ value: contact.id, label: label(contact) })), loading };
}

/**
 * Picks one of the firm's contacts, searched on the server as the user types (typo-tolerant, also
 * by email and phone). `current` names the chosen contact before any search has run.
 */
export function ContactSelect({
  onChange,
  current,
  ...props
}: Omit<RemoteSelectProps, 'onChange' | 'current'> & {
  /** The chosen contact's id and name (null when cleared). */
  onChange: (id: string | null, name: string | null) => void;
  current?: { id: string; name: string } | null;
}) {
  return (
    <RemoteSelect
      {...props}
      current={current ? { id: current.id, label: current.name } : null}
      onChange={(id, text) => onChange(id, text ? text.replace(/ \(company\)$/, '') : null)}
      useOptions={useContactOptions}
    />
  );
}
