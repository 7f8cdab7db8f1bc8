import { notifications } from '@mantine/notifications';
import { useState } from 'react';

/**
 * "Delete X?" for a list's row menu: `ask(row)` opens the confirmation, and confirming runs
 * `remove` and says how it went ("X was deleted.", or `verb`: "removed"). Spread `dialog` into
 * <ConfirmDialog> with its title and message.
 */
export function useDeleteConfirmation<T extends { name: string }>(remove: (item: T) => Promise<unknown>, verb = 'deleted') {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await remove(pending);
      notifications.show({ color: 'navy', message: `${pending.name} was ${verb}.` });
    } catch {
      notifications.show({ color: 'red', message: `${pending.name} could not be ${verb}. Please try again.` });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return {
    ask: (item: T) => setPending(item),
    /** The item being confirmed, if any. */
    pending,
    dialog: { opened: pending !== null, loading: busy, onConfirm: () => void confirm(), onCancel: () => setPending(null) },
  };
}
