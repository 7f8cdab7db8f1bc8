import { useQuery } from '@apollo/client/react';
import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MatterActivityDocument, type MatterActivityQuery } from '../../../gql/graphql';
import { formatDateTime, initials } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { Section } from './Section';

type Entry = MatterActivityQuery['matterActivity']['items'][number];
const ALL_PAGE_SIZE = 20;

function EntryRow({ entry }: { entry: Entry }) {
  const name = entry.actor?.fullName ?? 'Former user';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={entry.actor?.avatarUrl} radius="xl" size={28} color="navy" alt={name}>
        {initials(name)}
      </Avatar>
      <div>
        <Text fz="sm">
          <b>{name}</b> {entry.summary.charAt(0).toLowerCase() + entry.summary.slice(1)}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatDateTime(entry.createdAt as string)}
        </Text>
      </div>
    </Group>
  );
}

/** Recent Activity: the latest lines of the case's audit trail; See all pages through every line. */
export function RecentActivity({ matterId }: { matterId: string }) {
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const recent = useQuery(MatterActivityDocument, { variables: { matterId, page: 1, pageSize: 6 } });
  const full = useQuery(MatterActivityDocument, { variables: { matterId, page, pageSize: ALL_PAGE_SIZE }, skip: !all });
  const items = recent.data?.matterActivity.items ?? [];
  return (
    <Section
      title="Recent Activity"
      action={
        <Button size="xs" variant="subtle" onClick={() => setAll(true)} disabled={items.length === 0}>
          See all
        </Button>
      }
    >
      <Stack gap="sm">
        {items.length === 0 && (
          <Text c="dimmed" fz="sm">
            {recent.loading ? 'Loading…' : 'Nothing has happened on this case yet.'}
          </Text>
        )}
        {items.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </Stack>
      <Modal opened={all} onClose={() => setAll(false)} title="Case activity" size="lg" centered>
        <Stack gap="sm">
          {(full.data?.matterActivity.items ?? []).map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
        <Pager page={page} pageSize={ALL_PAGE_SIZE} totalCount={full.data?.matterActivity.totalCount ?? 0} onChange={setPage} />
      </Modal>
    </Section>
  );
}
