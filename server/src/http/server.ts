import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import helmet from 'helmet';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { asSystem, runRequest, setRequestScope } from '../db/scope';
import { viewerScope } from '../graphql/viewer-scope';
import type { RequestContext, Viewer } from '../graphql/context';
import { Firm } from '../modules/firms/firm.entity';
import { databaseUnavailable, formatError, isDatabaseUnavailable } from '../graphql/errors';
import { assertComplexity, limitRules } from '../graphql/limits';
import { createRequestContext } from '../graphql/loaders';
import { createAppPubSub, Topic, type SessionEndedPayload } from '../graphql/pubsub';
import { buildAppSchema } from '../graphql/schema';
import type { Logger } from '../logger';
import { clearSessionCookie, readSessionToken } from '../modules/auth/session-cookie';
import { loadFieldCipher } from '../crypto/field-cipher';
import { EVENT_RETENTION_DAYS, EventBus } from '../events/event-bus';
import { liveCursor } from '../events/live-cursor.plugin';
import { createServices } from '../services';
import path from 'node:path';
import { calendarEventFileHandler, calendarFeedHandler } from '../modules/calendar/calendar.ical';
import { FEED_PATH } from '../modules/calendar/calendar-feed.service';
import { contactsExportHandler } from '../modules/contacts/contact.export';
import { invoicePdfHandler, invoicesExportHandler, invoicesLedesHandler } from '../modules/invoices/invoice.export';
import { mattersExportHandler, partiesExportHandler } from '../modules/matters/matter.export';
import { statutesAtRiskExportHandler } from '../modules/deadlines/statute.export';
import { matterNotesExportHandler } from '../modules/notes/note.export';
import { importEmailsHandler, matterEmailsExportHandler } from '../modules/emails/email.http';
import { contactPhotoHandler, PHOTO_MAX_BYTES, uploadContactPhotoHandler } from '../modules/contacts/contact.photo';
import { downloadDocumentHandler, previewDocumentHandler, uploadDocumentHandler } from '../modules/documents/document.http';
import { LocalFileStorage } from '../storage/file-storage';
import { FIRM_STAFF_ROLES, Role, type User } from '../modules/users/user.entity';
import { serveClientApp } from './client-app';
import { inViewerScope, requireViewer } from './require-viewer';
import { restErrorHandler } from './rest-errors';
import { requirePermission } from '../modules/permissions/permission.access';
import { avatarHandler, AVATAR_MAX_BYTES, uploadAvatarHandler } from '../modules/users/user.avatar';
import { attachWebSocketServer, GRAPHQL_PATH } from './websocket';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Same-origin (Origin host = Host header), the public URL, or an origin listed in ALLOWED_ORIGINS. */
export function originChecker(config: Config) {
  const allowed = new Set(config.allowedOrigins);
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);
  return (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (!origin) return true; // not a browser: browsers always send Origin on WebSocket upgrades
    if (allowed.has(origin)) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };
}

/** Express + Apollo Server on /graphql, graphql-ws on the same port and path, and the web client. */
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

export async function startServer(config: Config, dataSource: DataSource, logger: Logger): Promise<RunningServer> {
  const pubSub = createAppPubSub();
  const cipher = await loadFieldCipher(config.dataEncryptionKey, config.dataDir);
  const events = new EventBus(dataSource, (dataSource.options as { url: string }).url, logger, (payload) => {
    try {
      pubSub.publish(Topic.SESSION_ENDED, JSON.parse(payload) as SessionEndedPayload);
    } catch (error) {
      logger.warn({ err: error }, 'Unreadable session-ended notice');
    }
  });
  await asSystem(() => events.start());
  const services = createServices(dataSource, config, cipher, events, logger);
  // The shipped starter table of limitation periods, as this version has it.
  await asSystem(() => services.statutes.ensureStarterRules());
  const schema = await buildAppSchema(pubSub);
  const validationRules = limitRules(config.queryLimits);
  const includeInternals = config.isDevelopment;
  const format = (formatted: GraphQLFormattedError, error: unknown) =>
    formatError(formatted, error, { includeInternals, logger });

  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const httpServer = createServer(app);

  const ws = attachWebSocketServer({
    httpServer,
    schema,
    dataSource,
    services,
    pubSub,
    logger,
    validationRules,
    maxComplexity: config.queryLimits.maxComplexity,
    introspection: config.graphiql,
    isOriginAllowed: originChecker(config),
    formatError: (error: GraphQLError) => format(error.toJSON(), error),
  });

  /**
   * Test builds only (Config.testSwitches): the services act for the firm named in the
   * x-test-service-firm header while the database keeps the session's firm, as if the services'
   * own firm checks were missing; row-level security must still hide the other firm.
   */
  const testServiceViewer = async (viewer: Viewer | null, req: express.Request): Promise<Viewer | null> => {
    const firmId = config.testSwitches.serviceFirmHeader ? req.get('x-test-service-firm') : undefined;
    if (!viewer?.firm || !firmId) return viewer;
    const firm = await asSystem(() => dataSource.getRepository(Firm).findOneBy({ id: firmId }));
    if (!firm) return viewer;
    const user = Object.assign(Object.create(Object.getPrototypeOf(viewer.user) as object) as User, viewer.user, { firmId: firm.id, firm });
    return { ...viewer, user, firm };
  };

  const complexityLimit: ApolloServerPlugin<RequestContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema: operationSchema }) {
          assertComplexity(operationSchema, document, request.variables, request.operationName, config.queryLimits.maxComplexity);
        },
      };
    },
  };

  const apollo = new ApolloServer<RequestContext>({
    schema,
    validationRules,
    csrfPrevention: true,
    introspection: config.graphiql,
    // Without introspection, refused documents name nothing of the schema either ("Did you mean …?").
    hideSchemaDetailsFromClientErrors: !config.graphiql,
    includeStacktraceInErrorResponses: includeInternals,
    formatError: format,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of API answers (they are per user); without this plugin Apollo wraps every
      // field's resolver to compute cache hints, a large share of a 50-row list's time.
      ApolloServerPluginCacheControlDisabled(),
      databaseUnavailableStatus,
      complexityLimit,
      liveCursor(events),
      {
        async serverWillStart() {
          return { drainServer: () => ws.close() };
        },
      },
    ],
  });
  await apollo.start();

  app.use(
    helmet({
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
    }),
  );

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

  app.use(
    GRAPHQL_PATH,
    express.json({ limit: '2mb' }),
    // The body is read: go on inside a fresh request scope again (stream callbacks lose it).
    (_req, _res, next) => runRequest(next),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<RequestContext> => {
        const token = readSessionToken(req.headers.cookie, req.secure);
        const viewer = await services.auth.resolveSession(token).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) throw databaseUnavailable();
          throw error;
        });
        if (token && !viewer) clearSessionCookie(req, res);
        setRequestScope(viewerScope(viewer));
        return createRequestContext(dataSource, services, await testServiceViewer(viewer, req), {
          ip: req.ip ?? req.socket.remoteAddress ?? '',
          userAgent: req.get('user-agent') ?? null,
          http: { req, res },
        });
      },
    }),
  );

  const firmStaff = requireViewer(services, FIRM_STAFF_ROLES);
  // Uploads that change data come from this app's own pages only (the session cookie is SameSite=Lax as well).
  const isOriginAllowed = originChecker(config);
  const sameOrigin = (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (isOriginAllowed(req)) next();
    else res.status(403).json({ error: 'This request must come from the Matterhorn app itself.' });
  };
  const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
  // Firm User Permissions: what the firm lets staff export, and who sees billing.
  const listExporters = [firmStaff, requirePermission(services, 'exportLists')];
  app.get('/api/export/contacts', listExporters, contactsExportHandler(services));
  app.get('/api/export/matters', listExporters, mattersExportHandler(services));
  const billingReaders = [firmStaff, requirePermission(services, 'seeBilling')];
  app.get('/api/export/invoices', billingReaders, invoicesExportHandler(services));
  app.get('/api/export/invoices/ledes', billingReaders, invoicesLedesHandler(services));
  app.get('/api/invoices/:id/pdf', billingReaders, invoicePdfHandler(services));
  app.get('/api/export/statutes-at-risk', firmStaff, statutesAtRiskExportHandler(services));
  app.get('/api/export/matters/:id/notes', firmStaff, matterNotesExportHandler(services));
  app.get('/api/export/matters/:id/emails', firmStaff, matterEmailsExportHandler(services));
  app.post('/api/matters/:id/emails', sameOrigin, firmStaff, importEmailsHandler(services, storage, logger));
  app.get('/api/export/matters/:id/parties', firmStaff, partiesExportHandler(services));
  app.put(
    '/api/contacts/:id/photo',
    firmStaff,
    express.raw({ type: ['image/png', 'image/jpeg'], limit: PHOTO_MAX_BYTES }),
    inViewerScope,
    uploadContactPhotoHandler(dataSource, services, storage),
  );
  app.get('/api/contacts/:id/photo', firmStaff, contactPhotoHandler(dataSource, storage));
  const firmMembers = requireViewer(services, [...FIRM_STAFF_ROLES, Role.CLIENT]);
  app.put('/api/me/avatar', firmMembers, express.raw({ type: ['image/png', 'image/jpeg'], limit: AVATAR_MAX_BYTES }), inViewerScope, uploadAvatarHandler(dataSource, storage));
  app.get('/api/users/:id/avatar/:file', firmMembers, avatarHandler(dataSource, storage));
  app.post('/api/files', firmStaff, uploadDocumentHandler(services, originChecker(config), logger));
  app.get('/api/files/:id', firmStaff, downloadDocumentHandler(services));
  app.get('/api/files/:id/preview', firmStaff, previewDocumentHandler(services));
  app.get(`${FEED_PATH}/:token.ics`, calendarFeedHandler(services));
  app.get('/api/calendar/events/:id.ics', firmStaff, calendarEventFileHandler(services));

  serveClientApp(app, config.clientDistDir, { graphiql: config.graphiql });

  // Errors of the REST endpoints: logged, answered without internals.
  app.use(restErrorHandler(logger));

  const purge = setInterval(() => {
    // Background work for every firm: system scope (timers otherwise inherit whatever started them).
    services.auth.purgeExpired().catch((error: unknown) => logger.warn({ err: error }, 'Session purge failed'));
    asSystem(() => events.purgeOlderThan(EVENT_RETENTION_DAYS)).catch((error: unknown) => logger.warn({ err: error }, 'Event purge failed'));
  }, 10 * 60_000);
  purge.unref();

  // Calendar reminders: every instance looks; each due reminder is claimed by exactly one.
  // Statute reminders and overdue invoices are by the day: they read every open case or invoice
  // of every firm, so they run less often (DAILY_REMINDER_INTERVAL_MS).
  let remindersRunning = false;
  let dailyRunAt = 0;
  const reminders = setInterval(() => {
    if (remindersRunning) return;
    remindersRunning = true;
    const daily = Date.now() - dailyRunAt >= config.dailyReminderIntervalMs;
    if (daily) dailyRunAt = Date.now();
    asSystem(() =>
      Promise.all([
        services.calendar.sendDueReminders().catch((error: unknown) => logger.warn({ err: error }, 'Calendar reminders failed')),
        daily && services.statutes.runDue().catch((error: unknown) => logger.warn({ err: error }, 'Statute reminders failed')),
        daily && services.invoices.sendOverdueNotices().catch((error: unknown) => logger.warn({ err: error }, 'Overdue invoice notices failed')),
      ]),
    ).finally(() => {
      remindersRunning = false;
    });
  }, config.reminderIntervalMs);
  reminders.unref();

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${host}:${port}`;

  return {
    url,
    port,
    async close() {
      clearInterval(purge);
      clearInterval(reminders);
      await apollo.stop();
      await events.stop();
    },
  };
}
