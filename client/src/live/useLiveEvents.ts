import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onEvent` once for each event of a cursor subscription (messageEvents, notificationEvents,
 * aiEvents), in order. After a dropped connection graphql-ws subscribes again and the server
 * replays from the cursor it was given; events already handled are skipped here.
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
  useSubscription(document, {
    variables: { after: null },
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
