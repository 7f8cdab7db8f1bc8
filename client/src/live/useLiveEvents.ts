import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { liveConnection } from '../apollo';

/**
 * Calls `onEvent` once for each event of a cursor subscription (messageEvents, notificationEvents,
 * aiEvents), in order. When the connection comes back after a drop, it subscribes again from the
 * last event handled, so the server replays what was missed; anything seen twice is skipped.
 */
export function useLiveEvents<TData, TEvent extends { cursor: string }>(
  document: TypedDocumentNode<TData, { after?: string | null }>,
  pick: (data: TData) => TEvent | null | undefined,
  onEvent: (event: TEvent) => void,
): void {
  const last = useRef<bigint>(-1n);
  const handler = useRef(onEvent);
  useLayoutEffect(() => {
    handler.current = onEvent;
  });
  const [after, setAfter] = useState<string | null>(null);
  useEffect(() => {
    const resume = () => setAfter(last.current >= 0n ? last.current.toString() : null);
    liveConnection.addEventListener('reconnected', resume);
    return () => liveConnection.removeEventListener('reconnected', resume);
  }, []);
  useSubscription(document, {
    variables: { after },
    onData: ({ data }) => {
      const event = data.data ? pick(data.data as TData) : null;
      if (!event) return;
      const cursor = BigInt(event.cursor);
      if (cursor <= last.current) return;
      last.current = cursor;
      handler.current(event);
    },
  });
}
