import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from './DataTable';

/**
 * The state of a list screen kept in the address (page, search `q`, sort and any filters), so a
 * reload or a shared link shows the same rows; changes replace the history entry.
 */
export function useListParams(defaultSort: SortState) {
  const [params, setParams] = useSearchParams();
  const [search, setSearchText] = useState(params.get('q') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const direction = params.get('dir');
  const sort: SortState = {
    by: params.get('sort') ?? defaultSort.by,
    direction: direction === 'ASC' || direction === 'DESC' ? direction : defaultSort.direction,
  };

  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    params,
    /** The paging, search and sort variables of the list query (`S`: the query's sort enum). */
    variables: <S extends string>(pageSize: number) => ({
      search: debouncedSearch || null,
      sortBy: sort.by as S,
      sortDirection: sort.direction,
      page,
      pageSize,
    }),
    /** Sets filters (a null removes one) and goes back to the first page. */
    setFilters: (changes: Record<string, string | null>) => update({ ...changes, page: null }),
    page,
    setPage: (page: number) => update({ page: page === 1 ? null : String(page) }),
    search,
    debouncedSearch,
    setSearch: (text: string) => {
      setSearchText(text);
      update({ q: text || null, page: null });
    },
    sort,
    setSort: (next: SortState) => update({ sort: next.by, dir: next.direction, page: null }),
  };
}
