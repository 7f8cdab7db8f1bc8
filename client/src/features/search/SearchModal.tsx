import { Badge, Box, Loader, Modal, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import type { SearchKind } from '../../gql/graphql';
import { countLabel, MAX_QUERY, SEARCH_TABS } from './searchHits';
import { SearchHitRow } from './SearchHitRow';
import { useSearchAnything } from './useSearchAnything';

/**
 * Search anything (spec 2.4): a 650 px modal asking 'Where would you like to go?', searching the
 * server as you type (debounced) and showing tasks, cases, contacts and documents in tabs with
 * their counts. Arrow keys move through the rows, Enter opens one, Tab (or Ctrl+arrows) changes tab.
 */
export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const baseId = useId();
  const search = useSearchAnything({ opened, onClose });
  const { query, loading, results, groupOf, tab, items, activeIndex } = search;

  const listId = `${baseId}-results`;
  const rowId = (index: number) => `${baseId}-row-${index}`;
  const tabInfo = SEARCH_TABS.find((t) => t.kind === tab)!;

  return (
    <Modal
      opened={opened}
      onClose={search.close}
      size={650}
      withCloseButton={false}
      padding="md"
      radius="lg"
      yOffset="10vh"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      // The dialog's name (Mantine labels the dialog by its title; an aria-label would land on a plain div).
      title={<VisuallyHidden>Search anything</VisuallyHidden>}
      styles={{ header: { minHeight: 0, padding: 0 } }}
    >
      <TextInput
        data-autofocus
        size="md"
        placeholder="Where would you like to go?"
        aria-label="Where would you like to go?"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? rowId(activeIndex) : undefined}
        aria-autocomplete="list"
        leftSection={<IconSearch size={18} />}
        rightSection={loading && query ? <Loader size="xs" aria-label="Searching" /> : null}
        value={search.text}
        maxLength={MAX_QUERY}
        onChange={(event) => search.type(event.currentTarget.value)}
        onKeyDown={search.onKeyDown}
      />
      <Tabs value={tab} onChange={(value) => value && search.chooseTab(value as SearchKind)} mt="sm" keepMounted={false}>
        <Tabs.List>
          {SEARCH_TABS.map(({ kind, label }) => {
            const count = groupOf(kind)?.totalCount ?? 0;
            return (
              <Tabs.Tab
                key={kind}
                value={kind}
                tabIndex={-1}
                rightSection={
                  results ? (
                    <Badge size="sm" variant={kind === tab ? 'filled' : 'light'} color={count ? 'navy' : 'gray'} aria-label={`${count} results`}>
                      {countLabel(count)}
                    </Badge>
                  ) : null
                }
              >
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Box id={listId} role="listbox" aria-label={tabInfo.label} mt="xs" mah="55vh" style={{ overflowY: 'auto' }}>
        {!query ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            Search tasks, cases, contacts and documents. Use ↑ ↓ to choose, Enter to open, Tab to change tab.
          </Text>
        ) : results && items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            No {tabInfo.noun} match “{results.query}”.
          </Text>
        ) : (
          items.map((hit, index) => (
            <SearchHitRow key={hit.id} hit={hit} id={rowId(index)} active={index === activeIndex} onOpen={() => search.open(hit)} onHover={() => search.setActive(index)} />
          ))
        )}
      </Box>
    </Modal>
  );
}
