import { Button, Group } from '@mantine/core';
import { IconCopy, IconFileText, IconNote } from '@tabler/icons-react';
import type { AiSourceLink } from './aiSourcePath';
import { useReplyActions } from './useReplyActions';

/** Under a finished reply: Copy, and Save as note or as document when the reply is about a case. */
export function ReplyActions({ reply }: { reply: { content: string; sources: readonly AiSourceLink[] } }) {
  const actions = useReplyActions(reply);
  return (
    <Group gap={4}>
      <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconCopy size={14} />} onClick={() => void actions.copy()}>
        Copy
      </Button>
      {actions.noteCase && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconNote size={14} />}
          loading={actions.saving}
          onClick={() => void actions.saveAsNote()}
          title={`Save the reply as a note of ${actions.noteCase.label}`}
        >
          Save as note
        </Button>
      )}
      {actions.noteCase && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconFileText size={14} />}
          loading={actions.storing}
          onClick={() => void actions.saveAsDocument()}
          title={`Save the reply as a text document of ${actions.noteCase.label}`}
        >
          Save as document
        </Button>
      )}
    </Group>
  );
}
