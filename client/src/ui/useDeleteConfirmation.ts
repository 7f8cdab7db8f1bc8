import { notifications } from '@mantine/notifications';
import { useState } from 'react';

/**
 * "Delete X?" for a list's row menu: `ask(row)` opens the confirmation, and confirming runs
 * `remove` and says how it went. Spread `dialog` into <ConfirmDialog> with its title and message.
 */
export function useDeleteConfirmation<T extends { name: string }>(remove: (item: T) => Promise<unknown>) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await remove(pending);
      notifications.show({ color: 'navy', message: `${pending.name} was deleted.` });
    } catch {
      notifications.show({ color: 'red', message: `${pending.name} could not be deleted. Please try again.` });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return {
    ask: (item: T) => setPending(item),
    dialog: { opened: pending !== null, loading: busy, onConfirm: () => void confirm(), onCancel: () => setPending(null) },
  };
}
