import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AddTimelineEntryDocument,
  RemoveTimelineEntryDocument,
  UpdateTimelineEntryDocument,
  type CaseDetailFieldsFragment,
} from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { serverProblem } from '../../../ui/serverProblem';
import { placeFieldProblems } from '../../../ui/useFormSave';
import { formatDay } from '../../../ui/format';
import { useDeleteConfirmation } from '../../../ui/useDeleteConfirmation';
import { Section } from './Section';
import { maxLengthOf, tooLong } from '../../../ui/limits';

type Entry = CaseDetailFieldsFragment['timeline'][number];
const blank = { title: '', date: '', time: '' };
const refetch = { refetchQueries: ['CaseDetail', 'MatterActivity'], awaitRefetchQueries: true };

/** The case timeline: events with a title, date and time, in date order; add, edit and remove (asked first). */
export function TimelineCard({ matter }: { matter: CaseDetailFieldsFragment }) {
  const [draft, setDraft] = useState(blank);
  const [editing, setEditing] = useState<Entry | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [addEntry, adding] = useMutation(AddTimelineEntryDocument, refetch);
  const [updateEntry, updating] = useMutation(UpdateTimelineEntryDocument, refetch);
  const [removeEntry] = useMutation(RemoveTimelineEntryDocument, refetch);

  const save = async () => {
    const problems: Record<string, string> = {};
    const title = draft.title.trim() ? tooLong(draft.title, maxLengthOf('TimelineEntryInput', 'title')) : 'Enter a title.';
    if (title) problems.title = title;
    if (!draft.date) problems.date = 'Choose a date.';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const input = { title: draft.title.trim(), date: draft.date, time: draft.time || null };
    try {
      if (editing) await updateEntry({ variables: { id: editing.id, version: editing.version, input } });
      else await addEntry({ variables: { matterId: matter.id, input } });
      setDraft(blank);
      setEditing(null);
    } catch (failure) {
      const problem = serverProblem(failure, "The timeline couldn't be saved.");
      const placed = problem.fields ? placeFieldProblems(problem.fields, Object.keys(blank)) : null;
      if (placed) setErrors(placed.errors);
      if (!placed || placed.elsewhere) notifications.show({ color: 'red', message: placed?.elsewhere ?? problem.message });
    }
  };

  const removal = useDeleteConfirmation((entry: Entry & { name: string }) => removeEntry({ variables: { id: entry.id } }), 'removed');

  return (
    <Section title="Timeline">
      <Stack gap="sm">
        {matter.timeline.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No events on the timeline yet.
          </Text>
        ) : (
          <Table aria-label="Timeline">
            {/* Headers for assistive technology: the card shows the columns plainly enough. */}
            <VisuallyHidden component="thead">
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </VisuallyHidden>
            <Table.Tbody>
              {matter.timeline.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td w={130}>{formatDay(entry.date)}</Table.Td>
                  <Table.Td w={70}>{entry.time ?? ''}</Table.Td>
                  <Table.Td>{entry.title}</Table.Td>
                  <Table.Td w={80}>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit ${entry.title}`}
                        onClick={() => {
                          setEditing(entry);
                          setDraft({ title: entry.title, date: entry.date, time: entry.time ?? '' });
                        }}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${entry.title}`} onClick={() => removal.ask({ ...entry, name: entry.title })}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput aria-label="Event title" placeholder="Title" maxLength={maxLengthOf('TimelineEntryInput', 'title')} value={draft.title} error={errors.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} style={{ flex: 1 }} />
          <TextInput aria-label="Event date" type="date" value={draft.date} error={errors.date} onChange={(e) => setDraft({ ...draft, date: e.currentTarget.value })} w={160} />
          <TextInput aria-label="Event time" type="time" value={draft.time} error={errors.time} onChange={(e) => setDraft({ ...draft, time: e.currentTarget.value })} w={120} />
          <Button onClick={() => void save()} loading={adding.loading || updating.loading}>
            Save
          </Button>
          {editing && (
            <Button
              variant="default"
              onClick={() => {
                setEditing(null);
                setDraft(blank);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        {...removal.dialog}
        title="Remove timeline entry"
        message={`Remove ${removal.pending?.name ?? 'this entry'} from the timeline? This cannot be undone.`}
        confirmLabel="Remove"
      />
    </Section>
  );
}
