import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MatterStatutesDocument } from '../../gql/graphql';
import { formatDay } from '../../ui/format';
import { needsAttention, statusLabel, statuteTitle } from './statuteFormat';

/** On the case summary: the statutes of limitations at risk or passed, not yet satisfied. */
export function StatuteAlert({ matterId, onOpen }: { matterId: string; onOpen: () => void }) {
  const { data } = useQuery(MatterStatutesDocument, { variables: { matterId }, fetchPolicy: 'cache-and-network' });
  const urgent = (data?.matterStatutes ?? []).filter(needsAttention);
  if (!urgent.length) return null;
  const passed = urgent.some((s) => s.status === 'PASSED');
  return (
    <Alert color={passed ? 'red' : 'orange'} icon={<IconAlertTriangle size={18} />} title="Statute of limitations">
      {urgent.map((s) => (
        <Text key={s.key} fz="sm">
          {s.plaintiffPartyId || s.defendantPartyId ? `${statuteTitle(s)}: ` : ''}
          {s.dueOn ? formatDay(s.dueOn) : ''} — {statusLabel(s)}.
        </Text>
      ))}
      <Anchor component="button" type="button" fz="sm" onClick={onOpen}>
        Open Deadlines
      </Anchor>
    </Alert>
  );
}
