import '@mantine/dropzone/styles.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Breadcrumbs, Button, Group, Mark, Menu, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconDots,
  IconDownload,
  IconEye,
  IconFile,
  IconFileText,
  IconFileTypePdf,
  IconFileWord,
  IconFolder,
  IconFolderPlus,
  IconFolderSymlink,
  IconPencil,
  IconPhoto,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteDocumentDocument, DeleteFolderDocument, DocumentsDocument, DocumentUploadLimitDocument, FolderPathDocument, type DocumentListKind } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { useListParams } from '../../ui/useListParams';
import { MatterSelect, matterLabel } from '../cases/MatterSelect';
import { serverProblem } from '../../ui/serverProblem';
import { ListSearch } from '../../ui/ListSearch';
import { today } from '../../lib/dates';
import { ACCEPTED_TYPES, UNSUPPORTED_TYPE } from '../../lib/fileUpload';
import { kindOf, relativeTime, type FileKind } from './documentFormat';
import { FolderDialog } from './FolderDialog';
import { MoveDialog } from './MoveDialog';
import { PreviewModal } from './PreviewModal';
import { RenameDialog } from './RenameDialog';
import { entryName, type Entry } from './types';
import { UploadDialog } from './UploadDialog';
import { UploadList } from './UploadList';
import { useUploads } from './useUploads';

const PAGE_SIZE = 24;
type Matter = { id: string; name: string; number: string };

const KINDS: Array<{ value: DocumentListKind; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'FOLDERS', label: 'Folders' },
  { value: 'DOCUMENTS', label: 'Documents' },
];

const FILE_ICONS: Record<FileKind, typeof IconFile> = { pdf: IconFileTypePdf, word: IconFileWord, text: IconFileText, image: IconPhoto, file: IconFile };

/**
 * The Documents screen (spec 2.10), on /document (every case the user may open, Select Case
 * narrows it) or in a case's Documents tab (that case only). Folders open with a breadcrumb;
 * files are uploaded from the Add Document menu or dropped anywhere on the page.
 */
export function DocumentsView({ matter, heading }: { matter: Matter | null; heading: 'h2' | 'h3' }) {
  const list = useListParams({ by: 'RECENT', direction: 'DESC' });
  const folderId = list.params.get('folder');
  const kindParam = list.params.get('kind');
  const kind: DocumentListKind = kindParam === 'FOLDERS' || kindParam === 'DOCUMENTS' ? kindParam : 'ALL';
  const [chosenMatter, setChosenMatter] = useState<Matter | null>(null);
  const caseShown = matter ?? chosenMatter;
  const search = list.debouncedSearch || null;

  const { data, previousData, loading, refetch } = useQuery(DocumentsDocument, {
    variables: { matterId: caseShown?.id ?? null, folderId: search ? null : folderId, kind, search, page: list.page, pageSize: PAGE_SIZE, sortBy: 'RECENT', sortDirection: 'DESC' },
  });
  const pathQuery = useQuery(FolderPathDocument, { variables: { folderId: folderId ?? '' }, skip: !folderId });
  const limit = useQuery(DocumentUploadLimitDocument);
  const path = folderId ? (pathQuery.data?.folderPath ?? []) : [];
  const folder = path[path.length - 1] ?? null;

  const uploads = useUploads({ maxBytes: limit.data?.documentUploadLimit ?? null, onUploaded: () => void refetch() });
  const [dialog, setDialog] = useState<'folder' | 'upload' | null>(null);
  /** Create New > Upload Document opens /document?upload=1: the dialog, ready. */
  const uploadAsked = list.params.get('upload') === '1';
  const [renaming, setRenaming] = useState<Entry | null>(null);
  const [moving, setMoving] = useState<Entry | null>(null);
  const [previewing, setPreviewing] = useState<Extract<Entry, { __typename: 'Document' }> | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const refetchQueries = ['Documents', 'FolderPicker'];
  const [deleteFolder, folderDeletion] = useMutation(DeleteFolderDocument, { refetchQueries });
  const [deleteDocument, documentDeletion] = useMutation(DeleteDocumentDocument, { refetchQueries });

  const openFolder = (id: string | null) => {
    list.setSearch('');
    list.setFilters({ folder: id, q: null });
  };
  const chooseCase = (id: string | null, label: string | null) => {
    setChosenMatter(id && label ? { id, name: label.split(' · ').slice(1).join(' · '), number: label.split(' · ')[0] ?? '' } : null);
    list.setFilters({ folder: null });
  };
  const dropFiles = (files: File[]) => {
    const into = folder && folder.matterId === (caseShown?.id ?? null) ? folder.id : null;
    for (const file of files) uploads.start(file, { matterId: caseShown?.id ?? folder?.matterId ?? null, folderId: into, title: file.name, receivedDate: today() });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.__typename === 'DocumentFolder') await deleteFolder({ variables: { id: deleting.id } });
      else await deleteDocument({ variables: { id: deleting.id } });
      notifications.show({ color: 'navy', message: `${entryName(deleting)} was deleted.` });
    } catch (failure) {
      notifications.show({ color: 'red', message: serverProblem(failure, `${entryName(deleting)} could not be deleted. Please try again.`).message });
    } finally {
      setDeleting(null);
    }
  };

  const page = data ?? previousData;
  const entries = (page?.documents.items ?? []) as Entry[];
  const rootLabel = matter ? 'Documents' : caseShown ? caseShown.name : 'All documents';
  const placeLabel = [caseShown ? caseShown.name : 'firm-wide documents', ...path.map((f) => f.name)].join(' › ');

  const toolbar = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button rightSection={<IconChevronDown size={16} />}>Add Document</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFolderPlus size={16} />} onClick={() => setDialog('folder')}>
          Create Folder
        </Menu.Item>
        <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => setDialog('upload')}>
          Upload Document
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      {heading === 'h2' ? (
        <PageHeader title="Documents" actions={toolbar} />
      ) : (
        <Group justify="space-between" mb="md">
          <Title order={3} fz="xl">
            Documents
          </Title>
          {toolbar}
        </Group>
      )}
      <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
        <SegmentedControl aria-label="Show" data={KINDS} value={kind} onChange={(value) => list.setFilters({ kind: value === 'ALL' ? null : value })} />
        <Group gap="sm" wrap="wrap">
          {!matter && <MatterSelect aria-label="Select Case" placeholder="Select Case" value={chosenMatter?.id ?? null} onChange={chooseCase} w={280} />}
          <ListSearch list={list} label="Search documents" placeholder="Search names and text" w={260} />
        </Group>
      </Group>
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {search ? (
        <Text fz="sm" c="dimmed" mb="sm">
          Results for “{search}”{caseShown && !matter ? ` in ${caseShown.name}` : ''}
        </Text>
      ) : (
        <Breadcrumbs mb="sm" aria-label="Folder path">
          {folderId ? (
            <Anchor component="button" type="button" fz="sm" onClick={() => openFolder(null)}>
              {rootLabel}
            </Anchor>
          ) : (
            <Text fz="sm" fw={500}>
              {rootLabel}
            </Text>
          )}
          {path.map((f, index) =>
            index === path.length - 1 ? (
              <Text key={f.id} fz="sm" fw={500}>
                {f.name}
              </Text>
            ) : (
              <Anchor key={f.id} component="button" type="button" fz="sm" onClick={() => openFolder(f.id)}>
                {f.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}
      {!loading && entries.length === 0 ? (
        <Paper withBorder radius="lg">
          <EmptyState
            title={search ? 'Nothing found' : folderId ? 'This folder is empty' : 'No documents yet'}
            text={search ? 'No folder or document has these words in its name or text.' : 'Create a folder or upload a document, or drop files anywhere on this page.'}
          />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" aria-label="Folders and documents" role="list">
          {entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              showCase={!caseShown}
              onOpen={() => (entry.__typename === 'DocumentFolder' ? openFolder(entry.id) : entry.previewUrl ? setPreviewing(entry) : window.open(entry.downloadUrl, '_self'))}
              onPreview={entry.__typename === 'Document' && entry.previewUrl ? () => setPreviewing(entry) : null}
              onRename={() => setRenaming(entry)}
              onMove={() => setMoving(entry)}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </SimpleGrid>
      )}
      {page && <Pager page={list.page} pageSize={PAGE_SIZE} totalCount={page.documents.totalCount} onChange={list.setPage} />}

      <Dropzone.FullScreen accept={ACCEPTED_TYPES} onDrop={dropFiles} onReject={(rejected) => rejected.forEach((r) => uploads.refuse(r.file.name, UNSUPPORTED_TYPE))}>
        <Stack align="center" justify="center" mih="60vh" gap="xs" style={{ pointerEvents: 'none' }}>
          <IconUpload size={48} stroke={1.5} />
          <Text fz="xl" fw={600}>
            Drop files to upload them
          </Text>
          <Text c="dimmed">{folder ? `Into ${folder.name}` : caseShown ? `To ${caseShown.name}` : 'As firm-wide documents'}</Text>
        </Stack>
      </Dropzone.FullScreen>

      <FolderDialog
        key={`${caseShown?.id ?? 'firm'}-${folder?.id ?? 'top'}`}
        opened={dialog === 'folder'}
        place={{ matterId: folder ? folder.matterId : (caseShown?.id ?? null), parentId: folder?.id ?? null, label: placeLabel }}
        onClose={() => setDialog(null)}
      />
      <UploadDialog
        key={`upload-${caseShown?.id ?? 'firm'}-${folder?.id ?? 'top'}`}
        opened={dialog === 'upload' || uploadAsked}
        place={{ matter: caseShown, fixedMatter: Boolean(matter), folder }}
        onClose={() => {
          setDialog(null);
          if (uploadAsked) list.setFilters({ upload: null });
        }}
        onUpload={uploads.start}
      />
      {renaming && <RenameDialog entry={renaming} onClose={() => setRenaming(null)} />}
      {moving && <MoveDialog entry={moving} onClose={() => setMoving(null)} />}
      {previewing && <PreviewModal document={previewing} onClose={() => setPreviewing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        loading={folderDeletion.loading || documentDeletion.loading}
        title={deleting?.__typename === 'DocumentFolder' ? 'Delete folder' : 'Delete document'}
        message={
          deleting?.__typename === 'DocumentFolder'
            ? `Delete the folder ${deleting.name}? Only an empty folder can be deleted.`
            : `Delete ${deleting ? entryName(deleting) : ''}? The file is removed for good.`
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function EntryCard({
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
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
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
        </Menu>
      </Group>
      {!isFolder && entry.snippet && entry.snippet.length > 0 && (
        <Text fz="xs" c="dimmed" mt="xs" lineClamp={3} aria-label={`Matching text in ${name}`}>
          {entry.snippet.map((part, index) => (part.highlighted ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>))}
        </Text>
      )}
    </Paper>
  );
}
