import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import { routes } from './routes';

// Start loading the opened page's code now, alongside React's first render, rather than once the
// router starts (the router's own load of the route then finds the module already on its way).
for (const { route } of matchRoutes(routes, window.location) ?? []) {
  if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
