import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Subscribes to `document` with `variables` (null: not subscribed) while the component is mounted,
 * and calls `onData` with each result's data; subscribes again when the variables change.
 *
 * Unlike Apollo's useSubscription, the subscription is made in a task of its own after the commit:
 * building the link chain and, the first time, opening the WebSocket are not part of the commit
 * that drew the screen (when React takes over a page the server drew, that commit already blocks a
 * phone's CPU for tens of milliseconds). Results are not the component's state: it is not drawn
 * again for each.
 */
export function useSubscriptionTask<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | null,
  onData: (data: TData) => void,
): void {
  const client = useApolloClient();
  const handler = useRef(onData);
  useLayoutEffect(() => {
    handler.current = onData;
  });
  const key = variables === null ? null : JSON.stringify(variables);
  useEffect(() => {
    if (key === null) return;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = client.subscribe({ query: document, variables: JSON.parse(key) as TVariables }).subscribe(({ data }) => {
        if (data) handler.current(data as TData);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [client, document, key]);
}
