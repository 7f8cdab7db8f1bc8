import { ApolloClient, ApolloLink } from '@apollo/client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from './App';
import { createCache } from './lib/cache';
import { routes } from './routes';

/**
 * A page's markup as the browser's first render draws it, for pages that need nothing from the
 * server to show (sign in): the build writes it into the page's HTML (client/prerender.ts), so a
 * phone shows the page before the app's code has arrived, and main.tsx hydrates it. The same
 * frame and routes as the browser's App; no request is made (who is signed in is still loading,
 * as in the browser's first render).
 */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  return renderToString(
    <StrictMode>
      <AppFrame client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
}
