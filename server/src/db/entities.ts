import { EventRow, FirmEventCounter } from '../events/event.entity';
import { AiChat, AiMessage, AiUsage } from '../modules/ai/ai.entity';
import { ActivityEntry } from '../modules/activity/activity.entity';
import { CalendarEvent, CalendarEventAttendee, CalendarFeed } from '../modules/calendar/calendar.entity';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { Session } from '../modules/auth/session.entity';
import { ContactAddress } from '../modules/contacts/contact-address.entity';
import { ContactPhone } from '../modules/contacts/contact-phone.entity';
import { Contact } from '../modules/contacts/contact.entity';
import {
  DeadlineChainStep, DeadlineChainTemplate, FirmDeadlineSettings, LimitationRule, MatterDeadline, MatterDeadlineChain, MatterStatute, StatuteReminder, StatuteTolling,
} from '../modules/deadlines/deadline.entity';
import { CaseEmail, CaseEmailAttachment } from '../modules/emails/email.entity';
import { Firm } from '../modules/firms/firm.entity';
import { Invoice, InvoiceCounter, InvoiceLine, Payment } from '../modules/invoices/invoice.entity';
import { Invitation } from '../modules/invitations/invitation.entity';
import { FirmRolePermissions } from '../modules/permissions/firm-permissions.entity';
import { Matter } from '../modules/matters/matter.entity';
import { MatterAccess, MatterStaff, MatterStatusChange, Party, TimelineEntry } from '../modules/matters/matter-parts.entity';
import { Document, DocumentFolder } from '../modules/documents/document.entity';
import { Conversation, ConversationMember, Message } from '../modules/messages/message.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Note } from '../modules/notes/note.entity';
import { FirmOptionList } from '../modules/options/option-list.entity';
import { Task, TaskAssignee } from '../modules/tasks/task.entity';
import { User } from '../modules/users/user.entity';
import { WorkflowApplication, WorkflowStep, WorkflowTemplate } from '../modules/workflows/workflow.entity';

/** Every TypeORM entity; a module adds its own here. */
export const entities = [
  Firm, User, Session, LoginAttempt, Invitation, FirmRolePermissions, ActivityEntry, Contact, ContactPhone, ContactAddress, Note,
  Matter, MatterAccess, MatterStaff, MatterStatusChange, Party, TimelineEntry, DocumentFolder, Document, FirmOptionList,
  EventRow, FirmEventCounter, Conversation, ConversationMember, Message, Notification,
  AiChat, AiMessage, AiUsage, Task, TaskAssignee, CalendarEvent, CalendarEventAttendee, CalendarFeed,
  WorkflowTemplate, WorkflowStep, WorkflowApplication,
  CaseEmail, CaseEmailAttachment,
  Invoice, InvoiceLine, Payment, InvoiceCounter,
  LimitationRule, FirmDeadlineSettings, MatterStatute, StatuteTolling, StatuteReminder, DeadlineChainTemplate, DeadlineChainStep, MatterDeadlineChain, MatterDeadline,
];
