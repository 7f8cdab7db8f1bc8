import DataLoader from 'dataloader';
import { groupRows } from '../../graphql/group-by';
import type { EmailService } from './email.service';

/** Attachments of many emails in one query (ids come only from emails the viewer could read). */
export function createEmailLoaders(emails: EmailService) {
  return {
    attachmentsByEmail: new DataLoader<string, string[]>(async (ids) => groupRows(ids, await emails.attachmentIdsOf(ids), 'emailId').map((rows) => rows.map((row) => row.documentId))),
  };
}
