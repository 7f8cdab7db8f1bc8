import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MatterDeadlineChainsDocument } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDay } from '../../ui/format';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { ApplyChainDialog } from './ApplyChainDialog';
import { useMatterChain, type MatterChain } from './useMatterChain';

type Matter = { id: string; name: string; number: string };

/** Court deadlines: the chains applied to the case, each with its deadlines; Apply a deadline chain. */
export function DeadlineChains({ matter }: { matter: Matter }) {
  const { data } = useQuery(MatterDeadlineChainsDocument, { variables: { matterId: matter.id }, fetchPolicy: 'cache-and-network' });
  const [applyOpen, setApplyOpen] = useState(false);
  return (
    <section aria-label="Court deadlines">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Court deadlines
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setApplyOpen(true)}>
          Apply a deadline chain
        </Button>
      </Group>
      <Stack gap="md">
        {(data?.matterDeadlineChains ?? []).map((chain) => (
          <ChainCard key={chain.id} chain={chain} />
        ))}
        {!data?.matterDeadlineChains.length && (
          <Text c="dimmed" fz="sm">
            No court deadlines yet. Apply a chain (for example "Complaint served") to put its deadlines on the calendar and the task board.
          </Text>
        )}
      </Stack>
      {applyOpen && <ApplyChainDialog matter={matter} onClose={() => setApplyOpen(false)} />}
    </section>
  );
}

/** One chain: recount it from a new trigger date, move a deadline by hand or reset it, remove the chain (asked first). */
function ChainCard({ chain }: { chain: MatterChain }) {
  const { trigger, setTrigger, recount, recounting, outcome, dismissOutcome, askRemove, removal, moving, startMove, typeMove, saveMove, reset } = useMatterChain(chain);
  return (
    <Paper withBorder radius="lg" p="md" aria-label={chain.name} component="section">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text fw={700}>{chain.name}</Text>
          <Text fz="xs" c="dimmed">
            {chain.triggerLabel}: {formatDay(chain.triggerDay)}
          </Text>
        </div>
        <Group gap="xs" align="flex-end">
          <TextInput label={`New ${chain.triggerLabel.toLowerCase()} date`} type="date" size="xs" value={trigger} onChange={(e) => setTrigger(e.currentTarget.value)} />
          <Button size="xs" onClick={recount} loading={recounting} disabled={!trigger || trigger === chain.triggerDay}>
            Recount
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={askRemove}>
            Remove
          </Button>
        </Group>
      </Group>
      {outcome && (
        <Alert color="blue" mt="sm" withCloseButton onClose={dismissOutcome} title="What changed">
          {outcome.changed.length ? (
            <List size="sm">
              {outcome.changed.map((c) => (
                <List.Item key={c.label}>
                  {c.label}: {formatDay(c.from)} → {formatDay(c.to)}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm">No deadline moved.</Text>
          )}
          {outcome.keptMoved.length > 0 && <Text fz="sm" mt={4}>Kept where they were moved by hand: {outcome.keptMoved.join(', ')}.</Text>}
        </Alert>
      )}
      <Table mt="sm" aria-label={`${chain.name} deadlines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Deadline</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Counted</Table.Th>
            <Table.Th w={220}>Move</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chain.deadlines.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.label}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Text fz="sm" fw={600}>
                    {formatDay(d.day)}
                  </Text>
                  {d.manuallyMoved && (
                    <HoverTooltip label={`Computed: ${formatDay(d.computedDay)}`}>
                      <Badge size="xs" color="grape" variant="light">
                        Moved by hand
                      </Badge>
                    </HoverTooltip>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fz="xs" c="dimmed">
                  {d.steps[d.steps.length - 1] ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {moving && moving.id === d.id ? (
                  <Group gap={4} wrap="nowrap">
                    <TextInput type="date" size="xs" aria-label={`New date for ${d.label}`} value={moving.day} onChange={(e) => typeMove(d.id, e.currentTarget.value)} />
                    <Button size="xs" onClick={saveMove}>
                      Save
                    </Button>
                  </Group>
                ) : (
                  <Group gap={4}>
                    <Button size="xs" variant="subtle" onClick={() => startMove(d)}>
                      Move
                    </Button>
                    {d.manuallyMoved && (
                      <Button size="xs" variant="subtle" onClick={() => reset(d.id)}>
                        Reset
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        {...removal.dialog}
        title="Remove deadline chain"
        message={`Remove the chain "${chain.name}" from this case? Its deadlines leave the calendar; the tasks it made stay.`}
        confirmLabel="Remove"
      />
    </Paper>
  );
}
