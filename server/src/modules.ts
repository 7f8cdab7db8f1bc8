/**
 * Every module of the app, and what they contribute together. With app.ts, the composition root:
 * the only place that knows every module (nothing below it imports this file).
 */
import { EventRow, FirmEventCounter } from './events/event.entity';
import type { ClassOf } from './graphql/schema';
import type { AppModule, RestRoute } from './http/app-module';
import { activityModule } from './modules/activity/activity.module';
import { aiModule } from './modules/ai/ai.module';
import { authModule } from './modules/auth/auth.module';
import { backOfficeModule } from './modules/backoffice/backoffice.module';
import { calendarModule } from './modules/calendar/calendar.module';
import { contactsModule } from './modules/contacts/contact.module';
import { costsModule } from './modules/costs/cost.module';
import { damagesModule } from './modules/damages/damage.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { deadlinesModule } from './modules/deadlines/deadline.module';
import { documentsModule } from './modules/documents/document.module';
import { emailsModule } from './modules/emails/email.module';
import { firmsModule } from './modules/firms/firm.module';
import { insuranceModule } from './modules/insurance/insurance.module';
import { invitationsModule } from './modules/invitations/invitation.module';
import { invoicesModule } from './modules/invoices/invoice.module';
import { mattersModule } from './modules/matters/matter.module';
import { medicalModule } from './modules/medical/medical.module';
import { messagesModule } from './modules/messages/message.module';
import { notesModule } from './modules/notes/note.module';
import { notificationsModule } from './modules/notifications/notification.module';
import { optionsModule } from './modules/options/option.module';
import { permissionsModule } from './modules/permissions/permission.module';
import { searchModule } from './modules/search/search.module';
import { settlementModule } from './modules/settlement/settlement.module';
import { tasksModule } from './modules/tasks/task.module';
import { trustModule } from './modules/trust/trust.module';
import { templatesModule } from './modules/templates/template.module';
import { usersModule } from './modules/users/user.module';
import { workflowsModule } from './modules/workflows/workflow.module';

export const MODULES: readonly AppModule[] = [
  firmsModule,
  usersModule,
  authModule,
  invitationsModule,
  permissionsModule,
  activityModule,
  contactsModule,
  notesModule,
  mattersModule,
  documentsModule,
  insuranceModule,
  medicalModule,
  costsModule,
  damagesModule,
  templatesModule,
  settlementModule,
  trustModule,
  optionsModule,
  messagesModule,
  notificationsModule,
  aiModule,
  tasksModule,
  calendarModule,
  workflowsModule,
  emailsModule,
  invoicesModule,
  deadlinesModule,
  searchModule,
  dashboardModule,
  backOfficeModule,
];

/** Every TypeORM entity: the event log's, and each module's. */
export const ENTITIES: readonly ClassOf[] = [EventRow, FirmEventCounter, ...MODULES.flatMap((module) => module.entities ?? [])];

/** Every type-graphql resolver class. */
export const RESOLVERS: readonly ClassOf[] = MODULES.flatMap((module) => module.resolvers ?? []);

/** Every REST route, as the server mounts it and the tests enumerate it. */
export const ROUTES: readonly RestRoute[] = MODULES.flatMap((module) => module.routes ?? []);
