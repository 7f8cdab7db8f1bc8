import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AddMatterNoteDocument, MatterNotesDocument, UpdateNoteDocument, type NoteFieldsFragment, type NoteSort } from '../../gql/graphql';
import { formatDateTime } from '../../ui/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { RowActions } from '../../ui/RowActions';
import { useListParams } from '../../ui/useListParams';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { ListSearch } from '../../ui/ListSearch';
import { RecordDialog } from '../../ui/RecordDialog';
import { NOTE_TYPES } from './noteTypes';
import { useNoteDeletion } from './useNoteDeletion';
import { maxLengthOf } from '../../ui/limits';

const PAGE_SIZE = 10;
const refetchQueries = ['MatterNotes', 'MatterActivity'];

/** The case's Notes tab (spec 2.7): Date, Staff, Note, Type, Actions; Add New Note, edit, delete, Export, pages. */
export function CaseNotesTab({ matterId }: { matterId: string }) {
  const viewer = useViewer();
  const list = useListParams({ by: 'DATE', direction: 'DESC' });
  const { data, previousData, loading } = useQuery(MatterNotesDocument, { variables: { matterId, ...list.variables<NoteSort>(PAGE_SIZE) }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.matterNotes;
  const [editing, setEditing] = useState<NoteFieldsFragment | 'new' | null>(null);
  const deletion = useNoteDeletion({ refetchQueries });
  const mine = (note: NoteFieldsFragment) => note.author?.id === viewer.id || viewer.role === 'FIRM_ADMIN';

  const columns: Column<NoteFieldsFragment>[] = [
    { key: 'date', header: 'Date', sort: 'DATE', width: 190, render: (note) => formatDateTime(note.createdAt as string) },
    { key: 'staff', header: 'Staff', sort: 'STAFF', width: 170, render: (note) => note.author?.fullName ?? 'Former user' },
    { key: 'note', header: 'Note', render: (note) => <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text> },
    { key: 'type', header: 'Type', sort: 'TYPE', width: 130, render: (note) => note.type },
    {
      key: 'actions',
      header: 'Actions',
      width: 80,
      render: (note) =>
        mine(note) ? <RowActions label={`note of ${formatDateTime(note.createdAt as string)}`} onEdit={() => setEditing(note)} onDelete={() => deletion.ask(note)} /> : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ListSearch list={list} label="Search notes" placeholder="Search notes" w={280} />
        <Group gap="sm">
          <Button component="a" href={`/api/export/matters/${matterId}/notes`} variant="default" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add New Note
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Notes"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(note) => note.id}
        loading={loading}
        emptyText={list.debouncedSearch ? `No notes match "${list.debouncedSearch}"` : 'No notes on this case yet'}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <Pager page={list.page} pageSize={PAGE_SIZE} totalCount={result?.totalCount ?? 0} onChange={list.setPage} />
      {editing && <NoteDialog matterId={matterId} note={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}

function NoteDialog({ matterId, note, onClose }: { matterId: string; note: NoteFieldsFragment | null; onClose: () => void }) {
  const [type, setType] = useState(note?.type ?? 'General');
  const [body, setBody] = useState(note?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [addNote, adding] = useMutation(AddMatterNoteDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateNote, updating] = useMutation(UpdateNoteDocument, { refetchQueries, awaitRefetchQueries: true });
  const save = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setError(null);
    setProblem(null);
    if (!body.trim()) return setError('Write the note.');
    try {
      if (note) await updateNote({ variables: { input: { id: note.id, version: note.version, type, body } } });
      else await addNote({ variables: { input: { matterId, type, body } } });
      notifications.show({ color: 'green', message: note ? 'Note saved.' : 'Note added.' });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "The note couldn't be saved. Check your connection and try again.");
      if (found.code === 'CONFLICT') setProblem('Someone changed this note after you opened it. Close it and open it again to see their changes.');
      else if (found.fields) setError(Object.values(found.fields).join(' '));
      else setProblem(found.message);
    }
  };
  return (
    <RecordDialog
      title={note ? 'Edit Note' : 'Add New Note'}
      size={600}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
      problem={problem}
      saving={adding.loading || updating.loading}
      dirty={type !== (note?.type ?? 'General') || body !== (note?.body ?? '')}
    >
      <Select label="Type" data={NOTE_TYPES.includes(type) ? NOTE_TYPES : [type, ...NOTE_TYPES]} value={type} allowDeselect={false} onChange={(value) => setType(value ?? 'General')} w={220} />
      <Textarea label="Note" autosize minRows={4} maxRows={14} maxLength={maxLengthOf('AddMatterNoteInput', 'body')} value={body} error={error} onChange={(e) => setBody(e.currentTarget.value)} data-autofocus />
    </RecordDialog>
  );
}
