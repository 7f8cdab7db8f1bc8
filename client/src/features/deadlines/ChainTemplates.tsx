import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AddStarterDeadlineChainsDocument, DeadlineChainTemplatesDocument, DeleteDeadlineChainTemplateDocument, type ChainTemplateFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeleteConfirmation } from '../../ui/useDeleteConfirmation';
import { ChainDialog } from './ChainDialog';

/** Deadline chains: the firm's court deadline chains, the starter chains (FRCP) to begin with, add, edit and delete (asked first). */
export function ChainTemplates({ canEdit }: { canEdit: boolean }) {
  const { data } = useQuery(DeadlineChainTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [addStarters, starters] = useMutation(AddStarterDeadlineChainsDocument, { refetchQueries: ['DeadlineChainTemplates'] });
  const [remove] = useMutation(DeleteDeadlineChainTemplateDocument, { refetchQueries: ['DeadlineChainTemplates'] });
  const deletion = useDeleteConfirmation((t: ChainTemplateFieldsFragment) => remove({ variables: { id: t.id } }));
  const [editing, setEditing] = useState<ChainTemplateFieldsFragment | 'new' | null>(null);
  const templates = data?.deadlineChainTemplates ?? [];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Deadline chains">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Deadline chains
        </Title>
        {canEdit && (
          <Group gap="sm">
            {templates.length === 0 && (
              <Button size="xs" variant="light" loading={starters.loading} onClick={() => void addStarters()}>
                Add the starter chains (FRCP)
              </Button>
            )}
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              Add chain
            </Button>
          </Group>
        )}
      </Group>
      {templates.length === 0 && <Text c="dimmed" fz="sm">No deadline chains yet.</Text>}
      <Stack gap="sm">
        {templates.map((t) => (
          <Group key={t.id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>{t.name}</Text>
              <Text fz="xs" c="dimmed">
                {t.triggerLabel} → {t.steps.map((s) => `${s.label} (${s.direction === 'BEFORE' ? '−' : '+'}${s.amount} ${s.unit.toLowerCase()}${s.service !== 'NONE' ? ' +3' : ''})`).join(' → ')}
              </Text>
            </div>
            {canEdit && (
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${t.name}`} onClick={() => deletion.ask({ ...t, name: `The chain "${t.name}"` })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {editing && <ChainDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete deadline chain"
        message={`Delete ${deletion.pending?.name.replace(/^The/, 'the') ?? 'this chain'}? Cases it was applied to keep their deadlines. This cannot be undone.`}
      />
    </Paper>
  );
}
