import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RemoveSettlementDocument, SettlementsDocument, type SettlementFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDay } from '../../ui/format';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { Section } from '../cases/detail/Section';
import { SettlementCard } from './SettlementCard';
import { SettlementDialog } from './SettlementDialog';
import type { StatementRights } from './StatementView';
import type { CaseSides } from './useCaseSides';

/** The case's settlements, newest first, each with its statements; editors record one. */
export function SettlementsSection({ matterId, rights, sides }: { matterId: string; rights: StatementRights; sides: CaseSides }) {
  const { data, loading } = useQuery(SettlementsDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<SettlementFieldsFragment | 'new' | null>(null);
  const [removeSettlement] = useMutation(RemoveSettlementDocument, { refetchQueries: ['Settlements'], awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((s: { id: string; name: string }) => removeSettlement({ variables: { id: s.id } }), 'removed');
  const settlements = data?.settlements.items;

  return (
    <Section title="Settlements" action={rights.editable && <AddButton label="Record Settlement" size="xs" onClick={() => setEditing('new')} />}>
      {!settlements ? (
        <Text c="dimmed" fz="sm">
          {loading ? 'Loading…' : "The settlements couldn't be loaded."}
        </Text>
      ) : settlements.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No settlement recorded yet. Recording one starts a draft statement for each plaintiff.
        </Text>
      ) : (
        <Stack gap="md">
          {settlements.map((settlement) => (
            <SettlementCard
              key={settlement.id}
              settlement={settlement}
              policyName={sides.policyName(settlement.policyId)}
              rights={rights}
              onEdit={() => setEditing(settlement)}
              onRemove={() => removal.ask({ id: settlement.id, name: `The settlement of ${formatDay(settlement.settledOn)}` })}
            />
          ))}
        </Stack>
      )}
      {editing && <SettlementDialog matterId={matterId} settlement={editing === 'new' ? null : editing} sides={sides} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove settlement" message="Remove this settlement and its draft statements? This cannot be undone." confirmLabel="Remove" />
    </Section>
  );
}
