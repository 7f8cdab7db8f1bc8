import { useQuery } from '@apollo/client/react';
import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ContactPickerDocument } from '../../gql/graphql';

const label = (contact: { name: string; kind: string }) => (contact.kind === 'COMPANY' ? `${contact.name} (company)` : contact.name);

/**
 * Picks one of the firm's contacts, searched on the server as the user types (typo-tolerant, also
 * by email and phone). The chosen contact stays an option whatever the latest search found;
 * `current` names it before any search has run.
 */
export function ContactSelect({
  value,
  onChange,
  current,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'> & {
  value: string | null;
  /** The chosen contact's id and name (null when cleared). */
  onChange: (id: string | null, name: string | null) => void;
  current?: { id: string; name: string } | null;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<ComboboxItem | null>(current ? { value: current.id, label: current.name } : null);
  const { data, previousData, loading } = useQuery(ContactPickerDocument, { variables: { search: debounced || null } });
  const found = ((data ?? previousData)?.contacts.items ?? []).map((contact) => ({ value: contact.id, label: label(contact) }));
  const options = chosen && value === chosen.value && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      {...props}
      searchable
      clearable
      data={options}
      value={value}
      onChange={(id, option) => {
        setChosen(option);
        onChange(id, id && option ? option.label.replace(/ \(company\)$/, '') : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'No options available'}
    />
  );
}
