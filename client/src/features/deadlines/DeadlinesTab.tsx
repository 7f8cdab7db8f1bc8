import { useQuery } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MatterStatutesDocument } from '../../gql/graphql';
import { DeadlineCalculator } from './DeadlineCalculator';
import { DeadlineChains } from './DeadlineChains';
import { StatuteCard } from './StatuteCard';
import { StatutePairDialog } from './StatutePairDialog';

type Matter = { id: string; name: string; number: string };

/** The case's Deadlines tab: its statutes of limitations, its court deadline chains and a calculator. */
export function DeadlinesTab({ matter }: { matter: Matter }) {
  const { data, loading } = useQuery(MatterStatutesDocument, { variables: { matterId: matter.id }, fetchPolicy: 'cache-and-network' });
  const [pairOpen, setPairOpen] = useState(false);
  return (
    <Stack gap="lg">
      <section aria-label="Statutes of limitations">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            Statutes of limitations
          </Title>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setPairOpen(true)}>
            Add for a plaintiff–defendant pair
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {(data?.matterStatutes ?? []).map((statute) => (
            <StatuteCard key={statute.key} statute={statute} />
          ))}
        </SimpleGrid>
        {!loading && !data?.matterStatutes.length && <Text c="dimmed">No statute yet.</Text>}
      </section>
      <DeadlineChains matter={matter} />
      <DeadlineCalculator />
      {pairOpen && <StatutePairDialog matterId={matter.id} onClose={() => setPairOpen(false)} />}
    </Stack>
  );
}
