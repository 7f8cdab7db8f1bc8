import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './logger';
import type { FieldCipher } from './crypto/field-cipher';
import type { EventBus } from './events/event-bus';
import { createAiProvider } from './modules/ai/ai-provider';
import { AiService } from './modules/ai/ai.service';
import { ActivityService } from './modules/activity/activity.service';
import { AuthService } from './modules/auth/auth.service';
import { BackOfficeService } from './modules/backoffice/backoffice.service';
import { CalendarFeedService } from './modules/calendar/calendar-feed.service';
import { CalendarService } from './modules/calendar/calendar.service';
import { ContactService } from './modules/contacts/contact.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DeadlineChainService } from './modules/deadlines/chain.service';
import { DocumentService } from './modules/documents/document.service';
import { TextExtractor } from './modules/documents/document.text';
import { StatuteService } from './modules/deadlines/statute.service';
import { EmailService } from './modules/emails/email.service';
import { MessageService } from './modules/messages/message.service';
import { MatterService } from './modules/matters/matter.service';
import { PartyService } from './modules/matters/party.service';
import { NotificationService } from './modules/notifications/notification.service';
import { NoteService } from './modules/notes/note.service';
import { OptionService } from './modules/options/option.service';
import { SearchService } from './modules/search/search.service';
import { TaskService } from './modules/tasks/task.service';
import { InvoiceService } from './modules/invoices/invoice.service';
import { InvitationService } from './modules/invitations/invitation.service';
import { PermissionService } from './modules/permissions/permission.service';
import { FirmUserAdminService } from './modules/users/firm-user-admin.service';
import { UserService } from './modules/users/user.service';
import { WorkflowService } from './modules/workflows/workflow.service';
import { LocalFileStorage } from './storage/file-storage';

/** The services of every module, created once per process. */
export interface Services {
  ai: AiService;
  activity: ActivityService;
  auth: AuthService;
  backOffice: BackOfficeService;
  calendar: CalendarService;
  calendarFeeds: CalendarFeedService;
  contacts: ContactService;
  dashboard: DashboardService;
  deadlineChains: DeadlineChainService;
  documents: DocumentService;
  emails: EmailService;
  firmUsers: FirmUserAdminService;
  invitations: InvitationService;
  permissions: PermissionService;
  invoices: InvoiceService;
  matters: MatterService;
  messages: MessageService;
  notes: NoteService;
  notifications: NotificationService;
  options: OptionService;
  parties: PartyService;
  search: SearchService;
  statutes: StatuteService;
  tasks: TaskService;
  users: UserService;
  workflows: WorkflowService;
}

export function createServices(dataSource: DataSource, config: Config, cipher: FieldCipher, events: EventBus, logger: Logger): Services {
  const activity = new ActivityService();
  const contacts = new ContactService(dataSource, cipher, activity);
  const matters = new MatterService(dataSource, contacts, activity);
  const notifications = new NotificationService(dataSource, events);
  const tasks = new TaskService(dataSource, matters, notifications, events);
  const calendar = new CalendarService(dataSource, matters, notifications, events, config.timeZone);
  const options = new OptionService(dataSource);
  const storage = new LocalFileStorage(path.join(config.dataDir, 'files'));
  const documents = new DocumentService(dataSource, matters, activity, options, storage, config.fileMaxBytes, logger, new TextExtractor(config.textExtractionTimeoutMs));
  const auth = new AuthService(dataSource, config);
  const invitations = new InvitationService(dataSource, auth, config.publicUrl);
  const workflows = new WorkflowService(dataSource, matters, tasks, options, config.timeZone);
  const invoices = new InvoiceService(dataSource, matters, notifications, config.timeZone, documents);
  // Templates add their tasks as a case opens or reaches a stage, in the same transaction.
  matters.listen(workflows);
  return {
    ai: new AiService(dataSource, events, createAiProvider(config.ai), logger),
    activity,
    auth,
    backOffice: new BackOfficeService(dataSource, auth, invitations),
    calendar,
    calendarFeeds: new CalendarFeedService(dataSource, calendar, tasks, config.publicUrl),
    contacts,
    dashboard: new DashboardService(dataSource, invoices),
    deadlineChains: new DeadlineChainService(dataSource, matters, tasks),
    documents,
    emails: new EmailService(dataSource, matters, documents),
    firmUsers: new FirmUserAdminService(dataSource, auth, invitations),
    invitations,
    permissions: new PermissionService(dataSource),
    invoices,
    matters,
    messages: new MessageService(dataSource, events, notifications),
    notes: new NoteService(dataSource, contacts, matters),
    notifications,
    options,
    parties: new PartyService(dataSource, matters, contacts),
    search: new SearchService(dataSource, config.timeZone),
    statutes: new StatuteService(dataSource, matters, activity, notifications, config.timeZone),
    tasks,
    users: new UserService(dataSource),
    workflows,
  };
}
