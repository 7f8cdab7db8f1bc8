import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * The search box of a list screen. With `useListParams`, what is typed is kept in the address
 * (`q`) and sent to the server after a pause: pass the list (`search`, `setSearch`).
 */
export function ListSearch({
  list,
  label,
  placeholder,
  w = 320,
}: {
  list: { search: string; setSearch: (text: string) => void };
  /** The box's accessible name, "Search cases". */
  label: string;
  placeholder: string;
  w?: number;
}) {
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={list.search}
      onChange={(event) => list.setSearch(event.currentTarget.value)}
      w={w}
    />
  );
}
