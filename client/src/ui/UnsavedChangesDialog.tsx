import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { useHeldHistoryMove } from './useUnsavedChangesGuard';

function HoldHistory({ onHeld }: { onHeld: (held: Blocker | null) => void }) {
  useHeldHistoryMove(onHeld);
  return null;
}

/**
 * "Leave without saving?": asked before a form with unsaved changes is left or closed (`useUnsavedChangesGuard`, `useCloseGuard`).
 * Given `holdHistory` (a dialog's unsaved changes), the browser's Back and Forward wait for it too.
 */
export function UnsavedChangesDialog({
  opened,
  onConfirm,
  onCancel,
  holdHistory,
}: {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  holdHistory?: (held: Blocker | null) => void;
}) {
  return (
    <>
      {holdHistory && <HoldHistory onHeld={holdHistory} />}
      <ConfirmDialog
        opened={opened}
        title="Leave without saving?"
        message="Your changes to this form are not saved. If you leave, they are lost."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}
