import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { OperationTypeNode, print, type FormattedExecutionResult } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { EMPTY, from, tap } from 'rxjs';
import { AppFrame } from './App';
import { createCache } from './lib/cache';
import { DrawnAhead, type DrawnState } from './lib/drawnAhead';
import { laterCursor } from './live/liveCursor';
import { drawnIn, type Place } from './lib/localTime';

/** The cookies the server reads the browser's time zone and locale from. */
export { LOCALE_COOKIE, TIME_ZONE_COOKIE } from './lib/localTime';
import type { RouteHandle } from './layout/AppFrame';
import { PAGE_ROUTES, routes } from './routes';

/**
 * The paths the server may draw (routes marked `drawnAhead`) and the page each shows (its module's
 * name): the build has drawn pages ask for that page's code with the app's (client/prerenderPages.ts).
 */
export function drawnPages(): { path: string; page: string }[] {
  return PAGE_ROUTES.filter(({ handle }) => handle.drawnAhead).map(({ path, lazy }) => ({ path, page: lazy.page }));
}

/** The router's answer for a path, or null when it is no page (a redirect or an error). */
async function routed(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

/** The app as the browser's App draws it, around the static router of one request. */
function page(client: ApolloClient, { router, context }: NonNullable<Awaited<ReturnType<typeof routed>>>, drawnAhead: boolean): ReactNode {
  return (
    <StrictMode>
      <DrawnAhead value={drawnAhead}>
        <AppFrame client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </DrawnAhead>
    </StrictMode>
  );
}

/**
 * A page's markup as the browser's first render draws it, for pages that need nothing from the
 * server to show (sign in): the build writes it into the page's HTML (client/prerenderPages.ts),
 * so a phone shows the page before the app's code has arrived, and main.tsx hydrates it. The same
 * frame and routes as the browser's App; no request is made (who is signed in is still loading,
 * as in the browser's first render).
 */
export async function prerender(path: string): Promise<string> {
  const request = await routed(path);
  if (!request) throw new Error(`${path} is not a page`);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty(), ssrMode: true });
  return renderToString(page(client, request, false));
}

/** One query of a page, as the server's GraphQL endpoint takes it. */
export interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface PageRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The browser's time zone and locale (its cookies), which the page's times are drawn in. */
  place: Place;
  /** Runs one of the page's queries as the signed-in person (the server's own GraphQL, in process). */
  execute(operation: PageOperation): Promise<FormattedExecutionResult>;
  /** Runs one synchronous render pass with the process's local time in `timeZone` (Date's getters). */
  inTimeZone<T>(timeZone: string, work: () => T): T;
  /** Gives up when aborted (the page is then sent to be drawn by the browser). */
  signal?: AbortSignal;
}

export interface DrawnPage {
  html: string;
  state: DrawnState;
}

/** How React's server renderer marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

/** The most render passes a page may take (each waits for the queries the last one started). */
const MAX_PASSES = 8;

/**
 * A signed-in page drawn with the person's data, for the server to send as HTML (the routes marked
 * `drawnAhead`: home, the case lists and a case): the app's own tree, rendered until its queries
 * are answered (each through `execute`, as the person), in the browser's time zone and locale.
 * Null when the page is not one of those, is no page, or any of its queries did not answer in
 * full: the browser then draws it, as it draws every other page. main.tsx takes the page over with
 * `state` in the cache, so the browser's first render is the page as drawn.
 */
export async function renderPage({ url, place, execute, inTimeZone, signal }: PageRequest): Promise<DrawnPage | null> {
  const address = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, address.pathname);
  if (!matches?.some(({ route }) => (route.handle as RouteHandle | undefined)?.drawnAhead)) return null;
  const request = await routed(`${address.pathname}${address.search}`);
  if (!request) return null;

  let complete = true;
  let liveCursor: bigint | null = null;
  const link = new ApolloLink((operation) => {
    // Live updates start in the browser (from liveCursor); a page never changes data while drawn.
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return EMPTY;
    if (operation.operationType !== OperationTypeNode.QUERY) {
      complete = false;
      return EMPTY;
    }
    return from(execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })).pipe(
      tap((result) => {
        if (result.errors?.length || !result.data) complete = false;
        liveCursor = laterCursor(liveCursor, result.extensions?.liveCursor);
      }),
    );
  });
  const cache = createCache();
  const client = new ApolloClient({ cache, link, ssrMode: true });
  const { result, aborted } = await prerenderStatic({
    tree: page(client, request, true),
    renderFunction: (tree) => inTimeZone(place.timeZone, () => drawnIn(place, () => renderToString(tree))),
    signal,
    maxRerenders: MAX_PASSES,
  });
  // A part still loading its code (a lazy tab) is drawn by its fallback, for the browser to draw
  // again and report: such a page is the browser's to draw whole.
  if (aborted || !complete || result.includes(CLIENT_RENDERED)) return null;
  return { html: result, state: { cache: cache.extract(), liveCursor: liveCursor === null ? null : String(liveCursor) } };
}
