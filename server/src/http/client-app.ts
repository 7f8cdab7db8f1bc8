import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

const NOT_BUILT = `<!doctype html><title>Matterhorn</title>
<p>The web client has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>).</p>`;

/**
 * Serves the built React client: hashed assets cached for a year, every other page path answered
 * with index.html so client-side routes work on reload; GraphiQL at /graphiql when enabled.
 */
export function serveClientApp(app: Express, distDir: string, { graphiql }: { graphiql: boolean }): void {
  const indexHtml = path.join(distDir, 'index.html');
  const sendPage = (file: string) => (_req: Request, res: Response) => {
    if (!existsSync(file)) {
      res.status(503).type('html').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };

  if (graphiql) app.get('/graphiql', sendPage(path.join(distDir, 'graphiql.html')));
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!graphql$|graphiql$|api\/|healthz$).*/, sendPage(indexHtml));
}
