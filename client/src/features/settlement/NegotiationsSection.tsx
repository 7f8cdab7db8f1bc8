import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { NegotiationsDocument, RemoveNegotiationDocument, type NegotiationFieldsFragment } from '../../gql/graphql';
import { AddButton } from '../../ui/AddButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatAmount, formatDay } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { Section } from '../cases/detail/Section';
import { DemandPackageDialog } from './DemandPackageDialog';
import { NegotiationDialog } from './NegotiationDialog';
import { DEMAND_KINDS, isDueSoon, NEGOTIATION_KIND_COLORS, NEGOTIATION_KIND_LABELS } from './settlementFormat';
import type { CaseSides } from './useCaseSides';

type Entry = NegotiationFieldsFragment;
const PAGE_SIZE = 25;
const REFETCH = ['Negotiations', 'NegotiationSummary'];

/**
 * The negotiation log: demands and offers, newest first, as a timeline; editors add, edit and
 * remove them, and assemble a demand's package.
 */
export function NegotiationsSection({ matterId, editable, sides }: { matterId: string; editable: boolean; sides: CaseSides }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(NegotiationsDocument, { variables: { matterId, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.negotiations;
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [packaging, setPackaging] = useState<Entry | null>(null);
  const [removeEntry] = useMutation(RemoveNegotiationDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const removal = useDeleteConfirmation((e: { id: string; name: string }) => removeEntry({ variables: { id: e.id } }), 'removed');
  const nameOf = (e: Entry) => `The ${NEGOTIATION_KIND_LABELS[e.kind].toLowerCase()} of ${formatDay(e.happenedOn)}`;

  return (
    <Section title="Negotiations" action={editable && <AddButton label="Add" size="xs" onClick={() => setEditing('new')} />}>
      {!result ? (
        <Text c="dimmed" fz="sm">
          {loading ? 'Loading…' : "The negotiations couldn't be loaded."}
        </Text>
      ) : result.items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No demands or offers yet.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} aria-label="Demands and offers" role="list">
          {result.items.map((entry) => (
            <Timeline.Item key={entry.id} role="listitem" aria-label={`${NEGOTIATION_KIND_LABELS[entry.kind]} of ${formatDay(entry.happenedOn)}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <EntryRow entry={entry} otherSide={sides.otherSideName(entry)} />
                {editable && (
                  <Group gap="xs" wrap="nowrap">
                    {DEMAND_KINDS.includes(entry.kind) && (
                      <Button size="xs" variant="default" leftSection={<IconPackage size={14} />} onClick={() => setPackaging(entry)}>
                        Demand Package
                      </Button>
                    )}
                    <RowActions label={nameOf(entry).replace(/^The /, '')} deleteLabel="Remove" onEdit={() => setEditing(entry)} onDelete={() => removal.ask({ id: entry.id, name: nameOf(entry) })} />
                  </Group>
                )}
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={setPage} />
      {editing && <NegotiationDialog matterId={matterId} entry={editing === 'new' ? null : editing} sides={sides} onClose={() => setEditing(null)} />}
      {packaging && <DemandPackageDialog key={packaging.id} matterId={matterId} entry={packaging} onClose={() => setPackaging(null)} />}
      <ConfirmDialog {...removal.dialog} title="Remove demand or offer" message={`Remove ${removal.pending?.name.replace(/^The/, 'the') ?? 'this entry'}? Its response deadline leaves the calendar. This cannot be undone.`} confirmLabel="Remove" />
    </Section>
  );
}

/** One demand or offer: date, kind, amount, with whom, the answer due (red within a week or past), the letter, its package, notes. */
function EntryRow({ entry, otherSide }: { entry: Entry; otherSide: string | null }) {
  const late = isDueSoon(entry.responseDueOn);
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          {formatDay(entry.happenedOn)}
        </Text>
        <Badge variant="light" color={NEGOTIATION_KIND_COLORS[entry.kind]}>
          {NEGOTIATION_KIND_LABELS[entry.kind]}
        </Badge>
        <Text fz="sm" fw={600}>
          {formatAmount(entry.amountCents)}
        </Text>
        {otherSide && <Text fz="sm">{otherSide}</Text>}
      </Group>
      {entry.responseDueOn && (
        <Text fz="xs" c={late ? 'red' : 'dimmed'} fw={late ? 600 : undefined}>
          Response due {formatDay(entry.responseDueOn)}
        </Text>
      )}
      {entry.letterDocument && (
        <Anchor href={entry.letterDocument.downloadUrl} fz="xs" w="fit-content">
          {entry.letterDocument.title}
        </Anchor>
      )}
      {entry.packageDocument && (
        <Anchor href={entry.packageDocument.downloadUrl} target="_blank" rel="noopener" fz="xs" w="fit-content" title={entry.packageDocument.title}>
          Demand package
        </Anchor>
      )}
      {entry.notes && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.notes}
        </Text>
      )}
    </Stack>
  );
}
