import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AddContactNoteDocument, ContactNotesDocument, type ContactNotesQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../ui/format';
import { useViewer } from '../../../lib/viewer';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { RowActions } from '../../../ui/RowActions';
import { serverProblem } from '../../../ui/serverProblem';
import { NOTE_TYPES } from '../../notes/noteTypes';
import { useNoteDeletion } from '../../notes/useNoteDeletion';
import { maxLengthOf } from '../../../ui/limits';

type Note = ContactNotesQuery['contactNotes']['items'][number];
const PAGE_SIZE = 10;

/** Notes: staff write dated notes about the contact; the author or a firm admin may delete one. */
export function NotesTab({ contactId }: { contactId: string }) {
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const [type, setType] = useState('General');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data, loading } = useQuery(ContactNotesDocument, { variables: { contactId, page, pageSize: PAGE_SIZE } });
  const [addNote, adding] = useMutation(AddContactNoteDocument, { refetchQueries: ['ContactNotes'], awaitRefetchQueries: true });
  const deletion = useNoteDeletion({ refetchQueries: ['ContactNotes'] });

  const add = async () => {
    setError(null);
    if (!body.trim()) return setError('Write the note.');
    try {
      await addNote({ variables: { input: { contactId, type, body } } });
      setBody('');
      setPage(1);
    } catch (failure) {
      const problem = serverProblem(failure, "The note couldn't be saved. Check your connection and try again.");
      setError(problem.fields ? Object.values(problem.fields).join(' ') : problem.message);
    }
  };

  const columns: Column<Note>[] = [
    { key: 'date', header: 'Date', width: 180, render: (note) => formatDateTime(note.createdAt as string) },
    { key: 'staff', header: 'Staff', width: 160, render: (note) => note.author?.fullName ?? 'Former user' },
    { key: 'note', header: 'Note', render: (note) => <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text> },
    { key: 'type', header: 'Type', width: 120, render: (note) => note.type },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (note) =>
        note.author?.id === viewer.id || viewer.role === 'FIRM_ADMIN' ? (
          <RowActions label={`note of ${formatDateTime(note.createdAt as string)}`} onDelete={() => deletion.ask(note)} />
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-start" wrap="nowrap">
            <Select label="Type" data={NOTE_TYPES} value={type} allowDeselect={false} onChange={(value) => setType(value ?? 'General')} w={200} />
            <Textarea label="New note" autosize minRows={2} maxRows={12} maxLength={maxLengthOf('AddContactNoteInput', 'body')} value={body} error={error} onChange={(e) => setBody(e.currentTarget.value)} style={{ flex: 1 }} />
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => void add()} loading={adding.loading}>
              Add Note
            </Button>
          </Group>
        </Stack>
      </Paper>
      <DataTable label="Notes" columns={columns} rows={data?.contactNotes.items ?? []} rowKey={(note) => note.id} loading={loading} emptyText="No notes yet" />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={data?.contactNotes.totalCount ?? 0} onChange={setPage} />
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}
