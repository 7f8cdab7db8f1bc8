import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Composer } from '../../ui/Composer';
import { maxLengthOf } from '../../ui/limits';
import { AttachDocumentDialog } from './AttachDocumentDialog';
import { AttachmentChips, type ChatDocument, type Chip } from './AttachmentChips';
import type { ChatCase } from './ChatSubject';
import { MAX_CHAT_DOCUMENTS } from './usePendingDocuments';

// The file drop zone is a large library: loaded when Upload is first used, not with the chat.
const UploadDocumentDialog = lazy(() => import('./UploadDocumentDialog').then((m) => ({ default: m.UploadDocumentDialog })));

/**
 * The input of a chat: its documents as chips above, Attach (a document of a case) and Upload (a new
 * one) beside it, then the question, sent on Enter. `room`: how many more documents may be attached.
 */
export function ChatComposer({
  placeholder,
  onSend,
  busy,
  error,
  matter,
  chips,
  room,
  onAttach,
}: {
  placeholder: string;
  onSend: (text: string) => void;
  busy: boolean;
  error: string | null;
  /** The chat's case: the dialogs start with it. */
  matter: ChatCase | null;
  chips: readonly Chip[];
  room: number;
  onAttach: (document: ChatDocument) => void;
}) {
  const [dialog, setDialog] = useState<'attach' | 'upload' | null>(null);
  const full = room <= 0;
  const close = () => setDialog(null);
  return (
    <Stack gap="xs">
      <AttachmentChips chips={chips} />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ActionIcon size={36} radius="xl" variant="subtle" color="gray" aria-label="Attach a document" disabled={full} onClick={() => setDialog('attach')}>
          <IconPaperclip size={18} />
        </ActionIcon>
        <Button h={36} radius="xl" variant="default" leftSection={<IconUpload size={16} />} aria-label="Upload a document" disabled={full} onClick={() => setDialog('upload')}>
          Upload
        </Button>
        <Box style={{ flex: 1 }}>
          <Composer placeholder={placeholder} onSend={onSend} busy={busy} maxLength={maxLengthOf('SendAiMessageInput', 'content')} />
        </Box>
      </Group>
      {full && (
        <Text fz="xs" c="dimmed">
          A chat can have {MAX_CHAT_DOCUMENTS} documents attached at most. Remove one to attach another.
        </Text>
      )}
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      {dialog === 'attach' && <AttachDocumentDialog matter={matter} onAttach={onAttach} onClose={close} />}
      {dialog === 'upload' && (
        <Suspense fallback={null}>
          <UploadDocumentDialog matter={matter} onAttach={onAttach} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
