import DataLoader from 'dataloader';
import type { Viewer } from '../../graphql/context';
import { groupRows } from '../../graphql/group-by';
import type { User } from '../users/user.entity';
import type { Message } from './message.entity';
import type { MessageService } from './message.service';

/** Members, unread counts and last messages of many conversations, one query each, for this viewer. */
export function createMessageLoaders(messages: MessageService, viewer: Viewer | null) {
  const firmId = viewer?.firm?.id;
  return {
    membersByConversation: new DataLoader<string, User[]>(async (ids) =>
      firmId ? groupRows(ids, await messages.membersOf(firmId, ids), 'conversationId').map((rows) => rows.map((row) => row.user)) : ids.map(() => []),
    ),
    unreadByConversation: new DataLoader<string, number>(async (ids) => {
      if (!viewer) return ids.map(() => 0);
      const counts = await messages.unreadCounts(viewer.user.id, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    lastMessageByConversation: new DataLoader<string, Message | null>(async (ids) => {
      const found = firmId ? await messages.lastMessages(firmId, ids) : [];
      const byConversation = new Map(found.map((m) => [m.conversationId, m]));
      return ids.map((id) => byConversation.get(id) ?? null);
    }),
  };
}
