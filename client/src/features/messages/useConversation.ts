import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { print } from 'graphql';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  ConversationHistoryDocument,
  MarkConversationReadDocument,
  SendMessageDocument,
  ViewConversationDocument,
  type ConversationFieldsFragment,
  type MessageFieldsFragment,
} from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { useMessageEvents } from './useMessageEvents';

/**
 * A message as the conversation shows it: sent, on its way, not sent (to retry), or refused by the
 * server (`problem` says why; sending it again could not succeed).
 */
export type ShownMessage = MessageFieldsFragment & { state?: 'sending' | 'failed' | 'refused'; problem?: string };

/** `incoming` over `current`, one entry per message id (a later state replaces an earlier one). */
export function byId(current: readonly ShownMessage[], incoming: readonly ShownMessage[]): ShownMessage[] {
  const known = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) known.set(message.id, { ...known.get(message.id), ...message, state: message.state });
  return [...known.values()];
}

/** Oldest first; messages of the same moment in id order. */
export const inOrder = (list: ShownMessage[]) =>
  [...list].sort((a, b) => (a.createdAt as string).localeCompare(b.createdAt as string) || a.id.localeCompare(b.id));

/**
 * While a conversation is open here its new messages are not also notifications: the server is
 * told it is viewed (renewed every 30 s) and told when it no longer is, even when the tab closes.
 */
export function useViewingConversation(conversationId: string) {
  const [viewConversation] = useMutation(ViewConversationDocument);
  useEffect(() => {
    const view = (viewing: boolean) => viewConversation({ variables: { conversationId, viewing } }).catch(() => undefined);
    void view(true);
    const timer = setInterval(() => void view(true), 30_000);
    // Leaving the page (closing the tab, reloading, typing another address) runs no React cleanup.
    const leave = () => {
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(ViewConversationDocument), variables: { conversationId, viewing: false } }),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      void view(false);
    };
  }, [conversationId, viewConversation]);
}

/**
 * One conversation: its latest page with older pages loaded on demand, live arrivals, and sends
 * shown at once (with their own id, so a retry cannot send twice) until the server confirms them.
 * Opening it marks it read; the view keeps to the newest message unless scrolled up.
 */
export function useConversation(conversation: ConversationFieldsFragment) {
  const viewer = useViewer();
  const client = useApolloClient();
  /** Older pages, live arrivals and sends in flight, on top of the latest page. */
  const [extra, setExtra] = useState<ShownMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const [sendMessage] = useMutation(SendMessageDocument);
  const [markRead] = useMutation(MarkConversationReadDocument, { refetchQueries: ['UnreadNotificationCount'] });
  const { data, loading } = useQuery(ConversationHistoryDocument, { variables: { conversationId: conversation.id, before: null }, fetchPolicy: 'network-only' });

  const merge = useCallback((incoming: ShownMessage[]) => setExtra((current) => byId(current, incoming)), []);
  const messages = useMemo(() => inOrder(byId(data?.conversationMessages.items ?? [], extra)), [data, extra]);
  const hasMore = olderHasMore ?? data?.conversationMessages.hasMore ?? false;

  useViewingConversation(conversation.id);

  // Reading the conversation clears its unread count (and the other side hears of it).
  const unread = conversation.unreadCount;
  useEffect(() => {
    if (unread > 0) void markRead({ variables: { conversationId: conversation.id } });
  }, [unread, conversation.id, markRead]);

  useMessageEvents((event) => {
    if (event.conversationId !== conversation.id || !event.message) return;
    merge([event.message]);
    if (event.message.senderId !== viewer.id) void markRead({ variables: { conversationId: conversation.id } });
  });

  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const loadOlder = async () => {
    const oldest = messages.find((m) => !m.state);
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    const element = viewport.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    const { data: older } = await client.query({ query: ConversationHistoryDocument, variables: { conversationId: conversation.id, before: oldest.id }, fetchPolicy: 'network-only' });
    stickToBottom.current = false;
    if (older) {
      merge(older.conversationMessages.items);
      setOlderHasMore(older.conversationMessages.hasMore);
    }
    setLoadingOlder(false);
    requestAnimationFrame(() => {
      if (element) element.scrollTop = element.scrollHeight - fromBottom;
    });
  };

  const deliver = async (message: ShownMessage) => {
    merge([{ ...message, state: 'sending' }]);
    try {
      const { data: sent } = await sendMessage({ variables: { input: { id: message.id, conversationId: conversation.id, body: message.body } } });
      if (sent) merge([{ ...sent.sendMessage, state: undefined }]);
    } catch (failure) {
      const found = serverProblem(failure);
      // A message the server refuses (too long, say) is refused again on a retry: say why instead.
      if (found.code === 'BAD_USER_INPUT') merge([{ ...message, state: 'refused', problem: found.fields ? Object.values(found.fields).join(' ') : found.message }]);
      else merge([{ ...message, state: 'failed' }]);
    }
  };

  return {
    messages,
    loading,
    hasMore,
    loadingOlder,
    viewport,
    loadOlder: () => void loadOlder(),
    /** Scrolled near the top, earlier messages load; near the bottom, new ones keep it there. */
    onScroll: ({ y }: { y: number }) => {
      const element = viewport.current;
      if (element) stickToBottom.current = element.scrollHeight - y - element.clientHeight < 60;
      if (y < 40 && hasMore && !loadingOlder) void loadOlder();
    },
    send: (body: string) => {
      stickToBottom.current = true;
      void deliver({ __typename: 'Message', id: crypto.randomUUID(), body, senderId: viewer.id, conversationId: conversation.id, createdAt: new Date().toISOString() });
    },
    retry: (message: ShownMessage) => void deliver(message),
  };
}
