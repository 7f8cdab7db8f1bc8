import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { runRequest } from '../db/scope';

/** The steps of a /graphql request after the headers every answer gets, in order (Express middleware). */
export interface GraphqlHttpSteps {
  /** Headers every answer of the app carries (helmet's), worked out once (`headersSetBy`). */
  headers: ReadonlyArray<readonly [string, string | number | readonly string[]]>;
  /** Compression, the JSON body, …, then Apollo Server. Each calls `next` or answers. */
  steps: readonly RequestHandler[];
  /** What a step's error gets (the REST error handler's answer). */
  onError(error: unknown, req: Request, res: Response, next: NextFunction): void;
}

/**
 * The headers a middleware that only sets headers sets (helmet's, with options that do not depend
 * on the request), recorded once from a stand-in response so that each request can set them
 * without running the middleware's chain of a dozen steps.
 */
export function headersSetBy(middleware: RequestHandler): GraphqlHttpSteps['headers'] {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), value);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let passed = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as Request, recorder as unknown as Response, () => {
    passed = true;
  });
  if (!passed) throw new Error('The header middleware did not pass the request on at once');
  return [...headers];
}

/** `/graphql` with or without a query string: the one path the handler below answers. */
export function isGraphqlRequest(url: string | undefined, path: string): boolean {
  if (!url?.startsWith(path)) return false;
  return url.length === path.length || url.charCodeAt(path.length) === 63; /* ? */
}

/**
 * /graphql served without going through Express's router and the app-wide middleware chain: the
 * API's requests are most of the server's work (a case list page is some 4 ms of CPU), and the
 * router's layers and helmet's dozen steps were several per cent of it. The request and response
 * get Express's methods as Express gives them (cookies, `req.ip` and `req.secure` under the app's
 * `trust proxy`), the same headers every other answer gets, a fresh database scope (db/scope.ts),
 * and then the same steps `app.use(path, …steps)` ran, errors answered by the same handler.
 */
export function graphqlHttpHandler(app: Express, { headers, steps, onError }: GraphqlHttpSteps) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    // As Express's own app.handle does before its router.
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    res.locals = Object.create(null) as Response['locals'];
    for (const [name, value] of headers) res.setHeader(name, value);
    runRequest(() => {
      let index = 0;
      const next = (error?: unknown): void => {
        if (error !== undefined && error !== null) {
          onError(error, req, res, () => undefined);
          return;
        }
        const step = steps[index++];
        if (!step) {
          res.status(404).end();
          return;
        }
        try {
          const result = step(req, res, next) as unknown;
          if (result instanceof Promise) result.catch(next);
        } catch (thrown) {
          next(thrown);
        }
      };
      next();
    });
  };
}
