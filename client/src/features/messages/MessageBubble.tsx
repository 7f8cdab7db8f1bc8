import { Box, Button, Divider, Group, Text } from '@mantine/core';
import { dayLabel, messageTime, sameDay } from './presence';
import type { ShownMessage } from './useConversation';

/** A message (mine on the right), under a day divider when it starts a new day; a message not sent offers Retry, one refused says why. */
export function MessageBubble({ message, previous, mine, onRetry }: { message: ShownMessage; previous: ShownMessage | undefined; mine: boolean; onRetry: () => void }) {
  const at = new Date(message.createdAt as string);
  return (
    <Box>
      {(!previous || !sameDay(new Date(previous.createdAt as string), at)) && <Divider my="sm" label={dayLabel(at)} labelPosition="center" />}
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
      {message.state === 'refused' && (
        <Text fz="xs" c="red" ta="right">
          Not sent: {message.problem}
        </Text>
      )}
      {message.state === 'failed' && (
        <Group justify="flex-end" gap={4}>
          <Text fz="xs" c="red">
            Not sent.
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
            Retry
          </Button>
        </Group>
      )}
    </Box>
  );
}
