import { Button, Group } from '@mantine/core';
import { IconCopy, IconFileText, IconNote, type Icon } from '@tabler/icons-react';
import type { AiSourceLink } from './aiSourcePath';
import { useReplyActions } from './useReplyActions';

/** Under a finished reply: Copy, and Save as note or as document when the reply is about a case. */
export function ReplyActions({ reply }: { reply: { content: string; sources: readonly AiSourceLink[] } }) {
  const actions = useReplyActions(reply);
  const label = actions.noteCase?.label;
  const buttons: Array<{ text: string; icon: Icon; run: () => Promise<void>; busy?: boolean; title?: string }> = [
    { text: 'Copy', icon: IconCopy, run: actions.copy },
    ...(label
      ? [
          { text: 'Save as note', icon: IconNote, run: actions.saveAsNote, busy: actions.saving, title: `Save the reply as a note of ${label}` },
          { text: 'Save as document', icon: IconFileText, run: actions.saveAsDocument, busy: actions.storing, title: `Save the reply as a text document of ${label}` },
        ]
      : []),
  ];
  return (
    <Group gap={4}>
      {buttons.map(({ text, icon: ButtonIcon, run, busy, title }) => (
        <Button key={text} size="compact-xs" variant="subtle" color="gray" leftSection={<ButtonIcon size={14} />} loading={busy} onClick={() => void run()} title={title}>
          {text}
        </Button>
      ))}
    </Group>
  );
}
