import { useQuery } from '@apollo/client/react';
import { Avatar, Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConversationsDocument, type ConversationFieldsFragment } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { Composer } from '../../ui/Composer';
import { initials } from '../../ui/format';
import { MessageBubble } from './MessageBubble';
import { lastSeenText } from './presence';
import { useConversation } from './useConversation';
import { maxLengthOf } from '../../ui/limits';

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

/** The open conversation: who it is with and when they were last seen, its messages, and the composer. */
function ConversationView({ conversation }: { conversation: ConversationFieldsFragment }) {
  const viewer = useViewer();
  const { messages, loading, hasMore, loadingOlder, viewport, loadOlder, onScroll, send, retry } = useConversation(conversation);
  const name = conversation.other?.fullName ?? 'Former user';

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
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} onScrollPositionChange={onScroll} aria-label="Messages">
        <Stack gap={6} p="md">
          {hasMore && (
            <Center>
              <Button size="xs" variant="subtle" loading={loadingOlder} onClick={loadOlder}>
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
          {messages.map((message, index) => (
            <MessageBubble key={message.id} message={message} previous={messages[index - 1]} mine={message.senderId === viewer.id} onRetry={() => retry(message)} />
          ))}
        </Stack>
      </ScrollArea>
      <Group p="md" gap="sm" align="flex-end" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Box style={{ flex: 1 }}>
          <Composer placeholder="Type a message" label="Message" onSend={send} maxLength={maxLengthOf('SendMessageInput', 'body')} />
        </Box>
      </Group>
    </Paper>
  );
}
