import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { runRequest, setRequestScope } from '../db/scope';
import type { EventBus } from '../events/event-bus';
import type { RequestContext, Viewer } from '../graphql/context';
import { CompiledExecutor } from '../graphql/compiled-executor';
import { databaseUnavailable, formatError, isDatabaseUnavailable } from '../graphql/errors';
import { assertWellFormedIds } from '../graphql/id-args';
import { assertComplexity, limitRules } from '../graphql/limits';
import { liveCursor } from '../graphql/live-cursor.plugin';
import type { AppPubSub } from '../graphql/pubsub';
import { FIRM_STAFF_ROLES, Role } from '../graphql/roles';
import { viewerScope } from '../graphql/viewer-scope';
import type { Logger } from '../logger';
import type { ModuleRuntime, RestRoute, RouteAccess } from './app-module';
import { serveClientApp } from './client-app';
import { drawnPages, RENDERER_DIR } from './drawn-pages';
import { graphqlHttpHandler, headersSetBy, isGraphqlRequest } from './graphql-http';
import { originChecker } from './origin';
import { inViewerScope, requireViewer } from './require-viewer';
import { restErrorHandler } from './rest-errors';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { attachWebSocketServer, GRAPHQL_PATH } from './websocket';

/** What the HTTP server is given by the composition root (app.ts). */
export interface HttpServerOptions {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  schema: GraphQLSchema;
  pubSub: AppPubSub;
  events: EventBus;
  routes: readonly RestRoute[];
  runtime: ModuleRuntime;
  /** The viewer behind a session token, or null (the auth module). */
  resolveSession(token: string | undefined): Promise<Viewer | null>;
  /** Refreshes a connected person's "Last seen" (the users module). */
  touchLastSeen(userId: string): Promise<void>;
  /** The context of a GraphQL operation for this viewer (services and loaders). */
  contextFor(viewer: Viewer | null, request: Pick<RequestContext, 'ip' | 'userAgent' | 'http'>): RequestContext;
  /** Who the services act for on an HTTP request: the viewer, except under a test switch (app.ts). */
  serviceViewerOf(viewer: Viewer | null, req: express.Request): Promise<Viewer | null>;
  /** The guard of a route that needs a Firm User Permission (the permissions module). */
  permissionGuard(permission: NonNullable<RouteAccess['permission']>): RequestHandler;
}

export interface RunningHttpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** An answer whose errors say the database is down is a 503 (load balancers and clients retry it). */
const databaseUnavailableStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};

/** Query cost, computed before execution (graphql/limits.ts); ids well formed (graphql/id-args.ts). */
function complexityLimit(maxComplexity: number): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, contextValue }) {
          assertComplexity(schema, document, request.variables, request.operationName, maxComplexity);
          if (contextValue.viewer) assertWellFormedIds(schema, document, request.variables, request.operationName);
        },
      };
    },
  };
}

/** Apollo Server on /graphql: limits, CSRF prevention, errors without internals, live cursors. */
async function startApollo(options: HttpServerOptions, httpServer: Server, closeWebSockets: () => Promise<void>) {
  const { config, logger } = options;
  const includeInternals = config.isDevelopment;
  const apollo = new ApolloServer<RequestContext>({
    // The app's schema, its queries and mutations run compiled (graphql/compiled-executor.ts).
    gateway: new CompiledExecutor(options.schema, config.graphqlCompileAfterRuns),
    validationRules: limitRules(config.queryLimits),
    csrfPrevention: true,
    introspection: config.graphiql,
    // Without introspection, refused documents name nothing of the schema either ("Did you mean …?").
    hideSchemaDetailsFromClientErrors: !config.graphiql,
    includeStacktraceInErrorResponses: includeInternals,
    formatError: (formatted, error) => formatError(formatted, error, { includeInternals, logger }),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of API answers (they are per user); without this plugin Apollo wraps every
      // field's resolver to compute cache hints, a large share of a 50-row list's time.
      ApolloServerPluginCacheControlDisabled(),
      databaseUnavailableStatus,
      complexityLimit(config.queryLimits.maxComplexity),
      liveCursor(options.events),
      {
        async serverWillStart() {
          return { drainServer: closeWebSockets };
        },
      },
    ],
  });
  await apollo.start();
  return apollo;
}

/** The guards of a REST route: the session and roles, a Firm User Permission, the origin. */
function guardsOf(access: RouteAccess, options: HttpServerOptions): RequestHandler[] {
  const guards: RequestHandler[] = [];
  if (access.sameOrigin) {
    const isOriginAllowed = originChecker(options.config);
    // Uploads that change data come from this app's own pages only (the session cookie is SameSite=Lax as well).
    guards.push((req, res, next) => {
      if (isOriginAllowed(req)) next();
      else res.status(403).json({ error: 'This request must come from the Matterhorn app itself.' });
    });
  }
  if (access.who === 'firmStaff') guards.push(requireViewer(options.resolveSession, access.roles ?? FIRM_STAFF_ROLES));
  if (access.who === 'firmMembers') guards.push(requireViewer(options.resolveSession, [...FIRM_STAFF_ROLES, Role.CLIENT]));
  if (access.permission) guards.push(options.permissionGuard(access.permission));
  return guards;
}

/** Mounts the modules' REST routes (the table in modules.ts). */
function mountRoutes(app: express.Express, options: HttpServerOptions): void {
  for (const route of options.routes) {
    const body = route.rawBody ? [express.raw({ type: route.rawBody.types, limit: route.rawBody.maxBytes }), inViewerScope] : [];
    app[route.method](route.path, ...guardsOf(route.access, options), ...body, route.handler(options.runtime));
  }
}

/**
 * Signed-in pages drawn on the server by the client build's renderer, their queries run through
 * Apollo's own pipeline (limits, errors, live cursor) with the context a /graphql request of the
 * same session gets; null when the client build has none.
 */
function drawnPagesOf(options: HttpServerOptions, apollo: ApolloServer<RequestContext>) {
  const { config, logger } = options;
  if (config.drawnPageTimeoutMs === 0) return null;
  return drawnPages({
    rendererDir: path.join(path.dirname(config.clientDistDir), RENDERER_DIR),
    logger,
    timeoutMs: config.drawnPageTimeoutMs,
    resolveSession: options.resolveSession,
    async execute(viewer, req, res, operation) {
      const contextValue = options.contextFor(await options.serviceViewerOf(viewer, req), {
        ip: req.ip ?? req.socket.remoteAddress ?? '',
        userAgent: req.get('user-agent') ?? null,
        http: { req, res },
      });
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('A page query answered incrementally');
      return response.body.singleResult;
    },
  });
}

/**
 * Express with Apollo Server on /graphql, graphql-ws on the same port and path, the modules' REST
 * routes, and the web client.
 */
export async function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const { config, dataSource, logger } = options;
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on answers built per request (GraphQL, JSON, CSV exports: per user, never revalidated):
  // Express would hash every answer for it (a SHA-1 over each 30 KB case list page). Files sent
  // with sendFile and express.static keep theirs (their own setting).
  app.set('etag', false);
  let answerGraphql: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const httpServer = createServer((req, res) => {
    if (answerGraphql && isGraphqlRequest(req.url, GRAPHQL_PATH)) answerGraphql(req, res);
    else app(req, res);
  });

  const ws = attachWebSocketServer({
    httpServer,
    schema: options.schema,
    resolveSession: options.resolveSession,
    touchLastSeen: options.touchLastSeen,
    contextFor: options.contextFor,
    pubSub: options.pubSub,
    logger,
    validationRules: limitRules(config.queryLimits),
    maxComplexity: config.queryLimits.maxComplexity,
    introspection: config.graphiql,
    isOriginAllowed: originChecker(config),
    formatError: (error: GraphQLError): GraphQLFormattedError => formatError(error.toJSON(), error, { includeInternals: config.isDevelopment, logger }),
  });
  const apollo = await startApollo(options, httpServer, () => ws.close());

  // The headers every answer gets, /graphql's too (set there without the middleware: graphql-http.ts).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: false,
  });
  app.use(securityHeaders);

  // Every request starts with no database scope; the session decides it (db/scope.ts). Express
  // runs what follows inside this call, so the request's queries carry the scope.
  app.use((_req, _res, next) => runRequest(next));

  app.get('/healthz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  const compressAnswer = compression({ threshold: 1024 });
  const graphqlSteps: RequestHandler[] = [
    // Answers over 1 KiB are compressed for a client that accepts it (a case list page of 50 rows:
    // about a tenth of its size), which a phone on a slow network notices; small ones are not worth it.
    // A client that accepts none does not go through the middleware (it wraps every response).
    (req, res, next) => (req.headers['accept-encoding'] ? compressAnswer(req, res, next) : next()),
    express.json({ limit: '2mb' }),
    // The body is read: go on inside a fresh request scope again (stream callbacks lose it).
    (_req, _res, next) => runRequest(next),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<RequestContext> => {
        const token = readSessionToken(req.headers.cookie, req.secure);
        const viewer = await options.resolveSession(token).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) throw databaseUnavailable();
          throw error;
        });
        if (token && !viewer) clearSessionCookie(req, res);
        setRequestScope(viewerScope(viewer));
        return options.contextFor(await options.serviceViewerOf(viewer, req), {
          ip: req.ip ?? req.socket.remoteAddress ?? '',
          userAgent: req.get('user-agent') ?? null,
          http: { req, res },
        });
      },
    }),
  ];
  // Errors of /graphql's steps (an unreadable or oversized body) and of the REST endpoints: logged,
  // answered without internals.
  const answerError = restErrorHandler(logger);
  // /graphql itself is answered before Express's router (graphql-http.ts); its other spellings
  // (/graphql/, /GraphQL) reach the same steps through it.
  app.use(GRAPHQL_PATH, ...graphqlSteps);
  answerGraphql = graphqlHttpHandler(app, { headers: headersSetBy(securityHeaders), steps: graphqlSteps, onError: answerError });

  mountRoutes(app, options);
  serveClientApp(app, config.clientDistDir, { graphiql: config.graphiql, drawnPages: await drawnPagesOf(options, apollo) });
  app.use(answerError);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return {
    url: config.publicUrl ?? `http://${host}:${port}`,
    port,
    close: () => apollo.stop(),
  };
}
