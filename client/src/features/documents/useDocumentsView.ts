import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  DeleteDocumentDocument,
  DeleteFolderDocument,
  DocumentsCaseDocument,
  DocumentsDocument,
  DocumentUploadLimitDocument,
  FolderPathDocument,
  type DocumentListKind,
} from '../../gql/graphql';
import { today } from '../../lib/dates';
import { serverProblem } from '../../ui/serverProblem';
import { useListParams } from '../../ui/useListParams';
import { entryName, type Entry } from './types';
import { useUploads } from './useUploads';

export const DOCUMENTS_PAGE_SIZE = 24;
export type DocumentsMatter = { id: string; name: string; number: string };
type Document = Extract<Entry, { __typename: 'Document' }>;

/**
 * The Documents screen's state: the case shown (the case's own, or the one chosen on /document),
 * the case chosen, folder open, kind, search and page (in the address), the uploads, which dialog
 * is open, and deleting a folder or document.
 */
export function useDocumentsView({ matter }: { matter: DocumentsMatter | null }) {
  const list = useListParams({ by: 'RECENT', direction: 'DESC' });
  // `?folder=` (empty) is the top level: never an empty id sent to the server.
  const folderId = list.params.get('folder') || null;
  const kindParam = list.params.get('kind');
  const kind: DocumentListKind = kindParam === 'FOLDERS' || kindParam === 'DOCUMENTS' ? kindParam : 'ALL';
  // Select Case on /document: the case's id in the address (?caseId=), its name from the pick or, after a reload, the server.
  const caseId = matter ? null : list.params.get('caseId');
  const [picked, setPicked] = useState<DocumentsMatter | null>(null);
  const named = useQuery(DocumentsCaseDocument, caseId && picked?.id !== caseId ? { variables: { id: caseId } } : skipToken);
  const chosenMatter: DocumentsMatter | null = !caseId || named.error ? null : picked?.id === caseId ? picked : (named.data?.matter ?? { id: caseId, name: '', number: '' });
  const caseShown = matter ?? chosenMatter;
  const search = list.debouncedSearch || null;

  const { data, previousData, loading, refetch } = useQuery(DocumentsDocument, {
    variables: { matterId: caseShown?.id ?? null, folderId: search ? null : folderId, kind, search, page: list.page, pageSize: DOCUMENTS_PAGE_SIZE, sortBy: 'RECENT', sortDirection: 'DESC' },
  });
  const pathQuery = useQuery(FolderPathDocument, folderId ? { variables: { folderId } } : skipToken);
  const limit = useQuery(DocumentUploadLimitDocument);
  const path = folderId ? (pathQuery.data?.folderPath ?? []) : [];
  const folder = path[path.length - 1] ?? null;

  const uploads = useUploads({ maxBytes: limit.data?.documentUploadLimit ?? null, onUploaded: () => void refetch() });
  const [dialog, setDialog] = useState<'folder' | 'upload' | null>(null);
  /** Create New > Upload Document opens /document?upload=1: the dialog, ready. */
  const uploadAsked = list.params.get('upload') === '1';
  const [renaming, setRenaming] = useState<Entry | null>(null);
  const [moving, setMoving] = useState<Entry | null>(null);
  const [previewing, setPreviewing] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const refetchQueries = ['Documents', 'FolderPicker'];
  const [deleteFolder, folderDeletion] = useMutation(DeleteFolderDocument, { refetchQueries });
  const [deleteDocument, documentDeletion] = useMutation(DeleteDocumentDocument, { refetchQueries });

  const openFolder = (id: string | null) => {
    list.setSearch('');
    list.setFilters({ folder: id, q: null });
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
  return {
    list,
    folderId,
    kind,
    setKind: (value: string) => list.setFilters({ kind: value === 'ALL' ? null : value }),
    chosenMatter,
    caseShown,
    search,
    loading,
    entries: (page?.documents.items ?? []) as Entry[],
    totalCount: page ? page.documents.totalCount : null,
    path,
    folder,
    rootLabel: matter ? 'Documents' : caseShown ? caseShown.name || 'Documents' : 'All documents',
    /** Where a new folder goes, "Alvarez v. Lone Star › Medical". */
    placeLabel: [caseShown ? caseShown.name : 'firm-wide documents', ...path.map((f) => f.name)].join(' › '),
    uploads,
    openFolder,
    /** Select Case: the case's documents from its top folder. */
    chooseCase: (id: string | null, label: string | null) => {
      // The last pick is kept (it names its case only while the address holds that case).
      if (id && label) setPicked({ id, name: label.split(' · ').slice(1).join(' · '), number: label.split(' · ')[0] ?? '' });
      list.setFilters({ caseId: id, folder: null });
    },
    /** Files dropped on the page go into the open folder when it is the case's shown, otherwise to the case's (or the firm's) top. */
    dropFiles: (files: File[]) => {
      const into = folder && folder.matterId === (caseShown?.id ?? null) ? folder.id : null;
      for (const file of files) uploads.start(file, { matterId: caseShown?.id ?? folder?.matterId ?? null, folderId: into, title: file.name, receivedDate: today() });
    },
    /** A folder opens; a document is previewed when it can be, otherwise downloaded. */
    open: (entry: Entry) => (entry.__typename === 'DocumentFolder' ? openFolder(entry.id) : entry.previewUrl ? setPreviewing(entry) : window.open(entry.downloadUrl, '_self')),
    dialog,
    setDialog,
    uploadOpen: dialog === 'upload' || uploadAsked,
    closeUpload: () => {
      setDialog(null);
      if (uploadAsked) list.setFilters({ upload: null });
    },
    renaming,
    setRenaming,
    moving,
    setMoving,
    previewing,
    setPreviewing,
    deleting,
    setDeleting,
    deletionLoading: folderDeletion.loading || documentDeletion.loading,
    confirmDelete,
  };
}
