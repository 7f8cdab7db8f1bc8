import { useQuery } from '@apollo/client/react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DocumentCategoriesDocument } from '../../gql/graphql';
import { withCurrent } from '../../ui/formValues';

/** The firm's document categories, searched on the server as the user types. */
export function CategorySelect({ value, onChange, ...props }: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string | null; onChange: (value: string | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  // The chosen category shows its name as the search text: only a different text is a search.
  const wanted = debounced && debounced !== value ? debounced : null;
  const { data, previousData, loading } = useQuery(DocumentCategoriesDocument, { variables: { search: wanted } });
  const found = (data ?? previousData)?.documentCategories ?? [];
  return (
    <Select
      label="Category"
      placeholder="Find a document category"
      {...props}
      searchable
      clearable
      data={withCurrent(found, value)}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'No options available'}
    />
  );
}
