import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Assignees } from '../../ui/Assignees';
import { initials } from '../../ui/format';
import { Highlighted } from './Highlighted';
import { dateNote, type SearchHit } from './searchHits';

/** One result: a contact with its avatar and email; anything else with its date, detail, matching text and people. */
export function SearchHitRow({ hit, active, id, onOpen, onHover }: { hit: SearchHit; active: boolean; id: string; onOpen: () => void; onHover: () => void }) {
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
          <Assignees people={hit.people} />
        </Group>
      )}
    </UnstyledButton>
  );
}
