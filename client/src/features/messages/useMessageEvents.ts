import { useSubscription } from '@apollo/client/react';
import { useLayoutEffect, useRef } from 'react';
import { MessageEventsDocument, type MessageEventsSubscription } from '../../gql/graphql';

export type MessageEvent = MessageEventsSubscription['messageEvents'];

/**
 * Calls `onEvent` once for each new message or read receipt of the viewer's conversations, in order.
 * After a dropped connection graphql-ws subscribes again and the server replays from the cursor it
 * was given; events already handled are skipped here, so each is handled once.
 */
export function useMessageEvents(onEvent: (event: MessageEvent) => void): void {
  const last = useRef<bigint>(-1n);
  const handler = useRef(onEvent);
  useLayoutEffect(() => {
    handler.current = onEvent;
  });
  useSubscription(MessageEventsDocument, {
    variables: { after: null },
    onData: ({ data }) => {
      const event = data.data?.messageEvents;
      if (!event) return;
      const cursor = BigInt(event.cursor);
      if (cursor <= last.current) return;
      last.current = cursor;
      handler.current(event);
    },
  });
}
