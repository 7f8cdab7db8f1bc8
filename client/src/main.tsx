import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import { routes } from './routes';

// Start loading the opened page's code now, alongside React's first render, rather than once the
// router starts (the router's own load of the route then finds the module already on its way).
for (const { route } of matchRoutes(routes, window.location) ?? []) {
  if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Sign in arrives rendered and inert (client/prerenderPages.ts): React takes over that markup rather
// than drawing it again, and it answers from now on (events before hydration ends hydrate it at once).
if (root.firstElementChild) {
  root.removeAttribute('inert');
  hydrateRoot(root, app);
} else createRoot(root).render(app);
