/**
 * The composition root: configuration, database and event bus in; every module's services,
 * loaders, resolvers, routes and jobs wired together; the HTTP server and the background jobs out.
 * With modules.ts, the only place that knows every module.
 */
import path from 'node:path';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { loadFieldCipher, type FieldCipher } from './crypto/field-cipher';
import { asSystem } from './db/scope';
import { EVENT_RETENTION_DAYS, EventBus } from './events/event-bus';
import type { AppLoaders, AppServices, Viewer } from './graphql/context';
import { createRequestContext } from './graphql/loaders';
import { createAppPubSub, Topic, type AppPubSub, type SessionEndedPayload } from './graphql/pubsub';
import { buildAppSchema } from './graphql/schema';
import type { BackgroundJob, ModuleRuntime } from './http/app-module';
import { startHttpServer } from './http/server';
import { startJobs } from './jobs';
import type { Logger } from './logger';
import { MODULES, RESOLVERS, ROUTES } from './modules';
import { createAiProvider } from './modules/ai/ai-provider';
import { AssistantTools } from './modules/ai/assistant.tools';
import { AiService } from './modules/ai/ai.service';
import { ActivityService } from './modules/activity/activity.service';
import { AuthService } from './modules/auth/auth.service';
import { BackOfficeService } from './modules/backoffice/backoffice.service';
import { CalendarFeedService } from './modules/calendar/calendar-feed.service';
import { CalendarService } from './modules/calendar/calendar.service';
import { ContactService } from './modules/contacts/contact.service';
import { CostService } from './modules/costs/cost.service';
import { DamageService } from './modules/damages/damage.service';
import { FeeAgreementService } from './modules/settlement/fee-agreement.service';
import { NegotiationService } from './modules/settlement/negotiation.service';
import { SettlementService } from './modules/settlement/settlement.service';
import { TrustReconciliationService } from './modules/trust/trust-reconciliation.service';
import { TrustService } from './modules/trust/trust.service';
import { DemandPackageService } from './modules/settlement/demand-package.service';
import { TemplateService } from './modules/templates/template.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DeadlineChainService } from './modules/deadlines/chain.service';
import { StatuteService } from './modules/deadlines/statute.service';
import { DocumentService } from './modules/documents/document.service';
import { TextExtractor } from './modules/documents/document.text';
import { EmailService } from './modules/emails/email.service';
import { Firm } from './modules/firms/firm.entity';
import { InsuranceService } from './modules/insurance/insurance.service';
import { InvitationService } from './modules/invitations/invitation.service';
import { InvoiceService } from './modules/invoices/invoice.service';
import { MatterListService } from './modules/matters/matter-list.service';
import { MatterService } from './modules/matters/matter.service';
import { MatterStaffService } from './modules/matters/matter-staff.service';
import { MatterTimelineService } from './modules/matters/matter-timeline.service';
import { PartyService } from './modules/matters/party.service';
import { LienService } from './modules/medical/lien.service';
import { MedicalBillService } from './modules/medical/medical-bill.service';
import { TreatmentService } from './modules/medical/treatment.service';
import { MessageService } from './modules/messages/message.service';
import { NoteService } from './modules/notes/note.service';
import { NotificationService } from './modules/notifications/notification.service';
import { OptionService } from './modules/options/option.service';
import { requirePermission } from './modules/permissions/permission.access';
import { PermissionService } from './modules/permissions/permission.service';
import { SearchService } from './modules/search/search.service';
import { TaskService } from './modules/tasks/task.service';
import { FirmUserAdminService } from './modules/users/firm-user-admin.service';
import type { User } from './modules/users/user.entity';
import { UserService } from './modules/users/user.service';
import { FirmProfileService } from './modules/firms/firm-profile';
import { FirmClock } from './modules/firms/firm-clock';
import { WorkflowService } from './modules/workflows/workflow.service';
import { LocalFileStorage, type FileStorage } from './storage/file-storage';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The services of every module, created once per process, each given the others it uses. */
export function createServices(dataSource: DataSource, config: Config, cipher: FieldCipher, events: EventBus, logger: Logger, storage: FileStorage): AppServices {
  const clock = new FirmClock(config.timeZone);
  const activity = new ActivityService();
  const contacts = new ContactService(dataSource, cipher, activity);
  const matters = new MatterService(dataSource, contacts, activity, clock);
  const notifications = new NotificationService(dataSource, events);
  const tasks = new TaskService(dataSource, matters, notifications, events);
  const calendar = new CalendarService(dataSource, matters, notifications, events, clock);
  const options = new OptionService(dataSource);
  const documents = new DocumentService(dataSource, matters, activity, options, storage, config.fileMaxBytes, logger, new TextExtractor(config.textExtractionTimeoutMs), clock);
  const auth = new AuthService(dataSource, config);
  const invitations = new InvitationService(dataSource, auth, config.publicUrl);
  const workflows = new WorkflowService(dataSource, matters, tasks, options, clock);
  const costs = new CostService(dataSource, matters, events, clock);
  const invoices = new InvoiceService(dataSource, matters, notifications, clock, documents, costs, events);
  const feeAgreements = new FeeAgreementService(dataSource, matters, events, clock);
  const damages = new DamageService(dataSource, matters, events);
  const medicalBills = new MedicalBillService(dataSource, matters, events, clock);
  const templates = new TemplateService(dataSource, documents);
  // A case's opening folders, then its templates' tasks, as it opens (in the same transaction).
  matters.listen(documents);
  matters.listen(workflows);
  matters.listen(feeAgreements);
  const settlements = new SettlementService(dataSource, matters, feeAgreements, notifications, events, clock);
  const trust = new TrustService(dataSource, matters, settlements, events);
  const services: Omit<AppServices, 'ai'> = {
    activity,
    auth,
    backOffice: new BackOfficeService(dataSource, auth, invitations),
    calendar,
    calendarFeeds: new CalendarFeedService(dataSource, calendar, tasks, config.publicUrl),
    contacts,
    costs,
    damages,
    demandPackages: new DemandPackageService(dataSource, matters, documents, templates, medicalBills, contacts, damages, events, clock),
    feeAgreements,
    negotiations: new NegotiationService(dataSource, matters, calendar, events, clock),
    settlements,
    trust,
    trustReconciliations: new TrustReconciliationService(dataSource, trust),
    dashboard: new DashboardService(dataSource, invoices),
    deadlineChains: new DeadlineChainService(dataSource, matters, tasks),
    documents,
    emails: new EmailService(dataSource, matters, documents, clock),
    firmUsers: new FirmUserAdminService(dataSource, auth, invitations, events),
    insurance: new InsuranceService(dataSource, matters, events, clock),
    invitations,
    permissions: new PermissionService(dataSource, events),
    invoices,
    matters,
    matterList: new MatterListService(dataSource),
    matterStaff: new MatterStaffService(dataSource, matters),
    timeline: new MatterTimelineService(dataSource, matters),
    medicalBills,
    liens: new LienService(dataSource, matters, events),
    messages: new MessageService(dataSource, events, notifications),
    notes: new NoteService(dataSource, contacts, matters),
    notifications,
    options,
    parties: new PartyService(dataSource, matters, contacts),
    search: new SearchService(dataSource, clock),
    statutes: new StatuteService(dataSource, matters, activity, notifications, clock),
    tasks,
    templates,
    treatments: new TreatmentService(dataSource, matters, tasks, events, clock),
    users: new UserService(dataSource),
    firmProfile: new FirmProfileService(dataSource),
    clock,
    workflows,
  };
  // The assistant's tools read through the other modules' services, as the asking user.
  const ai = new AiService(dataSource, events, createAiProvider(config.ai), logger, new AssistantTools(services), {
    timeoutMs: config.ai.provider === 'openai' ? config.ai.timeoutMs : 0,
  });
  return { ...services, ai };
}

/** Every module's loaders for one viewer, merged. */
/** Who a request's loaders are for, and the modules' loaders built so far (by module). */
const LOADER_VIEWER = Symbol('viewer');
const BUILT_LOADERS = Symbol('built');
interface LazyLoaders {
  [LOADER_VIEWER]: Viewer | null;
  [BUILT_LOADERS]: Array<Record<string, unknown> | undefined>;
}

/**
 * A request's loaders: a module's DataLoaders are built the first time one of them is used, not
 * for every request (a case list page uses a handful of the app's hundred loaders, and an idle
 * subscription none). The names are learnt once, at start, from each module's factory.
 */
function loaderFactory(runtime: ModuleRuntime) {
  const factories = MODULES.flatMap((module) => (module.loaders ? [module.loaders.bind(module)] : []));
  const prototype = {};
  factories.forEach((create, n) => {
    for (const name of Object.keys(create(runtime, null))) {
      Object.defineProperty(prototype, name, {
        enumerable: true,
        get(this: LazyLoaders) {
          return (this[BUILT_LOADERS][n] ??= create(runtime, this[LOADER_VIEWER]) as Record<string, unknown>)[name];
        },
      });
    }
  });
  return (viewer: Viewer | null): AppLoaders => Object.assign(Object.create(prototype) as LazyLoaders, { [LOADER_VIEWER]: viewer, [BUILT_LOADERS]: [] }) as unknown as AppLoaders;
}

/**
 * Test builds only (Config.testSwitches): the services act for the firm named in the
 * x-test-service-firm header while the database keeps the session's firm, as if the services'
 * own firm checks were missing; row-level security must still hide the other firm.
 */
function testServiceViewer(config: Config, dataSource: DataSource) {
  return async (viewer: Viewer | null, req: Request): Promise<Viewer | null> => {
    const firmId = config.testSwitches.serviceFirmHeader ? req.get('x-test-service-firm') : undefined;
    if (!viewer?.firm || !firmId) return viewer;
    const firm = await asSystem(() => dataSource.getRepository(Firm).findOneBy({ id: firmId }));
    if (!firm) return viewer;
    const user = Object.assign(Object.create(Object.getPrototypeOf(viewer.user) as object) as User, viewer.user, { firmId: firm.id, firm });
    return { ...viewer, user, firm };
  };
}

/** The event bus, with sessions ended on any instance told to this one's sockets. */
function createEventBus(dataSource: DataSource, logger: Logger, pubSub: AppPubSub): EventBus {
  return new EventBus(dataSource, (dataSource.options as { url: string }).url, logger, (payload) => {
    try {
      pubSub.publish(Topic.SESSION_ENDED, JSON.parse(payload) as SessionEndedPayload);
    } catch (error) {
      logger.warn({ err: error }, 'Unreadable session-ended notice');
    }
  });
}

/** Starts the app on a migrated database: services, schema, HTTP and WebSocket server, background jobs. */
export async function startApp(config: Config, dataSource: DataSource, logger: Logger): Promise<RunningServer> {
  const pubSub = createAppPubSub();
  const cipher = await loadFieldCipher(config.dataEncryptionKey, config.dataDir);
  const events = createEventBus(dataSource, logger, pubSub);
  await asSystem(() => events.start());
  const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
  const services = createServices(dataSource, config, cipher, events, logger, storage);
  // The shipped starter table of limitation periods, as this version has it.
  await asSystem(() => services.statutes.ensureStarterRules());
  const runtime: ModuleRuntime = { services, dataSource, storage, events, config, logger };
  const createLoaders = loaderFactory(runtime);
  const schema = await buildAppSchema(RESOLVERS, pubSub);
  for (const module of MODULES) module.schema?.(schema);

  const http = await startHttpServer({
    config,
    dataSource,
    logger,
    schema,
    pubSub,
    events,
    routes: ROUTES,
    runtime,
    resolveSession: (token) => services.auth.resolveSession(token),
    touchLastSeen: (userId) => services.users.touchLastSeen(userId),
    contextFor: (viewer, request) => createRequestContext(services, createLoaders, viewer, request),
    serviceViewerOf: testServiceViewer(config, dataSource),
    permissionGuard: (permission) => requirePermission(services, permission),
  });

  const eventPurge: BackgroundJob = { name: 'Event purge', cadence: 'housekeeping', run: () => events.purgeOlderThan(EVENT_RETENTION_DAYS) };
  const stopJobs = startJobs([...MODULES.flatMap((module) => module.jobs ?? []), eventPurge], runtime, config, logger);

  return {
    url: http.url,
    port: http.port,
    async close() {
      stopJobs();
      await http.close();
      await events.stop();
    },
  };
}
