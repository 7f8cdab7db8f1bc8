import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DocumentsDocument, DocumentUploadLimitDocument, FolderPathDocument } from '../../gql/graphql';
import { today } from '../../lib/dates';
import type { Entry } from './types';
import { useDocumentsView } from './useDocumentsView';

const start = jest.fn();
jest.mock('./useUploads', () => ({
  useUploads: () => ({ uploads: [], start: (...args: unknown[]) => start(...args), cancel: jest.fn(), dismiss: jest.fn(), refuse: jest.fn() }),
}));

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const mocks = [
  { request: { query: DocumentsDocument, variables: () => true }, result: { data: { documents: { __typename: 'DocumentEntryPage', totalCount: 0, page: 1, pageSize: 24, items: [] } } }, ...always },
  { request: { query: DocumentUploadLimitDocument }, result: { data: { documentUploadLimit: 1_000_000 } }, ...always },
  { request: { query: FolderPathDocument, variables: () => true }, result: { data: { folderPath: [] } }, ...always },
];
/** Lets the mocked queries answer inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function renderView(matter: { id: string; name: string; number: string } | null, path = '/document') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    </MemoryRouter>
  );
  return renderHook(() => useDocumentsView({ matter }), { wrapper });
}

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

beforeEach(() => start.mockReset());

describe('useDocumentsView', () => {
  it('shows the case chosen on /document from its top folder, keeping it in the address', async () => {
    const { result } = renderView(null, '/document?folder=f1');
    await settle();
    expect(result.current.rootLabel).toBe('All documents');
    act(() => result.current.chooseCase('m1', '2026-0001 · Alvarez v. Lone Star'));
    await settle();
    expect(result.current.caseShown).toEqual({ id: 'm1', number: '2026-0001', name: 'Alvarez v. Lone Star' });
    expect(result.current.list.params.get('caseId')).toBe('m1');
    expect(result.current.folderId).toBeNull();
    expect(result.current.rootLabel).toBe('Alvarez v. Lone Star');
    expect(result.current.placeLabel).toBe('Alvarez v. Lone Star');
    act(() => result.current.chooseCase(null, null));
    await settle();
    expect(result.current.caseShown).toBeNull();
    expect(result.current.list.params.has('caseId')).toBe(false);
    expect(result.current.placeLabel).toBe('firm-wide documents');
  });

  it('uploads dropped files to the case shown, received today', async () => {
    const { result } = renderView({ id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' });
    await settle();
    expect(result.current.rootLabel).toBe('Documents');
    act(() => result.current.dropFiles([file('a.pdf'), file('b.pdf')]));
    expect(start).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledWith(expect.any(File), { matterId: 'm1', folderId: null, title: 'b.pdf', receivedDate: today() });
  });

  it('opens a folder (clearing the search), previews a document that has a preview', async () => {
    const { result } = renderView(null, '/document?q=report');
    await settle();
    expect(result.current.list.search).toBe('report');
    act(() => result.current.open({ __typename: 'DocumentFolder', id: 'f2', name: 'Medical' } as Entry));
    await settle();
    expect(result.current.folderId).toBe('f2');
    expect(result.current.list.search).toBe('');
    const report = { __typename: 'Document', id: 'd1', title: 'Police Report', previewUrl: '/api/files/d1/preview', downloadUrl: '/api/files/d1' } as Entry;
    act(() => result.current.open(report));
    expect(result.current.previewing).toBe(report);
  });

  it('opens the upload dialog asked for by /document?upload=1 and forgets the ask when it closes', async () => {
    const { result } = renderView(null, '/document?upload=1');
    await settle();
    expect(result.current.uploadOpen).toBe(true);
    act(() => result.current.closeUpload());
    expect(result.current.uploadOpen).toBe(false);
  });
});
