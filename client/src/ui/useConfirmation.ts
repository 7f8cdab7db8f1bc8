import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { serverProblem } from './serverProblem';

/**
 * "Are you sure?" before something that cannot be taken back (delete, remove, suspend): `ask(item)`
 * opens the confirmation, and confirming runs `action` and says how it went ("Jane Doe was
 * suspended.", or the server's reason it could not be). Spread `dialog` into <ConfirmDialog> with its
 * title, message and confirmLabel; `pending` is the item asked about, for those texts.
 */
export function useConfirmation<T extends { name: string }>(action: (item: T) => Promise<unknown>, verb: string) {
  const [pending, setPending] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending || !opened) return;
    setBusy(true);
    try {
      await action(pending);
      notifications.show({ color: 'navy', message: `${pending.name} was ${verb}.` });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, `${pending.name} could not be ${verb}. Please try again.`).message });
    } finally {
      setBusy(false);
      setOpened(false);
    }
  };
  return {
    ask: (item: T) => {
      setPending(item);
      setOpened(true);
    },
    /** The item asked about (kept while the dialog closes, so its texts do not change as it fades). */
    pending,
    dialog: { opened, loading: busy, onConfirm: () => void confirm(), onCancel: () => setOpened(false) },
  };
}

/**
 * A form's Save that asks first when the change cannot be taken back (suspending someone from an
 * edit form): `submit(values, ask)` saves at once, or, when `ask`, opens the confirmation and saves
 * once it is confirmed. Spread `dialog` into <ConfirmDialog> with its texts; the form itself shows
 * how saving went.
 */
export function useConfirmedSave<V>(save: (values: V) => Promise<void>) {
  const [asked, setAsked] = useState<V | null>(null);
  return {
    submit: (values: V, ask: boolean) => (ask ? setAsked(values) : void save(values)),
    /** The values waiting for the confirmation, if any. */
    pending: asked,
    dialog: {
      opened: asked !== null,
      onConfirm: () => {
        if (asked) void save(asked);
        setAsked(null);
      },
      onCancel: () => setAsked(null),
    },
  };
}
