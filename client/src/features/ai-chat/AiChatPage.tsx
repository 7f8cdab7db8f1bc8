import { skipToken, useQuery } from '@apollo/client/react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AiChatCaseDocument } from '../../gql/graphql';
import { serverProblem } from '../../ui/serverProblem';
import { ChatComposer } from './ChatComposer';
import { ChatSubject } from './ChatSubject';
import { ChatView } from './ChatView';
import { useAskAi } from './useAskAi';
import { usePendingDocuments } from './usePendingDocuments';

/**
 * /ai-chat: 'What can I help with?' until the first question (about the case of `?matter=`, when
 * opened from one); then the chat (`?chat=`), replies streaming in.
 */
export function AiChatPage() {
  const [params] = useSearchParams();
  const chatId = params.get('chat');
  if (chatId) return <ChatView key={chatId} chatId={chatId} />;
  const matterId = params.get('matter');
  return <NewChat key={matterId} matterId={matterId} />;
}

function NewChat({ matterId }: { matterId: string | null }) {
  const navigate = useNavigate();
  const { ask, sending, error } = useAskAi();
  const documents = usePendingDocuments();
  const subject = useQuery(AiChatCaseDocument, matterId ? { variables: { id: matterId } } : skipToken);
  const matter = subject.data?.matter ?? null;
  // A link to a case that is gone or not shared: the questions are about no case.
  const aboutId = subject.error ? null : matterId;

  const send = async (content: string) => {
    const chatId = await ask(content, { matterId: aboutId, documentIds: documents.pending.map((d) => d.id) });
    if (chatId) navigate(`/ai-chat?chat=${chatId}`);
  };
  return (
    <Center h="70vh">
      <Stack align="center" gap="lg" w="100%" maw={720}>
        <Title order={2}>What can I help with?</Title>
        {matter && <ChatSubject matter={matter} />}
        {subject.error && (
          <Text fz="sm" c="dimmed">
            {serverProblem(subject.error).code === 'NOT_FOUND' ? 'The case of this link does not exist or is not shared with you.' : "The case of this link couldn't be loaded."}
          </Text>
        )}
        <Paper withBorder radius="xl" p="md" w="100%">
          <ChatComposer
            placeholder="Ask anything"
            onSend={(text) => void send(text)}
            busy={sending}
            error={error}
            matter={matter}
            chips={documents.pending.map((document) => ({ document, note: 'Sent with your first question', onRemove: () => documents.remove(document) }))}
            room={documents.room}
            onAttach={documents.add}
          />
        </Paper>
      </Stack>
    </Center>
  );
}
