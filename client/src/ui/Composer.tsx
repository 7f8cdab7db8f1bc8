import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';

/** A message input that sends on Enter (Shift+Enter for a new line) and only non-blank text. */
export function Composer({ placeholder, label = placeholder, onSend, busy }: { placeholder: string; label?: string; onSend: (text: string) => void; busy?: boolean }) {
  const [draft, setDraft] = useState('');
  const send = () => {
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    onSend(text);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        autosize
        minRows={1}
        maxRows={6}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
        style={{ flex: 1 }}
      />
      <ActionIcon size={36} radius="xl" aria-label="Send" onClick={send} disabled={!draft.trim() || busy}>
        <IconArrowUp size={18} />
      </ActionIcon>
    </Group>
  );
}
