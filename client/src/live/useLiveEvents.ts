import type { TypedDocumentNode } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { liveConnection } from '../apollo';
import { currentLiveCursor, whenLiveCursorKnown } from './liveCursor';
import { useSubscriptionTask } from './useSubscriptionTask';

/**
 * Calls `onEvent` once for each event of a cursor subscription (messageEvents, notificationEvents,
 * aiEvents, taskEvents, caseRecordEvents), in order. It starts from the cursor the server last mentioned (before
 * this screen's data loaded; until one is mentioned it waits), so nothing between the load and the subscription is lost; when the
 * connection comes back after a drop, it subscribes again from the last event handled. Anything
 * seen twice is skipped, and handlers must accept an event their data already shows.
 */
export function useLiveEvents<TData, TEvent extends { cursor: string }, TVariables extends { after?: string | null } = { after?: string | null }>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TEvent | null | undefined,
  onEvent: (event: TEvent) => void,
  /** The subscription's other arguments (a case's events: its `matterId`). */
  variables?: Omit<TVariables, 'after'>,
  /** Not subscribed (the viewer may not hear these events). */
  skip = false,
): void {
  const [after, setAfter] = useState<string | null>(currentLiveCursor);
  const last = useRef<bigint>(after === null ? -1n : BigInt(after));
  useEffect(() => {
    if (after !== null) return;
    // No answer has said yet where the events stand (the first screen after signing in): subscribing
    // now would start from whenever the subscription reaches the server, and lose what was committed
    // after this screen's data was read. It waits for the first answer's cursor and starts from it.
    return whenLiveCursorKnown((cursor) => {
      if (last.current < 0n) last.current = BigInt(cursor);
      setAfter(last.current.toString());
    });
  }, [after]);
  useEffect(() => {
    const resume = () => setAfter(last.current >= 0n ? last.current.toString() : currentLiveCursor());
    liveConnection.addEventListener('reconnected', resume);
    return () => liveConnection.removeEventListener('reconnected', resume);
  }, []);
  useSubscriptionTask(document, skip || after === null ? null : ({ ...variables, after } as TVariables), (data) => {
    const event = pick(data);
    if (!event) return;
    const cursor = BigInt(event.cursor);
    if (cursor <= last.current) return;
    last.current = cursor;
    onEvent(event);
  });
}
