import { Avatar, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { AiMessageFieldsFragment } from '../../gql/graphql';
import { useViewer } from '../../lib/viewer';
import { initials } from '../../ui/format';
import { AiSources } from './AiSources';
import { ReplyActions } from './ReplyActions';

/** One message of a chat: the question on the right, the reply on the left with its sources and actions once finished. */
export function MessageBubble({ message }: { message: AiMessageFieldsFragment }) {
  const viewer = useViewer();
  const mine = message.role === 'USER';
  const finished = !mine && message.status === 'COMPLETE' && message.content !== '';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-start" wrap="nowrap" gap="sm">
      {!mine && (
        <Avatar radius="xl" color="grape" size={32} aria-hidden>
          <IconSparkles size={18} />
        </Avatar>
      )}
      <Stack gap={6} maw="80%" align={mine ? 'flex-end' : 'flex-start'}>
        <Box
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
        {finished && <AiSources sources={message.sources} />}
        {finished && <ReplyActions reply={message} />}
      </Stack>
      {mine && (
        <Avatar radius="xl" color="navy" size={32}>
          {initials(viewer.fullName)}
        </Avatar>
      )}
    </Group>
  );
}
