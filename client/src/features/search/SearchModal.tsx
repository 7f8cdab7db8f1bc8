import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Group, Loader, Modal, Stack, Tabs, Text, TextInput, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchAnythingDocument, type SearchGroupFieldsFragment, type SearchKind } from '../../gql/graphql';
import { formatDay, initials } from '../../ui/format';
import { Highlighted } from './Highlighted';

export type SearchHit = SearchGroupFieldsFragment['items'][number];

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Results asked per tab. */
export const SEARCH_RESULTS_PER_TAB = 10;
/** The server refuses longer queries. */
const MAX_QUERY = 200;

const TABS: ReadonlyArray<{ kind: SearchKind; label: string; field: 'tasks' | 'cases' | 'contacts' | 'documents'; noun: string }> = [
  { kind: 'TASKS', label: 'Tasks', field: 'tasks', noun: 'tasks' },
  { kind: 'CASES', label: 'Cases', field: 'cases', noun: 'cases' },
  { kind: 'CONTACTS', label: 'Contacts', field: 'contacts', noun: 'contacts' },
  { kind: 'DOCUMENTS', label: 'Documents', field: 'documents', noun: 'documents' },
];

/** Where a result opens. */
export function searchHitPath(hit: SearchHit): string {
  const q = encodeURIComponent(hit.title.text);
  switch (hit.kind) {
    case 'CASES':
      return `/cases/caseDetail?id=${encodeURIComponent(hit.id)}`;
    case 'CONTACTS':
      return `/contactsPage?id=${encodeURIComponent(hit.id)}`;
    case 'TASKS':
      // The Tasks screen, searched for the task: its card is the one shown.
      return `/tasks?q=${q}`;
    case 'DOCUMENTS':
      return `/document?q=${q}`;
  }
}

const DATE_NOTES: Record<SearchKind, string> = { TASKS: 'Due', CASES: 'Opened', DOCUMENTS: 'Received', CONTACTS: '' };

/** "Due Jan 15, 2030", "Opened Nov 22, 2026", "Received …"; tasks without a due date say so. */
export function dateNote(hit: SearchHit): string | null {
  if (!hit.date) return hit.kind === 'TASKS' ? 'No due date' : null;
  return `${DATE_NOTES[hit.kind]} ${formatDay(hit.date)}`;
}

const countLabel = (count: number) => (count > 99 ? '99+' : String(count));

function People({ people }: { people: SearchHit['people'] }) {
  if (people.length === 0) return null;
  const names = people.map((person) => person.fullName).join(', ');
  return (
    <Tooltip label={names} withArrow>
      <Avatar.Group spacing="xs" aria-label={`Assigned to ${names}`}>
        {people.slice(0, 3).map((person) => (
          <Avatar key={person.id} src={person.avatarUrl} size={26} radius="xl" color="navy">
            {initials(person.fullName)}
          </Avatar>
        ))}
        {people.length > 3 && (
          <Avatar size={26} radius="xl">
            +{people.length - 3}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}

function Row({ hit, active, id, onOpen, onHover }: { hit: SearchHit; active: boolean; id: string; onOpen: () => void; onHover: () => void }) {
  const note = dateNote(hit);
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onOpen}
      onMouseMove={onHover}
      px="sm"
      py={8}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: active ? 'var(--mantine-color-gray-1)' : undefined }}
    >
      {hit.kind === 'CONTACTS' ? (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={hit.avatarUrl} size={36} radius="xl" color="navy">
            {initials(hit.title.text)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              <Highlighted value={hit.title} />
            </Text>
            {hit.email && (
              <Text size="xs" c="dimmed" truncate>
                {hit.detail && hit.detail.text === hit.email ? <Highlighted value={hit.detail} /> : hit.email}
              </Text>
            )}
          </Stack>
        </Group>
      ) : (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              <Highlighted value={hit.title} />
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {note}
              {note && hit.detail ? ' · ' : ''}
              {hit.detail && <Highlighted value={hit.detail} />}
            </Text>
            {hit.snippet && (
              <Text size="xs" c="gray.7" lineClamp={2}>
                <Highlighted value={hit.snippet} />
              </Text>
            )}
          </Stack>
          <People people={hit.people} />
        </Group>
      )}
    </UnstyledButton>
  );
}

/**
 * Search anything (spec 2.4): a 650 px modal asking 'Where would you like to go?', searching the
 * server as you type (debounced) and showing tasks, cases, contacts and documents in tabs with
 * their counts. Arrow keys move through the rows, Enter opens one, Tab (or Ctrl+arrows) changes tab.
 */
export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const baseId = useId();
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
    const tab = TABS.find((t) => t.kind === kind)!;
    return results?.[tab.field];
  };
  const firstWithResults = TABS.find((tab) => (results?.[tab.field].items.length ?? 0) > 0)?.kind;
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
    const at = TABS.findIndex((t) => t.kind === tab);
    chooseTab(TABS[(at + step + TABS.length) % TABS.length]!.kind);
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

  const listId = `${baseId}-results`;
  const rowId = (index: number) => `${baseId}-row-${index}`;
  const tabInfo = TABS.find((t) => t.kind === tab)!;

  return (
    <Modal
      opened={opened}
      onClose={close}
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
        value={text}
        maxLength={MAX_QUERY}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setChosenTab(null);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Tabs value={tab} onChange={(value) => value && chooseTab(value as SearchKind)} mt="sm" keepMounted={false}>
        <Tabs.List>
          {TABS.map(({ kind, label }) => {
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
            <Row key={hit.id} hit={hit} id={rowId(index)} active={index === activeIndex} onOpen={() => open(hit)} onHover={() => setActive(index)} />
          ))
        )}
      </Box>
    </Modal>
  );
}
