import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FolderPickerDocument, MoveDocumentDocument, MoveFolderDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { FormProblem } from '../../ui/FormProblem';
import { entryName, type Entry } from './types';

const TOP = '__top__';

/** Move a folder or document to another folder of the same case (searched on the server), or to the top level. */
export function MoveDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const [target, setTarget] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [problem, setProblem] = useState<string | null>(null);
  const matterId = entry.matterId ?? null;
  const { data, previousData } = useQuery(FolderPickerDocument, { variables: { matterId, search: debounced || null } });
  const refetchQueries = ['Documents', 'FolderPath', 'FolderPicker'];
  const [moveFolder, folderState] = useMutation(MoveFolderDocument, { refetchQueries });
  const [moveDocument, documentState] = useMutation(MoveDocumentDocument, { refetchQueries });
  const isFolder = entry.__typename === 'DocumentFolder';
  const folders = ((data ?? previousData)?.documents.items ?? []).flatMap((item) =>
    // Folders of the same case (firm-wide ones for a firm-wide entry), not the folder itself.
    item.__typename === 'DocumentFolder' && item.matterId === matterId && item.id !== entry.id ? [{ value: item.id, label: item.name }] : [],
  );
  const options = [{ value: TOP, label: 'Top level' }, ...folders];
  const save = async () => {
    if (!target) return setProblem('Choose where to move it.');
    setProblem(null);
    const destination = target === TOP ? null : target;
    try {
      if (isFolder) await moveFolder({ variables: { id: entry.id, parentId: destination } });
      else await moveDocument({ variables: { id: entry.id, folderId: destination } });
      notifications.show({ color: 'green', message: `${entryName(entry)} was moved.` });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "It couldn't be moved. Check your connection and try again.");
      setProblem(found.fields ? Object.values(found.fields)[0] ?? found.message : found.message);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Move ${entryName(entry)}`} size={480} centered>
      <Stack>
        <FormProblem problem={problem} />
        <Text fz="sm" c="dimmed">
          {entry.matter ? `Folders of ${entry.matter.name}` : 'Firm-wide folders'}
        </Text>
        <Select
          label="Move to"
          placeholder="Search folders"
          searchable
          data={options}
          value={target}
          onChange={setTarget}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage="No options available"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={folderState.loading || documentState.loading}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
