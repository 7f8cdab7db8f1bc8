import { ActionIcon, Group, Mark, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconFile,
  IconFileText,
  IconFileTypePdf,
  IconFileWord,
  IconFolder,
  IconFolderSymlink,
  IconPencil,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { matterLabel } from '../cases/MatterSelect';
import { kindOf, relativeTime, type FileKind } from './documentFormat';
import { entryName, type Entry } from './types';
import { LazyMenu } from '../../ui/LazyMenu';

const FILE_ICONS: Record<FileKind, typeof IconFile> = { pdf: IconFileTypePdf, word: IconFileWord, text: IconFileText, image: IconPhoto, file: IconFile };

/** A folder or document card: open it, and its menu (Open or Preview, Download, Rename, Move, Delete); search matches under it. */
export function EntryCard({
  entry,
  showCase,
  onOpen,
  onPreview,
  onRename,
  onMove,
  onDelete,
}: {
  entry: Entry;
  showCase: boolean;
  onOpen: () => void;
  onPreview: (() => void) | null;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
}) {
  const isFolder = entry.__typename === 'DocumentFolder';
  const name = entryName(entry);
  const Icon = isFolder ? IconFolder : FILE_ICONS[kindOf(entry.contentType)];
  const details = isFolder ? `${entry.itemCount} ${entry.itemCount === 1 ? 'item' : 'items'}` : (entry.category ?? null);
  return (
    <Paper withBorder radius="lg" p="md" role="listitem" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} aria-label={isFolder ? `Open folder ${name}` : `Open ${name}`}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Icon size={32} stroke={1.4} color={isFolder ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-navy-6, var(--mantine-color-blue-6))'} style={{ flexShrink: 0 }} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" lineClamp={2}>
                {name}
              </Text>
              <Text fz="xs" c="dimmed">
                {relativeTime(entry.createdAt)}
                {details ? ` · ${details}` : ''}
              </Text>
              {showCase && entry.matter && (
                <Text fz="xs" c="dimmed" truncate>
                  {matterLabel(entry.matter)}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
        <LazyMenu
          position="bottom-end"
          withinPortal
          target={
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
              <IconDots size={18} />
            </ActionIcon>
          }
        >
          <Menu.Dropdown>
            {isFolder && (
              <Menu.Item leftSection={<IconFolder size={16} />} onClick={onOpen}>
                Open
              </Menu.Item>
            )}
            {onPreview && (
              <Menu.Item leftSection={<IconEye size={16} />} onClick={onPreview}>
                Preview
              </Menu.Item>
            )}
            {!isFolder && (
              <Menu.Item leftSection={<IconDownload size={16} />} component="a" href={entry.downloadUrl} download>
                Download
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
              Rename
            </Menu.Item>
            <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={onMove}>
              Move
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </LazyMenu>
      </Group>
      {!isFolder && entry.snippet && entry.snippet.length > 0 && (
        <Text fz="xs" c="dimmed" mt="xs" lineClamp={3} aria-label={`Matching text in ${name}`}>
          {entry.snippet.map((part, index) => (part.highlighted ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>))}
        </Text>
      )}
    </Paper>
  );
}
