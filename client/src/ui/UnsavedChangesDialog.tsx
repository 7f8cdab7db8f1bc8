import { ConfirmDialog } from './ConfirmDialog';

/** "Leave without saving?": asked before a form with unsaved changes is left or closed (`useUnsavedChangesGuard`, `useCloseGuard`). */
export function UnsavedChangesDialog({ opened, onConfirm, onCancel }: { opened: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Leave without saving?"
      message="Your changes to this form are not saved. If you leave, they are lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
