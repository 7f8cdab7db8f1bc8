import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { UnbilledCostsDocument, type UnbilledCostsQuery } from '../../gql/graphql';
import { formatAmount, formatDay } from '../../ui/format';
import { COST_CATEGORY_LABELS } from './costFormat';

export type UnbilledCost = UnbilledCostsQuery['caseCosts']['items'][number];

/**
 * "Add unbilled costs" of an invoice: the case's costs not yet on an invoice (less those already
 * on this one); the ones ticked become expense lines.
 */
export function UnbilledCostsDialog({ matterId, onLines, onAdd, onClose }: { matterId: string; onLines: readonly string[]; onAdd: (costs: UnbilledCost[]) => void; onClose: () => void }) {
  const { data, loading } = useQuery(UnbilledCostsDocument, { variables: { matterId }, fetchPolicy: 'network-only' });
  const costs = (data?.caseCosts.items ?? []).filter((cost) => !onLines.includes(cost.id));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? new Set([...current, id]) : new Set([...current].filter((c) => c !== id))));
  const picked = costs.filter((cost) => chosen.has(cost.id));

  return (
    <Modal opened onClose={onClose} title="Add unbilled costs" size={720} centered>
      <Stack gap="sm">
        {costs.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {loading ? 'Loading…' : 'This case has no costs that are not on an invoice.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            <Table verticalSpacing="xs" aria-label="Unbilled costs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Payee</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {costs.map((cost) => (
                  <Table.Tr key={cost.id}>
                    <Table.Td>
                      <Checkbox aria-label={`Add ${COST_CATEGORY_LABELS[cost.category]} paid to ${cost.payee}`} checked={chosen.has(cost.id)} onChange={(e) => toggle(cost.id, e.currentTarget.checked)} />
                    </Table.Td>
                    <Table.Td>{formatDay(cost.incurredOn)}</Table.Td>
                    <Table.Td>{COST_CATEGORY_LABELS[cost.category]}</Table.Td>
                    <Table.Td>{cost.payee}</Table.Td>
                    <Table.Td>{cost.description ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatAmount(cost.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={picked.length === 0}
            onClick={() => {
              onAdd(picked);
              onClose();
            }}
          >
            {picked.length === 1 ? 'Add 1 cost' : `Add ${picked.length} costs`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
