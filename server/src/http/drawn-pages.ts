import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { parse } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { setRequestScope } from '../db/scope';
import type { Viewer } from '../graphql/context';
import { viewerScope } from '../graphql/viewer-scope';
import type { Logger } from '../logger';
import { sessionTokenOf } from './session-cookie';

/** The client build's folder for Node beside its dist/ (client/prerenderPages.ts): the renderer and the page template. */
export const RENDERER_DIR = 'dist-server';

/** One query of a page, as the GraphQL endpoint takes it. */
export interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** What the client build's renderer (client/src/prerender.tsx, built into dist-server/) offers. */
interface ClientRenderer {
  TIME_ZONE_COOKIE: string;
  LOCALE_COOKIE: string;
  renderPage(request: {
    url: string;
    place: { timeZone: string; locale: string };
    execute(operation: PageOperation): Promise<FormattedExecutionResult>;
    inTimeZone<T>(timeZone: string, work: () => T): T;
    signal?: AbortSignal;
  }): Promise<{ html: string; state: unknown } | null>;
}

export interface DrawnPagesOptions {
  /** The client build's folder for Node (client/dist-server): the renderer and the page template. */
  rendererDir: string;
  logger: Logger;
  /** The viewer behind a session token, or null. */
  resolveSession(token: string | undefined): Promise<Viewer | null>;
  /** Runs one of a page's queries as `viewer` (the GraphQL endpoint's own pipeline, in process). */
  execute(viewer: Viewer, req: Request, res: Response, operation: PageOperation): Promise<FormattedExecutionResult>;
  /** A page not drawn by then is left to the browser. */
  timeoutMs: number;
}

/** Where the template takes the page's markup and the answers it was drawn from (client/prerenderPages.ts). */
const DRAWN_PAGE = '<!--drawn-page-->';
const DRAWN_STATE = '<!--drawn-state-->';

/** JSON that cannot end or comment its <script> element, nor be read as markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A zone this runtime knows, as the browser named it (America/Chicago); anything else is not used. */
function timeZoneOf(value: string | undefined): string | null {
  if (!value || !/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A locale tag as the browser named it (en-US), canonical; anything else is not used. */
function localeOf(value: string | undefined): string | null {
  if (!value || !/^[A-Za-z0-9-]{2,35}$/.test(value)) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs `work` with Date's local time in `timeZone` (process.env.TZ, which Node applies at once),
 * then puts the process's own zone back. For one synchronous render pass: nothing else runs in
 * between, so no other request sees the zone.
 */
function inTimeZone<T>(timeZone: string, work: () => T): T {
  const own = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return work();
  } finally {
    if (own === undefined) delete process.env.TZ;
    else process.env.TZ = own;
  }
}

/**
 * Signed-in pages drawn on the server: for a page the client marks `drawnAhead` (home, the case
 * lists, a case), asked for by a signed-in browser that has told its time zone and locale, the
 * app's own renderer draws the page with the person's data (every query through the GraphQL
 * pipeline as that person, in their firm's database scope) into the built page, with the answers
 * it was drawn from for the browser to take it over. A phone then shows the page from its HTML,
 * seconds before the app's code has run. Anything else (no session, another page, a query that
 * did not answer in full, an error, more than `timeoutMs`) goes on to the page the browser draws.
 * Null when the client build has no renderer (an older build, or tests' own client folder).
 */
export async function drawnPages(options: DrawnPagesOptions): Promise<RequestHandler | null> {
  const { rendererDir, logger } = options;
  const rendererFile = path.join(rendererDir, 'prerender.mjs');
  const templateFile = path.join(rendererDir, 'page.html');
  if (!existsSync(rendererFile) || !existsSync(templateFile)) return null;
  let template: string;
  let renderer: ClientRenderer;
  try {
    template = await readFile(templateFile, 'utf8');
    if (!template.includes(DRAWN_PAGE) || !template.includes(DRAWN_STATE)) throw new Error(`${templateFile} is not a page template`);
    renderer = (await import(pathToFileURL(rendererFile).href)) as ClientRenderer;
  } catch (error) {
    // The app works without it: every page is drawn by the browser, as before.
    logger.error({ err: error, rendererDir }, 'The client build\'s page renderer could not be loaded; the browser draws every page');
    return null;
  }
  const compress = compression({ threshold: 1024 });

  /** The page drawn for this request, or null when it is the browser's to draw. */
  async function draw(req: Request, res: Response): Promise<string | null> {
    const cookies = parse(req.headers.cookie ?? '');
    const token = sessionTokenOf(cookies, req.secure);
    if (!token) return null;
    const timeZone = timeZoneOf(cookies[renderer.TIME_ZONE_COOKIE]);
    const locale = localeOf(cookies[renderer.LOCALE_COOKIE]);
    if (!timeZone || !locale) return null;
    const viewer = await options.resolveSession(token);
    if (!viewer) return null;
    setRequestScope(viewerScope(viewer));
    const page = await renderer.renderPage({
      url: req.originalUrl,
      place: { timeZone, locale },
      execute: (operation) => options.execute(viewer, req, res, operation),
      inTimeZone,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!page) return null;
    return template.replace(DRAWN_STATE, () => jsonForScript(page.state)).replace(DRAWN_PAGE, () => page.html);
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    draw(req, res).then(
      (html) => {
        if (html === null) return next();
        // The person's own data: never kept by a cache, and not the page another cookie gets.
        res.setHeader('Cache-Control', 'private, no-store');
        res.vary('Cookie');
        res.type('html');
        compress(req, res, () => res.send(html));
      },
      (error: unknown) => {
        logger.warn({ err: error, path: req.path }, 'A signed-in page could not be drawn on the server; the browser draws it');
        next();
      },
    );
  };
}
