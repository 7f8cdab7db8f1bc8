import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLayoutEffect, useRef } from 'react';
import { AiChatDocument, DetachAiChatDocumentDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import type { ChatDocument } from './AttachmentChips';
import { ChatComposer } from './ChatComposer';
import { ChatSubject } from './ChatSubject';
import { MessageBubble } from './MessageBubble';
import { useAskAi } from './useAskAi';
import { useChatMessages } from './useChatMessages';
import { usePendingDocuments } from './usePendingDocuments';

/** One chat: its case above, the messages (replies streaming in), and the input with the chat's documents. */
export function ChatView({ chatId }: { chatId: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  const { messages, loading, error: loadError, writing } = useChatMessages(chatId);
  const chat = useQuery(AiChatDocument, { variables: { id: chatId }, fetchPolicy: 'cache-and-network' }).data?.aiChat;
  const attached = (chat?.attachments ?? []).map((a) => ({ id: a.documentId, title: a.title }));
  const documents = usePendingDocuments(attached);
  const { ask, sending, error } = useAskAi();
  const [detach] = useMutation(DetachAiChatDocumentDocument);

  useLayoutEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [messages]);

  const send = async (content: string) => {
    if (await ask(content, { chatId, documentIds: documents.pending.map((d) => d.id) })) documents.clear();
  };
  const remove = async (document: ChatDocument) => {
    try {
      await detach({ variables: { chatId, documentId: document.id } });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, `${document.title} could not be removed. Please try again.`).message });
    }
  };

  if (loadError) {
    return (
      <Center h="60vh">
        <Text c="dimmed">{serverProblem(loadError).code === 'NOT_FOUND' ? 'This chat does not exist.' : "The chat couldn't be loaded."}</Text>
      </Center>
    );
  }
  return (
    <Paper withBorder radius="lg" h="calc(100vh - 140px)" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      {chat?.matter && (
        <Group px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <ChatSubject matter={chat.matter} />
        </Group>
      )}
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} aria-label="Conversation">
        <Stack gap="md" p="lg" maw={820} mx="auto">
          {loading && messages.length === 0 && (
            <Center>
              <Loader size="sm" />
            </Center>
          )}
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      </ScrollArea>
      <Box p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Box maw={820} mx="auto">
          <ChatComposer
            placeholder="Type a message"
            onSend={(text) => void send(text)}
            busy={sending || writing}
            error={error}
            matter={chat?.matter ?? null}
            chips={[
              ...attached.map((document) => ({ document, note: 'Attached to this chat', onRemove: () => void remove(document) })),
              ...documents.pending.map((document) => ({ document, note: 'Sent with your next message', onRemove: () => documents.remove(document) })),
            ]}
            room={documents.room}
            onAttach={documents.add}
          />
          <Text fz="xs" c="dimmed" ta="center" mt="xs">
            AI can make mistakes. Check important info.
          </Text>
        </Box>
      </Box>
    </Paper>
  );
}
