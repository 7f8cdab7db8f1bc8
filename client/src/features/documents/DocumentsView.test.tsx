import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentCategoriesDocument, DocumentsCaseDocument, DocumentsDocument, DocumentUploadLimitDocument, MatterPickerDocument } from '../../gql/graphql';
import { renderScreen, viewerWith } from '../../test/render';
import { DocumentsView } from './DocumentsView';

const folder = {
  __typename: 'DocumentFolder' as const,
  id: 'f1',
  name: 'Medical Records',
  category: 'Medical Records',
  matterId: 'm1',
  parentId: null,
  itemCount: 3,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  version: 1,
  matter: { __typename: 'Matter' as const, id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' },
};
const document = {
  __typename: 'Document' as const,
  id: 'd1',
  title: 'Police Report',
  originalName: 'report.pdf',
  contentType: 'application/pdf',
  size: 1200,
  category: 'Police Report',
  receivedDate: '2026-01-02',
  matterId: 'm1',
  folderId: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  version: 1,
  downloadUrl: '/api/files/d1',
  previewUrl: '/api/files/d1/preview',
  uploadedBy: { __typename: 'User' as const, id: 'u1', fullName: 'Jordan Reyes' },
  matter: folder.matter,
  snippet: null,
};

function mocks({ limit = 50 * 1024 * 1024, seen = [] as Array<Record<string, unknown>> } = {}) {
  return [
    {
      request: {
        query: DocumentsDocument,
        variables: (variables: Record<string, unknown>) => {
          seen.push(variables);
          return true;
        },
      },
      // Every call answers what its filter asks for.
      result: (variables: Record<string, unknown>) => {
        const items = variables.kind === 'FOLDERS' ? [folder] : variables.kind === 'DOCUMENTS' ? [document] : [folder, document];
        return { data: { documents: { __typename: 'DocumentEntryPage', totalCount: items.length, page: 1, pageSize: 24, items } } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    { request: { query: DocumentUploadLimitDocument }, result: { data: { documentUploadLimit: limit } }, maxUsageCount: Number.POSITIVE_INFINITY },
    {
      request: { query: DocumentCategoriesDocument, variables: () => true },
      result: { data: { documentCategories: ['Medical Records', 'Police Report'] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MatterPickerDocument, variables: () => true },
      result: { data: { matters: { __typename: 'MatterPage', items: [{ __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' }] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** A stand-in for the browser's XMLHttpRequest: the test drives its progress and its end. */
class FakeRequest {
  static last: FakeRequest | null = null;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  aborted = false;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

/** The form's fields in order (the test environment's FormData takes only its own Blobs). */
class FakeFormData {
  entries: Array<[string, unknown]> = [];
  append(name: string, value: unknown) {
    this.entries.push([name, value]);
  }
  keys() {
    return this.entries.map(([name]) => name)[Symbol.iterator]();
  }
  get(name: string) {
    return this.entries.find(([key]) => key === name)?.[1] ?? null;
  }
}

const realRequest = globalThis.XMLHttpRequest;
const realFormData = globalThis.FormData;
beforeEach(() => {
  FakeRequest.last = null;
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  globalThis.FormData = FakeFormData as unknown as typeof FormData;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realRequest;
  globalThis.FormData = realFormData;
});

const matter = { id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' };

async function chooseFileInUploadDialog(file: File) {
  await userEvent.click(screen.getByRole('button', { name: 'Add Document' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Upload Document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
  await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
  await waitFor(() => expect(within(dialog).getByLabelText('File Name')).toHaveValue(file.name));
  return dialog;
}

describe('Documents screen', () => {
  it('shows folders and documents as cards with relative times and opens and closes the Add Document menu', async () => {
    renderScreen(<DocumentsView matter={null} heading="h2" />, { path: '/document', viewer: viewerWith('ATTORNEY'), mocks: mocks() });
    const folderCard = await screen.findByRole('listitem', { name: 'Medical Records' });
    expect(within(folderCard).getByText('2 hours ago · 3 items')).toBeInTheDocument();
    const documentCard = screen.getByRole('listitem', { name: 'Police Report' });
    expect(within(documentCard).getByText('5 minutes ago · Police Report')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add Document' });
    await userEvent.click(add);
    expect(await screen.findByRole('menuitem', { name: 'Create Folder' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Upload Document' })).toBeInTheDocument();
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Create Folder' })).not.toBeInTheDocument());
    await userEvent.click(add);
    await screen.findByRole('menuitem', { name: 'Create Folder' });
    await userEvent.click(screen.getByRole('heading', { name: 'Documents' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Create Folder' })).not.toBeInTheDocument());

    await userEvent.click(within(documentCard).getByRole('button', { name: 'Actions for Police Report' }));
    for (const action of ['Preview', 'Download', 'Rename', 'Move', 'Delete']) expect(await screen.findByRole('menuitem', { name: action })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveAttribute('href', '/api/files/d1');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete document' })).toHaveTextContent('Delete Police Report? The file is removed for good.');
  });

  it("opens Upload Document straight away from the top bar's Create New (/document?upload=1), and closing it clears that", async () => {
    const { router } = renderScreen(<DocumentsView matter={null} heading="h2" />, { path: '/document?upload=1', viewer: viewerWith('ATTORNEY'), mocks: mocks() });
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the case chosen in Select Case in the address, so a reload shows that case again', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const { router, unmount } = renderScreen(<DocumentsView matter={null} heading="h2" />, { path: '/document', viewer: viewerWith('ATTORNEY'), mocks: mocks({ seen }) });
    await screen.findByRole('listitem', { name: 'Police Report' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Select Case' }));
    await userEvent.click(await screen.findByRole('option', { name: '2026-0001 · Alvarez v. Lone Star' }));
    await waitFor(() => expect(router.state.location.search).toBe('?caseId=m1'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ matterId: 'm1', folderId: null }));
    unmount();

    // The reload: the case is named by the server.
    seen.length = 0;
    renderScreen(<DocumentsView matter={null} heading="h2" />, {
      path: '/document?caseId=m1',
      viewer: viewerWith('ATTORNEY'),
      mocks: [...mocks({ seen }), { request: { query: DocumentsCaseDocument, variables: { id: 'm1' } }, result: { data: { matter: { __typename: 'Matter', ...matter } } } }],
    });
    await screen.findByRole('listitem', { name: 'Police Report' });
    expect(seen[0]).toMatchObject({ matterId: 'm1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Select Case' })).toHaveValue('2026-0001 · Alvarez v. Lone Star'));
    expect(screen.getByText('Alvarez v. Lone Star')).toBeInTheDocument();
  });

  it('filters All / Folders / Documents on the server', async () => {
    const seen: Array<Record<string, unknown>> = [];
    renderScreen(<DocumentsView matter={matter} heading="h3" />, { path: '/cases/caseDetail?id=m1&tab=documents', viewer: viewerWith('PARALEGAL'), mocks: mocks({ seen }) });
    await screen.findByRole('listitem', { name: 'Police Report' });
    expect(seen.at(-1)).toMatchObject({ matterId: 'm1', kind: 'ALL', folderId: null });
    expect(screen.queryByLabelText('Select Case')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Folders' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Police Report' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Medical Records' })).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ matterId: 'm1', kind: 'FOLDERS' });

    await userEvent.click(screen.getByRole('radio', { name: 'Documents' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Medical Records' })).not.toBeInTheDocument());
    expect(seen.at(-1)).toMatchObject({ kind: 'DOCUMENTS' });
  });

  it('uploads with a progress bar, sends the fields before the file, and cancels by aborting the request', async () => {
    renderScreen(<DocumentsView matter={matter} heading="h3" />, { path: '/cases/caseDetail?id=m1&tab=documents', viewer: viewerWith('ATTORNEY'), mocks: mocks() });
    await screen.findByRole('listitem', { name: 'Police Report' });
    const dialog = await chooseFileInUploadDialog(new File(['%PDF-1.4 test'], 'er-bill.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByLabelText('Matter')).toHaveValue('2026-0001 · Alvarez v. Lone Star');
    await userEvent.clear(within(dialog).getByLabelText('File Name'));
    await userEvent.type(within(dialog).getByLabelText('File Name'), 'ER Bill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));

    const request = FakeRequest.last!;
    expect(request).not.toBeNull();
    expect([request.method, request.url]).toEqual(['POST', '/api/files']);
    expect([...request.body!.keys()]).toEqual(['matterId', 'title', 'receivedDate', 'file']);
    expect(request.body!.get('matterId')).toBe('m1');
    expect(request.body!.get('title')).toBe('ER Bill');

    act(() => request.upload.onprogress?.({ loaded: 40, total: 100, lengthComputable: true }));
    const bar = await screen.findByRole('progressbar', { name: 'ER Bill upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    act(() => request.upload.onprogress?.({ loaded: 75, total: 100, lengthComputable: true }));
    expect(bar).toHaveAttribute('aria-valuenow', '75');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload of ER Bill' }));
    expect(request.aborted).toBe(true);
    const row = screen.getByRole('group', { name: 'Upload of ER Bill' });
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'ER Bill upload progress' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the file's row", async () => {
    renderScreen(<DocumentsView matter={matter} heading="h3" />, { path: '/cases/caseDetail?id=m1&tab=documents', viewer: viewerWith('ATTORNEY'), mocks: mocks() });
    await screen.findByRole('listitem', { name: 'Police Report' });
    const dialog = await chooseFileInUploadDialog(new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    const request = FakeRequest.last!;
    act(() => {
      request.status = 415;
      request.responseText = JSON.stringify({ error: 'Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.' });
      request.onload?.();
    });
    const row = await screen.findByRole('group', { name: 'Upload of setup.pdf' });
    // The refusal arrives through the upload's promise, a moment after the response.
    expect(await within(row).findByRole('alert')).toHaveTextContent('Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.');
    expect(within(row).getByText('Not uploaded')).toBeInTheDocument();
  });

  it('tells the size limit before sending a file that is too large', async () => {
    renderScreen(<DocumentsView matter={matter} heading="h3" />, { path: '/cases/caseDetail?id=m1&tab=documents', viewer: viewerWith('ATTORNEY'), mocks: mocks({ limit: 1024 * 1024 }) });
    await screen.findByRole('listitem', { name: 'Police Report' });
    // The limit query has answered once the cards are there.
    const dialog = await chooseFileInUploadDialog(new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    const row = await screen.findByRole('group', { name: 'Upload of scan.pdf' });
    expect(within(row).getByRole('alert')).toHaveTextContent('The file is larger than the 1 MB limit.');
    expect(FakeRequest.last).toBeNull();
  });
});
