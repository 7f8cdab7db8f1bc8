import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AiResolver } from '../modules/ai/ai.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BackOfficeResolver } from '../modules/backoffice/backoffice.resolver';
import { CalendarFeedResolver, CalendarResolver, MatterCalendarResolver } from '../modules/calendar/calendar.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { ContactResolver } from '../modules/contacts/contact.resolver';
import { DocumentFolderResolver, DocumentResolver } from '../modules/documents/document.resolver';
import { ActivityEntryResolver, MatterPeopleResolver, MatterResolver } from '../modules/matters/matter.resolver';
import { DeadlineChainTemplateResolver, MatterDeadlineChainResolver, StatuteResolver } from '../modules/deadlines/deadline.resolver';
import { EmailResolver } from '../modules/emails/email.resolver';
import { ConflictAppearanceResolver, ContactCasesResolver, PartyResolver } from '../modules/matters/party.resolver';
import { InvoiceLineResolver, InvoiceResolver, PaymentResolver } from '../modules/invoices/invoice.resolver';
import { MessageResolver } from '../modules/messages/message.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { NoteResolver } from '../modules/notes/note.resolver';
import { OptionResolver } from '../modules/options/option.resolver';
import { InvitationResolver } from '../modules/invitations/invitation.resolver';
import { FirmPermissionsResolver, ViewerPermissionsResolver } from '../modules/permissions/permission.resolver';
import { FirmUserAdminResolver } from '../modules/users/firm-user-admin.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { MatterTasksResolver, TaskResolver } from '../modules/tasks/task.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { WorkflowApplicationResolver, WorkflowTemplateResolver } from '../modules/workflows/workflow.resolver';
import { authChecker } from './auth-checker';
import { createAppPubSub, type AppPubSub } from './pubsub';

export const resolvers = [
  AiResolver,
  ActivityEntryResolver,
  AuthResolver,
  BackOfficeResolver,
  CalendarResolver,
  CalendarFeedResolver,
  MatterCalendarResolver,
  ConflictAppearanceResolver,
  ContactCasesResolver,
  ContactResolver,
  DashboardResolver,
  DeadlineChainTemplateResolver,
  DocumentResolver,
  DocumentFolderResolver,
  EmailResolver,
  InvoiceResolver,
  InvoiceLineResolver,
  PaymentResolver,
  MatterDeadlineChainResolver,
  StatuteResolver,
  MatterResolver,
  MatterPeopleResolver,
  MessageResolver,
  NoteResolver,
  NotificationResolver,
  OptionResolver,
  PartyResolver,
  SearchResolver,
  TaskResolver,
  MatterTasksResolver,
  UserResolver,
  FirmUserAdminResolver,
  InvitationResolver,
  FirmPermissionsResolver,
  ViewerPermissionsResolver,
  WorkflowTemplateResolver,
  WorkflowApplicationResolver,
] as const;

/** Builds the executable schema; class-validator rules on every input always run. */
export function buildAppSchema(pubSub: AppPubSub = createAppPubSub()): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: true,
    emitSchemaFile: false,
  });
}
