import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  subscribe,
  type ExecutionArgs,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { runInScope, scopeIterator } from '../db/scope';
import type { RequestContext, Viewer } from '../graphql/context';
import { viewerScope } from '../graphql/viewer-scope';
import { assertWellFormedIds } from '../graphql/id-args';
import { assertComplexity } from '../graphql/limits';
import { AppError } from '../graphql/errors';
import { Topic, type AppPubSub } from '../graphql/pubsub';
import type { Logger } from '../logger';
import { readSessionToken } from './session-cookie';

export const GRAPHQL_PATH = '/graphql';

/** How often a connected user's "Last seen" is refreshed. */
export const PRESENCE_INTERVAL_MS = 30_000;

/** Close code for a socket whose session is gone; the client goes back to sign-in. */
export const CLOSE_UNAUTHORIZED = 4401;

/**
 * Operations (subscriptions, and queries while they run) one socket may have open at once. A tab
 * of the app opens a handful; each one holds an iterator, a context and its listeners until it ends.
 */
export const MAX_OPERATIONS_PER_SOCKET = 50;
/** The subscription documents kept parsed and validated (the oldest goes first), and the longest kept. */
const MAX_CACHED_DOCUMENTS = 200;
const MAX_CACHED_QUERY_LENGTH = 20_000;

export interface WebSocketOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  /** The viewer behind a session token, or null (the auth module). */
  resolveSession(token: string | undefined): Promise<Viewer | null>;
  /** Refreshes a connected person's "Last seen" (the users module). */
  touchLastSeen(userId: string): Promise<void>;
  /** The context of an operation (the composition root's services and loaders). */
  contextFor(viewer: Viewer, request: Pick<RequestContext, 'ip' | 'userAgent'>): RequestContext;
  pubSub: AppPubSub;
  logger: Logger;
  validationRules: ValidationRule[];
  maxComplexity: number;
  /** As on HTTP: off, the schema cannot be introspected and refused documents suggest no names. */
  introspection: boolean;
  isOriginAllowed: (req: IncomingMessage) => boolean;
  formatError: (error: GraphQLError) => GraphQLFormattedError;
}

/** A validation error without its "Did you mean …?" (what Apollo's hideSchemaDetailsFromClientErrors does on HTTP). */
const withoutSuggestion = (error: GraphQLError) => Object.assign(error, { message: error.message.replace(/ ?Did you mean(.+?)\?$/, '') });

const scopeOfOperation = (args: ExecutionArgs) => viewerScope((args.contextValue as RequestContext).viewer);

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

function refuse(socket: Duplex, status: 401 | 403 | 404, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * graphql-ws on the HTTP server's port and path. The upgrade is refused unless the Origin is
 * allowed and the session cookie is valid; every operation checks the session again.
 */
export function attachWebSocketServer(options: WebSocketOptions) {
  const { httpServer, schema, logger } = options;
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const socketsBySession = new Map<string, Set<WebSocket>>();
  const viewerOf = (req: IncomingMessage) => options.resolveSession(readSessionToken(req.headers.cookie));

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) return refuse(socket, 404, 'Not Found');
    if (!options.isOriginAllowed(req)) return refuse(socket, 403, 'Forbidden');
    viewerOf(req)
      .then((viewer) => {
        if (!viewer) return refuse(socket, 401, 'Unauthorized');
        wsServer.handleUpgrade(req, socket, head, (ws) => {
          const sockets = socketsBySession.get(viewer.sessionId) ?? new Set<WebSocket>();
          sockets.add(ws);
          socketsBySession.set(viewer.sessionId, sockets);
          // Presence: "Last seen" stays fresh while a tab is connected.
          const touch = () => runInScope(viewerScope(viewer), () => options.touchLastSeen(viewer.user.id)).catch((error: unknown) => logger.warn({ err: error }, 'Presence update failed'));
          void touch();
          const presence = setInterval(() => void touch(), PRESENCE_INTERVAL_MS);
          presence.unref();
          ws.once('close', () => {
            clearInterval(presence);
            void touch();
            sockets.delete(ws);
            if (sockets.size === 0) socketsBySession.delete(viewer.sessionId);
          });
          wsServer.emit('connection', ws, req);
        });
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'WebSocket upgrade failed');
        socket.destroy();
      });
  });

  // When a session ends, its sockets close (after a moment, so its tabs hear `sessionEnded` first).
  const endedSessions = watchEndedSessions(options.pubSub, (sessionId) => {
    const sockets = socketsBySession.get(sessionId);
    if (!sockets) return;
    setTimeout(() => {
      for (const ws of sockets) ws.close(CLOSE_UNAUTHORIZED, 'Session ended');
    }, 1000).unref();
  });

  /**
   * Parsed and validated once per text (as Apollo Server does over HTTP): every tab subscribes with
   * the same few documents, so subscribers share one parsed document rather than each keeping its own.
   */
  const documents = new Map<string, { document: DocumentNode; errors?: undefined } | { errors: readonly GraphQLError[] }>();
  const rules = [...specifiedRules, ...options.validationRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  const checkedDocument = (query: string) => {
    let checked = documents.get(query);
    if (!checked) {
      try {
        const document = parse(query);
        const errors = validate(schema, document, rules);
        checked = errors.length > 0 ? { errors: options.introspection ? errors : errors.map(withoutSuggestion) } : { document };
      } catch (error) {
        checked = { errors: [error as GraphQLError] };
      }
      if (query.length <= MAX_CACHED_QUERY_LENGTH) {
        if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
        documents.set(query, checked);
      }
    }
    return checked;
  };

  const cleanup = useServer<Record<string, unknown>>(
    {
      schema,
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already counted this one in; completing or ending an operation frees its place.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [new AppError('TOO_MANY_REQUESTS', `This connection already has ${MAX_OPERATIONS_PER_SOCKET} operations open; end one before starting another.`)];
        }
        const viewer: Viewer | null = await viewerOf(ctx.extra.request);
        if (!viewer) {
          ctx.extra.socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
          return [new GraphQLError('You need to sign in.', { extensions: { code: 'UNAUTHENTICATED' } })];
        }
        const checked = checkedDocument(payload.query);
        if (checked.errors) return checked.errors;
        const { document } = checked;
        try {
          assertComplexity(schema, document, payload.variables ?? undefined, payload.operationName, options.maxComplexity);
          assertWellFormedIds(schema, document, payload.variables ?? undefined, payload.operationName);
        } catch (error) {
          return [error as GraphQLError];
        }
        const request = ctx.extra.request;
        const contextValue = options.contextFor(viewer, {
          ip: request.socket.remoteAddress ?? '',
          userAgent: request.headers['user-agent'] ?? null,
        });
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue,
        };
      },
      // Every operation, and every event of a subscription, reads and writes as the viewer's firm.
      execute: (args: ExecutionArgs) => runInScope(scopeOfOperation(args), () => execute(args)),
      subscribe: async (args: ExecutionArgs) => {
        const scope = scopeOfOperation(args);
        const result = await runInScope(scope, () => subscribe(args));
        return isAsyncIterable(result) ? scopeIterator(result, scope) : result;
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map(options.formatError) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map(options.formatError),
    },
    wsServer,
  );

  return {
    /**
     * Graceful shutdown: every socket is closed with 1001 Going Away (graphql-ws's dispose), a code
     * clients treat as "reconnect" (to this instance once it is back, or another behind the load
     * balancer); sockets that do not finish the closing handshake within a second are cut.
     */
    async close(): Promise<void> {
      endedSessions.stop();
      await cleanup.dispose();
      const deadline = Date.now() + 1_000;
      while (wsServer.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      for (const ws of wsServer.clients) ws.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** Listens to SESSION_ENDED in this process until stopped. */
function watchEndedSessions(pubSub: AppPubSub, onEnded: (sessionId: string) => void) {
  const iterator = pubSub.subscribe(Topic.SESSION_ENDED)[Symbol.asyncIterator]();
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const next = await iterator.next();
      if (next.done) return;
      onEnded(next.value.sessionId);
    }
  })();
  return {
    stop() {
      stopped = true;
      void iterator.return?.();
    },
  };
}
