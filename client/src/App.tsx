import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { sessionRefused } from './features/auth/session';
import { DrawnAhead, type DrawnState } from './lib/drawnAhead';
import { MeDocument } from './gql/graphql';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

function createClient(drawn: DrawnState | undefined) {
  // A request refused while signed in: sign-in then says the session expired.
  const client = createApolloClient({ onUnauthenticated: () => sessionRefused(client), restore: drawn?.cache });
  // Who is signed in is the first thing every page needs: ask now, while the page's code is still
  // loading, instead of after it (RequireAuth and SignInPage then share this request or its answer).
  client.query({ query: MeDocument }).catch(() => undefined);
  return client;
}

/** Theme, notifications and the GraphQL client around a router: the browser's (App) or, at build time, a page's (client/prerender.ts). */
export function AppFrame({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

/** The app in the browser; `drawn` when it takes over a page the server drew (main.tsx). */
export function App({ drawn }: { drawn?: DrawnState }) {
  const [client] = useState(() => createClient(drawn));
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <DrawnAhead value={Boolean(drawn)}>
      <AppFrame client={client}>
        <RouterProvider router={router} />
      </AppFrame>
    </DrawnAhead>
  );
}
