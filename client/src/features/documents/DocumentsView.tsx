import '@mantine/dropzone/styles.css';
import { Anchor, Breadcrumbs, Button, Group, Menu, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconChevronDown, IconFolderPlus, IconUpload } from '@tabler/icons-react';
import type { DocumentListKind } from '../../gql/graphql';
import { ACCEPTED_TYPES, UNSUPPORTED_TYPE } from '../../lib/fileUpload';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ListSearch } from '../../ui/ListSearch';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { matterLabel, MatterSelect } from '../cases/MatterSelect';
import { EntryCard } from './EntryCard';
import { FolderDialog } from './FolderDialog';
import { MoveDialog } from './MoveDialog';
import { PreviewModal } from './PreviewModal';
import { RenameDialog } from './RenameDialog';
import { entryName } from './types';
import { UploadDialog } from './UploadDialog';
import { UploadList } from './UploadList';
import { DOCUMENTS_PAGE_SIZE, useDocumentsView, type DocumentsMatter } from './useDocumentsView';

const KINDS: Array<{ value: DocumentListKind; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'FOLDERS', label: 'Folders' },
  { value: 'DOCUMENTS', label: 'Documents' },
];

/**
 * The Documents screen (spec 2.10), on /document (every case the user may open, Select Case
 * narrows it) or in a case's Documents tab (that case only). Folders open with a breadcrumb;
 * files are uploaded from the Add Document menu or dropped anywhere on the page.
 */
export function DocumentsView({ matter, heading }: { matter: DocumentsMatter | null; heading: 'h2' | 'h3' }) {
  const view = useDocumentsView({ matter });
  const { list, kind, chosenMatter, caseShown, search, folderId, path, folder, rootLabel, placeLabel, entries, loading, uploads, deleting } = view;

  const toolbar = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button rightSection={<IconChevronDown size={16} />}>Add Document</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFolderPlus size={16} />} onClick={() => view.setDialog('folder')}>
          Create Folder
        </Menu.Item>
        <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => view.setDialog('upload')}>
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
        <SegmentedControl aria-label="Show" data={KINDS} value={kind} onChange={view.setKind} />
        <Group gap="sm" wrap="wrap">
          {!matter && (
            <MatterSelect
              aria-label="Select Case"
              placeholder="Select Case"
              value={chosenMatter?.id ?? null}
              current={chosenMatter?.name ? { id: chosenMatter.id, label: matterLabel(chosenMatter) } : null}
              onChange={view.chooseCase}
              w={280}
            />
          )}
          <ListSearch list={list} label="Search documents" placeholder="Search names and text" w={260} />
        </Group>
      </Group>
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {search ? (
        <Text fz="sm" c="dimmed" mb="sm">
          Results for “{search}”{caseShown && !matter ? ` in ${caseShown.name}` : ''}
        </Text>
      ) : (
        <FolderBreadcrumbs rootLabel={rootLabel} folderId={folderId} path={path} onOpen={view.openFolder} />
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
              onOpen={() => view.open(entry)}
              onPreview={entry.__typename === 'Document' && entry.previewUrl ? () => view.setPreviewing(entry) : null}
              onRename={() => view.setRenaming(entry)}
              onMove={() => view.setMoving(entry)}
              onDelete={() => view.setDeleting(entry)}
            />
          ))}
        </SimpleGrid>
      )}
      {view.totalCount !== null && <Pager page={list.page} pageSize={DOCUMENTS_PAGE_SIZE} totalCount={view.totalCount} onChange={list.setPage} />}

      <Dropzone.FullScreen accept={ACCEPTED_TYPES} onDrop={view.dropFiles} onReject={(rejected) => rejected.forEach((r) => uploads.refuse(r.file.name, UNSUPPORTED_TYPE))}>
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
        opened={view.dialog === 'folder'}
        place={{ matterId: folder ? folder.matterId : (caseShown?.id ?? null), parentId: folder?.id ?? null, label: placeLabel }}
        onClose={() => view.setDialog(null)}
      />
      <UploadDialog
        key={`upload-${caseShown?.id ?? 'firm'}-${folder?.id ?? 'top'}`}
        opened={view.uploadOpen}
        place={{ matter: caseShown, fixedMatter: Boolean(matter), folder }}
        onClose={view.closeUpload}
        onUpload={uploads.start}
      />
      {view.renaming && <RenameDialog entry={view.renaming} onClose={() => view.setRenaming(null)} />}
      {view.moving && <MoveDialog entry={view.moving} onClose={() => view.setMoving(null)} />}
      {view.previewing && <PreviewModal document={view.previewing} onClose={() => view.setPreviewing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        loading={view.deletionLoading}
        title={deleting?.__typename === 'DocumentFolder' ? 'Delete folder' : 'Delete document'}
        message={
          deleting?.__typename === 'DocumentFolder'
            ? `Delete the folder ${deleting.name}? Only an empty folder can be deleted.`
            : `Delete ${deleting ? entryName(deleting) : ''}? The file is removed for good.`
        }
        onConfirm={() => void view.confirmDelete()}
        onCancel={() => view.setDeleting(null)}
      />
    </>
  );
}

/** Where the grid is: the top (a link once a folder is open), then each folder, the open one last. */
function FolderBreadcrumbs({ rootLabel, folderId, path, onOpen }: { rootLabel: string; folderId: string | null; path: ReadonlyArray<{ id: string; name: string }>; onOpen: (id: string | null) => void }) {
  return (
    <Breadcrumbs mb="sm" aria-label="Folder path">
      {folderId ? (
        <Anchor component="button" type="button" fz="sm" onClick={() => onOpen(null)}>
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
          <Anchor key={f.id} component="button" type="button" fz="sm" onClick={() => onOpen(f.id)}>
            {f.name}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
