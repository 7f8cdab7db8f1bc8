import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './fallbackFont.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import { DRAWN_STATE_ID, type DrawnState } from './lib/drawnAhead';
import { rememberPlace } from './lib/localTime';
import { noteLiveCursor } from './live/liveCursor';
import { routes } from './routes';

// Start loading the opened page's code now, alongside React's first render, rather than once the
// router starts (the router's own load of the route then finds the module already on its way).
const opened = (matchRoutes(routes, window.location) ?? []).flatMap(({ route }) =>
  typeof route.lazy === 'function' ? [{ route, module: route.lazy() }] : [],
);
for (const { module } of opened) module.catch(() => undefined);

// The server draws signed-in pages in this browser's time zone and locale.
rememberPlace();

const root = document.getElementById('root')!;
const drawnState = document.getElementById(DRAWN_STATE_ID)?.textContent;
const drawn = drawnState ? (JSON.parse(drawnState) as DrawnState) : undefined;
const app = (
  <StrictMode>
    <App drawn={drawn} />
  </StrictMode>
);

if (drawn) {
  // A signed-in page drawn by the server with its data (client/src/prerender.tsx renderPage): once
  // its code is here (the router would otherwise draw its loader first), React takes over the drawn
  // markup with the answers it was drawn from, in time slices (a transition), so the tab is never
  // blocked for long. The page stays inert until it is taken over (layout/AppFrame.tsx).
  noteLiveCursor(drawn.liveCursor);
  Promise.all(
    opened.map(async ({ route, module }) => {
      Object.assign(route, await module, { lazy: undefined });
    }),
  ).then(
    () => {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    },
    () => {
      // The page's code did not load: drawing it anew shows the router's own error.
      root.removeAttribute('inert');
      root.replaceChildren();
      createRoot(root).render(app);
    },
  );
} else if (root.firstElementChild) {
  // Sign in arrives rendered and inert (client/prerenderPages.ts): React takes over that markup rather
  // than drawing it again, and it answers from now on (events before hydration ends hydrate it at once).
  root.removeAttribute('inert');
  hydrateRoot(root, app);
} else createRoot(root).render(app);
