import { useMutation } from '@apollo/client/react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { RenameDocumentDocument, RenameFolderDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { FormActions } from '../../ui/FormActions';
import { FormProblem } from '../../ui/FormProblem';
import { FILE_NAME_MAX } from './documentFormat';
import { entryName, type Entry } from './types';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

/** Rename a folder or a document (its File Name), over the version shown. */
export function RenameDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const [openedName] = useState(() => entryName(entry));
  const [name, setName] = useState(openedName);
  const [problem, setProblem] = useState<string | null>(null);
  const refetchQueries = ['Documents', 'FolderPath', 'FolderPicker'];
  const [renameFolder, folderState] = useMutation(RenameFolderDocument, { refetchQueries });
  const [renameDocument, documentState] = useMutation(RenameDocumentDocument, { refetchQueries });
  const isFolder = entry.__typename === 'DocumentFolder';
  const guard = useCloseGuard(name !== openedName, onClose);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Enter a name.');
    setProblem(null);
    const variables = { id: entry.id, name: name.trim(), version: entry.version };
    try {
      if (isFolder) await renameFolder({ variables });
      else await renameDocument({ variables });
      notifications.show({ color: 'green', message: `Renamed to ${name.trim()}.` });
      onClose();
    } catch (failure) {
      const found = serverProblem(failure, "It couldn't be renamed. Check your connection and try again.");
      setProblem(found.fields ? Object.values(found.fields).join(' ') : found.message);
    }
  };
  return (
    <Modal opened {...guard.modalProps} title={isFolder ? 'Rename folder' : 'Rename document'} size={480} centered>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <FormProblem problem={problem} />
          <TextInput label={isFolder ? 'Folder Name' : 'File Name'} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={isFolder ? maxLengthOf('CreateFolderInput', 'name') : FILE_NAME_MAX} data-autofocus />
          <FormActions onCancel={guard.close} saving={folderState.loading || documentState.loading}>
            Save
          </FormActions>
        </Stack>
      </form>
      <UnsavedChangesDialog {...guard.dialog} />
    </Modal>
  );
}
