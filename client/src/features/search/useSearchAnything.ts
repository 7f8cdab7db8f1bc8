import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchAnythingDocument, type SearchKind } from '../../gql/graphql';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_PER_TAB, SEARCH_TABS, searchHitPath, type SearchHit } from './searchHits';

/**
 * Search anything: the text typed, the server's results for it once typing pauses, the tab shown
 * (the first with results until one is chosen) and the row chosen; the keys that move through them.
 */
export function useSearchAnything({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  /** The tab the user chose for the current text; until then the first tab with results. */
  const [chosenTab, setChosenTab] = useState<SearchKind | null>(null);
  const [active, setActive] = useState(0);

  const { data, previousData, loading } = useQuery(SearchAnythingDocument, {
    variables: { query, first: SEARCH_RESULTS_PER_TAB },
    skip: !opened || !query,
    fetchPolicy: 'cache-and-network',
  });
  const results = query ? (data ?? previousData)?.search : undefined;
  const groupOf = (kind: SearchKind) => {
    const tab = SEARCH_TABS.find((t) => t.kind === kind)!;
    return results?.[tab.field];
  };
  const firstWithResults = SEARCH_TABS.find((tab) => (results?.[tab.field].items.length ?? 0) > 0)?.kind;
  const tab: SearchKind = chosenTab ?? firstWithResults ?? 'TASKS';
  const items = groupOf(tab)?.items ?? [];
  const activeIndex = items.length ? Math.min(active, items.length - 1) : -1;

  const close = () => {
    setText('');
    setChosenTab(null);
    setActive(0);
    onClose();
  };
  const open = (hit: SearchHit) => {
    close();
    void navigate(searchHitPath(hit));
  };
  const chooseTab = (kind: SearchKind) => {
    setChosenTab(kind);
    setActive(0);
  };
  const moveTab = (step: number) => {
    const at = SEARCH_TABS.findIndex((t) => t.kind === tab);
    chooseTab(SEARCH_TABS[(at + step + SEARCH_TABS.length) % SEARCH_TABS.length]!.kind);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (items.length) setActive((activeIndex + 1) % items.length);
    } else if (event.key === 'ArrowUp' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (items.length) setActive((activeIndex - 1 + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = items[activeIndex];
      if (hit) open(hit);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      moveTab(event.shiftKey ? -1 : 1);
    } else if ((event.ctrlKey || event.metaKey) && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      moveTab(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return {
    text,
    /** Typing starts over: the first tab with results, its first row. */
    type: (value: string) => {
      setText(value);
      setChosenTab(null);
      setActive(0);
    },
    query,
    loading,
    results,
    groupOf,
    tab,
    chooseTab,
    items,
    activeIndex,
    setActive,
    open,
    close,
    onKeyDown,
  };
}
