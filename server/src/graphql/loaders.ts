import { setRequestScope } from '../db/scope';
import { viewerScope } from './viewer-scope';
import type { DataSource } from 'typeorm';
import { createCalendarLoaders } from '../modules/calendar/calendar.loaders';
import { createContactLoaders } from '../modules/contacts/contact.loaders';
import { createDeadlineLoaders } from '../modules/deadlines/deadline.loaders';
import { createDocumentLoaders } from '../modules/documents/document.loaders';
import { createEmailLoaders } from '../modules/emails/email.loaders';
import { createFirmLoaders } from '../modules/firms/firm.loaders';
import { createInvoiceLoaders } from '../modules/invoices/invoice.loaders';
import { createMatterLoaders } from '../modules/matters/matter.loaders';
import { createMessageLoaders } from '../modules/messages/message.loaders';
import { createTaskLoaders } from '../modules/tasks/task.loaders';
import { createUserLoaders } from '../modules/users/user.loaders';
import { createFirmUserAdminLoaders } from '../modules/users/firm-user-admin.loaders';
import { createPermissionLoaders } from '../modules/permissions/permission.loaders';
import { createWorkflowLoaders } from '../modules/workflows/workflow.loaders';
import type { Services } from '../services';
import type { RequestContext, Viewer } from './context';

/** Per-request DataLoaders of every module, built for one viewer so no batch can cross firms. */
export function createLoaders(dataSource: DataSource, services: Services, viewer: Viewer | null) {
  return {
    ...createFirmLoaders(dataSource, viewer),
    ...createContactLoaders(services.contacts, viewer),
    ...createUserLoaders(dataSource, viewer),
    ...createFirmUserAdminLoaders(services.firmUsers, viewer),
    ...createPermissionLoaders(services.permissions, viewer),
    ...createMatterLoaders(dataSource, services.matters, services.parties, viewer),
    ...createMessageLoaders(services.messages, viewer),
    ...createTaskLoaders(services.tasks),
    ...createCalendarLoaders(services.calendar),
    ...createDeadlineLoaders(services.deadlineChains),
    ...createEmailLoaders(services.emails),
    ...createInvoiceLoaders(services.invoices),
    ...createWorkflowLoaders(services.workflows),
    ...createDocumentLoaders(services.documents, viewer),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** A request context for a viewer; `setViewer` rebinds the viewer and its loaders together. */
export function createRequestContext(
  dataSource: DataSource,
  services: Services,
  viewer: Viewer | null,
  request: Pick<RequestContext, 'ip' | 'userAgent' | 'http'>,
): RequestContext {
  const context: RequestContext = {
    ...request,
    viewer,
    services,
    loaders: createLoaders(dataSource, services, viewer),
    // `this`, not `context`: Apollo Server runs each operation on a shallow copy of the context.
    setViewer(this: RequestContext, next: Viewer | null) {
      this.viewer = next;
      setRequestScope(viewerScope(next));
      this.loaders = createLoaders(dataSource, services, next);
    },
  };
  return context;
}
