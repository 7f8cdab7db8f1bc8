import { useCallback, useEffect, useRef, useState } from 'react';
import { useBeforeUnload, useBlocker, type Blocker, type BlockerFunction, type Location } from 'react-router-dom';

/** While `dirty`, closing or reloading the tab asks first (the browser's own question). */
function useWarnOnUnload(dirty: boolean) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        // Browsers before the standard (Chrome < 119) ask only when returnValue is set.
        event.returnValue = true;
      },
      [dirty],
    ),
  );
}

/** The address without the search params that only choose a view of the same form (a tab). */
function formAddress(location: Location, viewParams: readonly string[]) {
  const params = new URLSearchParams(location.search);
  for (const name of viewParams) params.delete(name);
  params.sort();
  return `${location.pathname}?${params.toString()}`;
}

const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * A full-page form's unsaved changes: while `dirty`, leaving the page in the app (a link, the
 * browser's Back) asks "Leave without saving?" first, and closing or reloading the tab asks the
 * browser's question. Render <UnsavedChangesDialog {...guard.dialog} /> on the page. `viewParams`
 * (a constant) names the search params that switch between tabs of the same form, which never
 * ask. Call `allowLeaving()` right before navigating away after a successful save. One per page:
 * the router keeps one blocker at a time.
 */
export function useUnsavedChangesGuard(dirty: boolean, { viewParams = NO_VIEW_PARAMS }: { viewParams?: readonly string[] } = {}) {
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && formAddress(currentLocation, viewParams) !== formAddress(nextLocation, viewParams),
    [dirty, viewParams],
  );
  const blocker = useBlocker(shouldBlock);
  useWarnOnUnload(dirty);
  return {
    /** Props of <UnsavedChangesDialog>: Leave goes where the user was going, Stay keeps the page as it is. */
    dialog: {
      opened: blocker.state === 'blocked',
      onConfirm: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    },
    /** Lets the next navigation through without asking (the changes were just saved). */
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}

/** A move through the browser's history (Back, Forward): the only in-app navigation a person makes while a dialog covers the page. */
const isHistoryMove: BlockerFunction = ({ historyAction }) => historyAction === 'POP';

/**
 * While mounted, the browser's Back and Forward wait: `onHeld` gets the held move (null once it goes
 * on or is let go). Mounted only while a dialog has unsaved changes (UnsavedChangesDialog's
 * `holdHistory`): the router asks only its newest blocker, so a dialog that is mounted but untouched
 * must not hold one. Navigations the app makes itself (a dialog's own close or save taking `?add=1`
 * away) are never held.
 */
export function useHeldHistoryMove(onHeld: (held: Blocker | null) => void) {
  const blocker = useBlocker(isHistoryMove);
  useEffect(() => onHeld(blocker.state === 'blocked' ? blocker : null), [blocker, onHeld]);
}

/**
 * A dialog's unsaved changes: while `dirty`, closing it (Escape, a click outside, ×, Cancel: every
 * way that runs `close`) or the browser's Back asks "Leave without saving?" first, and closing or
 * reloading the tab asks the browser's question. Spread `modalProps` into the <Modal> (its own
 * Escape waits while the question is open), call `close` from Cancel, render
 * <UnsavedChangesDialog {...guard.dialog} /> next to the Modal. A successful save calls `onClose`
 * itself, so it never asks. Leave after Back goes back (the dialog's page decides what then shows).
 */
export function useCloseGuard(dirty: boolean, onClose: () => void) {
  const [asking, setAsking] = useState(false);
  /** Back or Forward pressed with changes unsaved, waiting for the answer. */
  const [held, setHeld] = useState<Blocker | null>(null);
  useWarnOnUnload(dirty);
  // Asked once the key or click that closes has been handled: Mantine's modals each listen for
  // Escape on the window, so a question opened while that Escape is still being dispatched would
  // take it too and close at once (jsdom does not show this; Chromium does).
  const close = () => (dirty ? void setTimeout(() => setAsking(true)) : onClose());
  const open = asking || held !== null;
  return {
    close,
    modalProps: { onClose: close, closeOnEscape: !open },
    dialog: {
      opened: open,
      onConfirm: () => {
        setAsking(false);
        if (held) held.proceed?.();
        else onClose();
      },
      onCancel: () => {
        setAsking(false);
        held?.reset?.();
      },
      holdHistory: dirty ? setHeld : undefined,
    },
  };
}
