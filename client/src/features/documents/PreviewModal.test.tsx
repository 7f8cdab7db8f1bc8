import { screen, within } from '@testing-library/react';
import type { DocumentCardFieldsFragment } from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import { PreviewModal } from './PreviewModal';

const document = (overrides: Partial<DocumentCardFieldsFragment> = {}): DocumentCardFieldsFragment => ({
  __typename: 'Document',
  id: 'd1',
  title: 'Police Report',
  originalName: 'report.pdf',
  contentType: 'application/pdf',
  size: 1200,
  category: 'Police Report',
  receivedDate: '2026-01-02',
  matterId: 'm1',
  folderId: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  version: 1,
  downloadUrl: '/api/files/d1',
  previewUrl: '/api/files/d1/preview',
  uploadedBy: { __typename: 'User', id: 'u1', fullName: 'Jordan Reyes' },
  matter: { __typename: 'Matter', id: 'm1', name: 'Alvarez v. Lone Star', number: '2026-0001' },
  snippet: null,
  ...overrides,
});

describe('PreviewModal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('names the preview of a PDF for its file while it loads', async () => {
    // The PDF is still loading: what names it is there from the start.
    jest.spyOn(window, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderScreen(<PreviewModal document={document()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Police Report' });
    expect(within(dialog).getByRole('region', { name: 'Preview of report.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/files/d1');
  });

  it('names an image preview and a file it cannot show the same way', async () => {
    const { unmount } = renderScreen(<PreviewModal document={document({ originalName: 'scan.png', contentType: 'image/png' })} onClose={() => {}} />);
    const region = await screen.findByRole('region', { name: 'Preview of scan.png' });
    expect(within(region).getByRole('img', { name: 'Police Report' })).toBeInTheDocument();
    unmount();

    renderScreen(
      <PreviewModal
        document={document({ originalName: 'letter.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', previewUrl: null })}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('region', { name: 'Preview of letter.docx' })).toHaveTextContent("Word files can't be shown here");
  });
});
