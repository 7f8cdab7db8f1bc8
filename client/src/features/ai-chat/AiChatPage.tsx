import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Box, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AiChatMessagesDocument, AiEventsDocument, SendAiMessageDocument, type AiMessageFieldsFragment } from '../../gql/graphql';
import { useLiveEvents } from '../../live/useLiveEvents';
import { Composer } from '../../ui/Composer';
import { initials } from '../../ui/format';
import { useViewer } from '../../lib/viewer';
import { serverProblem } from '../../ui/serverProblem';
import { maxLengthOf } from '../../ui/limits';

/** /ai-chat: 'What can I help with?' until the first question; then the chat (`?chat=`), replies streaming in. */
export function AiChatPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chatId = params.get('chat');
  const [sendAiMessage, { loading }] = useMutation(SendAiMessageDocument, { refetchQueries: ['AiChats'] });
  const [error, setError] = useState<string | null>(null);

  const ask = async (content: string, inChat: string | null) => {
    setError(null);
    try {
      const { data } = await sendAiMessage({ variables: { input: { id: crypto.randomUUID(), chatId: inChat, content } } });
      if (data && !inChat) navigate(`/ai-chat?chat=${data.sendAiMessage.chatId}`);
    } catch (failure) {
      setError(serverProblem(failure, 'The message could not be sent. Check your connection and try again.').message);
    }
  };

  if (!chatId) {
    return (
      <Center h="70vh">
        <Stack align="center" gap="lg" w="100%" maw={720}>
          <Title order={2}>What can I help with?</Title>
          <Paper withBorder radius="xl" p="md" w="100%">
            <Composer placeholder="Ask anything" onSend={(text) => void ask(text, null)} busy={loading} maxLength={maxLengthOf('SendAiMessageInput', 'content')} />
          </Paper>
          {error && (
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Center>
    );
  }
  return <ChatView key={chatId} chatId={chatId} onAsk={(text) => ask(text, chatId)} busy={loading} error={error} />;
}

function ChatView({ chatId, onAsk, busy, error }: { chatId: string; onAsk: (text: string) => Promise<void>; busy: boolean; error: string | null }) {
  const viewer = useViewer();
  const viewport = useRef<HTMLDivElement>(null);
  const { data, loading, error: loadError } = useQuery(AiChatMessagesDocument, { variables: { chatId }, fetchPolicy: 'network-only' });
  /** Messages and reply text that arrived live, over what was loaded. */
  const [live, setLive] = useState<Record<string, AiMessageFieldsFragment>>({});
  useLiveEvents(AiEventsDocument, (event) => event.aiEvents, (event) => {
    if (event.chatId !== chatId) return;
    setLive((current) => {
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
  const writing = messages.some((m) => m.status === 'STREAMING');

  useLayoutEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [messages]);

  if (loadError) {
    return (
      <Center h="60vh">
        <Text c="dimmed">{serverProblem(loadError).code === 'NOT_FOUND' ? 'This chat does not exist.' : "The chat couldn't be loaded."}</Text>
      </Center>
    );
  }
  return (
    <Paper withBorder radius="lg" h="calc(100vh - 140px)" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} aria-label="Conversation">
        <Stack gap="md" p="lg" maw={820} mx="auto">
          {loading && messages.length === 0 && (
            <Center>
              <Loader size="sm" />
            </Center>
          )}
          {messages.map((message) => {
            const mine = message.role === 'USER';
            return (
              <Group key={message.id} justify={mine ? 'flex-end' : 'flex-start'} align="flex-start" wrap="nowrap" gap="sm">
                {!mine && (
                  <Avatar radius="xl" color="grape" size={32} aria-hidden>
                    <IconSparkles size={18} />
                  </Avatar>
                )}
                <Box
                  maw="80%"
                  px="md"
                  py={8}
                  style={{ borderRadius: 14, background: mine ? 'var(--mantine-color-navy-6)' : 'var(--mantine-color-gray-1)', color: mine ? 'white' : undefined }}
                >
                  {message.status === 'STREAMING' && !message.content ? (
                    <Loader type="dots" size="sm" aria-label="The assistant is writing" />
                  ) : (
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={message.status === 'FAILED' ? 'red' : undefined}>
                      {message.content}
                    </Text>
                  )}
                </Box>
                {mine && (
                  <Avatar radius="xl" color="navy" size={32}>
                    {initials(viewer.fullName)}
                  </Avatar>
                )}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea>
      <Box p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Box maw={820} mx="auto">
          <Composer placeholder="Type a message" onSend={(text) => void onAsk(text)} busy={busy || writing} maxLength={maxLengthOf('SendAiMessageInput', 'content')} />
          {error && (
            <Text c="red" fz="sm" role="alert" mt={4}>
              {error}
            </Text>
          )}
          <Text fz="xs" c="dimmed" ta="center" mt="xs">
            AI can make mistakes. Check important info.
          </Text>
        </Box>
      </Box>
    </Paper>
  );
}
