import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { groupDigits } from '../lib/usEnglish';

/** From this share of the limit on, the composer counts the characters. */
const COUNT_FROM = 0.9;

/** "19,850 / 20,000" once a draft nears `max` characters; null before. `over` when it is longer than `max`. */
export function draftCount(draft: string, max: number): { text: string; over: boolean } | null {
  const length = [...draft].length;
  if (length < max * COUNT_FROM) return null;
  return { text: `${groupDigits(length)} / ${groupDigits(max)}`, over: length > max };
}

/**
 * A message input that sends on Enter (Shift+Enter for a new line) and only non-blank text. It
 * takes at most `maxLength` characters (the server's limit), counts them from 90% of it, and never
 * sends a message the server could not take.
 */
export function Composer({
  placeholder,
  label = placeholder,
  onSend,
  busy,
  maxLength,
}: {
  placeholder: string;
  label?: string;
  onSend: (text: string) => void;
  busy?: boolean;
  maxLength: number;
}) {
  const [draft, setDraft] = useState('');
  const count = draftCount(draft, maxLength);
  const canSend = !!draft.trim() && !busy && !count?.over;
  const send = () => {
    if (!canSend) return;
    setDraft('');
    onSend(draft.trim());
  };
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={maxLength}
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
        <ActionIcon size={36} radius="xl" aria-label="Send" onClick={send} disabled={!canSend}>
          <IconArrowUp size={18} />
        </ActionIcon>
      </Group>
      {count && (
        <Text fz="xs" ta="right" c={count.over ? 'red' : 'dimmed'} aria-live="polite">
          {count.over ? `Too long to send: shorten it to ${groupDigits(maxLength)} characters. ` : ''}
          {count.text}
        </Text>
      )}
    </Stack>
  );
}
