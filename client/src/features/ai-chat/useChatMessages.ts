import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { AiChatMessagesDocument, AiEventsDocument, type AiMessageFieldsFragment } from '../../gql/graphql';
import { useLiveEvents } from '../../live/useLiveEvents';

/** A chat's messages, oldest first: those loaded, with the messages and reply text that arrived live over them. */
export function useChatMessages(chatId: string) {
  const { data, loading, error } = useQuery(AiChatMessagesDocument, { variables: { chatId }, fetchPolicy: 'network-only' });
  const [live, setLive] = useState<Record<string, AiMessageFieldsFragment>>({});
  useLiveEvents(AiEventsDocument, (event) => event.aiEvents, (event) => {
    if (event.chatId !== chatId) return;
    setLive((current) => {
      // MESSAGE and DONE carry the whole message (DONE: the finished reply, with its sources).
      if (event.message) return { ...current, [event.message.id]: event.message };
      if (event.type === 'TOKEN' && event.messageId && event.token) {
        const base = current[event.messageId] ?? data?.aiChatMessages.find((m) => m.id === event.messageId);
        if (!base || base.status !== 'STREAMING') return current;
        return { ...current, [event.messageId]: { ...base, content: base.content + event.token } };
      }
      return current;
    });
  });
  const messages = useMemo(() => {
    const byId = new Map((data?.aiChatMessages ?? []).map((m) => [m.id, m]));
    for (const message of Object.values(live)) {
      const loaded = byId.get(message.id);
      // A finished reply loaded from the server wins over a half-streamed one.
      if (!loaded || loaded.status === 'STREAMING') byId.set(message.id, message);
    }
    return [...byId.values()].sort((a, b) => (a.createdAt as string).localeCompare(b.createdAt as string) || (a.role === 'USER' ? -1 : 1));
  }, [data, live]);
  return { messages, loading, error, writing: messages.some((m) => m.status === 'STREAMING') };
}
