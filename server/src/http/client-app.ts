import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const NOT_BUILT = `<!doctype html><title>Matterhorn</title>
<p>The web client has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>).</p>`;

/** The compressed copies the client build writes beside each text asset (client/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Handler = (req: Request, res: Response, next: NextFunction) => void;

interface StaticOptions {
  maxAge: string;
  immutable?: boolean;
}

/** The build's copy of `file` in an encoding the browser accepts, if there is one (`Vary: Accept-Encoding` once there are copies). */
function compressedCopy(req: Request, res: Response, file: string): (typeof ENCODINGS)[number] | undefined {
  const copies = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
  if (copies.length === 0) return undefined;
  res.vary('Accept-Encoding');
  return copies.find(({ name }) => req.acceptsEncodings(name) === name);
}

/**
 * Sends the Brotli or gzip copy of a file under `root` when the build wrote one and the browser
 * accepts it (`Vary: Accept-Encoding` for caches); otherwise passes on to express.static.
 */
function precompressed(root: string, { maxAge, immutable = false }: StaticOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Only plain file names inside the folder; anything else is left to express.static.
    if (relative.includes('\0') || relative.includes('/.') || path.extname(relative) === '') return next();
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return next();
    const copy = compressedCopy(req, res, file);
    if (!copy) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', copy.name);
    res.sendFile(path.relative(root, file) + copy.suffix, { root, maxAge, immutable, acceptRanges: false }, (error) => {
      if (error) next(error);
    });
  };
}

/**
 * Serves the built React client: hashed assets cached for a year, compressed copies when the
 * browser accepts them, sign in already rendered, signed-in pages drawn with their data when
 * `drawnPages` can, every other page path answered with index.html so client-side routes work on
 * reload; GraphiQL at /graphiql when enabled.
 */
export function serveClientApp(app: Express, distDir: string, { graphiql, drawnPages }: { graphiql: boolean; drawnPages?: Handler | null }): void {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  const notBuilt: Handler = (_req, res) => {
    res.status(503).type('html').send(NOT_BUILT);
  };
  /** A page of the build, revalidated on every visit, compressed when it can be; `whenMissing` answers when the build has no such file. */
  const sendPage = (file: string, whenMissing: Handler = notBuilt): Handler => (req, res, next) => {
    if (!existsSync(file)) {
      whenMissing(req, res, next);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const copy = compressedCopy(req, res, file);
    if (copy) res.type('html').setHeader('Content-Encoding', copy.name);
    res.sendFile(file + (copy?.suffix ?? ''), (error) => {
      if (error) next(error);
    });
  };

  if (graphiql) app.get('/graphiql', sendPage(path.join(root, 'graphiql.html')));
  const assets = path.join(root, 'assets');
  const longLived = { immutable: true, maxAge: '365d' };
  app.use('/assets', precompressed(assets, longLived));
  app.use('/assets', express.static(assets, { ...longLived, index: false, fallthrough: false }));
  app.use(precompressed(root, { maxAge: '1h' }));
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  // Sign in arrives rendered (client/prerenderPages.ts), except when it says why a session ended
  // (?signedOut=): that notice only the browser draws, and React would redraw the page for it.
  // A build from before sign in was rendered has no signin.html: then it is the app's page, as any other.
  const sendSignIn = sendPage(path.join(root, 'signin.html'), (_req, _res, next) => next());
  app.get('/signin', (req, res, next) => ('signedOut' in req.query ? next() : sendSignIn(req, res, next)));
  // A signed-in page the server can draw with the person's data (http/drawn-pages.ts), else the app's page.
  const pages = /^\/(?!graphql$|graphiql$|api\/|healthz$).*/;
  if (drawnPages) app.get(pages, drawnPages);
  app.get(pages, sendPage(indexHtml));
}
