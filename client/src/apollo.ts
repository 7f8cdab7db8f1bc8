import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { createCache } from './lib/cache';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { tap } from 'rxjs';
import { noteLiveCursor } from './live/liveCursor';

/**
 * Fires `reconnected` after the live connection came back (network drop, laptop sleep, server
 * restart); live lists then subscribe again from the last event they saw.
 */
export const liveConnection = new EventTarget();

/** The server closes a socket with this code when its session has ended. */
export const CLOSE_UNAUTHORIZED = 4401;

export interface ApolloOptions {
  /** Called when the server says the session is gone (expired, signed out elsewhere, suspended). */
  onUnauthenticated: () => void;
  /** The answers a page the server drew was drawn from: the cache starts with them. */
  restore?: NormalizedCacheObject;
}

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

/**
 * Queries and mutations over HTTP, subscriptions over graphql-ws; both on /graphql of this origin,
 * authenticated by the session cookie.
 */
export function createApolloClient({ onUnauthenticated, restore }: ApolloOptions): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(
    createClient({
      url: webSocketUrl(),
      lazy: true,
      // Keep trying (with growing, randomised waits) for as long as the tab is open.
      retryAttempts: Number.POSITIVE_INFINITY,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) liveConnection.dispatchEvent(new Event('reconnected'));
        },
        closed: (event) => {
          if ((event as CloseEvent | undefined)?.code === CLOSE_UNAUTHORIZED) onUnauthenticated();
        },
      },
    }),
  );
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.operationName === 'SignIn') return;
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      onUnauthenticated();
    }
  });
  const cursorLink = new ApolloLink((operation, forward) => forward(operation).pipe(tap((result) => noteLiveCursor(result.extensions?.liveCursor))));
  const client = new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      cursorLink,
      ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink),
    ]),
    cache: restore ? createCache().restore(restore) : createCache(),
  });
  // Taking over a drawn page: its queries answer from the cache (whatever their fetch policy), as
  // they did on the server, until the page is the browser's (layout/AppFrame.tsx ends it).
  if (restore) client.prioritizeCacheValues = true;
  return client;
}
