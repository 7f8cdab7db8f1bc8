import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { sessionRefused } from './features/auth/session';
import { DrawnAhead, type DrawnState } from './lib/drawnAhead';
import { MeDocument } from './gql/graphql';
import { cssVariablesResolver, theme } from './theme';

/** The browser's GraphQL client; `drawn` when it takes over a page the server drew (its answers are the cache). */
export function createClient(drawn: DrawnState | undefined): ApolloClient {
  // A request refused while signed in: sign-in then says the session expired.
  const client = createApolloClient({ onUnauthenticated: () => sessionRefused(client), restore: drawn?.cache });
  // Who is signed in is the first thing every page needs: ask now, while the page's code is still
  // loading, instead of after it (RequireAuth and SignInPage then share this request or its answer).
  // A drawn page's answers already say who it is.
  if (!drawn) client.query({ query: MeDocument }).catch(() => undefined);
  return client;
}

/** Theme, notifications and the GraphQL client around a router: the browser's (App) or, at build time, a page's (client/prerender.ts). */
export function AppFrame({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Toasts at the top centre: at the top right they covered the bell and the avatar, which people reach for as a toast appears; at the bottom right, a conversation's send button. */}
      <Notifications position="top-center" />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

/** The app in the browser, its client and router made by main.tsx; `drawn` when it takes over a page the server drew. */
export function App({ client, router, drawn }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter>; drawn: boolean }) {
  return (
    <DrawnAhead value={drawn}>
      <AppFrame client={client}>
        <RouterProvider router={router} />
      </AppFrame>
    </DrawnAhead>
  );
}
