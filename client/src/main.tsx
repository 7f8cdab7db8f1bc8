import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './fallbackFont.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App, createClient } from './App';
import { DRAWN_STATE_ID, type DrawnState } from './lib/drawnAhead';
import { rememberPlace } from './lib/localTime';
import { nextTask } from './lib/nextTask';
import { noteLiveCursor } from './live/liveCursor';
import { routes } from './routes';

// Start loading the opened page's code now, alongside React's first render, rather than once the
// router starts (the router's own load of the route then finds the module already on its way).
const opened = (matchRoutes(routes, window.location) ?? []).flatMap(({ route }) =>
  typeof route.lazy === 'function' ? [{ route, module: route.lazy() }] : [],
);
for (const { module } of opened) module.catch(() => undefined);

// The server draws signed-in pages in this browser's time zone and locale (kept by the browser from
// an earlier page; Intl, whose first question loads its locale data, is asked only when they changed).
setTimeout(rememberPlace, 0);

const root = document.getElementById('root')!;
const drawnState = document.getElementById(DRAWN_STATE_ID)?.textContent;
const drawn = drawnState ? (JSON.parse(drawnState) as DrawnState) : undefined;

/**
 * A signed-in page drawn by the server with its data (client/src/prerender.tsx renderPage) is taken
 * over once its code is here (the router would otherwise draw its loader first); false when that
 * code did not load: the page is then drawn anew, with the router's own error.
 */
async function pageCodeLoaded(): Promise<boolean> {
  try {
    await Promise.all(
      opened.map(async ({ route, module }) => {
        Object.assign(route, await module, { lazy: undefined });
      }),
    );
    return true;
  } catch {
    root.removeAttribute('inert');
    root.replaceChildren();
    return false;
  }
}

/**
 * Start-up in short tasks (the client, the router, then React), never one long one: a phone's
 * slower CPU is blocked for tens of milliseconds at a time at most.
 */
async function start() {
  const takeOver = drawn && (await pageCodeLoaded()) ? drawn : undefined;
  if (takeOver) noteLiveCursor(takeOver.liveCursor);
  await nextTask();
  const client = createClient(takeOver);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const app = (
    <StrictMode>
      <App client={client} router={router} drawn={Boolean(takeOver)} />
    </StrictMode>
  );
  if (takeOver) {
    // The answers the page was drawn from are the client's cache; React takes over the drawn markup
    // in time slices (a transition). The page stays inert until it is taken over (layout/AppFrame.tsx).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root.firstElementChild) {
    // Sign in arrives rendered and inert (client/prerenderPages.ts): React takes over that markup
    // rather than drawing it again, in time slices too (in one task it blocked a phone's CPU for
    // some 200 ms), and it answers from now on: a key or a tap before hydration ends hydrates it
    // at once and is then handled.
    root.removeAttribute('inert');
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start();
