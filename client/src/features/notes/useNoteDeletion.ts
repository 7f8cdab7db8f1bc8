import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DeleteNoteDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';

/**
 * Deleting a note of a case or a contact: `ask(note)` opens "Delete this note?"; confirming deletes
 * it and says so, or that it could not. Spread `dialog` into <ConfirmDialog>.
 */
export function useNoteDeletion({ refetchQueries }: { refetchQueries: string[] }) {
  const [deleting, setDeleting] = useState<{ id: string } | null>(null);
  const [deleteNote, removing] = useMutation(DeleteNoteDocument, { refetchQueries, awaitRefetchQueries: true });

  const confirm = async () => {
    if (!deleting) return;
    try {
      await deleteNote({ variables: { id: deleting.id } });
      notifications.show({ color: 'navy', message: 'The note was deleted.' });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, "The note couldn't be deleted.").message });
    }
    setDeleting(null);
  };

  return {
    ask: (note: { id: string }) => setDeleting(note),
    dialog: {
      opened: deleting !== null,
      title: 'Delete note',
      message: 'Delete this note? This cannot be undone.',
      loading: removing.loading,
      onConfirm: () => void confirm(),
      onCancel: () => setDeleting(null),
    },
  };
}
