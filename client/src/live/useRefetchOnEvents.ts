import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveEvents } from './useLiveEvents';

/**
 * Someone else's change: refetch the named queries on screen. Events arriving together (a burst
 * of moves) are gathered into one refetch. `options.variables` are the subscription's other
 * arguments; with `options.when`, only the events it accepts refetch; `options.skip` subscribes to nothing.
 */
export function useRefetchOnEvents<TData, TEvent extends { cursor: string }, TVariables extends { after?: string | null } = { after?: string | null }>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TEvent | null | undefined,
  queries: readonly string[],
  options: { variables?: Omit<TVariables, 'after'>; when?: (event: TEvent) => boolean; skip?: boolean } = {},
): void {
  const client = useApolloClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const names = queries.join('|');
  const reload = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => void client.refetchQueries({ include: names.split('|') }), 200);
  }, [client, names]);
  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current);
  }, []);
  const { when } = options;
  useLiveEvents(document, pick, (event) => {
    if (!when || when(event)) reload();
  }, options.variables, options.skip);
}
