import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export type RemoteSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'> & {
  value: string | null;
  /** The chosen id and its label (null when cleared). */
  onChange: (id: string | null, label: string | null) => void;
  /** Names the chosen record before any search has run. */
  current?: { id: string; label: string } | null;
};

/**
 * A searchable select whose options come from the server as the user types (`useOptions` runs
 * the query for the debounced text). The chosen record stays an option whatever the latest
 * search found.
 */
export function RemoteSelect({
  value,
  onChange,
  current,
  useOptions,
  ...props
}: RemoteSelectProps & { useOptions: (search: string | null) => { options: ComboboxItem[]; loading: boolean } }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<ComboboxItem | null>(null);
  const { options: found, loading } = useOptions(debounced || null);
  // What the user picked, else the record `current` names (which may arrive after the first render).
  const chosen = picked?.value === value ? picked : current?.id === value ? { value: current.id, label: current.label } : null;
  const options = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      {...props}
      searchable
      clearable
      data={options}
      value={value}
      onChange={(id, option) => {
        setPicked(option);
        onChange(id, id && option ? option.label : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'No options available'}
    />
  );
}
