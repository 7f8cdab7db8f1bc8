import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Box, Button, Group, Menu, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AiChatsDocument, AiEventsDocument, DeleteAiChatDocument, RenameAiChatDocument } from '../../gql/graphql';
import { useLiveEvents } from '../../live/useLiveEvents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import classes from './AiChatPanel.module.css';
import { maxLengthOf } from '../../ui/limits';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog';
import { useCloseGuard } from '../../ui/useUnsavedChangesGuard';

type Chat = { id: string; title: string };

/** The side navigation on /ai-chat: Go Back, New Chat and CHAT HISTORY (rename and delete in each row's menu). */
export function AiChatPanel({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const active = params.get('chat');
  const { data, refetch } = useQuery(AiChatsDocument, { fetchPolicy: 'cache-and-network' });
  const [renaming, setRenaming] = useState<Chat | null>(null);
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<Chat | null>(null);
  const [rename, renameState] = useMutation(RenameAiChatDocument);
  const [remove, removeState] = useMutation(DeleteAiChatDocument, { refetchQueries: ['AiChats'] });
  // A first question starts a chat: show it in the history at once.
  useLiveEvents(AiEventsDocument, (event) => event.aiEvents, (event) => {
    if (event.type === 'MESSAGE' && !data?.aiChats.items.some((chat) => chat.id === event.chatId)) void refetch();
  });

  const go = (path: string) => {
    navigate(path);
    onNavigate?.();
  };
  // A title typed and not saved is asked about before Rename chat closes.
  const renameGuard = useCloseGuard(renaming !== null && title !== renaming.title, () => setRenaming(null));
  const saveTitle = async () => {
    if (!renaming || !title.trim()) return;
    try {
      await rename({ variables: { input: { id: renaming.id, title: title.trim() } } });
      setRenaming(null);
    } catch {
      notifications.show({ color: 'red', message: 'The chat could not be renamed.' });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      if (deleting.id === active) go('/ai-chat');
    } catch {
      notifications.show({ color: 'red', message: 'The chat could not be deleted.' });
    }
    setDeleting(null);
  };

  const chats = data?.aiChats.items ?? [];
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Button variant="subtle" color="gray" justify="flex-start" leftSection={<IconArrowLeft size={18} />} onClick={() => navigate(-1)}>
        Go Back
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => go('/ai-chat')}>
        New Chat
      </Button>
      <Text fz="xs" fw={700} c="dimmed" mt="xs">
        CHAT HISTORY
      </Text>
      {/* Vertical only: a long title ends in '…' rather than widening the list. */}
      <ScrollArea style={{ flex: 1 }} scrollbars="y">
        {chats.length === 0 && (
          <Text fz="sm" c="dimmed">
            No chats yet.
          </Text>
        )}
        <Stack gap={2} role="list" aria-label="Chat history">
          {chats.map((chat) => (
            <Group key={chat.id} role="listitem" gap={0} wrap="nowrap" className={classes.row} data-active={chat.id === active || undefined}>
              <UnstyledButton onClick={() => go(`/ai-chat?chat=${chat.id}`)} style={{ flex: 1, minWidth: 0 }} p={8} aria-current={chat.id === active ? 'true' : undefined}>
                <Text fz="sm" truncate="end" title={chat.title}>
                  {chat.title}
                </Text>
              </UnstyledButton>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" className={classes.more} aria-label={`More options for ${chat.title}`} style={{ flexShrink: 0 }}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={14} />}
                    onClick={() => {
                      setRenaming(chat);
                      setTitle(chat.title);
                    }}
                  >
                    Rename
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(chat)}>
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ))}
        </Stack>
      </ScrollArea>
      <Modal opened={renaming !== null} {...renameGuard.modalProps} title="Rename chat" centered>
        <Box component="form" onSubmit={(e) => { e.preventDefault(); void saveTitle(); }}>
          <TextInput label="Title" maxLength={maxLengthOf('RenameAiChatInput', 'title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={title.trim() ? null : 'Enter a title.'} data-autofocus />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={renameGuard.close}>
              Cancel
            </Button>
            <Button type="submit" loading={renameState.loading} disabled={!title.trim()}>
              Save
            </Button>
          </Group>
        </Box>
        <UnsavedChangesDialog {...renameGuard.dialog} />
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete chat"
        message={`Delete "${deleting?.title ?? ''}"? This cannot be undone.`}
        loading={removeState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
