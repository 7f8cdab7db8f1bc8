import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { EmailService } from './email.service';

/** Attachments of many emails in one query, within the viewer's firm. */
export function createEmailLoaders(emails: EmailService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    attachmentsByEmail: new DataLoader<string, string[]>(async (ids) =>
      groupRows(ids, firmId ? await emails.attachmentIdsOf(firmId, ids) : [], 'emailId').map((rows) => rows.map((row) => row.documentId)),
    ),
  };
}
