import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Center, Divider, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { print } from 'graphql';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ConversationHistoryDocument,
  ConversationsDocument,
  MarkConversationReadDocument,
  SendMessageDocument,
  ViewConversationDocument,
  type ConversationFieldsFragment,
  type MessageFieldsFragment,
} from '../../gql/graphql';
import { Composer } from '../../ui/Composer';
import { initials } from '../../ui/format';
import { useViewer } from '../../lib/viewer';
import { dayLabel, lastSeenText, messageTime, sameDay } from './presence';
import { useMessageEvents } from './useMessageEvents';

type Shown = MessageFieldsFragment & { state?: 'sending' | 'failed' };

/** `incoming` over `current`, one entry per message id (a later state replaces an earlier one). */
function byId(current: readonly Shown[], incoming: readonly Shown[]): Shown[] {
  const known = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) known.set(message.id, { ...known.get(message.id), ...message, state: message.state });
  return [...known.values()];
}

const sorted = (list: Shown[]) =>
  [...list].sort((a, b) => (a.createdAt as string).localeCompare(b.createdAt as string) || a.id.localeCompare(b.id));

/** /message: the open conversation (`?c=`); a client opens their conversation with the firm at once. */
export function MessagesPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('c');
  const { data, loading } = useQuery(ConversationsDocument, { variables: { page: 1 } });
  const conversations = data?.conversations.items ?? [];
  const first = conversations[0]?.id;
  useEffect(() => {
    if (!id && first && viewer.role === 'CLIENT') navigate(`/message?c=${first}`, { replace: true });
  }, [id, first, viewer.role, navigate]);

  const conversation = conversations.find((c) => c.id === id);
  if (!id) {
    return (
      <Center h="60vh">
        <Text c="dimmed">{viewer.role === 'CLIENT' ? 'Your firm has not written to you yet.' : 'Choose a conversation, or search for a contact to write to.'}</Text>
      </Center>
    );
  }
  if (!conversation) {
    return loading ? (
      <Center h="60vh">
        <Loader />
      </Center>
    ) : (
      <Center h="60vh">
        <Text c="dimmed">This conversation does not exist.</Text>
      </Center>
    );
  }
  return <ConversationView key={conversation.id} conversation={conversation} />;
}

function ConversationView({ conversation }: { conversation: ConversationFieldsFragment }) {
  const viewer = useViewer();
  const client = useApolloClient();
  /** Older pages, live arrivals and sends in flight, on top of the latest page. */
  const [extra, setExtra] = useState<Shown[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const [sendMessage] = useMutation(SendMessageDocument);
  const [markRead] = useMutation(MarkConversationReadDocument, { refetchQueries: ['UnreadNotificationCount'] });
  const [viewConversation] = useMutation(ViewConversationDocument);
  const { data, loading } = useQuery(ConversationHistoryDocument, { variables: { conversationId: conversation.id, before: null }, fetchPolicy: 'network-only' });
  const name = conversation.other?.fullName ?? 'Former user';

  const merge = useCallback((incoming: Shown[]) => setExtra((current) => byId(current, incoming)), []);
  const messages = useMemo(() => sorted(byId(data?.conversationMessages.items ?? [], extra)), [data, extra]);
  const hasMore = olderHasMore ?? data?.conversationMessages.hasMore ?? false;

  // While it is open here, new messages in it are not also notifications (renewed every 30 s).
  useEffect(() => {
    const view = (viewing: boolean) => viewConversation({ variables: { conversationId: conversation.id, viewing } }).catch(() => undefined);
    void view(true);
    const timer = setInterval(() => void view(true), 30_000);
    // Leaving the page (closing the tab, reloading, typing another address) runs no React cleanup.
    const leave = () => {
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(ViewConversationDocument), variables: { conversationId: conversation.id, viewing: false } }),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      void view(false);
    };
  }, [conversation.id, viewConversation]);

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

  const deliver = async (message: Shown) => {
    merge([{ ...message, state: 'sending' }]);
    try {
      const { data: sent } = await sendMessage({ variables: { input: { id: message.id, conversationId: conversation.id, body: message.body } } });
      if (sent) merge([{ ...sent.sendMessage, state: undefined }]);
    } catch {
      merge([{ ...message, state: 'failed' }]);
    }
  };

  const send = (body: string) => {
    stickToBottom.current = true;
    void deliver({ __typename: 'Message', id: crypto.randomUUID(), body, senderId: viewer.id, conversationId: conversation.id, createdAt: new Date().toISOString() });
  };

  return (
    <Paper withBorder radius="lg" h="calc(100vh - 140px)" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Group p="md" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Avatar src={conversation.other?.avatarUrl} radius="xl" color="navy">
          {initials(name)}
        </Avatar>
        <div>
          <Title order={4}>{name}</Title>
          <Text fz="xs" c="dimmed">
            {lastSeenText(conversation.other?.lastSeenAt as string | undefined)}
          </Text>
        </div>
      </Group>
      <ScrollArea
        style={{ flex: 1 }}
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const element = viewport.current;
          if (element) stickToBottom.current = element.scrollHeight - y - element.clientHeight < 60;
          if (y < 40 && hasMore && !loadingOlder) void loadOlder();
        }}
        aria-label="Messages"
      >
        <Stack gap={6} p="md">
          {hasMore && (
            <Center>
              <Button size="xs" variant="subtle" loading={loadingOlder} onClick={() => void loadOlder()}>
                Load earlier messages
              </Button>
            </Center>
          )}
          {loading && messages.length === 0 && (
            <Center>
              <Loader size="sm" />
            </Center>
          )}
          {!loading && messages.length === 0 && (
            <Text c="dimmed" ta="center" fz="sm">
              No messages yet. Say hello.
            </Text>
          )}
          {messages.map((message, index) => {
            const at = new Date(message.createdAt as string);
            const previous = messages[index - 1];
            const mine = message.senderId === viewer.id;
            return (
              <Box key={message.id}>
                {(!previous || !sameDay(new Date(previous.createdAt as string), at)) && (
                  <Divider my="sm" label={dayLabel(at)} labelPosition="center" />
                )}
                <Group justify={mine ? 'flex-end' : 'flex-start'}>
                  <Box
                    maw="70%"
                    px="sm"
                    py={6}
                    style={{
                      borderRadius: 12,
                      background: mine ? 'var(--mantine-color-navy-6)' : 'var(--mantine-color-gray-1)',
                      color: mine ? 'white' : undefined,
                      opacity: message.state === 'sending' ? 0.7 : 1,
                    }}
                  >
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.body}
                    </Text>
                    <Text fz={10} ta="right" c={mine ? 'navy.1' : 'dimmed'}>
                      {message.state === 'sending' ? 'Sending…' : messageTime(message.createdAt as string)}
                    </Text>
                  </Box>
                </Group>
                {message.state === 'failed' && (
                  <Group justify="flex-end" gap={4}>
                    <Text fz="xs" c="red">
                      Not sent.
                    </Text>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void deliver(message)}>
                      Retry
                    </Button>
                  </Group>
                )}
              </Box>
            );
          })}
        </Stack>
      </ScrollArea>
      <Group p="md" gap="sm" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Box style={{ flex: 1 }}>
          <Composer placeholder="Type a message" label="Message" onSend={send} />
        </Box>
      </Group>
    </Paper>
  );
}
